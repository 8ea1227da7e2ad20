// Image queries: POST ai/images and ai/image_edit (`data`: the image URLs, and the usage), and the public
// API's simpleImageQuery and simpleImageEditQuery (`data`: the first URL). Edits start from an image of the
// media library (`mediaId`).
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { isImageMime } from '../media/mime-types.js';
import { missingParam, notFound } from './errors.js';
import { generateImages, imageCount, imageUsage, type GeneratedImage, type ImageRequest } from './images.js';
import { logQuery } from './query-log.js';
import { queryTarget } from './text-answer.js';
import { idParam, objectParam, promptOf, textParam } from './request-values.js';

/** The image attachment `mediaId` names. */
function sourceImage(req: RestRequest, session: Session): PostRecord | WpError {
  const mediaId = idParam(req, 'mediaId');
  if (mediaId === undefined) return missingParam('mediaId', 'the id of the media library image to edit');
  const media = session.get('posts', mediaId);
  if (media?.type !== 'attachment' || !isImageMime(media.mime_type)) {
    return notFound('media_not_found', `The media cannot be found: ${mediaId} is not an image of the media library.`, 'mediaId');
  }
  return media;
}

interface Generated {
  ask: ImageRequest;
  images: GeneratedImage[];
}

/** Runs an image query whose options (model, envId, resolution, maxResults) are in `options`. */
async function runQuery(req: RestRequest, ctx: HandlerContext, options: Record<string, unknown>, edit: boolean): Promise<Generated | WpError> {
  const prompt = promptOf(req);
  if (prompt instanceof WpError) return prompt;
  const session = ctx.session;
  const source = edit ? sourceImage(req, session) : undefined;
  if (source instanceof WpError) return source;
  const target = queryTarget(ctx, session, options, 'image');
  if (target instanceof WpError) return target;
  const count = imageCount(options.maxResults ?? options.n);
  if (count instanceof WpError) return count;
  const resolution = typeof options.resolution === 'string' ? options.resolution : undefined;
  const ask: ImageRequest = {
    prompt,
    model: target.model,
    envId: target.env.id,
    count,
    ...(resolution ? { resolution } : {}),
    ...(source ? { source: `media:${source.id}` } : {}),
  };
  const images = generateImages(req, ctx, session, ask);
  if (images instanceof WpError) return images;
  const urls = images.map((i) => i.url);
  logQuery(req, ctx, session, {
    feature: 'images',
    scope: edit ? 'image-edit' : 'admin-tools',
    env: target.env,
    model: target.model,
    usage: imageUsage(ask, images),
    query: prompt,
    reply: urls,
  });
  await session.commit();
  return { ask, images };
}

/** POST ai/images (and ai/image_edit with a mediaId): `{ success, data: [urls], usage }`. */
const adminQuery =
  (edit: boolean): Handler =>
  async (req, ctx) => {
    const result = await runQuery(req, ctx, req.params, edit);
    if (result instanceof WpError) return result;
    return { data: { success: true, data: result.images.map((i) => i.url), usage: imageUsage(result.ask, result.images) } };
  };

/** simpleImageQuery / simpleImageEditQuery: `resolution` beside the `options`; `{ success, data: <url> }`. */
const simpleQuery =
  (edit: boolean): Handler =>
  async (req, ctx) => {
    const resolution = textParam(req, 'resolution');
    const result = await runQuery(req, ctx, { ...objectParam(req, 'options'), ...(resolution ? { resolution } : {}) }, edit);
    if (result instanceof WpError) return result;
    return { data: { success: true, data: result.images[result.images.length - 1]!.url } };
  };

export const images = adminQuery(false);
export const imageEdit = adminQuery(true);
export const simpleImage = simpleQuery(false);
export const simpleImageEdit = simpleQuery(true);
