// check_status(), the validate callback of every post-type controller's `status` argument: an update may repeat the
// item's own status though the enum lacks it (a trashed post's `trash`, an attachment's `inherit`); any other status
// must be in the enum. It runs with the arguments, before any permission check.
import type { HandlerContext } from '../../dispatch/types.js';
import { protocolErrors, type WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { validateValue } from '../../wp/schema-validate.js';

export function checkStatus(req: RestRequest, ctx: HandlerContext, current: string | undefined): WpError | null {
  const status = req.params.status;
  const spec = ctx.endpoint.specs.find((s) => s.name === 'status');
  if (status === undefined || status === null || !spec || (current !== undefined && current === status)) return null;
  const problem = validateValue(status, { ...spec.schema, unchecked: false }, 'status');
  return problem ? protocolErrors.invalidParams({ status: problem.message }, { status: problem }) : null;
}
