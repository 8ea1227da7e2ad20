// Building blocks for the assistant (AI Engine) response schemas. Every route of the plugin answers
// `new WP_REST_Response( [ 'success' => true, ...fields ], 200 )`, so each schema is `ok({...fields})`.
import { EXAMPLE_ORIGIN } from '../example-origin.js';
import type { ResponseSchema } from '../../model/catalogue.js';

export const SITE = EXAMPLE_ORIGIN;
export const UPLOADS = `${SITE}/wp-content/uploads/2026/01`;

/**
 * `{ success: true, ...properties }`; every property is required unless named in `optional`.
 * This is the envelope of every assistant route.
 */
export function ok(properties: Readonly<Record<string, unknown>> = {}, optional: readonly string[] = []): ResponseSchema {
  const keys = Object.keys(properties).filter((k) => !optional.includes(k));
  return { type: 'object', properties: { success: { const: true }, ...properties }, required: ['success', ...keys] };
}

/** `{ success: true, message }` with the plugin's fixed sentence(s). */
export const said = (...messages: string[]): ResponseSchema =>
  ok({ message: messages.length === 1 ? { const: messages[0] } : { type: 'string', enum: messages } });

/** A plain object whose properties are all present (except `optional`). */
export function record(properties: Readonly<Record<string, unknown>>, optional: readonly string[] = []): ResponseSchema {
  return { type: 'object', properties, required: Object.keys(properties).filter((k) => !optional.includes(k)) };
}

/** A short array: 1 to `max` items (answers stay small). */
export const few = (items: unknown, max = 3, min = 1): ResponseSchema => ({ type: 'array', items, minItems: min, maxItems: max });
/** An array the plugin usually answers empty (e.g. `actions`, `shortcuts`). */
export const none: ResponseSchema = { type: 'array', maxItems: 0 };

export const text = (...examples: string[]): ResponseSchema => ({ type: 'string', examples });
export const whole = (min: number, max: number): ResponseSchema => ({ type: 'integer', minimum: min, maximum: max });
export const link = (...examples: string[]): ResponseSchema => ({ type: 'string', format: 'uri', examples });
/** The schema or null (the faker ignores examples under oneOf, so null joins the type and the examples). */
export function maybe(schema: Readonly<Record<string, unknown>>): ResponseSchema {
  const examples = Array.isArray(schema.examples) ? { examples: [...(schema.examples as unknown[]), null] } : {};
  return { ...schema, type: [schema.type, 'null'], ...examples };
}
export const flag: ResponseSchema = { type: 'boolean' };
export const nil: ResponseSchema = { type: 'null' };

/** MySQL DATETIME as wpdb returns it ('Y-m-d H:i:s'). */
export const when = (...examples: string[]): ResponseSchema => ({
  type: 'string',
  examples: examples.length ? examples : ['2026-01-15 09:30:00', '2026-01-14 18:02:11', '2026-01-12 07:45:36'],
});

/** A numeric column read back through wpdb (get_results/get_var answer strings). */
export const dbInt = (...examples: string[]): ResponseSchema => ({ type: 'string', pattern: '^[0-9]+$', examples });

/** An AI environment id (random 8 characters, Meow_MWAI_Core::get_random_id). */
export const envId = text('x8r2kq1m', 'b7c0t4zd');
export const model = text('gpt-5-mini', 'gpt-4.1-mini', 'gpt-5.5');

/** Meow_MWAI_Reply::$usage. */
export const usage = record({
  prompt_tokens: whole(12, 900),
  completion_tokens: whole(8, 600),
  total_tokens: whole(20, 1500),
  price: { type: ['number', 'null'], minimum: 0, maximum: 0.05 },
  accuracy: { type: 'string', enum: ['none', 'estimated', 'tokens', 'price', 'full'] },
});

/** Typical AI answers, used wherever a route returns the model's text. */
export const reply = text(
  'Sure! Here is a short summary of the article: it explains how to set up the store and publish the first products.',
  'Hello! How can I help you today?',
  'The image shows a red bicycle leaning against a brick wall on a sunny street.',
);

/** A generated image the plugin stored in the uploads folder. */
export const imageUrl = link(`${UPLOADS}/a-red-bicycle-on-a-sunny-street.png`, `${UPLOADS}/mwai-generated-1736934600.png`);

/** `{ success: true }` alone: deletions, cancellations, approvals, saved templates. */
export const done: ResponseSchema = ok();
