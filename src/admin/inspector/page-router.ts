// The inspector page (GET /__mock/): static files from assets/, answered by express after the admin token check,
// so the page is protected like the admin API it reads. Everything the page shows comes from that API.
import { readFile } from '../../platform/files.js';
import { extname } from 'node:path';
import type { NextFunction, Request, Response, Router } from 'express';
import { sendAdminError } from '../error.js';
import { loadExpress } from '../../load-on-demand.js';
import { assetsDir } from './assets-dir.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** Nothing but the page's own files: no inline script or style, no other origin. */
const CSP = "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
const SAFE_NAME = /^[\w-]+(\.[\w-]+)*$/;

export function pageRouter(): Router {
  const router = loadExpress().Router();
  const page = (req: Request, res: Response, next: NextFunction) => {
    // `/__mock` without its slash: the page's relative links need the folder form.
    if (req.originalUrl.split('?')[0] === req.baseUrl) {
      res.redirect(301, `${req.baseUrl}/`);
      return;
    }
    void sendAsset(res, 'index.html').catch(next);
  };
  router.get('/', page);
  router.get('/index.html', page);
  router.get('/assets/:file', (req, res, next) => {
    const { file } = req.params;
    if (!SAFE_NAME.test(file) || !TYPES[extname(file)]) return next();
    void sendAsset(res, file).catch(next);
  });
  return router;
}

async function sendAsset(res: Response, file: string): Promise<void> {
  const dir = assetsDir();
  if (!dir) {
    sendAdminError(
      res,
      'mock_site_inspector_missing',
      '[mock-site] the inspector page files are missing from this install (src/admin/inspector/assets, copied to dist/admin/inspector/assets by npm run build). Rebuild or reinstall mock-site.',
    );
    return;
  }
  let body: Buffer;
  try {
    body = await readFile(dir + file);
  } catch {
    sendAdminError(res, 'mock_site_no_admin_route', `[mock-site] the inspector has no file ${file}.`);
    return;
  }
  res.set({
    'Content-Type': TYPES[extname(file)]!,
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    // The page is tied to this server's version; revalidate rather than show a stale page after an upgrade.
    'Cache-Control': 'no-cache',
  });
  res.send(body);
}
