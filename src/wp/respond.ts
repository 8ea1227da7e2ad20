// The one place that writes a REST answer: WordPress's headers, `_envelope`, `_jsonp`, `_pretty`, HEAD,
// CORS and no-cache headers, in the order WP_REST_Server::serve_request() sends them.
import type { OutgoingHttpHeaders } from 'node:http';
import type { WireReply } from './wire.js';
import type { RestResult } from './rest-result.js';
import { isWpError, type WpError } from './errors.js';
import { wpJson } from './json.js';
import { restUrl } from './links.js';
import type { RestRequest } from './request.js';

const NOCACHE = { Expires: 'Wed, 11 Jan 1984 05:00:00 GMT', 'Cache-Control': 'no-cache, must-revalidate, max-age=0' };

export interface Delivery {
  outcome: RestResult | WpError;
  allow?: string;
  /** Request as far as it was understood (early failures have no route match). */
  req: Pick<RestRequest, 'query' | 'headers' | 'user' | 'origin' | 'method' | 'wireMethod'>;
  jsonpCallback?: string;
  /** Whether the X-HTTP-Method-Override header (not `_method`) changed the method. */
  headerOverride?: boolean;
  /** Send the no-cache headers even to an anonymous caller (rest_send_nocache_headers). */
  nocache?: boolean;
  /** The HTTP date the answer is sent at, on the scenario clock (the listener always gives it). */
  date?: string;
}

/** What a page on another origin may read of an answer: WordPress's list (rest_exposed_cors_headers). */
export const EXPOSE_HEADERS = 'X-WP-Total, X-WP-TotalPages, Link';
/**
 * What a page on another origin may send: WordPress's list (rest_allowed_cors_headers), and the mock's own request
 * header, X-Mock-Session (the session a request works on), so a browser app can use sessions too. The mock sends
 * no header of its own back, so the exposed list is WordPress's.
 */
export const ALLOW_HEADERS = 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type, X-Mock-Session';

const JSON_TYPE = 'application/json; charset=UTF-8';
const JAVASCRIPT_TYPE = 'application/javascript; charset=UTF-8';

/** The API's discovery Link of the last origin (and permalink style) asked: nearly every answer of a run has the same. */
let lastLink = { url: '', header: '' };
function discoveryLink(origin: string): string {
  const url = restUrl(origin, '/');
  if (url !== lastLink.url) lastLink = { url, header: `<${url}>; rel="https://api.w.org/"` };
  return lastLink.header;
}

/**
 * The headers serve_request() sends first, on every answer, after the Date. One object literal: spreading two
 * objects into a third cost ~7 µs an answer. Without a date (none given), Date is taken out again (the rare path).
 */
function serverHeaders(date: string | undefined, origin: string, javascript: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Date: date ?? '',
    'Content-Type': javascript ? JAVASCRIPT_TYPE : JSON_TYPE,
    'X-Robots-Tag': 'noindex',
    Link: discoveryLink(origin),
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Expose-Headers': EXPOSE_HEADERS,
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
  };
  if (!date) delete headers.Date;
  return headers;
}

/**
 * A refusal serve_request() answers before it dispatches (a bad or disabled `_jsonp`): json_error() writes
 * only `{code, message}`, under the Content-Type already chosen (JavaScript when a callback was asked for
 * and JSONP is on), and none of the Allow, CORS, Vary or no-cache headers that come later.
 */
export function deliverEarlyError(res: WireReply, origin: string, error: WpError, javascript: boolean, date: string): WireAnswer {
  const body = wpJson({ code: error.code, message: error.message });
  const answer = {
    status: error.status,
    headers: { ...serverHeaders(date, origin, javascript), 'Content-Length': String(Buffer.byteLength(body)) },
    body,
  };
  writeAnswer(res, answer);
  return answer;
}

/** An answer ready for the wire: status, headers (the framing Content-Length included) and body bytes. */
export interface WireAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  /** undefined: no body goes with it (HEAD, 204, 304). */
  body: Buffer | string | undefined;
}

export function writeAnswer(res: WireReply, answer: WireAnswer, head = false): void {
  res.writeHead(answer.status, answer.headers);
  res.end(head ? undefined : answer.body);
}

/** Writes the answer to a dispatched request; returns what it wrote. */
export function deliver(res: WireReply, d: Delivery): WireAnswer {
  const answer = answerOf(d);
  writeAnswer(res, answer);
  return answer;
}

function answerOf(d: Delivery): WireAnswer {
  const { req } = d;
  let status: number;
  let data: unknown;
  let encoded: string | Buffer | undefined;
  let extra: Record<string, string>;
  let verbatim = false;
  if (isWpError(d.outcome)) {
    status = d.outcome.status;
    data = d.outcome.toJSON();
    extra = {};
  } else {
    status = d.outcome.status ?? 200;
    data = d.outcome.data;
    encoded = d.outcome.encoded;
    verbatim = d.outcome.verbatim === true;
    extra = d.outcome.headers ?? {};
  }
  const headers = serverHeaders(d.date, req.origin, d.jsonpCallback !== undefined);
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Methods'] = 'OPTIONS, GET, POST, PUT, PATCH, DELETE';
    headers['Access-Control-Allow-Credentials'] = 'true';
  }
  if (d.allow) extra = { ...extra, Allow: d.allow };
  // serve_request() sends the no-cache headers before dispatching: a handler's own (OAuth's no-store) win.
  if (req.user || d.nocache || (d.headerOverride && status >= 400 && status < 500)) Object.assign(headers, NOCACHE);

  if ('_envelope' in req.query && !verbatim) {
    data = { body: data, status, headers: envelopeHeaders(extra) };
    encoded = undefined;
    status = 200;
  } else {
    for (const [name, value] of Object.entries(extra)) {
      delete headers[name];
      headers[name] = value;
    }
  }
  if (typeof origin === 'string' && origin) headers.Vary = 'Origin';
  else if (req.wireMethod === 'GET' && !req.user) headers.Vary = 'Origin';

  if (req.method === 'HEAD' || status === 204) return { status, headers, body: undefined };
  const pretty = '_pretty' in req.query && !verbatim;
  let body: string | Buffer = encoded !== undefined && !pretty ? encoded : wpJson(data, pretty);
  if (d.jsonpCallback) body = `/**/${d.jsonpCallback}(${body.toString()})`;
  headers['Content-Length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  return { status, headers, body };
}

/** The envelope's headers: numbers stay numbers (X-WP-Total), as WordPress writes them; none is PHP's empty array, `[]`. */
function envelopeHeaders(headers: Record<string, string>): Record<string, string | number> | [] {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(headers)) out[k] = /^X-WP-Total(Pages)?$/i.test(k) && /^\d+$/.test(v) ? Number(v) : v;
  return Object.keys(out).length ? out : [];
}

/** A recorded answer (replay): its status, headers and body bytes exactly, nothing added but the framing Content-Length. */
export function deliverRecorded(res: WireReply, answer: WireAnswer, head: boolean): WireAnswer {
  // Exactly what was recorded: the recording dropped Date as volatile.
  res.sendDate = false;
  res.removeHeader('Date');
  writeAnswer(res, answer, head);
  return answer;
}
