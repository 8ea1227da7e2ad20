// The plugin reads its arguments from the JSON body or the query without declaring them; these read them leniently
// (a number may come as "12" from a query string), as PHP's intval(), isset() and empty() would.
import { sanitizeTextField } from '../collection/sanitize-text-field.js';

/** A text argument, sanitize_text_field()'d; undefined when absent or not a scalar. */
export function textParam(params: Record<string, unknown>, name: string): string | undefined {
  const v = params[name];
  if (typeof v === 'string') return sanitizeTextField(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** intval(): the argument as a whole number (0 when absent or not numeric). */
export function intParam(params: Record<string, unknown>, name: string): number {
  const v = params[name];
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseInt(v, 10) : Number.NaN;
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** A list argument: an array as given, or a comma-separated string split. */
export function listParam(params: Record<string, unknown>, name: string): unknown[] | undefined {
  const v = params[name];
  if (Array.isArray(v)) return v;
  if (typeof v === 'string' && v !== '')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return undefined;
}
