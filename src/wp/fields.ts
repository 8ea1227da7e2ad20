// `_fields`: rest_filter_response_fields() keeps only the listed (dot-nested) fields of a response.
import { isWpError } from './errors.js';
import { isPlainObject, parseList } from './php-values.js';
import type { RestRequest } from './request.js';
import type { HandlerOutcome } from './rest-result.js';

type FieldTree = { [key: string]: FieldTree | true };

export function fieldTree(fields: unknown): FieldTree | null {
  const list = parseList(fields)
    .map((f) => String(f).trim())
    .filter(Boolean);
  if (!list.length) return null;
  const tree: FieldTree = {};
  outer: for (const field of list) {
    const parts = field.split('.');
    let ref = tree;
    while (parts.length > 1) {
      const next = parts.shift()!;
      const node = ref[next];
      if (node === true) continue outer;
      ref = (ref[next] = node ?? {}) as FieldTree;
    }
    ref[parts[0]!] = true;
  }
  // Embedding needs the links: a controller adds them when either is asked for, and they are written as `_links`.
  if (tree._embedded === true && tree._links === undefined) tree._links = true;
  return tree;
}

/** _rest_array_intersect_key_recursive(); what is left empty is PHP's empty array, written `[]`. */
function pick(data: unknown, tree: FieldTree): unknown {
  if (!isPlainObject(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const node = tree[key];
    if (node === undefined) continue;
    out[key] = node === true ? value : pick(value, node);
  }
  return Object.keys(out).length ? out : [];
}

export function filterFields(data: unknown, tree: FieldTree): unknown {
  return Array.isArray(data) ? data.map((item) => pick(item, tree)) : pick(data, tree);
}

/** rest_filter_response_fields(): `_fields` trims every answer but errors (any status from 400 on). */
export function withFields(req: RestRequest, outcome: HandlerOutcome): HandlerOutcome {
  if (isWpError(outcome) || (outcome.status ?? 200) >= 400 || req.query._fields === undefined || outcome.verbatim) return outcome;
  const tree = fieldTree(req.query._fields);
  return tree ? { ...outcome, data: filterFields(outcome.data, tree), encoded: undefined } : outcome;
}
