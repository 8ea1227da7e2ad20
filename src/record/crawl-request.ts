// One GET of the crawl, sent to the recording proxy like any client's request, read to the end.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { VERSION } from '../version.js';
import { decodeContent } from './body.js';
import { restPath } from '../wp/php-query-string.js';
import type { Visit } from './crawl-plan.js';

export interface Fetched {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire. */
  body: Buffer;
}

/** `index.php?rest_route=/wp/v2/posts&page=2`, the addressing the recorder stores as route and query. */
export const pathOf = (visit: Visit): string => restPath(visit.route, visit.page === undefined ? undefined : { page: String(visit.page) });

export function crawlAgent(concurrency: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: concurrency });
}

export function get(address: string, path: string, agent: Agent, signal?: AbortSignal): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${address}${path}`,
      {
        method: 'GET',
        agent,
        ...(signal ? { signal } : {}),
        headers: { accept: 'application/json', 'user-agent': `mock-site/${VERSION} crawl` },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The JSON an answer carries, if it is JSON (decompressed when the site compressed it anyway). */
export function jsonOf(answer: Fetched): unknown {
  if (!/json/i.test(String(answer.headers['content-type'] ?? ''))) return undefined;
  const bytes = decodeContent(answer.body, answer.headers['content-encoding']);
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function totalPagesOf(answer: Fetched): number | undefined {
  const text = answer.headers['x-wp-totalpages'];
  const n = typeof text === 'string' && /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}
