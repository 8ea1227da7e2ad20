// Permission checks as WordPress's permission callbacks answer them: 401 for anonymous callers,
// 403 for logged-in users without the capability (rest_authorization_required_code()).
import type { Permission } from '../model/catalogue.js';
import type { User } from '../model/scenario.js';
import { protocolErrors, WpError } from './errors.js';
import type { RestRequest } from './request.js';

export const requiredCode = (user: User | null): number => (user ? 403 : 401);

export function checkPermission(permission: Permission, user: User | null): WpError | null {
  if (permission === 'public') return null;
  if (user?.capabilities.has(permission.cap)) return null;
  if (!permission.code) return protocolErrors.forbidden(requiredCode(user));
  return new WpError(permission.code, permission.message ?? 'Sorry, you are not allowed to do that.', { status: requiredCode(user) });
}

/** Core controllers refuse `context=edit` to callers who cannot edit (rest_forbidden_context). */
export function checkEditContext(offersEdit: boolean, context: unknown, user: User | null): WpError | null {
  if (!offersEdit || context !== 'edit' || user?.capabilities.has('edit_posts')) return null;
  return protocolErrors.forbiddenContext(requiredCode(user));
}

/** The `context` a request asks for (its argument once resolved, else as sent). */
export const contextOf = (req: RestRequest): unknown => req.params.context ?? req.query.context;

/** What the catalogue says of who may call an endpoint. */
export interface EndpointAccess {
  readonly source: { readonly permission: Permission };
  /** Whether its `context` argument offers `edit`. */
  readonly offersEdit: boolean;
}

/** The route's own access rule (catalogue capability and `context=edit`), which a rule's `bind` keeps. */
export function catalogueAccess(req: RestRequest, endpoint: EndpointAccess): WpError | null {
  return checkPermission(endpoint.source.permission, req.user) ?? checkEditContext(endpoint.offersEdit, contextOf(req), req.user);
}
