// GET /__mock/journal?limit=N&session=name: the last N REST requests (all the ring keeps without `limit`; 1,000 by
// default), oldest first: time (the session's scenario clock once answered), method, route, query, status, session,
// user, answeredBy (`rule:<id>`, a behaviour, `faker`, `protocol`) and duration (wall-clock ms).
// GET /__mock/journal/stream?session=name: the same entries as server-sent events (`event: request`), live, from now on.
// GET /__mock/journal/{id}: one entry whole (journal-detail.ts); 404 once the ring has let it go.
import type { Response, Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import { sendInvalid } from './error.js';
import { queryValue, type AdminContext } from './context.js';
import { listed } from './request-journal.js';
import { journalDetail } from './journal-detail.js';
import { sendAdminError } from './error.js';

export function journalRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();
  router.get('/journal', (req, res) => {
    const limitText = queryValue(req, 'limit');
    const limit = limitText === undefined ? Infinity : Number(limitText);
    if (limitText !== undefined && (!/^\d+$/.test(limitText) || limit < 1)) {
      sendInvalid(res, `GET /__mock/journal: limit must be a whole number from 1 (got ${JSON.stringify(limitText)}).`, {
        limit: 'must be a whole number from 1',
      });
      return;
    }
    const session = queryValue(req, 'session');
    const entries = ctx.journal.entries().filter((e) => session === undefined || e.session === session);
    res.json(entries.slice(Math.max(0, entries.length - limit)).map(listed));
  });
  router.get('/journal/stream', (req, res) => streamJournal(ctx, queryValue(req, 'session'), res));
  router.get('/journal/:id', (req, res) => {
    const { id } = req.params;
    const entry = /^\d{1,15}$/.test(id) ? ctx.journal.find(Number(id)) : undefined;
    if (!entry) {
      sendAdminError(
        res,
        'mock_site_no_journal_entry',
        `[mock-site] the journal holds no request ${JSON.stringify(id)}: ids are the \`id\` of GET /__mock/journal entries, and the journal keeps the last ${ctx.journal.capacity} (serve --journal-size).`,
      );
      return;
    }
    res.json(journalDetail(entry, ctx.replay));
  });
  return router;
}

/** Comments keep idle streams open through proxies that close quiet connections. */
const HEARTBEAT_MS = 15_000;

function streamJournal(ctx: AdminContext, session: string | undefined, res: Response): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' });
  res.write('retry: 2000\n\n');
  const unsubscribe = ctx.journal.subscribe((entry) => {
    if (session === undefined || entry.session === session) res.write(`event: request\ndata: ${JSON.stringify(listed(entry))}\n\n`);
  });
  const heartbeat = setInterval(() => res.write(': still here\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
