// One generated fixture: where it goes (without extension), the exact body bytes, and the response schema its types come from.
import type { ResponseSchema } from '../catalogue/types.js';
import type { PhpValue } from '../wp/php-query.js';

export interface Fixture {
  /** Relative path without extension, `/`-separated, e.g. `cms-v2/posts/1`. */
  file: string;
  body: Buffer;
  /** The REST route it answers (`/cms/v2/posts/1`) and the query it was taken with; the `msw` handlers match on them. */
  route?: string;
  query?: Record<string, PhpValue>;
  /** The catalogue's response schema of the route, when known (the `ts` format types the fixture with it). */
  schema?: ResponseSchema;
  /** A readable name for the resource (`Post`), used when the schema has no title. */
  resource: string;
}

export interface Skipped {
  what: string;
  why: string;
}

export interface Generated {
  fixtures: Fixture[];
  skipped: Skipped[];
}
