// POST /__mock/reset: sessions back to the scenario seed: records, machines, counters (response sequences, job
// polls) and clock moves. `?session=name` resets that one (creating it if unused), else every session. The request
// journal forgets the reset sessions' requests too, so `verify` counts from the reset on, replay (serve --replay)
// answers each request from its first recording again, and their latencies start their sequence over.
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import { resetSessions } from '../mock-session.js';
import { queryValue, type AdminContext } from './context.js';

export function resetRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();
  router.post('/reset', async (req, res) => {
    res.json({ reset: await resetSessions(ctx.site(), ctx.journal, ctx.replay, queryValue(req, 'session')) });
  });
  return router;
}
