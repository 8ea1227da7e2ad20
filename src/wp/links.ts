// rest_url(): the address of a REST route as the site writes it in links, Location and Link headers. A site with
// plain permalinks (the default, as the seed's deployment has them) writes `{origin}/index.php?rest_route=/route`;
// with pretty permalinks (scenario `site.permalinks: pretty`) `{origin}/wp-json/route`. Both addressings are
// always served. The style is the site's: the listener runs each request of a pretty site inside withPermalinks().
import { asyncContext } from '../platform/async-context.js';
import type { Permalinks } from '../model/scenario.js';

// In a browser the style holds only until the first `await` inside withPermalinks() (platform/web/async-context.ts).
const style = asyncContext<Permalinks>();

/** Runs `fn` with links written in `permalinks` style (plain needs no context: it is what links default to). */
export const withPermalinks = <T>(permalinks: Permalinks, fn: () => T): T => (permalinks === 'plain' ? fn() : style.run(permalinks, fn));

const pretty = (): boolean => style.getStore() === 'pretty';

/** `query` is already encoded (`a=1&b=2`). */
export function restUrl(origin: string, route: string, query = ''): string {
  if (pretty()) return `${origin}/wp-json${route.startsWith('/') ? route : `/${route}`}${query ? `?${query}` : ''}`;
  return `${origin}/index.php?rest_route=${route}${query ? `&${query}` : ''}`;
}

/**
 * rest_url() then add_query_arg(), which encodes the whole query again: plain permalinks get the route encoded too
 * (`rest_route=%2Fcms%2Fv2%2Fcomments&post=1`). `query` and `encodedRoute` are already encoded.
 */
export function restUrlWithQuery(origin: string, route: string, encodedRoute: string, query: string): string {
  if (pretty()) return restUrl(origin, route, query);
  return `${origin}/index.php?rest_route=${encodedRoute}${query ? `&${query}` : ''}`;
}

/** home_url(): the site origin without a trailing slash. */
export const homeUrl = (origin: string): string => (origin.endsWith('/') ? origin.replace(/\/+$/, '') : origin);
