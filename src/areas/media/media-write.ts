// POST /cms/v2/media (an upload becomes an attachment: 201, Location, X-WP-Upload-Attachment-ID),
// POST/PUT/PATCH /cms/v2/media/{id}, and DELETE (attachments do not trash: force=true or 501).
import type { Handler } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { restUrl } from '../../wp/links.js';
import type { RestRequest } from '../../wp/request.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { attachmentChanges, savedTexts } from './attachment-input.js';
import { IMAGE_META, newAttachment, uploadsFolder } from './attachment-row.js';
import { attachmentOf } from './media-access.js';
import { imageSize } from './image-size.js';
import { constrainDimensions, type Dimensions } from './image-sizes.js';
import { uniqueAttachmentSlug } from './media-records.js';
import { sanitizeFileName, uniqueFilePath } from './upload-file-names.js';
import { sizeSourceFile } from './media-files.js';
import { readUpload } from './media-upload.js';
import { mediaView } from './media-view.js';

/** `post` may not name a revision or an attachment; an unknown author is refused. */
function checkReferences(s: Session, params: Record<string, unknown>): WpError | null {
  const parent = typeof params.post === 'number' && params.post ? s.get('posts', params.post) : undefined;
  if (parent && (parent.type === 'revision' || parent.type === 'attachment')) return new WpError('rest_invalid_param', 'Invalid parent type.', { status: 400 });
  if (typeof params.author === 'number' && !s.get('users', params.author)) return new WpError('rest_invalid_author', 'Invalid author ID.', { status: 400 });
  return null;
}

/** Past this width or height a photo (not a PNG) is kept as a `-scaled` copy that fits it (big_image_size_threshold). */
const BIG_IMAGE_THRESHOLD = 2560;

/** wp_create_image_subsizes(): the `-scaled` file a big upload is shown as; its sub-sizes keep the original's name. */
function scaledImage(path: string, type: string, size: Dimensions): ({ file: string } & Dimensions) | null {
  if (type === 'image/png' || (size.width <= BIG_IMAGE_THRESHOLD && size.height <= BIG_IMAGE_THRESHOLD)) return null;
  const scaled = constrainDimensions(size, BIG_IMAGE_THRESHOLD, BIG_IMAGE_THRESHOLD);
  // image_resize_dimensions() refuses a resize by a pixel or less, and the upload stays as it is.
  if (Math.abs(scaled.width - size.width) <= 1 && Math.abs(scaled.height - size.height) <= 1) return null;
  const dot = path.lastIndexOf('.');
  const file = dot > path.lastIndexOf('/') ? `${path.slice(0, dot)}-scaled${path.slice(dot).toLowerCase()}` : `${path}-scaled`;
  return { file, ...scaled };
}

const editView = (s: Session, req: RestRequest, a: PostRecord) => mediaView(s, a, { origin: req.origin, context: 'edit' });

export const createMedia: Handler = async (req, ctx) => {
  const s = ctx.session;
  const refError = checkReferences(s, req.params);
  if (refError) return refError;
  const upload = readUpload(req);
  if (upload instanceof WpError) return upload;
  s.tick();
  const [local, gmt] = s.now();
  const path = uniqueFilePath(s, uploadsFolder(local), sanitizeFileName(upload.name));
  const stored = path.slice(path.lastIndexOf('/') + 1);
  const size = imageSize(upload.data);
  const changes = attachmentChanges(req.params, s);
  const id = s.nextId('post');
  const title = changes.title || stored.replace(/\.[^.]+$/, '');
  const scaled = size ? scaledImage(path, upload.type, size) : null;
  const sourceSize = size ? { width: size.width, height: size.height } : null;
  const record: PostRecord = {
    ...newAttachment({
      id,
      author: req.user?.id ?? 0,
      date: [local, gmt],
      title: '',
      slug: '',
      mime_type: upload.type,
      file: scaled?.file ?? path,
      media_details: scaled
        ? // The sub-sizes are made from the original (source_size, not shown), not from the scaled copy.
          { width: scaled.width, height: scaled.height, file: scaled.file, sizes: {}, image_meta: IMAGE_META, original_image: stored, source_size: sourceSize }
        : size
          ? { width: size.width, height: size.height, file: path, filesize: upload.data.length, sizes: {}, image_meta: IMAGE_META }
          : { filesize: upload.data.length },
    }),
    ...changes,
    title,
  };
  Object.assign(record, savedTexts(record, req.user, req.origin));
  record.slug = uniqueAttachmentSlug(s, changes.slug || sanitizeTitle(record.title), id);
  s.put('files', path, { name: stored, type: upload.type, data: upload.data.toString('base64') });
  s.put('posts', id, record);
  await s.commit();
  return {
    status: 201,
    data: editView(s, req, record),
    headers: { 'X-WP-Upload-Attachment-ID': String(id), Location: restUrl(req.origin, `/cms/v2/media/${id}`) },
  };
};

export const updateMedia: Handler = async (req, ctx) => {
  const a = attachmentOf(req, ctx);
  if (a instanceof WpError) return a;
  const s = ctx.session;
  const refError = checkReferences(s, req.params);
  if (refError) return refError;
  s.tick();
  const changes = attachmentChanges(req.params, s, a);
  const [local, gmt] = s.now();
  const next: PostRecord = { ...a, ...changes, modified: local, modified_gmt: gmt };
  Object.assign(next, savedTexts(next, req.user, req.origin));
  if (changes.slug !== undefined || changes.title !== undefined) next.slug = uniqueAttachmentSlug(s, changes.slug || a.slug || sanitizeTitle(next.title), a.id);
  s.put('posts', a.id, next);
  await s.commit();
  return { data: editView(s, req, next) };
};

export const deleteMedia: Handler = async (req, ctx) => {
  const a = attachmentOf(req, ctx);
  if (a instanceof WpError) return a;
  if (req.params.force !== true) {
    return new WpError('rest_trash_not_supported', "The post does not support trashing. Set 'force=true' to delete.", { status: 501 });
  }
  const s = ctx.session;
  const previous = editView(s, req, a);
  delete previous._links;
  s.tick();
  // wp_delete_attachment(): the file goes, and posts that showed it as featured image lose it.
  for (const p of s.all('posts')) if (p.featured_media === a.id) s.put('posts', p.id, { ...p, featured_media: 0 });
  // The upload itself, and the original of a scaled one.
  for (const file of new Set([a.file, sizeSourceFile(a)])) if (file && s.get('files', file)) s.remove('files', file);
  s.remove('posts', a.id);
  await s.commit();
  return { data: { deleted: true, previous } };
};
