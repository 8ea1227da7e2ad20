// What a write carries: the request's arguments (JSON body, form, query, path), without WordPress's
// delivery and control arguments (`_fields`, `_method`, `context`...), optionally kept to a list.
import type { RestRequest } from '../wp/request.js';

const CONTROL = new Set(['context', 'rest_route']);

export function writtenFields(req: RestRequest, omit: readonly string[] = [], only?: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(req.params)) {
    if (k.startsWith('_') || CONTROL.has(k) || omit.includes(k) || v === undefined) continue;
    if (only && !only.includes(k)) continue;
    out[k] = v;
  }
  return out;
}

/** The value of the argument naming a record (`id`, `job_id`...), as text; undefined when absent or empty. */
export function idArgument(req: RestRequest, name: string): string | undefined {
  const v = req.params[name] ?? req.urlParams[name];
  if (v === undefined || v === null || v === '' || typeof v === 'object') return undefined;
  return String(v);
}
