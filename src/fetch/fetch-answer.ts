// One web Request through the engine: its line, headers and body as the REST listener reads a node:http request,
// and what the engine writes back as a Response.
import type { IncomingHttpHeaders } from 'node:http';
import type { MockEngine } from '../mock-engine.js';
import type { WireRequest } from '../wp/wire.js';
import { FetchReply } from './fetch-reply.js';

/** The answer to an address that is not REST: this transport serves the REST API only (no site pages or uploads). */
const notRest = (url: URL) =>
  new Response(`mock-site/fetch answers REST addresses only (?rest_route= or /wp-json/); ${url.pathname} is not one.`, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
  });

/** `base`: the path the site lives under (`/blog` of `https://example.test/blog`); requests are read relative to it. */
export async function answerFetch(engine: MockEngine, request: Request, basePath = ''): Promise<Response> {
  const url = new URL(request.url);
  const path = basePath && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
  const headers: IncomingHttpHeaders = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // Browsers keep Host for themselves: the request's URL names it.
  headers.host = url.host;
  const method = request.method.toUpperCase();
  // Any method may carry a body (an empty one for a bodyless DELETE): the engine never streams a fetch request's.
  const bodyBytes = request.body === null ? new Uint8Array(0) : new Uint8Array(await request.arrayBuffer());
  delete headers['transfer-encoding'];
  if (bodyBytes.length) headers['content-length'] = String(bodyBytes.length);
  else delete headers['content-length'];
  const reply = new FetchReply(method === 'HEAD');
  const wire: WireRequest = {
    method,
    url: `${path}${url.search}`,
    headers,
    socket: reply.connection(url.protocol === 'https:', request.signal),
    bodyBytes,
  };
  if (!engine.rest(wire, reply)) return notRest(url);
  return reply.response;
}
