// agentproto/v1 answers: the MCP OAuth 2.1 module of the plugin (Meow_MWAI_Labs_MCP_OAuth), i.e.
// RFC 9728 / RFC 8414 metadata, RFC 7591 registration, the token pair and the admin grant list.
import type { ResponseSchema } from '../../model/catalogue.js';
import { few, link, mysqlDate, nullable, restUrl, shape, text, unixTime, whole } from './shop-common.js';

const NS = '/agentproto/v1';
const ISSUER = restUrl(NS);
/** random_token( 32 ) / random_token( 48 ): bin2hex of random bytes. */
const hex = (bytes: number): ResponseSchema => ({ type: 'string', pattern: `^[0-9a-f]{${bytes * 2}}$` });
const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'];
const GRANTS = ['authorization_code', 'refresh_token'];

/** protected_resource_metadata() (RFC 9728), on the mock's origin; the resource is the REST API itself. */
export const protectedResource: ResponseSchema = shape({
  resource: link(restUrl('/')),
  authorization_servers: { type: 'array', items: link(ISSUER), minItems: 1, maxItems: 1 },
  bearer_methods_supported: { const: ['header'] },
  scopes_supported: { const: ['mcp'] },
  resource_documentation: { const: 'https://meowapps.com/ai-engine/' },
});

/** authorization_server_metadata() (RFC 8414), on the mock's origin. */
export const authorizationServer: ResponseSchema = shape({
  issuer: link(ISSUER),
  authorization_endpoint: link(restUrl(`${NS}/oauth/authorize`)),
  token_endpoint: link(restUrl(`${NS}/oauth/token`)),
  registration_endpoint: link(restUrl(`${NS}/oauth/register`)),
  revocation_endpoint: link(restUrl(`${NS}/oauth/revoke`)),
  response_types_supported: { const: ['code'] },
  grant_types_supported: { const: GRANTS },
  token_endpoint_auth_methods_supported: { const: AUTH_METHODS },
  code_challenge_methods_supported: { const: ['S256'] },
  scopes_supported: { const: ['mcp'] },
});

/** handle_register(): 201 with the stored client; a secret only for confidential clients. */
export const registeredClient: ResponseSchema = shape(
  {
    client_id: hex(32),
    client_name: text('Claude', 'Claude Code', 'Cursor', 'Unnamed MCP Client'),
    redirect_uris: few(link('http://127.0.0.1:33418/callback', 'https://claude.ai/api/mcp/auth_callback'), 2),
    grant_types: { const: GRANTS },
    token_endpoint_auth_method: { enum: AUTH_METHODS },
    client_id_issued_at: unixTime,
    client_secret: hex(48),
    client_secret_expires_at: { const: 0 },
  },
  ['client_secret', 'client_secret_expires_at'],
);

/**
 * handle_authorize(): a browser endpoint. GET renders the HTML consent page (401 with a Basic challenge when
 * nobody is logged in), POST redirects (302) to the client's redirect_uri with `code` and `state`, or `error`.
 * A client or redirect URI that cannot be verified gets an HTML error page; a caller that accepts JSON and not
 * HTML gets that error as `{error, error_description}` (oauthError below).
 */
export const consentPage: ResponseSchema = text(
  '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Authorize Claude</title></head><body><main class="oauth-consent"><h1>Authorize this app</h1><form method="POST"><button type="submit" name="action" value="approve">Approve</button> <button type="submit" name="action" value="deny">Deny</button></form></main></body></html>',
);

/** oauth_error(): RFC 6749 §5.2, with Cache-Control: no-store. */
export const oauthError: ResponseSchema = shape({
  error: {
    enum: [
      'invalid_request',
      'invalid_client',
      'invalid_grant',
      'unsupported_grant_type',
      'invalid_scope',
      'invalid_redirect_uri',
      'invalid_client_metadata',
      'access_denied',
      'login_required',
    ],
  },
  error_description: text('Missing code, redirect_uri, or code_verifier.', 'PKCE verification failed.'),
});

/** issue_token_pair(). */
export const tokenPair: ResponseSchema = shape({
  access_token: hex(48),
  token_type: { const: 'Bearer' },
  expires_in: { const: 3600 },
  refresh_token: hex(48),
  scope: { const: 'mcp' },
});

/** handle_apps_list(): the active (unrevoked) grants, newest first. */
export const appList: ResponseSchema = shape({
  apps: few(
    shape({
      id: whole(1, 2, 3, 7),
      client_id: hex(32),
      client_name: text('Claude', 'Claude Code', 'Cursor', 'Unknown app'),
      user_id: { const: 1 },
      user_login: { const: 'admin' },
      user_display: { const: 'admin' },
      created: mysqlDate(),
      last_used: nullable(mysqlDate('2026-01-15 10:02:44', '2026-01-15 11:17:09')),
      access_expires: mysqlDate('2026-01-15 10:30:00', '2026-01-15 12:17:09'),
      refresh_expires: mysqlDate('2026-02-14 09:30:00', '2026-02-13 18:02:11'),
    }),
  ),
});

/** handle_apps_revoke(). */
export const appRevoked: ResponseSchema = shape({ revoked: { const: true } });
