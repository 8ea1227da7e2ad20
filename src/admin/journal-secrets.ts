// What the request journal keeps of a request: the values of fields whose names mean secrets (client secrets,
// passwords, auth codes, tokens: the recorder's list, src/record/redact.ts) and of secret headers (Authorization,
// Cookie, X-WP-Nonce...) replaced by `[redacted]`, so neither GET /__mock/journal nor POST /__mock/verify (nor
// anything that lists the journal later) can show or confirm a secret a client sent.
import { DEFAULT_REDACT, isOAuthCode, isSecretField, REDACTED } from '../record/redact.js';

const secretValue = (key: string, v: unknown, holder: object): boolean =>
  (typeof v === 'string' || typeof v === 'number') && (isSecretField(key, DEFAULT_REDACT) || isOAuthCode(key, (n) => Object.hasOwn(holder, n)));

function holdsSecret(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => secretValue(k, v, value) || holdsSecret(v));
}

function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secretValue(k, v, value) ? REDACTED : redacted(v)]));
}

/** `value` with secret fields hidden at any depth; the value itself when it holds none (the common case: no copy). */
export const withoutSecrets = <T>(value: T): T => (holdsSecret(value) ? redacted(value) as T : value);

/** The headers with secret ones' values hidden (node lower-cases incoming names); the same object when none is there. */
export function headersWithoutSecrets<H extends Record<string, string | string[] | undefined>>(headers: H): H {
  if (!DEFAULT_REDACT.headers.some((h) => headers[h] !== undefined)) return headers;
  const out: Record<string, string | string[] | undefined> = { ...headers };
  for (const h of DEFAULT_REDACT.headers) if (out[h] !== undefined) out[h] = REDACTED;
  return out as H;
}
