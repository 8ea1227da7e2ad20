// Generated images: what an image query "returns". Each image is a real PNG (a seeded gradient) stored in the
// uploads of the session, so its URL serves it, and recorded in the mwai_files table (`assistant.files`,
// purpose `generated`) as AI Engine records the images it downloads. The file's refId comes from the seed
// and the request, so the same prompt gives the same image at the same URL.
import { createHash } from '../../platform/hash.js';
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { RestRequest } from '../../wp/request.js';
import { WpError } from '../../wp/errors.js';
import { encodePng } from '../media/png-encoder.js';
import { uploadsUrl } from '../media/media-view.js';
import { invalidParam } from './errors.js';
import { findFileByRef, putFile } from './file-rows.js';
import type { ModelDef } from './models.js';
import { estimateTokens, tokenPrice, type Usage } from './writer/usage.js';

export interface GeneratedImage {
  refId: string;
  /** Relative to the uploads folder. */
  path: string;
  url: string;
  width: number;
  height: number;
}

export interface ImageRequest {
  prompt: string;
  model: ModelDef;
  envId: string;
  /** `1024x1024`...; the model's first resolution when absent. */
  resolution?: string;
  /** How many images (1 to 4). */
  count: number;
  /** What the images derive from beyond the prompt (the edited image). */
  source?: string;
}

const MAX_IMAGES = 4;
/** Output tokens of one 1024×1024 image at medium quality (gpt-image-1). */
const TOKENS_PER_MEGAPIXEL = 1056;

/** The resolution asked for, checked against the model's list; 'auto' and absent mean the first one. */
export function resolutionOf(model: ModelDef, asked: string | undefined): { width: number; height: number; name: string } | WpError {
  const names = (model.resolutions ?? []).map((r) => r.name);
  const name = !asked || asked === 'auto' ? (names[0] ?? '1024x1024') : asked;
  if (names.length && !names.includes(name)) {
    return invalidParam('resolution', `resolution must be one of ${names.join(', ')} for ${model.model} (got "${name}").`);
  }
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(name);
  if (!match) return invalidParam('resolution', `resolution must be written WIDTHxHEIGHT, e.g. 1024x1024 (got "${name}").`);
  return { width: Number(match[1]), height: Number(match[2]), name };
}

/** How many images a request asks for (`maxResults`, `n`), between 1 and 4. */
export function imageCount(value: unknown): number | WpError {
  if (value === undefined || value === null || value === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_IMAGES)
    return invalidParam('maxResults', `maxResults must be a whole number from 1 to ${MAX_IMAGES} (got ${JSON.stringify(value)}).`);
  return n;
}

/** Generates (or finds again) the images of a request; the caller commits the session. */
export function generateImages(req: RestRequest, ctx: HandlerContext, session: Session, ask: ImageRequest): GeneratedImage[] | WpError {
  const size = resolutionOf(ask.model, ask.resolution);
  if (size instanceof WpError) return size;
  const out: GeneratedImage[] = [];
  let ticked = false;
  for (let i = 0; i < ask.count; i++) {
    const refId = createHash('md5')
      .update([ctx.site.scenario.seed, 'image', ask.model.model, size.name, ask.source ?? '', ask.prompt, i].join('\u0000'))
      .digest('hex');
    const existing = findFileByRef(session, refId);
    let path = existing?.path;
    if (!path) {
      if (!ticked) {
        session.tick();
        ticked = true;
      }
      const [local] = session.now();
      path = `${local.slice(0, 4)}/${local.slice(5, 7)}/${refId}.png`;
      const png = encodePng(size.width, size.height, `${refId}|${ask.prompt}`);
      session.put('files', path, { name: `${refId}.png`, type: 'image/png', data: png.toString('base64') });
      putFile(session, {
        refId,
        envId: ask.envId,
        userId: req.user?.id ?? null,
        type: 'image',
        status: 'uploaded',
        purpose: 'generated',
        path,
        expires: null,
        metadata: { query_envId: ask.envId, query_model: ask.model.model },
      });
    }
    out.push({ refId, path, url: uploadsUrl(req.origin, path), width: size.width, height: size.height });
  }
  return out;
}

/** The usage of an image query: the prompt's tokens in, the images' tokens out (by their area). */
export function imageUsage(ask: ImageRequest, images: readonly GeneratedImage[]): Usage {
  const input = estimateTokens(ask.prompt);
  const output = images.reduce((n, im) => n + Math.round((TOKENS_PER_MEGAPIXEL * im.width * im.height) / (1024 * 1024)), 0);
  return { prompt_tokens: input, completion_tokens: output, total_tokens: input + output, price: tokenPrice(ask.model, input, output), accuracy: 'estimated' };
}
