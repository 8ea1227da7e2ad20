// POST /__mock/reset: sessions back to the scenario seed: records, machines, counters (response sequences, job
// polls) and clock moves. `?session=name` resets that one (creating it if unused), else every session. The request
// journal forgets the reset sessions' requests too, so `verify` counts from the reset on, and replay (serve --replay)
// answers each request from its first recording again.
import express, { type Router } from 'express';
import { queryValue, type AdminContext } from './context.js';

export function resetRouter(ctx: AdminContext): Router {
  const router = express.Router();
  router.post('/reset', async (req, res) => {
    const { store } = ctx.site();
    const one = queryValue(req, 'session');
    const names = one ? [one] : store.names();
    await Promise.all(names.map((name) => store.reset(name)));
    ctx.journal.clear(one);
    ctx.replay?.reset(one); // replay starts again from each request's first recording
    res.json({ reset: names });
  });
  return router;
}
