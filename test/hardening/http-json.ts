// A small node:http client for the hardening tests: many sockets at once (an http.Agent), chunked bodies, and a
// rejection (not a hang) when the server dies mid-request.
import { type Agent, request, type IncomingHttpHeaders } from 'node:http';
import { ADMIN } from '../helpers.js';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  /** Send the body in pieces without Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
  agent?: Agent;
}

/** One request; `path` is a site path. Rejects when the connection fails or breaks. */
export function send(url: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const { method = 'GET', headers = {}, body, chunked = false, agent } = options;
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(payload === undefined || chunked ? {} : { 'Content-Length': String(Buffer.byteLength(payload)) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('answer cut off')));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined && chunked) {
      // Several writes: the listener sees the body grow past the limit without being told its size first.
      const piece = Math.max(1, Math.ceil(payload.length / 4));
      for (let at = 0; at < payload.length; at += piece) req.write(payload.slice(at, at + piece));
    } else if (payload !== undefined) {
      req.write(payload);
    }
    req.end();
  });
}

/** Headers of an administrator's request in `session`. */
export const asAdmin = (session: string): Record<string, string> => ({ Authorization: ADMIN, 'X-Mock-Session': session });

/** X-WP-Total of the published posts `session` lists. */
export async function postTotal(url: string, session: string, agent?: Agent): Promise<number> {
  const res = await send(url, '/index.php?rest_route=/cms/v2/posts&per_page=1', { headers: asAdmin(session), agent });
  if (res.status !== 200) throw new Error(`listing posts answered ${res.status}: ${res.text}`);
  return Number(res.headers['x-wp-total']);
}

/** Every post `session` lists (published ones, all pages): id → raw title and content. */
export async function listedPosts(url: string, session: string, agent?: Agent): Promise<Map<number, { title: string; content: string }>> {
  const posts = new Map<number, { title: string; content: string }>();
  for (let page = 1; ; page++) {
    const res = await send(url, `/index.php?rest_route=/cms/v2/posts&per_page=100&page=${page}&context=edit&_fields=id,title,content`, {
      headers: asAdmin(session),
      agent,
    });
    if (res.status !== 200) throw new Error(`listing posts answered ${res.status}: ${res.text}`);
    for (const p of res.json<{ id: number; title: { raw: string }; content: { raw: string } }[]>())
      posts.set(p.id, { title: p.title.raw, content: p.content.raw });
    if (page >= Number(res.headers['x-wp-totalpages'])) return posts;
  }
}
