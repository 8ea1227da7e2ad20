// check_role_update(): the roles a create or update asks for must exist, and a user who edits users may not give
// themselves a role that cannot. Every role is editable (get_editable_roles() without a filter).
import type { User } from '../../model/scenario.js';
import { ROLES } from '../../model/roles.js';
import { WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';

/** The `roles` argument as given (a list of strings after sanitizing), or undefined when absent. */
export const rolesParam = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.map(String) : undefined);

/** `target`: the user whose roles change (null when creating one). */
export function checkRoleUpdate(caller: User | null, target: number | null, roles: readonly string[]): WpError | null {
  for (const role of roles) {
    const caps = Object.hasOwn(ROLES, role) ? ROLES[role] : undefined;
    if (!caps) return new WpError('rest_user_invalid_role', `The role ${role} does not exist.`, { status: 400 });
    if (caller && caller.id === target && !caps.includes('edit_users')) {
      return new WpError('rest_user_invalid_role', 'Sorry, you are not allowed to give users that role.', { status: requiredCode(caller) });
    }
  }
  return null;
}

/** set_role(false) then add_role() for each: the given roles, each once, in order. */
export const assignedRoles = (roles: readonly string[]): string[] => [...new Set(roles)];
