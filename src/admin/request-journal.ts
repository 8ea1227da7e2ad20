// The request journal: the last N REST requests and what answered them, in a fixed ring (bounded memory). The REST
// listener records into it (a TraceSink); the admin API lists it (GET /__mock/journal), shows one whole
// (GET /__mock/journal/{id}: journal-detail.ts) and counts in it (POST /__mock/verify). Answers are kept by
// reference (the bytes already written); past a byte budget the oldest entries let go of their bodies, so a run of
// large answers cannot grow the journal without bound.
//
// Recording is the hot path (every REST request), reading is rare (a person or a test asks): a request is recorded
// as a few references already at hand and a few numbers, written into columns allocated once, and one small object
// with the parts of the request an entry shows, unless the request is a kept read's, shared by its hits (the request
// itself holds its arguments, body bytes and files: kept for a thousand writes, they cost a create ~4%); everything
// an entry shows (its redacted query, headers and body, its rule, its rounded duration) is worked out when it is
// first read.
import type { WireReply } from '../wp/wire.js';
import type { Site } from '../dispatch/types.js';
import { recordRedactOptions, type RedactOptions } from '../cassette/redact.js';
import type { CallbackOutcome } from '../model/callback.js';
import { replayedRequest, type Trace } from '../http/rest-listener.js';
import type { Address } from '../wp/addressing.js';
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

/** `status` column: no answer was sent. */
const NO_STATUS = -1;

/** Slots the columns are made with; they grow as the ring fills (doubling). Small: the columns are filled at start, uncompiled. */
const FIRST_SLOTS = 64;

/** A column of references (packed elements, whatever its length), grown to `length` slots. */
function grown<T>(column: (T | undefined)[], length: number): (T | undefined)[] {
  while (column.length < length) column.push(undefined);
  return column;
}

/** A column of numbers grown to `length` slots. */
function grownNumbers<A extends Float64Array | Int32Array | Uint8Array>(column: A, length: number, make: (length: number) => A): A {
  const out = make(length);
  out.set(column);
  return out;
}

/** What an entry shows of the request: kept alone, so the ring holds no request's arguments, body bytes or files. */
type JournaledRequest = Pick<RestRequest, 'method' | 'route' | 'query' | 'session' | 'user' | 'wireMethod' | 'json' | 'form'>;

const journaled = ({ method, route, query, session, user, wireMethod, json, form }: RestRequest): JournaledRequest => ({
  method,
  route,
  query,
  session,
  user,
  wireMethod,
  json,
  form,
});

/** Everything one slot holds (clear() moves slots with it). */
interface Slot {
  id: number;
  at: number;
  took: number;
  latency: number;
  status: number;
  bodyBytes: number;
  dropped: number;
  site: Site | undefined;
  request: JournaledRequest | undefined;
  address: Address | undefined;
  method: string | undefined;
  session: string | undefined;
  headers: RestRequest['headers'] | undefined;
  answeredBy: string | undefined;
  answer: WireAnswer | undefined;
  droppedStatus: number;
  droppedHeaders: WireAnswer['headers'] | undefined;
  miss: Identity | undefined;
  callbacks: CallbackOutcome[] | undefined;
  view: Entry | undefined;
}

export class RequestJournal {
  // The ring, as columns: slot i of each is one entry.
  #ids: Float64Array;
  /** The session's scenario clock once answered; NaN: the session did not exist, its clock is at the scenario's start. */
  #at: Float64Array;
  /** Milliseconds from the request's arrival to its record (rounded when read). */
  #took: Float64Array;
  /** NaN: no latency applies. */
  #latency: Float64Array;
  /** NO_STATUS: no answer was sent. */
  #status: Int32Array;
  /** The body bytes this entry counts toward the budget (0 once let go, or with no body). */
  #bodyBytesOf: Float64Array;
  /** 1: its body was let go. */
  #dropped: Uint8Array;
  readonly #sites: (Site | undefined)[];
  /** The request as dispatched; none for a replay hit, made when read of its address, method, session and headers. */
  readonly #requests: (JournaledRequest | undefined)[];
  readonly #addresses: (Address | undefined)[];
  readonly #methods: (string | undefined)[];
  readonly #sessions: (string | undefined)[];
  /** The request's own headers (a kept read's request holds the first one's). */
  readonly #headers: (RestRequest['headers'] | undefined)[];
  readonly #answeredBy: (string | undefined)[];
  readonly #answers: (WireAnswer | undefined)[];
  /** The answer's status and headers, once its body is let go (they stay shown; the answer itself is let go); read only then. */
  #droppedStatus: Int32Array;
  readonly #droppedHeaders: (WireAnswer['headers'] | undefined)[];
  readonly #misses: (Identity | undefined)[];
  readonly #callbacks: (CallbackOutcome[] | undefined)[];
  /** The entry as read, made when first read: the same object while the ring keeps it. */
  readonly #views: (Entry | undefined)[];
  /** Slots the columns have (up to `capacity`: they grow while the ring fills). */
  #slots = 0;
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
    this.#ids = new Float64Array(0);
    this.#at = new Float64Array(0);
    this.#took = new Float64Array(0);
    this.#latency = new Float64Array(0);
    this.#status = new Int32Array(0);
    this.#bodyBytesOf = new Float64Array(0);
    this.#dropped = new Uint8Array(0);
    this.#droppedStatus = new Int32Array(0);
    this.#sites = [];
    this.#requests = [];
    this.#addresses = [];
    this.#methods = [];
    this.#sessions = [];
    this.#headers = [];
    this.#answeredBy = [];
    this.#answers = [];
    this.#droppedHeaders = [];
    this.#misses = [];
    this.#callbacks = [];
    this.#views = [];
    this.#grow(Math.min(capacity, FIRST_SLOTS));
  }

  /**
   * The REST listener's TraceSink; returns the id of the entry made (0: none, when the journal keeps nothing).
   * Writes the slot's columns and nothing else: what an entry shows is worked out when it is read.
   */
  readonly record = (site: Site, trace: Trace, res: WireReply): number => {
    const req = trace.request;
    // A replay hit: no request was made, its address stands for it (Trace.address).
    const address = req ? undefined : trace.address;
    if (!req && !address) return 0;
    this.routes.count(site, req ? req.route : address!.route, trace.pattern);
    const capacity = this.capacity;
    if (capacity === 0) return 0;
    const took = performance.now() - trace.started;
    const session = req ? req.session : trace.session!;
    const { store } = site;
    // NaN: the session does not exist (yet): the scenario clock's start, worked out when read (it is the site's).
    const at = trace.at ?? (store.has(session) ? store.session(session).instant() : NaN);
    const slot = this.#next;
    if (slot === this.#slots) this.#grow(Math.min(capacity, slot * 2));
    // The entry it replaces (none while the ring fills: its columns are empty).
    this.#bodyBytes -= this.#bodyBytesOf[slot]!;
    const id = ++this.#lastId;
    const { answer } = trace;
    const bytes = answer ? bodySize(answer) : 0;
    this.#ids[slot] = id;
    this.#at[slot] = at;
    this.#took[slot] = took;
    this.#latency[slot] = trace.latency ?? NaN;
    this.#status[slot] = res.headersSent ? res.statusCode : NO_STATUS;
    this.#bodyBytesOf[slot] = bytes;
    this.#dropped[slot] = 0;
    this.#sites[slot] = site;
    // A kept read's request is the read memo's, the same object for every hit (its own headers come in `trace.headers`):
    // kept as it is, rather than a copy per hit.
    this.#requests[slot] = req && (trace.headers ? req : journaled(req));
    // Read only when there is no request (a replay hit): what an earlier entry left there is never read.
    if (address) {
      this.#addresses[slot] = address;
      this.#methods[slot] = trace.method;
    }
    this.#sessions[slot] = session;
    this.#headers[slot] = trace.headers ?? req!.headers;
    this.#answeredBy[slot] = trace.answeredBy;
    this.#answers[slot] = answer;
    this.#misses[slot] = trace.miss;
    this.#callbacks[slot] = trace.callbacks;
    this.#views[slot] = undefined;
    this.#next = slot + 1 === capacity ? 0 : slot + 1;
    if (this.#size < capacity) this.#size++;
    if (bytes) {
      this.#bodyBytes += bytes;
      if (this.#bodyBytes > this.bodyBudget) this.#letGoOfBodies();
    }
    if (this.#size > this.bodiesKept) this.#letGoOfBody(this.#slotOf(this.#size - 1 - this.bodiesKept));
    if (this.#listeners.size) {
      const entry = this.#view(slot);
      for (const listener of this.#listeners) listener(entry);
    }
    return id;
  };

  /** Gives every column `slots` slots. */
  #grow(slots: number): void {
    const f64 = (n: number) => new Float64Array(n);
    const i32 = (n: number) => new Int32Array(n);
    this.#ids = grownNumbers(this.#ids, slots, f64);
    this.#at = grownNumbers(this.#at, slots, f64);
    this.#took = grownNumbers(this.#took, slots, f64);
    this.#latency = grownNumbers(this.#latency, slots, f64);
    this.#status = grownNumbers(this.#status, slots, i32);
    this.#bodyBytesOf = grownNumbers(this.#bodyBytesOf, slots, f64);
    this.#dropped = grownNumbers(this.#dropped, slots, (n) => new Uint8Array(n));
    this.#droppedStatus = grownNumbers(this.#droppedStatus, slots, i32);
    for (const column of [
      this.#sites,
      this.#requests,
      this.#addresses,
      this.#methods,
      this.#sessions,
      this.#headers,
      this.#answeredBy,
      this.#answers,
      this.#droppedHeaders,
      this.#misses,
      this.#callbacks,
      this.#views,
    ] as unknown[][])
      grown(column, slots);
    this.#slots = slots;
  }

  #letGoOfBody(slot: number): void {
    const answer = this.#answers[slot];
    if (!answer || this.#dropped[slot]) return;
    this.#bodyBytes -= this.#bodyBytesOf[slot]!;
    this.#bodyBytesOf[slot] = 0;
    this.#dropped[slot] = 1;
    this.#answers[slot] = undefined;
    this.#droppedStatus[slot] = answer.status;
    this.#droppedHeaders[slot] = answer.headers;
    const view = this.#views[slot];
    if (view) {
      view.answer = { ...answer, body: undefined };
      view.bodyDropped = true;
    }
  }

  /** Drops answer bodies, oldest first, until the kept ones fit the budget again (each entry is passed once). */
  #letGoOfBodies(): void {
    let i = this.#indexOf(this.#keepsBodiesFrom);
    for (; i < this.#size && this.#bodyBytes > this.bodyBudget; i++) this.#letGoOfBody(this.#slotOf(i));
    this.#keepsBodiesFrom = i < this.#size ? this.#ids[this.#slotOf(i)]! : this.#lastId + 1;
  }

  /** The slot of the i-th kept entry, oldest first. */
  #slotOf(i: number): number {
    return (this.#next - this.#size + i + this.capacity) % this.capacity;
  }

  /** Where the first kept entry with an id from `id` on is (ids grow along the ring). */
  #indexOf(id: number): number {
    let lo = 0;
    let hi = this.#size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.#ids[this.#slotOf(mid)]! < id) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The entry in `slot`, made when first read. */
  #view(slot: number): Entry {
    let view = this.#views[slot];
    if (!view) {
      const latency = this.#latency[slot]!;
      const status = this.#status[slot]!;
      const dropped = this.#dropped[slot] === 1;
      const at = this.#at[slot]!;
      const site = this.#sites[slot]!;
      view = new Entry(
        this.#ids[slot]!,
        Number.isNaN(at) ? Date.parse(site.scenario.clock.start) : at,
        this.#requests[slot] ?? replayedRequest(this.#addresses[slot]!, this.#methods[slot], this.#headers[slot]!, this.#sessions[slot]!),
        this.#headers[slot]!,
        site,
        this.#answeredBy[slot]!,
        Math.round(this.#took[slot]! * 100) / 100,
        Number.isNaN(latency) ? undefined : latency,
        status === NO_STATUS ? null : status,
        dropped ? { status: this.#droppedStatus[slot]!, headers: this.#droppedHeaders[slot]!, body: undefined } : this.#answers[slot],
        dropped,
        this.#misses[slot],
        this.#callbacks[slot],
      );
      this.#views[slot] = view;
    }
    return view;
  }

  /** The entry with this id, while the ring still holds it. */
  find(id: number): Recorded | undefined {
    const i = this.#indexOf(id);
    if (i >= this.#size) return undefined;
    const slot = this.#slotOf(i);
    return this.#ids[slot] === id ? this.#view(slot) : undefined;
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
    for (let i = 0; i < this.#size; i++) out.push(this.#view(this.#slotOf(i)));
    return out;
  }

  /** Forgets the requests of one session, or all of them. */
  clear(session?: string): void {
    const kept: Slot[] = [];
    if (session !== undefined)
      for (let i = 0; i < this.#size; i++) {
        const slot = this.#slotOf(i);
        if (this.#sessions[slot] !== session) kept.push(this.#take(slot));
      }
    for (let slot = 0; slot < this.#slots; slot++) this.#put(slot, undefined);
    for (const [i, s] of kept.entries()) this.#put(i, s);
    this.#size = kept.length;
    this.#next = kept.length % Math.max(this.capacity, 1);
    this.#bodyBytes = kept.reduce((n, s) => n + s.bodyBytes, 0);
  }

  #take(slot: number): Slot {
    return {
      id: this.#ids[slot]!,
      at: this.#at[slot]!,
      took: this.#took[slot]!,
      latency: this.#latency[slot]!,
      status: this.#status[slot]!,
      bodyBytes: this.#bodyBytesOf[slot]!,
      dropped: this.#dropped[slot]!,
      site: this.#sites[slot],
      request: this.#requests[slot],
      address: this.#addresses[slot],
      method: this.#methods[slot],
      session: this.#sessions[slot],
      headers: this.#headers[slot],
      answeredBy: this.#answeredBy[slot],
      answer: this.#answers[slot],
      droppedStatus: this.#droppedStatus[slot]!,
      droppedHeaders: this.#droppedHeaders[slot],
      miss: this.#misses[slot],
      callbacks: this.#callbacks[slot],
      view: this.#views[slot],
    };
  }

  /** Writes `s` into `slot`, or empties it. */
  #put(slot: number, s: Slot | undefined): void {
    this.#ids[slot] = s?.id ?? 0;
    this.#at[slot] = s?.at ?? 0;
    this.#took[slot] = s?.took ?? 0;
    this.#latency[slot] = s?.latency ?? 0;
    this.#status[slot] = s?.status ?? 0;
    this.#bodyBytesOf[slot] = s?.bodyBytes ?? 0;
    this.#dropped[slot] = s?.dropped ?? 0;
    this.#sites[slot] = s?.site;
    this.#requests[slot] = s?.request;
    this.#addresses[slot] = s?.address;
    this.#methods[slot] = s?.method;
    this.#sessions[slot] = s?.session;
    this.#headers[slot] = s?.headers;
    this.#answeredBy[slot] = s?.answeredBy;
    this.#answers[slot] = s?.answer;
    this.#droppedStatus[slot] = s?.droppedStatus ?? 0;
    this.#droppedHeaders[slot] = s?.droppedHeaders;
    this.#misses[slot] = s?.miss;
    this.#callbacks[slot] = s?.callbacks;
    this.#views[slot] = s?.view;
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
 * One journal entry as read, made from its slot when first read. The request's headers and body are redacted when
 * first read too: most entries are never read (the journal is a ring of 1,000), and redacting every header value of
 * every request was the journal's main cost. What is read is what the request was once answered (nothing changes a
 * request after its answer).
 */
class Entry implements Recorded {
  readonly method: string;
  readonly route: string;
  readonly query: Record<string, PhpValue>;
  readonly session: string;
  readonly user: User | null;
  readonly wireMethod: string;
  readonly rule: SourceRef | undefined;
  readonly redact: RedactOptions;
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
    req: JournaledRequest,
    headers: RestRequest['headers'],
    site: Site,
    readonly answeredBy: string,
    readonly duration: number,
    readonly latency: number | undefined,
    readonly status: number | null,
    public answer: WireAnswer | undefined,
    public bodyDropped: boolean,
    readonly miss: Identity | undefined,
    readonly callbacks: CallbackOutcome[] | undefined,
  ) {
    this.redact = recordRedactOptions(site.scenario.record.redact);
    this.method = req.method;
    this.route = req.route;
    this.query = queryWithoutSecrets(req.query, this.redact);
    this.session = req.session;
    this.user = req.user;
    this.wireMethod = req.wireMethod;
    this.rule = answeredBy.startsWith('rule:') ? site.rules.sourceOf(answeredBy.slice(5)) : undefined;
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
