// PHP value semantics that WordPress's argument handling relies on (is_numeric, (int), wp_parse_list, %l lists).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

export function isNumeric(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  return typeof v === 'string' && NUMERIC.test(v);
}

/** rest_is_integer(): numeric and without a fractional part. */
export function isIntegerLike(v: unknown): boolean {
  if (!isNumeric(v)) return false;
  const f = Number(v);
  return Math.round(f) === f;
}

/** PHP's (int) cast of a numeric value. */
export const toInt = (v: unknown): number => {
  const n = typeof v === 'boolean' ? Number(v) : Number(typeof v === 'string' ? v.trim() : v);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};

export const isScalar = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** wp_parse_list(): a comma/space separated string, or the scalar entries of an array. */
export function parseList(v: unknown): unknown[] {
  if (Array.isArray(v)) return v.filter(isScalar);
  if (isPlainObject(v)) return Object.values(v).filter(isScalar);
  return String(v)
    .split(/[\s,]+/)
    .filter((s) => s !== '');
}

/** wp_is_numeric_array(): a PHP array whose keys are all integers. */
export function isNumericArray(v: unknown): boolean {
  if (Array.isArray(v)) return true;
  return isPlainObject(v) && Object.keys(v).every((k) => /^-?\d+$/.test(k));
}

/** wp_sprintf's %l: "a", "a and b", "a, b, and c". */
export function formatList(items: readonly unknown[]): string {
  const s = items.map(String);
  if (s.length <= 1) return s.join('');
  if (s.length === 2) return `${s[0]} and ${s[1]}`;
  return `${s.slice(0, -1).join(', ')}, and ${s[s.length - 1]}`;
}

/** rest_sanitize_boolean(). */
export function toBool(v: unknown): boolean {
  if (typeof v === 'string') {
    const l = v.toLowerCase();
    return !(l === 'false' || l === '0' || l === '');
  }
  return Boolean(v);
}
