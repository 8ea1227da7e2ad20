// GET /__mock/routes: route coverage of the run — every catalogue route (the scenario's own routes too) with the
// requests it answered, and per namespace how many routes were touched, as a share of all.
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import type { AdminContext } from './context.js';

export function routesRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();
  router.get('/routes', (_req, res) => {
    res.json(ctx.journal.routes.report(ctx.site()));
  });
  return router;
}
