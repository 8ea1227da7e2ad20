// An attachment as the attachments controller answers it: the posts controller's fields an attachment
// keeps, its caption and description rendered, media_details from its file, `_links` to its author and replies.
import { attachmentSchema } from '../../catalogue/responses/media.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { filterByContext } from '../../wp/context.js';
import { restUrl } from '../../wp/links.js';
import { restQueryUrl } from '../content/url-encoding.js';
import { compactLinks } from '../collection/response-links.js';
import { theContent, theExcerpt, theTitle } from '../content/text-filters.js';
import { attachmentFileSize, sizedAttachmentFile } from './media-files.js';
import { intermediateSizes, sizedFileName } from './image-sizes.js';
import { isImageMime } from './mime-types.js';

const IMAGE_META = {
  aperture: '0', credit: '', camera: '', caption: '', created_timestamp: '0', copyright: '', focal_length: '0', iso: '0',
  shutter_speed: '0', title: '', orientation: '0', keywords: [],
};

export const uploadsUrl = (origin: string, file: string) => `${origin}/wp-content/uploads/${file}`;
export const attachmentLink = (origin: string, id: number) => `${origin}/?attachment_id=${id}`;

const escAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The markup prepend_attachment() puts before an attachment's description: a medium-size image or a link. */
function attachmentMarkup(a: PostRecord, url: string, title: string): string {
  const width = Number(a.media_details?.width ?? 0);
  const height = Number(a.media_details?.height ?? 0);
  if (isImageMime(a.mime_type) && width && height) {
    const scale = Math.min(1, 300 / width, 300 / height);
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    return `<p class="attachment"><a href='${url}'><img width="${w}" height="${h}" src="${url}" class="attachment-medium size-medium" alt="${escAttr(a.alt_text ?? '')}" decoding="async" loading="lazy" /></a></p>\n`;
  }
  return `<p class="attachment"><a href='${url}'>${title}</a></p>\n`;
}

/** Each intermediate size with its file, size and URL, then `full`, as the controller lists them. */
function sizesOf(s: Session, a: PostRecord, origin: string, width: number, height: number): Record<string, unknown> {
  const file = a.file ?? '';
  const mime = a.mime_type ?? 'image/png';
  const sizes: Record<string, unknown> = {};
  const list = intermediateSizes({ width, height });
  if (!list.length) return {};
  for (const [name, size] of list) {
    const sized = sizedFileName(file, size);
    sizes[name] = {
      file: sized.slice(sized.lastIndexOf('/') + 1), width: size.width, height: size.height,
      filesize: sizedAttachmentFile(s, a, size)?.data.length ?? 0, mime_type: mime, source_url: uploadsUrl(origin, sized),
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
    return filesize === undefined ? {} : { filesize, ...details };
  }
  const out: Record<string, unknown> = { width: details.width, height: details.height, file: details.file ?? a.file };
  out.filesize = details.filesize ?? attachmentFileSize(s, a);
  out.sizes = sizesOf(s, a, origin, Number(details.width), Number(details.height));
  out.image_meta = details.image_meta ?? IMAGE_META;
  return out;
}

export interface MediaViewOptions { origin: string; context: string; links?: boolean }

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
    description: { raw: a.content, rendered: attachmentMarkup(a, url, title) + theContent(a.content) },
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
