// sanitize_post_statuses(): the list's `status` argument. Statuses other than `publish` need the right to
// edit posts of the type (or read_private_posts for `private`); refused ones fail as an invalid argument.
import { LIST_STATUSES } from '../../catalogue/args/post-args.js';
import type { ArgSchema } from '../../model/catalogue.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { protocolErrors, type WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';
import { parseList } from '../../wp/php-values.js';
import { validateValue } from '../../wp/schema-validate.js';
import { can, capsOf } from '../content/capabilities.js';
import type { Scope } from './scope.js';

const STATUS_SCHEMA: ArgSchema = { type: 'array', items: { type: 'string', enum: LIST_STATUSES } };
const DEFAULT_STATUS = 'publish';

const invalid = (message: string, code: string, data: unknown): WpError =>
  protocolErrors.invalidParams({ status: message }, { status: { code, message, data } });

export function listStatuses(value: unknown, scope: Scope): string[] | WpError {
  const statuses = [...new Set(parseList(value ?? DEFAULT_STATUS).map((s) => sanitizeTitle(String(s))))];
  const caps = capsOf(scope.type.name);
  for (const status of statuses) {
    if (status === DEFAULT_STATUS) continue;
    if (can(scope.user, caps.edit_posts) || (status === 'private' && can(scope.user, caps.read_private_posts))) {
      const problem = validateValue([status], STATUS_SCHEMA, 'status');
      if (problem) return invalid(problem.message, problem.code, problem.data);
    } else {
      return invalid('Status is forbidden.', 'rest_forbidden_status', { status: requiredCode(scope.user) });
    }
  }
  return statuses;
}
