// Access tokens authenticate ordinary REST calls (`Authorization: Bearer <token>`) as the user who approved
// them, until they expire (scenario clock) or are revoked. Only where the profile serves agentproto/v1:
// elsewhere a Bearer header means nothing, as on a WordPress without the plugin.
import type { Site } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { BearerCheck } from '../../wp/auth.js';
import { WpError } from '../../wp/errors.js';
import { expired, grantByToken, touchGrant } from './grants.js';
import { NAMESPACE } from './metadata.js';

const refused = (message: string) => new WpError('invalid_token', message, { status: 401 });

export function oauthBearer(site: Site, sessionOf: () => Session): BearerCheck | undefined {
  if (!site.profile.namespaces.includes(NAMESPACE)) return undefined;
  return (token) => {
    const session = sessionOf();
    const grant = grantByToken(session, token, 'access');
    if (!grant) return refused('The access token is not one this site issued: send an access_token from the agentproto/v1 token endpoint.');
    if (grant.revoked) return refused('The access token has been revoked: authorize the app again.');
    if (expired(session, grant.access_expires)) {
      return refused(`The access token expired at ${grant.access_expires} GMT: get a new one from the token endpoint with grant_type=refresh_token.`);
    }
    const user = site.scenario.auth.users.find((u) => u.id === grant.user_id);
    if (!user) return refused(`The user who approved the access token (id ${grant.user_id}) no longer exists: authorize again as an existing user.`);
    touchGrant(session, grant);
    return user;
  };
}
