// Who is at the browser on the authorization page. REST authentication already found HTTP Basic (an
// application password) or cookie + nonce; besides, as the plugin re-validates the login cookie for this one
// route, a `wordpress_logged_in_*` cookie without a REST nonce counts as the scenario's logged-in user.
import type { Scenario, User } from '../../scenario/types.js';
import { header, type RestRequest } from '../../wp/request.js';

const LOGIN_COOKIE = /(^|;\s*)wordpress_logged_in_[^=]*=/;

export function browserUser(req: RestRequest, scenario: Scenario): User | null {
  if (req.user) return req.user;
  if (!LOGIN_COOKIE.test(header(req, 'cookie') ?? '')) return null;
  const { asUser, users } = scenario.auth;
  return users.find((u) => u.username === asUser || u.email === asUser) ?? null;
}

/**
 * The plugin lets only administrators approve: its tokens reach every tool, so a lesser user must not mint one.
 */
export const mayAuthorize = (user: User): boolean => user.roles.includes('administrator');
