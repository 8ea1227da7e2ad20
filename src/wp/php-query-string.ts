// The inverse of parsePhpQuery() (php-query.ts), as PHP's http_build_query() writes it: a list as
// `a[0]=x&a[1]=y`, a map as `a[k]=v`, so WordPress reads back exactly the recorded values. Used wherever a
// recorded request goes back on the wire or into a file (crawl, verify-recordings, HAR export).
import type { PhpValue } from './php-query.js';

/** The `name=value` pairs, not yet URL-encoded. Empty lists and maps have no query form and are left out. */
export function queryPairs(query: Record<string, PhpValue> | undefined): [string, string][] {
  const out: [string, string][] = [];
  // Hand-written cassettes may hold numbers or booleans where a recording holds strings.
  const walk = (name: string, value: PhpValue | number | boolean) => {
    if (Array.isArray(value))
      value.forEach((v, i) => {
        walk(`${name}[${i}]`, v);
      });
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${name}[${k}]`, v);
    else out.push([name, String(value)]);
  };
  for (const [name, value] of Object.entries(query ?? {})) walk(name, value);
  return out;
}

/** Brackets stay readable: PHP decodes the name before it splits it, so `a[0]` and `a%5B0%5D` are one name. */
const encodeName = (name: string): string => encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']');

export const encodePairs = (pairs: readonly [string, string][]): string => pairs.map(([k, v]) => `${encodeName(k)}=${encodeURIComponent(v)}`).join('&');

/** What goes on the wire. */
export const buildPhpQuery = (query: Record<string, PhpValue> | undefined): string => encodePairs(queryPairs(query));

/** The same query for people to read: only what would change its meaning is escaped. */
export const readablePhpQuery = (query: Record<string, PhpValue> | undefined): string => {
  const escapeQuery = (text: string) => text.replace(/[%&#+=\s]/g, (c) => encodeURIComponent(c));
  return queryPairs(query)
    .map(([k, v]) => `${escapeQuery(k)}=${escapeQuery(v)}`)
    .join('&');
};

/** `/wp/v2/posts` as a `rest_route` value: slashes kept, as WordPress writes its own links. */
export const encodeRoute = (route: string): string => encodeURIComponent(route).replace(/%2F/gi, '/');

/** `/index.php?rest_route=/wp/v2/posts&page=2`: how mock-site addresses a route on a site. */
export function restPath(route: string, query?: Record<string, PhpValue>): string {
  const q = buildPhpQuery(query);
  return `/index.php?rest_route=${encodeRoute(route)}${q ? `&${q}` : ''}`;
}
