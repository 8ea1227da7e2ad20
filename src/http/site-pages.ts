// The non-REST pages a WordPress site answers that API clients touch: the home page (with the API
// discovery Link header), the application-password authorization page the index advertises, and a 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Site } from '../dispatch/types.js';
import { originOf } from './rest-listener.js';

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="UTF-8"><title>${escape(title)}</title></head>\n<body>${body}</body></html>\n`;
}

/** Answers every non-REST, non-admin request: the pages above, or WordPress's 404 page. */
export function handleSitePage(site: Site, req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  const origin = originOf(site, req);
  const { name, description } = site.scenario.site;
  let html: string | undefined;
  if (path === '/' || path === '/index.php') {
    html = page(name, `<h1>${escape(name)}</h1><p>${escape(description)}</p>`
      + `<p>This site is served by mock-site. Its REST API index: <a href="${origin}/index.php?rest_route=/">${origin}/index.php?rest_route=/</a></p>`);
  } else if (path === '/wp-admin/authorize-application.php') {
    const users = site.scenario.auth.users.map((u) => `<li>${escape(u.username)} (${escape(u.roles.join(', '))})</li>`).join('');
    html = page(`Authorize Application ‹ ${name}`, `<h1>Authorize Application</h1><p>mock-site does not run an authorization flow. `
      + `Use HTTP Basic with a user and one of its application passwords from the scenario:</p><ul>${users}</ul>`);
  }
  const found = html !== undefined;
  html ??= page(`Page not found – ${name}`, `<h1>Not Found</h1><p>Nothing is served at ${escape(path ?? '')}. `
    + `The REST API is at <a href="${origin}/index.php?rest_route=/">${origin}/index.php?rest_route=/</a>.</p>`);
  const body = Buffer.from(html);
  res.writeHead(found ? 200 : 404, {
    'Content-Type': 'text/html; charset=UTF-8',
    Link: `<${origin}/wp-json/>; rel="https://api.w.org/"`,
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
