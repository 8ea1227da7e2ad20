// The scenario's state machines in a session (`default` without `?session=` or a body's `session`):
//   GET /__mock/machines                     each machine: its states, initial and current state, where it is declared
//   PUT /__mock/machines/{name} {state}      puts it in a state, as if rules had moved it there. 404 for a machine
//                                            the scenario does not declare, 400 for a state it does not have.
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import { sendAdminError, sendInvalid } from './error.js';
import { sessionOf, type AdminContext } from './context.js';

export function machinesRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();

  router.get('/machines', (req, res) => {
    const site = ctx.site();
    const current = site.store.session(sessionOf(req)).state.machines;
    res.json(
      site.scenario.machines.map((m) => ({ name: m.name, states: m.states, initial: m.initial, current: current[m.name] ?? m.initial, source: m.source })),
    );
  });

  router.put('/machines/:name', async (req, res) => {
    const site = ctx.site();
    const { name } = req.params;
    const machine = site.scenario.machines.find((m) => m.name === name);
    if (!machine) {
      const known = site.scenario.machines.map((m) => m.name);
      sendAdminError(
        res,
        'mock_site_no_machine',
        `[mock-site] no state machine ${JSON.stringify(name)} in the scenario (machines: ${known.join(', ') || 'none'}). Declare it under machines: or use one of those.`,
      );
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const state = body.state;
    if (typeof state !== 'string' || !machine.states.includes(state)) {
      sendInvalid(res, `machine ${name} has no state ${JSON.stringify(state)}. Use one of ${machine.states.join(', ')}.`, {
        state: `must be one of ${machine.states.join(', ')}`,
      });
      return;
    }
    const sessionName = sessionOf(req);
    const session = site.store.session(sessionName);
    const previous = session.state.machines[name] ?? machine.initial;
    session.put('machines', name, state);
    await session.commit();
    res.json({ machine: name, session: sessionName, state, previous });
  });

  return router;
}
