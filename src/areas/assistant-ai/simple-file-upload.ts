// The public API's simpleFileUpload (Meow_MWAI_API::simpleFileUpload): a multipart `file`, or `base64` with a
// `filename`, stored for `ttl` seconds (default 3600) in the uploads (`target: uploads`, the `image_local_upload`
// setting by default) or added to the media library (`target: library`). Answers the refId and the URL.
import { createHash } from '../../platform/hash.js';
import type { Handler } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { WpError } from '../../wp/errors.js';
import type { RestRequest, UploadedFile } from '../../wp/request.js';
import { assistantOption } from '../assistant/settings/options.js';
import { createMedia } from '../media/media-write.js';
import { uploadsUrl } from '../media/media-view.js';
import { invalidParam, missingParam } from './errors.js';
import { textParam } from './request-values.js';
import { fileType, metadataOf, storeUpload } from './visitor-upload.js';

/** The file of a simpleFileUpload: the multipart `file`, else `base64` with its `filename`. */
function givenFile(req: RestRequest, session: Session): UploadedFile | WpError {
  if (req.files.file) return req.files.file;
  const base64 = textParam(req, 'base64');
  if (!base64) return missingParam('file', 'a file upload (multipart field file) or base64 encoded data (base64, with a filename)');
  const clean = base64.replace(/^data:[^;]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return invalidParam('base64', 'Invalid base64 data.');
  const data = Buffer.from(clean, 'base64');
  const name = textParam(req, 'filename') ?? `upload-${Math.floor(session.instant() / 1000)}.png`;
  return { name, type: fileType(name) ?? 'application/octet-stream', size: data.length, data };
}

export const simpleFileUpload: Handler = async (req, ctx) => {
  const session = ctx.session;
  const file = givenFile(req, session);
  if (file instanceof WpError) return file;
  const metadata = metadataOf(req.params.metadata);
  if (metadata instanceof WpError) return metadata;
  const target = textParam(req, 'target') ?? String(assistantOption(session, ctx, 'image_local_upload') ?? 'uploads');
  if (target !== 'uploads' && target !== 'library') return invalidParam('target', `target must be uploads or library (got "${target}").`);
  const purpose = textParam(req, 'purpose') ?? 'analysis';
  if (target === 'library') {
    if (!fileType(file.name)) return invalidParam('file', `File type is not allowed: "${file.name}".`);
    const created = await createMedia({ ...req, params: {}, files: { file } }, ctx);
    if (created instanceof WpError) return created;
    const media = created.data as { id: number; source_url: string };
    const refId = createHash('md5').update([ctx.site.scenario.seed, 'library', media.id].join('\u0000')).digest('hex');
    return { data: { success: true, data: { id: refId, url: media.source_url } } };
  }
  const stored = storeUpload(req, ctx, session, file, purpose, { ttl: req.params.ttl ?? 3600, metadata });
  if (stored instanceof WpError) return stored;
  await session.commit();
  return { data: { success: true, data: { id: stored.row.refId, url: uploadsUrl(req.origin, stored.row.path) } } };
};
