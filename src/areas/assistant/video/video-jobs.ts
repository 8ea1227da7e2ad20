// Video generation as a job: POST helpers/create_video starts one (prompt, model, size, seconds, envId) and
// answers the provider's video object, queued, with its usage; helpers/video_status (videoIds) polls them: in
// progress, then completed, when the video becomes a draft of the caller's (helpers/list_draft_media); then
// helpers/download_video answers its bytes (base64) and helpers/delete_video deletes it at the provider.
import { createHash } from '../../../platform/hash.js';
import type { Handler, HandlerContext } from '../../../dispatch/types.js';
import { nextRecordId, putRecord, readCounter, writeCounter } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import { isPlainObject } from '../../../wp/php-values.js';
import { WpError } from '../../../wp/errors.js';
import { uploadsUrl } from '../../media/media-view.js';
import { draftById, putDraft, saveUpload } from '../media-drafts/draft-store.js';
import { mysqlDate, unixSeconds } from '../mysql-time.js';
import { intParam, listParam, textParam } from '../params.js';
import { badRequest, notFound, success } from '../reply.js';
import { assistantOption } from '../settings/options.js';
import { QUERY_LOGS } from '../../../catalogue/record-sets/assistant.js';
import { mp4Bytes } from './mp4-bytes.js';
import { VIDEO_MODELS } from './video-models.js';
import { POLLS_TO_COMPLETE, putVideo, removeVideo, videoById, videoObject, type VideoJob } from './video-store.js';

const COUNTER = 'assistant.videos#n';

/** `video_` and 32 hex digits: the same for the same scenario, request and position in the session. */
function newVideoId(session: Session, ctx: HandlerContext, prompt: string): string {
  const n = (readCounter(session, COUNTER) ?? 0) + 1;
  writeCounter(session, COUNTER, n);
  return `video_${createHash('md5').update(`${ctx.site.scenario.seed}|${n}|${prompt}`).digest('hex')}`;
}

function knownEnv(session: Session, ctx: HandlerContext, envId: string): boolean {
  const envs = assistantOption(session, ctx, 'ai_envs');
  return Array.isArray(envs) && envs.some((e) => isPlainObject(e) && e.id === envId);
}

/** What create_video was asked, or why it cannot start. */
function videoRequest(params: Record<string, unknown>): { prompt: string; model: string; size: string; seconds: number; envId: string } | string {
  const prompt = textParam(params, 'prompt') ?? '';
  const model = textParam(params, 'model') || 'sora-2';
  const size = textParam(params, 'size') || '720x1280';
  const seconds = params.seconds === undefined ? 4 : Math.abs(intParam(params, 'seconds'));
  const envId = textParam(params, 'envId') ?? '';
  if (!prompt) return 'prompt is required: what the video should show.';
  const spec = VIDEO_MODELS[model];
  if (!spec) return `model must be one of ${Object.keys(VIDEO_MODELS).join(', ')} (got "${model}").`;
  if (spec.resolutions[size] === undefined) return `size must be one of ${Object.keys(spec.resolutions).join(', ')} for ${model} (got "${size}").`;
  if (!spec.durations.includes(seconds)) return `seconds must be one of ${spec.durations.join(', ')} (got ${seconds}).`;
  if (!envId)
    return 'Please select a specific environment and model in the Video Generator. Default environments are not yet supported for video generation (envId is required).';
  return { prompt, model, size, seconds, envId };
}

export const createVideo: Handler = async (req, ctx) => {
  const asked = videoRequest(req.params);
  if (typeof asked === 'string') return badRequest('invalid_video_request', asked);
  const session = ctx.session;
  if (!knownEnv(session, ctx, asked.envId))
    return badRequest('unknown_env', `No AI environment has id "${asked.envId}" (settings/options lists them under ai_envs).`);
  const nowMs = session.tick();
  const price = Math.round(VIDEO_MODELS[asked.model]!.resolutions[asked.size]! * asked.seconds * 100) / 100;
  const video: VideoJob = {
    id: newVideoId(session, ctx, asked.prompt),
    object: 'video',
    created_at: unixSeconds(nowMs),
    status: 'queued',
    model: asked.model,
    progress: 0,
    seconds: String(asked.seconds),
    size: asked.size,
    completed_at: null,
    error: null,
    prompt: asked.prompt,
    env_id: asked.envId,
    user: req.user?.id ?? 0,
    polls: 0,
  };
  putVideo(session, video);
  // Insights records the generation when the statistics module is on.
  if (assistantOption(session, ctx, 'module_statistics') === true) {
    const logId = nextRecordId(session, QUERY_LOGS);
    putRecord(session, QUERY_LOGS, logId, {
      id: logId,
      userId: req.user?.id ?? null,
      ip: '127.0.0.1',
      session: textParam(req.params, 'session') ?? null,
      model: asked.model,
      feature: 'video-generator',
      units: asked.seconds,
      type: 'seconds',
      price,
      scope: 'admin-tools',
      envId: asked.envId,
      time: mysqlDate(nowMs),
      refId: null,
      stats: null,
      accuracy: 'price',
    });
  }
  await session.commit();
  return success({ video: videoObject(video), usage: { seconds: asked.seconds, queries: 1, price, accuracy: 'price' } });
};

/** A completed video's file becomes a draft of the one who asked for it. */
function saveDraft(session: Session, video: VideoJob, nowMs: number): number {
  const file = saveUpload(session, `${video.id}.mp4`, 'video/mp4', mp4Bytes(video.id, Number(video.seconds)));
  const id = session.nextId('post');
  putDraft(session, {
    id,
    type: 'video',
    openai_id: video.id,
    title: 'AI Generated Video',
    description: '',
    caption: '',
    alt: '',
    file,
    mime_type: 'video/mp4',
    created_at: unixSeconds(nowMs),
    model: video.model,
    generation_time: String(unixSeconds(nowMs) - video.created_at),
    env_id: video.env_id,
    user: video.user,
  });
  return id;
}

/** One poll of a job: it moves on until completed. */
function poll(session: Session, video: VideoJob, nowMs: number): VideoJob {
  if (video.status === 'completed') return video;
  const polls = video.polls + 1;
  const next: VideoJob =
    polls >= POLLS_TO_COMPLETE
      ? { ...video, polls, status: 'completed', progress: 100, completed_at: unixSeconds(nowMs) }
      : { ...video, polls, status: 'in_progress', progress: Math.round((100 * polls) / POLLS_TO_COMPLETE) };
  if (next.status === 'completed') next.attachment_id = saveDraft(session, next, nowMs);
  putVideo(session, next);
  return next;
}

/** Where the video's file is now: its draft, or the attachment the draft became once approved. */
function fileOf(session: Session, video: VideoJob): string | undefined {
  if (video.attachment_id === undefined) return undefined;
  return draftById(session, video.attachment_id)?.file ?? session.get('posts', video.attachment_id)?.file;
}

export const videoStatus: Handler = async (req, ctx) => {
  const ids = (listParam(req.params, 'videoIds') ?? []).map(String);
  if (!ids.length) return success({ videos: [] });
  const session = ctx.session;
  const nowMs = session.tick();
  const videos = ids.map((id) => {
    const found = videoById(session, id);
    if (!found) return { id, status: 'failed', error: { message: `Video with id '${id}' not found.`, type: 'invalid_request_error', code: 'video_not_found' } };
    const video = poll(session, found, nowMs);
    const file = fileOf(session, video);
    return { ...videoObject(video), ...(file ? { attachment_id: video.attachment_id, url: uploadsUrl(req.origin, file) } : {}) };
  });
  await session.commit();
  return success({ videos });
};

/** The completed video `videoId` names, or the error saying what is wrong. */
export function completedVideo(session: Session, params: Record<string, unknown>): VideoJob | WpError {
  const id = textParam(params, 'videoId');
  if (!id) return badRequest('missing_video_id', 'videoId is required: the id helpers/create_video answered.');
  const video = videoById(session, id);
  if (!video) return notFound('video_not_found', `Video with id '${id}' not found (it may have been deleted).`);
  if (video.status !== 'completed') {
    return new WpError('assistant_video_not_ready', `Video ${id} is ${video.status}: poll helpers/video_status until it is completed.`, { status: 409 });
  }
  return video;
}

export const downloadVideo: Handler = (req, ctx) => {
  const video = completedVideo(ctx.session, req.params);
  if (video instanceof WpError) return video;
  return success({ data: mp4Bytes(video.id, Number(video.seconds)).toString('base64'), mimeType: 'video/mp4' });
};

export const deleteVideo: Handler = async (req, ctx) => {
  const id = textParam(req.params, 'videoId');
  if (!id) return badRequest('missing_video_id', 'videoId is required: the id helpers/create_video answered.');
  const session = ctx.session;
  if (!videoById(session, id)) return notFound('video_not_found', `Video with id '${id}' not found (it may have been deleted already).`);
  session.tick();
  removeVideo(session, id);
  await session.commit();
  return success();
};
