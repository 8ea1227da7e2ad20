// Who may create, edit and delete which comments: the comments controller's write permission checks, each after
// the author_email argument check WordPress runs first. Creating needs a login (or anonymous comments allowed by
// the scenario), an open, readable, published post, and moderate_comments to set another author, an IP or a
// status; editing and deleting need moderate_comments or the right to edit the comment's post.
import type { HandlerContext, Permit } from '../../dispatch/types.js';
import { parseGmt } from '../../store/clock.js';
import type { CommentRecord, PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';
import type { RestRequest } from '../../wp/request.js';
import { canEditPost } from '../content/capabilities.js';
import { isEmpty, isSet } from '../posts/request-values.js';
import { canReadCommentPost } from './comment-access.js';
import { authorEmailError, REMOTE_ADDR } from './comment-input.js';
import { discussionOf, type Discussion } from './discussion-options.js';

const can = (req: RestRequest, cap: string) => req.user?.capabilities.has(cap) === true;
const refuse = (code: string, message: string, status: number) => new WpError(code, message, { status });
const notAllowed = (field: string, req: RestRequest) =>
  refuse(`rest_comment_invalid_${field}`, `Sorry, you are not allowed to edit '${field}' for comments.`, requiredCode(req.user));

/** comments_open(), with _close_comments_for_old_post() when the site closes comments on old posts. */
export function commentsOpen(post: PostRecord, d: Discussion, nowMs: number): boolean {
  if (post.comment_status !== 'open') return false;
  if (!d.closeOld || !d.closeDays || post.type !== 'post' || !post.date_gmt) return true;
  return nowMs - parseGmt(post.date_gmt) <= d.closeDays * 86_400_000;
}

function mayCreate(req: RestRequest, ctx: HandlerContext): WpError | null {
  const p = req.params;
  const s = ctx.session;
  const d = discussionOf(s);
  if (!req.user && (d.registration || !d.anonymous)) return refuse('rest_comment_login_required', 'Sorry, you must be logged in to comment.', 401);
  if (isSet(p.author) && (req.user?.id ?? 0) !== Number(p.author) && !can(req, 'moderate_comments')) return notAllowed('author', req);
  if (isSet(p.author_ip) && !can(req, 'moderate_comments') && p.author_ip !== REMOTE_ADDR) return notAllowed('author_ip', req);
  if (isSet(p.status) && !can(req, 'moderate_comments')) return notAllowed('status', req);
  const noPost = () => refuse('rest_comment_invalid_post_id', 'Sorry, you are not allowed to create this comment without a post.', 403);
  if (isEmpty(p.post)) return noPost();
  const post = s.get('posts', Number(p.post));
  if (!post) return noPost();
  if (post.status === 'draft') return refuse('rest_comment_draft_post', 'Sorry, you are not allowed to create a comment on this post.', 403);
  if (post.status === 'trash') return refuse('rest_comment_trash_post', 'Sorry, you are not allowed to create a comment on this post.', 403);
  if (!canReadCommentPost(post, req))
    return refuse('rest_cannot_read_post', 'Sorry, you are not allowed to read the post for this comment.', requiredCode(req.user));
  if (!commentsOpen(post, d, s.instant())) return refuse('rest_comment_closed', 'Sorry, comments are closed for this item.', 403);
  return null;
}

/** get_comment() as the write checks use it: the comment, whose post (when it names one) must exist. */
export function writableComment(req: RestRequest, ctx: HandlerContext): CommentRecord | WpError {
  const s = ctx.session;
  const id = Number(req.params.id);
  const c = id > 0 ? s.get('comments', id) : undefined;
  if (!c) return refuse('rest_comment_invalid_id', 'Invalid comment ID.', 404);
  if (c.post && !s.get('posts', c.post)) return refuse('rest_post_invalid_id', 'Invalid post ID.', 404);
  return c;
}

/** check_edit_permission(): moderators, or who may edit the comment's post (edit_posts for a comment without one). */
function canEditComment(req: RestRequest, ctx: HandlerContext, c: CommentRecord): boolean {
  if (!req.user) return false;
  if (can(req, 'moderate_comments')) return true;
  const s = ctx.session;
  const post = c.post ? s.get('posts', c.post) : undefined;
  if (!post) return can(req, 'edit_posts');
  return canEditPost(req.user, post, { get: (id) => s.get('posts', id), siteInfo: ctx.site.scenario.site });
}

function mayChange(code: string, message: string): Permit {
  return (req, ctx) => {
    const c = writableComment(req, ctx);
    if (c instanceof WpError) return c;
    return canEditComment(req, ctx, c) ? null : refuse(code, message, requiredCode(req.user));
  };
}

const mayUpdate = mayChange('rest_cannot_edit', 'Sorry, you are not allowed to edit this comment.');

export const permitCommentCreate: Permit = (req, ctx) => authorEmailError(req, ctx) ?? mayCreate(req, ctx);
export const permitCommentUpdate: Permit = (req, ctx) => authorEmailError(req, ctx) ?? mayUpdate(req, ctx);
export const permitCommentDelete = mayChange('rest_cannot_delete', 'Sorry, you are not allowed to delete this comment.');
