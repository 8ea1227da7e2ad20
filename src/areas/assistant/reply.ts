// How the assistant routes answer: the plugin's `{ success: true, ...fields }` on success, and a WordPress-shaped
// error (assistant_* code, a message saying what to fix) where the plugin answers `{ success: false, message }`.
import type { RestResult } from '../../wp/rest-result.js';
import { WpError } from '../../wp/errors.js';

export const success = (fields: Readonly<Record<string, unknown>> = {}): RestResult => ({ data: { success: true, ...fields } });

export const badRequest = (code: string, message: string): WpError => new WpError(`assistant_${code}`, message, { status: 400 });
export const notFound = (code: string, message: string): WpError => new WpError(`assistant_${code}`, message, { status: 404 });
export const forbidden = (code: string, message: string): WpError => new WpError(`assistant_${code}`, message, { status: 403 });
