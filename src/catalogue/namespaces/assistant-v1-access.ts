// Who may call assistant/v1 routes: the four permission callbacks of AI Engine (Meow_MWAI_Core).
import { ADMIN, endpoint, PUBLIC } from '../define.js';
import type { EndpointDraft, EndpointOptions } from '../define.js';
import type { Method, Permission, ResponseSchema } from '../../model/catalogue.js';

/** can_access_settings: current_user_can( 'manage_options' ) (filter mwai_allow_setup). The namespace default. */
export const SETTINGS: Permission = ADMIN;
/**
 * can_access_features: the editor or administrator role (filter mwai_allow_usage). edit_others_posts is
 * the capability exactly those two default roles share.
 */
export const FEATURES: Permission = { cap: 'edit_others_posts' };
/** can_access_public_api: is_user_logged_in() (filter mwai_allow_public_api; the API bearer token also passes). */
export const LOGGED_IN: Permission = { cap: 'read' };
/** '__return_true': start_session (guests need a nonce) and the disabled-Workspace auth-check. */
export { PUBLIC };

/** What answers a route instead of the faker: a behaviour name (src/areas) or a kind bound by data (src/kinds). */
export type Answer = Pick<EndpointOptions, 'behaviour' | 'bind'>;

/** One argument-less endpoint (no assistant/v1 route declares arguments) with its permission, schema and answer. */
export const route = (methods: readonly Method[], permission: Permission, response: ResponseSchema, answer: Answer = {}): EndpointDraft =>
  endpoint(methods, {}, { permission, response, ...answer });

/** Route builders for one method: `admin` (SETTINGS), `feature` (FEATURES), `api` (LOGGED_IN), `open` (PUBLIC). */
export function routesFor(method: Method) {
  const one =
    (permission: Permission) =>
    (response: ResponseSchema, answer?: Answer): readonly EndpointDraft[] => [route([method], permission, response, answer)];
  return { admin: one(SETTINGS), feature: one(FEATURES), api: one(LOGGED_IN), open: one(PUBLIC) };
}
