// Whether an answer fits its route's response schema in the catalogue, so the behaviour and the schema the index
// and OPTIONS show stay in step. One checker for every area's tests, for the JSON Schema subset the catalogue's
// response schemas use.
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { profiles, routesOf } from '../src/catalogue/profiles.js';
import { PROFILES, type ResponseSchema } from '../src/model/catalogue.js';

type Schema = Readonly<Record<string, unknown>>;

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v);

/** How many of `schemas` `value` matches. */
const fitting = (value: unknown, schemas: readonly Schema[], at: string): number => schemas.filter((s) => schemaMismatch(value, s, at) === null).length;

/**
 * Why `value` does not match `schema`, or null. Checks oneOf (exactly one), anyOf, const, enum, type (an integer is a
 * number), pattern, format uri, minimum/maximum, minItems, maxItems (of a bare array only), items, required and
 * properties. A key outside `properties` fails unless additionalProperties is true, or is a schema the key's value
 * matches; an object schema with neither keyword allows any key.
 */
export function schemaMismatch(value: unknown, schema: Schema, at = 'body'): string | null {
  if (Array.isArray(schema.oneOf)) {
    const fits = fitting(value, schema.oneOf as Schema[], at);
    if (fits !== 1) return `${at}: matches ${fits} of oneOf`;
  }
  if (Array.isArray(schema.anyOf) && fitting(value, schema.anyOf as Schema[], at) === 0) return `${at}: matches none of anyOf`;
  if ('const' in schema && !isDeepStrictEqual(value, schema.const)) return `${at}: ${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => isDeepStrictEqual(e, value)))
    return `${at}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`;
  const actual = typeOf(value);
  if (schema.type !== undefined) {
    const types = ([] as unknown[]).concat(schema.type);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) return `${at}: ${actual}, want ${types.join('|')}`;
  }
  if (typeof value === 'string') {
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value))
      return `${at}: ${JSON.stringify(value)} does not match ${schema.pattern}`;
    if (schema.format === 'uri' && !URL.canParse(value)) return `${at}: ${JSON.stringify(value)} is not a URI`;
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return `${at}: ${value} < ${schema.minimum}`;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return `${at}: ${value} > ${schema.maximum}`;
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) return `${at}: fewer than ${schema.minItems} items`;
    // maxItems with `items` is how many the faker makes, not a limit; on a bare array (PHP's [] as `maxItems: 0`) it is.
    if (typeof schema.maxItems === 'number' && !schema.items && value.length > schema.maxItems) return `${at}: more than ${schema.maxItems} items`;
    if (schema.items) {
      for (const [i, item] of value.entries()) {
        const why = schemaMismatch(item, schema.items as Schema, `${at}[${i}]`);
        if (why) return why;
      }
    }
  }
  if (actual === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in obj)) return `${at}.${key}: missing`;
    const properties = schema.properties as Record<string, Schema> | undefined;
    const extra = schema.additionalProperties;
    // Without `properties` or `additionalProperties` the schema says nothing of the keys: any is allowed.
    if (properties || extra !== undefined) {
      for (const [key, v] of Object.entries(obj)) {
        const sub = properties?.[key] ?? (typeof extra === 'object' && extra !== null ? (extra as Schema) : undefined);
        if (!sub) {
          if (extra === true) continue;
          return `${at}.${key}: not in the schema`;
        }
        const why = schemaMismatch(v, sub, `${at}.${key}`);
        if (why) return why;
      }
    }
  }
  return null;
}

/** The response schema of `method pattern` (a full route pattern, e.g. `/sitetool/v1/file/read`) in any profile's catalogue. */
export function responseSchemaOf(method: string, pattern: string): ResponseSchema | undefined {
  for (const name of PROFILES) {
    const endpoint = routesOf(profiles[name])
      .find((r) => r.pattern === pattern)
      ?.endpoints.find((e) => e.methods.includes(method as never));
    if (endpoint?.response) return endpoint.response;
  }
  return undefined;
}

/** Asserts that `body` matches the response schema of `method pattern`; the failure names the mismatch. */
export function expectResponseSchema(method: string, pattern: string, body: unknown): void {
  const schema = responseSchemaOf(method, pattern);
  expect(schema, `no response schema for ${method} ${pattern}`).toBeDefined();
  const why = schemaMismatch(body, schema!);
  expect(why, `${method} ${pattern}: ${why}`).toBeNull();
}
