// /__mock/sessions: the isolated states that `X-Mock-Session` selects.
//   GET    /__mock/sessions               every session: name, record counts, writes so far
//   POST   /__mock/sessions/{name}/reset  back to the scenario seed (created if it did not exist yet)
//   DELETE /__mock/sessions/{name}        forgotten (the next request naming it starts from the seed again)
// Writes are answered once durable (with --db, once the journal holds them).
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import type { Site } from '../dispatch/types.js';
import type { SessionState } from '../store/types.js';
import { sendAdminError } from './error.js';

export interface SessionSummary {
  name: string;
  /** Rows per table (`posts` counts every wp_posts row: posts, pages, media, revisions). */
  records: { posts: number; terms: number; users: number; comments: number; files: number };
  /** Write requests since the session was seeded (the scenario clock's ticks). */
  writes: number;
}

export function summarise(name: string, state: SessionState): SessionSummary {
  const count = (rows: object) => Object.keys(rows).length;
  return {
    name,
    records: { posts: count(state.posts), terms: count(state.terms), users: count(state.users), comments: count(state.comments), files: count(state.files) },
    writes: state.ticks,
  };
}

export function sessionsRouter(site: () => Site): Router {
  const router = loadExpress().Router();

  router.get('/sessions', (_req, res) => {
    const { store } = site();
    res.json(store.names().map((name) => summarise(name, store.state(name)!)));
  });

  router.post('/sessions/:name/reset', async (req, res) => {
    const { store } = site();
    const { name } = req.params;
    await store.reset(name);
    res.json(summarise(name, store.state(name)!));
  });

  router.delete('/sessions/:name', async (req, res) => {
    const { store } = site();
    const { name } = req.params;
    const state = store.state(name);
    if (!state) {
      sendAdminError(res, 'mock_site_no_session', `[mock-site] no session ${JSON.stringify(name)}. See GET /__mock/sessions for the sessions there are.`);
      return;
    }
    const previous = summarise(name, state);
    await store.drop(name);
    res.json({ deleted: true, previous });
  });

  return router;
}
