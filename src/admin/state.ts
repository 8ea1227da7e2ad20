// /__mock/state: one session's whole state as JSON.
//   GET /__mock/state?session=name   dumps it (the session is created from the seed if it was not used yet)
//   PUT /__mock/state?session=name   loads a dump (checked first: 400 mock_site_invalid_param says what is wrong)
// `default` without `?session=`. A load replaces everything: records, machines, counters, ids and clock.
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import type { SessionState } from '../store/types.js';
import { sendInvalid } from './error.js';
import { sessionOf, type AdminContext } from './context.js';
import { summarise } from './sessions.js';
import { STATE_TABLES, stateProblems } from './state-shape.js';

export function stateRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();

  router.get('/state', (req, res) => {
    res.json(ctx.site().store.session(sessionOf(req)).state);
  });

  router.put('/state', async (req, res) => {
    const site = ctx.site();
    const name = sessionOf(req);
    const machines = new Map(site.scenario.machines.map((m) => [m.name, m.states]));
    const problems = stateProblems(req.body, machines);
    if (Object.keys(problems).length) {
      sendInvalid(
        res,
        `PUT /__mock/state: not a session state (${Object.entries(problems)
          .map(([k, v]) => `${k} ${v}`)
          .join('; ')}). Send what GET /__mock/state answers.`,
        problems,
      );
      return;
    }
    const wanted = req.body as SessionState;
    await site.store.reset(name);
    const session = site.store.session(name);
    for (const table of STATE_TABLES) {
      for (const id of Object.keys(session.state[table])) session.remove(table, id);
      for (const [id, row] of Object.entries(wanted[table])) session.put(table, id, row as never);
    }
    session.state.ids = { ...wanted.ids };
    session.state.ticks = wanted.ticks;
    await session.commit();
    res.json(summarise(name, session.state));
  });

  return router;
}
