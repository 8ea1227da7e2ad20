// What a handler answers: data (with status and headers) or a WordPress error. Only src/wp/respond.ts writes it.
import type { WpError } from './errors.js';

export interface RestResult {
  status?: number;
  data: unknown;
  /** Headers the answer adds (Location, X-WP-Total, Link...). */
  headers?: Record<string, string>;
  /** The data already encoded as wp_json_encode() would (cached documents: a Buffer skips re-encoding). */
  encoded?: string | Buffer;
  /** Send `encoded` exactly as it is, even with `_envelope` or `_pretty` (a rule's text body or malformed JSON). */
  verbatim?: boolean;
}

export type HandlerOutcome = RestResult | WpError;
