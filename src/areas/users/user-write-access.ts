// Who may create, edit and delete which users: the users controller's write permission checks (create_users,
// edit_user, promote_user, delete_user), each after the argument checks WordPress runs first (user-args.ts).
// `/users/me` checks the same for the caller; an anonymous caller is user 0, which does not exist (404).
import type { HandlerContext, Permit } from '../../dispatch/types.js';
import { WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';
import type { RestRequest } from '../../wp/request.js';
import { reassignError, userArgsError } from './user-args.js';
import { can, canEditUser, userOf } from './user-access.js';

const refuse = (code: string, message: string, req: RestRequest) => new WpError(code, message, { status: requiredCode(req.user) });

/** Whose record a write is about: the `{id}` of the route, or the caller for `/users/me`. */
export type TargetOf = (req: RestRequest) => number;
export const routeUser: TargetOf = (req) => Number(req.params.id);
export const currentUser: TargetOf = (req) => req.user?.id ?? 0;

export const permitUserCreate: Permit = (req, ctx) =>
  userArgsError(req, ctx) ?? (can(req.user, 'create_users') ? null : refuse('rest_cannot_create_user', 'Sorry, you are not allowed to create new users.', req));

/**
 * A request that gives nothing but the roles needs only promote_user. WordPress compares the names of every
 * parameter, query ones included: with `?rest_route=` addressing that name is one of them, so there it never applies.
 */
function onlyRoles(req: RestRequest): boolean {
  const names = new Set([...Object.keys(req.params), 'id']);
  if (/(^|&)rest_route=/.test(req.rawQuery)) names.add('rest_route');
  return names.size === 2 && names.has('roles');
}

function mayUpdate(req: RestRequest, ctx: HandlerContext, id: number): WpError | null {
  const target = userOf(req, ctx, id);
  if (target instanceof WpError) return target;
  if (Array.isArray(req.params.roles) && req.params.roles.length) {
    if (!can(req.user, 'promote_users')) return refuse('rest_cannot_edit_roles', 'Sorry, you are not allowed to edit roles of this user.', req);
    if (onlyRoles(req)) return null;
  }
  return canEditUser(req.user, target.id) ? null : refuse('rest_cannot_edit', 'Sorry, you are not allowed to edit this user.', req);
}

function mayDelete(req: RestRequest, ctx: HandlerContext, id: number): WpError | null {
  const target = userOf(req, ctx, id);
  if (target instanceof WpError) return target;
  return can(req.user, 'delete_users') ? null : refuse('rest_user_cannot_delete', 'Sorry, you are not allowed to delete this user.', req);
}

export const permitUserUpdate =
  (target: TargetOf): Permit =>
  (req, ctx) =>
    userArgsError(req, ctx) ?? mayUpdate(req, ctx, target(req));
export const permitUserDelete =
  (target: TargetOf): Permit =>
  (req, ctx) =>
    reassignError(req, ctx) ?? mayDelete(req, ctx, target(req));
