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

/** Whether a field name (`password`, `user[password]`, `client_secret`) names a secret. */
export function isSecretField(name: string, options: RedactOptions): boolean {
  // PHP-style `a[b][c]`: the innermost named part decides, but any part naming a secret counts.
  const parts = name.split(/[[\]]+/).filter(Boolean);
  return parts.some((p) => { const s = squash(p); return s !== '' && options.fields.some((f) => s.includes(f)); });
}

export type Headers = Record<string, string | string[]>;

/** Replaces secret headers' values; records each hidden value with `where` saying whose it was. */
export function redactHeaders(headers: Headers, options: RedactOptions, ledger: SecretLedger, where: string): Headers {
  const out: Headers = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!options.headers.includes(name.toLowerCase())) { out[name] = value; continue; }
    for (const v of Array.isArray(value) ? value : [value]) ledger.addHeader(name, v, `the ${name} header of ${where}`);
    out[name] = Array.isArray(value) ? value.map(() => REDACTED) : REDACTED;
  }
  return out;
}

/** A structured value (parsed JSON) with secret fields replaced, at any depth. */
export function redactValue(value: unknown, options: RedactOptions, ledger: SecretLedger, where: string): unknown {
  if (Array.isArray(value)) return value.map((v) => redactValue(v, options, ledger, where));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    // Only a value can be a secret: a `password` object (an argument's schema in the index) is looked into.
    if (isSecretField(k, options) && ((typeof v === 'string' && v !== '') || typeof v === 'number')) {
      ledger.addValue(v, `the ${k} field of ${where}`);
      out[k] = REDACTED;
    } else out[k] = redactValue(v, options, ledger, where);
  }
  return out;
}

/** Query or form pairs (already decoded) with secret fields' values replaced. */
export function redactPairs(pairs: [string, string][], options: RedactOptions, ledger: SecretLedger, where: string): [string, string][] {
  return pairs.map(([k, v]) => {
    if (!isSecretField(k, options) || v === '') return [k, v];
    ledger.addValue(v, `the ${k} field of ${where}`);
    return [k, REDACTED];
  });
}
