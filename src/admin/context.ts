// What every admin route reads: the current site (swapped by hot reload, so read per call), the request journal.
import type { Request } from 'express';
import type { Site } from '../dispatch/types.js';
import type { ReplaySetup } from '../replay/replay-setup.js';
import type { RequestJournal } from './request-journal.js';

export interface AdminContext {
  /** The site serving now (a hot reload swaps it between requests). */
  site(): Site;
  readonly journal: RequestJournal;
  /** The cassettes of `serve --replay`: a reset rewinds their per-session counters; coverage reports on them. */
  readonly replay?: ReplaySetup;
}

/** A single query-string value (`?session=a`), or undefined. */
export function queryValue(req: Request, name: string): string | undefined {
  const v = (req.query as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;
}

/** The session an admin call names (`?session=` or a body's `session`), `default` when it names none. */
export function sessionOf(req: Request): string {
  const body = req.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body === 'object' && typeof body.session === 'string' ? body.session : undefined;
  return queryValue(req, 'session') || fromBody || 'default';
}
