// The non-REST pages a WordPress site renders: the home page (latest posts, or the front page), single posts
// and pages from the session's current state (`?p=`, `?page_id=`, a slug or page path), the application-password
// authorization page the index advertises, and a 404. What a logged-out visitor sees: only published content.
// src/http/site-pages.ts serves them; `sitetool/v1/rendered-html` renders through renderSitePage() too.
import type { Site } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { findPublished, homeMain, singleMain, type PageParts } from './site-content.js';
import { restUrl } from '../../wp/links.js';
import { itemRoute } from './permalinks.js';

export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the site answers at one address. */
export interface SitePage {
  status: number;
  html: string;
  /** A redirect's target (status 302). */
  location?: string;
  /** The Link headers after the API root's (rest_output_link_header(): a single post's REST item and shortlink). */
  links?: string[];
}

/** A plain page (no theme): the authorization pages use it, here and in src/areas/agentproto. */
export function page(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="UTF-8"><title>${escapeHtml(title)}</title></head>\n<body>${body}</body></html>\n`;
}

/** A themed page: the site header, the main part, and a footer pointing at the REST API. */
function themed(site: Site, origin: string, parts: PageParts): string {
  const { name, description } = site.scenario.site;
  const api = restUrl(origin, '/');
  return (
    `<!DOCTYPE html>\n<html lang="en-US">\n<head>\n<meta charset="UTF-8">\n<title>${parts.title}</title>\n` +
    `<link rel="https://api.w.org/" href="${api}">\n${parts.head ?? ''}</head>\n` +
    `<body class="${parts.bodyClass}">\n` +
    `<header class="site-header"><p class="site-title"><a href="${origin}/" rel="home">${escapeHtml(name)}</a></p>` +
    `<p class="site-description">${escapeHtml(description)}</p></header>\n` +
    `<main id="main" class="site-main">\n${parts.main}\n</main>\n` +
    `<footer class="site-footer"><p>This site is served by mock-site. Its REST API index: <a href="${api}">${api}</a></p></footer>\n` +
    '</body>\n</html>\n'
  );
}

function notFound(site: Site, origin: string, path: string): SitePage {
  const name = site.scenario.site.name;
  return {
    status: 404,
    html: page(
      `Page not found – ${name}`,
      `<h1>Not Found</h1><p>Nothing is served at ${escapeHtml(path)}. ` +
        `The REST API is at <a href="${restUrl(origin, '/')}">${restUrl(origin, '/')}</a>.</p>`,
    ),
  };
}

/** The shop profile is also an OAuth server for agents (src/areas/agentproto): where its discovery starts. */
function oauthNote(site: Site, origin: string): string {
  if (!site.profile.namespaces.includes('agentproto/v1')) return '';
  const metadata = restUrl(origin, '/agentproto/v1/.well-known/oauth-authorization-server');
  return `<p>Agents can get an OAuth access token instead (authorization code with PKCE): <a href="${metadata}">${metadata}</a></p>`;
}

/** What a logged-out visitor gets at `address` (a path with its query string), from the session's state now. */
export function renderSitePage(site: Site, session: Session, origin: string, address: string): SitePage {
  const [path = '/', query = ''] = address.split(/\?(.*)/s);
  const params = new URLSearchParams(query);
  if (path === '/wp-admin/authorize-application.php') {
    const { name } = site.scenario.site;
    const users = site.scenario.auth.users.map((u) => `<li>${escapeHtml(u.username)} (${escapeHtml(u.roles.join(', '))})</li>`).join('');
    return {
      status: 200,
      html: page(
        `Authorize Application ‹ ${name}`,
        `<h1>Authorize Application</h1><p>mock-site does not run an authorization flow. ` +
          `Use HTTP Basic with a user and one of its application passwords from the scenario:</p><ul>${users}</ul>${oauthNote(site, origin)}`,
      ),
    };
  }
  const home = path === '/' || path === '/index.php';
  const selected = findPublished(session, site.scenario.site, home ? params : null, home ? '' : path);
  if (selected === 'none') return notFound(site, origin, path);
  if (!selected) return { status: 200, html: themed(site, origin, homeMain(site, session, origin)) };
  const shortlink = selected.type === 'page' ? `${origin}/?page_id=${selected.id}` : `${origin}/?p=${selected.id}`;
  return {
    status: 200,
    html: themed(site, origin, singleMain(site, session, origin, selected)),
    links: [`<${restUrl(origin, itemRoute(selected))}>; rel="alternate"; type="application/json"`, `<${shortlink}>; rel=shortlink`],
  };
}
