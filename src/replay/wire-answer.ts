// A recorded answer ready for the wire at one origin: the placeholder origin swapped (src/replay/origin.ts), the
// framing Content-Length set, the headers a flat list. Worked out once per answer and origin, so a replay hit
// costs a lookup and a write.
import type { OutgoingHttpHeaders } from 'node:http';
import type { WireAnswer } from '../wp/respond.js';
import { withOrigin } from './origin.js';
import { RecordedBytes, type RecordedAnswer } from './recorded-answer.js';

/** Any other answer's wire form, by answer. */
const prepared = new WeakMap<RecordedAnswer, { origin: string; wire: WireAnswer }>();

export function wireAnswer(answer: RecordedAnswer, origin: string): WireAnswer {
  // The index's answers keep their wire form themselves: a hit finds it without a lookup.
  if (answer instanceof RecordedBytes) {
    const kept = answer.wireAt(origin);
    if (kept) return kept;
    const wire = prepare(answer, origin);
    answer.keepWire(origin, wire);
    return wire;
  }
  const known = prepared.get(answer);
  if (known?.origin === origin) return known.wire;
  const wire = prepare(answer, origin);
  prepared.set(answer, { origin, wire });
  return wire;
}

function prepare(answer: RecordedAnswer, origin: string): WireAnswer {
  const swapped = withOrigin(answer, origin);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(swapped.headers)) if (name.toLowerCase() !== 'content-length') headers[name] = value;
  const bodyless = answer.status === 204 || answer.status === 304;
  if (!bodyless) headers['Content-Length'] = String(swapped.body.length);
  return { status: answer.status, headers, body: bodyless ? undefined : swapped.body };
}
