// Requests node's HTTP parser refuses before any handler runs (a broken request line, bytes a header may not hold,
// headers over node's 16 KB, an Expect it does not know): answered, like everything else, as WordPress-shaped JSON
// saying what to fix, instead of node's bare status line. The connection is closed after it, as the parser cannot
// tell where the next request would start. A request that times out (server-timeouts.ts) gets its 408 here too.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { MockSiteCode } from '../wp/error-codes.js';
import { mockError } from '../wp/errors.js';

interface ParserError extends Error {
  code?: string;
}

const REFUSALS: Record<string, [reason: string, code: MockSiteCode, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    'Request Timeout',
    'mock_site_request_timeout',
    "The request did not arrive in time (its headers within the server's headers timeout, all of it within its request timeout). Send it without pauses.",
  ],
  HPE_HEADER_OVERFLOW: ['Request Header Fields Too Large', 'mock_site_headers_too_large', 'The request headers are over 16 KB. Send fewer or shorter headers.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [
    'Payload Too Large',
    'mock_site_body_too_large',
    'A chunk extension of the body is too long. Send the body without chunk extensions.',
  ],
};

const BAD_REQUEST: [string, MockSiteCode, string] = [
  'Bad Request',
  'mock_site_bad_http',
  'The request is not valid HTTP/1.1 (request line, header names and values, or framing). Check how the client builds it.',
];

export function answerClientError(error: ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [reason, code, message] = REFUSALS[error.code ?? ''] ?? BAD_REQUEST;
  const refusal = mockError(code, `[mock-site] ${message}`);
  const body = JSON.stringify(refusal);
  socket.end(
    `HTTP/1.1 ${refusal.status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\nConnection: close\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** An `Expect` other than `100-continue` (node answers those itself): 417, said in the same shape. */
export function answerExpectation(req: IncomingMessage, res: ServerResponse): void {
  const error = mockError(
    'mock_site_expectation_failed',
    `[mock-site] Expect: ${String(req.headers.expect)} is not something this server can meet. Send the request without it (or with Expect: 100-continue).`,
  );
  const body = JSON.stringify(error);
  res.writeHead(error.status, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
  res.end(body);
}
