// Whose application passwords a route names, and who may manage them: WP_REST_Application_Passwords_Controller's
// get_user() (`me` needs a login, 401; an id must be a user, 404) and its permission checks, each the meta capability
// map_meta_cap() turns into edit_user (a user manages their own, an administrator anybody's); introspection only for
// the caller's own passwords.
import type { HandlerContext, Permit } from '../../dispatch/types.js';
import type { UserRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';
import type { RestRequest } from '../../wp/request.js';
import { canEditUser } from './user-access.js';

/** get_user(): the user `{user_id}` names. */
export function passwordOwner(req: RestRequest, ctx: HandlerContext): UserRecord | WpError {
  const given = String(req.params.user_id ?? req.urlParams.user_id ?? '');
  if (given === 'me' && !req.user) return new WpError('rest_not_logged_in', 'You are not currently logged in.', { status: 401 });
  const id = given === 'me' ? req.user!.id : Math.trunc(Number(given));
  const found = id > 0 ? ctx.session.get('users', id) : undefined;
  return found ?? new WpError('rest_user_invalid_id', 'Invalid user ID.', { status: 404 });
}

/** A permission check that needs edit_user on the owner, refused with `code` and `message`. */
const managing =
  (code: string, message: string): Permit =>
  (req, ctx) => {
    const owner = passwordOwner(req, ctx);
    if (owner instanceof WpError) return owner;
    return canEditUser(req.user, owner.id) ? null : new WpError(code, message, { status: requiredCode(req.user) });
  };

export const permitPasswordList = managing('rest_cannot_list_application_passwords', 'Sorry, you are not allowed to list application passwords for this user.');
export const permitPasswordGet = managing('rest_cannot_read_application_password', 'Sorry, you are not allowed to read this application password.');
export const permitPasswordCreate = managing(
  'rest_cannot_create_application_passwords',
  'Sorry, you are not allowed to create application passwords for this user.',
);
export const permitPasswordUpdate = managing('rest_cannot_edit_application_password', 'Sorry, you are not allowed to edit this application password.');
export const permitPasswordsDelete = managing(
  'rest_cannot_delete_application_passwords',
  'Sorry, you are not allowed to delete application passwords for this user.',
);
export const permitPasswordDelete = managing('rest_cannot_delete_application_password', 'Sorry, you are not allowed to delete this application password.');

/** get_current_item_permissions_check(): only the caller's own. */
export const permitIntrospect: Permit = (req, ctx) => {
  const owner = passwordOwner(req, ctx);
  if (owner instanceof WpError) return owner;
  if (req.user?.id === owner.id) return null;
  return new WpError(
    'rest_cannot_introspect_app_password_for_non_authenticated_user',
    'The authenticated application password can only be introspected for the current user.',
    { status: requiredCode(req.user) },
  );
};
