// What the recorder hides before anything touches disk: secret headers, and body/query fields whose names
// mean secrets. Every value it hides goes into the session's ledger, so the written cassette can be checked
// for leftovers (see ledger.ts).
import type { SecretLedger } from './ledger.js';

/** What a hidden value is replaced with. */
export const REDACTED = '[redacted]';

export interface RedactOptions {
  /** Header names (any case) whose values are replaced. */
  headers: readonly string[];
  /**
   * Field-name fragments: a body or query field is a secret when its name, lower-cased with everything but
   * letters and digits removed, contains one of them (`client_secret`, `clientSecret` → `clientsecret`).
   */
  fields: readonly string[];
}

export const DEFAULT_REDACT: RedactOptions = {
  headers: ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-wp-nonce'],
  fields: [
    'password', 'passwd', 'pwd', 'userpass', 'secret', 'authcode', 'codeverifier', 'accesstoken', 'refreshtoken', 'idtoken',
    'licencekey', 'licensekey', 'serialkey', 'nonce', 'apikey', 'consumerkey', 'privatekey',
  ],
};

/** Extends the defaults with a scenario's `record.redact` (header names and field-name fragments). */
export function redactOptions(extra?: { headers?: readonly string[]; fields?: readonly string[] }): RedactOptions {
  return {
    headers: [...DEFAULT_REDACT.headers, ...(extra?.headers ?? []).map((h) => h.toLowerCase())],
    fields: [...DEFAULT_REDACT.fields, ...(extra?.fields ?? []).map(squash)],
  };
}

/** A scenario's `record.redact` list: each name is both a header name and a field-name fragment. */
export const recordRedactOptions = (names: readonly string[] = []): RedactOptions => redactOptions({ headers: names, fields: names });

const squash = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Names that are secrets only when they are the whole name: `token` (OAuth revocation, RFC 7009; CSRF and API
 * tokens), too common a fragment to hide everywhere (`prompt_tokens`, `token_type`).
 */
const SECRET_NAMES = new Set(['token']);

/** Whether a field name (`password`, `user[password]`, `client_secret`, `token`) names a secret. */
export function isSecretField(name: string, options: RedactOptions): boolean {
  // PHP-style `a[b][c]`: the innermost named part decides, but any part naming a secret counts.
  const parts = name.split(/[[\]]+/).filter(Boolean);
  return parts.some((p) => { const s = squash(p); return s !== '' && (SECRET_NAMES.has(s) || options.fields.some((f) => s.includes(f))); });
}

/**
 * OAuth's authorization code: `code` beside `grant_type` (a token request, RFC 6749 §4.1.3) or beside `state` (the
 * redirect back to the client, §4.1.2). `code` alone is not hidden: it is every WordPress error's code.
 */
export const isOAuthCode = (name: string, siblings: (name: string) => boolean): boolean =>
  name === 'code' && (siblings('grant_type') || siblings('state'));

export type Headers = Record<string, string | string[]>;

/** Replaces secret headers' values; records each hidden value with `where` saying whose it was. */
export function redactHeaders(headers: Headers, options: RedactOptions, ledger: SecretLedger, where: string): Headers {
  const out: Headers = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'location' && typeof value === 'string') { out[name] = redactLocation(value, ledger, where); continue; }
    if (!options.headers.includes(name.toLowerCase())) { out[name] = value; continue; }
    for (const v of Array.isArray(value) ? value : [value]) ledger.addHeader(name, v, `the ${name} header of ${where}`);
    out[name] = Array.isArray(value) ? value.map(() => REDACTED) : REDACTED;
  }
  return out;
}

/** A redirect back to an OAuth client carries the authorization code in its query: hidden like the token request's. */
function redactLocation(location: string, ledger: SecretLedger, where: string): string {
  const q = location.indexOf('?');
  if (q < 0 || !/[?&]code=/.test(location)) return location;
  const params = new URLSearchParams(location.slice(q + 1));
  const code = params.get('code');
  if (!code || !isOAuthCode('code', (n) => params.has(n))) return location;
  ledger.add(code, `the code in the Location header of ${where}`);
  params.set('code', REDACTED);
  return `${location.slice(0, q)}?${params.toString()}`;
}

/** A structured value (parsed JSON) with secret fields replaced, at any depth. */
export function redactValue(value: unknown, options: RedactOptions, ledger: SecretLedger, where: string): unknown {
  if (Array.isArray(value)) return value.map((v) => redactValue(v, options, ledger, where));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const siblings = (n: string) => Object.hasOwn(value, n);
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    // Only a value can be a secret: a `password` object (an argument's schema in the index) is looked into.
    if ((isSecretField(k, options) || isOAuthCode(k, siblings)) && ((typeof v === 'string' && v !== '') || typeof v === 'number')) {
      ledger.addValue(v, `the ${k} field of ${where}`);
      out[k] = REDACTED;
    } else out[k] = redactValue(v, options, ledger, where);
  }
  return out;
}

/** Query or form pairs (already decoded) with secret fields' values replaced. */
export function redactPairs(pairs: [string, string][], options: RedactOptions, ledger: SecretLedger, where: string): [string, string][] {
  const siblings = (n: string) => pairs.some(([k]) => k === n);
  return pairs.map(([k, v]) => {
    if (!(isSecretField(k, options) || isOAuthCode(k, siblings)) || v === '') return [k, v];
    ledger.addValue(v, `the ${k} field of ${where}`);
    return [k, REDACTED];
  });
}

/**
 * An HTML page with the values of form fields named like secrets hidden: WordPress pages carry nonces in hidden
 * inputs (`<input type="hidden" name="_wpnonce" value="...">`), which a recorded form post then sends back.
 */
export function redactHtml(html: string, options: RedactOptions, ledger: SecretLedger, where: string): string {
  return html.replace(/<input\b[^>]*>/gi, (tag) => {
    const name = /\sname\s*=\s*(["'])(.*?)\1/i.exec(tag)?.[2];
    if (name === undefined || !isSecretField(name, options)) return tag;
    return tag.replace(/(\svalue\s*=\s*)(["'])(.*?)\2/i, (all, head: string, quote: string, value: string) => {
      if (value === '') return all;
      ledger.add(value, `the ${name} field of ${where}`);
      return `${head}${quote}${REDACTED}${quote}`;
    });
  });
}
