// The request journal: the last N REST requests and what answered them, in a fixed ring (bounded memory, no
// allocation beyond one small record per request). The REST listener records into it (a TraceSink); the admin API
// lists it (GET /__mock/journal) and counts in it (POST /__mock/verify).
import type { ServerResponse } from 'node:http';
import type { Site } from '../dispatch/types.js';
import type { Trace } from '../http/rest-listener.js';
import type { User } from '../scenario/types.js';
import type { PhpValue } from '../wp/php-query.js';
import { headersWithoutSecrets, withoutSecrets } from './journal-secrets.js';

export const DEFAULT_JOURNAL_SIZE = 1000;

/** One journaled request, with what `verify` matches on (headers and body are not listed). */
export interface Recorded {
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
  /** Wall-clock milliseconds the mock took (diagnostics only, never in a REST answer). */
  duration: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
  form: Record<string, PhpValue>;
}

/** What GET /__mock/journal lists of one request. */
export interface ListedRequest {
  time: string;
  method: string;
  route: string;
  query: Record<string, PhpValue>;
  status: number | null;
  session: string;
  user: string | null;
  answeredBy: string;
  duration: number;
}

export class RequestJournal {
  readonly #ring: (Recorded | undefined)[];
  #next = 0;
  #size = 0;
  readonly #listeners = new Set<(entry: Recorded) => void>();

  constructor(readonly capacity = DEFAULT_JOURNAL_SIZE) {
    this.#ring = new Array<Recorded | undefined>(capacity);
  }

  /** The REST listener's TraceSink. */
  readonly record = (site: Site, trace: Trace, res: ServerResponse): void => {
    const req = trace.request;
    if (!req || this.capacity === 0) return;
    const { store } = site;
    const at = store.has(req.session) ? store.session(req.session).instant() : Date.parse(site.scenario.clock.start);
    this.#ring[this.#next] = {
      at,
      method: req.method,
      route: req.route,
      query: withoutSecrets(req.query),
      status: res.headersSent ? res.statusCode : null,
      session: req.session,
      user: req.user,
      answeredBy: trace.answeredBy,
      duration: Math.round((performance.now() - trace.started) * 100) / 100,
      headers: headersWithoutSecrets(req.headers),
      json: withoutSecrets(req.json),
      form: withoutSecrets(req.form),
    };
    const entry = this.#ring[this.#next]!;
    this.#next = (this.#next + 1) % this.capacity;
    if (this.#size < this.capacity) this.#size++;
    for (const listener of this.#listeners) listener(entry);
  };

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
    const first = (this.#next - this.#size + this.capacity) % this.capacity;
    for (let i = 0; i < this.#size; i++) out.push(this.#ring[(first + i) % this.capacity]!);
    return out;
  }

  /** Forgets the requests of one session, or all of them. */
  clear(session?: string): void {
    const kept = session === undefined ? [] : this.entries().filter((e) => e.session !== session);
    this.#ring.fill(undefined);
    kept.forEach((e, i) => (this.#ring[i] = e));
    this.#size = kept.length;
    this.#next = kept.length % Math.max(this.capacity, 1);
  }
}

export function listed(e: Recorded): ListedRequest {
  return {
    time: new Date(e.at).toISOString(),
    method: e.method,
    route: e.route,
    query: e.query,
    status: e.status,
    session: e.session,
    user: e.user?.username ?? null,
    answeredBy: e.answeredBy,
    duration: e.duration,
  };
}
