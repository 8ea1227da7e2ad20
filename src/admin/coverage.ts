// GET /__mock/coverage: with `serve --replay`, which recordings were never replayed and which requests found
// no recording (and who answered them instead). The same report is printed when the server stops.
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import type { AdminContext } from './context.js';
import { sendAdminError } from './error.js';

export function coverageRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();
  router.get('/coverage', (_req, res) => {
    if (!ctx.replay) {
      sendAdminError(res, 404, 'mock_site_not_replaying', '[mock-site] GET /__mock/coverage reports on replay: start the server with serve --replay <cassette>.');
      return;
    }
    res.json(ctx.replay.coverage());
  });
  return router;
}
