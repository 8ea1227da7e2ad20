// POST /cms/v2/media/{id}/edit (edit_media_item): an image's rotation and crops saved as a new `-edited` attachment
// that names its parent image; POST /cms/v2/media/{id}/post-process, whose sub-sizes the mock always has.
// The new file is sized as GD would leave it; its bytes are a generated picture of that size, not the edited pixels.
import type { Handler } from '../../dispatch/types.js';
import type { PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { restUrl } from '../../wp/links.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { savedTexts } from './attachment-input.js';
import { attachmentOf } from './media-access.js';
import { applyModifier, MAX_EDIT_PIXELS, requestedModifiers } from './image-modifiers.js';
import type { Dimensions } from './image-sizes.js';
import { attachmentSizes } from './media-files.js';
import { IMAGE_META, newAttachment, uploadsFolder } from './attachment-row.js';
import { uniqueAttachmentSlug } from './media-records.js';
import { uniqueFilePath } from './upload-file-names.js';
import { mediaView } from './media-view.js';

/** wp_attachment_is_image(): the extensions of an image file. */
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'jpe', 'gif', 'png', 'webp']);
const EDITABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const error = (code: string, message: string, status: number) => new WpError(code, message, { status });
const FAILED: Record<string, string> = { rest_image_rotation_failed: 'Unable to rotate this image.', rest_image_crop_failed: 'Unable to crop this image.' };

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '');

/** PHP's empty() for an image_meta value. */
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || v === '0' || v === 0 || v === false || (Array.isArray(v) && v.length === 0);

/** wp_image_file_matches_image_meta(): `src` ends with the image's file, its original or one of its sizes. */
function srcMatches(src: string, a: PostRecord, file: string): boolean {
  if (file.length <= 4) return false;
  const location = src.split('?')[0]!;
  if (location.endsWith(file)) return true;
  const original = a.media_details?.original_image;
  if (typeof original === 'string' && original !== '' && location.endsWith(folderOf(file) + original)) return true;
  return attachmentSizes(a).some((f) => location.endsWith(folderOf(file) + baseName(f.file)));
}

/** The image's metadata carried over: what the edited file lacks comes from the parent; orientation is upright now. */
function mergedImageMeta(parent: unknown): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...IMAGE_META };
  if (parent && typeof parent === 'object') {
    for (const [key, value] of Object.entries(parent)) if (isEmpty(merged[key]) && !isEmpty(value)) merged[key] = value;
  }
  if (!isEmpty(merged.orientation)) merged.orientation = 1;
  return merged;
}

/** The size the editor loads: the original upload's when WordPress scaled it, else the metadata's. */
function editedImageSize(a: PostRecord): Dimensions {
  const source = a.media_details?.source_size as Dimensions | undefined;
  if (source && source.width > 0 && source.height > 0) return { width: source.width, height: source.height };
  return { width: Number(a.media_details?.width ?? 0), height: Number(a.media_details?.height ?? 0) };
}

/** `name-edited.ext`: an edit of an edit keeps one `-edited` (wp_unique_filename() numbers it). */
function editedName(originalFile: string): string {
  const base = baseName(originalFile);
  const dot = base.lastIndexOf('.');
  const ext = dot >= 0 ? base.slice(dot + 1) : '';
  const stem = dot >= 0 ? base.slice(0, dot) : base;
  const name = /-edited(-\d+)?$/.test(stem) ? stem.replace(/-edited(-\d+)?$/, '-edited') : `${stem}-edited`;
  return `${name}.${ext}`;
}

export const editMedia: Handler = async (req, ctx) => {
  const a = attachmentOf(req, ctx);
  if (a instanceof WpError) return a;
  const s = ctx.session;
  const details = a.media_details ?? {};
  const file = String(details.file ?? a.file ?? '');
  const size = editedImageSize(a);
  const extension = /\.([a-z0-9]+)$/i.exec(a.file ?? '')?.[1]?.toLowerCase() ?? '';
  if (!IMAGE_EXTENSIONS.has(extension) || !size.width || !size.height || !srcMatches(String(req.params.src ?? ''), a, file)) {
    return error('rest_unknown_attachment', 'Unable to get meta information for file.', 404);
  }
  if (!EDITABLE_TYPES.has(a.mime_type ?? '')) return error('rest_cannot_edit_file_type', 'This type of file cannot be edited.', 400);
  const modifiers = requestedModifiers(req.params);
  if (req.params.modifiers === undefined && modifiers.length === 0) {
    return error('rest_image_not_edited', 'The image was not edited. Edit the image before applying the changes.', 400);
  }
  if (size.width * size.height > MAX_EDIT_PIXELS) return error('rest_unknown_image_file_type', 'Unable to edit this image.', 500);
  let edited: Dimensions = size;
  for (const m of modifiers) {
    const next = applyModifier(edited, m);
    if (typeof next === 'string') return error(next, FAILED[next]!, 500);
    edited = next;
  }

  s.tick();
  const [local, gmt] = s.now();
  const originalFile = typeof details.original_image === 'string' && details.original_image ? folderOf(file) + details.original_image : file;
  const path = uniqueFilePath(s, uploadsFolder(local), editedName(originalFile));
  const id = s.nextId('post');
  const record: PostRecord = newAttachment({
    id,
    author: req.user?.id ?? 0,
    date: [local, gmt],
    title: a.title,
    slug: uniqueAttachmentSlug(s, sanitizeTitle(a.title), id),
    content: a.content,
    excerpt: a.excerpt,
    mime_type: a.mime_type!,
    file: path,
    alt_text: a.alt_text ?? '',
    media_details: {
      width: edited.width,
      height: edited.height,
      file: path,
      sizes: {},
      image_meta: mergedImageMeta(details.image_meta),
      // The id as the request gave it: the URL's digits, a string, unless the body named one.
      parent_image: { attachment_id: req.params.id ?? req.urlParams.id, file: originalFile },
    },
  });
  Object.assign(record, savedTexts(record, req.user, req.origin));
  s.put('posts', id, record);
  await s.commit();
  // The edit route registers no `context`; a query's own is used as is, else the view.
  const context = typeof req.params.context === 'string' ? req.params.context : 'view';
  return {
    status: 201,
    data: mediaView(s, record, { origin: req.origin, context }),
    headers: { 'X-WP-Upload-Attachment-ID': String(id), Location: restUrl(req.origin, `/cms/v2/media/${id}`) },
  };
};

/** post_process_item(): `create-image-subsizes` has nothing to make here; the item in the edit context. */
export const postProcessMedia: Handler = (req, ctx) => {
  const a = attachmentOf(req, ctx);
  if (a instanceof WpError) return a;
  return { data: mediaView(ctx.session, a, { origin: req.origin, context: 'edit' }) };
};
