// What `serve --replay` loaded and used (404 mock_site_not_replaying without it):
//   GET /__mock/coverage     which recordings were never replayed, and which requests found no recording (and who
//                            answered them instead); the same report is printed when the server stops
//   GET /__mock/recordings?limit=N&offset=M
//                            every cassette with its used / unused count, and its interactions (1,000 by default)
//                            each with how often it was replayed
import type { Response, Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import type { Recording } from '../replay/replay-index.js';
import type { ReplaySetup } from '../replay/replay-setup.js';
import { queryValue, type AdminContext } from './context.js';
import { sendAdminError, sendInvalid } from './error.js';

const DEFAULT_LIMIT = 1000;

export function coverageRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();
  router.get('/coverage', (_req, res) => {
    const replay = replaying(ctx, res, 'GET /__mock/coverage');
    if (replay) res.json(replay.coverage());
  });
  router.get('/recordings', (req, res) => {
    const replay = replaying(ctx, res, 'GET /__mock/recordings');
    if (!replay) return;
    const limit = wholeNumber(queryValue(req, 'limit'), DEFAULT_LIMIT);
    const offset = wholeNumber(queryValue(req, 'offset'), 0);
    if (limit === null || offset === null) {
      sendInvalid(res, 'GET /__mock/recordings: limit and offset must be whole numbers (limit from 1).', {
        limit: 'a whole number from 1',
        offset: 'a whole number from 0',
      });
      return;
    }
    if (limit < 1) {
      sendInvalid(res, 'GET /__mock/recordings: limit must be at least 1.', { limit: 'a whole number from 1' });
      return;
    }
    const all = replay.index.recordings;
    const cassettes = new Map<string, { cassette: string; interactions: number; replayed: number }>();
    for (const r of all) {
      const name = cassetteOf(r);
      let c = cassettes.get(name);
      if (!c) cassettes.set(name, (c = { cassette: name, interactions: 0, replayed: 0 }));
      c.interactions++;
      if (r.replays) c.replayed++;
    }
    res.json({
      recordings: all.length,
      replayed: all.filter((r) => r.replays).length,
      cassettes: [...cassettes.values()],
      interactions: all.slice(offset, offset + limit).map((r) => ({
        recording: r.recording,
        cassette: cassetteOf(r),
        interaction: Number(r.recording.slice(r.recording.lastIndexOf('#') + 1)),
        method: r.identity.method,
        route: r.identity.route,
        status: statusOf(r),
        replays: r.replays,
      })),
    });
  });
  return router;
}

function replaying(ctx: AdminContext, res: Response, call: string): ReplaySetup | undefined {
  if (!ctx.replay) sendAdminError(res, 'mock_site_not_replaying', `[mock-site] ${call} reports on replay: start the server with serve --replay <cassette>.`);
  return ctx.replay;
}

const cassetteOf = (r: Recording) => r.recording.slice(0, r.recording.lastIndexOf('#'));

/** The recorded status; null when the recording cannot be read (the cassette error shows when it is replayed). */
function statusOf(r: Recording): number | null {
  try {
    return r.answer().status;
  } catch {
    return null;
  }
}

function wholeNumber(text: string | undefined, fallback: number): number | null {
  if (text === undefined) return fallback;
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}
