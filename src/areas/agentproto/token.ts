// POST /oauth/token (RFC 6749 §3.2, form-encoded; a JSON body is read too, as get_param() reads both):
// `authorization_code` (single-use code, the same redirect_uri, the PKCE code_verifier, within 60 seconds of the
// scenario clock) and `refresh_token` (rotation: the old pair is revoked, a new one issued).
import type { Handler } from '../../dispatch/types.js';
import type { HandlerOutcome, RestResult } from '../../wp/rest-result.js';
import { getRecord, putRecord } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import type { RestRequest } from '../../wp/request.js';
import { clientAuthenticated, findClient } from './clients.js';
import { expired, grantById, grantByToken, issueTokenPair, revokeGrant } from './grants.js';
import { noStore, oauthError } from './oauth-answers.js';
import { param } from './params.js';
import { challengeOf, VERIFIER } from './pkce.js';
import { requestedScope, unknownScopeMessage } from './scopes.js';
import { CODES, sha256, type ClientData, type CodeData } from './stores.js';

/** The client a grant belongs to, once the caller proved to be it. */
function callingClient(req: RestRequest, session: Session, clientId: string): ClientData | RestResult {
  const client = findClient(session, clientId);
  if (!client) return oauthError('invalid_client', 'The client this grant was issued to is no longer registered.', 401);
  const given = param(req, 'client_id');
  if (given !== '' && given !== client.client_id) return oauthError('invalid_client', 'client_id does not match the client this grant was issued to.', 401);
  if (!clientAuthenticated(client, req)) {
    return oauthError(
      'invalid_client',
      `Client authentication failed: this client authenticates with ${client.token_endpoint_auth_method}; send its client_secret.`,
      401,
    );
  }
  return client;
}

async function byCode(req: RestRequest, session: Session, seed: number): Promise<HandlerOutcome> {
  const code = param(req, 'code');
  const redirectUri = param(req, 'redirect_uri');
  const verifier = param(req, 'code_verifier');
  const missing = [
    ['code', code],
    ['redirect_uri', redirectUri],
    ['code_verifier', verifier],
  ]
    .filter(([, v]) => v === '')
    .map(([k]) => k);
  if (missing.length) return oauthError('invalid_request', `Missing ${missing.join(', ')}.`);
  if (!VERIFIER.test(verifier))
    return oauthError('invalid_request', 'code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_" and "~" (RFC 7636 §4.1).');

  const key = sha256(code);
  const stored = getRecord(session, CODES, key)?.data as CodeData | undefined;
  if (!stored) return oauthError('invalid_grant', 'The authorization code is not valid: authorize again.');
  session.tick();
  if (stored.grant_id !== undefined) {
    // OAuth 2.1 §4.1.3: a code used twice revokes the tokens it gave.
    const grant = grantById(session, stored.grant_id);
    if (grant) revokeGrant(session, grant);
    await session.commit();
    return oauthError('invalid_grant', `The authorization code was already used${grant ? '; the tokens issued for it are now revoked' : ''}. Authorize again.`);
  }
  if (expired(session, stored.expires)) {
    putRecord(session, CODES, key, { ...stored, grant_id: 0 });
    await session.commit();
    return oauthError('invalid_grant', `The authorization code expired at ${stored.expires} GMT (codes are valid 60 seconds): authorize again.`);
  }
  if (stored.redirect_uri !== redirectUri)
    return spend(session, key, stored, oauthError('invalid_grant', 'redirect_uri does not match the one the code was issued for.'));
  const client = callingClient(req, session, stored.client_id);
  if (!('client_id' in client)) return spend(session, key, stored, client);
  if (challengeOf(verifier) !== stored.code_challenge) {
    return spend(
      session,
      key,
      stored,
      oauthError('invalid_grant', 'PKCE verification failed: BASE64URL(SHA256(code_verifier)) is not the code_challenge of the authorization request.'),
    );
  }
  const { grant, tokens } = issueTokenPair(session, seed, client.client_id, stored.user_id, stored.scope);
  putRecord(session, CODES, key, { ...stored, grant_id: grant.id });
  await session.commit();
  return noStore(tokens);
}

/** A failed redemption still spends the code, as the plugin deletes it before any other check (grant 0: none issued). */
async function spend(session: Session, key: string, stored: CodeData, answer: RestResult): Promise<RestResult> {
  putRecord(session, CODES, key, { ...stored, grant_id: 0 });
  await session.commit();
  return answer;
}

async function byRefresh(req: RestRequest, session: Session, seed: number): Promise<HandlerOutcome> {
  const refreshToken = param(req, 'refresh_token');
  if (refreshToken === '') return oauthError('invalid_request', 'Missing refresh_token.');
  const grant = grantByToken(session, refreshToken, 'refresh');
  if (!grant || grant.revoked)
    return oauthError('invalid_grant', 'The refresh token is not valid or was revoked (each refresh token works once): authorize again.');
  if (expired(session, grant.refresh_expires))
    return oauthError('invalid_grant', `The refresh token expired at ${grant.refresh_expires} GMT: authorize again.`);
  const client = callingClient(req, session, grant.client_id);
  if (!('client_id' in client)) return client;
  let scope = grant.scope;
  const asked = param(req, 'scope');
  if (asked !== '') {
    const wanted = requestedScope(asked);
    if ('unknown' in wanted) return oauthError('invalid_scope', unknownScopeMessage(wanted.unknown));
    const beyond = wanted.scope.split(' ').filter((s) => !grant.scope.split(' ').includes(s));
    if (beyond.length) return oauthError('invalid_scope', `The grant does not include ${beyond.join(', ')}; a refresh cannot widen the scope.`);
    scope = wanted.scope;
  }
  session.tick();
  revokeGrant(session, grant);
  const { tokens } = issueTokenPair(session, seed, grant.client_id, grant.user_id, scope);
  await session.commit();
  return noStore(tokens);
}

export const token: Handler = (req, ctx) => {
  const session = ctx.session;
  const { seed } = ctx.site.scenario;
  const grantType = param(req, 'grant_type');
  if (grantType === 'authorization_code') return byCode(req, session, seed);
  if (grantType === 'refresh_token') return byRefresh(req, session, seed);
  if (grantType === '') return oauthError('invalid_request', 'Missing grant_type (authorization_code or refresh_token), sent form-encoded.');
  return oauthError('unsupported_grant_type', `grant_type "${grantType}" is not supported; use authorization_code or refresh_token.`);
};
