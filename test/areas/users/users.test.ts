// cms/v2 users: who the list shows to whom, one user, and `me` (WordPress's users controller).
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, rest, site } from '../../helpers.js';

const api = site();
const EDITOR = basic('editor', 'editor-password');
const SUBSCRIBER = basic('subscriber', 'subscriber-password');
const get = (route: string, query = '', auth?: string) => {
  const req = api.get(rest(route, query));
  return auth ? req.set('Authorization', auth) : req;
};
const ids = (body: { id: number }[]) => body.map((u) => u.id);

describe('user list', () => {
  it('shows anonymous callers only the authors of published posts', async () => {
    const res = await get('/cms/v2/users');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([1, 2]);
    expect(res.headers['x-wp-total']).toBe('2');
    expect(Object.keys(res.body[0])).toEqual(['id', 'name', 'url', 'description', 'link', 'slug', 'avatar_urls', 'meta', '_links']);
  });

  it('shows every user to a caller who may list users, sorted by name', async () => {
    const res = await get('/cms/v2/users', '', ADMIN);
    expect(res.body.map((u: { name: string }) => u.name)).toEqual(['admin', 'Edith Editor', 'Sam Subscriber']);
  });

  it('writes Gravatar URLs from the e-mail address and links to the user', async () => {
    const [admin] = (await get('/cms/v2/users', '&include=1')).body;
    expect(admin.avatar_urls['96']).toMatch(/^http:\/\/[012]\.gravatar\.com\/avatar\/96614ec98aa0c0d2ee75796dced6df54\?s=96&d=mm&r=g$/);
    expect(admin._links.self[0].href).toMatch(/rest_route=\/cms\/v2\/users\/1$/);
    expect(admin._links.collection[0].href).toMatch(/rest_route=\/cms\/v2\/users$/);
    expect(admin.link).toMatch(/\/\?author=1$/);
  });

  it.each([
    ['roles', '&roles=editor', 'rest_user_cannot_view', 'Sorry, you are not allowed to filter users by role.'],
    ['capabilities', '&capabilities=edit_posts', 'rest_user_cannot_view', 'Sorry, you are not allowed to filter users by capability.'],
    ['orderby=email', '&orderby=email', 'rest_forbidden_orderby', 'Sorry, you are not allowed to order users by this parameter.'],
    ['who=authors', '&who=authors', 'rest_forbidden_who', 'Sorry, you are not allowed to query users by this parameter.'],
  ])('refuses %s to a subscriber with 403', async (_name, query, code, message) => {
    const res = await get('/cms/v2/users', query, SUBSCRIBER);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code, message, data: { status: 403 } });
  });

  it('filters by role for a caller who may list users', async () => {
    expect(ids((await get('/cms/v2/users', '&roles=editor,subscriber&orderby=id', ADMIN)).body)).toEqual([2, 3]);
  });

  it('searches display names and logins', async () => {
    expect(ids((await get('/cms/v2/users', '&search=edith')).body)).toEqual([2]);
  });

  it('answers a page past the end with an empty list', async () => {
    const res = await get('/cms/v2/users', '&page=5');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-wp-total']).toBe('2');
  });
});

describe('one user', () => {
  it('shows an author to anyone', async () => {
    const res = await get('/cms/v2/users/2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 2, name: 'Edith Editor', slug: 'editor' });
  });

  it('hides a user without published posts from anonymous callers (401 rest_user_cannot_view)', async () => {
    const res = await get('/cms/v2/users/3');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'rest_user_cannot_view', message: 'Sorry, you are not allowed to list users.', data: { status: 401 } });
  });

  it('answers an unknown id with 404 rest_user_invalid_id', async () => {
    const res = await get('/cms/v2/users/99', '', ADMIN);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } });
  });

  it('adds the private fields in edit context', async () => {
    const res = await get('/cms/v2/users/2', '&context=edit', ADMIN);
    expect(res.body).toMatchObject({ username: 'editor', email: 'editor@example.org', roles: ['editor'], locale: 'en_US', nickname: 'editor' });
    expect(res.body.registered_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(res.body.capabilities.edit_others_posts).toBe(true);
  });

  it('refuses edit context on another user to an editor (403 rest_forbidden_context)', async () => {
    const res = await get('/cms/v2/users/1', '&context=edit', EDITOR);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Sorry, you are not allowed to edit this user.');
  });
});

describe('users/me', () => {
  it('answers anonymous callers 401 rest_not_logged_in, allowing GET', async () => {
    const res = await get('/cms/v2/users/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } });
    expect(res.headers.allow).toBe('GET');
  });

  it('answers the logged-in user', async () => {
    const res = await get('/cms/v2/users/me', '', SUBSCRIBER);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 3, name: 'Sam Subscriber', slug: 'subscriber' });
    expect((await get('/cms/v2/users/me', '&context=edit', ADMIN)).body).toMatchObject({ id: 1, username: 'admin', roles: ['administrator'] });
  });
});
