// createApp(): the whole mock as an express app that never listens (tests hand it to supertest;
// embedders mount it). The CLI listens with listener(), which answers REST requests, uploads and site pages without
// express; express (built on first use) serves only the admin API under /__mock.
//
// The site serving is one reference, read once per request: swap() (hot reload) replaces it between requests, so a
// request runs on one scenario from start to end and the hot path pays one variable read for the indirection.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { loadExpress } from './load-on-demand.js';
import { RequestJournal, DEFAULT_JOURNAL_SIZE } from './admin/request-journal.js';
import { adminRouter } from './admin/router.js';
import { stopSearchWorker } from './areas/sitetool/theme/search-worker.js';
import type { ProfileName } from './model/catalogue.js';
import { createSite, seedSource } from './site.js';
import type { Site } from './dispatch/types.js';
import { CallbackSender } from './http/callbacks.js';
import { handleRest, type TraceSink } from './http/rest-listener.js';
import { loggingSink, type RequestLine } from './admin/request-log.js';
import type { LatencyRange } from './model/latency.js';
import { handleSitePage } from './http/site-pages.js';
import { stampDate } from './http/response-date.js';
import { handleUpload } from './http/uploads.js';
import { ReplaySetup, type ReplayConfig } from './replay/replay-setup.js';
import { openLiveRecorder } from './record/live-recorder.js';
import { loadScenario } from './scenario/load.js';
import type { Scenario } from './model/scenario.js';
import { seedState } from './store/seed.js';
import type { SessionState } from './store/types.js';

export interface AppOptions {
  /** A scenario file path, or an already loaded scenario; the embedded default when absent. */
  scenario?: string | Scenario;
  /** Overrides the scenario's profile. */
  profile?: ProfileName;
  /** Persist the state to this JSON file (`--db`); in memory when absent. */
  db?: string;
  /** Every admin call but /__mock/health needs this token (`Authorization: Bearer` or `X-Mock-Admin-Token`). */
  adminToken?: string;
  /** Origins whose web pages may call the admin API without the token (`--admin-origin`); none by default. */
  adminOrigins?: readonly string[];
  /** Requests the request journal keeps (`GET /__mock/journal`); default 1,000, 0 keeps none. */
  journalSize?: number;
  /** The newest journaled requests that keep their answer's body (`GET /__mock/journal/{id}`); default 100. */
  journalBodies?: number;
  /** JSON and form bodies over this many bytes get 413 `mock_site_body_too_large`; default 1 MiB. */
  maxBodyBytes?: number;
  /** File uploads (multipart files, raw file bodies) and `/__mock` bodies over this many bytes get 413; default 64 MiB. */
  maxUploadBytes?: number;
  /** Sessions kept before the least recently used is evicted (its state dropped); default 1,000, 0: no bound. */
  maxSessions?: number;
  /** Replay cassettes (`serve --replay`): recorded requests get their recorded bytes, before the fake. */
  replay?: ReplayConfig | ReplaySetup;
  /**
   * Every REST answer waits this long (ms, drawn from the range, seeded by the scenario seed) in place of the
   * scenario's global `latency` (`serve --latency`); a route's or a rule's latency still wins. `/__mock` never waits.
   */
  latency?: LatencyRange;
  /** Called with each REST request once answered (`serve --log` prints it); not called at all when absent. */
  onRequest?: (line: RequestLine) => void;
}

export interface SwapResult {
  /** true: the sessions kept their state; false: the seed data changed, every session started over from the new seed. */
  kept: boolean;
}

/**
 * The whole mock as one request handler (an express app underneath, whose types stay out of the public API):
 * a node:http request listener (`http.createServer(handler)`, supertest's `request(handler)`) and a middleware an
 * express or connect app mounts (`app.use('/mock', handler)`).
 */
export type MockHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

export interface MockApp {
  /** The mock as a request handler with the admin API (`/__mock`); built on first use. */
  readonly express: MockHandler;
  /** The site serving now (swap() replaces it). */
  readonly site: Site;
  /** The last requests and what answered them (`GET /__mock/journal`). */
  readonly journal: RequestJournal;
  /** The cassettes of `serve --replay`, if any. */
  readonly replay?: ReplaySetup;
  /** Sends what answers send on (rules' `callbacks`, the payments webhook simulation); `idle()` waits for their outcomes. */
  readonly callbacks: CallbackSender;
  /** The node:http request listener the CLI serves with (REST first, then express). */
  readonly listener: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * Serves `scenario` from the next request on (hot reload). The sessions keep their state unless the seed it
   * builds (users, data, clock) differs from the current one; then each starts over from the new seed. Throws,
   * serving on unchanged, when the scenario does not compile.
   */
  swap(scenario: Scenario): Promise<SwapResult>;
  /** Writes what is pending and releases the store's file. */
  close(): void;
}

/** `/__mock` and below: the admin API, served by express. */
const isAdminPath = (url = '/') => url.startsWith('/__mock') && (url.length === 7 || url[7] === '/' || url[7] === '?');

export function resolveScenario(options: AppOptions): Scenario {
  const base = typeof options.scenario === 'object' ? options.scenario : loadScenario(options.scenario);
  return options.profile ? { ...base, profile: options.profile } : base;
}

/** What decides whether a reload keeps the sessions: the seed state and the clock it is read with. */
const seedKey = (scenario: Scenario, state: SessionState) => JSON.stringify([state, scenario.clock, scenario.site.gmt_offset]);

export function createMockApp(options: AppOptions = {}): MockApp {
  const scenario = resolveScenario(options);
  const replay =
    options.replay &&
    (options.replay instanceof ReplaySetup
      ? options.replay
      : new ReplaySetup(
          { ...options.replay, ...(options.maxSessions !== undefined ? { maxSessions: options.maxSessions } : {}) },
          scenario.record,
          openLiveRecorder,
        ));
  let current = createSite(scenario, {
    ...(options.db ? { db: options.db } : {}),
    maxBodyBytes: options.maxBodyBytes,
    maxUploadBytes: options.maxUploadBytes,
    maxSessions: options.maxSessions,
    latency: options.latency,
  });
  let currentKey: string | undefined;
  const journal = new RequestJournal(options.journalSize ?? DEFAULT_JOURNAL_SIZE, options.journalBodies);
  // The journal learns of every REST request; the request log (serve --log) is chosen here, not asked per request.
  const sink: TraceSink = options.onRequest ? loggingSink(journal, options.onRequest) : journal.record;
  const callbacks = new CallbackSender();
  let app: Express | undefined;
  const expressApp = (): Express => {
    if (app) return app;
    app = loadExpress()();
    app.disable('x-powered-by');
    app.disable('etag');
    app.use(
      '/__mock',
      adminRouter({ site: () => current, journal, ...(replay ? { replay } : {}) }, { token: options.adminToken, allowedOrigins: options.adminOrigins }),
    );
    app.use((req, res) => answerSite(current, req, res));
    return app;
  };
  const answerSite = (site: Site, req: IncomingMessage, res: ServerResponse) => {
    if (handleRest(site, req, res, sink, replay, callbacks)) return;
    stampDate(site, req, res);
    if (!handleUpload(site, req, res)) handleSitePage(site, req, res);
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (isAdminPath(req.url)) expressApp()(req as Parameters<Express>[0], res as Parameters<Express>[1]);
    else answerSite(current, req, res);
  };
  return {
    get express(): MockHandler {
      return expressApp();
    },
    get site() {
      return current;
    },
    journal,
    ...(replay ? { replay } : {}),
    callbacks,
    listener,
    async swap(scenario) {
      const { store } = current;
      const next = createSite(scenario, { store, maxBodyBytes: current.maxBodyBytes, maxUploadBytes: current.maxUploadBytes, latency: options.latency });
      const state = seedState(scenario);
      const key = seedKey(scenario, state);
      currentKey ??= seedKey(current.scenario, seedState(current.scenario));
      const kept = key === currentKey;
      current = next;
      currentKey = key;
      // Synchronous up to its first await: no request sees the new site with the old seed.
      if (!kept) {
        const { seed, clock } = seedSource(scenario, state);
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

/** The mock site as a request handler (for supertest, node:http, and mounting inside another app). */
export function createApp(options: AppOptions = {}): MockHandler {
  return createMockApp(options).express;
}
