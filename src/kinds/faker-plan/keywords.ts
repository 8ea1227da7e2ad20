// json-schema-faker's reading of a schema's keywords: the types it knows, the keywords it skips, the type it infers.
import type { Schema } from './types.js';

export const ALL_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'] as const;
export const KNOWN_TYPES = new Set<string>(ALL_TYPES);
export const SCHEMA_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$ref',
  '$defs',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  '$comment',
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'items',
  'prefixItems',
  'contains',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minContains',
  'maxContains',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'faker',
  'chance',
  'jsonPath',
  'template',
  'default',
  'examples',
  'description',
  'title',
  'readOnly',
  'writeOnly',
  'deprecated',
]);

export const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isJsonSchema = (v: unknown) => typeof v === 'object' && v !== null && Object.keys(v).some((k) => SCHEMA_KEYWORDS.has(k));

export const isImpossible = (s: unknown) => s === false || (isObject(s) && (s.not === true || (isObject(s.not) && Object.keys(s.not).length === 0)));

/** json-schema-faker's type for a schema naming none; null: drawn from all types. */
export function inferType(schema: Schema): string | null {
  if (
    schema.properties ||
    schema.required ||
    schema.additionalProperties !== undefined ||
    schema.minProperties !== undefined ||
    schema.maxProperties !== undefined
  )
    return 'object';
  if (!schema.properties && schema.type !== 'object' && schema.type !== 'array') {
    for (const key of Object.keys(schema)) if (!SCHEMA_KEYWORDS.has(key) && isObject(schema[key])) return 'object';
  }
  if (schema.items || schema.minItems !== undefined || schema.maxItems !== undefined || schema.uniqueItems) return 'array';
  if (
    schema.minimum !== undefined ||
    schema.maximum !== undefined ||
    schema.exclusiveMinimum !== undefined ||
    schema.exclusiveMaximum !== undefined ||
    schema.multipleOf !== undefined
  )
    return 'number';
  if (schema.minLength !== undefined || schema.maxLength !== undefined || schema.pattern || schema.format) return 'string';
  return null;
}
