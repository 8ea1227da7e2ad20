// agentproto/v1 authorize: the consent step (GET) and the approval (POST), with PKCE S256 required.
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, logIn, rest, site } from '../../helpers.js';
import { authorizeQuery, consent, consentFields, OAUTH, REDIRECT, register } from './oauth-client.js';
import { conforms } from './oauth-schema.js';
import { oauthError } from '../../../src/catalogue/responses/agentproto-v1.js';

const shop = () => site({ profile: 'shop' });
const authorizeUrl = (clientId: string, extra: Record<string, string> = {}) => rest(`${OAUTH}/authorize`, authorizeQuery(clientId, extra));
const EDITOR = basic('editor', 'editor-password');

/** The error parameters a redirect back to the client carries. */
function redirectedError(location: string): Record<string, string> {
  const url = new URL(location);
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
  return Object.fromEntries(url.searchParams);
}

describe('agentproto/v1 authorize (GET): the consent step', () => {
  it('shows the administrator a consent form naming the client, the user and where the browser goes next', async () => {
    const http = shop();
    const { client_id } = await register(http, { client_name: 'Claude' });
    const res = await http.get(authorizeUrl(client_id)).set('Authorization', ADMIN).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(res.text).toContain('<strong>Claude</strong> wants to connect to <strong>Mock Site</strong>');
    expect(res.text).toContain('<dd>admin (admin)</dd><dt>Permissions</dt><dd>Administrator (full access)</dd>');
    expect(consentFields(res.text)).toEqual({
      client_id,
      redirect_uri: REDIRECT,
      state: 'st-42',
      scope: 'mcp',
      code_challenge: expect.any(String),
      code_challenge_method: 'S256',
      _mwai_nonce: expect.stringMatching(/^[0-9a-f]{10}$/),
    });
  });

  it('recognises the login cookie the site issued without a REST nonce, as the plugin does for this route', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const { cookie } = await logIn(http);
    const res = await http.get(authorizeUrl(client_id)).set('Cookie', cookie).expect(200);
    expect(res.text).toContain('Signed in as');
  });

  it.each([
    ['a made-up value', 'wordpress_logged_in_abc=admin%7C1'],
    ['a signed-looking value with a wrong signature', 'wordpress_logged_in_abc=admin%7C1999999999%7Ctoken%7C0000'],
    ["another name's issued value", 'wordpress_logged_in_abc=editor'],
  ])('treats a forged login cookie (%s) as nobody: 401 with the Basic challenge', async (_, cookie) => {
    const http = shop();
    const { client_id } = await register(http);
    const res = await http.get(authorizeUrl(client_id)).set('Cookie', cookie).expect(401);
    expect(res.text).not.toContain('Signed in as');
  });

  it('asks a visitor who is not logged in for credentials (401 with a Basic challenge)', async () => {
    const http = shop();
    const { client_id } = await register(http, { client_name: 'Claude' });
    const res = await http.get(authorizeUrl(client_id)).expect(401);
    expect(res.headers['www-authenticate']).toBe('Basic realm="Mock Site"');
    expect(res.text).toContain('<strong>Claude</strong> asks to connect to your account');
  });

  it('lets only administrators approve', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const res = await http.get(authorizeUrl(client_id)).set('Authorization', EDITOR).expect(403);
    expect(res.text).toContain('Only administrators can authorize applications on this site; editor is not one.');
  });

  it('shows an error page, never a redirect, for an unknown client or an unregistered redirect URI', async () => {
    const http = shop();
    const unknown = await http
      .get(authorizeUrl('f'.repeat(64)))
      .set('Authorization', ADMIN)
      .expect(400);
    expect(unknown.headers.location).toBeUndefined();
    expect(unknown.text).toContain(`Unknown client_id &#34;${'f'.repeat(64)}&#34;: register the client first`);
    const { client_id } = await register(http);
    const elsewhere = await http
      .get(authorizeUrl(client_id, { redirect_uri: 'https://attacker.example/cb' }))
      .set('Authorization', ADMIN)
      .expect(400);
    expect(elsewhere.headers.location).toBeUndefined();
    expect(elsewhere.text).toContain('does not match any redirect URI registered for this client');
  });

  it("answers those errors in OAuth's JSON format to a caller that accepts JSON and not HTML", async () => {
    const res = await shop()
      .get(rest(`${OAUTH}/authorize`))
      .set('Authorization', ADMIN)
      .set('Accept', 'application/json')
      .expect(400);
    expect(res.body).toEqual({ error: 'invalid_request', error_description: 'client_id is required.' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(conforms(res.body, oauthError)).toEqual([]);
  });

  it.each([
    ['plain PKCE', { code_challenge_method: 'plain' }, 'invalid_request', 'code_challenge_method "plain" is not supported; only S256 is (plain is refused).'],
    [
      'no code challenge',
      { code_challenge: '' },
      'invalid_request',
      'PKCE is required: send code_challenge (BASE64URL(SHA256(code_verifier))) and code_challenge_method=S256.',
    ],
    ['no challenge method', { code_challenge_method: '' }, 'invalid_request', 'code_challenge_method is required and must be S256.'],
    [
      'a challenge that is no SHA-256',
      { code_challenge: 'too-short' },
      'invalid_request',
      'code_challenge must be 43 base64url characters: BASE64URL(SHA256(code_verifier)) without padding.',
    ],
    [
      'the implicit flow',
      { response_type: 'token' },
      'unsupported_response_type',
      'response_type must be "code" (got "token"): this server supports the authorization code flow only.',
    ],
    ['an unknown scope', { scope: 'mcp admin' }, 'invalid_scope', 'Unknown scope "admin"; this server grants only: mcp.'],
  ])('sends %s back to the client as an error, with its state', async (_, extra, error, description) => {
    const http = shop();
    const { client_id } = await register(http);
    const res = await http.get(authorizeUrl(client_id, extra)).set('Authorization', ADMIN).expect(302);
    expect(redirectedError(res.headers.location as string)).toEqual({ error, error_description: description, state: 'st-42' });
  });
});

describe('agentproto/v1 authorize (POST): approve or deny', () => {
  it('approves with a code and the state', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const res = await consent(http, client_id);
    expect(res.status).toBe(302);
    const params = Object.fromEntries(new URL(res.headers.location as string).searchParams);
    expect(params).toEqual({ code: expect.stringMatching(/^[0-9a-f]{96}$/), state: 'st-42' });
  });

  it('leaves the state out when the client sent none', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const res = await consent(http, client_id, 'approve', { state: '' });
    expect([...new URL(res.headers.location as string).searchParams.keys()]).toEqual(['code']);
  });

  it('denies with access_denied', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const res = await consent(http, client_id, 'deny');
    expect(redirectedError(res.headers.location as string)).toEqual({
      error: 'access_denied',
      error_description: 'The user denied the request.',
      state: 'st-42',
    });
  });

  it("refuses a form without the consent page's nonce (a forged approval)", async () => {
    const http = shop();
    const { client_id } = await register(http);
    const page = await http.get(authorizeUrl(client_id)).set('Authorization', ADMIN).expect(200);
    const res = await http
      .post(rest(`${OAUTH}/authorize`))
      .set('Authorization', ADMIN)
      .type('form')
      .send({ ...consentFields(page.text), _mwai_nonce: '0000000000', action: 'approve' })
      .expect(400);
    expect(res.text).toContain('Security check failed');
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses plain PKCE on the form too', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const page = await http.get(authorizeUrl(client_id)).set('Authorization', ADMIN).expect(200);
    const res = await http
      .post(rest(`${OAUTH}/authorize`))
      .set('Authorization', ADMIN)
      .type('form')
      .send({ ...consentFields(page.text), code_challenge_method: 'plain', action: 'approve' })
      .expect(302);
    expect(redirectedError(res.headers.location as string).error).toBe('invalid_request');
  });

  it('asks for credentials when nobody is logged in', async () => {
    const http = shop();
    const { client_id } = await register(http);
    const res = await http
      .post(rest(`${OAUTH}/authorize`))
      .type('form')
      .send({ client_id, redirect_uri: REDIRECT, action: 'approve' })
      .expect(401);
    expect(res.headers['www-authenticate']).toMatch(/^Basic /);
  });
});
