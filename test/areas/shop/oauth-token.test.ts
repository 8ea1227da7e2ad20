// agentproto/v1 token endpoint (authorization_code with PKCE, refresh_token with rotation) and revocation.
import { describe, expect, it } from 'vitest';
import { logIn, rest, site } from '../../helpers.js';
import { bearer, codeFor, OAUTH, REDIRECT, register, tokenCall, tokensFor, VERIFIER, type Http } from './oauth-client.js';
import { conforms } from './oauth-schema.js';
import { oauthError, tokenPair } from '../../../src/catalogue/responses/agentproto-v1.js';

const shop = () => site({ profile: 'shop' });
const exchange = (http: Http, code: string, extra: Record<string, string> = {}) =>
  tokenCall(http, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER, ...extra });
const advance = (http: Http, seconds: number) => http.put('/__mock/clock').send({ advance: seconds }).expect(200);
const me = (http: Http, token: string) => http.get(rest('/cms/v2/users/me')).set('Authorization', bearer(token));

/** An OAuth error: its code, RFC 6749's shape, and no caching. */
function expectOAuthError(res: { status: number; body: unknown; headers: Record<string, string> }, status: number, error: string): void {
  expect(res.status).toBe(status);
  expect((res.body as { error: string }).error).toBe(error);
  expect(conforms(res.body, oauthError)).toEqual([]);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers.pragma).toBe('no-cache');
}

describe('agentproto/v1 token: caching', () => {
  it("answers no-store even to a logged-in caller, whose answers otherwise get WordPress's no-cache headers", async () => {
    const http = shop();
    const { cookie, nonce } = await logIn(http);
    const res = await tokenCall(http, { grant_type: 'authorization_code', code: 'nope', redirect_uri: REDIRECT, code_verifier: VERIFIER })
      .set('X-WP-Nonce', nonce)
      .set('Cookie', cookie);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('agentproto/v1 token: authorization_code', () => {
  it('answers a token pair for a code, its redirect_uri and the PKCE verifier', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const res = await exchange(http, await codeFor(http, client_id), { client_id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{96}$/),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^[0-9a-f]{96}$/),
      scope: 'mcp',
    });
    expect(conforms(res.body, tokenPair)).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('takes a code once; a second use is refused and revokes the tokens the first one gave', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const code = await codeFor(http, client_id);
    const first = await exchange(http, code);
    expect(first.status).toBe(200);
    const second = await exchange(http, code);
    expectOAuthError(second, 400, 'invalid_grant');
    expect(second.body.error_description).toBe('The authorization code was already used; the tokens issued for it are now revoked. Authorize again.');
    expect((await me(http, first.body.access_token)).status).toBe(401);
  });

  it("refuses a redirect_uri other than the authorization request's, and spends the code", async () => {
    const http = shop();
    const { client_id } = await register(http, { redirect_uris: [REDIRECT, 'http://127.0.0.1:9999/other'] });
    const code = await codeFor(http, client_id);
    expectOAuthError(await exchange(http, code, { redirect_uri: 'http://127.0.0.1:9999/other' }), 400, 'invalid_grant');
    expect((await exchange(http, code)).body.error_description).toMatch(/already used/);
  });

  it('refuses a code_verifier that does not hash to the code_challenge', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const res = await exchange(http, await codeFor(http, client_id), { code_verifier: 'x'.repeat(43) });
    expectOAuthError(res, 400, 'invalid_grant');
    expect(res.body.error_description).toMatch(/^PKCE verification failed/);
  });

  it('refuses a code after its 60 seconds on the scenario clock', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const code = await codeFor(http, client_id);
    await advance(http, 61);
    const res = await exchange(http, code);
    expectOAuthError(res, 400, 'invalid_grant');
    expect(res.body.error_description).toMatch(/^The authorization code expired at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d GMT/);
  });

  it('refuses a code it never issued', async () => {
    expectOAuthError(await exchange(shop(), 'ab'.repeat(48)), 400, 'invalid_grant');
  });

  it.each([
    [{ grant_type: 'authorization_code' }, 'invalid_request', 'Missing code, redirect_uri, code_verifier.'],
    [
      { grant_type: 'authorization_code', code: 'c', redirect_uri: REDIRECT, code_verifier: 'short' },
      'invalid_request',
      'code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_" and "~" (RFC 7636 §4.1).',
    ],
    [{}, 'invalid_request', 'Missing grant_type (authorization_code or refresh_token), sent form-encoded.'],
    [
      { grant_type: 'client_credentials' },
      'unsupported_grant_type',
      'grant_type "client_credentials" is not supported; use authorization_code or refresh_token.',
    ],
    [{ grant_type: 'refresh_token' }, 'invalid_request', 'Missing refresh_token.'],
  ])('refuses %j with %s', async (form, error, description) => {
    const res = await tokenCall(shop(), form as Record<string, string>);
    expectOAuthError(res, 400, error);
    expect(res.body.error_description).toBe(description);
  });

  it('authenticates a confidential client by its client_secret (client_secret_post)', async () => {
    const http = shop();
    const { client_id, client_secret } = await register(http, { token_endpoint_auth_method: 'client_secret_post' });
    const without = await exchange(http, await codeFor(http, client_id), { client_id });
    expectOAuthError(without, 401, 'invalid_client');
    const wrong = await exchange(http, await codeFor(http, client_id), { client_id, client_secret: 'f'.repeat(96) });
    expectOAuthError(wrong, 401, 'invalid_client');
    expect((await exchange(http, await codeFor(http, client_id), { client_id, client_secret: client_secret! })).status).toBe(200);
  });

  it('refuses a client_id other than the one the code was issued to', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const other = await register(http);
    expectOAuthError(await exchange(http, await codeFor(http, client_id), { client_id: other.client_id }), 401, 'invalid_client');
  });

  it("meets WordPress's application-password check first when the client sends HTTP Basic (client_secret_basic)", async () => {
    const http = shop();
    const { client_id, client_secret } = await register(http, { token_endpoint_auth_method: 'client_secret_basic' });
    const code = await codeFor(http, client_id);
    const res = await http
      .post(rest(`${OAUTH}/token`))
      .auth(client_id, client_secret!)
      .type('form')
      .send({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_username');
  });
});

describe('agentproto/v1 token: refresh_token', () => {
  it('rotates: a new pair, and the old refresh token is refused', async () => {
    const http = shop();
    const first = await tokensFor(http);
    const res = await tokenCall(http, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).not.toBe(first.refresh_token);
    expect(res.headers['cache-control']).toBe('no-store');
    expectOAuthError(await tokenCall(http, { grant_type: 'refresh_token', refresh_token: first.refresh_token }), 400, 'invalid_grant');
  });

  it('refuses a scope the grant does not hold', async () => {
    const http = shop();
    const { refresh_token } = await tokensFor(http);
    const res = await tokenCall(http, { grant_type: 'refresh_token', refresh_token, scope: 'mcp write' });
    expectOAuthError(res, 400, 'invalid_scope');
    expect(res.body.error_description).toBe('Unknown scope "write"; this server grants only: mcp.');
  });

  it('refuses a refresh token after its 30 days on the scenario clock', async () => {
    const http = shop();
    const { refresh_token } = await tokensFor(http);
    await advance(http, 30 * 24 * 3600 + 1);
    const res = await tokenCall(http, { grant_type: 'refresh_token', refresh_token });
    expectOAuthError(res, 400, 'invalid_grant');
    expect(res.body.error_description).toMatch(/^The refresh token expired at/);
  });

  it('refuses an access token given as a refresh token', async () => {
    const http = shop();
    const { access_token } = await tokensFor(http);
    expectOAuthError(await tokenCall(http, { grant_type: 'refresh_token', refresh_token: access_token }), 400, 'invalid_grant');
  });
});

describe('agentproto/v1 revoke', () => {
  it('revokes the whole grant from either token', async () => {
    const http = shop();
    const { access_token, refresh_token } = await tokensFor(http);
    const res = await http
      .post(rest(`${OAUTH}/revoke`))
      .type('form')
      .send({ token: refresh_token })
      .expect(200);
    expect(res.text).toBe('null');
    expect((await me(http, access_token)).status).toBe(401);
  });

  it.each([
    ['an unknown token', { token: 'nope' }],
    ['no token at all', {}],
  ])('answers 200 for %s', async (_, form) => {
    const res = await shop()
      .post(rest(`${OAUTH}/revoke`))
      .type('form')
      .send(form)
      .expect(200);
    expect(res.text).toBe('null');
  });
});
