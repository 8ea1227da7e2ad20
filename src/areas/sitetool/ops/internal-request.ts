// Site-tool writes to posts and pages go through the cms/v2 routes themselves, on behalf of the caller, so
// what they store is exactly what cms/v2 would (revisions, slugs, modified dates, permission checks).
import type { Site } from '../../../dispatch/types.js';
import { isWpError } from '../../../wp/errors.js';
import { innerRequest, type RestRequest } from '../../../wp/request.js';

export type Method = 'GET' | 'POST' | 'DELETE';

/** Runs `method route` with a JSON body as the caller of `parent`; answers the data or the WpError. */
export async function callRoute(site: Site, parent: RestRequest, method: Method, route: string, body: Record<string, unknown> = {}): Promise<unknown> {
  const req = innerRequest(parent, { method, route, headers: { 'content-type': 'application/json' }, json: body });
  const { outcome } = await site.dispatch(req);
  return isWpError(outcome) ? outcome : outcome.data;
}
