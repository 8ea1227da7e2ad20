// A WordPress-like site on 127.0.0.1 for the recorder's tests: JSON with escaped links, gzip/br/deflate and
// chunked answers, echoes, secrets in answers, slow and cut-off answers. Never the network.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { createRecorder, type Recorder, type RecorderOptions } from '../../src/record/recorder.js';
import { wpJson } from '../../src/wp/json.js';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Upstream {
  origin: string;
  seen: Seen[];
  /** The exact bytes the last answer carried on the wire body (after the headers). */
  sent: Buffer[];
  close(): Promise<void>;
}

export const SESSION_SECRET = 'set-cookie-session-9f8e7d6c';
export const APP_PASSWORD_ANSWER = 'abcd EFGH 1234 ijkl MNOP 5678';

export async function startUpstream(): Promise<Upstream> {
  const seen: Seen[] = [];
  const sent: Buffer[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', origin);
      const route = url.pathname.startsWith('/wp-json') ? url.pathname.slice(8) : (url.searchParams.get('rest_route') ?? url.pathname);
      const json = (status: number, value: unknown, headers: Record<string, string | string[]> = {}) => {
        const bytes = Buffer.from(wpJson(value));
        sent.push(bytes);
        res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': bytes.length, ...headers });
        res.end(bytes);
      };
      const post = {
        id: 1,
        guid: { rendered: `${origin}/?p=1` },
        link: `${origin}/hello-world/`,
        title: { rendered: 'Hello' },
        _links: { self: [{ href: `${origin}/wp-json/wp/v2/posts/1` }], about: [{ href: `${origin}/wp-json/wp/v2/types/post` }] },
      };
      switch (route) {
        case '/wp/v2/posts':
          return json(200, [post], {
            'X-WP-Total': '1',
            'X-WP-TotalPages': '1',
            Link: `<${origin}/wp-json/wp/v2/posts?page=2>; rel="next"`,
            'Set-Cookie': [`wp_session=${SESSION_SECRET}; path=/; HttpOnly`],
            'X-WP-Nonce': 'nonce-from-site-1234',
          });
        case '/':
          return json(200, { name: 'Fake', url: origin, home: origin, routes: {} });
        case '/echo':
          return json(200, { method: req.method, path: url.pathname, authorized: req.headers.authorization !== undefined });
        case '/compressed': {
          const plain = Buffer.from(wpJson({ encoded: url.searchParams.get('as'), link: `${origin}/x/`, filler: 'x'.repeat(2000) }));
          const as = url.searchParams.get('as');
          const bytes = as === 'gzip' ? gzipSync(plain) : as === 'br' ? brotliCompressSync(plain) : deflateSync(plain);
          sent.push(bytes);
          res.writeHead(200, {
            'Content-Type': 'application/json; charset=UTF-8',
            'Content-Encoding': as ?? 'deflate',
            'Content-Length': bytes.length,
            Vary: 'Accept-Encoding',
          });
          return res.end(bytes);
        }
        case '/chunked': {
          res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }); // no length: chunked
          const parts = ['[', '{"n":1}', ',', '{"n":2}', ']'];
          sent.push(Buffer.from(parts.join('')));
          let i = 0;
          const next = () => {
            if (i < parts.length) {
              res.write(parts[i++]);
              setTimeout(next, 5);
            } else res.end();
          };
          return next();
        }
        case '/wp/v2/users/me/application-passwords':
          return json(201, { uuid: 'u-1', name: 'ci', password: APP_PASSWORD_ANSWER, created: '2026-01-01T00:00:00' });
        case '/login': {
          // Echoes a field the redaction list does not know: the leftover scan must catch it.
          const parsed = JSON.parse(body || '{}') as { password?: string };
          return json(200, { ok: true, pw_copy: parsed.password ?? null });
        }
        case '/broken':
          return json(500, { code: 'internal_server_error', message: 'There has been a critical error.', data: { status: 500 } });
        case '/slow':
          return; // never answers
        case '/cut':
          res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
          res.write('{"partial":');
          return setTimeout(() => res.socket?.destroy(), 10);
        default:
          return json(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    sent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Session {
  upstream: Upstream;
  recorder: Recorder;
  proxy: string;
  errors: string[];
  close(): Promise<void>;
}

/** A fake site and a recorder in front of it, on free ports. */
export async function recordSession(out: string, options: Partial<RecorderOptions> = {}, upstream?: Upstream): Promise<Session> {
  const up = upstream ?? (await startUpstream());
  const errors: string[] = [];
  const recorder = createRecorder({ target: up.origin, out, error: (t) => errors.push(t), ...options });
  const proxy = await recorder.listen(0, '127.0.0.1');
  return {
    upstream: up,
    recorder,
    proxy,
    errors,
    close: async () => {
      recorder.server.closeAllConnections();
      await recorder.close();
      await up.close();
    },
  };
}

export interface Raw {
  status: number;
  headers: IncomingMessage['headers'];
  rawHeaders: string[];
  body: Buffer;
}

/** A request whose answer is read as raw bytes (no decompression). */
export async function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
