// Permission checks as WordPress's permission callbacks answer them: 401 for anonymous callers,
// 403 for logged-in users without the capability (rest_authorization_required_code()).
import type { Permission } from '../catalogue/types.js';
import type { User } from '../scenario/types.js';
import { protocolErrors, WpError } from './errors.js';

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
