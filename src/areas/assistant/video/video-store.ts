// Video generation jobs, one record of assistant.videos each (id: the provider's video id), as the provider's
// video object plus what the plugin remembers: the prompt, the environment, who asked, how many status polls
// it has seen, and the draft its file became once completed.
import { getRecord, putRecord, removeRecord } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import { VIDEOS } from '../../../catalogue/record-sets/assistant.js';

export interface VideoJob {
  id: string;
  object: 'video';
  created_at: number;
  /** queued → in_progress → completed. */
  status: string;
  model: string;
  progress: number;
  seconds: string;
  size: string;
  completed_at: number | null;
  error: null;
  prompt: string;
  env_id: string;
  user: number;
  polls: number;
  attachment_id?: number;
}

/** Status polls a job needs: the first sees it in progress, the second completed. */
export const POLLS_TO_COMPLETE = 2;

export const videoById = (session: Session, id: string): VideoJob | undefined => getRecord(session, VIDEOS, id)?.data as VideoJob | undefined;
export const putVideo = (session: Session, video: VideoJob): void => void putRecord(session, VIDEOS, video.id, { ...video });
export const removeVideo = (session: Session, id: string): void => removeRecord(session, VIDEOS, id);

/** The provider's video object (GET /v1/videos/{id}). */
export const videoObject = (v: VideoJob): Record<string, unknown> => ({
  id: v.id,
  object: 'video',
  created_at: v.created_at,
  status: v.status,
  model: v.model,
  progress: v.progress,
  seconds: v.seconds,
  size: v.size,
  completed_at: v.completed_at,
  error: v.error,
});
