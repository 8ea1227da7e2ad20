// Small helpers for the sitetool/v1 response schemas (the real plugin answers plain
// rest_ensure_response() arrays, so every schema is a flat-ish JSON object).
import { EXAMPLE_ORIGIN } from '../example-origin.js';
import type { ResponseSchema } from '../../model/catalogue.js';

export const SITE = EXAMPLE_ORIGIN;

/** An object whose properties are all always present, except those named in `optional`. */
export function shape(properties: Readonly<Record<string, unknown>>, optional: readonly string[] = []): ResponseSchema {
  return { type: 'object', properties, required: Object.keys(properties).filter((k) => !optional.includes(k)) };
}

/** A short array (1 to `max` items). */
export const list = (items: unknown, max = 3): ResponseSchema => ({ type: 'array', items, minItems: 1, maxItems: max });

/** A string drawn from the given examples. */
export const text = (...examples: string[]): ResponseSchema => ({ type: 'string', examples });

/** An integer drawn from the given examples. */
export const count = (...examples: number[]): ResponseSchema => ({ type: 'integer', examples });

/** An absolute URL drawn from the given examples. */
export const url = (...examples: string[]): ResponseSchema => ({ type: 'string', format: 'uri', examples });

export const flag: ResponseSchema = { type: 'boolean' };

/**
 * `{...extra, status, message}`: how the plugin's write operations report (file edit/write/delete,
 * draft theme create/publish/delete, content edit): a fixed status word and a sentence.
 */
export function outcome(statuses: readonly string[], messages: readonly string[], extra: Readonly<Record<string, unknown>> = {}): ResponseSchema {
  return shape({ ...extra, status: { enum: statuses }, message: { type: 'string', examples: messages } });
}
