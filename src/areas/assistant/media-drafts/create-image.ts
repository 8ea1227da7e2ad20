// POST helpers/create_image: a generated image (`url`: a data: URL or the provider's address) stored as a
// draft of the caller's, with its title, caption, alt text, description and the model, latency and environment
// that made it. Offline, an address becomes a picture drawn from it (the same address, the same picture).
import type { Handler } from '../../../dispatch/types.js';
import { imageSize } from '../../media/image-size.js';
import { allowedMimeType } from '../../media/mime-types.js';
import { encodePng } from '../../media/png-encoder.js';
import { textParam } from '../params.js';
import { badRequest, success } from '../reply.js';
import { uniqid } from '../uniqid.js';
import { unixSeconds } from '../mysql-time.js';
import { putDraft, saveUpload } from './draft-store.js';

const GENERATED_SIZE = 1024;

/** The image's bytes: decoded from a data: URL, else the picture drawn for the address. */
function imageBytes(url: string): Buffer | null {
  const data = /^data:image\/[\w.+-]+;base64,(.*)$/s.exec(url);
  if (data) return Buffer.from(data[1]!, 'base64');
  return /^https?:\/\//.test(url) ? encodePng(GENERATED_SIZE, GENERATED_SIZE, url) : null;
}

/** The last path segment of an http(s) address ('' for a data: URL or an address that does not parse). */
function urlBaseName(url: string): string {
  if (url.startsWith('data:')) return '';
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    return '';
  }
}

/** The file name the plugin picks when none is given: the address's own if it looks like a name, else ai_<uniqid>. */
function generatedName(url: string, ext: string, unique: () => string): string {
  const base = urlBaseName(url);
  if (base.length > 32 || base.length < 4 || base.startsWith('generated_')) return `ai_${unique()}.${ext}`;
  return base.includes('.') ? base : `${base}.${ext}`;
}

const meta = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

export const createImage: Handler = async (req, ctx) => {
  const url = typeof req.params.url === 'string' ? req.params.url.trim() : '';
  const bytes = url ? imageBytes(url) : null;
  if (!bytes) return badRequest('invalid_image_url', 'url is required: the generated image, as a data:image/...;base64 URL or an http(s) address.');
  const size = imageSize(bytes);
  if (!size) return badRequest('invalid_image', 'The image at url is not a PNG, JPEG, GIF or WebP picture.');
  const given = textParam(req.params, 'filename');
  if (given && !allowedMimeType(given, false)) {
    return badRequest('invalid_file_type', 'Invalid custom file type: filename must end with an image extension such as .png or .jpg.');
  }
  const session = ctx.session;
  const nowMs = session.tick();
  const ext = size.mime === 'image/jpeg' ? 'jpg' : size.mime.split('/')[1]!;
  const name = given ? given.slice(given.lastIndexOf('/') + 1) : generatedName(url, ext, () => uniqid(session, nowMs));
  const file = saveUpload(session, name, size.mime, bytes);
  const id = session.nextId('post');
  const title = textParam(req.params, 'title') || file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  putDraft(session, {
    id,
    type: 'image',
    openai_id: null,
    title,
    description: textParam(req.params, 'description') ?? '',
    caption: textParam(req.params, 'caption') ?? '',
    alt: textParam(req.params, 'alt') ?? '',
    file,
    mime_type: size.mime,
    width: size.width,
    height: size.height,
    created_at: unixSeconds(nowMs),
    model: meta(req.params.model),
    generation_time: meta(req.params.latency),
    env_id: meta(req.params.env_id),
    user: req.user?.id ?? 0,
  });
  await session.commit();
  return success({ attachmentId: id });
};
