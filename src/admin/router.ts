// The admin API under /__mock: health now; sessions, journal and scenario control join it later.
import express, { type Router } from 'express';
import type { Site } from '../dispatch/types.js';
import { VERSION } from '../version.js';

export function adminRouter(site: () => Site): Router {
  const router = express.Router();
  router.get('/health', (_req, res) => {
    const s = site();
    res.json({ status: 'ok', version: VERSION, profile: s.profile.name, scenario: s.scenario.source, routes: s.routes.length });
  });
  router.use((req, res) => {
    res.status(404).json({
      code: 'mock_site_no_admin_route',
      message: `[mock-site] no admin route ${req.method} /__mock${req.path}. See GET /__mock/health.`,
      data: { status: 404 },
    });
  });
  return router;
}
