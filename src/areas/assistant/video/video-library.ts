// POST helpers/save_video_to_library (videoId, title, description, filename: a completed video uploaded to the
// media library as an attachment, through the media area's own upload) and helpers/delete_video_from_library
// (attachmentId: the attachment and its file deleted, as DELETE /cms/v2/media/{id}?force=true does).
import type { Handler } from '../../../dispatch/types.js';
import { WpError } from '../../../wp/errors.js';
import type { RestRequest } from '../../../wp/request.js';
import { sanitizeFileName } from '../../media/media-records.js';
import { createMedia, deleteMedia } from '../../media/media-write.js';
import { intParam, textParam } from '../params.js';
import { badRequest, notFound, success } from '../reply.js';
import { mp4Bytes } from './mp4-bytes.js';
import { completedVideo } from './video-jobs.js';

/** The same request, as the media area would receive it with these arguments (and files). */
const asMediaRequest = (req: RestRequest, params: Record<string, unknown>, files: RestRequest['files'] = {}): RestRequest => ({
  ...req,
  headers: {},
  json: undefined,
  form: {},
  params,
  files,
});

export const saveVideoToLibrary: Handler = async (req, ctx) => {
  const video = completedVideo(ctx.session, req.params);
  if (video instanceof WpError) return video;
  const given = sanitizeFileName(textParam(req.params, 'filename') || video.id);
  const name = /\.mp4$/i.test(given) ? given : `${given}.mp4`;
  const data = mp4Bytes(video.id, Number(video.seconds));
  const params = { title: textParam(req.params, 'title') ?? '', description: textParam(req.params, 'description') ?? '' };
  const created = await createMedia(asMediaRequest(req, params, { file: { name, type: 'video/mp4', size: data.length, data } }), ctx);
  if (created instanceof WpError) return created;
  return success({ attachmentId: (created.data as { id: number }).id });
};

export const deleteVideoFromLibrary: Handler = async (req, ctx) => {
  const id = intParam(req.params, 'attachmentId');
  if (!id) return badRequest('missing_attachment_id', 'Attachment ID is required: attachmentId, the id helpers/save_video_to_library answered.');
  const deleted = await deleteMedia(asMediaRequest(req, { id, force: true }), ctx);
  if (deleted instanceof WpError) return notFound('attachment_not_found', `Failed to delete attachment: the media library has no attachment ${id}.`);
  return success();
};
