// The cassette as it lives on disk (recordings/*.yaml) and in memory. Key order is the file's key order:
// request {method, route, query, headers, body}, response {status, headers, body}.
import type { PhpValue } from '../wp/php-query.js';

export const CASSETTE_VERSION = 1;

/**
 * A body, exact to the byte: `json` only when wpJson() of it gives back the recorded text, else `text`
 * (valid UTF-8 without control characters other than tab and newline), else `base64`. No body: absent.
 */
export type StoredBody = { json: unknown } | { text: string } | { base64: string };

export interface RecordedRequest {
  method: string;
  route: string;
  query?: Record<string, PhpValue>;
  headers?: Record<string, string>;
  body?: StoredBody;
}

export interface RecordedResponse {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: StoredBody;
}

export interface Interaction {
  request: RecordedRequest;
  response: RecordedResponse;
}

export interface CassetteHeader {
  version: number;
  /** The recorded site's origin, without credentials. */
  target?: string;
  recordedAt?: string;
  tool?: string;
}

export interface Cassette {
  $schema?: string;
  cassette: CassetteHeader;
  interactions: Interaction[];
}
