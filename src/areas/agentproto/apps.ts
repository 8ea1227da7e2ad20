// GET /oauth/apps and DELETE /oauth/apps/{id} (administrators): the grants that are not revoked, newest
// first, with their client and user; deleting one revokes its tokens. As on the plugin, deleting an id that
// is unknown or already revoked answers `{revoked: true}` too.
import type { Handler } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { findClient } from './clients.js';
import { allGrants, grantById, lastUsed, revokeGrant } from './grants.js';
import { msOf } from './stores.js';

export const listApps: Handler = (_req, ctx) => {
  const session: Session = ctx.session;
  const users = ctx.site.scenario.auth.users;
  const active = allGrants(session)
    .filter((g) => !g.revoked)
    .sort((a, b) => msOf(b.created) - msOf(a.created) || b.id - a.id);
  return {
    data: {
      apps: active.map((g) => {
        const user = users.find((u) => u.id === g.user_id);
        return {
          id: g.id,
          client_id: g.client_id,
          client_name: findClient(session, g.client_id)?.client_name || 'Unknown app',
          user_id: g.user_id,
          user_login: user?.username ?? 'deleted',
          user_display: user?.name ?? 'Deleted user',
          created: g.created,
          last_used: lastUsed(session, g),
          access_expires: g.access_expires,
          refresh_expires: g.refresh_expires,
        };
      }),
    },
  };
};

export const deleteApp: Handler = async (req, ctx) => {
  const id = Number(req.urlParams.id);
  if (id <= 0) return { status: 400, data: { error: 'Invalid id.' } };
  const session = ctx.session;
  const grant = grantById(session, id);
  if (grant && !grant.revoked) {
    session.tick();
    revokeGrant(session, grant);
    await session.commit();
  }
  return { data: { revoked: true } };
};
