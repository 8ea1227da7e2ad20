// End to end: what a tool-calling agent does with the shop's OAuth server, from discovery to a refused
// token. Every step follows only what the previous answers said (the metadata's endpoints, the consent
// form's fields, the redirect's code), as a real client does.
import { describe, expect, it } from 'vitest';
import { rest, site } from '../../helpers.js';
import { bearer, CHALLENGE, consentFields, pathOf, REDIRECT, VERIFIER } from './oauth-client.js';

const HOST = 'shop.example.test:8765';
const ORIGIN = `http://${HOST}`;

describe('the agent OAuth flow, end to end', () => {
  it('discovers, registers, authorizes with PKCE, calls REST as the user, refreshes, revokes, and is refused', async () => {
    const http = site({ profile: 'shop' });
    const get = (path: string) => http.get(path).set('Host', HOST);
    const post = (path: string) => http.post(path).set('Host', HOST);

    // Discovery: the protected resource names its authorization server, whose metadata names the endpoints.
    const resource = await get(rest('/agentproto/v1/.well-known/oauth-protected-resource')).expect(200);
    expect(resource.body.resource).toBe(`${ORIGIN}/index.php?rest_route=/`);
    const [issuer] = resource.body.authorization_servers as string[];
    expect(issuer).toBe(`${ORIGIN}/index.php?rest_route=/agentproto/v1`);
    const metadata = (await get(rest('/agentproto/v1/.well-known/oauth-authorization-server')).expect(200)).body;
    expect(metadata.issuer).toBe(issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);

    // Dynamic client registration: a public client, so no secret.
    const registered = await post(pathOf(metadata.registration_endpoint))
      .send({
        client_name: 'Claude Code',
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
        scope: 'mcp',
      })
      .expect(201);
    const clientId = registered.body.client_id as string;
    expect(registered.body).not.toHaveProperty('client_secret');

    // The browser: the consent page for the logged-in administrator, then Approve.
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      state: 'xyz-state',
      scope: 'mcp',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    });
    const login = `Basic ${Buffer.from('admin:mock-site-password').toString('base64')}`;
    const page = await get(`${pathOf(metadata.authorization_endpoint)}&${query}`)
      .set('Authorization', login)
      .expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<strong>Claude Code</strong> wants to connect to');
    const form = page.text.match(/<form method="POST" action="([^"]+)">/)![1]!.replace(/&#38;/g, '&');
    const approved = await post(pathOf(form))
      .set('Authorization', login)
      .type('form')
      .send({ ...consentFields(page.text), action: 'approve' })
      .expect(302);
    const back = new URL(approved.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('xyz-state');
    const code = back.searchParams.get('code')!;

    // The token endpoint, form-encoded, with the PKCE verifier.
    const exchanged = await post(pathOf(metadata.token_endpoint))
      .type('form')
      .send({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER, client_id: clientId })
      .expect(200);
    expect(exchanged.headers['cache-control']).toBe('no-store');
    expect(exchanged.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'mcp' });
    const first = exchanged.body as { access_token: string; refresh_token: string };

    // An ordinary REST route, as the administrator who approved.
    const me = await get(rest('/cms/v2/users/me', '&context=edit')).set('Authorization', bearer(first.access_token)).expect(200);
    expect(me.body).toMatchObject({ id: 1, username: 'admin' });
    const drafts = await get(rest('/cms/v2/posts', '&context=edit&status=draft')).set('Authorization', bearer(first.access_token)).expect(200);
    expect(drafts.body.length).toBeGreaterThan(0);
    expect((await get(rest('/cms/v2/users/me')).expect(401)).body.code).toBe('rest_not_logged_in'); // without the token

    // Refresh: a new pair; the old one no longer works (rotation).
    const refreshed = await post(pathOf(metadata.token_endpoint))
      .type('form')
      .send({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: clientId })
      .expect(200);
    const second = refreshed.body as { access_token: string; refresh_token: string };
    expect(second.access_token).not.toBe(first.access_token);
    expect((await get(rest('/cms/v2/users/me')).set('Authorization', bearer(first.access_token))).status).toBe(401);
    expect((await get(rest('/cms/v2/users/me')).set('Authorization', bearer(second.access_token))).body.id).toBe(1);

    // Revoke (RFC 7009), then the token is refused with WordPress's error shape.
    const revoked = await post(pathOf(metadata.revocation_endpoint))
      .type('form')
      .send({ token: second.access_token, token_type_hint: 'access_token' })
      .expect(200);
    expect(revoked.text).toBe('null');
    const refused = await get(rest('/cms/v2/users/me')).set('Authorization', bearer(second.access_token)).expect(401);
    expect(refused.body).toEqual({ code: 'invalid_token', message: expect.stringContaining('revoked'), data: { status: 401 } });
    const again = await post(pathOf(metadata.token_endpoint))
      .type('form')
      .send({ grant_type: 'refresh_token', refresh_token: second.refresh_token })
      .expect(400);
    expect(again.body.error).toBe('invalid_grant');
  });
});
