// Serves the non-REST pages a WordPress site answers (rendered by src/areas/content/site-page.ts), the login page,
// the well-known documents and the page-builder login links.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redeemBuilderLogin } from '../areas/sitetool/builders/login-tokens.js';
import { page, renderSitePage, type SitePage } from '../areas/content/site-page.js';
import type { Site } from '../dispatch/types.js';
import type { Session } from '../store/session.js';
import { originOf } from './site-origin.js';
import { sessionName } from './session-name.js';
import { handleLogin } from './login-page.js';
import { restUrl, withPermalinks } from '../wp/links.js';
import { handleWellKnown } from './well-known.js';

const sessionOf = (site: Site, req: IncomingMessage): Session => site.store.session(sessionName(req));

function send(res: ServerResponse, req: IncomingMessage, origin: string, answer: SitePage): void {
  const body = Buffer.from(answer.html);
  res.writeHead(answer.status, {
    'Content-Type': 'text/html; charset=UTF-8',
    // The API root, as rest_output_link_header() advertises it (wpapi's discover() reads this header).
    Link: [`<${restUrl(origin, '/')}>; rel="https://api.w.org/"`, ...(answer.links ?? [])],
    ...(answer.location ? { Location: answer.location } : {}),
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Answers every non-REST, non-admin request: the pages above, or WordPress's 404 page; links in the site's style. */
export function handleSitePage(site: Site, req: IncomingMessage, res: ServerResponse): void {
  withPermalinks(site.scenario.site.permalinks, () => answerPage(site, req, res));
}

function answerPage(site: Site, req: IncomingMessage, res: ServerResponse): void {
  const address = req.url ?? '/';
  const origin = originOf(site, req);
  if (handleLogin(site, req, res, origin)) return;
  if (handleWellKnown(site, req, res, origin)) return;
  const session = sessionOf(site, req);
  const token = new URLSearchParams(address.split('?')[1] ?? '').get('sitetool_builder_login');
  if (token !== null) {
    redeemBuilderLogin(session, token).then(
      (answer) => send(res, req, origin, answer),
      () => {
        if (!res.headersSent) send(res, req, origin, { status: 500, html: page('Error', '<h1>The login link could not be checked.</h1>') });
      },
    );
    return;
  }
  send(res, req, origin, renderSitePage(site, session, origin, address));
}
