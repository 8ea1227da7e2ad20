// The users controller's own argument callbacks, which WordPress runs while it sanitizes the arguments, so before
// any permission check: check_username and check_user_password (writes), check_reassign (deletes). A refusal
// answers rest_invalid_param, as any invalid argument does.
import type { HandlerContext } from '../../dispatch/types.js';
import { protocolErrors, type WpError } from '../../wp/errors.js';
import { isNumeric, toInt } from '../../wp/php-values.js';
import type { RestRequest } from '../../wp/request.js';
import type { Invalid } from '../../wp/schema-parts.js';
import { isValidUsername } from './user-text.js';

type Check = (value: string) => Invalid | null;

const refusal = (code: string, message: string): Invalid => ({ code, message, data: { status: 400 } });

const CHECKS: Readonly<Record<string, Check>> = {
  username: (v) =>
    isValidUsername(v)
      ? null
      : refusal('rest_user_invalid_username', 'This username is invalid because it uses illegal characters. Please enter a valid username.'),
  password: (v) => {
    if (v === '' || v === '0') return refusal('rest_user_invalid_password', 'Passwords cannot be empty.');
    return v.includes('\\') ? refusal('rest_user_invalid_password', 'Passwords cannot contain the "\\" character.') : null;
  },
};

/**
 * The request is for this endpoint (and not another endpoint of the route whose permission the Allow header
 * asks about): only then are its arguments this endpoint's to check.
 */
export const isOwnRequest = (req: RestRequest, ctx: HandlerContext): boolean => ctx.endpoint.methods.has(req.method);

function refused(problems: [string, Invalid][]): WpError | null {
  if (!problems.length) return null;
  return protocolErrors.invalidParams(Object.fromEntries(problems.map(([name, p]) => [name, p.message])), Object.fromEntries(problems));
}

/** check_username() and check_user_password() on the arguments a create or update was given. */
export function userArgsError(req: RestRequest, ctx: HandlerContext): WpError | null {
  if (!isOwnRequest(req, ctx)) return null;
  const problems: [string, Invalid][] = [];
  for (const [name, value] of Object.entries(req.params)) {
    const check = Object.hasOwn(CHECKS, name) ? CHECKS[name] : undefined;
    const problem = check !== undefined && value !== undefined && value !== null ? check(String(value)) : null;
    if (problem) problems.push([name, problem]);
  }
  return refused(problems);
}

/** check_reassign(): a number, or false for '', 'false', false and other empty values; anything else is refused. */
function checkReassign(value: unknown): unknown {
  if (isNumeric(value)) return value;
  const empty = value === '' || value === '0' || value === 0 || value === false || value === 'false' || (Array.isArray(value) && !value.length);
  return empty ? false : undefined;
}

export function reassignError(req: RestRequest, ctx: HandlerContext): WpError | null {
  if (!isOwnRequest(req, ctx) || checkReassign(req.params.reassign) !== undefined) return null;
  return refused([['reassign', { code: 'rest_invalid_param', message: 'Invalid user parameter(s).', data: { status: 400 } }]]);
}

/**
 * delete_item(): whom the posts go to. null: nobody, they are deleted (reassign false); otherwise absint() of the
 * value, so `reassign=0` hands them to user 0 rather than deleting them, as WordPress does.
 */
export function reassignTarget(value: unknown): number | null {
  const checked = checkReassign(value);
  return checked === false || checked === undefined ? null : Math.abs(toInt(checked));
}
