// WordPress's login cookie and REST nonce, as the mock issues and checks them. A login cookie is one the site issued
// (`wordpress_logged_in_<hash>=user|expiration|token|hmac`, signed as wp_generate_auth_cookie() signs it), or the one
// cookie a scenario names for tests (`auth.cookie`, logged in as `auth.as_user`); any other value is nobody. Who a
// cookie names is looked up among the users who may log in (the session's: the scenario's and those created over
// REST). A REST nonce (wp_create_nonce('wp_rest')) belongs to one user and one login: it authenticates that login and
// no other, and a visitor who is not logged in gets a nonce for nobody (user 0), as WordPress gives one.
import { createHash, createHmac } from '../platform/hash.js';
import { timingSafeEqual } from '../platform/constant-time.js';
import type { Scenario, User } from '../model/scenario.js';

export const LOGIN_COOKIE_PREFIX = 'wordpress_logged_in_';
/** The session token of the scenario's test cookie (`auth.cookie`): its nonce is also the scenario's `auth.nonce`. */
const TEST_TOKEN = 'scenario-test-cookie';
/** AUTH_COOKIE lifetime without "remember me": two days. */
const LIFETIME_SECONDS = 2 * 24 * 60 * 60;

/** Who a login cookie stands for, and which login (WordPress's session token) it is. */
export interface Login {
  readonly user: User;
  readonly token: string;
}

const keys = new WeakMap<Scenario, Buffer>();

/**
 * The key cookies and nonces are signed with, as WordPress's come from its salts and the user's password hash: derived
 * from the scenario's secrets, so a scenario with passwords of its own issues cookies nobody else can forge, and the
 * same scenario signs the same bytes on every run (the embedded default's passwords are published, and so is its key).
 */
function keyOf(scenario: Scenario): Buffer {
  let key = keys.get(scenario);
  if (!key) {
    const secrets = scenario.auth.users.map((u) => [u.id, u.username, u.applicationPasswords.map((p) => p.password)]);
    key = createHash('sha256')
      .update(JSON.stringify(['mock-site login', scenario.seed, scenario.auth.nonce, scenario.auth.cookie, secrets]))
      .digest();
    keys.set(scenario, key);
  }
  return key;
}

const sign = (scenario: Scenario, text: string) => createHmac('sha256', keyOf(scenario)).update(text).digest('hex');

/** Bytes only this scenario's secrets give for `label` (the application passwords the mock generates, their uuids). */
export const scenarioSecret = (scenario: Scenario, label: string): Buffer => createHmac('sha256', keyOf(scenario)).update(label).digest();

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const userNamed = (scenario: Scenario, name: string): User | undefined => scenario.auth.users.find((u) => u.username === name || u.email === name);

/** Who a login name or e-mail address stands for among the users who may log in. */
export type FindUser = (name: string) => User | undefined;

/** wp_set_auth_cookie(): the cookie a login at `now` (ms, scenario clock) sets for `user`. */
export function issueLoginCookie(scenario: Scenario, user: User, now: number, origin: string): { name: string; value: string } {
  const expiration = Math.floor(now / 1000) + LIFETIME_SECONDS;
  const token = sign(scenario, `token|${user.username}|${now}`).slice(0, 43);
  const signed = `${user.username}|${expiration}|${token}`;
  return {
    name: `${LOGIN_COOKIE_PREFIX}${createHash('md5').update(origin).digest('hex')}`,
    value: encodeURIComponent(`${signed}|${sign(scenario, signed)}`),
  };
}

/** The `wordpress_logged_in_*` cookies of a Cookie header, as name and raw value. */
function loginCookies(cookieHeader: string): [name: string, value: string][] {
  const found: [string, string][] = [];
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq < 0 ? undefined : eq).trim();
    if (eq > 0 && name.startsWith(LOGIN_COOKIE_PREFIX)) found.push([name, part.slice(eq + 1).trim()]);
  }
  return found;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * wp_validate_auth_cookie(): the login a Cookie header carries, or null (no login cookie, or none the site issued).
 * `find` looks the user up (the scenario's users when the caller knows no session).
 */
export function loginOf(cookieHeader: string | undefined, scenario: Scenario, find: FindUser = (name) => userNamed(scenario, name)): Login | null {
  if (!cookieHeader?.includes(LOGIN_COOKIE_PREFIX)) return null;
  for (const [name, value] of loginCookies(cookieHeader)) {
    const test = scenario.auth.cookie;
    if (test && sameText(`${name}=${value}`, test)) {
      const user = find(scenario.auth.asUser);
      if (user) return { user, token: TEST_TOKEN };
    }
    const parts = decoded(value).split('|');
    if (parts.length !== 4) continue;
    const [username, expiration, token, hmac] = parts as [string, string, string, string];
    const user = find(username);
    if (user && user.username === username && sameText(hmac, sign(scenario, `${username}|${expiration}|${token}`))) return { user, token };
  }
  return null;
}

/** wp_create_nonce('wp_rest') for a login, or for nobody (a visitor who is not logged in). */
export function restNonce(scenario: Scenario, login: Login | null): string {
  return sign(scenario, `wp_rest|${login?.user.id ?? 0}|${login?.token ?? ''}`).slice(-12, -2);
}

/**
 * wp_create_nonce('wp_rest') as a handler issues it that re-reads the login cookie (as the assistant plugin's
 * start_session does, for pages cached without a nonce): for the current user, else the login its cookie holds, else
 * nobody.
 */
export function nonceForCaller(scenario: Scenario, user: User | null, cookieHeader: string | undefined, find?: FindUser): string {
  const login = loginOf(cookieHeader, scenario, find);
  const who = user ?? login?.user;
  if (!who) return restNonce(scenario, null);
  return restNonce(scenario, { user: who, token: login?.user.id === who.id ? login.token : '' });
}

/** wp_verify_nonce($nonce, 'wp_rest') for the login the request carries (null: nobody). */
export function isRestNonce(scenario: Scenario, login: Login | null, nonce: string): boolean {
  if (login?.token === TEST_TOKEN && sameText(nonce, scenario.auth.nonce)) return true;
  return sameText(nonce, restNonce(scenario, login));
}
