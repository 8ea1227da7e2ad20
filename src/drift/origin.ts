// The recorder wrote the recorded site's address as a placeholder origin (src/cassette/origin-placeholder.ts); a request
// sent to the live site gets the live site's address (origin and base path) back in its place, in the
// spellings the recorder kept: plain, JSON-escaped (`http:\/\/`) and URL-encoded.
import { placeholderTo } from '../cassette/origin-placeholder.js';
import type { PhpValue } from '../wp/php-query.js';

export type OriginRestorer = (text: string) => string;

/** `site` is the live site's address without a trailing slash: `https://example.org/blog`. */
export const originRestorer = (site: string): OriginRestorer => placeholderTo(site);

export function restoreQuery(query: Record<string, PhpValue>, restore: OriginRestorer): Record<string, PhpValue> {
  const value = (v: PhpValue): PhpValue => {
    if (typeof v === 'string') return restore(v);
    if (Array.isArray(v)) return v.map(value);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x)]));
    return v;
  };
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, value(v)]));
}

/** Text bodies only: other bytes (an upload) go as recorded. */
export function restoreBody(body: Buffer, restore: OriginRestorer): Buffer {
  const text = body.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(body)) return body;
  const out = restore(text);
  return out === text ? body : Buffer.from(out, 'utf8');
}
