// Generated images and videos waiting for approval (the plugin's mwai_image / mwai_video posts and each user's
// mwai_draft_media list): one record of assistant.media_drafts each, keyed by its attachment id (drawn from the
// posts' id sequence, so an approved draft keeps it). The file itself is in the uploads folder (`files`), so
// its URL serves it before approval too.
import { getRecord, putRecord, removeRecord, recordsIn } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import { uploadsUrl } from '../../media/media-view.js';
import { sanitizeFileName, uniqueFilePath } from '../../media/media-records.js';
import { MEDIA_DRAFTS } from '../../../catalogue/record-sets/assistant.js';

export interface MediaDraft {
  id: number;
  type: 'image' | 'video';
  /** The provider's id of a generated video. */
  openai_id: string | null;
  title: string;
  description: string;
  caption: string;
  alt: string;
  /** The file, relative to the uploads folder (`2026/01/name.png`). */
  file: string;
  mime_type: string;
  width?: number;
  height?: number;
  /** Unix seconds. */
  created_at: number;
  model: string;
  generation_time: string;
  env_id: string;
  /** The user whose drafts list holds it. */
  user: number;
}

export const drafts = (session: Session): MediaDraft[] => recordsIn(session, MEDIA_DRAFTS).map((r) => r.data as unknown as MediaDraft);

export const draftById = (session: Session, id: number): MediaDraft | undefined => getRecord(session, MEDIA_DRAFTS, id)?.data as MediaDraft | undefined;

export const putDraft = (session: Session, draft: MediaDraft): void => void putRecord(session, MEDIA_DRAFTS, draft.id, { ...draft });

/** The draft and its file are forgotten. */
export function removeDraft(session: Session, draft: MediaDraft, withFile: boolean): void {
  removeRecord(session, MEDIA_DRAFTS, draft.id);
  if (withFile && session.get('files', draft.file)) session.remove('files', draft.file);
}

/** Stores `data` in this month's uploads folder under a unique name; answers its path. */
export function saveUpload(session: Session, name: string, type: string, data: Buffer): string {
  const [local] = session.now();
  const path = uniqueFilePath(session, `${local.slice(0, 4)}/${local.slice(5, 7)}`, sanitizeFileName(name));
  session.put('files', path, { name: path.slice(path.lastIndexOf('/') + 1), type, data: data.toString('base64') });
  return path;
}

/** Moves a stored file to a new name in the same folder; answers the new path. */
export function renameUpload(session: Session, path: string, name: string): string {
  const folder = path.slice(0, path.lastIndexOf('/'));
  if (`${folder}/${sanitizeFileName(name)}` === path) return path;
  const target = uniqueFilePath(session, folder, sanitizeFileName(name));
  const stored = session.get('files', path);
  if (stored) {
    session.remove('files', path);
    session.put('files', target, { ...stored, name: target.slice(target.lastIndexOf('/') + 1) });
  }
  return target;
}

/** A draft as helpers/list_draft_media answers it. */
export const draftView = (draft: MediaDraft, origin: string): Record<string, unknown> => ({
  attachment_id: draft.id,
  type: draft.type,
  openai_id: draft.openai_id,
  url: uploadsUrl(origin, draft.file),
  title: draft.title,
  description: draft.description,
  filename: draft.file.slice(draft.file.lastIndexOf('/') + 1),
  created_at: draft.created_at,
  model: draft.model,
  generation_time: draft.generation_time,
  env_id: draft.env_id,
});
