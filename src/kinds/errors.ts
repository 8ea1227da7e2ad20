// The WordPress-shaped errors the kinds answer, and the `notFound` option that words a missing record.
import { doc } from '../model/shape-check.js';
import { protocolErrors, WpError } from '../wp/errors.js';
import type { Invalid } from '../wp/schema-parts.js';
import { option, type Option } from './options.js';

export interface NotFound {
  code: string;
  message: string;
  status: number;
}

export const DEFAULT_NOT_FOUND: NotFound = { code: 'rest_invalid_id', message: 'Invalid ID.', status: 404 };

/** `notFound: {code, message, status}`: how a missing record is answered (WordPress words it per controller); each part defaults to DEFAULT_NOT_FOUND's. */
export const notFoundOption = (text: string): Option<NotFound> =>
  option.shaped<Partial<NotFound>, NotFound>(doc(text, { object: { code: 'string', message: 'string', status: 'integer' } }), (given) => ({
    ...DEFAULT_NOT_FOUND,
    ...given,
  }));

export const notFoundError = (n: NotFound): WpError => new WpError(n.code, n.message, { status: n.status });

/** rest_missing_callback_param, as WordPress answers missing required arguments. */
export const missingParams = (names: string[]): WpError => protocolErrors.missingParams(names);

/** rest_invalid_param for a set of failed checks. */
export function invalidParams(problems: Record<string, Invalid>): WpError {
  const params = Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, p.message]));
  return protocolErrors.invalidParams(params, problems);
}
