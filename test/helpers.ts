// The one setup helper of the test suite: an in-process app for supertest, credentials and small readers.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { createApp, createMockApp, type AppOptions } from '../src/app.js';
import { replaceGroups } from '../src/catalogue/route-pattern.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The shared folder (spec, reference captures, contract checker) that CI places beside the repo. */
export const SHARED = fileURLToPath(new URL('../../shared/', import.meta.url));
export const hasShared = existsSync(`${SHARED}tools/seed-routes.json`);

export const ADMIN = `Basic ${Buffer.from('admin:mock-site-password').toString('base64')}`;
export const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A supertest agent on a fresh in-process app. */
export function site(options: AppOptions = {}) {
  return request(createApp(options));
}

/** A fresh in-process app, for tests that also look at its journal or site, and a supertest agent on it. */
export function mockApp(options: AppOptions = {}) {
  const app = createMockApp(options);
  return { app, http: request(app.express) };
}

/** `/index.php?rest_route=<route>` with extra query text (`&a=b`). */
/**
 * A loopback port nothing listens on: 9 (discard), below the range the system hands out to sockets, so no other
 * test's connection can take it meanwhile (a port freed by closing a server can be, and then answers a reset).
 */
export const REFUSING_PORT = 9;

export const rest = (route: string, query = '') => `/index.php?rest_route=${route}${query}`;

/** A concrete path for a WordPress route pattern: each `(?P<name>regex)` becomes `1`, or `job-1` where digits do not fit. */
export function samplePath(pattern: string): string {
  return replaceGroups(pattern, ({ name, regex, start, end }) => {
    const value = ['1', `${name.replace(/_id$/, '')}-1`].find((v) => new RegExp(`^(?:${regex})$`).test(v));
    if (!value) throw new Error(`samplePath: no sample value fits ${pattern.slice(start, end)} in ${pattern}`);
    return value;
  });
}

/** WordPress's error bodies the suite expects in several places. */
export const NO_ROUTE = { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } };
const BAD_STATUS_MESSAGE = 'status is not one of publish, future, draft, pending, and private.';
/** A post write with a `status` outside the writable statuses. */
export const BAD_STATUS = {
  code: 'rest_invalid_param',
  message: 'Invalid parameter(s): status',
  data: {
    status: 400,
    params: { status: BAD_STATUS_MESSAGE },
    details: { status: { code: 'rest_not_in_enum', message: BAD_STATUS_MESSAGE, data: null } },
  },
};

/** A browser login: POST /wp-login.php, then the REST nonce admin-ajax.php gives that login (as api-fetch gets it). */
export async function logIn(
  http: ReturnType<typeof request>,
  user = 'admin',
  password = 'mock-site-password',
  session?: string,
): Promise<{ cookie: string; nonce: string }> {
  const login = http.post('/wp-login.php').type('form').send({ log: user, pwd: password });
  const res = await (session ? login.set('X-Mock-Session', session) : login).expect(302);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('wordpress_logged_in_'))!.split(';')[0]!;
  const nonce = (await http.get('/wp-admin/admin-ajax.php?action=rest-nonce').set('Cookie', cookie).expect(200)).text;
  return { cookie, nonce };
}
