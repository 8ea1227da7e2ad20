// Access tokens on ordinary REST calls (`Authorization: Bearer`), and the administrators' list of authorized
// apps (GET /oauth/apps, DELETE /oauth/apps/{id}). What the session keeps of the secrets.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, rest, site } from '../../helpers.js';
import { bearer, codeFor, OAUTH, REDIRECT, register, tokenCall, tokensFor, VERIFIER, type Http } from './oauth-client.js';
import { conforms } from './oauth-schema.js';
import { appList } from '../../../src/catalogue/responses/agentproto-v1.js';

const shop = () => site({ profile: 'shop' });
const me = (http: Http, token: string) => http.get(rest('/cms/v2/users/me')).set('Authorization', bearer(token));
const apps = (http: Http, authorization = ADMIN) => http.get(rest(`${OAUTH}/apps`)).set('Authorization', authorization);
const invalidToken = (message: string | RegExp) => ({ code: 'invalid_token', message: expect.stringMatching(message), data: { status: 401 } });

describe('bearer tokens on REST calls', () => {
  it("authenticate as the approving user, with that user's capabilities", async () => {
    const http = shop();
    const { access_token } = await tokensFor(http);
    const res = await http
      .post(rest('/cms/v2/posts'))
      .set('Authorization', bearer(access_token))
      .send({ title: 'Written by an agent', status: 'draft' })
      .expect(201);
    expect(res.body.author).toBe(1);
    expect((await apps(http, bearer(access_token))).status).toBe(200);
  });

  it('stop working an hour later on the scenario clock', async () => {
    const http = shop();
    const { access_token } = await tokensFor(http);
    await http.put('/__mock/clock').send({ advance: 3601 }).expect(200);
    const res = await me(http, access_token).expect(401);
    expect(res.body).toEqual(
      invalidToken(/^The access token expired at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d GMT: get a new one from the token endpoint with grant_type=refresh_token\.$/),
    );
  });

  it('refuse a token the site never issued with 401, even on a public route', async () => {
    const res = await shop().get(rest('/cms/v2/posts')).set('Authorization', bearer('not-a-token')).expect(401);
    expect(res.body).toEqual(invalidToken(/^The access token is not one this site issued: /));
  });

  it('belong to the session that issued them', async () => {
    const http = shop();
    const { access_token } = await tokensFor(http);
    expect((await me(http, access_token).set('X-Mock-Session', 'other')).status).toBe(401);
  });

  it('mean nothing to the site deployment, which has no OAuth server: the caller stays anonymous', async () => {
    const http = site();
    const posts = await http.get(rest('/cms/v2/posts')).set('Host', 'site.test').set('Authorization', bearer('anything')).expect(200);
    expect(posts.body).toEqual((await http.get(rest('/cms/v2/posts')).set('Host', 'site.test')).body);
    const res = await http.get(rest('/cms/v2/users/me')).set('Authorization', bearer('anything')).expect(401);
    expect(res.body.code).toBe('rest_not_logged_in');
  });
});

describe('agentproto/v1 apps', () => {
  it('lists the seeded app that is not revoked', async () => {
    const res = await apps(shop()).expect(200);
    expect(res.body.apps).toEqual([
      {
        id: 2,
        client_id: expect.stringMatching(/^[0-9a-f]{64}$/),
        client_name: 'Claude',
        user_id: 1,
        user_login: 'admin',
        user_display: 'admin',
        created: '2026-01-14 16:20:00',
        last_used: '2026-01-14 16:58:31',
        access_expires: '2026-01-14 17:20:00',
        refresh_expires: '2026-02-13 16:20:00',
      },
    ]);
    expect(conforms(res.body, appList)).toEqual([]);
  });

  it('lists a new grant first, with its client, user, dates and last use', async () => {
    const http = shop();
    const { access_token } = await tokensFor(http);
    const before = (await apps(http)).body.apps[0];
    expect(before).toMatchObject({ id: 3, client_name: 'Test Agent', user_login: 'admin', last_used: null });
    expect(before.access_expires > before.created).toBe(true);
    await me(http, access_token).expect(200);
    const { now } = (await http.get('/__mock/clock')).body as { now: string };
    expect((await apps(http)).body.apps[0].last_used).toBe(now.slice(0, 19).replace('T', ' '));
  });

  it('keeps the last use a read made with the token across a restart with --db', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'mock-site-bearer-')), 'state.json');
    const http = site({ profile: 'shop', db });
    const { access_token } = await tokensFor(http);
    await http.put('/__mock/clock').send({ advance: 60 }).expect(200);
    await me(http, access_token).expect(200);
    const used = (await apps(http)).body.apps[0].last_used as string;
    expect(used).not.toBeNull();
    expect((await apps(site({ profile: 'shop', db }))).body.apps[0].last_used).toBe(used);
  });

  it('is for administrators only', async () => {
    const http = shop();
    expect((await http.get(rest(`${OAUTH}/apps`))).status).toBe(401);
    const res = await apps(http, basic('editor', 'editor-password')).expect(403);
    expect(res.body.code).toBe('rest_forbidden');
  });

  it('deleting an app revokes its tokens and drops it from the list', async () => {
    const http = shop();
    const { access_token, refresh_token } = await tokensFor(http);
    const id = (await apps(http)).body.apps[0].id as number;
    const res = await http
      .delete(rest(`${OAUTH}/apps/${id}`))
      .set('Authorization', ADMIN)
      .expect(200);
    expect(res.body).toEqual({ revoked: true });
    expect((await me(http, access_token)).body).toEqual(invalidToken(/revoked/));
    expect((await tokenCall(http, { grant_type: 'refresh_token', refresh_token })).body.error).toBe('invalid_grant');
    expect((await apps(http)).body.apps.map((a: { id: number }) => a.id)).toEqual([2]);
  });

  it('answers revoked: true for an id it does not know, as the plugin does, and 400 for id 0', async () => {
    const http = shop();
    expect(
      (
        await http
          .delete(rest(`${OAUTH}/apps/999`))
          .set('Authorization', ADMIN)
          .expect(200)
      ).body,
    ).toEqual({ revoked: true });
    expect(
      (
        await http
          .delete(rest(`${OAUTH}/apps/0`))
          .set('Authorization', ADMIN)
          .expect(400)
      ).body,
    ).toEqual({ error: 'Invalid id.' });
  });
});

describe("the session's OAuth state", () => {
  it('keeps only hashes of tokens, codes and client secrets', async () => {
    const http = shop();
    const { client_id, client_secret } = await register(http, { token_endpoint_auth_method: 'client_secret_post' });
    const code = await codeFor(http, client_id);
    const tokens = (
      await tokenCall(http, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        code_verifier: VERIFIER,
        client_id,
        client_secret: client_secret!,
      })
    ).body;
    const state = (await http.get('/__mock/state').expect(200)).text;
    for (const secret of [client_secret!, code, tokens.access_token, tokens.refresh_token]) expect(state).not.toContain(secret);
    expect(state).toContain(createHash('sha256').update(tokens.access_token).digest('hex'));
  });
});
