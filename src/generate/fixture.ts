// One generated fixture: where it goes (without extension), the exact body bytes, and the response schema its types come from.
import type { ResponseSchema } from '../model/catalogue.js';
import type { PhpValue } from '../wp/php-query.js';

export interface Fixture {
  /** Relative path without extension, `/`-separated, e.g. `cms-v2/posts/1`. */
  file: string;
  body: Buffer;
  /**
   * The headers WordPress sends with the body that a client reads (PAGING_HEADERS: a list's X-WP-Total and
   * X-WP-TotalPages, and Link), as served or recorded; the `msw` handlers answer with them.
   */
  headers?: Record<string, string>;
  /** The REST route it answers (`/cms/v2/posts/1`) and the query it was taken with; the `msw` handlers match on them. */
  route?: string;
  query?: Record<string, PhpValue>;
  /** The catalogue's response schema of the route, when known (the `ts` format types the fixture with it). */
  schema?: ResponseSchema;
  /** A readable name for the resource (`Post`), used when the schema has no title. */
  resource: string;
}

/** The answer headers a fixture keeps, as WordPress spells them: what a client pages and follows links with. */
export const PAGING_HEADERS = ['X-WP-Total', 'X-WP-TotalPages', 'Link'] as const;

/** PAGING_HEADERS out of an answer's headers (any case; a repeated header joined with `, `, as HTTP reads it). */
export function pagingHeaders(headers: Readonly<Record<string, string | readonly string[] | number | undefined>>): Record<string, string> | undefined {
  const byName = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const kept: Record<string, string> = {};
  for (const name of PAGING_HEADERS) {
    const value = byName.get(name.toLowerCase());
    if (value === undefined) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

export interface Skipped {
  what: string;
  why: string;
}

export interface Generated {
  fixtures: Fixture[];
  skipped: Skipped[];
}
