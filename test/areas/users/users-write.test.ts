// cms/v2 users, write side (WordPress's users controller): create, update and delete of /users/{id} and
// /users/me, answered from the session's state with WordPress's checks, refusals and answers.
import { describe, expect, it } from 'vitest';
import { ADMIN, client, EDITOR, SUBSCRIBER } from '../posts/post-client.js';
import { basic, rest, site } from '../../helpers.js';

const NEW_USER = { username: 'ann', email: 'ann@example.org', password: 'correct horse battery' };
const create = (c = client(), body: object = NEW_USER, query = '') => c.post('/cms/v2/users', body, query);

/** The error body WordPress gives an argument its own callback refuses. */
const invalidParam = (name: string, code: string, message: string, status: number | null = 400) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${name}`,
  data: { status: 400, params: { [name]: message }, details: { [name]: { code, message, data: status === null ? null : { status } } } },
});

describe('POST /users', () => {
  it('creates a subscriber and answers it in edit context with 201, Location and the clock date', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe('http://mock.test/index.php?rest_route=/cms/v2/users/4');
    expect(res.body).toMatchObject({
      id: 4,
      username: 'ann',
      name: 'ann',
      first_name: '',
      last_name: '',
      email: 'ann@example.org',
      slug: 'ann',
      nickname: 'ann',
      roles: ['subscriber'],
      registered_date: '2026-01-15T09:00:01+00:00',
      capabilities: { read: true, subscriber: true },
    });
    expect(res.body).not.toHaveProperty('password');
  });

  it('shows the new user in the list, its total and one user', async () => {
    const c = client();
    await create(c);
    const list = await c.get('/cms/v2/users', '&orderby=id');
    expect(list.headers['x-wp-total']).toBe('4');
    expect(list.body.map((u: { slug: string }) => u.slug)).toEqual(['admin', 'editor', 'subscriber', 'ann']);
    expect((await c.get('/cms/v2/users/4', '&context=edit')).body).toMatchObject({ id: 4, email: 'ann@example.org' });
  });

  it('names the user from the first and last name, keeps the roles asked for and makes the slug unique', async () => {
    const res = await create(client(), {
      ...NEW_USER,
      username: 'editor2',
      slug: 'editor',
      first_name: 'Ann',
      last_name: 'Lee & Co',
      roles: ['author', 'editor'],
    });
    expect(res.body).toMatchObject({ name: 'Ann Lee &amp; Co', last_name: 'Lee &amp; Co', slug: 'editor-2', roles: ['author', 'editor'] });
  });

  it('never stores the password: the session state does not hold it', async () => {
    const c = client();
    await create(c, { ...NEW_USER, password: 'a-very-secret-password' });
    const state = await site().get(`/__mock/state?session=${c.session}`);
    expect(state.status).toBe(200);
    expect(JSON.stringify(state.body)).not.toContain('a-very-secret-password');
  });

  it('gives the created user no way to log in: REST logins take application passwords only', async () => {
    const c = client();
    await create(c);
    const res = await c.as(basic(NEW_USER.username, NEW_USER.password)).get('/cms/v2/users/me');
    expect(res.status).toBe(401);
  });

  it('hands out user IDs that are never reused, even after a delete', async () => {
    const c = client();
    await create(c);
    await c.del('/cms/v2/users/4', '&force=true&reassign=1');
    expect((await create(c, { ...NEW_USER, username: 'bob', email: 'bob@example.org' })).body.id).toBe(5);
  });

  it('requires username, email and password', async () => {
    const res = await create(client(), {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): username, email, password',
      data: { status: 400, params: ['username', 'email', 'password'] },
    });
  });

  it('refuses a username with illegal characters before checking who asks', async () => {
    const res = await create(client(null), { ...NEW_USER, username: 'ann smith!' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      invalidParam('username', 'rest_user_invalid_username', 'This username is invalid because it uses illegal characters. Please enter a valid username.'),
    );
  });

  it.each([
    ['empty', '', 'Passwords cannot be empty.'],
    ['with a backslash', 'pass\\word', 'Passwords cannot contain the "\\" character.'],
  ])('refuses a password that is %s', async (_name, password, message) => {
    const res = await create(client(), { ...NEW_USER, password });
    expect(res.body).toEqual(invalidParam('password', 'rest_user_invalid_password', message));
  });

  it.each([
    ['login', { username: 'Admin', email: 'new@example.org' }, 'existing_user_login', 'Sorry, that username already exists!'],
    ['e-mail address', { username: 'new', email: 'ADMIN@example.org' }, 'existing_user_email', 'Sorry, that email address is already used!'],
  ])('answers an existing %s as WordPress does: 500 without data', async (_name, body, code, message) => {
    const c = client();
    const res = await create(c, { ...NEW_USER, ...body });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code, message, data: null });
    expect((await c.get('/cms/v2/users')).headers['x-wp-total']).toBe('3');
  });

  it('refuses a role that does not exist', async () => {
    const res = await create(client(), { ...NEW_USER, roles: ['wizard'] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest_user_invalid_role', message: 'The role wizard does not exist.', data: { status: 400 } });
  });

  it('refuses callers without create_users: 403 logged in, 401 anonymous', async () => {
    const editor = await create(client(EDITOR));
    expect(editor.status).toBe(403);
    expect(editor.body).toEqual({ code: 'rest_cannot_create_user', message: 'Sorry, you are not allowed to create new users.', data: { status: 403 } });
    expect((await create(client(null))).status).toBe(401);
  });

  it('trims the answer to _fields', async () => {
    const res = await create(client(), NEW_USER, '&_fields=id,username');
    expect(res.body).toEqual({ id: 4, username: 'ann' });
  });
});

describe('POST/PUT/PATCH /users/{id}', () => {
  it('updates the fields given, keeps the rest, and answers in edit context', async () => {
    const c = client();
    const res = await c.patch('/cms/v2/users/2', { name: 'Edith E.', email: 'edith@example.org', description: 'Edits things.', nickname: 'edie' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 2,
      username: 'editor',
      name: 'Edith E.',
      email: 'edith@example.org',
      description: 'Edits things.',
      nickname: 'edie',
      roles: ['editor'],
      slug: 'editor',
    });
    expect((await c.get('/cms/v2/users/2')).body).toMatchObject({ name: 'Edith E.', description: 'Edits things.' });
  });

  it('replaces the roles with the ones given', async () => {
    const res = await client().put('/cms/v2/users/3', { roles: ['author'] });
    expect(res.body.roles).toEqual(['author']);
    expect(res.body.capabilities.publish_posts).toBe(true);
  });

  it('lets any user edit themselves through /users/me, but not their roles', async () => {
    const c = client(SUBSCRIBER);
    const res = await c.post('/cms/v2/users/me', { first_name: 'Sam', url: 'https://sam.example.org/' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 3, first_name: 'Sam', url: 'https://sam.example.org/' });
    const roles = await c.post('/cms/v2/users/me', { roles: ['administrator'] });
    expect(roles.status).toBe(403);
    expect(roles.body).toEqual({ code: 'rest_cannot_edit_roles', message: 'Sorry, you are not allowed to edit roles of this user.', data: { status: 403 } });
  });

  it('refuses a subscriber editing someone else (403 rest_cannot_edit)', async () => {
    const res = await client(SUBSCRIBER).post('/cms/v2/users/2', { name: 'x' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'rest_cannot_edit', message: 'Sorry, you are not allowed to edit this user.', data: { status: 403 } });
  });

  it.each([
    ['a new username', { username: 'edith' }, 'rest_user_invalid_argument', 'Username is not editable.'],
    ["another user's e-mail address", { email: 'admin@example.org' }, 'rest_user_invalid_email', 'Invalid email address.'],
    ["another user's slug", { slug: 'admin' }, 'rest_user_invalid_slug', 'Invalid slug.'],
  ])('refuses %s with 400', async (_name, body, code, message) => {
    const res = await client().post('/cms/v2/users/2', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code, message, data: { status: 400 } });
  });

  it('accepts the username it already has', async () => {
    expect((await client().post('/cms/v2/users/2', { username: 'editor', name: 'Edith' })).status).toBe(200);
  });

  it('refuses an administrator a role that would take away their own edit_users', async () => {
    const res = await client().post('/cms/v2/users/me', { roles: ['editor'] });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'rest_user_invalid_role', message: 'Sorry, you are not allowed to give users that role.', data: { status: 403 } });
  });

  it('answers 404 rest_user_invalid_id for an unknown user, and for /users/me without a login', async () => {
    expect((await client().post('/cms/v2/users/99', { name: 'x' })).body.code).toBe('rest_user_invalid_id');
    const me = await client(null).put('/cms/v2/users/me', { name: 'x' });
    expect(me.status).toBe(404);
    expect(me.body).toEqual({ code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } });
  });

  it('stores persisted preferences and shows them in edit context', async () => {
    const c = client();
    const res = await c.post('/cms/v2/users/me', { meta: { persisted_preferences: { core: { fixedToolbar: true } } } });
    expect(res.body.meta).toEqual({ persisted_preferences: { core: { fixedToolbar: true } } });
  });
});

describe('DELETE /users/{id}', () => {
  it('refuses without force=true: users do not trash (501)', async () => {
    const res = await client().del('/cms/v2/users/3', '&reassign=1');
    expect(res.status).toBe(501);
    expect(res.body).toEqual({
      code: 'rest_trash_not_supported',
      message: "Users do not support trashing. Set 'force=true' to delete.",
      data: { status: 501 },
    });
  });

  it('requires reassign', async () => {
    const res = await client().del('/cms/v2/users/3', '&force=true');
    expect(res.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): reassign', data: { status: 400, params: ['reassign'] } });
  });

  it('refuses a reassign that is not a number or false', async () => {
    const res = await client().del('/cms/v2/users/3', '&force=true&reassign=abc');
    expect(res.body).toEqual(invalidParam('reassign', 'rest_invalid_param', 'Invalid user parameter(s).'));
  });

  it.each([
    ['the deleted user', '2'],
    ['a user who does not exist', '99'],
  ])('refuses to reassign to %s (400 rest_user_invalid_reassign)', async (_name, reassign) => {
    const res = await client().del('/cms/v2/users/2', `&force=true&reassign=${reassign}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest_user_invalid_reassign', message: 'Invalid user ID for reassignment.', data: { status: 400 } });
  });

  it('deletes the user, answers {deleted, previous} in edit context and hands their posts over', async () => {
    const c = client();
    const res = await c.del('/cms/v2/users/2', '&force=true&reassign=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, previous: { id: 2, username: 'editor', email: 'editor@example.org', roles: ['editor'] } });
    expect(res.body.previous).not.toHaveProperty('_links');
    expect((await c.get('/cms/v2/users/2')).status).toBe(404);
    expect((await c.get('/cms/v2/posts/13')).body.author).toBe(1);
    expect((await c.get('/cms/v2/posts', '&author=2')).body).toEqual([]);
    expect((await c.get('/cms/v2/users')).headers['x-wp-total']).toBe('2');
  });

  it('with reassign=false, moves their posts and pages to the trash', async () => {
    const c = client();
    await c.del('/cms/v2/users/2', '&force=true&reassign=false');
    const trashed = await c.get('/cms/v2/posts/13', '&context=edit');
    expect(trashed.body).toMatchObject({ status: 'trash', author: 2, slug: 'accessibility-audit-results__trashed' });
    expect((await c.get('/cms/v2/posts', '&status=trash&per_page=100')).body.map((p: { id: number }) => p.id).sort()).toEqual([13, 14, 16]);
  });

  it('refuses callers without delete_users: an editor, and a subscriber deleting themselves', async () => {
    const res = await client(EDITOR).del('/cms/v2/users/3', '&force=true&reassign=1');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'rest_user_cannot_delete', message: 'Sorry, you are not allowed to delete this user.', data: { status: 403 } });
    expect((await client(SUBSCRIBER).del('/cms/v2/users/me', '&force=true&reassign=1')).status).toBe(403);
  });

  it('deletes the caller through /users/me, whose credentials then log in no more', async () => {
    const c = client(ADMIN);
    const res = await c.del('/cms/v2/users/me', '&force=true&reassign=2');
    expect(res.body).toMatchObject({ deleted: true, previous: { id: 1, username: 'admin' } });
    expect((await c.get('/cms/v2/users/me')).body.code).toBe('invalid_username');
    const editor = client(EDITOR, c.session);
    expect((await editor.get('/cms/v2/users/1')).status).toBe(404);
    expect((await editor.get('/cms/v2/posts/1')).body.author).toBe(2);
  });
});

describe('Allow', () => {
  it('offers a subscriber the edit of /users/me but not its delete', async () => {
    const res = await site().get(rest('/cms/v2/users/me')).set('Authorization', SUBSCRIBER);
    expect(res.headers.allow).toBe('GET, POST, PUT, PATCH');
  });
});
