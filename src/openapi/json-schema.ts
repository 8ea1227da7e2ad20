// WordPress schemas (draft-04 flavoured, with `context`, `readonly`, per-property `required: true`, type `file`)
// as the JSON Schema 2020-12 that OpenAPI 3.1 uses. The input is never modified.
import type { JsonSchema } from './types.js';

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'contains'];
const SUBSCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];

export function toJsonSchema(wp: unknown): JsonSchema {
  if (!isObject(wp)) return {};
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(wp)) {
    if (key === '$schema' || key === 'unchecked' || key === 'checkedOnSanitize') continue;
    if (key === 'required' && typeof value === 'boolean') continue; // moved to the parent's `required` list
    if (key === 'readonly') out.readOnly = value;
    else if (key === 'context') out['x-wp-context'] = value;
    else if (key === 'type') Object.assign(out, typeOf(value));
    else if (SUBSCHEMA_MAPS.includes(key) && isObject(value)) out[key] = mapValues(value, toJsonSchema);
    else if (SUBSCHEMAS.includes(key) && isObject(value)) out[key] = toJsonSchema(value);
    else if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(value)) out[key] = value.map(toJsonSchema);
    else out[key] = value;
  }
  fixDraft4Exclusive(wp, out, 'exclusiveMinimum', 'minimum');
  fixDraft4Exclusive(wp, out, 'exclusiveMaximum', 'maximum');
  const requiredProps = isObject(wp.properties)
    ? Object.entries(wp.properties).filter(([, p]) => isObject(p) && p.required === true).map(([name]) => name)
    : [];
  if (requiredProps.length > 0) out.required = [...(Array.isArray(out.required) ? out.required : []), ...requiredProps];
  return out;
}

/** `file` (an upload) is a binary string in OpenAPI. */
function typeOf(type: unknown): JsonSchema {
  if (type === 'file') return { type: 'string', format: 'binary' };
  if (Array.isArray(type) && type.includes('file')) return { type: [...new Set(type.map((t) => (t === 'file' ? 'string' : t)))] };
  return { type };
}

/** Draft-04's boolean `exclusiveMinimum: true` + `minimum: n` is 2020-12's `exclusiveMinimum: n`. */
function fixDraft4Exclusive(wp: Record<string, unknown>, out: JsonSchema, exclusive: string, bound: string): void {
  if (typeof wp[exclusive] !== 'boolean') return;
  delete out[exclusive];
  if (wp[exclusive] === true && typeof wp[bound] === 'number') {
    out[exclusive] = wp[bound];
    delete out[bound];
  }
}

function mapValues(o: Record<string, unknown>, f: (v: unknown) => JsonSchema): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
