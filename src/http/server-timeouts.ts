// The deliberate timeouts of the server's sockets (node's defaults hold a slow body's socket for 300 s). A request
// that misses one is answered 408 mock_site_request_timeout by client-error.ts and its connection closed.
import type { ServerOptions } from 'node:http';

/** How long a client may take; node's defaults hold a slow body's socket for 300 s. */
export interface ServerTimeouts {
  /** The request line and headers must arrive within this (ms). */
  headersTimeout: number;
  /** The whole request, body included, must arrive within this (ms): a 64 MB upload needs over 1 MB/s. */
  requestTimeout: number;
  /** An idle keep-alive connection is closed after this (ms). */
  keepAliveTimeout: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { headersTimeout: 10_000, requestTimeout: 60_000, keepAliveTimeout: 5_000 };

/** node:http's server options for these timeouts, checked often enough that a late socket closes near its deadline. */
export function timeoutOptions(t: ServerTimeouts): ServerOptions {
  const { headersTimeout, requestTimeout, keepAliveTimeout } = t;
  const check = Math.max(50, Math.min(1_000, Math.floor(Math.min(headersTimeout, requestTimeout) / 4)));
  return { headersTimeout: Math.min(headersTimeout, requestTimeout), requestTimeout, keepAliveTimeout, connectionsCheckingInterval: check };
}
