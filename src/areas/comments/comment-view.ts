// A comment as the comments controller answers it: fields filtered by context, rendered content
// (comment_text), the author's Gravatar URLs and `_links` to the author, the post, the parent and replies.
import { commentSchema } from '../../catalogue/responses/comment.js';
import type { CommentRecord, PostRecord } from '../../store/types.js';
import { filterByContext } from '../../wp/context.js';
import { restUrl } from '../../wp/links.js';
import { restQueryUrl } from '../../wp/url-encoding.js';
import { compactLinks, type Link } from '../../wp/response-links.js';
import { wpautop } from '../content/autop.js';
import { convertChars } from '../content/text-filters.js';
import { wptexturize } from '../content/texturize.js';
import { avatarUrls } from '../users/user-view.js';

const STATUS: Record<CommentRecord['status'], string> = { approved: 'approved', hold: 'hold', spam: 'spam', trash: 'trash' };
const ROUTE_BASE: Record<string, string> = { post: 'posts', page: 'pages', attachment: 'media' };

/** get_permalink() with plain permalinks. */
export function postLink(origin: string, post: PostRecord): string {
  if (post.type === 'page') return `${origin}/?page_id=${post.id}`;
  if (post.type === 'attachment') return `${origin}/?attachment_id=${post.id}`;
  return `${origin}/?p=${post.id}`;
}

export interface CommentViewOptions {
  origin: string;
  context: string;
  post?: PostRecord;
  hasChildren: boolean;
}

export function commentView(c: CommentRecord, o: CommentViewOptions): Record<string, unknown> {
  const data = {
    id: c.id,
    post: c.post,
    parent: c.parent,
    author: c.author,
    author_name: c.author_name,
    author_email: c.author_email,
    author_url: c.author_url ?? '',
    author_ip: c.author_ip ?? '127.0.0.1',
    author_user_agent: c.author_user_agent ?? '',
    date: c.date,
    date_gmt: c.date_gmt,
    // comment_text: wptexturize, convert_chars, wpautop.
    content: { rendered: wpautop(convertChars(wptexturize(c.content))), raw: c.content },
    link: o.post ? `${postLink(o.origin, o.post)}#comment-${c.id}` : `${o.origin}/?p=${c.post}#comment-${c.id}`,
    status: STATUS[c.status],
    type: 'comment',
    author_avatar_urls: avatarUrls(c.author_email, o.origin),
    meta: [],
  };
  const out = filterByContext(data, commentSchema, o.context) as Record<string, unknown>;
  const links: Link[] = [
    { rel: 'self', href: restUrl(o.origin, `/cms/v2/comments/${c.id}`) },
    { rel: 'collection', href: restUrl(o.origin, '/cms/v2/comments') },
  ];
  if (c.author) links.push({ rel: 'author', href: restUrl(o.origin, `/cms/v2/users/${c.author}`), attributes: { embeddable: true } });
  if (o.post) {
    links.push({
      rel: 'up',
      href: restUrl(o.origin, `/cms/v2/${ROUTE_BASE[o.post.type] ?? 'posts'}/${o.post.id}`),
      attributes: { embeddable: true, post_type: o.post.type },
    });
  }
  if (c.parent) links.push({ rel: 'in-reply-to', href: restUrl(o.origin, `/cms/v2/comments/${c.parent}`), attributes: { embeddable: true } });
  if (o.hasChildren) links.push({ rel: 'children', href: restQueryUrl(o.origin, '/cms/v2/comments', [['parent', c.id]]), attributes: { embeddable: true } });
  out._links = compactLinks(links);
  return out;
}
