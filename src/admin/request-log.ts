// The request log (`serve --log`): one line per REST request once it is answered: when, the method, the route and
// query, the status, how long it took, what answered it and how long it waited (its latency), as text for people or
// as one JSON object per line for machines. Made from what the request journal records (the listener's trace and the
// journal's entry, whose id the line carries for GET /__mock/journal/{id}); secrets are hidden as the recorder's
// console lines hide them (src/cassette/redact-url.ts), with the scenario's `record.redact`. When no log is asked for,
// the journal alone is the listener's sink: nothing here runs.
import type { WireReply } from '../wp/wire.js';
import type { Site } from '../dispatch/types.js';
import { tracedRequest, type Trace, type TraceSink } from '../http/rest-listener.js';
import { recordRedactOptions } from '../cassette/redact.js';
import { shownUrl } from '../cassette/redact-url.js';
import { answerKind, type AnswerKind } from './journal-detail.js';
import type { Recorded, RequestJournal } from './request-journal.js';

export type LogFormat = 'text' | 'json';
export const LOG_FORMATS: readonly LogFormat[] = ['text', 'json'];

/** One answered REST request, as the log shows it. The JSON form has exactly these keys, in this order. */
export interface RequestLine {
  /** When the answer was written: the wall clock (ISO 8601, UTC), not the scenario clock. */
  time: string;
  /** Its id in the request journal (`GET /__mock/journal/{id}`); null when the journal keeps none (--journal-size 0). */
  id: number | null;
  /** After `_method` or X-HTTP-Method-Override, as dispatched. */
  method: string;
  /** The REST route (`/cms/v2/posts/5`), whichever addressing the request used. */
  route: string;
  /** The query string without `rest_route`, secret parameters' values `[redacted]`; '' when none. */
  query: string;
  /** null: no answer was sent (a rule's fault cut the connection). */
  status: number | null;
  /** Milliseconds from the request's arrival to its answer written, its latency included. */
  ms: number;
  /** What answered: `rule:<id>`, `replay:<cassette>#<n>`, a behaviour (`posts.get`), `<kind>:<store>`, `faker`, `protocol`. */
  answeredBy: string;
  /** The kind of what answered: rule, behaviour, binding, faker, protocol, replay, replay-miss, replay-exhausted, record. */
  answer: AnswerKind;
  /** Milliseconds the answer waited before it was written (serve --latency, the scenario's `latency`); 0 when none. */
  latency: number;
  /** The X-Mock-Session it ran in. */
  session: string;
}

/** The journal's sink, followed by `onRequest` with each request's line; what `onRequest` throws is ignored. */
export function loggingSink(journal: RequestJournal, onRequest: (line: RequestLine) => void): TraceSink {
  return (site, trace, res) => {
    const id = journal.record(site, trace, res);
    const entry = id ? journal.find(id) : undefined;
    const line = requestLine(site, trace, res, entry);
    if (!line) return;
    try {
      onRequest(line);
    } catch {
      // A log that cannot be written (a closed stdout) never fails an answer.
    }
  };
}

/** The line of one answered request (from the journal's entry when it made one); undefined when it was not a REST request. */
export function requestLine(site: Site, trace: Trace, res: WireReply, entry?: Recorded): RequestLine | undefined {
  const req = tracedRequest(trace);
  if (!req) return undefined;
  const redact = entry?.redact ?? recordRedactOptions(site.scenario.record.redact);
  const query = withoutRestRoute(req.rawQuery);
  return {
    time: new Date().toISOString(),
    id: entry?.id ?? null,
    method: req.method,
    route: shownUrl(req.route, redact),
    query: query ? shownUrl(`?${query}`, redact).slice(1) : '',
    status: entry ? entry.status : res.headersSent ? res.statusCode : null,
    ms: entry?.duration ?? Math.round((performance.now() - trace.started) * 100) / 100,
    answeredBy: trace.answeredBy,
    answer: answerKind(trace.answeredBy),
    latency: trace.latency ?? 0,
    session: req.session,
  };
}

/** `rest_route=/x&a=1` → `a=1`: the route is shown on its own. */
function withoutRestRoute(rawQuery: string): string {
  if (!rawQuery) return '';
  return rawQuery.includes('rest_route')
    ? rawQuery
        .split('&')
        .filter((p) => p !== '' && !/^rest_route(=|$)/.test(p))
        .join('&')
    : rawQuery;
}

/** Control characters (a decoded `%0A` in a route, a method override) escaped: one request is one line. */
const printable = (text: string): string => text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/**
 * `text`: `2026-05-04T10:15:02.311Z GET /cms/v2/posts?per_page=2 → 200 3.21ms posts.list #1`, then `latency=48ms`
 * and `session=<name>` where they apply (before the id). `json`: the line's keys as they are.
 */
export function formatRequestLine(line: RequestLine, format: LogFormat): string {
  if (format === 'json') return JSON.stringify(line);
  const url = line.query ? `${line.route}?${line.query}` : line.route;
  return [
    line.time,
    printable(line.method),
    printable(url),
    '→',
    String(line.status ?? '---'),
    `${line.ms}ms`,
    printable(line.answeredBy),
    ...(line.latency ? [`latency=${line.latency}ms`] : []),
    ...(line.session !== 'default' ? [`session=${printable(line.session)}`] : []),
    ...(line.id !== null ? [`#${line.id}`] : []),
  ].join(' ');
}
