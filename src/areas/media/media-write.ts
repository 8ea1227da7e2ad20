// POST /cms/v2/media (an upload becomes an attachment: 201, Location, X-WP-Upload-Attachment-ID),
// POST/PUT/PATCH /cms/v2/media/{id}, and DELETE (attachments do not trash: force=true or 501).
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { restUrl } from '../../wp/links.js';
import type { RestRequest } from '../../wp/request.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { sanitizeTextField } from '../collection/sanitize-text-field.js';
import { attachmentOf } from './media-access.js';
import { imageSize } from './image-size.js';
import { attachmentChanges, sanitizeFileName, uniqueAttachmentSlug, uniqueFilePath } from './media-records.js';
import { readUpload } from './media-upload.js';
import { mediaView } from './media-view.js';

const IMAGE_META = {
  aperture: '0', credit: '', camera: '', caption: '', created_timestamp: '0', copyright: '', focal_length: '0', iso: '0',
  shutter_speed: '0', title: '', orientation: '0', keywords: [],
};

const sessionOf = (req: RestRequest, ctx: HandlerContext) => ctx.site.store.session(req.session);

/** `post` may not name a revision or an attachment; an unknown author is refused. */
function checkReferences(s: Session, params: Record<string, unknown>): WpError | null {
  const parent = typeof params.post === 'number' && params.post ? s.get('posts', params.post) : undefined;
  if (parent && (parent.type === 'revision' || parent.type === 'attachment')) return new WpError('rest_invalid_param', 'Invalid parent type.', { status: 400 });
  if (typeof params.author === 'number' && !s.get('users', params.author)) return new WpError('rest_invalid_author', 'Invalid author ID.', { status: 400 });
  return null;
}

const editView = (s: Session, req: RestRequest, a: PostRecord) => mediaView(s, a, { origin: req.origin, context: 'edit' });

export const createMedia: Handler = async (req, ctx) => {
  const s = sessionOf(req, ctx);
  const refError = checkReferences(s, req.params);
  if (refError) return refError;
  const upload = readUpload(req);
  if (upload instanceof WpError) return upload;
  s.tick();
  const [local, gmt] = s.now();
  const path = uniqueFilePath(s, `${local.slice(0, 4)}/${local.slice(5, 7)}`, sanitizeFileName(upload.name));
  const stored = path.slice(path.lastIndexOf('/') + 1);
  const size = imageSize(upload.data);
  const changes = attachmentChanges(req.params);
  const id = s.nextId('post');
  const title = changes.title || stored.replace(/\.[^.]+$/, '');
  const record: PostRecord = {
    id, type: 'attachment', status: changes.status ?? 'inherit', author: changes.author ?? req.user?.id ?? 0,
    date: local, date_gmt: gmt, modified: local, modified_gmt: gmt,
    slug: uniqueAttachmentSlug(s, changes.slug || sanitizeTitle(title), id), title,
    content: changes.content ?? '', excerpt: changes.excerpt ?? '', password: '', parent: changes.parent ?? 0, menu_order: 0,
    comment_status: changes.comment_status ?? 'open', ping_status: changes.ping_status ?? 'closed', template: changes.template ?? '',
    format: 'standard', meta: {}, categories: [], tags: [], featured_media: 0,
    mime_type: upload.type, file: path, alt_text: typeof req.params.alt_text === 'string' ? sanitizeTextField(req.params.alt_text) : '',
    media_details: size
      ? { width: size.width, height: size.height, file: path, filesize: upload.data.length, sizes: {}, image_meta: IMAGE_META }
      : { filesize: upload.data.length },
  };
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
  const s = sessionOf(req, ctx);
  const refError = checkReferences(s, req.params);
  if (refError) return refError;
  const changes = attachmentChanges(req.params);
  s.tick();
  const [local, gmt] = s.now();
  const next: PostRecord = { ...a, ...changes, modified: local, modified_gmt: gmt };
  if (changes.slug !== undefined || changes.title !== undefined) next.slug = uniqueAttachmentSlug(s, changes.slug || a.slug || sanitizeTitle(next.title), a.id);
  if (typeof req.params.alt_text === 'string') next.alt_text = req.params.alt_text;
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
  const s = sessionOf(req, ctx);
  const previous = editView(s, req, a);
  delete previous._links;
  s.tick();
  // wp_delete_attachment(): the file goes, and posts that showed it as featured image lose it.
  for (const p of s.all('posts')) if (p.featured_media === a.id) s.put('posts', p.id, { ...p, featured_media: 0 });
  if (a.file && s.get('files', a.file)) s.remove('files', a.file);
  s.remove('posts', a.id);
  await s.commit();
  return { data: { deleted: true, previous } };
};
