// agentproto/v1 discovery documents (RFC 9728, RFC 8414) and dynamic client registration (RFC 7591).
import { describe, expect, it } from 'vitest';
import { rest, site } from '../../helpers.js';
import { OAUTH, REDIRECT } from './oauth-client.js';
import { conforms } from './oauth-schema.js';
import { authorizationServer, oauthError, protectedResource, registeredClient } from '../../../src/catalogue/responses/agentproto-v1.js';

const shop = () => site({ profile: 'shop' });
const registerCall = (http: ReturnType<typeof shop>, body: unknown) => http.post(rest(`${OAUTH}/register`)).send(body as object);

describe('agentproto/v1 discovery', () => {
  it('puts every address of the metadata on the origin the request came to', async () => {
    const http = shop();
    const res = await http.get(rest('/agentproto/v1/.well-known/oauth-authorization-server')).set('Host', 'agents.test:4000').expect(200);
    const api = 'http://agents.test:4000/index.php?rest_route=/agentproto/v1';
    expect(res.body).toMatchObject({
      issuer: api,
      authorization_endpoint: `${api}/oauth/authorize`,
      token_endpoint: `${api}/oauth/token`,
      registration_endpoint: `${api}/oauth/register`,
      revocation_endpoint: `${api}/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
    expect(conforms(res.body, authorizationServer)).toEqual([]);
  });

  it('names the REST API as the protected resource and this server as its authorization server', async () => {
    const res = await shop().get(rest('/agentproto/v1/.well-known/oauth-protected-resource')).set('Host', 'agents.test:4000').expect(200);
    expect(res.body.resource).toBe('http://agents.test:4000/index.php?rest_route=/');
    expect(res.body.authorization_servers).toEqual(['http://agents.test:4000/index.php?rest_route=/agentproto/v1']);
    expect(res.body.bearer_methods_supported).toEqual(['header']);
    expect(conforms(res.body, protectedResource)).toEqual([]);
  });
});

describe('agentproto/v1 client registration', () => {
  it('registers a public client without a secret', async () => {
    const res = await registerCall(shop(), { client_name: 'Cursor', redirect_uris: ['cursor://anysphere.cursor-mcp/oauth/callback'] }).expect(201);
    expect(res.body).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f]{64}$/),
      client_name: 'Cursor',
      redirect_uris: ['cursor://anysphere.cursor-mcp/oauth/callback'],
      grant_types: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_method: 'none',
      client_id_issued_at: expect.any(Number),
    });
    expect(conforms(res.body, registeredClient)).toEqual([]);
  });

  it('issues a secret, once, to a confidential client, and tells caches not to keep it', async () => {
    const res = await registerCall(shop(), { redirect_uris: [REDIRECT], token_endpoint_auth_method: 'client_secret_post' }).expect(201);
    expect(res.body.client_secret).toMatch(/^[0-9a-f]{96}$/);
    expect(res.body.client_secret_expires_at).toBe(0);
    expect(res.body.client_name).toBe('Unnamed MCP Client');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives each client its own id, the same ids on every run', async () => {
    const ids = async () => {
      const http = shop();
      return [
        (await registerCall(http, { redirect_uris: [REDIRECT] })).body.client_id,
        (await registerCall(http, { redirect_uris: [REDIRECT] })).body.client_id,
      ];
    };
    const [a, b] = await ids();
    expect(a).not.toBe(b);
    expect(await ids()).toEqual([a, b]);
  });

  it('strips tags from the client name as sanitize_text_field() does', async () => {
    const res = await registerCall(shop(), { client_name: '<b>Evil</b>  App', redirect_uris: [REDIRECT] }).expect(201);
    expect(res.body.client_name).toBe('Evil App');
  });

  it.each([
    ['no redirect_uris', {}, 'redirect_uris is required and must be a non-empty array.'],
    ['an empty list', { redirect_uris: [] }, 'redirect_uris is required and must be a non-empty array.'],
    ['a relative URI', { redirect_uris: ['/callback'] }, 'redirect_uri must be an absolute URI with a scheme: /callback'],
    [
      'a URI with a fragment',
      { redirect_uris: ['https://app.example/cb#x'] },
      'redirect_uri must not contain a fragment (RFC 6749 §3.1.2): https://app.example/cb#x',
    ],
    ['a non-string', { redirect_uris: [42] }, 'Each redirect_uri must be a non-empty string.'],
  ])('refuses %s with invalid_redirect_uri', async (_, body, description) => {
    const res = await registerCall(shop(), body).expect(400);
    expect(res.body).toEqual({ error: 'invalid_redirect_uri', error_description: description });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(conforms(res.body, oauthError)).toEqual([]);
  });

  it.each([
    ['an unknown auth method', { token_endpoint_auth_method: 'private_key_jwt' }, /token_endpoint_auth_method: "private_key_jwt"/],
    ['an unsupported grant type', { grant_types: ['client_credentials'] }, /grant_type: "client_credentials"/],
    ['an implicit response type', { response_types: ['token'] }, /response_types may only contain "code"/],
  ])('refuses %s with invalid_client_metadata', async (_, extra, description) => {
    const res = await registerCall(shop(), { redirect_uris: [REDIRECT], ...extra }).expect(400);
    expect(res.body.error).toBe('invalid_client_metadata');
    expect(res.body.error_description).toMatch(description);
  });

  it('refuses a form-encoded registration: the metadata is JSON', async () => {
    const res = await shop()
      .post(rest(`${OAUTH}/register`))
      .type('form')
      .send({ redirect_uris: REDIRECT })
      .expect(400);
    expect(res.body.error).toBe('invalid_client_metadata');
  });
});
