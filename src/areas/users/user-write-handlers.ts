// POST /cms/v2/users, POST/PUT/PATCH and DELETE /cms/v2/users/{id} and /cms/v2/users/me: create_item(),
// update_item() and delete_item() of the users controller. Every answer shows the user in edit context (users have
// no embeddable links, so `_embed` adds nothing); writes move the scenario clock once and answer after the commit.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { UserRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { restUrl } from '../../wp/links.js';
import type { RestRequest } from '../../wp/request.js';
import { isEmpty } from '../posts/request-values.js';
import { addUser, userInput, userRow } from './insert-user.js';
import { userOf } from './user-access.js';
import { reassignTarget } from './user-args.js';
import { handOverPosts } from './user-content.js';
import { checkRoleUpdate } from './user-roles.js';
import type { TargetOf } from './user-write-access.js';
import { userView } from './user-view.js';

const badRequest = (code: string, message: string) => new WpError(code, message, { status: 400 });
const editView = (user: UserRecord, req: RestRequest) => userView(user, req.origin, 'edit');

export const createUser: Handler = async (req, ctx) => {
  if (!isEmpty(req.params.id)) return badRequest('rest_user_exists', 'Cannot create existing user.');
  const input = userInput(req.params);
  const roleError = input.roles?.length ? checkRoleUpdate(req.user, null, input.roles) : null;
  if (roleError) return roleError;
  const s = ctx.session;
  const row = userRow(s, undefined, input);
  if (row instanceof WpError) return row;
  s.tick();
  const user = addUser(s, row, s.now()[1]);
  await s.commit();
  return { status: 201, data: editView(user, req), headers: { Location: restUrl(req.origin, `/cms/v2/users/${user.id}`) } };
};

/** update_item()'s refusals before anything is written: another user's e-mail, a new username, a taken slug, roles. */
function updateError(req: RestRequest, ctx: HandlerContext, user: UserRecord): WpError | null {
  const p = req.params;
  const users = ctx.session.all('users');
  if (typeof p.email === 'string') {
    const email = p.email.trim().toLowerCase();
    const owner = users.find((u) => u.email.toLowerCase() === email);
    if (owner && owner.id !== user.id) return badRequest('rest_user_invalid_email', 'Invalid email address.');
  }
  if (!isEmpty(p.username) && p.username !== user.username) return badRequest('rest_user_invalid_argument', 'Username is not editable.');
  const slug = isEmpty(p.slug) ? '' : sanitizeTitle(String(p.slug));
  if (slug && slug !== user.slug && users.some((u) => u.slug === slug)) return badRequest('rest_user_invalid_slug', 'Invalid slug.');
  const roles = userInput(p).roles;
  return roles?.length ? checkRoleUpdate(req.user, user.id, roles) : null;
}

export const updateUser =
  (target: TargetOf): Handler =>
  async (req, ctx) => {
    const user = userOf(req, ctx, target(req));
    if (user instanceof WpError) return user;
    const refused = updateError(req, ctx, user);
    if (refused) return refused;
    const s = ctx.session;
    const row = userRow(s, user, userInput(req.params));
    if (row instanceof WpError) return row;
    s.tick();
    s.put('users', row.id, row);
    await s.commit();
    return { data: editView(row, req) };
  };

export const deleteUser =
  (target: TargetOf): Handler =>
  async (req, ctx) => {
    const user = userOf(req, ctx, target(req));
    if (user instanceof WpError) return user;
    const s = ctx.session;
    const reassign = reassignTarget(req.params.reassign);
    if (req.params.force !== true) {
      return new WpError('rest_trash_not_supported', "Users do not support trashing. Set 'force=true' to delete.", { status: 501 });
    }
    if (reassign && (reassign === user.id || !s.get('users', reassign))) return badRequest('rest_user_invalid_reassign', 'Invalid user ID for reassignment.');
    const previous = editView(user, req);
    delete previous._links;
    s.tick();
    handOverPosts(req, ctx, user.id, reassign);
    s.remove('users', user.id);
    await s.commit();
    return { data: { deleted: true, previous } };
  };
