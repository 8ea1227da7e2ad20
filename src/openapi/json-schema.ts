// WordPress schemas (draft-04 flavoured, with `context`, `readonly`, per-property `required: true`, type `file`)
// as the JSON Schema 2020-12 that OpenAPI 3.1 uses. The input is never modified.
//
// What WordPress's own loose reading leaves out is made explicit, so that other tools (linters, mock servers,
// validators) read the schema as WordPress does: an array without `items` takes any items, a default is the value
// WordPress actually applies (sanitized to the type; a null default is no default), an enum lists each value once.
import type { ArgSchema } from '../model/catalogue.js';
import { isPlainObject } from '../wp/php-values.js';
import { sanitizeValue } from '../wp/schema-validate.js';
import { valuesEqual } from '../wp/schema-validate.js';
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
    else if (key === 'enum' && Array.isArray(value)) out.enum = distinct(value);
    else out[key] = value;
  }
  fixDraft4Exclusive(wp, out, 'exclusiveMinimum', 'minimum');
  fixDraft4Exclusive(wp, out, 'exclusiveMaximum', 'maximum');
  const requiredProps = isObject(wp.properties)
    ? Object.entries(wp.properties)
        .filter(([, p]) => isObject(p) && p.required === true)
        .map(([name]) => name)
    : [];
  if (requiredProps.length > 0) out.required = [...(Array.isArray(out.required) ? out.required : []), ...requiredProps];
  // WordPress takes any items when an array schema names none; JSON Schema tools want that said.
  if (typesOf(out.type).includes('array') && out.items === undefined && out.prefixItems === undefined) out.items = {};
  if ('default' in wp) fitDefault(wp, out);
  return out;
}

/**
 * The schema of an endpoint argument, as a request may send it. An unchecked object argument with a writable `raw`
 * member (WordPress's arg_options without callbacks: a post's title, content, excerpt; a comment's content; a media
 * caption) is read by its controller as either the raw value itself or the object, so both are offered.
 */
export function argJsonSchema(arg: ArgSchema): JsonSchema {
  const schema = toJsonSchema(arg);
  const raw = arg.properties?.raw;
  if (arg.unchecked !== true || !typesOf(arg.type).includes('object') || !raw || raw.readonly === true) return schema;
  const { description, 'x-wp-context': context, default: fallback, ...object } = schema;
  const { description: _rawDescription, 'x-wp-context': _rawContext, readOnly: _readOnly, ...shorthand } = toJsonSchema(raw);
  return {
    ...(description !== undefined ? { description } : {}),
    anyOf: [{ ...shorthand, description: 'The raw value itself (the same as `{"raw": value}`).' }, object],
    ...(fallback !== undefined ? { default: fallback } : {}),
    ...(context !== undefined ? { 'x-wp-context': context } : {}),
  };
}

/** `file` (an upload) is a binary string in OpenAPI. */
function typeOf(type: unknown): JsonSchema {
  if (type === 'file') return { type: 'string', format: 'binary' };
  if (Array.isArray(type) && type.includes('file')) return { type: [...new Set(type.map((t) => (t === 'file' ? 'string' : t)))] };
  return { type };
}

const typesOf = (type: unknown): string[] => (typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((t) => typeof t === 'string') : []);

/**
 * The default WordPress applies: sanitized to the schema's type as the defaults source is (`"inherit"` for an array is
 * `["inherit"]`, `0` for a boolean is `false`, `[]` for an object is `{}`); a null default is none. One that still
 * does not fit the type or the enum is left out rather than published wrong.
 */
function fitDefault(wp: Record<string, unknown>, out: JsonSchema): void {
  const types = typesOf(out.type);
  let value = wp.default;
  if (value !== null && value !== undefined && types.length > 0) value = sanitizeValue(value, wp as ArgSchema, 'default');
  if (types.includes('object') && !types.includes('array') && Array.isArray(value) && value.length === 0) value = {};
  const fits =
    value !== null &&
    value !== undefined &&
    (types.length === 0 || types.some((t) => hasType(value, t))) &&
    (!Array.isArray(out.enum) || out.enum.some((e) => valuesEqual(e, value)));
  if (fits) out.default = value;
  else delete out.default;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    default:
      return true;
  }
}

function distinct(values: readonly unknown[]): unknown[] {
  const kept: unknown[] = [];
  for (const v of values) if (!kept.some((k) => valuesEqual(k, v))) kept.push(v);
  return kept;
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
