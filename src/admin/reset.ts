// POST /__mock/reset: sessions back to the scenario seed: records, machines, counters (response sequences, job
// polls) and clock moves. `?session=name` resets that one (creating it if unused), else every session. The request
// journal forgets the reset sessions' requests too, so `verify` counts from the reset on, replay (serve --replay)
// answers each request from its first recording again, and their latencies start their sequence over.
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import type { ReplaySetup } from '../replay/replay-setup.js';
import type { Site } from '../dispatch/types.js';
import type { RequestJournal } from './request-journal.js';
import { queryValue, type AdminContext } from './context.js';

export function resetRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();
  router.post('/reset', async (req, res) => {
    res.json({ reset: await resetSessions(ctx.site(), ctx.journal, ctx.replay, queryValue(req, 'session')) });
  });
  return router;
}

/**
 * Every session (or the one named, created if unused) back at the seed: records, machines, counters, clock; the
 * journal forgets their requests, replay answers each request from its first recording again and their latencies
 * start their sequence over. Returns the names.
 */
export async function resetSessions(site: Site, journal: RequestJournal, replay: ReplaySetup | undefined, name?: string): Promise<string[]> {
  const { store } = site;
  const names = name === undefined ? store.names() : [name];
  await Promise.all(names.map((n) => store.reset(n)));
  journal.clear(name);
  replay?.reset(name);
  site.latency?.reset(name);
  return names;
}
