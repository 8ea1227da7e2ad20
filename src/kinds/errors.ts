// The WordPress-shaped errors the kinds answer, and the `notFound` option that words a missing record.
import type { Shape } from '../scenario/shape-check.js';
import { protocolErrors, WpError } from '../wp/errors.js';
import type { Invalid } from '../wp/schema-validate.js';

export interface NotFound {
  code: string;
  message: string;
  status: number;
}

/** `notFound: {code, message, status}`: how a missing record is answered (WordPress words it per controller). */
export const NOT_FOUND_SHAPE: Shape = { object: { code: 'string', message: 'string', status: 'integer' } };

export const DEFAULT_NOT_FOUND: NotFound = { code: 'rest_invalid_id', message: 'Invalid ID.', status: 404 };

export const notFoundOf = (option: unknown): NotFound => ({ ...DEFAULT_NOT_FOUND, ...(option as Partial<NotFound> | undefined) });

export const notFoundError = (n: NotFound): WpError => new WpError(n.code, n.message, { status: n.status });

/** rest_missing_callback_param, as WordPress answers missing required arguments. */
export const missingParams = (names: string[]): WpError => protocolErrors.missingParams(names);

/** rest_invalid_param for a set of failed checks. */
export function invalidParams(problems: Record<string, Invalid>): WpError {
  const params = Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, p.message]));
  return protocolErrors.invalidParams(params, problems);
}
