// POST start_session: the visitor's session id (uniqid()) and a REST nonce for the caller (wp_create_nonce('wp_rest')):
// a logged-in visitor's (by credentials, or by the login cookie the plugin re-reads) authenticates their login, an
// anonymous visitor's authenticates nobody.
import type { Handler } from '../../../dispatch/types.js';
import { success } from '../reply.js';
import { uniqid } from '../uniqid.js';
import { nonceForCaller } from '../../../wp/login-cookie.js';
import { header } from '../../../wp/request.js';
import { SessionLogins } from '../../users/session-logins.js';

export const startSession: Handler = async (req, ctx) => {
  const session = ctx.session;
  const sessionId = uniqid(session, session.instant());
  await session.commit();
  const logins = new SessionLogins(ctx.site, req.session);
  return success({ sessionId, restNonce: nonceForCaller(ctx.site.scenario, req.user, header(req, 'cookie'), (name) => logins.find(name)) });
};
