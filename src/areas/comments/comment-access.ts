// Who may read which comments (the comments controller's permission checks).
import type { HandlerContext, Permit } from '../../dispatch/types.js';
import type { User } from '../../model/scenario.js';
import type { CommentRecord, PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';
import type { RestRequest } from '../../wp/request.js';
import { canReadPost } from '../collection/post-access.js';

const can = (user: User | null, cap: string) => user?.capabilities.has(cap) === true;

/** check_read_post_permission(): a readable post whose password, if any, the request gives (or may edit). */
export function canReadCommentPost(post: PostRecord, req: RestRequest): boolean {
  if (!canReadPost(post, req.user)) return false;
  if (!post.password || req.params.password === post.password) return true;
  return can(req.user, 'edit_others_posts') || (req.user?.id === post.author && can(req.user, 'edit_posts'));
}

/** check_read_permission(): approved comments of readable posts; the rest for their author or moderators. */
export function canReadComment(c: CommentRecord, post: PostRecord | undefined, req: RestRequest): boolean {
  if (post && canReadCommentPost(post, req) && c.status === 'approved') return true;
  if (!req.user) return false;
  if (!c.post && !can(req.user, 'moderate_comments')) return false;
  if (c.author && c.author === req.user.id) return true;
  return can(req.user, 'moderate_comments');
}

const refuse = (code: string, message: string, req: RestRequest) => new WpError(code, message, { status: requiredCode(req.user) });

/** (array) $request['post']: a single ID too, as a create's request carries it when the Allow header asks. */
const postIds = (v: unknown): number[] => (Array.isArray(v) ? (v as number[]) : v === undefined || v === null ? [] : [v as number]);

export const permitCommentList: Permit = (req, ctx) => {
  const p = req.params;
  for (const id of postIds(p.post)) {
    const post = ctx.session.get('posts', id);
    if (id && post && !canReadCommentPost(post, req))
      return refuse('rest_cannot_read_post', 'Sorry, you are not allowed to read the post for this comment.', req);
    if (id === 0 && !can(req.user, 'moderate_comments')) return refuse('rest_cannot_read', 'Sorry, you are not allowed to read comments without a post.', req);
  }
  if (p.context === 'edit' && !can(req.user, 'moderate_comments')) return refuse('rest_forbidden_context', 'Sorry, you are not allowed to edit comments.', req);
  if (!can(req.user, 'edit_posts')) {
    const forbidden: string[] = [];
    const given = (v: unknown) => (Array.isArray(v) ? v.length > 0 : Boolean(v));
    if (given(p.author)) forbidden.push('author');
    if (given(p.author_exclude)) forbidden.push('author_exclude');
    if (given(p.author_email)) forbidden.push('author_email');
    if (p.type !== 'comment') forbidden.push('type');
    if (p.status !== 'approve') forbidden.push('status');
    if (forbidden.length) return refuse('rest_forbidden_param', `Query parameter not permitted: ${forbidden.join(', ')}`, req);
  }
  return null;
};

export function commentOf(req: RestRequest, ctx: HandlerContext): CommentRecord | WpError {
  const id = Number(req.params.id);
  const c = id > 0 ? ctx.session.get('comments', id) : undefined;
  return c ?? new WpError('rest_comment_invalid_id', 'Invalid comment ID.', { status: 404 });
}

export const permitCommentGet: Permit = (req, ctx) => {
  const c = commentOf(req, ctx);
  if (c instanceof WpError) return c;
  if (req.params.context === 'edit' && !can(req.user, 'moderate_comments'))
    return refuse('rest_forbidden_context', 'Sorry, you are not allowed to edit comments.', req);
  const post = ctx.session.get('posts', c.post);
  if (!canReadComment(c, post, req)) return refuse('rest_cannot_read', 'Sorry, you are not allowed to read this comment.', req);
  if (post && !canReadCommentPost(post, req)) return refuse('rest_cannot_read_post', 'Sorry, you are not allowed to read the post for this comment.', req);
  return null;
};
