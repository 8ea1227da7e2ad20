// How PHP writes a value, for WP-CLI's output: serialize() (what `wp option list` shows for an array
// option, as stored in wp_options) and var_export() (what `wp option get` prints for one).
import { isPlainObject } from '../../../wp/php-values.js';

const entriesOf = (v: unknown[] | Record<string, unknown>): [string | number, unknown][] =>
  Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v).map(([k, x]) => [/^(0|-?[1-9]\d*)$/.test(k) ? Number(k) : k, x]);

export function phpSerialize(v: unknown): string {
  if (v === null || v === undefined) return 'N;';
  if (typeof v === 'boolean') return `b:${v ? 1 : 0};`;
  if (typeof v === 'number') return Number.isInteger(v) ? `i:${v};` : `d:${v};`;
  if (typeof v === 'string') return `s:${Buffer.byteLength(v)}:"${v}";`;
  if (Array.isArray(v) || isPlainObject(v)) {
    const entries = entriesOf(v);
    return `a:${entries.length}:{${entries.map(([k, x]) => phpSerialize(k) + phpSerialize(x)).join('')}}`;
  }
  return phpSerialize(String(v));
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function phpVarExport(v: unknown, indent = ''): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return quote(v);
  if (Array.isArray(v) || isPlainObject(v)) {
    const lines = entriesOf(v).map(([k, x]) => {
      const key = typeof k === 'number' ? String(k) : quote(k);
      const nested = Array.isArray(x) || isPlainObject(x);
      return nested ? `${indent}  ${key} => \n${indent}  ${phpVarExport(x, `${indent}  `)},` : `${indent}  ${key} => ${phpVarExport(x)},`;
    });
    return `array (\n${lines.map((l) => `${l}\n`).join('')}${indent})`;
  }
  return quote(String(v));
}
