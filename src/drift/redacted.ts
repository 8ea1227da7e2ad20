// Which parts of a recorded request stand for a secret the recorder hid (`[redacted]`): such a request
// cannot be sent as it was made, because the live site would get the marker instead of the secret.
import { REDACTED } from '../cassette/redact.js';
import { decodeBody } from '../cassette/body-codec.js';
import { headerValue } from '../cassette/kept-headers.js';
import type { RecordedRequest } from '../cassette/types.js';
import { parsePhpQuery } from '../wp/php-query.js';

/** The names of the redacted query and body fields (`password`, `user[password]`); `body` when no name is known. */
export function redactedFields(request: RecordedRequest): string[] {
  const names = new Set<string>();
  if (request.query) collect(request.query, '', names);
  const body = decodeBody(request.body);
  const text = body.length ? body.toString('utf8') : '';
  if (text.includes(REDACTED) || text.toLowerCase().includes(encodeURIComponent(REDACTED).toLowerCase())) {
    const before = names.size;
    const structured = structuredBody(text, headerValue(request.headers, 'content-type'));
    if (structured !== undefined) collect(structured, '', names);
    if (names.size === before) names.add('body');
  }
  return [...names];
}

/** JSON or a form, parsed; undefined for anything else (multipart, text). */
function structuredBody(text: string, contentType: string | undefined): unknown {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return parsePhpQuery(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function collect(value: unknown, name: string, out: Set<string>): void {
  if (value === REDACTED) out.add(name || 'body');
  else if (Array.isArray(value))
    value.forEach((v, i) => {
      collect(v, `${name}[${i}]`, out);
    });
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collect(v, name ? `${name}[${k}]` : k, out);
  }
}
