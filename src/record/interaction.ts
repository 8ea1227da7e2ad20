// One proxied exchange turned into a cassette interaction: addressed as WordPress reads it, headers
// allow-listed, secrets hidden and the target's origin replaced, bodies stored exact.
import type { IncomingHttpHeaders } from 'node:http';
import { encodeBody } from '../cassette/body-codec.js';
import { REQUEST_HEADERS, RESPONSE_HEADERS, selectHeaders } from '../cassette/kept-headers.js';
import type { Interaction } from '../cassette/types.js';
import { addressOf } from '../wp/addressing.js';
import { parsePhpQuery, type PhpValue } from '../wp/php-query.js';
import { decodeContent, recordBody } from './body.js';
import type { SecretLedger } from '../cassette/secret-ledger.js';
import type { OriginRewriter } from '../cassette/origin-placeholder.js';
import type { RedactOptions } from '../cassette/redact.js';
import { redactHeaders, type Headers } from '../cassette/redact-headers.js';
import { redactValue } from '../cassette/redact-value.js';

export interface Exchange {
  method: string;
  /** Path and query as the client sent them. */
  url: string;
  requestHeaders: IncomingHttpHeaders;
  requestBody: Buffer;
  status: number;
  responseHeaders: IncomingHttpHeaders;
  /** As the target sent it (possibly compressed). */
  responseBody: Buffer;
}

export interface RecordContext {
  options: RedactOptions;
  ledger: SecretLedger;
  rewrite: OriginRewriter;
}

export function toInteraction(x: Exchange, ctx: RecordContext): Interaction {
  const address = addressOf(x.url) ?? plainAddress(x.url);
  const where = `${x.method} ${address.route}`;
  const answer = `the answer to ${where}`;

  const reqHeaders = redactHeaders(defined(x.requestHeaders), { ...ctx, where });
  const query = mapStrings(redactValue(address.query, ctx.options, ctx.ledger, `the query of ${where}`), ctx.rewrite) as Record<string, PhpValue>;
  const reqBody = recordBody(x.requestBody, header(x.requestHeaders, 'content-type'), { ...ctx, where });

  const resHeaders = redactHeaders(defined(x.responseHeaders), { ...ctx, where: answer });
  const encoding = header(x.responseHeaders, 'content-encoding');
  const identity = decodeContent(x.responseBody, encoding);
  const resBody = identity ? recordBody(identity, header(x.responseHeaders, 'content-type'), { ...ctx, where: answer }) : x.responseBody;
  const keptResponse = selectHeaders<string | string[]>(resHeaders, RESPONSE_HEADERS);
  // A body that would not decode is kept as sent, so it needs its encoding to mean anything on replay.
  const responseHeaders = !identity && encoding ? { ...keptResponse, 'content-encoding': encoding } : keptResponse;
  const requestHeaders = selectHeaders<string | string[]>(reqHeaders, REQUEST_HEADERS);

  const reqStored = encodeBody(reqBody);
  const resStored = encodeBody(resBody);
  return {
    request: {
      method: x.method,
      route: address.route,
      ...(Object.keys(query).length ? { query } : {}),
      ...(requestHeaders ? { headers: rewriteHeaders(requestHeaders, ctx.rewrite, true) as Record<string, string> } : {}),
      ...(reqStored ? { body: reqStored } : {}),
    },
    response: {
      status: x.status,
      ...(responseHeaders ? { headers: rewriteHeaders(responseHeaders, ctx.rewrite, false) } : {}),
      ...(resStored ? { body: resStored } : {}),
    },
  };
}

/** Requests outside the REST API (the home page, uploads) are recorded under their path. */
function plainAddress(url: string): { route: string; query: Record<string, PhpValue> } {
  const q = url.indexOf('?');
  return { route: q < 0 ? url : url.slice(0, q), query: q < 0 ? {} : parsePhpQuery(url.slice(q + 1)) };
}

function defined(headers: IncomingHttpHeaders): Headers {
  const out: Headers = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = v;
  return out;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

function rewriteHeaders(headers: Headers, rewrite: OriginRewriter, join: boolean): Headers {
  const out: Headers = {};
  for (const [k, v] of Object.entries(headers)) {
    out[k] = Array.isArray(v) ? (join ? rewrite(v.join(', ')) : v.map(rewrite)) : rewrite(v);
  }
  return out;
}

function mapStrings(value: unknown, f: (s: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
}
