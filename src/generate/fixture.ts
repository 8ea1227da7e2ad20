// One generated fixture: where it goes (without extension), the exact body bytes, and the response schema its types come from.
import type { ResponseSchema } from '../catalogue/types.js';

export interface Fixture {
  /** Relative path without extension, `/`-separated, e.g. `cms-v2/posts/1`. */
  file: string;
  body: Buffer;
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
