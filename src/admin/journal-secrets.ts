// What the request journal keeps of a request: secrets hidden by the recorder's rules (src/cassette/redact.ts), so
// neither GET /__mock/journal nor its detail, the inspector or POST /__mock/verify (nor anything that lists the
// journal later) can show or confirm a secret a client sent: fields named like secrets at any depth, secret
// parameters in links, secret headers and every cookie's value. The scenario's `record.redact` counts here too.
import { NO_LEDGER } from '../cassette/secret-ledger.js';
import { DEFAULT_REDACT, type RedactOptions } from '../cassette/redact.js';
import { redactHeaders } from '../cassette/redact-headers.js';
import { redactValue } from '../cassette/redact-value.js';

/** `value` with secrets hidden at any depth; the value itself when it holds none (the common case: no copy). */
export const withoutSecrets = <T>(value: T, options: RedactOptions = DEFAULT_REDACT): T => redactValue(value, options, NO_LEDGER, 'the journal') as T;

/** The headers with secrets hidden; the same object when none is there. */
export const headersWithoutSecrets = <H extends Record<string, string | string[] | undefined>>(headers: H, options: RedactOptions = DEFAULT_REDACT): H =>
  redactHeaders(headers, { options, ledger: NO_LEDGER, where: 'the journal' });
