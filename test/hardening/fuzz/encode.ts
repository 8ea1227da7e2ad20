// Turning generated values into bytes on the wire: PHP-style query pairs (`a[]=1`, `a[b]=2`), percent-encoding that
// survives lone surrogates, JSON that can carry literals JSON.stringify cannot (`1e400`), and multipart bodies.
import { RawJson, type Value } from './hostile-values.js';

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** Percent-encodes the UTF-8 bytes of `s` (a lone surrogate becomes U+FFFD, as Buffer.from writes it); `keep` stays literal. */
export function pct(s: string, keep = ''): string {
  let out = '';
  for (const ch of s) {
    if (UNRESERVED.test(ch) || keep.includes(ch)) out += ch;
    else for (const byte of Buffer.from(ch, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** How a scalar reads in a query string or form field. */
export function scalarText(v: Exclude<Value, Value[] | { [key: string]: Value }>): string {
  if (v === null) return '';
  if (v instanceof RawJson) return v.text;
  return String(v);
}

const isList = (v: Value): v is Value[] => Array.isArray(v);
const isMap = (v: Value): v is { [key: string]: Value } => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RawJson);

/** `name=value` pairs as PHP's parse_str() reads them back: lists as `name[]`, maps as `name[key]`. */
export function phpPairs(name: string, value: Value): [string, string][] {
  if (isList(value)) return value.length ? value.flatMap((v) => phpPairs(`${name}[]`, v)) : [[name, '']];
  if (isMap(value)) {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => phpPairs(`${name}[${k}]`, v)) : [[name, '']];
  }
  return [[name, scalarText(value)]];
}

export const queryText = (pairs: readonly [string, string][]): string => pairs.map(([k, v]) => `${pct(k, '[]')}=${pct(v)}`).join('&');

/** JSON text of `v`, with RawJson written as it is and NaN/Infinity as the bare words a sloppy client would send. */
export function jsonText(v: Value): string {
  if (v instanceof RawJson) return v.text;
  if (typeof v === 'number') return Number.isFinite(v) ? JSON.stringify(v) : String(v);
  if (isList(v)) return `[${v.map(jsonText).join(',')}]`;
  if (isMap(v))
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${jsonText(x)}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** A JSON value nested `depth` levels: `[[[...]]]` or `{"a":{"a":...}}`. */
export function nestedJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** multipart/form-data with one part per pair; `file` adds a file part. */
export function multipartBody(
  pairs: readonly [string, string][],
  boundary: string,
  file?: { field: string; name: string; type: string; data: Buffer },
): Buffer {
  const parts: Buffer[] = pairs.map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}
