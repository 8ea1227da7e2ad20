// createApp(): the whole mock as an express app that never listens (tests hand it to supertest;
// embedders mount it). The CLI listens with listener(), which answers REST requests, uploads and site pages without
// express; express (built on first use) serves only the admin API under /__mock.
//
// The site serving is one reference, read once per request: swap() (hot reload) replaces it between requests, so a
// request runs on one scenario from start to end and the hot path pays one variable read for the indirection.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { loadExpress } from './load-on-demand.js';
import { loadAdminRouter } from './admin/on-demand.js';
import type { ProfileName } from './model/catalogue.js';
import type { LatencyRange } from './model/latency.js';
import { handleSitePage } from './http/site-pages.js';
import { stampDate } from './http/response-date.js';
import { handleUpload } from './http/uploads.js';
import { ReplaySetup, type ReplayConfig } from './replay/replay-setup.js';
import { openLiveRecorder } from './record/live-recorder.js';
import { loadScenario } from './scenario/load.js';
import { createMockEngine, type MockEngine } from './mock-engine.js';
import type { RequestLine } from './admin/request-log.js';
import type { Scenario } from './model/scenario.js';

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
  /**
   * Replay cassettes (`serve --replay`): recorded requests get their recorded bytes, before the fake. With fallback
   * `proxy` the paths may be none: the scenario's rules answer first, the `target` site the rest.
   */
  replay?: ReplayConfig | ReplaySetup;
  /**
   * Every REST answer waits this long (ms, drawn from the range, seeded by the scenario seed) in place of the
   * scenario's global `latency` (`serve --latency`); a route's or a rule's latency still wins. `/__mock` never waits.
   */
  latency?: LatencyRange;
  /** Called with each REST request once answered (`serve --log` prints it); not called at all when absent. */
  onRequest?: (line: RequestLine) => void;
}

/**
 * The whole mock as one request handler (an express app underneath, whose types stay out of the public API):
 * a node:http request listener (`http.createServer(handler)`, supertest's `request(handler)`) and a middleware an
 * express or connect app mounts (`app.use('/mock', handler)`).
 */
export type MockHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

export interface MockApp extends Omit<MockEngine, 'rest'> {
  /** The mock as a request handler with the admin API (`/__mock`); built on first use. */
  readonly express: MockHandler;
  /** The node:http request listener the CLI serves with (REST first, then express). */
  readonly listener: (req: IncomingMessage, res: ServerResponse) => void;
}

/** `/__mock` and below: the admin API, served by express. */
const isAdminPath = (url = '/') => url.startsWith('/__mock') && (url.length === 7 || url[7] === '/' || url[7] === '?');

export function resolveScenario(options: AppOptions): Scenario {
  const base = typeof options.scenario === 'object' ? options.scenario : loadScenario(options.scenario);
  return options.profile ? { ...base, profile: options.profile } : base;
}

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
  const engine = createMockEngine(scenario, {
    ...(options.db ? { db: options.db } : {}),
    maxBodyBytes: options.maxBodyBytes,
    maxUploadBytes: options.maxUploadBytes,
    maxSessions: options.maxSessions,
    latency: options.latency,
    journalSize: options.journalSize,
    journalBodies: options.journalBodies,
    ...(replay ? { replay } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
  });
  let app: Express | undefined;
  const expressApp = (): Express => {
    if (app) return app;
    app = loadExpress()();
    app.disable('x-powered-by');
    app.disable('etag');
    app.use(
      '/__mock',
      loadAdminRouter()(
        { site: () => engine.site, journal: engine.journal, ...(replay ? { replay } : {}) },
        { token: options.adminToken, allowedOrigins: options.adminOrigins },
      ),
    );
    app.use((req, res) => answerSite(req, res));
    return app;
  };
  const answerSite = (req: IncomingMessage, res: ServerResponse) => {
    if (engine.rest(req, res)) return;
    const site = engine.site;
    stampDate(site, req, res);
    if (!handleUpload(site, req, res)) handleSitePage(site, req, res);
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (isAdminPath(req.url)) expressApp()(req as Parameters<Express>[0], res as Parameters<Express>[1]);
    else answerSite(req, res);
  };
  return {
    get express(): MockHandler {
      return expressApp();
    },
    get site() {
      return engine.site;
    },
    journal: engine.journal,
    ...(replay ? { replay } : {}),
    callbacks: engine.callbacks,
    listener,
    reset: engine.reset,
    swap: engine.swap,
    close: engine.close,
  };
}

/** The mock site as a request handler (for supertest, node:http, and mounting inside another app). */
export function createApp(options: AppOptions = {}): MockHandler {
  return createMockApp(options).express;
}
