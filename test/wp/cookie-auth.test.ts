// Cookie authentication as inside wp-admin (issue 16, defect 6): a login cookie is one the site issued at wp-login.php
// (or the one a scenario names for tests), and a REST nonce authenticates only the login it was issued to. No forged
// cookie, and no nonce handed to somebody else, makes anybody an administrator.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, logIn, rest, site } from '../helpers.js';

const NOCACHE = { expires: 'Wed, 11 Jan 1984 05:00:00 GMT', 'cache-control': 'no-cache, must-revalidate, max-age=0' };
const refusal = (code: string, message: string, status: number) => ({ code, message, data: { status } });
const INVALID_NONCE = refusal('rest_cookie_invalid_nonce', 'Cookie check failed', 403);

const scenarioFile = (yaml: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'mock-site-cookie-')), 'scenario.yaml');
  writeFileSync(file, yaml);
  return file;
};

describe('wp-login.php', () => {
  it('shows the login form', async () => {
    const res = await site()
      .get('/wp-login.php')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(res.text).toContain('<form name="loginform" id="loginform"');
  });

  it('logs a user in with one of its application passwords: 302 to wp-admin and an HttpOnly login cookie', async () => {
    const res = await site().post('/wp-login.php').type('form').send({ log: 'editor', pwd: 'editor-password' }).expect(302);
    expect(res.headers.location).toMatch(/\/wp-admin\/$/);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('wordpress_logged_in_'))!;
    expect(cookie).toMatch(/^wordpress_logged_in_[0-9a-f]{32}=editor%7C\d+%7C[0-9a-f]{43}%7C[0-9a-f]{64}; Path=\/; HttpOnly$/);
  });

  it.each([
    ['an empty user name', { log: '', pwd: 'x' }, 'The username field is empty.'],
    ['an empty password', { log: 'admin', pwd: '' }, 'The password field is empty.'],
    ['an unknown user', { log: 'mallory', pwd: 'x' }, 'The username <strong>mallory</strong> is not registered on this site.'],
    ['a wrong password', { log: 'admin', pwd: 'editor-password' }, 'The password you entered for the username <strong>admin</strong> is incorrect.'],
  ])("refuses %s with the form and WordPress's error, setting no cookie", async (_, form, error) => {
    const res = await site().post('/wp-login.php').type('form').send(form).expect(200);
    expect(res.text).toContain(error);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('logs out: the login cookie is cleared', async () => {
    const http = site();
    const { cookie } = await logIn(http);
    const res = await http.get('/wp-login.php?action=logout').set('Cookie', cookie).expect(302);
    expect(res.headers.location).toMatch(/wp-login\.php\?loggedout=true$/);
    expect((res.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^wordpress_logged_in_\w+=; .*Expires=Thu, 01 Jan 1970/);
  });

  it("answers admin-ajax.php?action=rest-nonce with the login's nonce, and 400 `0` without a login", async () => {
    const http = site();
    const { nonce } = await logIn(http);
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    const anonymous = await http.get('/wp-admin/admin-ajax.php?action=rest-nonce').expect(400);
    expect(anonymous.text).toBe('0');
  });
});

describe('an issued login cookie and its nonce', () => {
  it.each([
    ['the X-WP-Nonce header', false],
    ['the _wpnonce query argument', true],
  ])('runs as the logged-in user with the nonce in %s', async (_, inQuery) => {
    const http = site();
    const { cookie, nonce } = await logIn(http, 'editor', 'editor-password');
    const req = http.get(rest('/cms/v2/users/me', inQuery ? `&_wpnonce=${nonce}` : '')).set('Cookie', cookie);
    const res = await (inQuery ? req : req.set('X-WP-Nonce', nonce)).expect(200);
    expect(res.body.slug).toBe('editor');
  });

  it('runs as anonymous without a nonce', async () => {
    const http = site();
    const { cookie } = await logIn(http);
    const write = await http.post(rest('/cms/v2/posts')).set('Cookie', cookie).expect(401);
    expect(write.body.code).toBe('rest_cannot_create');
  });

  it('answers a wrong nonce 403 rest_cookie_invalid_nonce with the no-cache headers', async () => {
    const http = site();
    const { cookie } = await logIn(http);
    const res = await http.get(rest('/cms/v2/posts')).set('Cookie', cookie).set('X-WP-Nonce', 'stale-nonce').expect(403);
    expect(res.body).toEqual(INVALID_NONCE);
    expect(res.headers).toMatchObject(NOCACHE);
  });

  it('reads _wpnonce before the X-WP-Nonce header, as WordPress reads $_REQUEST first', async () => {
    const http = site();
    const { cookie, nonce } = await logIn(http);
    const res = await http.get(rest('/cms/v2/posts', '&_wpnonce=stale')).set('Cookie', cookie).set('X-WP-Nonce', nonce).expect(403);
    expect(res.body.code).toBe('rest_cookie_invalid_nonce');
  });

  it('refuses a nonce issued to another login, of another user or of the same user', async () => {
    const http = site();
    const admin = await logIn(http);
    const editor = await logIn(http, 'editor', 'editor-password');
    const again = await logIn(http);
    expect(again.cookie).not.toBe(admin.cookie);
    for (const [cookie, nonce] of [
      [admin.cookie, editor.nonce],
      [editor.cookie, admin.nonce],
      [again.cookie, admin.nonce],
    ]) {
      expect((await http.get(rest('/cms/v2/users/me')).set('Cookie', cookie!).set('X-WP-Nonce', nonce!)).body).toEqual(INVALID_NONCE);
    }
  });

  it('checks application passwords before the cookie', async () => {
    const http = site();
    const { cookie } = await logIn(http);
    const res = await http
      .get(rest('/cms/v2/users/me'))
      .set('Cookie', cookie)
      .set('X-WP-Nonce', 'stale')
      .set('Authorization', basic('subscriber', 'subscriber-password'))
      .expect(200);
    expect(res.body.slug).toBe('subscriber');
  });

  it('is not accepted by a scenario with other passwords (its cookies are signed with other secrets)', async () => {
    const { cookie, nonce } = await logIn(site());
    const other = site({
      scenario: scenarioFile(
        'auth:\n  users:\n    - { id: 1, username: admin, roles: [administrator], application_passwords: [{ password: s3cret-admin }] }\n',
      ),
    });
    expect((await other.get(rest('/cms/v2/users/me')).set('Cookie', cookie).set('X-WP-Nonce', nonce)).body).toEqual(INVALID_NONCE);
  });
});

describe('forged cookies and nonces for somebody else', () => {
  const FORGED = [
    'wordpress_logged_in_x=admin',
    'wordpress_logged_in_5c0ffee=admin%7C1767225600%7Ctoken%7Chmac',
    `wordpress_logged_in_x=admin%7C9999999999%7C${'a'.repeat(43)}%7C${'0'.repeat(64)}`,
    'wordpress_logged_in_=',
  ];

  it.each(FORGED)('the anonymous start_session nonce with the cookie %j is nobody: no admin, no user created', async (cookie) => {
    const shop = site({ profile: 'shop' });
    const { restNonce } = (await shop.post(rest('/assistant/v1/start_session')).set('Content-Type', 'application/json').send({}).expect(200)).body as {
      restNonce: string;
    };
    const me = await shop.get(rest('/cms/v2/users/me')).set('Cookie', cookie).set('X-WP-Nonce', restNonce);
    expect(me.status).toBe(401);
    const created = await shop
      .post(rest('/cms/v2/users'))
      .set('Cookie', cookie)
      .set('X-WP-Nonce', restNonce)
      .send({ username: 'mallory', email: 'mallory@example.org', password: 'x', roles: ['administrator'] });
    expect(created.status).toBe(401);
    expect((await shop.get(rest('/cms/v2/users', '&search=mallory')).set('Authorization', ADMIN)).body).toEqual([]);
  });

  it.each(FORGED)("the scenario's auth.nonce with the cookie %j answers 403 rest_cookie_invalid_nonce", async (cookie) => {
    const res = await site().get(rest('/cms/v2/users/me')).set('Cookie', cookie).set('X-WP-Nonce', 'mock-site-nonce');
    expect(res.body).toEqual(INVALID_NONCE);
  });

  it('a nonce without a login cookie answers 403 rest_cookie_invalid_nonce, as rest_cookie_check_errors() does', async () => {
    const http = site();
    const { nonce } = await logIn(http);
    for (const given of [nonce, 'mock-site-nonce', 'anything']) {
      const res = await http.get(rest('/cms/v2/posts')).set('X-WP-Nonce', given).expect(403);
      expect(res.body).toEqual(INVALID_NONCE);
      expect(res.headers).toMatchObject(NOCACHE);
    }
    expect((await http.get(rest('/cms/v2/posts', `&_wpnonce=${nonce}`))).status).toBe(403);
  });
});

describe("the scenario's test cookie (auth.cookie)", () => {
  const tests = site({ scenario: scenarioFile('auth:\n  cookie: wordpress_logged_in_test=editor-session\n  nonce: test-nonce\n  as_user: editor\n') });

  it('logs in as as_user with the scenario nonce or the nonce the site issues it', async () => {
    const me = await tests.get(rest('/cms/v2/users/me')).set('Cookie', 'wordpress_logged_in_test=editor-session').set('X-WP-Nonce', 'test-nonce').expect(200);
    expect(me.body.slug).toBe('editor');
    const issued = (await tests.get('/wp-admin/admin-ajax.php?action=rest-nonce').set('Cookie', 'wordpress_logged_in_test=editor-session').expect(200)).text;
    await tests.get(rest('/cms/v2/users/me')).set('Cookie', 'wordpress_logged_in_test=editor-session').set('X-WP-Nonce', issued).expect(200);
  });

  it('is that exact cookie: another value or name is nobody', async () => {
    for (const cookie of ['wordpress_logged_in_test=admin-session', 'wordpress_logged_in_other=editor-session']) {
      expect((await tests.get(rest('/cms/v2/users/me')).set('Cookie', cookie).set('X-WP-Nonce', 'test-nonce')).body).toEqual(INVALID_NONCE);
    }
  });

  it('is refused at load when it is not a login cookie', async () => {
    expect(() => site({ scenario: scenarioFile('auth:\n  cookie: session=abc\n') })).toThrow(/auth\.cookie "session=abc" is not a login cookie/);
  });
});

describe('a user created over REST', () => {
  const create = async (http: ReturnType<typeof site>, username: string, roles = ['author']) =>
    (
      await http
        .post(rest('/cms/v2/users'))
        .set('Authorization', ADMIN)
        .send({ username, email: `${username}@example.org`, password: `${username} pass'"word`, roles })
        .expect(201)
    ).body as { id: number };

  it('logs in through wp-login.php with the password the users API gave it, and its cookie and nonce authenticate REST', async () => {
    const http = site();
    const { id } = await create(http, 'newcomer');
    const { cookie, nonce } = await logIn(http, 'newcomer', 'newcomer pass\'"word');
    const me = await http.get(rest('/cms/v2/users/me', '&context=edit')).set('Cookie', cookie).set('X-WP-Nonce', nonce).expect(200);
    expect(me.body).toMatchObject({ id, username: 'newcomer', roles: ['author'] });
    const post = await http.post(rest('/cms/v2/posts')).set('Cookie', cookie).set('X-WP-Nonce', nonce).send({ title: 'By the newcomer' }).expect(201);
    expect(post.body.author).toBe(id);
  });

  it.each([
    ['a wrong password', 'not-the-password'],
    ['one of its application passwords (wp-login.php is no API request)', ''],
  ])('is refused with %s', async (_, given) => {
    const http = site();
    const { id } = await create(http, 'newcomer');
    const app = (
      await http
        .post(rest(`/cms/v2/users/${id}/application-passwords`))
        .set('Authorization', ADMIN)
        .send({ name: 'App' })
        .expect(201)
    ).body as { password: string };
    const res = await http
      .post('/wp-login.php')
      .type('form')
      .send({ log: 'newcomer', pwd: given || app.password })
      .expect(200);
    expect(res.text).toContain('The password you entered for the username <strong>newcomer</strong> is incorrect.');
  });

  it('logs in with a new password once the users API changed it, and no more with the old one', async () => {
    const http = site();
    const { id } = await create(http, 'newcomer');
    await http
      .put(rest(`/cms/v2/users/${id}`))
      .set('Authorization', ADMIN)
      .send({ password: 'a brand new one' })
      .expect(200);
    await logIn(http, 'newcomer', 'a brand new one');
    await http.post('/wp-login.php').type('form').send({ log: 'newcomer', pwd: 'newcomer pass\'"word' }).expect(200);
  });

  it('lives in its session: another session has no such user', async () => {
    const http = site();
    await create(http, 'newcomer');
    const res = await http.post('/wp-login.php').set('X-Mock-Session', 'other').type('form').send({ log: 'newcomer', pwd: 'newcomer pass\'"word' }).expect(200);
    expect(res.text).toContain('The username <strong>newcomer</strong> is not registered on this site.');
  });
});
