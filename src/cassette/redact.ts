// The one set of rules for what is a secret, used by the recorder (cassettes), its console lines and the request
// journal (GET /__mock/journal, its detail and the inspector): names that mean secrets (secret-words.ts), the
// headers that are credentials, and what a scenario's `record.redact` adds. Where values travel and how they are
// hidden there: redact-value.ts (JSON, forms), redact-url.ts, redact-html.ts, redact-script.ts, redact-headers.ts.
import type { SecretSink } from './secret-ledger.js';
import { isSecretName } from './secret-words.js';

/** What a hidden value is replaced with. */
export const REDACTED = '[redacted]';
/** The same in a URL's query or fragment. */
export const REDACTED_IN_URL = encodeURIComponent(REDACTED);

export interface RedactOptions {
  /** Header names (lower case) that are credentials whatever their words say; any header named like a secret is one too. */
  headers: readonly string[];
  /**
   * More field-name fragments (a scenario's `record.redact`): a field is a secret when its name, lower-cased with
   * everything but letters and digits removed, contains one of them (`pin_code` → `pincode`). Names that mean
   * secrets by their words (`client_secret`, `sessionToken`, `X-Api-Key`) need no entry.
   */
  fields: readonly string[];
}

export const DEFAULT_REDACT: RedactOptions = {
  headers: ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-wp-nonce'],
  fields: [],
};

/** Extends the defaults with a scenario's `record.redact` (header names and field-name fragments). */
export function redactOptions(extra?: { headers?: readonly string[]; fields?: readonly string[] }): RedactOptions {
  return {
    headers: [...DEFAULT_REDACT.headers, ...(extra?.headers ?? []).map((h) => h.toLowerCase())],
    fields: [...DEFAULT_REDACT.fields, ...(extra?.fields ?? []).map(squash).filter(Boolean)],
  };
}

/** What hiding needs: the rules, where hidden values go, and whose values they are (for the ledger's messages). */
export interface Redaction {
  options: RedactOptions;
  ledger: SecretSink;
  /** `POST /wp/v2/users`, `the answer to GET /`. */
  where: string;
}

const byNames = new WeakMap<readonly string[], RedactOptions>();

/** A scenario's `record.redact` list: each name is both a header name and a field-name fragment (one object per list). */
export function recordRedactOptions(names: readonly string[] = []): RedactOptions {
  if (names.length === 0) return DEFAULT_REDACT;
  let options = byNames.get(names);
  if (!options) byNames.set(names, (options = redactOptions({ headers: names, fields: names })));
  return options;
}

const squash = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a field name (`password`, `user[password]`, `client_secret`, `auth_token`) names a secret. */
export function isSecretField(name: string, options: RedactOptions): boolean {
  if (!name.includes('[')) return isSecretPart(name, options);
  // PHP-style `a[b][c]`: any part naming a secret counts.
  return name.split(/[[\]]+/).some((p) => p !== '' && isSecretPart(p, options));
}

function isSecretPart(name: string, options: RedactOptions): boolean {
  if (isSecretName(name)) return true;
  if (options.fields.length === 0) return false;
  const s = squash(name);
  return s !== '' && options.fields.some((f) => s.includes(f));
}

/** Whether a header is a credential: listed (Authorization, Cookie...) or named like a secret (`X-Api-Key`, `X-Auth-Token`). */
export function isSecretHeader(name: string, options: RedactOptions): boolean {
  const lower = name.toLowerCase();
  if (options.headers.includes(lower)) return true;
  // CORS headers name what a browser may send (`Access-Control-Allow-Credentials: true`), never a value of it.
  return !lower.startsWith('access-control-') && isSecretField(lower, options);
}

/**
 * OAuth's authorization code: `code` beside `grant_type` (a token request, RFC 6749 §4.1.3) or beside `state` (the
 * redirect back to the client, §4.1.2). `code` alone is not hidden: it is every WordPress error's code.
 */
export const isOAuthCode = (name: string, siblings: (name: string) => boolean): boolean => name === 'code' && (siblings('grant_type') || siblings('state'));
