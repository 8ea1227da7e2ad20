// Text queries: POST ai/completions, ai/copilot, ai/transcribe_image (vision), and the public API's
// simpleTextQuery, simpleFastTextQuery and simpleVisionQuery (Meow_MWAI_Rest / Meow_MWAI_API).
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { invalidParam, missingParam, notFound } from './errors.js';
import { generateImages } from './images.js';
import { addToLibrary } from './media-library.js';
import { answerText, queryTarget, type TextQuery } from './text-answer.js';
import { answerRandom, idParam, objectParam, promptOf, textParam } from './request-values.js';
import { describeImage } from './vision.js';
import { writeText } from './writer/compose.js';
import { topicOf } from './writer/topic.js';

/** Answers a text query, commits what it logged, and shapes the answer. */
async function textReply(req: RestRequest, ctx: HandlerContext, session: Session, query: TextQuery, withUsage: boolean) {
  const answer = answerText(req, ctx, session, query);
  if (answer instanceof WpError) return answer;
  await session.commit();
  return { data: { success: true, data: answer.text, ...(withUsage ? { usage: answer.usage } : {}) } };
}

/** POST ai/completions: `{ success, data: <text>, usage }`; model, envId and maxTokens come with the prompt. */
export const completions: Handler = (req, ctx) => {
  const prompt = promptOf(req);
  if (prompt instanceof WpError) return prompt;
  return textReply(req, ctx, ctx.session, { prompt, options: req.params, kind: 'text', scope: 'admin-tools' }, true);
};

/** simpleTextQuery (and simpleFastTextQuery, on the fast default model): the `options` apply; `{ success, data }`. */
const simpleQuery =
  (kind: 'text' | 'fast'): Handler =>
  (req, ctx) => {
    const prompt = promptOf(req);
    if (prompt instanceof WpError) return prompt;
    const options = { ...objectParam(req, 'options'), scope: textParam(req, 'scope') ?? 'public-api' };
    return textReply(req, ctx, ctx.session, { prompt, options, kind, scope: 'public-api' }, false);
  };
export const simpleText = simpleQuery('text');
export const simpleFastText = simpleQuery('fast');

/** The image URL of a vision query, with the plugin's hints for the usual wrong names. */
function imageUrlOf(params: Record<string, unknown>): string | WpError {
  const url = typeof params.url === 'string' ? params.url.trim() : '';
  if (url) return url;
  const wrong = ['imageUrl', 'image_url'].find((k) => params[k] !== undefined);
  return missingParam('url', `the address of the image to analyse${wrong ? ` (did you mean url instead of ${wrong}?)` : ''}`);
}

/** ai/transcribe_image (admin) and simpleVisionQuery (public API): what the image at `url` shows, as the prompt asks. */
const visionQuery =
  (publicApi: boolean): Handler =>
  (req, ctx) => {
    const prompt = promptOf(req);
    if (prompt instanceof WpError) return prompt;
    const url = imageUrlOf(req.params);
    if (url instanceof WpError) return url;
    const session = ctx.session;
    const options = publicApi ? objectParam(req, 'options') : req.params;
    const scope = publicApi ? 'public-api' : 'admin-tools';
    return textReply(req, ctx, session, { prompt, options, kind: 'vision', scope, write: () => describeImage(ctx, session, prompt, url) }, false);
  };
export const transcribeImage = visionQuery(false);
export const simpleVision = visionQuery(true);

/**
 * POST ai/copilot: `action` text (new content for the block the author is writing, from `message` and the
 * article's `context`) or image (an image for that place, added to the media library: `data.media`).
 */
export const copilot: Handler = async (req, ctx) => {
  const action = textParam(req, 'action');
  const message = textParam(req, 'message');
  if (!action || !message) return missingParam(action ? 'message' : 'action', 'copilot needs an action (text or image) and a message');
  const session = ctx.session;
  const context = textParam(req, 'context') ?? '';
  if (action === 'text') {
    const write = () => writeText(answerRandom(ctx, 'copilot', message, context), message);
    return textReply(req, ctx, session, { prompt: message, options: req.params, kind: 'text', scope: 'copilot', write }, false);
  }
  if (action !== 'image') return invalidParam('action', `action must be text or image (got "${action}").`);
  const postId = idParam(req, 'postId');
  if (postId !== undefined && !session.get('posts', postId)) return notFound('post_not_found', `No post has the id ${postId}.`, 'postId');
  const target = queryTarget(ctx, session, { envId: req.params.envId }, 'image');
  if (target instanceof WpError) return target;
  const images = generateImages(req, ctx, session, { prompt: `${message}\n${context}`, model: target.model, envId: target.env.id, count: 1 });
  if (images instanceof WpError) return images;
  const media = await addToLibrary(req, ctx, session, images[0]!, topicOf(message, 'generated image'), postId);
  if (media instanceof WpError) return media;
  await session.commit();
  return { data: { success: true, data: { media } } };
};
