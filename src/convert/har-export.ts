// A cassette as HAR 1.2, for browser devtools ("Import HAR") and HAR viewers: one entry per interaction, in
// order, at the cassette's recordedAt plus n ms (the same file on every run). Requests are addressed as
// WordPress's own links are (`/index.php?rest_route=`); the placeholder origin becomes the export's origin.
import { STATUS_CODES } from 'node:http';
import { ORIGIN_PLACEHOLDER } from '../cassette/origin-placeholder.js';
import { decodeBody } from '../cassette/body-codec.js';
import { headerValue } from '../cassette/kept-headers.js';
import type { Cassette, Interaction, StoredBody } from '../cassette/types.js';
import { VERSION } from '../version.js';
import type { Har, HarContent, HarEntry, HarNameValue, HarPostData } from './har-types.js';
import { placeholderTo } from '../cassette/origin-placeholder.js';

type Swap = (text: string) => string;
import { isSitePath } from '../cassette/wire-path.js';
import { encodePairs, encodeRoute, queryPairs } from '../wp/php-query-string.js';

export interface HarExportOptions {
  /** `https://example.org` (a base path may follow); default the cassette's target, else the placeholder. */
  origin?: string;
}

const PAGE = 'page_1';

export function cassetteToHar(c: Cassette, options: HarExportOptions = {}): Har {
  const origin = (options.origin ?? c.cassette.target ?? ORIGIN_PLACEHOLDER).replace(/\/+$/, '');
  const swap = placeholderTo(origin);
  const start = Date.parse(c.cassette.recordedAt ?? '');
  const at = (n: number) => new Date((Number.isNaN(start) ? 0 : start) + n).toISOString();
  return {
    log: {
      version: '1.2',
      creator: { name: 'mock-site', version: VERSION },
      pages: [{ startedDateTime: at(0), id: PAGE, title: origin, pageTimings: { onContentLoad: -1, onLoad: -1 } }],
      entries: c.interactions.map((it, n) => entryOf(it, origin, swap, at(n))),
    },
  };
}

function entryOf(it: Interaction, origin: string, swap: Swap, startedDateTime: string): HarEntry {
  const { request: req, response: res } = it;
  const pairs = queryPairs(req.query).map(([k, v]): [string, string] => [k, swap(v)]);
  const plain = isSitePath(it);
  const query = encodePairs(pairs);
  const url = plain
    ? `${origin}${req.route}${query ? `?${query}` : ''}`
    : `${origin}/index.php?rest_route=${encodeRoute(req.route)}${query ? `&${query}` : ''}`;
  const requestHeaders = nameValues(req.headers ?? {}, swap);
  const postData = postDataOf(req.body, headerValue(req.headers, 'content-type') ?? '', swap);
  const encoded = Boolean(headerValue(res.headers, 'content-encoding'));
  const content = contentOf(res.body, headerValue(res.headers, 'content-type') ?? 'x-unknown', encoded ? (s) => s : swap, encoded);
  return {
    pageref: PAGE,
    startedDateTime,
    time: 0,
    request: {
      method: req.method,
      url,
      httpVersion: 'HTTP/1.1',
      headers: requestHeaders,
      queryString: [...(plain ? [] : [{ name: 'rest_route', value: req.route }]), ...pairs.map(([name, value]) => ({ name, value }))],
      cookies: [],
      headersSize: -1,
      bodySize: postData ? bodySize(postData) : 0,
      ...(postData ? { postData } : {}),
    },
    response: {
      status: res.status,
      statusText: STATUS_CODES[res.status] ?? '',
      httpVersion: 'HTTP/1.1',
      headers: nameValues(res.headers ?? {}, swap),
      cookies: [],
      content,
      redirectURL: swap(headerValue(res.headers, 'location') ?? ''),
      headersSize: -1,
      bodySize: content.size,
    },
    cache: {},
    timings: { send: 0, wait: 0, receive: 0 },
    _resourceType: plain ? 'other' : 'fetch',
  };
}

function nameValues(headers: Record<string, string | string[]>, swap: Swap): HarNameValue[] {
  return Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: swap(v) })));
}

/** UTF-8 text, or undefined for bytes that are not. */
function utf8(bytes: Buffer): string | undefined {
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) ? text : undefined;
}

function postDataOf(body: StoredBody | undefined, mimeType: string, swap: Swap): HarPostData | undefined {
  const bytes = decodeBody(body);
  if (!bytes.length) return undefined;
  const text = utf8(bytes);
  return text === undefined ? { mimeType, text: bytes.toString('base64'), _encoding: 'base64' } : { mimeType, text: swap(text) };
}

const bodySize = (p: HarPostData): number => (p._encoding === 'base64' ? Buffer.from(p.text ?? '', 'base64').length : Buffer.byteLength(p.text ?? ''));

/** A body kept compressed (it did not decode when recorded) is not text: it goes as base64, untouched. */
function contentOf(body: StoredBody | undefined, mimeType: string, swap: Swap, binary: boolean): HarContent {
  const bytes = decodeBody(body);
  const text = binary ? undefined : utf8(bytes);
  if (text === undefined) return { size: bytes.length, mimeType, text: bytes.toString('base64'), encoding: 'base64' };
  const swapped = swap(text);
  return { size: Buffer.byteLength(swapped), mimeType, text: swapped };
}
