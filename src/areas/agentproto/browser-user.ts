// Who is at the browser on the authorization page. REST authentication already found HTTP Basic (an
// application password) or a login cookie + its nonce; besides, as the plugin re-validates the login cookie for this
// one route, a login cookie without a REST nonce counts — one the site issued (POST /wp-login.php) or the scenario's
// test cookie, never any other `wordpress_logged_in_*` value.
import type { Site } from '../../dispatch/types.js';
import type { User } from '../../model/scenario.js';
import { loginOf } from '../../wp/login-cookie.js';
import { header, type RestRequest } from '../../wp/request.js';
import { SessionLogins } from '../users/session-logins.js';

export function browserUser(req: RestRequest, site: Site): User | null {
  if (req.user) return req.user;
  const logins = new SessionLogins(site, req.session);
  return loginOf(header(req, 'cookie'), site.scenario, (name) => logins.find(name))?.user ?? null;
}

/**
 * The plugin lets only administrators approve: its tokens reach every tool, so a lesser user must not mint one.
 */
export const mayAuthorize = (user: User): boolean => user.roles.includes('administrator');
