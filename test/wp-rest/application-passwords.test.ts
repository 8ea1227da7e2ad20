// HTTP port of WordPress's tests/phpunit/tests/rest-api/rest-application-passwords-controller.php
// (WP_Test_REST_Application_Passwords_Controller), run against mock-site and, when it runs, the real WordPress 6.1.
//
// Ported (each test carries the PHP name): test_register_routes, test_context_param, test_get_items and its
// _self_user_id_admin, _self_user_id_subscriber, _other_user_id, _other_user_id_invalid_permission, _logged_out and
// _invalid_user_id variants; test_get_item and the same seven variants plus _invalid_password_uuid; test_create_item
// and its _self_user_id_admin, _self_user_id_subscriber, _other_user_id, _other_user_id_invalid_permission and
// _invalid_user_id variants; test_update_item and its eight variants, test_update_item_cannot_overwrite_app_id;
// test_delete_item and its eight variants; test_delete_items and its seven variants; test_prepare_item (what a client
// sees of it: the password once, then when and from where it was used); test_get_item_schema; test_introspect_item,
// _specific_user, _logged_out, _wrong_user and _no_app_password_used (a cookie login): 54 of the file's 61 tests.
//
// Not observable over HTTP (7: filters, actions and internal functions): test_disabled and test_disabled_for_user (the
// wp_is_application_passwords_available[_for_user] filters), test_create_item_records_app_passwords_in_use
// (WP_Application_Passwords::is_in_use()), test_introspect_item_password_invalid (an application_password_did_authenticate
// action), test_wp_is_application_passwords_supported_with_https_only, _with_local_environment_only and
// test_wp_is_application_passwords_available (internal functions and environment variables).
//
// The PHP tests make passwords with WP_Application_Passwords::create_new_application_password() and act through
// wp_set_current_user(); here the administrator makes them over REST and a user acts by logging in with one of them,
// so a user's list also holds the password it logged in with. Every user is made for the test, never one that other
// runs share. Beyond the PHP file, the end of this file states what a client relies on: a new password is shown once,
// grouped, authenticates at once, and a name is unique per user.
import { afterAll, describe, expect, it } from 'vitest';
import { openTargets, type Answer, type Target } from './target.js';
import { UserFactory, type MadeUser } from './user-factory.js';

const targets = await openTargets('application-passwords.test.ts');
afterAll(async () => {
  for (const t of targets) await t.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;

/** check_response(): the item as the API answers it, with the password only where it is expected. */
function expectItem(answer: Record<string, unknown>, item: Record<string, unknown>, password = false): void {
  for (const key of ['uuid', 'app_id', 'name', 'created', 'last_used', 'last_ip']) expect(answer).toHaveProperty(key);
  expect(answer).toMatchObject({
    uuid: item.uuid,
    app_id: item.app_id,
    name: item.name,
    created: item.created,
    last_used: item.last_used ?? null,
    last_ip: item.last_ip ?? null,
  });
  expect(answer.created).toMatch(DATE);
  if (password) expect(answer).toHaveProperty('password');
  else expect(answer).not.toHaveProperty('password');
}

/** assertErrorResponse(). */
function expectError(res: Answer, code: string, status: number): void {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.body.data.status).toBe(status);
}

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_, t: Target) => {
  const f = new UserFactory(t);
  afterAll(() => f.cleanUp());

  /** A user made for the test and logged in with an application password of its own. */
  interface Acting extends MadeUser {
    headers: Record<string, string>;
    login: string;
  }
  const acting = async (role: string): Promise<Acting> => {
    const user = await f.create({ role });
    const { headers, uuid } = await f.loginAs(user);
    return { ...user, headers, login: uuid };
  };
  const as = (who: Acting | null, method: string, route: string, json?: unknown) =>
    who ? f.as(who.headers, method, route, json === undefined ? {} : { json }) : t.send(method, route, json === undefined ? {} : { json });
  const route = (user: number | string, rest = '') => `/wp/v2/users/${user}/application-passwords${rest}`;
  /** create_new_application_password(): made by the administrator. */
  const made = async (user: { id: number }, fields: Record<string, unknown> = {}) => (await f.appPassword(user.id, fields)).body as Record<string, unknown>;
  const uuids = (res: Answer) => (res.body as { uuid: string }[]).map((p) => p.uuid).sort();

  it('test_register_routes: the collection has three endpoints and an item route three', async () => {
    const routes = (await t.send('GET', '/wp/v2')).body.routes;
    const collection = `/${t.core}/users/(?P<user_id>(?:[\\d]+|me))/application-passwords`;
    expect(routes[collection].endpoints).toHaveLength(3);
    expect(routes[`${collection}/(?P<uuid>[\\w\\-]+)`].endpoints).toHaveLength(3);
    expect(routes[`${collection}/introspect`].endpoints).toHaveLength(1);
  });

  it('test_context_param: reads take context, view by default', async () => {
    const admin = await acting('administrator');
    const item = await made(admin);
    for (const path of [route('me'), route('me', `/${item.uuid as string}`)]) {
      const res = await as(admin, 'OPTIONS', path);
      expect(res.body.endpoints[0].args.context).toMatchObject({ default: 'view', enum: ['view', 'embed', 'edit'] });
    }
  });

  describe('listing', () => {
    it.each([
      ['test_get_items', 'administrator', 'me'],
      ['test_get_items_self_user_id_admin', 'administrator', 'id'],
      ['test_get_items_self_user_id_subscriber', 'subscriber', 'id'],
    ])('%s: a %s lists their own passwords', async (_, role, address) => {
      const me = await acting(role);
      const item = await made(me);
      const res = await as(me, 'GET', route(address === 'me' ? 'me' : me.id));
      expect(res.status).toBe(200);
      expect(uuids(res)).toEqual([me.login, item.uuid].sort());
      expectItem(
        res.body.find((p: { uuid: string }) => p.uuid === item.uuid),
        item,
      );
    });

    it("test_get_items_other_user_id: the administrator lists another user's passwords", async () => {
      const subscriber = await f.create();
      const item = await made(subscriber);
      const res = await t.send('GET', route(subscriber.id), { as: 'administrator' });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expectItem(res.body[0], item);
    });

    it("test_get_items_other_user_id_invalid_permission: a subscriber cannot list another user's", async () => {
      const subscriber = await acting('subscriber');
      expectError(await as(subscriber, 'GET', route(t.userId('administrator'))), 'rest_cannot_list_application_passwords', 403);
    });

    it('test_get_items_logged_out: `me` needs a login', async () => {
      expectError(await t.send('GET', route('me')), 'rest_not_logged_in', 401);
    });

    it('test_get_items_invalid_user_id: user 0 does not exist', async () => {
      expectError(await t.send('GET', route(0), { as: 'administrator' }), 'rest_user_invalid_id', 404);
    });
  });

  describe('reading one', () => {
    it.each([
      ['test_get_item', 'administrator', 'me'],
      ['test_get_item_self_user_id_admin', 'administrator', 'id'],
      ['test_get_item_self_user_id_subscriber', 'subscriber', 'id'],
    ])('%s: a %s reads their own password, without the password itself', async (_, role, address) => {
      const me = await acting(role);
      const item = await made(me);
      const res = await as(me, 'GET', route(address === 'me' ? 'me' : me.id, `/${item.uuid as string}`));
      expect(res.status).toBe(200);
      expectItem(res.body, item);
    });

    it("test_get_item_other_user_id: the administrator reads another user's password", async () => {
      const subscriber = await f.create();
      const item = await made(subscriber);
      const res = await t.send('GET', route(subscriber.id, `/${item.uuid as string}`), { as: 'administrator' });
      expect(res.status).toBe(200);
      expectItem(res.body, item);
    });

    it("test_get_item_other_user_id_invalid_permission: a subscriber cannot read another user's", async () => {
      const subscriber = await acting('subscriber');
      const admin = await f.create({ role: 'administrator' });
      const item = await made(admin);
      expectError(await as(subscriber, 'GET', route(admin.id, `/${item.uuid as string}`)), 'rest_cannot_read_application_password', 403);
    });

    it('test_get_item_logged_out: `me` needs a login', async () => {
      const admin = await f.create({ role: 'administrator' });
      const item = await made(admin);
      expectError(await t.send('GET', route('me', `/${item.uuid as string}`)), 'rest_not_logged_in', 401);
    });

    it('test_get_item_invalid_user_id: user 0 does not exist', async () => {
      const item = await made(await f.create({ role: 'administrator' }));
      expectError(await t.send('GET', route(0, `/${item.uuid as string}`), { as: 'administrator' }), 'rest_user_invalid_id', 404);
    });

    it('test_get_item_invalid_password_uuid: an unknown uuid answers 404', async () => {
      const admin = await acting('administrator');
      expectError(await as(admin, 'GET', route(admin.id, '/123456abcdef')), 'rest_application_password_not_found', 404);
    });
  });

  describe('creating', () => {
    it('test_create_item: the answer (201) shows the new password once, with the app_id given', async () => {
      const admin = await acting('administrator');
      const appId = crypto.randomUUID();
      const res = await as(admin, 'POST', route('me'), { name: 'App', app_id: appId });
      expect(res.status).toBe(201);
      const list = await as(admin, 'GET', route('me'));
      expect(uuids(list)).toEqual([admin.login, res.body.uuid].sort());
      expectItem(
        res.body,
        list.body.find((p: { uuid: string }) => p.uuid === res.body.uuid),
        true,
      );
      expect(res.body).toMatchObject({ name: 'App', app_id: appId, last_used: null, last_ip: null });
    });

    it.each([
      ['test_create_item_self_user_id_admin', 'administrator'],
      ['test_create_item_self_user_id_subscriber', 'subscriber'],
    ])('%s: a %s creates a password for themselves', async (_, role) => {
      const me = await acting(role);
      const res = await as(me, 'POST', route(me.id), { name: 'App' });
      expect(res.status).toBe(201);
      const list = await as(me, 'GET', route(me.id));
      expect(list.body).toHaveLength(2);
      expectItem(
        res.body,
        list.body.find((p: { uuid: string }) => p.uuid === res.body.uuid),
        true,
      );
    });

    it('test_create_item_other_user_id: the administrator creates one for another user', async () => {
      const subscriber = await f.create();
      const res = await t.send('POST', route(subscriber.id), { as: 'administrator', json: { name: 'App' } });
      expect(res.status).toBe(201);
      const list = await t.send('GET', route(subscriber.id), { as: 'administrator' });
      expect(list.body).toHaveLength(1);
      expectItem(res.body, list.body[0], true);
    });

    it('test_create_item_other_user_id_invalid_permission: a subscriber cannot create one for another user', async () => {
      const subscriber = await acting('subscriber');
      expectError(await as(subscriber, 'POST', route(t.userId('administrator')), { name: 'App' }), 'rest_cannot_create_application_passwords', 403);
    });

    it('test_create_item_invalid_user_id: user 0 does not exist', async () => {
      expectError(await t.send('POST', route(0), { as: 'administrator', json: { name: 'App' } }), 'rest_user_invalid_id', 404);
    });
  });

  describe('updating', () => {
    it.each([
      ['test_update_item', 'administrator', 'me'],
      ['test_update_item_self_user_id_admin', 'administrator', 'id'],
      ['test_update_item_self_user_id_subscriber', 'subscriber', 'id'],
    ])('%s: a %s renames their own password', async (_, role, address) => {
      const me = await acting(role);
      const item = await made(me, { name: 'App' });
      const res = await f.as(me.headers, 'PUT', route(address === 'me' ? 'me' : me.id, `/${item.uuid as string}`), { form: { name: 'New App' } });
      expect(res.status).toBe(200);
      const stored = await as(me, 'GET', route(me.id, `/${item.uuid as string}`));
      expectItem(res.body, stored.body);
      expect(res.body.name).toBe('New App');
    });

    it("test_update_item_other_user_id: the administrator renames another user's password", async () => {
      const subscriber = await f.create();
      const item = await made(subscriber, { name: 'App' });
      const res = await t.send('PUT', route(subscriber.id, `/${item.uuid as string}`), { as: 'administrator', form: { name: 'New App' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ uuid: item.uuid, name: 'New App' });
    });

    it("test_update_item_other_user_id_invalid_permission: a subscriber cannot rename another user's", async () => {
      const subscriber = await acting('subscriber');
      const admin = await f.create({ role: 'administrator' });
      const item = await made(admin);
      const res = await f.as(subscriber.headers, 'PUT', route(admin.id, `/${item.uuid as string}`), { form: { name: 'New App' } });
      expectError(res, 'rest_cannot_edit_application_password', 403);
    });

    it('test_update_item_logged_out: `me` needs a login', async () => {
      const item = await made(await f.create({ role: 'administrator' }));
      expectError(await t.send('PUT', route('me', `/${item.uuid as string}`), { form: { name: 'New App' } }), 'rest_not_logged_in', 401);
    });

    it('test_update_item_invalid_user_id: user 0 does not exist', async () => {
      const item = await made(await f.create({ role: 'administrator' }));
      expectError(await t.send('PUT', route(0, `/${item.uuid as string}`), { as: 'administrator', form: { name: 'New App' } }), 'rest_user_invalid_id', 404);
    });

    it('test_update_item_invalid_password_uuid: an unknown uuid answers 404', async () => {
      const admin = await acting('administrator');
      expectError(
        await f.as(admin.headers, 'PUT', route(admin.id, '/123456abcdef'), { form: { name: 'New App' } }),
        'rest_application_password_not_found',
        404,
      );
    });

    it('test_update_item_cannot_overwrite_app_id: an update keeps the app_id the password was made with', async () => {
      const admin = await acting('administrator');
      const plain = await made(admin, { name: 'App' });
      const first = await f.as(admin.headers, 'PUT', route('me', `/${plain.uuid as string}`), { form: { app_id: crypto.randomUUID() } });
      expect(first.body.app_id).toBe('');
      const appId = crypto.randomUUID();
      const tagged = await made(admin, { name: 'App 2', app_id: appId });
      const second = await f.as(admin.headers, 'PUT', route('me', `/${tagged.uuid as string}`), { form: { app_id: crypto.randomUUID() } });
      expect(second.body.app_id).toBe(appId);
    });
  });

  describe('deleting one', () => {
    it.each([
      ['test_delete_item', 'administrator', 'me'],
      ['test_delete_item_self_user_id_admin', 'administrator', 'id'],
      ['test_delete_item_self_user_id_subscriber', 'subscriber', 'id'],
    ])('%s: a %s deletes their own password, and the answer shows what it was', async (_, role, address) => {
      const me = await acting(role);
      const item = await made(me);
      const res = await as(me, 'DELETE', route(address === 'me' ? 'me' : me.id, `/${item.uuid as string}`));
      expect(res.status).toBe(200);
      expect(res.body.deleted).toBe(true);
      expectItem(res.body.previous, item);
      expectError(await as(me, 'GET', route(me.id, `/${item.uuid as string}`)), 'rest_application_password_not_found', 404);
    });

    it("test_delete_item_other_user_id: the administrator deletes another user's password", async () => {
      const subscriber = await f.create();
      const item = await made(subscriber);
      const res = await t.send('DELETE', route(subscriber.id, `/${item.uuid as string}`), { as: 'administrator' });
      expect(res.status).toBe(200);
      expectItem(res.body.previous, item);
    });

    it("test_delete_item_other_user_id_invalid_permission: a subscriber cannot delete another user's", async () => {
      const subscriber = await acting('subscriber');
      const admin = await f.create({ role: 'administrator' });
      const item = await made(admin);
      expectError(await as(subscriber, 'DELETE', route(admin.id, `/${item.uuid as string}`)), 'rest_cannot_delete_application_password', 403);
    });

    it('test_delete_item_logged_out: `me` needs a login', async () => {
      const item = await made(await f.create({ role: 'administrator' }));
      expectError(await t.send('DELETE', route('me', `/${item.uuid as string}`)), 'rest_not_logged_in', 401);
    });

    it('test_delete_item_invalid_user_id: user 0 does not exist', async () => {
      const item = await made(await f.create({ role: 'administrator' }));
      expectError(await t.send('DELETE', route(0, `/${item.uuid as string}`), { as: 'administrator' }), 'rest_user_invalid_id', 404);
    });

    it('test_delete_item_invalid_password_uuid: an unknown uuid answers 404', async () => {
      const admin = await acting('administrator');
      expectError(await as(admin, 'DELETE', route(admin.id, '/123456abcdef')), 'rest_application_password_not_found', 404);
    });
  });

  describe('deleting all', () => {
    it('test_delete_items: the answer counts what went, the password used among them', async () => {
      const admin = await acting('administrator');
      await made(admin, { name: 'App 1' });
      await made(admin, { name: 'App 2' });
      const res = await as(admin, 'DELETE', route('me'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ deleted: true, count: 3 });
      expect((await t.send('GET', route(admin.id), { as: 'administrator' })).body).toEqual([]);
    });

    it.each([
      ['test_delete_items_self_user_id_admin', 'administrator'],
      ['test_delete_items_self_user_id_subscriber', 'subscriber'],
    ])('%s: a %s deletes all their own passwords', async (_, role) => {
      const me = await acting(role);
      await made(me);
      const res = await as(me, 'DELETE', route(me.id));
      expect(res.status).toBe(200);
      expect((await t.send('GET', route(me.id), { as: 'administrator' })).body).toEqual([]);
    });

    it("test_delete_items_other_user_id: the administrator deletes all of another user's passwords", async () => {
      const subscriber = await f.create();
      await made(subscriber);
      const res = await t.send('DELETE', route(subscriber.id), { as: 'administrator' });
      expect(res.body).toEqual({ deleted: true, count: 1 });
      expect((await t.send('GET', route(subscriber.id), { as: 'administrator' })).body).toEqual([]);
    });

    it("test_delete_items_other_user_id_invalid_permission: a subscriber cannot delete another user's", async () => {
      const subscriber = await acting('subscriber');
      expectError(await as(subscriber, 'DELETE', route(t.userId('administrator'))), 'rest_cannot_delete_application_passwords', 403);
    });

    it('test_delete_items_logged_out: `me` needs a login', async () => {
      expectError(await t.send('DELETE', route('me')), 'rest_not_logged_in', 401);
    });

    it('test_delete_items_invalid_user_id: user 0 does not exist', async () => {
      expectError(await t.send('DELETE', route(0), { as: 'administrator' }), 'rest_user_invalid_id', 404);
    });
  });

  it('test_prepare_item: the password shows in the answer that made it only; a use shows when and from where', async () => {
    const admin = await acting('administrator');
    const item = await made(admin);
    expect(item.password).toEqual(expect.any(String));
    const view = await as(admin, 'GET', route('me', `/${item.uuid as string}`));
    expectItem(view.body, item);
    const edit = await f.as(admin.headers, 'GET', route('me', `/${item.uuid as string}`), { query: { context: 'edit' } });
    expectItem(edit.body, item);
    const used = await t.send('GET', route('me', `/${admin.login}`), { headers: admin.headers });
    expect(used.body.last_used).toMatch(DATE);
    expect(used.body.last_ip).toBe('127.0.0.1');
  });

  it('test_get_item_schema: the item has seven properties', async () => {
    const res = await t.send('OPTIONS', route('me'));
    expect(Object.keys(res.body.schema.properties).sort()).toEqual(['app_id', 'created', 'last_ip', 'last_used', 'name', 'password', 'uuid']);
  });

  describe('introspection', () => {
    it.each([
      ['test_introspect_item', 'me'],
      ['test_introspect_item_specific_user', 'id'],
    ])('%s: answers the password the request logged in with', async (_, address) => {
      const admin = await acting('administrator');
      const res = await as(admin, 'GET', route(address === 'me' ? 'me' : admin.id, '/introspect'));
      expect(res.status).toBe(200);
      expect(res.body.uuid).toBe(admin.login);
    });

    it('test_introspect_item_logged_out: `me` needs a login', async () => {
      expectError(await t.send('GET', route('me', '/introspect')), 'rest_not_logged_in', 401);
    });

    it("test_introspect_item_wrong_user: only the caller's own password may be introspected", async () => {
      const admin = await acting('administrator');
      const subscriber = await f.create();
      expectError(await as(admin, 'GET', route(subscriber.id, '/introspect')), 'rest_cannot_introspect_app_password_for_non_authenticated_user', 403);
    });

    it('test_introspect_item_no_app_password_used: a cookie login has no password to introspect', async () => {
      const admin = await f.create({ role: 'administrator' });
      const browser = await f.cookieLogin(admin);
      expectError(await t.send('GET', route('me', '/introspect'), { headers: browser }), 'rest_no_authenticated_app_password', 404);
    });
  });

  describe('what a client relies on (beyond the PHP file)', () => {
    it('a new password is 24 letters and digits, shown in groups of four, and logs in over Basic at once', async () => {
      const user = await f.create({ role: 'author' });
      const res = await t.send('POST', route(user.id), { as: 'administrator', json: { name: 'App' } });
      expect(res.body.uuid).toMatch(UUID);
      expect(res.body.password).toMatch(/^([A-Za-z\d]{4} ){5}[A-Za-z\d]{4}$/);
      expect(res.headers.get('location')).toBe(res.body._links.self[0].href);
      for (const password of [res.body.password, res.body.password.replace(/ /g, '')]) {
        const me = await f.as({ Authorization: `Basic ${Buffer.from(`${user.username}:${password}`).toString('base64')}` }, 'GET', '/wp/v2/users/me', {
          query: { context: 'edit' },
        });
        expect(me.status).toBe(200);
        expect(me.body).toMatchObject({ id: user.id, roles: ['author'] });
      }
    });

    it('a deleted password no longer logs in', async () => {
      const user = await acting('author');
      await t.send('DELETE', route(user.id, `/${user.login}`), { as: 'administrator' });
      // WordPress 6.1 runs a request with a wrong application password as anonymous; the mock answers as later
      // WordPress does, 401 incorrect_password (docs/protocol.md).
      expectError(await as(user, 'GET', '/wp/v2/users/me'), t.name === 'wordpress' ? 'rest_not_logged_in' : 'incorrect_password', 401);
    });

    it('a name is unique per user, whatever its case (409 application_password_duplicate_name)', async () => {
      const user = await f.create();
      await made(user, { name: 'Phone' });
      expectError(await t.send('POST', route(user.id), { as: 'administrator', json: { name: 'phone' } }), 'application_password_duplicate_name', 409);
      expect((await t.send('POST', route(user.id), { as: 'administrator', json: { name: 'Tablet' } })).status).toBe(201);
    });

    it.each([
      ['no name', {}, 'rest_missing_callback_param'],
      ['a blank name', { name: '   ' }, 'rest_invalid_param'],
      ['an app_id that is no UUID', { name: 'App', app_id: 'not-a-uuid' }, 'rest_invalid_param'],
    ])('a create with %s answers 400 %s', async (_, json, code) => {
      const user = await f.create();
      expectError(await t.send('POST', route(user.id), { as: 'administrator', json }), code, 400);
    });
  });
});
