// What the request journal keeps of a request's arguments: the values of fields whose names mean secrets (client
// secrets, passwords, auth codes, tokens: the recorder's list, src/record/redact.ts) replaced by `[redacted]`, so
// neither GET /__mock/journal nor POST /__mock/verify can show or confirm a secret a client sent.
import { DEFAULT_REDACT, isSecretField, REDACTED } from '../record/redact.js';

const secretValue = (key: string, v: unknown): boolean => (typeof v === 'string' || typeof v === 'number') && isSecretField(key, DEFAULT_REDACT);

function holdsSecret(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => secretValue(k, v) || holdsSecret(v));
}

function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secretValue(k, v) ? REDACTED : redacted(v)]));
}

/** `value` with secret fields hidden at any depth; the value itself when it holds none (the common case: no copy). */
export const withoutSecrets = <T>(value: T): T => (holdsSecret(value) ? redacted(value) as T : value);
