// Secrets in request and response headers: a credential header's value (Authorization, X-WP-Nonce, any header named
// like a secret: X-Api-Key, X-Auth-Token), every cookie's value in Cookie and Set-Cookie (names and attributes stay),
// and secret parameters in any URL a header carries (Location, Link, Referer, Content-Location, Refresh).
import { addCredentials, NO_LEDGER, type SecretSink } from './secret-ledger.js';
import { isSecretHeader, REDACTED, type Redaction } from './redact.js';
import { redactUrls } from './redact-url.js';

export type Headers = Record<string, string | string[]>;

/** The headers with secrets hidden; the same object when there is nothing to hide. */
export function redactHeaders<H extends Record<string, string | string[] | undefined>>(headers: H, ctx: Redaction): H {
  let out: Record<string, string | string[] | undefined> | undefined;
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value === undefined) continue;
    let next: string | string[];
    if (Array.isArray(value)) {
      const list = value.map((v) => redactHeader(name, v, ctx));
      next = list.some((v, i) => v !== value[i]) ? list : value;
    } else next = redactHeader(name, value, ctx);
    if (next !== value) (out ??= { ...headers })[name] = next;
  }
  return (out ?? headers) as H;
}

function redactHeader(name: string, value: string, ctx: Redaction): string {
  const lower = name.toLowerCase();
  if (lower === 'cookie') return redactCookies(value, ctx.ledger, `the ${name} header of ${ctx.where}`);
  if (lower === 'set-cookie') return redactSetCookie(value, ctx.ledger, `the ${name} header of ${ctx.where}`);
  if (!isSecretHeader(lower, ctx.options)) return redactUrls(value, ctx);
  if (value === REDACTED || value === '') return value;
  addHeaderSecrets(ctx.ledger, lower, value, `the ${name} header of ${ctx.where}`);
  return REDACTED;
}

/** `a=1; b=2` → `a=[redacted]; b=[redacted]`: which cookie is a login is the site's business, so none shows. */
function redactCookies(header: string, ledger: SecretSink, what: string): string {
  let changed = false;
  const pairs = header.split(';').map((pair) => {
    const eq = pair.indexOf('=');
    const value = eq < 0 ? '' : pair.slice(eq + 1).trim();
    if (value === '' || value === REDACTED) return pair;
    ledger.add(value, `the ${pair.slice(0, eq).trim()} cookie in ${what}`);
    changed = true;
    return `${pair.slice(0, eq)}=${REDACTED}`;
  });
  return changed ? pairs.join(';') : header;
}

/** `name=value; Path=/; HttpOnly` → `name=[redacted]; Path=/; HttpOnly`. */
function redactSetCookie(header: string, ledger: SecretSink, what: string): string {
  const semi = header.indexOf(';');
  const first = semi < 0 ? header : header.slice(0, semi);
  const hidden = redactCookies(first, ledger, what);
  return hidden === first ? header : hidden + (semi < 0 ? '' : header.slice(semi));
}

/** The value, and the parts of it that are secrets on their own: a scheme's token, Basic's user:password. */
function addHeaderSecrets(ledger: SecretSink, lower: string, value: string, what: string): void {
  // The journal keeps nothing: decoding a Basic token per request would be work for no one.
  if (ledger === NO_LEDGER) return;
  ledger.add(value, what);
  if (lower !== 'authorization' && lower !== 'proxy-authorization') return;
  const [scheme, ...rest] = value.trim().split(/\s+/);
  const token = rest.join(' ');
  ledger.add(token, what);
  if (scheme?.toLowerCase() === 'basic') addCredentials(ledger, Buffer.from(token, 'base64').toString('utf8'), what);
}
