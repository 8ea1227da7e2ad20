// GET /__mock/scenario: the effective scenario (every file and the defaults merged, as loaded) as JSON.
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import type { AdminContext } from './context.js';

/** JSON of a scenario: sets (user capabilities) as sorted lists. */
export function scenarioJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof Set ? [...(v as Set<unknown>)].sort() : v));
}

export function scenarioRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();
  router.get('/scenario', (_req, res) => {
    res.type('application/json').send(scenarioJson(ctx.site().scenario));
  });
  return router;
}
