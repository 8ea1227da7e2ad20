// createApp(): the whole mock as an express app that never listens (tests hand it to supertest;
// embedders mount it). The CLI listens with listener(), which sends REST traffic straight to the
// dispatcher without express.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import { adminRouter } from './admin/router.js';
import type { ProfileName } from './catalogue/types.js';
import { createSite } from './dispatch/site.js';
import type { Site } from './dispatch/types.js';
import { handleRest } from './http/rest-listener.js';
import { handleSitePage } from './http/site-pages.js';
import { handleUpload } from './http/uploads.js';
import { loadScenario } from './scenario/load.js';
import type { Scenario } from './scenario/types.js';

export interface AppOptions {
  /** A scenario file path, or an already loaded scenario; the embedded default when absent. */
  scenario?: string | Scenario;
  /** Overrides the scenario's profile. */
  profile?: ProfileName;
  /** Persist the state to this JSON file (`--db`); in memory when absent. */
  db?: string;
}

export interface MockApp {
  readonly express: Express;
  readonly site: Site;
  /** The node:http request listener the CLI serves with (REST first, then express). */
  readonly listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Writes what is pending and releases the store's file. */
  close(): void;
}

export function resolveScenario(options: AppOptions): Scenario {
  const base = typeof options.scenario === 'object' ? options.scenario : loadScenario(options.scenario);
  return options.profile ? { ...base, profile: options.profile } : base;
}

export function createMockApp(options: AppOptions = {}): MockApp {
  const site = createSite(resolveScenario(options), options.db ? { db: options.db } : {});
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use('/__mock', adminRouter(() => site));
  app.use((req, res) => {
    if (!handleRest(site, req, res) && !handleUpload(site, req, res)) handleSitePage(site, req, res);
  });
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (!handleRest(site, req, res)) app(req as express.Request, res as express.Response);
  };
  return { express: app, site, listener, close: () => site.store.close() };
}

/** The express app of a mock site (for supertest and for mounting inside another app). */
export function createApp(options: AppOptions = {}): Express {
  return createMockApp(options).express;
}
