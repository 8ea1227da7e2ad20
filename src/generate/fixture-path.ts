// Stable fixture file names from a route and its query: `/cms/v2/posts/1` in namespace cms/v2 → `cms-v2/posts/1`.
import { createHash } from '../platform/hash.js';
import type { PhpValue } from '../wp/php-query.js';

const safeSegment = (s: string) => {
  const clean = s.replace(/[^\w.@=-]/g, '_');
  return clean === '' || /^\.+$/.test(clean) ? '_' : clean;
};

/** The query as sorted `k=v` pairs joined by `&` (nested values as JSON), '' when empty. */
export function canonicalQuery(query: Readonly<Record<string, PhpValue>> = {}): string {
  return Object.keys(query)
    .sort()
    .map((k) => {
      const v = query[k];
      return `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`;
    })
    .join('&');
}

export function fixturePath(namespace: string, route: string, query: Readonly<Record<string, PhpValue>> = {}): string {
  const segments = route.split('/').filter((s) => s !== '');
  const nsSegments = namespace.split('/').filter((s) => s !== '');
  const inNamespace = nsSegments.length > 0 && nsSegments.every((s, i) => segments[i] === s);
  const head = inNamespace ? [nsSegments.join('-'), ...segments.slice(nsSegments.length)] : segments;
  let path = head.length ? head.map(safeSegment).join('/') : 'index';
  if (inNamespace && head.length === 1) path += '/index';
  const q = canonicalQuery(query);
  if (q) {
    const readable = q.replace(/[^\w.=&,-]/g, '_');
    // A short hash keeps two queries apart when making them file-safe merged them.
    const tag = readable === q ? readable : `${readable.slice(0, 60)}~${createHash('sha1').update(q).digest('hex').slice(0, 8)}`;
    path += `.${tag}`;
  }
  return path;
}
