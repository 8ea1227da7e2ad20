// The admin API under /__mock: JSON in and out, errors shaped as WordPress's. Health and sessions now;
// journal and scenario control join it later.
//
// Access: the admin API has no authentication of its own. It is meant for the machine running the tests: the
// server binds loopback (127.0.0.1) unless told otherwise. Once `--host` binds beyond loopback, admin routes
// will require the admin token that later admin routes bring; until then, do not expose /__mock to a network
// you do not trust (README: Admin API).
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Site } from '../dispatch/types.js';
import { VERSION } from '../version.js';
import { sendAdminError } from './error.js';
import { sessionsRouter } from './sessions.js';

export function adminRouter(site: () => Site): Router {
  const router = express.Router();
  router.get('/health', (_req, res) => {
    const s = site();
    res.json({ status: 'ok', version: VERSION, profile: s.profile.name, scenario: s.scenario.source, routes: s.routes.length });
  });
  router.use(sessionsRouter(site));
  router.use((req, res) => {
    sendAdminError(res, 404, 'mock_site_no_admin_route', `[mock-site] no admin route ${req.method} /__mock${req.path}. See GET /__mock/health.`);
  });
  router.use((e: Error, req: Request, res: Response, _next: NextFunction) => {
    sendAdminError(res, 500, 'mock_site_internal_error', `[mock-site] ${req.method} /__mock${req.path} failed: ${e.message}`);
  });
  return router;
}
