// Request values as the posts controller tests them: PHP's isset() and empty(), ID lists, the context.
import { WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';

/** isset(): present and not null. */
export const isSet = (v: unknown): boolean => v !== undefined && v !== null;

/** empty(): missing, null, '', '0', 0, false or an empty list. */
export const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || v === '0' || v === 0 || v === false || (Array.isArray(v) && !v.length);

/** An ID-list argument (already sanitized to integers) as numbers. */
export const idList = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/** The request's context argument (view by default). */
export const contextOf = (req: RestRequest): string => String(req.params.context ?? 'view');

export const badRequest = (code: string, message: string): WpError => new WpError(code, message, { status: 400 });
