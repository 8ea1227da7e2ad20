// `mock-site/fetch`: the whole stateful fake as a fetch function, with no server — for MSW, browsers, Storybook and
// test runners. The same engine as `serve` (src/mock-engine.ts): catalogue, protocol, kinds, areas, rules, machines,
// sessions by X-Mock-Session, the scenario clock, the journal and replay.
import type { ListedRequest } from '../admin/request-journal.js';
import { preload } from '../load-on-demand.js';
import { createMockEngine, journalOf, stateOf, type MockEngine } from '../mock-engine.js';
import type { LatencyRange } from '../model/latency.js';
import type { ProfileName } from '../model/catalogue.js';
import { followsAwaits } from '../platform/async-context.js';
import type { ScenarioFile } from '../scenario/defaults.js';
import type { SessionState } from '../store/types.js';
import { answerFetch } from './fetch-answer.js';
import { replayOf, type CassetteInput } from './cassette-input.js';
import { scenarioOf } from './scenario-input.js';

export interface MockSiteOptions {
  /** Where the site lives when not at a host's root (`https://example.test/blog`): paths are read under its path. */
  baseUrl?: string;
  /** A scenario file path (Node only), its YAML text, or the scenario as an object; the embedded default when absent. */
  scenario?: string | ScenarioFile;
  /** Overrides the scenario's profile (`site` or `shop`). */
  profile?: ProfileName;
  /** Overrides the scenario's seed (ids, fake data). */
  seed?: number;
  /** Recordings answered first, as `serve --replay`: cassette file paths (Node only), cassette YAML text or objects. */
  cassettes?: readonly CassetteInput[];
  /**
   * Who answers a request no recording matches: the stateful fake (default) or an error (`serve --fallback`). Not
   * `record` or `proxy`: the live site is asked over node:http, by `serve` (the replay refuses them here).
   */
  fallback?: 'fake' | 'error';
  /** A request replayed more often than it was recorded is an error (`serve --strict`). */
  strict?: boolean;
  /** Every answer's latency (ms or {min, max}) in place of the scenario's; a route's or a rule's still wins. */
  latency?: LatencyRange;
  /** Requests the journal keeps; default 1,000, 0 keeps none. */
  journalSize?: number;
  /** JSON and form bodies over this many bytes get 413; default 1 MiB. */
  maxBodyBytes?: number;
}

export interface MockSite {
  /** Answers one request as `serve` would; rejects as fetch() does (a TypeError) when a rule cuts the connection. */
  fetch(request: Request): Promise<Response>;
  /** Every session (or the one named) back at the scenario seed; their journal entries and replay counters go. */
  reset(session?: string): Promise<void>;
  /** A session's whole state now (tables, machines, counters), as `GET /__mock/state?session=` answers it. */
  state(session?: string): SessionState;
  /** The journaled requests (of one session, when named), oldest first, as `GET /__mock/journal` lists them. */
  journal(session?: string): ListedRequest[];
  /** Stops what waits to be sent on (rules' callbacks): each is journaled as not sent. */
  close(): void;
}

export async function createMockSite(options: MockSiteOptions = {}): Promise<MockSite> {
  await preload();
  const scenario = scenarioOf(options.scenario, options);
  const replay = options.cassettes?.length ? replayOf(options.cassettes, options, scenario) : undefined;
  const engine = createMockEngine(scenario, {
    ...(replay ? { replay } : {}),
    ...(options.latency ? { latency: options.latency } : {}),
    ...(options.journalSize !== undefined ? { journalSize: options.journalSize } : {}),
    ...(options.maxBodyBytes !== undefined ? { maxBodyBytes: options.maxBodyBytes } : {}),
  });
  return mockSiteOf(engine, options.baseUrl ? new URL(options.baseUrl).pathname.replace(/\/+$/, '') : '');
}

function mockSiteOf(engine: MockEngine, basePath: string): MockSite {
  // Where the async context cannot follow awaits (browsers: src/platform/web/async-context.ts), one request is
  // answered at a time, so every request reads its own permalink style.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => {});
    return next;
  };
  return {
    fetch: (request) => (followsAwaits ? answerFetch(engine, request, basePath) : oneAtATime(() => answerFetch(engine, request, basePath))),
    reset: async (session) => {
      await engine.reset(session);
    },
    state: (session) => stateOf(engine, session),
    journal: (session) => journalOf(engine, session),
    close: () => engine.close(),
  };
}
