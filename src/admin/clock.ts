// /__mock/clock: a session's scenario clock (`default` without `?session=` or a body's `session`).
//   GET /__mock/clock                                 {session, now}
//   PUT /__mock/clock {set: "2026-02-01T00:00:00Z"}   jumps to that instant (earlier ones too)
//   PUT /__mock/clock {advance: 3600}                 moves it on by that many seconds (negative: back)
// The move is kept with the session (it persists with --db; a reset takes it back to the scenario's clock); writes
// still add their second each after it.
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import { CLOCK_SHIFT, type Session } from '../store/session.js';
import { sendInvalid } from './error.js';
import { sessionOf, type AdminContext } from './context.js';

const now = (name: string, session: Session) => ({ session: name, now: new Date(session.instant()).toISOString() });

export function clockRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();

  router.get('/clock', (req, res) => {
    const name = sessionOf(req);
    res.json(now(name, ctx.site().store.session(name)));
  });

  router.put('/clock', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { set, advance } = body;
    const target = typeof set === 'string' && /^\d{4}-\d\d-\d\dT/.test(set) ? Date.parse(set) : NaN;
    if ((set === undefined) === (advance === undefined)) {
      sendInvalid(res, 'PUT /__mock/clock takes one of {"set": "<ISO 8601 date-time>"} or {"advance": <seconds>}.', {
        set: 'an ISO 8601 date-time such as 2026-02-01T00:00:00Z',
        advance: 'a number of seconds',
      });
      return;
    }
    if (set !== undefined && Number.isNaN(target)) {
      sendInvalid(res, `PUT /__mock/clock: set must be an ISO 8601 date-time such as 2026-02-01T00:00:00Z (got ${JSON.stringify(set)}).`, {
        set: 'must be an ISO 8601 date-time',
      });
      return;
    }
    if (advance !== undefined && (typeof advance !== 'number' || !Number.isFinite(advance))) {
      sendInvalid(res, `PUT /__mock/clock: advance must be a number of seconds (got ${JSON.stringify(advance)}).`, { advance: 'must be a number of seconds' });
      return;
    }
    const name = sessionOf(req);
    const session = ctx.site().store.session(name);
    const current = session.instant();
    const to = set !== undefined ? target : current + Math.round((advance as number) * 1000);
    session.put('counters', CLOCK_SHIFT, (session.state.counters[CLOCK_SHIFT] ?? 0) + (to - current));
    await session.commit();
    res.json(now(name, session));
  });

  return router;
}
