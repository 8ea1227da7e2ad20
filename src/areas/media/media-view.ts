// An attachment as the attachments controller answers it: the posts controller's fields an attachment
// keeps, its caption and description rendered, media_details from its file, `_links` to its author and replies.
import { attachmentSchema } from '../../catalogue/responses/media.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { filterByContext } from '../../wp/context.js';
import { restUrl } from '../../wp/links.js';
import { restQueryUrl } from '../../wp/url-encoding.js';
import { compactLinks } from '../../wp/response-links.js';
import { theContent, theExcerpt, theTitle } from '../content/text-filters.js';
import { IMAGE_META } from './attachment-row.js';
import { attachmentFileSize, attachmentSizes, sizedAttachmentFile } from './media-files.js';
import { isImageMime } from './mime-types.js';
import { attachmentMarkup } from './attachment-markup.js';

export const uploadsUrl = (origin: string, file: string) => `${origin}/wp-content/uploads/${file}`;
export const attachmentLink = (origin: string, id: number) => `${origin}/?attachment_id=${id}`;

/** Each intermediate size with its file, size and URL, then `full`, as the controller lists them. */
function sizesOf(s: Session, a: PostRecord, origin: string, width: number, height: number): Record<string, unknown> {
  const file = a.file ?? '';
  const mime = a.mime_type ?? 'image/png';
  const list = attachmentSizes(a);
  if (!list.length) return {};
  const sizes: Record<string, unknown> = {};
  for (const { name, size, file: sized } of list) {
    sizes[name] = {
      file: sized.slice(sized.lastIndexOf('/') + 1),
      width: size.width,
      height: size.height,
      filesize: sizedAttachmentFile(s, a, size)?.data.length ?? 0,
      mime_type: mime,
      source_url: uploadsUrl(origin, sized),
    };
  }
  sizes.full = { file: file.slice(file.lastIndexOf('/') + 1), width, height, mime_type: mime, source_url: uploadsUrl(origin, file) };
  return sizes;
}

/** wp_get_attachment_metadata() as the controller shows it: sizes an object, image_meta for images. */
function mediaDetails(s: Session, a: PostRecord, origin: string): Record<string, unknown> {
  const details: Record<string, unknown> = { ...a.media_details };
  if (!isImageMime(a.mime_type) || details.width === undefined) {
    const filesize = attachmentFileSize(s, a);
    // Metadata without sizes gets an empty `sizes` object; none at all is an empty object.
    return filesize === undefined ? {} : { filesize, ...details, sizes: {} };
  }
  const out: Record<string, unknown> = { width: details.width, height: details.height, file: details.file ?? a.file };
  out.filesize = details.filesize ?? attachmentFileSize(s, a);
  out.sizes = sizesOf(s, a, origin, Number(details.width), Number(details.height));
  out.image_meta = details.image_meta ?? IMAGE_META;
  // A scaled upload names its original; an edited image the attachment it was made from.
  if (details.original_image !== undefined) out.original_image = details.original_image;
  if (details.parent_image !== undefined) out.parent_image = details.parent_image;
  return out;
}

export interface MediaViewOptions {
  origin: string;
  context: string;
  links?: boolean;
}

export function mediaView(s: Session, a: PostRecord, o: MediaViewOptions): Record<string, unknown> {
  const url = a.file ? uploadsUrl(o.origin, a.file) : '';
  const title = theTitle(a.title);
  const link = attachmentLink(o.origin, a.id);
  const data: Record<string, unknown> = {
    id: a.id,
    date: a.date,
    date_gmt: a.date_gmt,
    guid: { rendered: url, raw: url },
    modified: a.modified,
    modified_gmt: a.modified_gmt,
    slug: a.slug,
    status: a.status,
    type: 'attachment',
    link,
    title: { raw: a.title, rendered: title },
    author: a.author,
    comment_status: a.comment_status,
    ping_status: a.ping_status,
    template: a.template,
    meta: [],
    permalink_template: link,
    generated_slug: a.slug,
    description: { raw: a.content, rendered: attachmentMarkup(a, (file) => uploadsUrl(o.origin, file)) + theContent(a.content) },
    caption: { raw: a.excerpt, rendered: theExcerpt(a.excerpt) },
    alt_text: a.alt_text ?? '',
    media_type: isImageMime(a.mime_type) ? 'image' : 'file',
    mime_type: a.mime_type ?? 'application/octet-stream',
    media_details: mediaDetails(s, a, o.origin),
    post: a.parent || null,
    source_url: url,
    missing_image_sizes: [],
  };
  const out = filterByContext(data, attachmentSchema, o.context) as Record<string, unknown>;
  if (o.links === false) return out;
  out._links = compactLinks([
    { rel: 'self', href: restUrl(o.origin, `/cms/v2/media/${a.id}`) },
    { rel: 'collection', href: restUrl(o.origin, '/cms/v2/media') },
    { rel: 'about', href: restUrl(o.origin, '/cms/v2/types/attachment') },
    ...(a.author ? [{ rel: 'author', href: restUrl(o.origin, `/cms/v2/users/${a.author}`), attributes: { embeddable: true } }] : []),
    { rel: 'replies', href: restQueryUrl(o.origin, '/cms/v2/comments', [['post', a.id]]), attributes: { embeddable: true } },
  ]);
  return out;
}
