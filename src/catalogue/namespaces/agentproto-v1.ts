// agentproto/v1: the OAuth 2.1 authorization server for MCP agents (AI Engine's MCP OAuth module,
// mcp/v1 in the real plugin). Discovery, registration, authorize, token and revoke are open
// (permission_callback __return_true); listing and revoking grants needs manage_options.
import { ADMIN, defineNamespace, del, endpoint, get, post, PUBLIC } from '../define.js';
import { nil } from '../responses/shop-common.js';
import {
  appList,
  appRevoked,
  authorizationServer,
  consentPage,
  protectedResource,
  registeredClient,
  tokenPair,
} from '../responses/agentproto-v1.js';

export const agentprotoV1 = defineNamespace('agentproto/v1', { read: PUBLIC, write: PUBLIC }, {
  '/.well-known/oauth-protected-resource': [get({}, { response: protectedResource })],
  '/.well-known/oauth-authorization-server': [get({}, { response: authorizationServer })],
  '/oauth/register': [post({}, { status: 201, response: registeredClient })],
  '/oauth/authorize': [endpoint(['GET', 'POST'], {}, { response: consentPage })],
  '/oauth/token': [post({}, { response: tokenPair })],
  // RFC 7009: 200 with an empty body, whether or not the token was known.
  '/oauth/revoke': [post({}, { response: nil })],
  '/oauth/apps': [get({}, { permission: ADMIN, response: appList })],
  '/oauth/apps/{id}': [del({}, { permission: ADMIN, response: appRevoked })],
});
