// The errors the assistant's AI routes answer: WordPress-shaped, with the `assistant_` codes the rest of the
// namespace uses and a message that says what to send instead. (AI Engine itself answers `{success: false,
// message}` with 500 for most of these; the mock keeps the message and gives the status that says whose
// mistake it is.)
import { WpError } from '../../wp/errors.js';

/** A parameter the route needs is absent or empty. */
export const missingParam = (param: string, what: string): WpError =>
  new WpError('assistant_missing_param', `${param} is required: ${what}.`, { status: 400, param });

/** A parameter is there but unusable. */
export const invalidParam = (param: string, message: string): WpError => new WpError('assistant_invalid_param', message, { status: 400, param });

/** A record the request names does not exist (`code` without its assistant_ prefix). */
export const notFound = (code: string, message: string, param?: string): WpError =>
  new WpError(`assistant_${code}`, message, { status: 404, ...(param ? { param } : {}) });

/** The caller may not touch what it names (another visitor's files...). */
export const forbidden = (code: string, message: string): WpError => new WpError(`assistant_${code}`, message, { status: 403 });

/** The request is well formed but the state does not allow it (cancelling a finished job...). */
export const conflict = (code: string, message: string): WpError => new WpError(`assistant_${code}`, message, { status: 409 });
