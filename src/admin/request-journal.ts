// The request journal: the last N REST requests and what answered them, in a fixed ring (bounded memory, no
// allocation beyond one small record per request). The REST listener records into it (a TraceSink); the admin API
// lists it (GET /__mock/journal), shows one whole (GET /__mock/journal/{id}: journal-detail.ts) and counts in it
// (POST /__mock/verify). Answers are kept by reference (the bytes already written); past a byte budget the oldest
// entries let go of their bodies, so a run of large answers cannot grow the journal without bound.
import type { ServerResponse } from 'node:http';
import type { Site } from '../dispatch/types.js';
import { recordRedactOptions, type RedactOptions } from '../cassette/redact.js';
import type { CallbackOutcome } from '../model/callback.js';
import type { Trace } from '../http/rest-listener.js';
import type { Identity } from '../cassette/identity.js';
import type { SourceRef } from '../model/rule.js';
import type { User } from '../model/scenario.js';
import type { PhpValue } from '../wp/php-query.js';
import type { RestRequest } from '../wp/request.js';
import type { WireAnswer } from '../wp/respond.js';
import { headersWithoutSecrets, withoutSecrets } from './journal-secrets.js';
import { RouteTally } from './route-tally.js';

export const DEFAULT_JOURNAL_SIZE = 1000;
/** Answer bodies the journal keeps at most, all entries together. */
export const JOURNAL_BODY_BUDGET = 32 * 1024 * 1024;
/**
 * The newest entries that keep their answer's body. Bodies kept for long outlive V8's young generation and are
 * promoted, which grew a long run's memory by a quarter with all 1,000 kept (the soak test); 100 stays flat.
 */
export const DEFAULT_JOURNAL_BODIES = 100;

/** One journaled request, with what `verify` matches on (headers and body are not listed). */
export interface Recorded {
  /** Counts the run's requests from 1. */
  id: number;
  /** The session's scenario clock once answered (ms since the epoch). */
  at: number;
  method: string;
  route: string;
  query: Record<string, PhpValue>;
  /** null: no answer was sent (a fault cut the connection). */
  status: number | null;
  session: string;
  /** The authenticated user, or null for anonymous. */
  user: User | null;
  answeredBy: string;
  /** Wall-clock milliseconds the mock took (diagnostics only, never in a REST answer), its latency included. */
  duration: number;
  /** Milliseconds the answer waited before it was written (serve --latency, a scenario's `latency`); undefined: none applies. */
  latency: number | undefined;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
  form: Record<string, PhpValue>;
  /** The method on the wire (HEAD answers carry no body). */
  wireMethod: string;
  /** What was written; its body is let go past the byte budget (`bodyDropped`). */
  answer: WireAnswer | undefined;
  bodyDropped: boolean;
  /** The rule that answered, where its scenario wrote it. */
  rule: SourceRef | undefined;
  /** Under replay: the request no recording matched. */
  miss: Identity | undefined;
  /** The requests its answer sent on (a rule's callbacks), each with its outcome once known. */
  callbacks: CallbackOutcome[] | undefined;
  /** What is a secret (the defaults and the scenario's `record.redact`): the detail hides the answer's by it. */
  redact: RedactOptions;
}

/** What GET /__mock/journal lists of one request. */
export interface ListedRequest {
  id: number;
  time: string;
  method: string;
  route: string;
  query: Record<string, PhpValue>;
  status: number | null;
  session: string;
  user: string | null;
  answeredBy: string;
  duration: number;
  /** Milliseconds the answer waited before it was written (serve --latency, the scenario's `latency`); absent when no latency applies. */
  latency?: number;
  /** The requests its answer sent on (a rule's `callbacks`, the payments webhook simulation): pending, answered (status) or failed (error). */
  callbacks?: CallbackOutcome[];
}

export class RequestJournal {
  readonly #ring: (Recorded | undefined)[];
  #next = 0;
  #size = 0;
  #lastId = 0;
  #bodyBytes = 0;
  /** The id of the oldest entry that may still hold a body. */
  #keepsBodiesFrom = 1;
  readonly #listeners = new Set<(entry: Recorded) => void>();
  /** Catalogue routes the run has touched (GET /__mock/routes); counted even when the journal keeps nothing. */
  readonly routes = new RouteTally();

  constructor(
    readonly capacity = DEFAULT_JOURNAL_SIZE,
    readonly bodiesKept = DEFAULT_JOURNAL_BODIES,
    readonly bodyBudget = JOURNAL_BODY_BUDGET,
  ) {
    this.#ring = new Array<Recorded | undefined>(capacity);
  }

  /** The REST listener's TraceSink; returns the entry made (none when the journal keeps nothing). */
  readonly record = (site: Site, trace: Trace, res: ServerResponse): Recorded | undefined => {
    const req = trace.request;
    if (!req) return undefined;
    this.routes.count(site, req.route);
    if (this.capacity === 0) return undefined;
    const { store } = site;
    const at = store.has(req.session) ? store.session(req.session).instant() : Date.parse(site.scenario.clock.start);
    const evicted = this.#ring[this.#next];
    if (evicted?.answer && !evicted.bodyDropped) this.#bodyBytes -= bodySize(evicted.answer);
    const { answer } = trace;
    const redact = recordRedactOptions(site.scenario.record.redact);
    const headers = trace.headers ?? req.headers;
    this.#ring[this.#next] = new Entry(++this.#lastId, at, req, trace, res.headersSent ? res.statusCode : null, headers, redact, site);
    const entry = this.#ring[this.#next]!;
    this.#next = (this.#next + 1) % this.capacity;
    if (this.#size < this.capacity) this.#size++;
    if (answer) {
      this.#bodyBytes += bodySize(answer);
      if (this.#bodyBytes > this.bodyBudget) this.#letGoOfBodies();
    }
    if (this.#size > this.bodiesKept) this.#letGoOfBody(this.#at(this.#size - 1 - this.bodiesKept));
    if (this.#listeners.size) for (const listener of this.#listeners) listener(entry);
    return entry;
  };

  #letGoOfBody(e: Recorded): void {
    if (!e.answer || e.bodyDropped) return;
    this.#bodyBytes -= bodySize(e.answer);
    e.answer = { ...e.answer, body: undefined };
    e.bodyDropped = true;
  }

  /** Drops answer bodies, oldest first, until the kept ones fit the budget again (each entry is passed once). */
  #letGoOfBodies(): void {
    let i = this.#indexOf(this.#keepsBodiesFrom);
    for (; i < this.#size && this.#bodyBytes > this.bodyBudget; i++) this.#letGoOfBody(this.#at(i));
    this.#keepsBodiesFrom = i < this.#size ? this.#at(i).id : this.#lastId + 1;
  }

  /** The i-th kept entry, oldest first. */
  #at(i: number): Recorded {
    return this.#ring[(this.#next - this.#size + i + this.capacity) % this.capacity]!;
  }

  /** Where the first kept entry with an id from `id` on is (ids grow along the ring). */
  #indexOf(id: number): number {
    let lo = 0;
    let hi = this.#size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.#at(mid).id < id) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The entry with this id, while the ring still holds it. */
  find(id: number): Recorded | undefined {
    const i = this.#indexOf(id);
    return i < this.#size && this.#at(i).id === id ? this.#at(i) : undefined;
  }

  /** Calls `listener` with each request journaled from now on (GET /__mock/journal/stream); returns the unsubscribe. */
  subscribe(listener: (entry: Recorded) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** How many listen (tests check streams let go when their client does). */
  get listeners(): number {
    return this.#listeners.size;
  }

  /** Every kept request, oldest first. */
  entries(): Recorded[] {
    const out: Recorded[] = [];
    for (let i = 0; i < this.#size; i++) out.push(this.#at(i));
    return out;
  }

  /** Forgets the requests of one session, or all of them. */
  clear(session?: string): void {
    const kept = session === undefined ? [] : this.entries().filter((e) => e.session !== session);
    this.#ring.fill(undefined);
    kept.forEach((e, i) => {
      this.#ring[i] = e;
    });
    this.#size = kept.length;
    this.#next = kept.length % Math.max(this.capacity, 1);
    this.#bodyBytes = kept.reduce((n, e) => n + (e.answer && !e.bodyDropped ? bodySize(e.answer) : 0), 0);
  }
}

/**
 * A query object is the same object from request to request on the fast paths (a replayed request's address, a kept
 * read's request): its redacted form is worked out once per object and redaction.
 */
const redactedQueries = new WeakMap<object, { redact: RedactOptions; query: Record<string, PhpValue> }>();

function queryWithoutSecrets(query: Record<string, PhpValue>, redact: RedactOptions): Record<string, PhpValue> {
  if (isEmpty(query)) return query;
  const known = redactedQueries.get(query);
  if (known?.redact === redact) return known.query;
  const shown = withoutSecrets(query, redact);
  redactedQueries.set(query, { redact, query: shown });
  return shown;
}

function isEmpty(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

const bodySize = (a: WireAnswer): number => (a.body === undefined ? 0 : typeof a.body === 'string' ? a.body.length * 2 : a.body.length);

export function listed(e: Recorded): ListedRequest {
  return {
    id: e.id,
    time: new Date(e.at).toISOString(),
    method: e.method,
    route: e.route,
    query: e.query,
    status: e.status,
    session: e.session,
    user: e.user?.username ?? null,
    answeredBy: e.answeredBy,
    duration: e.duration,
    ...(e.latency !== undefined ? { latency: e.latency } : {}),
    ...(e.callbacks ? { callbacks: e.callbacks.map((c) => ({ ...c })) } : {}),
  };
}

/**
 * One journal entry. The request's headers and body are redacted when first read: most entries are never read
 * (the journal is a ring of 1,000), and redacting every header value of every request was the journal's main cost.
 * What is read is what the request was once answered (nothing changes a request after its answer).
 */
class Entry implements Recorded {
  readonly method: string;
  readonly route: string;
  readonly query: Record<string, PhpValue>;
  readonly session: string;
  readonly user: User | null;
  readonly answeredBy: string;
  readonly duration: number;
  readonly latency: number | undefined;
  readonly wireMethod: string;
  answer: WireAnswer | undefined;
  bodyDropped = false;
  readonly rule: SourceRef | undefined;
  readonly miss: Identity | undefined;
  readonly callbacks: CallbackOutcome[] | undefined;
  readonly #rawHeaders: RestRequest['headers'];
  readonly #rawJson: unknown;
  readonly #rawForm: Record<string, PhpValue>;
  #headers: Recorded['headers'] | undefined;
  #json: unknown;
  #jsonRead = false;
  #form: Record<string, PhpValue> | undefined;

  constructor(
    readonly id: number,
    readonly at: number,
    req: RestRequest,
    trace: Trace,
    readonly status: number | null,
    headers: RestRequest['headers'],
    readonly redact: RedactOptions,
    site: Site,
  ) {
    this.method = req.method;
    this.route = req.route;
    this.query = queryWithoutSecrets(req.query, redact);
    this.session = req.session;
    this.user = req.user;
    this.answeredBy = trace.answeredBy;
    this.duration = Math.round((performance.now() - trace.started) * 100) / 100;
    this.latency = trace.latency;
    this.wireMethod = req.wireMethod;
    this.answer = trace.answer;
    this.rule = trace.answeredBy.startsWith('rule:') ? site.rules.sourceOf(trace.answeredBy.slice(5)) : undefined;
    this.miss = trace.miss;
    this.callbacks = trace.callbacks;
    this.#rawHeaders = headers;
    this.#rawJson = req.json;
    this.#rawForm = req.form;
  }

  get headers(): Recorded['headers'] {
    return (this.#headers ??= headersWithoutSecrets(this.#rawHeaders, this.redact));
  }

  get json(): unknown {
    if (!this.#jsonRead) {
      this.#json = this.#rawJson === undefined ? undefined : withoutSecrets(this.#rawJson, this.redact);
      this.#jsonRead = true;
    }
    return this.#json;
  }

  get form(): Record<string, PhpValue> {
    return (this.#form ??= isEmpty(this.#rawForm) ? this.#rawForm : (withoutSecrets(this.#rawForm, this.redact) as Record<string, PhpValue>));
  }
}
