// URLs the way WordPress's add_query_arg() writes them: PHP urlencode() values, `key%5Bsub%5D` for
// nested arrays, and no `=` after an empty value.
import type { PhpValue } from './php-query.js';
import { restUrlWithQuery } from './links.js';

/** PHP's urlencode(): everything but letters, digits and `-_.` escaped; a space is `+`. */
const phpUrlencode = (s: string): string =>
  encodeURIComponent(s)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** build_query() of already-parsed query variables, encoding the values. */
export function buildQuery(vars: ReadonlyArray<readonly [string, PhpValue | number]>): string {
  const out: string[] = [];
  const add = (key: string, value: PhpValue | number) => {
    if (typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      for (const [k, v] of entries) add(`${key}%5B${k}%5D`, v);
    } else out.push(`${key}=${phpUrlencode(String(value))}`);
  };
  for (const [key, value] of vars) add(key, value);
  return out.join('&').replace(/=(&|$)/g, '$1');
}

/** A REST URL with query variables, as add_query_arg() on rest_url() writes it (the route encoded too). */
export function restQueryUrl(origin: string, route: string, vars: ReadonlyArray<readonly [string, PhpValue | number]>): string {
  return restUrlWithQuery(origin, route, phpUrlencode(route), buildQuery(vars));
}
