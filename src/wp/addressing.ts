// Where a request is aimed, as WordPress reads it: `/index.php?rest_route=/x` (primary), `/?rest_route=/x`
// and `/wp-json/x`. Returns null for requests that are not REST (the home page, assets...).
import { parsePhpQuery, type PhpValue } from './php-query.js';

export interface Address {
  route: string;
  query: Record<string, PhpValue>;
  rawQuery: string;
}

export function addressOf(url: string): Address | null {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const rawQuery = q < 0 ? '' : url.slice(q + 1);
  if (path === '/' || path === '/index.php' || path === '') {
    if (!/(^|&)rest_route=/.test(rawQuery)) return null;
    const query = parsePhpQuery(rawQuery);
    const route = query.rest_route;
    // rest_api_loaded(): an empty rest_route ('' or PHP's falsy '0') is not a REST request.
    if (typeof route === 'string' && (route === '' || route === '0')) return null;
    delete query.rest_route;
    return { route: normalise(typeof route === 'string' ? route : '/'), query, rawQuery };
  }
  const prefix = path.startsWith('/wp-json') ? 8 : path.startsWith('/index.php/wp-json') ? 18 : -1;
  if (prefix < 0 || (path.length > prefix && path[prefix] !== '/')) return null;
  let route: string;
  try {
    route = decodeURIComponent(path.slice(prefix));
  } catch {
    route = path.slice(prefix);
  }
  return { route: normalise(route), query: parsePhpQuery(rawQuery), rawQuery };
}

/**
 * untrailingslashit(), and `/` for an empty route, as rest_api_loaded() does. No leading slash is
 * added: WordPress matches `rest_route=cms/v2/posts` against `^/cms/v2/posts$` and finds no route.
 */
function normalise(route: string): string {
  const r = route.replace(/[/\\]+$/, '');
  return r === '' ? '/' : r;
}
