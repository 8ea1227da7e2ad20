// Building blocks for the response schemas of the shop profile's plugin namespaces (agentproto,
// payments, shop/*, connector, shop-admin). Plain JSON Schema for json-schema-faker: no $ref.
import { EXAMPLE_ORIGIN } from '../example-origin.js';
import type { ResponseSchema } from '../../model/catalogue.js';

export const SITE = EXAMPLE_ORIGIN;

/** rest_url( $route ) on a site with plain permalinks. */
export const restUrl = (route: string): string => `${SITE}/index.php?rest_route=${route}`;

/** An object whose properties are all always present, except those named in `optional`. */
export function shape(properties: Readonly<Record<string, unknown>>, optional: readonly string[] = []): ResponseSchema {
  return { type: 'object', properties, required: Object.keys(properties).filter((k) => !optional.includes(k)) };
}

/** A short array: `min` to `max` items, so answers stay small. */
export const few = (items: unknown, max = 3, min = 1): ResponseSchema => ({ type: 'array', items, minItems: min, maxItems: max });

/** A string drawn from the given examples. */
export const text = (...examples: string[]): ResponseSchema => ({ type: 'string', examples });
/** An absolute URL drawn from the given examples. */
export const link = (...examples: string[]): ResponseSchema => ({ type: 'string', format: 'uri', examples });
/** An integer drawn from the given examples. */
export const whole = (...examples: number[]): ResponseSchema => ({ type: 'integer', examples });
/** One of a closed set of values. */
export const choice = (...values: unknown[]): ResponseSchema => ({ enum: values });

export const flag: ResponseSchema = { type: 'boolean' };
export const nil: ResponseSchema = { type: 'null' };
export const yes: ResponseSchema = { const: true };
/** A short list of distinct strings drawn from the examples. */
export const strings = (...examples: string[]): ResponseSchema => ({ ...few(text(...examples)), uniqueItems: true });

/**
 * The schema or null. Written as a type union (null added to `enum`/`examples`) rather than oneOf,
 * because json-schema-faker ignores `examples` inside oneOf branches.
 */
export function nullable(schema: ResponseSchema): ResponseSchema {
  const s = schema as { type?: unknown; enum?: readonly unknown[]; examples?: readonly unknown[] };
  if (s.enum) return { ...schema, enum: [...s.enum, null] };
  const typed: ResponseSchema = { ...schema, type: [s.type, 'null'] };
  return s.examples ? { ...typed, examples: [...s.examples, null] } : typed;
}

/** MySQL DATETIME ('Y-m-d H:i:s') as wpdb reads it back. */
export const mysqlDate = (...examples: string[]): ResponseSchema =>
  text(...(examples.length ? examples : ['2026-01-15 09:30:00', '2026-01-14 18:02:11', '2026-01-12 07:45:36']));

/** A Unix timestamp (time()). */
export const unixTime: ResponseSchema = { type: 'integer', minimum: 1767225600, maximum: 1798761600 };

/** `{ message }` with one of the plugin's sentences. */
export const message = (...sentences: string[]): ResponseSchema =>
  shape({ message: sentences.length === 1 ? { const: sentences[0] } : { type: 'string', enum: sentences } });

/** wp_send_json_success( $data ): `{ success: true, data }`. */
export const jsonSuccess = (data: unknown): ResponseSchema => shape({ success: yes, data });
