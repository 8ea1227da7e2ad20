// Where a recorded request goes on the live site. The recorder stores REST requests by route (however they
// were addressed) and other requests (the home page, uploads) by their path, so which one a route was is
// told apart here by its look: WordPress's own folders, a file name, or `/` answered with HTML.
import { headerValue } from './kept-headers.js';
import type { Interaction } from './types.js';
import { buildPhpQuery, restPath } from '../wp/php-query-string.js';
import type { PhpValue } from '../wp/php-query.js';

const SITE_FOLDERS = /^\/wp-(content|includes|admin)(\/|$)/;
const FILE_NAME = /\/[^/]+\.[a-z][a-z0-9]{1,4}$/i;

export function isSitePath(it: Interaction): boolean {
  const { route } = it.request;
  if (SITE_FOLDERS.test(route) || FILE_NAME.test(route)) return true;
  return route === '/' && /^text\/html/i.test(headerValue(it.response.headers, 'content-type') ?? '');
}

/** Path and query, relative to the site's address: `/index.php?rest_route=/wp/v2/posts&page=2`. */
export function wirePath(it: Interaction, query: Record<string, PhpValue>): string {
  // The recorder keeps such a path as the client wrote it, escapes and all.
  if (!isSitePath(it)) return restPath(it.request.route, query);
  const q = buildPhpQuery(query);
  return q ? `${it.request.route}?${q}` : it.request.route;
}
