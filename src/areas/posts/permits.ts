// The posts controller's permission callbacks beyond a capability: the post exists (404 first), the
// caller may read, edit or delete this one, assign its author, stickiness and terms. They also decide
// the Allow header (rest_send_allow_header()).
import type { ArgCheck, HandlerContext, Permit } from '../../dispatch/types.js';
import { checkStatus } from '../content/check-status.js';
import type { PostRecord } from '../../store/types.js';
import { isWpError, WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';
import type { RestRequest } from '../../wp/request.js';
import { can, canDeletePost, canEditPost, capsOf, checkReadPermission } from '../content/capabilities.js';
import type { PostType } from './post-types.js';
import { Scope } from './scope.js';
import { isEmpty } from './request-values.js';
import { listStatuses } from './status-param.js';

const refuse = (code: string, message: string, scope: Scope) => new WpError(code, message, { status: requiredCode(scope.user) });

/** $request['name']: a resolved argument, or the URL capture (OPTIONS checks permissions without resolving arguments). */
export const param = (scope: Scope, name: string): unknown => scope.req.params[name] ?? scope.req.urlParams[name];

/** get_post() of the controller: the post must exist and be of this type. */
export function postOf(scope: Scope, id: unknown, message = 'Invalid post ID.'): PostRecord | WpError {
  const post = Number(id) > 0 ? scope.get(Number(id)) : undefined;
  if (!post || post.type !== scope.type.name) return new WpError('rest_post_invalid_id', message, { status: 404 });
  return post;
}

/** The checks a create and an update share: author, stickiness, terms. */
function assignChecks(scope: Scope, verb: 'create' | 'update'): WpError | null {
  const p = scope.req.params;
  const caps = capsOf(scope.type.name);
  if (!isEmpty(p.author) && scope.user?.id !== p.author && !can(scope.user, caps.edit_others_posts)) {
    return refuse('rest_cannot_edit_others', `Sorry, you are not allowed to ${verb} posts as this user.`, scope);
  }
  // Either capability lets a user make a post sticky (the wp:action-sticky link needs both).
  if (!isEmpty(p.sticky) && !can(scope.user, caps.edit_others_posts) && !can(scope.user, caps.publish_posts)) {
    return refuse('rest_cannot_assign_sticky', 'Sorry, you are not allowed to make posts sticky.', scope);
  }
  return null;
}

/** check_assign_terms_permission(): existing terms need assign_terms (edit_posts for categories and tags). */
function termsCheck(scope: Scope): WpError | null {
  if (!scope.type.postOnly) return null;
  const ids = [scope.req.params.categories, scope.req.params.tags].flatMap((v) => (Array.isArray(v) ? v : []));
  const assigning = ids.some((id) => scope.term(Number(id)) !== undefined);
  if (assigning && !can(scope.user, 'edit_posts')) return refuse('rest_cannot_assign_term', 'Sorry, you are not allowed to assign the provided terms.', scope);
  return null;
}

type Check = (scope: Scope) => WpError | null;
const permit =
  (type: PostType, check: Check): Permit =>
  (req: RestRequest, ctx: HandlerContext) =>
    check(new Scope(req, ctx, type));

/** sanitize_post_statuses(): it runs with the other arguments, so a refused status answers before the permission check. */
export const listArgsCheck = (type: PostType) =>
  permit(type, (scope) => {
    const statuses = listStatuses(scope.req.params.status, scope);
    return isWpError(statuses) ? statuses : null;
  });

/** check_status() on an update: the post's own status passes though the enum lacks it (a trashed post's `trash`). */
export const updateArgsCheck =
  (type: PostType): ArgCheck =>
  (req, ctx) => {
    const post = postOf(new Scope(req, ctx, type), req.params.id ?? req.urlParams.id);
    return checkStatus(req, ctx, post instanceof WpError ? undefined : post.status);
  };

export const listPermit = (type: PostType) =>
  permit(type, (scope) => {
    if (scope.req.params.context === 'edit' && !can(scope.user, capsOf(type.name).edit_posts)) {
      return refuse('rest_forbidden_context', 'Sorry, you are not allowed to edit posts in this post type.', scope);
    }
    return null;
  });

export const getPermit = (type: PostType) =>
  permit(type, (scope) => {
    const post = postOf(scope, param(scope, 'id'));
    if (post instanceof WpError) return post;
    if (scope.req.params.context === 'edit' && !canEditPost(scope.user, post, scope)) {
      return refuse('rest_forbidden_context', 'Sorry, you are not allowed to edit this post.', scope);
    }
    const password = scope.req.query.password;
    if (typeof password === 'string' && password !== '' && password !== post.password) {
      return new WpError('rest_post_incorrect_password', 'Incorrect post password.', { status: 403 });
    }
    return checkReadPermission(scope.user, post, scope) ? null : refuse('rest_forbidden', 'Sorry, you are not allowed to do that.', scope);
  });

export const createPermit = (type: PostType) =>
  permit(type, (scope) => {
    if (!isEmpty(scope.req.params.id)) return new WpError('rest_post_exists', 'Cannot create existing post.', { status: 400 });
    const problem = assignChecks(scope, 'create');
    if (problem) return problem;
    if (!can(scope.user, capsOf(type.name).create_posts))
      return refuse('rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.', scope);
    return termsCheck(scope);
  });

/** update_item_permissions_check(), which the autosave route reuses. */
export function updateCheck(scope: Scope): WpError | null {
  const post = postOf(scope, param(scope, 'id'));
  if (post instanceof WpError) return post;
  if (!canEditPost(scope.user, post, scope)) return refuse('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', scope);
  return assignChecks(scope, 'update') ?? termsCheck(scope);
}

export const updatePermit = (type: PostType) => permit(type, updateCheck);

export const deletePermit = (type: PostType) =>
  permit(type, (scope) => {
    const post = postOf(scope, param(scope, 'id'));
    if (post instanceof WpError) return post;
    return canDeletePost(scope.user, post, scope) ? null : refuse('rest_cannot_delete', 'Sorry, you are not allowed to delete this post.', scope);
  });

export { permit, refuse };
