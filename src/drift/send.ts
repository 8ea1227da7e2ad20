// Sends one request to the live site and reads the whole answer. A failure before a connection was made
// (refused, unknown host, a certificate the client rejects) means the site cannot be reached at all; a
// failure after it (reset, cut short, no answer in time) belongs to that one request.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { decodeContent } from '../record/body.js';
import type { LiveAnswer } from './answer-drift.js';
import type { WireRequest } from './plan.js';

export class TargetUnreachable extends Error {}
export class RequestFailed extends Error {}

export interface Sender {
  send(request: WireRequest): Promise<LiveAnswer>;
  close(): void;
}

const CERTIFICATE = /CERT|SELF_SIGNED|ERR_TLS|ERR_SSL/;

/**
 * `site`: the live site's address (`https://example.org/blog`). Each request has a connection of its own: a
 * kept-alive one the site closed meanwhile would fail a request for no fault of the site.
 */
export function createSender(site: URL, timeoutMs: number): Sender {
  const https = site.protocol === 'https:';
  const agent = new (https ? HttpsAgent : HttpAgent)({ keepAlive: false });
  const base = site.pathname.replace(/\/+$/, '');
  const shown = `${site.origin}${base}`;
  return {
    send: (r) =>
      new Promise<LiveAnswer>((resolve, reject) => {
        let connected = false;
        let timedOut = false;
        let timer: NodeJS.Timeout | undefined;
        const fail = (e: NodeJS.ErrnoException) => {
          clearTimeout(timer);
          const cause = timedOut
            ? `${connected ? 'no whole answer' : 'no connection'} within ${timeoutMs} ms`
            : e.code && !e.message.includes(e.code)
              ? `${e.message} (${e.code})`
              : e.message;
          if (!connected || CERTIFICATE.test(e.code ?? '')) reject(new TargetUnreachable(`cannot reach ${shown}: ${cause}`));
          else reject(new RequestFailed(!timedOut && e.code === 'ECONNRESET' ? 'the connection was reset' : cause));
        };
        const headers = { ...r.headers, ...(r.body ? { 'Content-Length': String(r.body.length) } : {}) };
        const req = (https ? httpsRequest : httpRequest)({
          protocol: site.protocol,
          hostname: site.hostname,
          port: site.port || undefined,
          method: r.method,
          path: `${base}${r.path}`,
          headers,
          agent,
        });
        req.on('socket', (socket) => {
          if (!socket.connecting) connected = true;
          else
            socket.once('connect', () => {
              connected = true;
            });
        });
        timer = setTimeout(() => {
          timedOut = true;
          req.destroy();
        }, timeoutMs);
        req.on('error', fail);
        req.on('response', (res: IncomingMessage) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('error', fail);
          res.on('end', () => {
            clearTimeout(timer);
            const encoding = res.headers['content-encoding'];
            const body = decodeContent(Buffer.concat(parts), encoding);
            if (!body) {
              reject(new RequestFailed(`the answer's Content-Encoding (${encoding}) would not decode`));
              return;
            }
            const out: LiveAnswer['headers'] = {};
            for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out[k] = v;
            resolve({ status: res.statusCode ?? 0, headers: out, body });
          });
          res.on('close', () => {
            if (!res.complete) fail(Object.assign(new Error('the answer was cut short'), { code: 'ECUTSHORT' }));
          });
        });
        req.end(r.body);
      }),
    close: () => agent.destroy(),
  };
}
