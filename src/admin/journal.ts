// GET /__mock/journal?limit=N&session=name: the last N REST requests (all the ring keeps without `limit`; 1,000 by
// default), oldest first: time (the session's scenario clock once answered), method, route, query, status, session,
// user, answeredBy (`rule:<id>`, a behaviour, `faker`, `protocol`) and duration (wall-clock ms).
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import { sendInvalid } from './error.js';
import { queryValue, type AdminContext } from './context.js';
import { listed } from './request-journal.js';

export function journalRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();
  router.get('/journal', (req, res) => {
    const limitText = queryValue(req, 'limit');
    const limit = limitText === undefined ? Infinity : Number(limitText);
    if (limitText !== undefined && (!/^\d+$/.test(limitText) || limit < 1)) {
      sendInvalid(res, `GET /__mock/journal: limit must be a whole number from 1 (got ${JSON.stringify(limitText)}).`, { limit: 'must be a whole number from 1' });
      return;
    }
    const session = queryValue(req, 'session');
    const entries = ctx.journal.entries().filter((e) => session === undefined || e.session === session);
    res.json(entries.slice(Math.max(0, entries.length - limit)).map(listed));
  });
  return router;
}
