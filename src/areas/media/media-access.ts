// The posts controller's permission checks as they apply to attachments.
import type { HandlerContext, Permit } from '../../dispatch/types.js';
import type { User } from '../../model/scenario.js';
import type { PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';
import type { RestRequest } from '../../wp/request.js';
import { checkStatus } from '../content/check-status.js';
import { canReadPost } from '../collection/post-access.js';

const can = (user: User | null, cap: string) => user?.capabilities.has(cap) === true;

/** map_meta_cap('edit_post'/'delete_post'): one's own with edit_posts/delete_posts, others' with *_others_posts. */
export const canEditPost = (user: User | null, p: PostRecord) =>
  user !== null &&
  (p.author === user.id
    ? can(user, p.type === 'page' ? 'edit_pages' : 'edit_posts')
    : can(user, p.type === 'page' ? 'edit_others_pages' : 'edit_others_posts'));
const canDeletePost = (user: User | null, p: PostRecord) =>
  user !== null && (p.author === user.id ? can(user, 'delete_posts') : can(user, 'delete_others_posts'));

export function attachmentOf(req: RestRequest, ctx: HandlerContext): PostRecord | WpError {
  // An OPTIONS request asks each endpoint's permission (the Allow header) with the URL's id only.
  const id = Number(req.params.id ?? req.urlParams.id);
  const a = id > 0 ? ctx.session.get('posts', id) : undefined;
  return a && a.type === 'attachment' ? a : new WpError('rest_post_invalid_id', 'Invalid post ID.', { status: 404 });
}

const refuse = (code: string, message: string, user: User | null) => new WpError(code, message, { status: requiredCode(user) });

export const permitMediaGet: Permit = (req, ctx) => {
  const a = attachmentOf(req, ctx);
  if (a instanceof WpError) return a;
  if (req.params.context === 'edit' && !canEditPost(req.user, a))
    return refuse('rest_forbidden_context', 'Sorry, you are not allowed to edit this post.', req.user);
  const s = ctx.session;
  return canReadPost(a, req.user, (id) => s.get('posts', id)) ? null : refuse('rest_forbidden', 'Sorry, you are not allowed to do that.', req.user);
};

/** The author a request names must be the caller unless they may edit others' posts. */
function authorCheck(req: RestRequest, message: string): WpError | null {
  const author = req.params.author;
  if (typeof author === 'number' && author !== req.user?.id && !can(req.user, 'edit_others_posts')) return refuse('rest_cannot_edit_others', message, req.user);
  return null;
}

export const permitMediaCreate: Permit = (req, ctx) => {
  if (req.params.id) return new WpError('rest_post_exists', 'Cannot create existing post.', { status: 400 });
  const author = authorCheck(req, 'Sorry, you are not allowed to create posts as this user.');
  if (author) return author;
  const postId = Number(req.params.post ?? 0);
  if (postId) {
    const target = ctx.session.get('posts', postId);
    if (!target || !canEditPost(req.user, target)) return refuse('rest_cannot_edit', 'Sorry, you are not allowed to upload media to this post.', req.user);
  }
  return null;
};

/** check_status() for an attachment: its own status passes. */
function statusError(req: RestRequest, ctx: HandlerContext): WpError | null {
  const a = attachmentOf(req, ctx);
  return checkStatus(req, ctx, a instanceof WpError ? undefined : a.status);
}

export const permitMediaUpdate: Permit = (req, ctx) => {
  const invalidStatus = statusError(req, ctx);
  if (invalidStatus) return invalidStatus;
  const a = attachmentOf(req, ctx);
  if (a instanceof WpError) return a;
  if (!canEditPost(req.user, a)) return refuse('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', req.user);
  return authorCheck(req, 'Sorry, you are not allowed to update posts as this user.');
};

/** post_process_item_permissions_check(): the update rules. */
export const permitMediaPostProcess: Permit = (req, ctx) => permitMediaUpdate(req, ctx);

/** edit_media_item_permissions_check(): upload_files before anything else, then the update rules. */
export const permitMediaEdit: Permit = (req, ctx) => {
  if (!can(req.user, 'upload_files')) return refuse('rest_cannot_edit_image', 'Sorry, you are not allowed to upload media on this site.', req.user);
  return permitMediaUpdate(req, ctx);
};

export const permitMediaDelete: Permit = (req, ctx) => {
  const a = attachmentOf(req, ctx);
  if (a instanceof WpError) return a;
  return canDeletePost(req.user, a) ? null : refuse('rest_cannot_delete', 'Sorry, you are not allowed to delete this post.', req.user);
};
