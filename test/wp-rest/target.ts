// The sites the HTTP ports of WordPress's own REST tests (wordpress-develop, tests/phpunit/tests/rest-api/) run
// against: mock-site, always, and the real WordPress of test/real-site when it runs — which proves each port, since
// a check that fails on WordPress is not WordPress's behaviour. A test names routes as WordPress does (`/wp/v2/posts`);
// the mock serves them as `/cms/v2/...`, the seed's name for the same namespace. Each role has a user of its own
// that authenticates with an application password: on the mock from the scenario beside this file, on WordPress
// created once over REST. WordPress keeps its state between runs, so a test makes what it reads and never counts
// what it did not make.
import { fileURLToPath } from 'node:url';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { findWordPress, warnSkipped } from '../real-site/wordpress-site.js';

export type Role = 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';
export const ROLES: readonly Role[] = ['administrator', 'editor', 'author', 'contributor', 'subscriber'];

export type QueryValue = string | number | boolean | readonly (string | number)[] | Record<string, string | number>;

export interface SendOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded. */
  form?: Record<string, string>;
  /** A raw body (an upload) with its headers. */
  raw?: { body: Buffer; headers: Record<string, string> };
  /** Who sends it; anonymous when absent. */
  as?: Role;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON (undefined when it is not JSON). */
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, as the PHP tests do (600 reads in test/wp-rest)
  body: any;
}

export interface Target {
  readonly name: 'mock-site' | 'wordpress';
  /** The namespace of core routes on this site: `wp/v2` or `cms/v2`. */
  readonly core: string;
  /** The site's address (`http://127.0.0.1:<port>`), for what is not REST: wp-login.php. */
  readonly url: string;
  send(method: string, route: string, options?: SendOptions): Promise<Answer>;
  /** The id of the role's test user. */
  userId(role: Role): number;
  close(): Promise<void>;
}

const MOCK_SCENARIO = fileURLToPath(new URL('roles.yaml', import.meta.url));
/** The application password of each role's user in roles.yaml (WordPress's users get fresh ones). */
const MOCK_PASSWORD = (role: Role) => `${role}-rest-password`;
const MOCK_IDS: Record<Role, number> = { administrator: 1, editor: 2, subscriber: 3, author: 4, contributor: 5 };

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** `a=1&b[]=x&c[d]=y`, as PHP reads arrays from a query string. */
export function phpQuery(query: Record<string, QueryValue>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) pairs.push(`${encodeURIComponent(key)}[]=${encodeURIComponent(String(v))}`);
    else if (typeof value === 'object')
      for (const [k, v] of Object.entries(value)) pairs.push(`${encodeURIComponent(key)}[${encodeURIComponent(k)}]=${encodeURIComponent(String(v))}`);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return pairs.join('&');
}

function client(
  name: Target['name'],
  url: string,
  core: string,
  authOf: (role: Role) => string,
  ids: Record<Role, number>,
  close: () => Promise<void>,
): Target {
  return {
    name,
    core,
    url,
    userId: (role) => ids[role],
    close,
    async send(method, route, options = {}) {
      const path = route.replace(/^\/wp\/v2(?=\/|$)/, `/${core}`);
      const query = options.query ? `&${phpQuery(options.query)}` : '';
      const headers: Record<string, string> = { ...options.headers };
      if (options.as) headers.Authorization = authOf(options.as);
      let body: string | Uint8Array | undefined;
      if (options.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
      } else if (options.raw) {
        Object.assign(headers, options.raw.headers);
        body = options.raw.body;
      }
      const res = await fetch(`${url}/index.php?rest_route=${encodeURIComponent(path).replace(/%2F/g, '/')}${query}`, {
        method,
        headers,
        body,
        redirect: 'manual',
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, headers: res.headers, text, body: json };
    },
  };
}

/** mock-site serving roles.yaml, or a scenario that extends it (a site configured as a WordPress filter would). */
export async function mockTarget(scenario = MOCK_SCENARIO): Promise<Target> {
  const running: RunningMockSite = await startMockSite({ port: 0, scenario });
  const auth = (role: Role) => basic(role === 'administrator' ? 'admin' : `rest-${role}`, MOCK_PASSWORD(role));
  return client('mock-site', running.url, 'cms/v2', auth, MOCK_IDS, () => running.close());
}

const APP_PASSWORD_NAME = 'mock-site wp-rest tests';
/** Test files run at the same time, each with passwords of its own; those a run left behind are removed once stale. */
const STALE_PASSWORD_MS = 6 * 3600_000;

/** The real WordPress, with a user of each role and a fresh application password for each (made over REST). */
async function wordpressTarget(): Promise<Target | undefined> {
  const site = await findWordPress();
  if (!site) return undefined;
  const admin = basic(site.user, site.password);
  const call = async (method: string, route: string, json?: unknown) => {
    const res = await fetch(`${site.url}/index.php?rest_route=${route}`, {
      method,
      headers: { Authorization: admin, ...(json ? { 'Content-Type': 'application/json' } : {}) },
      ...(json ? { body: JSON.stringify(json) } : {}),
    });
    const body = (await res.json()) as Record<string, unknown> & Record<string, unknown>[];
    if (res.status >= 400) throw new Error(`[wp-rest] setting up WordPress: ${method} ${route} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const passwords = {} as Record<Role, string>;
  const ids = {} as Record<Role, number>;
  const names = {} as Record<Role, string>;
  const uuids = {} as Record<Role, string>;
  const passwordName = `${APP_PASSWORD_NAME} ${process.pid}-${Date.now()}`;
  for (const role of ROLES) {
    let id: number;
    let username: string;
    if (role === 'administrator') {
      const me = await call('GET', '/wp/v2/users/me&context=edit');
      id = me.id as number;
      username = site.user;
    } else {
      username = `rest-${role}`;
      const found = await call('GET', `/wp/v2/users&context=edit&search=${username}`);
      const user = found.find((u) => u.username === username);
      id = (user?.id ??
        (await call('POST', '/wp/v2/users', { username, email: `${username}@example.invalid`, password: `${username}-login-${Date.now()}`, roles: [role] }))
          .id) as number;
    }
    for (const old of await call('GET', `/wp/v2/users/${id}/application-passwords`)) {
      const stale = Date.now() - Date.parse(`${String(old.created)}Z`) > STALE_PASSWORD_MS;
      if (String(old.name).startsWith(APP_PASSWORD_NAME) && stale) await call('DELETE', `/wp/v2/users/${id}/application-passwords/${old.uuid as string}`);
    }
    const made = await call('POST', `/wp/v2/users/${id}/application-passwords`, { name: passwordName });
    passwords[role] = made.password as string;
    uuids[role] = made.uuid as string;
    ids[role] = id;
    names[role] = username;
  }
  const close = async () => {
    for (const role of ROLES) await call('DELETE', `/wp/v2/users/${ids[role]}/application-passwords/${uuids[role]}`);
  };
  return client('wordpress', site.url, 'wp/v2', (role) => basic(names[role], passwords[role]), ids, close);
}

/** mock-site, and WordPress when it runs (else one line saying how to run the ports against it). */
export async function openTargets(file: string): Promise<Target[]> {
  const wordpress = await wordpressTarget();
  if (!wordpress) warnSkipped(1, `${file} ran against mock-site only (no WordPress on 127.0.0.1)`, 'bash test/real-site/wordpress.sh start');
  return wordpress ? [await mockTarget(), wordpress] : [await mockTarget()];
}
