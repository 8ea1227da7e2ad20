// Whether a live answer still has the recorded answer's shape: its status, the form of body (JSON, other,
// none), the JSON's shape (json-drift.ts), and the headers clients branch on: X-WP-Total / X-WP-TotalPages
// being there at all, and the Content-Type's media type. A changed status is reported alone: the other
// answer's body is a different document, so its shape differences would only be noise.
import { decodeBody } from '../cassette/body-codec.js';
import { headerValue } from '../cassette/kept-headers.js';
import type { RecordedResponse } from '../cassette/types.js';
import { shapeDrift, type ShapeChange } from './json-drift.js';

export type BodyForm = 'JSON' | 'not JSON' | 'empty';

export type Change =
  | ShapeChange
  | { kind: 'body'; from: BodyForm; to: BodyForm }
  /** `from`/`to`: the Content-Type's media type; X-WP-Total's value is content, only its presence counts. */
  | { kind: 'header'; name: string; change: 'added' | 'removed' | 'changed'; from?: string; to?: string };

export interface LiveAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  /** Identity bytes (any Content-Encoding undone). */
  body: Buffer;
}

export interface AnswerDrift {
  status?: { recorded: number; live: number };
  changes: Change[];
}

const PRESENCE_HEADERS = ['X-WP-Total', 'X-WP-TotalPages'];

export function answerDrift(recorded: RecordedResponse, live: LiveAnswer): AnswerDrift {
  if (recorded.status !== live.status) return { status: { recorded: recorded.status, live: live.status }, changes: [] };
  return { changes: [...headerDrift(recorded.headers, live.headers), ...bodyDrift(recorded, live)] };
}

function headerDrift(recorded: RecordedResponse['headers'], live: LiveAnswer['headers']): Change[] {
  const out: Change[] = [];
  for (const name of PRESENCE_HEADERS) {
    const had = headerValue(recorded, name) !== undefined;
    const has = headerValue(live, name) !== undefined;
    if (had !== has) out.push({ kind: 'header', name, change: had ? 'removed' : 'added' });
  }
  const from = mediaType(headerValue(recorded, 'content-type'));
  const to = mediaType(headerValue(live, 'content-type'));
  if (from !== to) {
    const change = from === undefined ? 'added' : to === undefined ? 'removed' : 'changed';
    out.push({ kind: 'header', name: 'Content-Type', change, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  }
  return out;
}

/** `application/json; charset=UTF-8` → `application/json`: a charset spelling is not drift. */
const mediaType = (value: string | undefined): string | undefined => (value ? value.split(';')[0]!.trim().toLowerCase() || undefined : undefined);

type ReadBody = { form: 'JSON'; value: unknown } | { form: 'not JSON' | 'empty' } | { form: 'unreadable' };

function bodyDrift(recorded: RecordedResponse, live: LiveAnswer): Change[] {
  // A body kept compressed because it would not decode cannot be compared.
  const before: ReadBody = headerValue(recorded.headers, 'content-encoding')
    ? { form: 'unreadable' }
    : readBody(decodeBody(recorded.body), headerValue(recorded.headers, 'content-type'));
  const after = readBody(live.body, headerValue(live.headers, 'content-type'));
  if (before.form === 'unreadable' || after.form === 'unreadable') return [];
  if (before.form !== after.form) return [{ kind: 'body', from: before.form, to: after.form }];
  return before.form === 'JSON' && after.form === 'JSON' ? shapeDrift(before.value, after.value) : [];
}

/** JSON when the type says so or the text starts like an object or list, and it parses. */
export function readBody(bytes: Buffer, contentType: string | undefined): ReadBody {
  if (!bytes.length) return { form: 'empty' };
  const text = bytes.toString('utf8');
  const first = text.trimStart()[0];
  if (!(contentType ?? '').toLowerCase().includes('json') && first !== '{' && first !== '[') return { form: 'not JSON' };
  try {
    return { form: 'JSON', value: JSON.parse(text) as unknown };
  } catch {
    return { form: 'not JSON' };
  }
}
