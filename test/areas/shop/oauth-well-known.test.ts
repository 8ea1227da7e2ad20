// The OAuth discovery documents at the host root (RFC 9728 and RFC 8414 place /.well-known/ before the resource's
// or issuer's path), where standard clients look first. As AI Engine's parse_request hook answers them: every path
// that starts with one of the two names, any method, the same documents as the REST routes, JSON with
// `Access-Control-Allow-Origin: *` and no-cache headers. OpenID discovery stays WordPress's 404, as on the plugin.
import { describe, expect, it } from 'vitest';
import { rest, site } from '../../helpers.js';

const HOST = 'agents.test:4000';
const shop = site({ profile: 'shop' });
const restDocument = async (name: string) =>
  (
    await shop
      .get(rest(`/agentproto/v1/.well-known/${name}`))
      .set('Host', HOST)
      .expect(200)
  ).body;

describe('OAuth discovery at the host root', () => {
  it.each([
    ['/.well-known/oauth-protected-resource', 'oauth-protected-resource'],
    ['/.well-known/oauth-protected-resource/index.php?rest_route=/', 'oauth-protected-resource'],
    ['/.well-known/oauth-protected-resource/index.php?rest_route=/cms/v2/posts', 'oauth-protected-resource'],
    ['/.well-known/oauth-protected-resource/wp-json/', 'oauth-protected-resource'],
    ['/.well-known/oauth-authorization-server', 'oauth-authorization-server'],
    ['/.well-known/oauth-authorization-server/index.php', 'oauth-authorization-server'],
    ['/.well-known/oauth-authorization-server/wp-json/agentproto/v1', 'oauth-authorization-server'],
  ])('answers %s with the document the REST route %s answers', async (path, name) => {
    const res = await shop.get(path).set('Host', HOST).expect(200);
    expect(res.body).toEqual(await restDocument(name));
  });

  it("writes JSON as wp_json_encode() does, with the plugin's headers and no others of WordPress's", async () => {
    const res = await shop.get('/.well-known/oauth-authorization-server').set('Host', HOST).expect(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache, must-revalidate, max-age=0',
      expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
    });
    expect(res.headers).not.toHaveProperty('link');
    expect(res.text).toContain('"issuer":"http:\\/\\/agents.test:4000\\/index.php?rest_route=\\/agentproto\\/v1"');
  });

  it.each(['POST', 'OPTIONS'] as const)('answers %s the same, as the hook runs before any method check', async (method) => {
    const res = await shop[method === 'POST' ? 'post' : 'options']('/.well-known/oauth-protected-resource').set('Host', HOST).expect(200);
    expect(res.body).toEqual(await restDocument('oauth-protected-resource'));
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await shop.head('/.well-known/oauth-protected-resource').expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text ?? '').toBe('');
  });

  it.each([
    ['/.well-known/openid-configuration', 'shop'],
    ['/.well-known/openid-configuration/index.php', 'shop'],
    ['/index.php/.well-known/openid-configuration', 'shop'],
    ['/.well-known/security.txt', 'shop'],
    ['/.well-known/oauth-protected-resource', 'site'],
    ['/.well-known/oauth-authorization-server', 'site'],
  ] as const)("leaves %s on the %s deployment to WordPress's 404 page", async (path, profile) => {
    const res = await site({ profile }).get(path).expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
