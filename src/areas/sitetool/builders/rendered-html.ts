// POST /rendered-html: the HTML the site serves at `path` now (the home page, a post or page by `?p=`/`?page_id=`,
// a slug or a page path), rendered by the site's own page renderer from the session's current state, as a
// logged-out visitor sees it. `path` may also be a full URL of this site.
import type { Handler } from '../../../dispatch/types.js';
import { renderSitePage } from '../../content/site-page.js';
import { WpError } from '../../../wp/errors.js';

const invalid = (message: string) => new WpError('sitetool_invalid_path', message, { status: 400 });

/** The path and query to render, or why `raw` is not an address of this site. */
function sitePath(raw: string, origin: string): string | WpError {
  if (/[\u0000-\u001f\\]/.test(raw)) return invalid('path must not contain control characters or backslashes.');
  if (raw.startsWith('//')) return invalid(`path must be a path on this site such as /about/ or /?p=1 (got ${JSON.stringify(raw)}).`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return invalid(`path is not a valid URL (got ${JSON.stringify(raw)}).`);
    }
    if (url.origin !== new URL(origin).origin) return invalid(`path must be on this site (${origin}); got ${JSON.stringify(raw)}.`);
    return `${url.pathname}${url.search}`;
  }
  if (raw === '') return '/';
  return raw.startsWith('/') ? raw : `/${raw}`;
}

export const renderedHtml: Handler = (req, ctx) => {
  const path = sitePath(typeof req.params.path === 'string' ? req.params.path.trim() : '', req.origin);
  if (path instanceof WpError) return path;
  const page = renderSitePage(ctx.site, ctx.session, req.origin, path);
  if (page.status === 404) {
    return new WpError(
      'sitetool_path_not_found',
      `Nothing is published at ${path}. Render the home page (/), a post or page by ?p=ID or ?page_id=ID, or a published slug such as /about/.`,
      { status: 404 },
    );
  }
  return { data: { html: page.html, url: `${req.origin}${path}` } };
};
