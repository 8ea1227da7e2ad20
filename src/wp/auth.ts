// Who is calling: application passwords over HTTP Basic, or a login cookie + its nonce as inside wp-admin, or (where the
// profile is an OAuth authorization server: the shop's agentproto/v1) an access token as `Authorization: Bearer`.
// The users who may log in, and their passwords, are the session's (`Logins`): the scenario's and those created over
// REST. A request without credentials asks nothing of them.
import type { Scenario, User } from '../model/scenario.js';
import { protocolErrors, type WpError } from './errors.js';
import type { PhpValue } from './php-query.js';
import { isRestNonce, loginOf, userNamed } from './login-cookie.js';

type Headers = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
/** is_email(), roughly: an unknown login that looks like an address answers invalid_email. */
const EMAIL = /^[\w!#$%&'*+/=?^`{|}~.-]+@[a-z\d-]+(\.[a-z\d-]+)+$/i;

/** The users who may log in, as the request's session knows them now. */
export interface Logins {
  /** get_user_by('login'), then by e-mail address: the user `name` stands for. */
  find(name: string): User | undefined;
  /**
   * wp_authenticate_application_password()'s check: the uuid of the user's application password that `password` is
   * (separators aside), its use noted; undefined when it is none of them.
   */
  appPassword(user: User, password: string): string | undefined;
}

/** Who an `Authorization: Bearer <token>` stands for, or why it is refused; given only where a profile issues tokens. */
export type BearerCheck = (token: string) => User | WpError;

type BasicCredentials = Readonly<{ username: string; password: string }>;

/** The `user` and `password` of an `Authorization: Basic` header; null without one (or without a colon: PHP then sees none). */
export function basicCredentials(authorization: string | undefined): BasicCredentials | null {
  if (!authorization || !/^basic /i.test(authorization)) return null;
  let credentials = decodedBasic.get(authorization);
  if (credentials === undefined) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    credentials = colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
    if (decodedBasic.size >= BASIC_KEPT) decodedBasic.clear();
    decodedBasic.set(authorization, credentials);
  }
  return credentials;
}

/** The last Basic headers decoded: a client sends the same one with every request. */
const BASIC_KEPT = 256;
const decodedBasic = new Map<string, BasicCredentials | null>();

export function authenticate(
  headers: Headers,
  query: Record<string, PhpValue>,
  scenario: Scenario,
  logins: Logins,
  bearer?: BearerCheck,
): User | null | WpError {
  const { auth } = scenario;
  if (!auth.enabled) return logins.find(auth.asUser) ?? userNamed(scenario, auth.asUser) ?? null;

  const authorization = first(headers.authorization);
  if (bearer && authorization && /^bearer /i.test(authorization)) return bearer(authorization.slice(7).trim());
  const basic = basicCredentials(authorization);
  if (basic) {
    const user = logins.find(basic.username);
    if (!user) return EMAIL.test(basic.username) ? protocolErrors.invalidEmail() : protocolErrors.invalidUsername();
    return logins.appPassword(user, basic.password) !== undefined ? user : protocolErrors.incorrectPassword();
  }

  // rest_cookie_check_errors(): a login cookie the site issued (else nobody) and the nonce, `_wpnonce` before the
  // X-WP-Nonce header. No nonce: anonymous. A nonce must be the one issued to that login; without a login, only a
  // nonce for nobody passes (and the request stays anonymous): any other answers 403 rest_cookie_invalid_nonce.
  const nonceQuery = query._wpnonce;
  const nonce = nonceQuery === undefined ? first(headers['x-wp-nonce']) : typeof nonceQuery === 'string' ? nonceQuery : '';
  if (nonce === undefined) return null;
  const login = loginOf(first(headers.cookie), scenario, (name) => logins.find(name));
  if (!isRestNonce(scenario, login, nonce)) return protocolErrors.invalidNonce();
  return login?.user ?? null;
}
