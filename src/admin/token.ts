// Admin protection: once the server binds beyond loopback, every admin call (but the health check, which container
// health checks and load balancers probe without credentials) needs the admin token, as
// `Authorization: Bearer <token>` or `X-Mock-Admin-Token: <token>`. On loopback the admin API is open unless a
// token was given (`--admin-token`, MOCK_SITE_ADMIN_TOKEN).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { sendAdminError } from './error.js';

/** Whether `host` is a loopback address (only this machine can connect). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host) || host === '::ffff:127.0.0.1';
}

/** A fresh random token, for a server bound beyond loopback that was given none. */
export function generateToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The token a caller presented, if any. */
function presented(headers: Record<string, string | string[] | undefined>): string | undefined {
  const direct = headers['x-mock-admin-token'];
  if (typeof direct === 'string') return direct;
  const auth = headers.authorization;
  const m = typeof auth === 'string' ? /^Bearer\s+(.+)$/i.exec(auth.trim()) : null;
  return m?.[1];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Refuses admin calls without `token` (none: everything passes). */
export function requireToken(token: string | undefined): RequestHandler {
  if (!token) return (_req, _res, next) => next();
  const expected = digest(token);
  return (req, res, next) => {
    if (req.path === '/health') return next();
    const given = presented(req.headers);
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return next();
    sendAdminError(res, 401, given === undefined ? 'mock_site_admin_token_missing' : 'mock_site_admin_token_invalid',
      given === undefined
        ? '[mock-site] the admin API needs the admin token. Send it as Authorization: Bearer <token> or X-Mock-Admin-Token (the serve banner prints it; set it with --admin-token or MOCK_SITE_ADMIN_TOKEN).'
        : '[mock-site] wrong admin token. Use the token the serve banner printed, or the one given with --admin-token or MOCK_SITE_ADMIN_TOKEN.');
  };
}
