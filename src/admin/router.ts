// The admin API under /__mock: JSON in and out, errors shaped as WordPress's. One file per resource:
//   GET  /health                 health check (always open)
//   /sessions                    sessions.ts     POST /reset               reset.ts
//   GET|PUT /state               state.ts        GET /journal[/stream]     journal.ts
//   POST /verify                 verify.ts       PUT /machines/{name}      machines.ts
//   GET|PUT /clock               clock.ts        GET /scenario             scenario.ts
//   GET /coverage, /recordings   coverage.ts (serve --replay)
//   GET /routes                  routes.ts       GET /machines             machines.ts
//   GET / and /assets/*          the inspector page (src/admin/inspector/)
// Access: token.ts (a token once the server binds beyond loopback, or when one was given); without one,
// origin-guard.ts (loopback Host, no foreign Origin).
import type { NextFunction, Request, Response, Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import { VERSION } from '../version.js';
import { BodyTooLarge } from '../wp/body.js';
import { clockRouter } from './clock.js';
import { coverageRouter } from './coverage.js';
import type { AdminContext } from './context.js';
import { sendAdminError } from './error.js';
import { journalRouter } from './journal.js';
import { machinesRouter } from './machines.js';
import { pageRouter } from './inspector/page-router.js';
import { resetRouter } from './reset.js';
import { routesRouter } from './routes.js';
import { scenarioRouter } from './scenario.js';
import { sessionsRouter } from './sessions.js';
import { stateRouter } from './state.js';
import { requireToken } from './token.js';
import { originGuard } from './origin-guard.js';
import { verifyRouter } from './verify.js';

export interface AdminOptions {
  /** Every admin call but /health needs it (token.ts); without one, only loopback and same-origin calls pass (origin-guard.ts). */
  token?: string;
  /** Origins whose pages may call the admin API without the token (`--admin-origin`). */
  allowedOrigins?: readonly string[];
}

export function adminRouter(ctx: AdminContext, options: AdminOptions = {}): Router {
  const router = loadExpress().Router();
  router.use(originGuard(options));
  router.use(requireToken(options.token));
  router.get('/health', (_req, res) => {
    const s = ctx.site();
    res.json({
      status: 'ok',
      version: VERSION,
      profile: s.profile.name,
      scenario: s.scenario.source,
      routes: s.routes.length,
      replaying: ctx.replay !== undefined,
    });
  });
  // The site's upload limit (serve --max-upload: a state import can be large); a hot reload keeps it, so reading it once is enough.
  const bodyLimit = ctx.site().maxUploadBytes;
  router.use(loadExpress().json({ limit: bodyLimit, strict: false }));
  router.use(pageRouter());
  router.use(sessionsRouter(ctx.site));
  for (const resource of [resetRouter, stateRouter, journalRouter, verifyRouter, machinesRouter, clockRouter, scenarioRouter, coverageRouter, routesRouter]) {
    router.use(resource(ctx));
  }
  router.use((req, res) => {
    sendAdminError(res, 'mock_site_no_admin_route', `[mock-site] no admin route ${req.method} /__mock${req.path}. See docs/admin-api.md.`);
  });
  router.use((e: Error & { type?: string }, req: Request, res: Response, _next: NextFunction) => {
    if (e.type === 'entity.parse.failed') {
      sendAdminError(
        res,
        'mock_site_invalid_json',
        `[mock-site] ${req.method} /__mock${req.path}: the body is not valid JSON (${e.message}). Send a JSON document.`,
      );
      return;
    }
    if (e.type === 'entity.too.large') {
      sendAdminError(
        res,
        'mock_site_body_too_large',
        `[mock-site] ${req.method} /__mock${req.path}: ${new BodyTooLarge(bodyLimit, 'upload').message}. Send a smaller body.`,
      );
      return;
    }
    sendAdminError(res, 'mock_site_internal_error', `[mock-site] ${req.method} /__mock${req.path} failed: ${e.message}`);
  });
  return router;
}
