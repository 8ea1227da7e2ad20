// POST /oauth/register: dynamic client registration (RFC 7591). The metadata is a JSON object; redirect URIs
// are absolute, with a scheme (custom schemes are fine: desktop clients use them) and no fragment. Public clients
// (`token_endpoint_auth_method: none`, the default) get no secret; confidential ones get one, shown only here.
import type { Handler } from '../../dispatch/types.js';
import { putRecord } from '../../store/records.js';
import { isPlainObject } from '../../wp/php-values.js';
import { sanitizeTextField } from '../collection/sanitize-text-field.js';
import { AUTH_METHODS, GRANT_TYPES } from './clients.js';
import { noStore, oauthError } from './oauth-answers.js';
import { newSecret } from './secrets.js';
import { DEFAULT_SCOPE } from './scopes.js';
import { CLIENTS, mysqlGmt, sha256, type ClientData } from './stores.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Why a redirect URI cannot be registered, or null. */
function redirectProblem(uri: unknown): string | null {
  if (typeof uri !== 'string' || uri === '') return 'Each redirect_uri must be a non-empty string.';
  if (!SCHEME.test(uri) || !URL.canParse(uri)) return `redirect_uri must be an absolute URI with a scheme: ${uri}`;
  if (uri.includes('#')) return `redirect_uri must not contain a fragment (RFC 6749 §3.1.2): ${uri}`;
  return null;
}

export const registerClient: Handler = async (req, ctx) => {
  const body = req.json;
  if (!isPlainObject(body))
    return oauthError('invalid_client_metadata', 'The request body must be a JSON object of client metadata (Content-Type: application/json).');
  const uris = body.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0) return oauthError('invalid_redirect_uri', 'redirect_uris is required and must be a non-empty array.');
  for (const uri of uris) {
    const problem = redirectProblem(uri);
    if (problem) return oauthError('invalid_redirect_uri', problem);
  }
  const method = body.token_endpoint_auth_method ?? 'none';
  if (typeof method !== 'string' || !AUTH_METHODS.includes(method)) {
    return oauthError('invalid_client_metadata', `Unsupported token_endpoint_auth_method: ${JSON.stringify(method)} (supported: ${AUTH_METHODS.join(', ')}).`);
  }
  const grantTypes = Array.isArray(body.grant_types) ? body.grant_types : GRANT_TYPES;
  for (const type of grantTypes) {
    if (typeof type !== 'string' || !GRANT_TYPES.includes(type)) {
      return oauthError('invalid_client_metadata', `Unsupported grant_type: ${JSON.stringify(type)} (supported: ${GRANT_TYPES.join(', ')}).`);
    }
  }
  const responseTypes = body.response_types;
  if (responseTypes !== undefined && !(Array.isArray(responseTypes) && responseTypes.every((t) => t === 'code'))) {
    return oauthError('invalid_client_metadata', 'response_types may only contain "code".');
  }

  const session = ctx.session;
  const seed = ctx.site.scenario.seed;
  const now = session.tick();
  const clientId = newSecret(session, seed, 'client_id', 32);
  const secret = method === 'none' ? null : newSecret(session, seed, 'client_secret', 48);
  const name = typeof body.client_name === 'string' ? sanitizeTextField(body.client_name) : '';
  const client: ClientData = {
    client_id: clientId,
    client_secret_hash: secret === null ? null : sha256(secret),
    client_name: name || 'Unnamed MCP Client',
    redirect_uris: uris as string[],
    grant_types: grantTypes as string[],
    token_endpoint_auth_method: method,
    scope: DEFAULT_SCOPE,
    created: mysqlGmt(now),
  };
  putRecord(session, CLIENTS, clientId, { ...client });
  await session.commit();
  return noStore(
    {
      client_id: clientId,
      client_name: client.client_name,
      redirect_uris: client.redirect_uris,
      grant_types: client.grant_types,
      token_endpoint_auth_method: method,
      client_id_issued_at: Math.floor(now / 1000),
      ...(secret === null ? {} : { client_secret: secret, client_secret_expires_at: 0 }),
    },
    201,
  );
};
