// get_oembed_response_data() with get_oembed_response_data_rich(), the filter WordPress adds to it: what the
// oEmbed routes answer for one of the site's own posts, pages or attachments.
import type { SiteInfo } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { permalinkOf } from '../content/permalinks.js';
import { homeUrl } from '../../wp/links.js';
import { theTitle } from '../content/text-filters.js';
import { uploadsUrl } from '../media/media-view.js';
import { isImageMime } from '../media/mime-types.js';
import { postEmbedHtml } from './embed-html.js';
import { publiclyViewable } from './own-post.js';

/** The oEmbed frame's width bounds (oembed_min_max_width). */
const MIN_WIDTH = 200;
const MAX_WIDTH = 600;

/** PHP's absint() of a request value: its leading integer, made positive (0 when there is none). */
export function absint(value: unknown): number {
  if (typeof value === 'number') return Math.abs(Math.trunc(value)) || 0;
  const m = /^\s*[+-]?\d+/.exec(String(value ?? ''));
  return m ? Math.abs(parseInt(m[0], 10)) : 0;
}

/** get_the_title(): protected and private posts say so before the title, then the_title filters. */
export function theTitleOf(post: PostRecord): string {
  const raw = post.password ? `Protected: ${post.title}` : post.status === 'private' ? `Private: ${post.title}` : post.title;
  return theTitle(raw);
}

/** wp_constrain_dimensions(). */
export function constrainDimensions(width: number, height: number, maxWidth: number, maxHeight: number): [number, number] {
  if (!maxWidth && !maxHeight) return [width, height];
  let widthRatio = 1;
  let heightRatio = 1;
  let didWidth = false;
  let didHeight = false;
  if (maxWidth > 0 && width > 0 && width > maxWidth) [widthRatio, didWidth] = [maxWidth / width, true];
  if (maxHeight > 0 && height > 0 && height > maxHeight) [heightRatio, didHeight] = [maxHeight / height, true];
  const smaller = Math.min(widthRatio, heightRatio);
  const larger = Math.max(widthRatio, heightRatio);
  const ratio = Math.round(width * larger) > maxWidth || Math.round(height * larger) > maxHeight ? smaller : larger;
  let w = Math.max(1, Math.round(width * ratio));
  let h = Math.max(1, Math.round(height * ratio));
  if (didWidth && w === maxWidth - 1) w = maxWidth;
  if (didHeight && h === maxHeight - 1) h = maxHeight;
  return [w, h];
}

/** The image shown with the embed: the attachment itself if it is an image, else the post's featured image. */
function thumbnailOf(post: PostRecord, session: Session, origin: string, width: number): Record<string, unknown> {
  const id = post.type === 'attachment' && isImageMime(post.mime_type) ? post.id : post.featured_media;
  const image = id ? session.get('posts', id) : undefined;
  if (image?.type !== 'attachment' || !isImageMime(image.mime_type) || !image.file) return {};
  const [w, h] = constrainDimensions(Number(image.media_details?.width ?? 0), Number(image.media_details?.height ?? 0), width, 99999);
  return { thumbnail_url: uploadsUrl(origin, image.file), thumbnail_width: w, thumbnail_height: h };
}

/** The answer for a post of this site, or null when it is not publicly viewable. */
export function oembedResponseData(
  post: PostRecord | undefined,
  requestedWidth: number,
  session: Session,
  site: SiteInfo,
  origin: string,
): Record<string, unknown> | null {
  if (!publiclyViewable(post, session, site)) return null;
  const width = Math.min(Math.max(MIN_WIDTH, requestedWidth), MAX_WIDTH);
  const height = Math.max(Math.ceil((width / 16) * 9), 200);
  const home = homeUrl(origin);
  const author = post.author ? session.get('users', post.author) : undefined;
  const title = theTitleOf(post);
  const permalink = permalinkOf(origin, post, site);
  return {
    version: '1.0',
    provider_name: site.name,
    provider_url: home,
    author_name: author ? author.name : site.name,
    author_url: author ? `${home}/?author=${author.id}` : home,
    title,
    type: 'rich',
    width,
    height,
    html: postEmbedHtml(post, permalink, title, site.name, width, height),
    ...thumbnailOf(post, session, origin, width),
  };
}
