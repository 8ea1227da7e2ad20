// Who is calling: application passwords over HTTP Basic, or cookie + X-WP-Nonce as inside wp-admin, or (where the
// deployment is an OAuth authorization server: the shop's agentproto/v1) an access token as `Authorization: Bearer`.
import type { Scenario, User } from '../scenario/types.js';
import { protocolErrors, type WpError } from './errors.js';
import type { PhpValue } from './php-query.js';

type Headers = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
/** wp_authenticate_application_password() ignores everything but letters and digits. */
const squash = (password: string) => password.replace(/[^a-z\d]/gi, '');
/** is_email(), roughly: an unknown login that looks like an address answers invalid_email. */
const EMAIL = /^[\w!#$%&'*+/=?^`{|}~.-]+@[a-z\d-]+(\.[a-z\d-]+)+$/i;

/** Who an `Authorization: Bearer <token>` stands for, or why it is refused; given only where a deployment issues tokens. */
export type BearerCheck = (token: string) => User | WpError;

export function authenticate(headers: Headers, query: Record<string, PhpValue>, scenario: Scenario, bearer?: BearerCheck): User | null | WpError {
  const { auth } = scenario;
  const byName = (name: string) => auth.users.find((u) => u.username === name || u.email === name);
  if (!auth.enabled) return byName(auth.asUser) ?? null;

  const authorization = first(headers.authorization);
  if (bearer && authorization && /^bearer /i.test(authorization)) return bearer(authorization.slice(7).trim());
  const decoded = authorization && /^basic /i.test(authorization) ? Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  // PHP fills PHP_AUTH_USER/PHP_AUTH_PW only for `user:password`; without a colon WordPress sees no credentials.
  if (colon >= 0) {
    const username = decoded.slice(0, colon);
    const password = decoded.slice(colon + 1);
    const user = byName(username);
    if (!user) return EMAIL.test(username) ? protocolErrors.invalidEmail() : protocolErrors.invalidUsername();
    const given = squash(password);
    const ok = given !== '' && user.applicationPasswords.some((p) => squash(p.password) === given);
    return ok ? user : protocolErrors.incorrectPassword();
  }

  const cookie = first(headers.cookie) ?? '';
  if (/(^|;\s*)wordpress_logged_in_[^=]*=/.test(cookie)) {
    // rest_cookie_check_errors() reads `_wpnonce` first, then the X-WP-Nonce header.
    const nonceQuery = query._wpnonce;
    const nonce = typeof nonceQuery === 'string' ? nonceQuery : first(headers['x-wp-nonce']);
    if (nonce === undefined) return null;
    return nonce === auth.nonce ? byName(auth.asUser) ?? null : protocolErrors.invalidNonce();
  }
  return null;
}
