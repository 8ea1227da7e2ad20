// The mock without a transport: the site serving now (swapped on hot reload), the request journal, replay, the
// callbacks answers send on, and rest(): one REST request in, its answer written to a reply. `serve` (src/app.ts,
// node:http) and the fetch transport (src/fetch/, for MSW, browsers and test runners) are thin adapters around it.
import { RequestJournal, DEFAULT_JOURNAL_SIZE, listed, type ListedRequest } from './admin/request-journal.js';
import { loggingSink, type RequestLine } from './admin/request-log.js';
import { resetSessions } from './admin/reset.js';
import { stopSearchWorker } from './areas/sitetool/theme/search-worker.js';
import { createSite, seedSource, type SiteOptions } from './site.js';
import type { Site } from './dispatch/types.js';
import { CallbackSender } from './http/callbacks.js';
import { handleRest, type TraceSink } from './http/rest-listener.js';
import type { WireReply, WireRequest } from './wp/wire.js';
import type { ReplaySetup } from './replay/replay-setup.js';
import type { Scenario } from './model/scenario.js';
import { seedState } from './store/seed.js';
import type { SessionState } from './store/types.js';

export interface EngineOptions extends Omit<SiteOptions, 'store'> {
  /** Requests the request journal keeps (`GET /__mock/journal`); default 1,000, 0 keeps none. */
  journalSize?: number;
  /** The newest journaled requests that keep their answer's body (`GET /__mock/journal/{id}`); default 100. */
  journalBodies?: number;
  /** Recorded requests get their recorded bytes, before the fake (`serve --replay`). */
  replay?: ReplaySetup;
  /** Called with each REST request once answered (`serve --log` prints it); not called at all when absent. */
  onRequest?: (line: RequestLine) => void;
}

export interface SwapResult {
  /** true: the sessions kept their state; false: the seed data changed, every session started over from the new seed. */
  kept: boolean;
}

export interface MockEngine {
  /** The site serving now (swap() replaces it). */
  readonly site: Site;
  /** The last requests and what answered them (`GET /__mock/journal`). */
  readonly journal: RequestJournal;
  readonly replay?: ReplaySetup;
  /** Sends what answers send on (rules' `callbacks`, the payments webhook simulation); `idle()` waits for their outcomes. */
  readonly callbacks: CallbackSender;
  /** Answers a REST request (`?rest_route=`, `/wp-json/`); false, with nothing written, when `req` is not one. */
  rest(req: WireRequest, res: WireReply): boolean;
  /** Sessions (every one, or the one named) back at the seed; their journal entries and replay counters go. */
  reset(session?: string): Promise<string[]>;
  /**
   * Serves `scenario` from the next request on (hot reload). The sessions keep their state unless the seed it
   * builds (users, data, clock) differs from the current one; then each starts over from the new seed. Throws,
   * serving on unchanged, when the scenario does not compile.
   */
  swap(scenario: Scenario): Promise<SwapResult>;
  /** Writes what is pending and releases the store's file. */
  close(): void;
}

/** The journaled requests (of one session, when named), oldest first, as `GET /__mock/journal` lists them. */
export const journalOf = (engine: Pick<MockEngine, 'journal'>, session?: string): ListedRequest[] =>
  engine.journal
    .entries()
    .filter((e) => session === undefined || e.session === session)
    .map(listed);

/** A session's whole state now (tables, machines, counters), a copy, as `GET /__mock/state` answers it. */
export const stateOf = (engine: Pick<MockEngine, 'site'>, session = 'default'): SessionState => structuredClone(engine.site.store.session(session).state);

/** What decides whether a reload keeps the sessions: the seed state and the clock it is read with. */
const seedKey = (scenario: Scenario, state: SessionState) => JSON.stringify([state, scenario.clock, scenario.site.gmt_offset]);

export function createMockEngine(scenario: Scenario, options: EngineOptions = {}): MockEngine {
  const { journalSize, journalBodies, replay, onRequest, ...siteOptions } = options;
  let current = createSite(scenario, siteOptions);
  let currentKey: string | undefined;
  const journal = new RequestJournal(journalSize ?? DEFAULT_JOURNAL_SIZE, journalBodies);
  // The journal learns of every REST request; the request log (serve --log) is chosen here, not asked per request.
  const record: TraceSink = onRequest ? loggingSink(journal, onRequest) : journal.record;
  // A reply that waits for its request's entry (the fetch transport's) hears of it once it is in the journal.
  const sink: TraceSink = (site, trace, res) => {
    record(site, trace, res);
    res.journaled?.();
  };
  const callbacks = new CallbackSender();
  return {
    get site() {
      return current;
    },
    journal,
    ...(replay ? { replay } : {}),
    callbacks,
    rest: (req, res) => handleRest(current, req, res, sink, replay, callbacks),
    reset: (session) => resetSessions(current, journal, replay, session),
    async swap(next) {
      const { store } = current;
      const site = createSite(next, { ...siteOptions, store });
      const state = seedState(next);
      const key = seedKey(next, state);
      currentKey ??= seedKey(current.scenario, seedState(current.scenario));
      const kept = key === currentKey;
      current = site;
      currentKey = key;
      // Synchronous up to its first await: no request sees the new site with the old seed.
      if (!kept) {
        const { seed, clock } = seedSource(next, state);
        await store.reseed(seed, clock);
      }
      return { kept };
    },
    close: () => {
      callbacks.close();
      stopSearchWorker();
      current.store.close();
    },
  };
}
