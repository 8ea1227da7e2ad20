// agentproto/v1: the OAuth 2.1 authorization server for MCP agents (AI Engine's MCP OAuth module,
// mcp/v1 in the real plugin), answered from the session by src/areas/agentproto. Discovery, registration,
// authorize, token and revoke are open (permission_callback __return_true); listing and revoking grants
// needs manage_options. No route declares arguments: the plugin reads them with get_param().
import { ADMIN, defineNamespace, del, endpoint, get, post, PUBLIC } from '../define.js';
import { nil } from '../responses/shop-common.js';
import { appList, appRevoked, authorizationServer, consentPage, protectedResource, registeredClient, tokenPair } from '../responses/agentproto-v1.js';

export const agentprotoV1 = defineNamespace(
  'agentproto/v1',
  { read: PUBLIC, write: PUBLIC },
  {
    '/.well-known/oauth-protected-resource': [get({}, { response: protectedResource, behaviour: 'agentproto-protected-resource' })],
    '/.well-known/oauth-authorization-server': [get({}, { response: authorizationServer, behaviour: 'agentproto-authorization-server' })],
    '/oauth/register': [post({}, { status: 201, response: registeredClient, behaviour: 'agentproto-register' })],
    '/oauth/authorize': [endpoint(['GET', 'POST'], {}, { response: consentPage, behaviour: 'agentproto-authorize' })],
    '/oauth/token': [post({}, { response: tokenPair, behaviour: 'agentproto-token' })],
    // RFC 7009: 200 with an empty body, whether or not the token was known.
    '/oauth/revoke': [post({}, { response: nil, behaviour: 'agentproto-revoke' })],
    '/oauth/apps': [get({}, { permission: ADMIN, response: appList, behaviour: 'agentproto-apps' })],
    '/oauth/apps/{id}': [del({}, { permission: ADMIN, response: appRevoked, behaviour: 'agentproto-app-delete' })],
  },
);
