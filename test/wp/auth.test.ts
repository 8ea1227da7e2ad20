// Who is calling and what they may do: application passwords, cookie + nonce, permission callbacks,
// `context=edit`, the Allow header and a scenario with authentication turned off.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles, routesOf } from '../../src/catalogue/profiles.js';
import type { Endpoint, ProfileName } from '../../src/model/catalogue.js';
import { capabilitiesOf } from '../../src/model/roles.js';
import { ADMIN, basic, rest, samplePath, site } from '../helpers.js';

const SUBSCRIBER = basic('subscriber', 'subscriber-password');
const EDITOR = basic('editor', 'editor-password');
const NOCACHE = { expires: 'Wed, 11 Jan 1984 05:00:00 GMT', 'cache-control': 'no-cache, must-revalidate, max-age=0' };

const api = site();
const shop = site({ profile: 'shop' });

/** A WordPress error body whose data holds only the status (refusals of authentication and permission callbacks). */
const refusal = (code: string, message: string, status: number) => ({ code, message, data: { status } });

describe('application passwords over HTTP Basic', () => {
  it.each([
    ['as issued', 'admin', 'mock-site-password'],
    ['without separators', 'admin', 'mocksitepassword'],
    ['with spaces and dashes anywhere', 'admin', 'mock site-pass word'],
    ['in groups of four, as WordPress shows them', 'admin', 'mock site pass word'],
    ['given with the e-mail address as user name', 'admin@example.org', 'mock-site-password'],
  ])('the password %s logs in as admin', async (_, user, password) => {
    const res = await api.get(rest('/cms/v2/posts', '&context=edit')).set('Authorization', basic(user, password));
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe('GET, POST');
    expect(res.headers).toMatchObject(NOCACHE);
  });

  it.each([
    ['a wrong password', basic('admin', 'not-the-password'), 'incorrect_password', 'The provided password is an invalid application password.'],
    ['the password in the wrong case', basic('admin', 'MOCK-SITE-PASSWORD'), 'incorrect_password', 'The provided password is an invalid application password.'],
    ['an empty password', basic('admin', ''), 'incorrect_password', 'The provided password is an invalid application password.'],
    [
      'an unknown user',
      basic('nobody', 'mock-site-password'),
      'invalid_username',
      '<strong>Error:</strong> Unknown username. Check again or try your email address.',
    ],
    [
      'an unknown e-mail address',
      basic('nobody@example.org', 'mock-site-password'),
      'invalid_email',
      '<strong>Error:</strong> Unknown email address. Check again or try your username.',
    ],
  ])('%s answers 401 %s, even on a public read', async (_, authorization, code, message) => {
    const res = await api.get(rest('/cms/v2/posts')).set('Authorization', authorization);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal(code, message, 401));
    expect(res.headers.allow).toBeUndefined();
  });

  it('a Basic header without `user:password` carries no credentials: the request runs as anonymous', async () => {
    const authorization = `Basic ${Buffer.from('admin').toString('base64')}`;
    const read = await api.get(rest('/cms/v2/posts')).set('Authorization', authorization);
    expect(read.status).toBe(200);
    expect(read.headers.allow).toBe('GET');
    const write = await api.post(rest('/cms/v2/posts')).set('Authorization', authorization);
    expect(write.status).toBe(401);
    expect(write.body.code).toBe('rest_cannot_create');
  });

  it("another user's password does not log in as admin", async () => {
    const res = await api.get(rest('/cms/v2/posts')).set('Authorization', basic('admin', 'editor-password'));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('incorrect_password');
  });
});

describe('permission callbacks', () => {
  it.each([
    ['creating a post', 'post', '/cms/v2/posts', '', 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.'],
    ['deleting a post', 'delete', '/cms/v2/posts/1', '', 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.'],
    ['updating a page', 'put', '/cms/v2/pages/21', '', 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.'],
    [
      'a GET turned into DELETE by _method',
      'get',
      '/cms/v2/posts/1',
      '&_method=DELETE',
      'rest_cannot_delete',
      'Sorry, you are not allowed to delete this post.',
    ],
  ] as const)("an anonymous caller %s is refused with 401 and the route's own code", async (_, method, route, query, code, message) => {
    const res = await api[method](rest(route, query));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal(code, message, 401));
    expect(res.headers.allow).toBe('GET');
  });

  it.each([
    ['creating a post', 'post', '/cms/v2/posts', 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.'],
    ['deleting a post', 'delete', '/cms/v2/posts/1', 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.'],
  ] as const)('a logged-in subscriber %s is refused with 403', async (_, method, route, code, message) => {
    const res = await api[method](rest(route)).set('Authorization', SUBSCRIBER);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refusal(code, message, 403));
  });

  it.each([
    ['an editor', EDITOR],
    ['the administrator', ADMIN],
  ])('%s creates a post (201)', async (_, authorization) => {
    const res = await api.post(rest('/cms/v2/posts')).set('Authorization', authorization).send({ title: 'A new post' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number) });
  });

  it('the permission check runs after the arguments: an anonymous write with a bad argument answers 400', async () => {
    const res = await api.post(rest('/cms/v2/posts')).send({ status: 'bogus' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  });
});

describe('context=edit', () => {
  it('an anonymous caller is refused with 401 rest_forbidden_context and no Allow header', async () => {
    const res = await api.get(rest('/cms/v2/posts', '&context=edit'));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal('rest_forbidden_context', 'Sorry, you are not allowed to edit posts in this post type.', 401));
    expect(res.headers.allow).toBeUndefined();
  });

  it('a subscriber is refused with 403 rest_forbidden_context', async () => {
    const res = await api.get(rest('/cms/v2/posts/1', '&context=edit')).set('Authorization', SUBSCRIBER);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('rest_forbidden_context');
  });

  it.each([
    ['the collection', '/cms/v2/posts', 'GET, POST'],
    ['an item', '/cms/v2/posts/1', 'GET, POST, PUT, PATCH, DELETE'],
  ])('the administrator reads %s with context=edit (200)', async (_, route, allow) => {
    const res = await api.get(rest(route, '&context=edit')).set('Authorization', ADMIN);
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe(allow);
  });
});

describe('the Allow header', () => {
  it.each([
    ['an anonymous caller', undefined, '/cms/v2/posts', 'GET'],
    ['an anonymous caller', undefined, '/cms/v2/posts/1', 'GET'],
    ['a subscriber', SUBSCRIBER, '/cms/v2/posts', 'GET'],
    ['an editor', EDITOR, '/cms/v2/posts', 'GET, POST'],
    ['the administrator', ADMIN, '/cms/v2/posts', 'GET, POST'],
    ['the administrator', ADMIN, '/cms/v2/posts/1', 'GET, POST, PUT, PATCH, DELETE'],
  ])('lists for %s only the methods it may use on %s', async (_, authorization, route, allow) => {
    const req = api.get(rest(route));
    const res = await (authorization ? req.set('Authorization', authorization) : req);
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe(allow);
  });
});

describe('a scenario with authentication turned off', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-site-auth-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const scenario = (name: string, yaml: string) => {
    const file = join(dir, name);
    writeFileSync(file, yaml);
    return file;
  };
  const open = site({ scenario: scenario('open.yaml', 'auth: {enabled: false}\n') });
  const asSubscriber = site({ scenario: scenario('subscriber.yaml', 'auth: {enabled: false, as_user: subscriber}\n') });

  it('runs a request without credentials as as_user (admin by default)', async () => {
    const res = await open.post(rest('/cms/v2/posts')).send({ title: 'A new post' });
    expect(res.status).toBe(201);
    expect(res.headers.allow).toBe('GET, POST');
  });

  it('ignores credentials that would be refused', async () => {
    const res = await open.get(rest('/cms/v2/posts', '&context=edit')).set('Authorization', basic('admin', 'wrong'));
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe('GET, POST');
  });

  it("runs every request as the as_user it names, with that user's capabilities", async () => {
    const res = await asSubscriber.post(rest('/cms/v2/posts')).set('Authorization', ADMIN);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refusal('rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.', 403));
  });
});

describe('plugin routes', () => {
  const guard = (route: string, method = 'GET') => {
    const ep = routesOf(profiles.site)
      .find((r) => r.pattern === route)
      ?.endpoints.find((e) => e.methods.includes(method as never));
    if (!ep || ep.permission === 'public') throw new Error(`${method} ${route} is not a guarded route of the site catalogue`);
    return ep.permission;
  };

  it("an admin-only site-tool route refuses an anonymous caller with 401 and its permission's code", async () => {
    const permission = guard('/sitetool/v1/site-info');
    const res = await api.get(rest('/sitetool/v1/site-info'));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal(permission.code ?? 'rest_forbidden', permission.message ?? 'Sorry, you are not allowed to do that.', 401));
  });

  it('the same route answers the administrator', async () => {
    const res = await api.get(rest('/sitetool/v1/site-info')).set('Authorization', ADMIN);
    expect(res.status).toBe(200);
  });

  it.each(['/agentproto/v1/.well-known/oauth-authorization-server', '/agentproto/v1/.well-known/oauth-protected-resource'])(
    "the shop's OAuth discovery document %s answers an anonymous caller",
    async (route) => {
      const res = await shop.get(rest(route));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.any(Object));
      expect(res.headers.allow).toBe('GET');
    },
  );

  /** Every endpoint of a profile that needs no argument, with the path and method to call it by. */
  const callable = (profile: ProfileName) =>
    routesOf(profiles[profile]).flatMap((route) =>
      route.endpoints
        .filter((ep) => !Object.values(ep.args).some((a) => a.required))
        .map((ep) => ({ route: route.pattern, path: samplePath(route.pattern), method: ep.methods[0]!, ep })),
    );

  const expected = (ep: Endpoint, caps: ReadonlySet<string> | null) => {
    if (ep.permission === 'public' || caps?.has(ep.permission.cap)) return null;
    return refusal(ep.permission.code ?? 'rest_forbidden', ep.permission.message ?? 'Sorry, you are not allowed to do that.', caps ? 403 : 401);
  };

  it.each([
    ['site', 'an anonymous caller', undefined, null],
    ['shop', 'an anonymous caller', undefined, null],
    ['site', 'a subscriber', SUBSCRIBER, capabilitiesOf(['subscriber'])],
    ['shop', 'a subscriber', SUBSCRIBER, capabilitiesOf(['subscriber'])],
  ] as const)('every %s endpoint answers %s as its permission says (refusal or success)', async (profile, _, authorization, caps) => {
    const agent = site({ profile });
    const wrong: string[] = [];
    for (const { route, path, method, ep } of callable(profile)) {
      const req = agent[method.toLowerCase() as 'get'](rest(path));
      const res = await (authorization ? req.set('Authorization', authorization) : req);
      const want = expected(ep, caps);
      // A stateful behaviour checks more than the catalogue (the item exists, who may see it): only the refusal is the catalogue's.
      if (!want && ep.behaviour !== undefined) continue;
      if (
        want ? !(res.status === want.data.status && res.body.code === want.code && res.body.message === want.message) : !(res.status >= 200 && res.status < 300)
      ) {
        wrong.push(`${method} ${route}: ${res.status} ${res.body?.code ?? ''} (want ${want ? `${want.data.status} ${want.code}` : '2xx'})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('application passwords kept by the session', () => {
  const PASSWORDS = (id: number | string) => rest(`/cms/v2/users/${id}/application-passwords`);
  const made = async (http: ReturnType<typeof site>, body: Record<string, unknown>) =>
    (await http.post(rest('/cms/v2/users')).set('Authorization', ADMIN).send(body).expect(201)).body as { id: number };
  const newPassword = async (http: ReturnType<typeof site>, id: number | string, name = 'App', session = 'default') =>
    (await http.post(PASSWORDS(id)).set('Authorization', ADMIN).set('X-Mock-Session', session).send({ name }).expect(201)).body as {
      uuid: string;
      password: string;
      created: string;
    };

  it("lists a scenario user's own passwords, with uuids of their own and without the passwords", async () => {
    const res = await api.get(PASSWORDS('me')).set('Authorization', ADMIN).expect(200);
    expect(res.body).toEqual([expect.objectContaining({ name: 'mock-site', app_id: '', created: '2026-01-15T09:00:00', last_ip: expect.any(String) })]);
    expect(res.body[0].uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.body[0]).not.toHaveProperty('password');
  });

  it('a scenario user whose password was deleted no longer logs in with it; a reset gives it back', async () => {
    const http = site();
    const [own] = (await http.get(PASSWORDS(3)).set('Authorization', ADMIN).expect(200)).body as { uuid: string }[];
    await http
      .delete(rest(`/cms/v2/users/3/application-passwords/${own!.uuid}`))
      .set('Authorization', ADMIN)
      .expect(200);
    expect((await http.get(rest('/cms/v2/users/me')).set('Authorization', SUBSCRIBER)).body.code).toBe('incorrect_password');
    await http.post('/__mock/reset').expect(200);
    await http.get(rest('/cms/v2/users/me')).set('Authorization', SUBSCRIBER).expect(200);
  });

  it('a password that just logged in (and was remembered) is refused once deleted; a new one logs in at once', async () => {
    const http = site();
    const me = () => http.get(rest('/cms/v2/users/me'));
    await me().set('Authorization', SUBSCRIBER).expect(200);
    await me().set('Authorization', SUBSCRIBER).expect(200);
    const [own] = (await http.get(PASSWORDS(3)).set('Authorization', ADMIN).expect(200)).body as { uuid: string }[];
    await http
      .delete(rest(`/cms/v2/users/3/application-passwords/${own!.uuid}`))
      .set('Authorization', ADMIN)
      .expect(200);
    expect((await me().set('Authorization', SUBSCRIBER)).body.code).toBe('incorrect_password');
    const { password } = await newPassword(http, 3);
    await me().set('Authorization', basic('subscriber', password)).expect(200);
    await me()
      .set('Authorization', basic('subscriber', password.replaceAll(' ', '')))
      .expect(200);
    expect((await me().set('Authorization', SUBSCRIBER)).body.code).toBe('incorrect_password');
  });

  it('makes the same uuid and password from the same scenario and requests', async () => {
    const [a, b] = [await newPassword(site(), 2), await newPassword(site(), 2)];
    expect({ ...a, _links: undefined }).toEqual({ ...b, _links: undefined });
    expect(a.password).toMatch(/^([A-Za-z\d]{4} ){5}[A-Za-z\d]{4}$/);
    const again = await newPassword(site(), 2, 'App', 'other');
    expect(again.uuid).not.toBe(a.uuid);
  });

  it('a password made in one session does not log in in another', async () => {
    const http = site();
    const { password } = await newPassword(http, 2);
    await http.get(rest('/cms/v2/users/me')).set('Authorization', basic('editor', password)).expect(200);
    const other = await http.get(rest('/cms/v2/users/me')).set('Authorization', basic('editor', password)).set('X-Mock-Session', 'other').expect(401);
    expect(other.body.code).toBe('incorrect_password');
  });

  it("notes a password's use once a day: when and from where, as GMT and the client's address", async () => {
    const http = site();
    const { uuid, password, created } = await newPassword(http, 2);
    const read = () =>
      http
        .get(rest(`/cms/v2/users/2/application-passwords/${uuid}`))
        .set('Authorization', basic('editor', password))
        .expect(200);
    const first = (await read()).body;
    expect(first).toMatchObject({ last_used: created, last_ip: '127.0.0.1' });
    await http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).send({ title: 'A write moves the clock' }).expect(201);
    expect((await read()).body.last_used).toBe(first.last_used);
    await http
      .put('/__mock/clock')
      .send({ advance: 24 * 3600 })
      .expect(200);
    expect((await read()).body.last_used).not.toBe(first.last_used);
  });

  it.each([
    ['demoted to subscriber, can no longer write posts', { roles: ['subscriber'] }, 403],
    ['promoted to editor, may publish pages', { roles: ['editor'] }, 201],
  ])('a user %s at once', async (_, change, status) => {
    const http = site();
    const { id } = await made(http, { username: 'moving', email: 'moving@example.org', password: 'x', roles: ['author'] });
    const { password } = await newPassword(http, id);
    await http
      .put(rest(`/cms/v2/users/${id}`))
      .set('Authorization', ADMIN)
      .send(change)
      .expect(200);
    const res = await http
      .post(rest(status === 403 ? '/cms/v2/posts' : '/cms/v2/pages'))
      .set('Authorization', basic('moving', password))
      .send({ title: 'T', status: 'publish' });
    expect(res.status).toBe(status);
  });

  it('a deleted user no longer logs in (401 invalid_username)', async () => {
    const http = site();
    const { id } = await made(http, { username: 'leaving', email: 'leaving@example.org', password: 'x' });
    const { password } = await newPassword(http, id);
    await http
      .delete(rest(`/cms/v2/users/${id}`, '&force=true&reassign=false'))
      .set('Authorization', ADMIN)
      .expect(200);
    const res = await http.get(rest('/cms/v2/users/me')).set('Authorization', basic('leaving', password)).expect(401);
    expect(res.body.code).toBe('invalid_username');
  });

  it('a user created over REST logs in with its e-mail address as user name too', async () => {
    const http = site();
    const { id } = await made(http, { username: 'mailer', email: 'mailer@example.org', password: 'x' });
    const { password } = await newPassword(http, id);
    const me = await http.get(rest('/cms/v2/users/me')).set('Authorization', basic('mailer@example.org', password)).expect(200);
    expect(me.body.id).toBe(id);
  });
});

describe('application passwords in a state loaded through PUT /__mock/state', () => {
  it('ignores stored items of the wrong shape: the others still log in and list, nothing answers 500', async () => {
    const http = site();
    const own = (await http.post(rest('/cms/v2/users/2/application-passwords')).set('Authorization', ADMIN).send({ name: 'Kept' }).expect(201)).body;
    const dumped = (await http.get('/__mock/state').expect(200)).body;
    const kept = dumped.users['2'].meta._application_passwords as unknown[];
    dumped.users['2'].meta._application_passwords = [null, 'text', { uuid: 'x', password: 1 }, { ...(kept[1] as object), created: 1e300 }, kept[1]];
    await http.put('/__mock/state').send(dumped).expect(200);
    await http.get(rest('/cms/v2/users/me')).set('Authorization', basic('editor', own.password)).expect(200);
    const list = await http.get(rest('/cms/v2/users/2/application-passwords')).set('Authorization', ADMIN).expect(200);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Kept']);
  });
});
