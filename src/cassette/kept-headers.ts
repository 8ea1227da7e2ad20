// Which headers a cassette keeps: the ones clients read. Volatile ones (Date, Server, Content-Length,
// Set-Cookie, nonces...) are dropped, so a re-recording of an unchanged site gives an empty diff.
import type { IncomingHttpHeaders } from 'node:http';

export const RESPONSE_HEADERS: readonly string[] = [
  'content-type',
  'x-wp-total',
  'x-wp-totalpages',
  'link',
  'location',
  'allow',
  'content-disposition',
  'retry-after',
  'www-authenticate',
  'x-wp-upload-attachment-id',
  'deprecation',
  'x-wp-doingitwrong',
];
export const REQUEST_HEADERS: readonly string[] = ['content-type', 'accept', 'content-disposition'];

/** Keeps only the allowed headers, under their recorded names, in their recorded order. */
export function selectHeaders<T extends string | string[]>(
  headers: Record<string, T | undefined> | IncomingHttpHeaders,
  allow: readonly string[] = RESPONSE_HEADERS,
): Record<string, T> | undefined {
  const out: Record<string, T> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && allow.includes(name.toLowerCase())) out[name] = value as T;
  }
  return Object.keys(out).length ? out : undefined;
}

/** A header's value regardless of the case of its recorded name. */
export function headerValue(headers: Record<string, string | string[]> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === lower) return Array.isArray(v) ? v.join(', ') : v;
  return undefined;
}
