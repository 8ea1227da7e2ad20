// The discovery documents, with every address on the mock's own origin: RFC 9728 protected-resource metadata
// and RFC 8414 authorization-server metadata, the fields the plugin publishes. The protected resource is the
// REST API itself, since the mock's access tokens authenticate every REST route. The same documents answer at
// the REST addresses (these handlers) and at the host root (src/http/well-known.ts), as on the plugin.
import type { Handler } from '../../dispatch/types.js';
import { restUrl } from '../../wp/links.js';
import { AUTH_METHODS, GRANT_TYPES } from './clients.js';
import { SCOPES_SUPPORTED } from './scopes.js';

export const NAMESPACE = 'agentproto/v1';
const NS = `/${NAMESPACE}`;

export const protectedResourceDocument = (origin: string) => ({
  resource: restUrl(origin, '/'),
  authorization_servers: [restUrl(origin, NS)],
  bearer_methods_supported: ['header'],
  scopes_supported: SCOPES_SUPPORTED,
  resource_documentation: 'https://meowapps.com/ai-engine/',
});

export const authorizationServerDocument = (origin: string) => ({
  issuer: restUrl(origin, NS),
  authorization_endpoint: restUrl(origin, `${NS}/oauth/authorize`),
  token_endpoint: restUrl(origin, `${NS}/oauth/token`),
  registration_endpoint: restUrl(origin, `${NS}/oauth/register`),
  revocation_endpoint: restUrl(origin, `${NS}/oauth/revoke`),
  response_types_supported: ['code'],
  grant_types_supported: GRANT_TYPES,
  token_endpoint_auth_methods_supported: AUTH_METHODS,
  code_challenge_methods_supported: ['S256'],
  scopes_supported: SCOPES_SUPPORTED,
});

export const protectedResourceMetadata: Handler = (req) => ({ data: protectedResourceDocument(req.origin) });

export const authorizationServerMetadata: Handler = (req) => ({ data: authorizationServerDocument(req.origin) });
