// Who may call the admin API besides holders of the token. Without a token (the loopback default) any program on
// this machine may, but a web page may not: a request must be addressed to a loopback Host (a page of another site
// that re-points its name at 127.0.0.1, DNS rebinding, still sends its own name) and carry no foreign Origin (any
// open tab can POST to 127.0.0.1; browsers name the page's origin in `Origin` and `Sec-Fetch-Site`). The inspector's
// own page is same-origin. Origins the user allows (`--admin-origin`) pass, and get CORS headers so their pages can
// read the answers.
import type { RequestHandler } from 'express';
import { sendAdminError } from './error.js';
import { isLoopback, isSameOrigin } from './token.js';

export interface OriginPolicy {
  /** The admin token, if any: with one, the token decides (token.ts). */
  token?: string;
  /** Origins (`http://localhost:3000`) whose pages may call the admin API. */
  allowedOrigins?: readonly string[];
}

/** `scheme://host[:port]` of an origin as browsers write it (lower case, no trailing slash), or undefined. */
export function normalizeOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/** The host name of a Host header (`[::1]:8080` → `::1`, `localhost:8080` → `localhost`). */
function hostName(host: string): string {
  const bracket = /^\[([^\]]+)\]/.exec(host);
  if (bracket) return bracket[1]!;
  const colon = host.lastIndexOf(':');
  return (colon < 0 ? host : host.slice(0, colon)).toLowerCase();
}

/** Whether a Host header names this machine: a loopback address, `localhost` or a name under `.localhost`. */
export const isLoopbackHost = (host: string | undefined): boolean => {
  if (!host) return false;
  const name = hostName(host);
  return isLoopback(name) || name.endsWith('.localhost');
};

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Mock-Admin-Token, X-Mock-Session',
  'Access-Control-Allow-Credentials': 'true',
  Vary: 'Origin',
};

export function originGuard(policy: OriginPolicy): RequestHandler {
  const allowed = new Set((policy.allowedOrigins ?? []).map((o) => normalizeOrigin(o) ?? o));
  return (req, res, next) => {
    if (req.path === '/health') return next();
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    if (origin !== undefined && allowed.has(origin)) {
      res.set({ ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin });
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.status(204).end();
        return;
      }
      return next();
    }
    if (policy.token) return next();
    const host = req.headers.host;
    if (!isLoopbackHost(host)) {
      sendAdminError(
        res,
        'mock_site_admin_foreign_host',
        `[mock-site] ${req.method} /__mock${req.path} was addressed to ${JSON.stringify(host ?? '')}: without an admin token the admin API answers only requests to a loopback address (127.0.0.1, localhost, [::1]), so a web page cannot reach it by re-pointing its own name. Call it as http://127.0.0.1:<port>/__mock, or set an admin token (--admin-token).`,
      );
      return;
    }
    const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && !isSameOrigin(req.headers)) || crossSite) {
      sendAdminError(
        res,
        'mock_site_admin_cross_origin',
        `[mock-site] ${req.method} /__mock${req.path} came from a web page of another origin (${origin ?? 'Sec-Fetch-Site: cross-site'}): without an admin token only this machine's programs and the inspector's own page may call the admin API. Allow that origin with --admin-origin ${origin ?? '<origin>'} (MOCK_SITE_ADMIN_ORIGIN), or send an admin token.`,
      );
      return;
    }
    next();
  };
}
