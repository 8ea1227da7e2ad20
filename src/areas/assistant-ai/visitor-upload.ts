// Storing a visitor's file (Meow_MWAI_Modules_Files::upload_file): the type checked as WordPress checks it
// (plus Whisper's audio formats), the bytes in the session's uploads at `<year>/<month>/<refId>.<ext>`, the row in
// the files table with its owner, purpose, metadata and expiry. A guest without a session id is given one.
import { createHash } from '../../platform/hash.js';
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { WpError } from '../../wp/errors.js';
import type { RestRequest, UploadedFile } from '../../wp/request.js';
import { isPlainObject } from '../../wp/php-values.js';
import { assistantOption } from '../assistant/settings/options.js';
import { wpDate } from '../../store/clock.js';
import { allowedMimeType, isImageMime } from '../media/mime-types.js';
import { invalidParam } from './errors.js';
import { findFileByRef, putFile, type FileRow } from './file-rows.js';
import { nextSerial } from './request-values.js';
import { newVisitorSession, ownerOf, sessionCookie } from './visitor.js';

/** Whisper's formats, accepted for transcription even where WordPress does not know the extension. */
const AUDIO = ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm'];

/** The MIME type a visitor's file is accepted as, or null. */
export function fileType(name: string): string | null {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return allowedMimeType(name, false) ?? (AUDIO.includes(ext) ? `audio/${ext}` : null);
}

/** The expiry of a new file, `ttl` seconds from now (the `image_expires` setting by default; 'never': none). */
function expiryOf(session: Session, ctx: HandlerContext, ttl: unknown): string | null {
  const value = ttl ?? assistantOption(session, ctx, 'image_expires');
  const seconds = Number(value);
  if (value === 'never' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return wpDate(session.instant() + seconds * 1000, session.clock.offsetHours).replace('T', ' ');
}

/** JSON text of metadata (as the widget sends it) or an object; anything else is refused. */
export function metadataOf(value: unknown): Record<string, unknown> | WpError {
  if (value === undefined || value === null || value === '') return {};
  if (isPlainObject(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (isPlainObject(parsed)) return parsed;
    } catch {
      // refused below
    }
  }
  return invalidParam('metadata', 'metadata must be a JSON object, e.g. {"botId":"default"}.');
}

export interface Stored {
  row: FileRow;
  cookie?: Record<string, string>;
}

/** Stores an upload in the uploads and the files table; a guest without a session id is given one. */
export function storeUpload(
  req: RestRequest,
  ctx: HandlerContext,
  session: Session,
  file: UploadedFile,
  purpose: string,
  extra: { envId?: string; ttl?: unknown; metadata: Record<string, unknown> },
): Stored | WpError {
  const type = fileType(file.name);
  if (!type) return invalidParam('file', `Invalid file type: "${file.name}" is not a type the site accepts (images, documents, audio...).`);
  if (file.data.length === 0) return invalidParam('file', `"${file.name}" is empty.`);
  let owner = ownerOf(req);
  let cookie: Record<string, string> | undefined;
  if (owner === undefined) {
    owner = newVisitorSession(ctx.site.scenario.seed, session);
    cookie = sessionCookie(owner);
  }
  session.tick();
  const digest = createHash('md5').update(file.data).digest('hex');
  const refId = createHash('md5')
    .update([ctx.site.scenario.seed, 'upload', nextSerial(session, 'upload'), owner, file.name, digest].join('\u0000'))
    .digest('hex');
  const existing = findFileByRef(session, refId);
  if (existing) return { row: existing, ...(cookie ? { cookie } : {}) };
  const ext = /\.([^.]+)$/.exec(file.name)![1]!.toLowerCase();
  const [local] = session.now();
  const path = `${local.slice(0, 4)}/${local.slice(5, 7)}/${refId}.${ext}`;
  session.put('files', path, { name: `${refId}.${ext}`, type, data: file.data.toString('base64') });
  const row = putFile(session, {
    refId,
    envId: extra.envId ?? null,
    userId: owner,
    type: isImageMime(type) ? 'image' : 'file',
    status: 'uploaded',
    purpose,
    path,
    expires: expiryOf(session, ctx, extra.ttl),
    metadata: extra.metadata,
  });
  return { row, ...(cookie ? { cookie } : {}) };
}
