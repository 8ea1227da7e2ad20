// What `serve --replay` hands the REST listener: the index and what answers a request no recording matches.
import type { IncomingMessage } from 'node:http';
import { loadReplay } from './load.js';
import type { ReplayIndex, ReplayOutcome } from './replay-index.js';
import type { PhpValue } from '../wp/php-query.js';

export type ReplayFallback = 'fake' | 'error';

export interface ReplaySetup {
  index: ReplayIndex;
  /** `fake` (default): the stateful fake answers a miss; `error`: `mock_site_no_recording` with the nearest recordings. */
  fallback: ReplayFallback;
}

export interface ReplayConfig {
  paths: string[];
  strict?: boolean;
  fallback?: ReplayFallback;
}

export const createReplay = (c: ReplayConfig): ReplaySetup => ({
  index: loadReplay(c.paths, { strict: c.strict }),
  fallback: c.fallback ?? 'fake',
});

/** The wire request as a recording would hold it: the method sent (not an override) and the whole query. */
export function replayLookup(setup: ReplaySetup, req: IncomingMessage, route: string, query: Record<string, PhpValue>, body: Buffer | undefined, session: string): ReplayOutcome {
  const contentType = req.headers['content-type'];
  return setup.index.lookup({ method: (req.method ?? 'GET').toUpperCase(), route, query, body, contentType }, session);
}
