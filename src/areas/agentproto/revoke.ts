// POST /oauth/revoke (RFC 7009): the access or refresh token given as `token` revokes its whole grant (both
// tokens). The answer is 200 with an empty (null) body whether or not the token was known.
import type { Handler } from '../../dispatch/types.js';
import { grantByToken, revokeGrant } from './grants.js';
import { param } from './params.js';

export const revoke: Handler = async (req, ctx) => {
  const session = ctx.session;
  const grant = grantByToken(session, param(req, 'token'), 'either');
  if (grant && !grant.revoked) {
    session.tick();
    revokeGrant(session, grant);
    await session.commit();
  }
  return { data: null };
};
