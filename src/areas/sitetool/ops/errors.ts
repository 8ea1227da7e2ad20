// The site-tool errors ops answers: the plugin's own codes (sitetool_*), each saying what to fix.
import { needs } from '../../../catalogue/namespaces/sitetool-v1-access.js';
import type { User } from '../../../model/scenario.js';
import { WpError } from '../../../wp/errors.js';
import { requiredCode } from '../../../wp/permission.js';

export const badRequest = (code: string, message: string) => new WpError(code, message, { status: 400 });
export const notFound = (code: string, message: string) => new WpError(code, message, { status: 404 });

/** The plugin's refusal naming the capability `cap` (401 anonymous, 403 logged in). */
export function missingCapability(cap: string, user: User | null): WpError {
  const { code, message } = needs(cap) as { code: string; message: string };
  return new WpError(code, message, { status: requiredCode(user) });
}
