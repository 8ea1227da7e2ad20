// /cms/v2/users/{user_id}/application-passwords[/{uuid}|/introspect]: the application-passwords controller's list,
// create, delete-all, read, rename, delete and introspect. Writes move the scenario clock once and answer after the
// commit; a new password is shown once, in groups of four, and authenticates over Basic at once.
import type { Handler } from '../../dispatch/types.js';
import { basicCredentials } from '../../wp/auth.js';
import { WpError } from '../../wp/errors.js';
import { header, type RestRequest } from '../../wp/request.js';
import { sanitizeTextField } from '../collection/sanitize-text-field.js';
import { passwordOwner } from './app-password-access.js';
import { appPasswordsOf, chunkPassword, generateAppPassword, storeAppPasswords } from './app-password-store.js';
import { appPasswordUrl, appPasswordView } from './app-password-view.js';
import { SessionLogins } from './session-logins.js';

const notFound = () => new WpError('rest_application_password_not_found', 'Application password not found.', { status: 404 });
const contextOf = (req: RestRequest) => String(req.params.context ?? 'view');
const seconds = (ms: number) => Math.floor(ms / 1000);

export const listAppPasswords: Handler = (req, ctx) => {
  const owner = passwordOwner(req, ctx);
  if (owner instanceof WpError) return owner;
  return { data: appPasswordsOf(ctx.site.scenario, owner).map((p) => appPasswordView(p, owner.id, req.origin, contextOf(req))) };
};

export const getAppPassword: Handler = (req, ctx) => {
  const owner = passwordOwner(req, ctx);
  if (owner instanceof WpError) return owner;
  const item = appPasswordsOf(ctx.site.scenario, owner).find((p) => p.uuid === req.params.uuid);
  return item ? { data: appPasswordView(item, owner.id, req.origin, contextOf(req)) } : notFound();
};

/** create_new_application_password(): a name (sanitized, unique per user whatever its case), then the new password. */
export const createAppPassword: Handler = async (req, ctx) => {
  const owner = passwordOwner(req, ctx);
  if (owner instanceof WpError) return owner;
  const name = sanitizeTextField(String(req.params.name ?? ''));
  if (!name) return new WpError('application_password_empty_name', 'An application name is required to create an application password.', { status: 400 });
  const { scenario } = ctx.site;
  const passwords = appPasswordsOf(scenario, owner);
  if (passwords.some((p) => p.name.toLowerCase() === name.toLowerCase())) {
    return new WpError('application_password_duplicate_name', 'Each application name should be unique.', { status: 409 });
  }
  const s = ctx.session;
  const now = seconds(s.tick());
  const { password, item } = generateAppPassword(s, scenario, name, typeof req.params.app_id === 'string' ? req.params.app_id : '', now);
  storeAppPasswords(s, owner, [...passwords, item]);
  await s.commit();
  return {
    status: 201,
    data: appPasswordView(item, owner.id, req.origin, 'edit', chunkPassword(password)),
    headers: { Location: appPasswordUrl(req.origin, owner.id, item.uuid) },
  };
};

/** update_application_password(): only a new, non-empty name changes anything; the app_id stays as created. */
export const updateAppPassword: Handler = async (req, ctx) => {
  const owner = passwordOwner(req, ctx);
  if (owner instanceof WpError) return owner;
  const passwords = appPasswordsOf(ctx.site.scenario, owner);
  let item = passwords.find((p) => p.uuid === req.params.uuid);
  if (!item) return notFound();
  const name = req.params.name === undefined || req.params.name === null ? '' : sanitizeTextField(String(req.params.name));
  if (name && name !== item.name) {
    const s = ctx.session;
    s.tick();
    const renamed = { ...item, name };
    storeAppPasswords(
      s,
      owner,
      passwords.map((p) => (p === item ? renamed : p)),
    );
    await s.commit();
    item = renamed;
  }
  return { data: appPasswordView(item, owner.id, req.origin, 'edit') };
};

export const deleteAppPassword: Handler = async (req, ctx) => {
  const owner = passwordOwner(req, ctx);
  if (owner instanceof WpError) return owner;
  const passwords = appPasswordsOf(ctx.site.scenario, owner);
  const item = passwords.find((p) => p.uuid === req.params.uuid);
  if (!item) return notFound();
  const previous = appPasswordView(item, owner.id, req.origin, 'edit');
  const s = ctx.session;
  s.tick();
  storeAppPasswords(
    s,
    owner,
    passwords.filter((p) => p !== item),
  );
  await s.commit();
  return { data: { deleted: true, previous } };
};

/** delete_all_application_passwords(): how many there were. */
export const deleteAppPasswords: Handler = async (req, ctx) => {
  const owner = passwordOwner(req, ctx);
  if (owner instanceof WpError) return owner;
  const count = appPasswordsOf(ctx.site.scenario, owner).length;
  if (count) {
    const s = ctx.session;
    s.tick();
    storeAppPasswords(s, owner, []);
    await s.commit();
  }
  return { data: { deleted: true, count } };
};

/** get_current_item(): the password this request authenticated with (rest_get_authenticated_app_password()). */
export const introspectAppPassword: Handler = (req, ctx) => {
  const owner = passwordOwner(req, ctx);
  if (owner instanceof WpError) return owner;
  const basic = basicCredentials(header(req, 'authorization'));
  const item = basic && req.user ? new SessionLogins(ctx.site, req.session).matching(req.user, basic.password) : undefined;
  if (!item) return new WpError('rest_no_authenticated_app_password', 'Cannot introspect application password.', { status: 404 });
  return { data: appPasswordView(item, owner.id, req.origin, contextOf(req)) };
};
