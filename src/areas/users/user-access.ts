// Who may see which users: the permission checks of the users controller.
import type { HandlerContext, Permit } from '../../dispatch/types.js';
import type { User } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import type { UserRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';
import type { RestRequest } from '../../wp/request.js';

export const can = (user: User | null, cap: string) => user?.capabilities.has(cap) === true;

/** map_meta_cap('edit_user'): oneself, or edit_users. */
export const canEditUser = (viewer: User | null, id: number) => viewer !== null && (viewer.id === id || can(viewer, 'edit_users'));

/** Post types shown in the REST API, whose published posts make an author public. */
export const AUTHOR_TYPES = ['post', 'page', 'attachment'];

/** Users with at least one published post of the given types (WP_User_Query has_published_posts). */
export function publishedAuthors(s: Session, types: readonly string[]): Set<number> {
  const ids = new Set<number>();
  for (const p of Object.values(s.state.posts)) if (p.status === 'publish' && types.includes(p.type)) ids.add(p.author);
  return ids;
}

const refuse = (code: string, message: string, user: User | null) => new WpError(code, message, { status: requiredCode(user) });

/** get_items_permissions_check(). */
export const permitUserList: Permit = (req) => {
  const { params, user } = req;
  const listUsers = can(user, 'list_users');
  const given = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '');
  if (given(params.roles) && !listUsers) return refuse('rest_user_cannot_view', 'Sorry, you are not allowed to filter users by role.', user);
  if (given(params.capabilities) && !listUsers) return refuse('rest_user_cannot_view', 'Sorry, you are not allowed to filter users by capability.', user);
  if (params.context === 'edit' && !listUsers) return refuse('rest_forbidden_context', 'Sorry, you are not allowed to edit users.', user);
  if ((params.orderby === 'email' || params.orderby === 'registered_date') && !listUsers) {
    return refuse('rest_forbidden_orderby', 'Sorry, you are not allowed to order users by this parameter.', user);
  }
  if (params.who === 'authors' && !can(user, 'edit_posts'))
    return refuse('rest_forbidden_who', 'Sorry, you are not allowed to query users by this parameter.', user);
  return null;
};

export function userOf(req: RestRequest, ctx: HandlerContext, id = Number(req.params.id)): UserRecord | WpError {
  const found = id > 0 ? ctx.session.get('users', id) : undefined;
  return found ?? new WpError('rest_user_invalid_id', 'Invalid user ID.', { status: 404 });
}

/** get_item_permissions_check(): the user exists; anyone may see an author of published posts. */
export const permitUserGet: Permit = (req, ctx) => {
  const target = userOf(req, ctx);
  if (target instanceof WpError) return target;
  const { user } = req;
  if (user?.id === target.id) return null;
  if (req.params.context === 'edit' && !canEditUser(user, target.id))
    return refuse('rest_forbidden_context', 'Sorry, you are not allowed to edit this user.', user);
  if (!canEditUser(user, target.id) && !can(user, 'list_users') && !publishedAuthors(ctx.session, AUTHOR_TYPES).has(target.id)) {
    return refuse('rest_user_cannot_view', 'Sorry, you are not allowed to list users.', user);
  }
  return null;
};
