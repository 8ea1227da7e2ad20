// get_post_embed_html(): the blockquote and sandboxed iframe WordPress offers for embedding one of its posts.
// The inline wp-embed script WordPress appends after them (a copy of wp-embed.min.js) is left out.
import { createHash } from '../../platform/hash.js';
import type { PostRecord } from '../../store/types.js';

/** esc_attr(): valid entities kept, other `&` and `<>"'` encoded. */
export const escAttr = (s: string): string =>
  s
    .replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');

/** esc_url() for display: `&` written as `&#038;`, `'` as `&#039;`. */
export const escUrl = (url: string): string => url.replace(/&(?:amp;)?/g, '&#038;').replace(/'/g, '&#039;');

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** wp_generate_password(10, false), made from the post and its last change instead of chance. */
function secretOf(post: PostRecord): string {
  const digest = createHash('sha256').update(`${post.id}\0${post.modified_gmt}`).digest();
  return Array.from(digest.subarray(0, 10), (b) => ALNUM[b % ALNUM.length]).join('');
}

/** get_post_embed_url() with plain permalinks: the permalink with `embed=true` added. */
export const embedUrl = (permalink: string): string => `${permalink}${permalink.includes('?') ? '&' : '?'}embed=true`;

export function postEmbedHtml(post: PostRecord, permalink: string, title: string, siteName: string, width: number, height: number): string {
  const secret = secretOf(post);
  const blockquote = `<blockquote class="wp-embedded-content" data-secret="${secret}"><a href="${escUrl(permalink)}">${title}</a></blockquote>`;
  const frameTitle = escAttr(`&#8220;${title}&#8221; &#8212; ${siteName}`);
  return (
    blockquote +
    `<iframe sandbox="allow-scripts" security="restricted" src="${escUrl(embedUrl(permalink))}#?secret=${secret}" width="${width}" height="${height}" ` +
    `title="${frameTitle}" data-secret="${secret}" frameborder="0" marginwidth="0" marginheight="0" scrolling="no" class="wp-embedded-content"></iframe>`
  );
}
