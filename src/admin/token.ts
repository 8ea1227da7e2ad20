// Admin protection: once the server binds beyond loopback, every admin call (but the health check, which container
// health checks and load balancers probe without credentials) needs the admin token, as
// `Authorization: Bearer <token>` or `X-Mock-Admin-Token: <token>`. On loopback the admin API is open unless a
// token was given (`--admin-token`, MOCK_SITE_ADMIN_TOKEN).
// A browser opens the inspector once as `/__mock/?token=<token>`: the answer keeps the token in an HttpOnly,
// SameSite=Strict cookie and redirects to the bare page, whose calls (fetch, EventSource) then carry it. A write
// authorised by that cookie must come from the page's own origin (another port of the same host is "same site").
import { createHash } from '../platform/hash.js';
import { timingSafeEqual } from '../platform/constant-time.js';
import type { RequestHandler } from 'express';
import { sendAdminError } from './error.js';

/** Whether `host` is a loopback address (only this machine can connect). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host) || host === '::ffff:127.0.0.1';
}

/** A fresh random token, for a server bound beyond loopback that was given none. */
export function generateToken(): string {
  return process.getBuiltinModule('node:crypto').randomBytes(18).toString('base64url');
}

export const TOKEN_COOKIE = 'mock_site_admin_token';

type Headers = Record<string, string | string[] | undefined>;

/** The token a caller presented in a header, if any. */
function presented(headers: Headers): string | undefined {
  const direct = headers['x-mock-admin-token'];
  if (typeof direct === 'string') return direct;
  const auth = headers.authorization;
  const m = typeof auth === 'string' ? /^Bearer\s+(.+)$/i.exec(auth.trim()) : null;
  return m?.[1];
}

/** The token the inspector's cookie holds, if any. */
function fromCookie(headers: Headers): string | undefined {
  const cookie = headers.cookie;
  if (typeof cookie !== 'string') return undefined;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== TOKEN_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return part.slice(eq + 1).trim();
    }
  }
  return undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request carries the page's own origin (browsers send Origin with every write). */
export function isSameOrigin(headers: Headers): boolean {
  const { origin, host } = headers;
  return typeof origin === 'string' && typeof host === 'string' && (origin === `http://${host}` || origin === `https://${host}`);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Refuses admin calls without `token` (none: everything passes). */
export function requireToken(token: string | undefined): RequestHandler {
  if (!token) return (_req, _res, next) => next();
  const expected = digest(token);
  const valid = (given: string | undefined) => given !== undefined && timingSafeEqual(digest(given), expected);
  return (req, res, next) => {
    if (req.path === '/health') return next();
    const inUrl = typeof req.query.token === 'string' && (req.path === '/' || req.path === '/index.html') ? req.query.token : undefined;
    if (inUrl !== undefined && valid(inUrl)) {
      res.cookie(TOKEN_COOKIE, inUrl, { httpOnly: true, sameSite: 'strict', path: req.baseUrl || '/' });
      res.redirect(303, `${req.baseUrl}/`);
      return;
    }
    const header = presented(req.headers);
    if (valid(header)) return next();
    const cookie = header === undefined && inUrl === undefined ? fromCookie(req.headers) : undefined;
    if (valid(cookie)) {
      if (SAFE_METHODS.has(req.method) || isSameOrigin(req.headers)) return next();
      sendAdminError(
        res,
        'mock_site_admin_cross_origin',
        `[mock-site] ${req.method} /__mock${req.path} was authorised only by the inspector's cookie and did not come from the inspector's own origin. Send the admin token as Authorization: Bearer <token> instead.`,
      );
      return;
    }
    const given = header ?? inUrl ?? cookie;
    sendAdminError(
      res,
      given === undefined ? 'mock_site_admin_token_missing' : 'mock_site_admin_token_invalid',
      given === undefined
        ? '[mock-site] the admin API needs the admin token. Send it as Authorization: Bearer <token> or X-Mock-Admin-Token, or open the inspector once as /__mock/?token=<token> (the serve banner prints it; set it with --admin-token or MOCK_SITE_ADMIN_TOKEN).'
        : '[mock-site] wrong admin token. Use the token the serve banner printed, or the one given with --admin-token or MOCK_SITE_ADMIN_TOKEN.',
    );
  };
}
