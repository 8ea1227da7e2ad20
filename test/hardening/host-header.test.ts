// Issue 16, defect 1: the origin in links is a validated value, and `_embed` embeds one level. A caller-chosen Host
// header once steered every link back into the same post with `_embed=1`, and embedding never ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp } from '../../src/app.js';
import { isHostHeader } from '../../src/wp/origin.js';
import { loadScenario } from '../../src/scenario/load.js';
import { ADMIN, mockApp, rest } from '../helpers.js';
import { listen, type Client } from './spies.js';

let client: Client;
beforeAll(async () => {
  client = await listen(createMockApp().listener);
});
afterAll(() => client.close());

const get = (path: string, host?: string) => client.send('GET', path, host === undefined ? {} : { headers: { Host: host } });
const selfOf = (text: string) => (JSON.parse(text) as { _links: { self: { href: string }[] } })._links.self[0]!.href;

describe('the Host header and the origin of links', () => {
  const HOSTILE = [
    'x?rest_route=/cms/v2/posts/1&_embed=1&',
    'x/index.php?rest_route=/cms/v2/posts/1&_embed=1#',
    'evil.example/path',
    'admin@evil.example',
    'evil.example:80?x',
    'a b',
    'evil.example\tx',
    'evil.example:8080:9090',
    `${'a'.repeat(300)}.example`,
    '[::1',
    '',
  ];

  it.each(HOSTILE)('writes links with the bound address when the Host header is %j', async (host) => {
    const answer = await get(rest('/cms/v2/posts/1', '&_embed'), host);
    expect(answer.status).toBe(200);
    expect(selfOf(answer.text)).toBe(`${client.origin}/index.php?rest_route=/cms/v2/posts/1`);
  });

  it.each(['example.com', 'example.com:8080', 'mock_site:8080', 'localhost', '127.0.0.1:9', '[::1]:8080', 'site.test.'])(
    'writes links with the Host header %j, a host name or address with an optional port',
    async (host) => {
      const answer = await get(rest('/cms/v2/posts/1'), host);
      expect(selfOf(answer.text)).toBe(`http://${host}/index.php?rest_route=/cms/v2/posts/1`);
    },
  );

  it('tells origins from other text', () => {
    for (const host of HOSTILE) expect(isHostHeader(host), host).toBe(false);
    expect(isHostHeader('wordpress.test:443')).toBe(true);
  });
});

describe('_embed', () => {
  it('embeds one level: the embedded author carries links but no _embedded of its own', async () => {
    const answer = await get(rest('/cms/v2/posts/1', '&_embed'));
    const post = JSON.parse(answer.text) as { _embedded: { author: { _links?: unknown; _embedded?: unknown }[] } };
    expect(post._embedded.author[0]!._links).toBeDefined();
    expect(post._embedded.author[0]!._embedded).toBeUndefined();
  });

  it('answers a post whose links point back at itself with _embed, once, and keeps serving', async () => {
    // With site.url holding a query, every link reads `…?rest_route=/cms/v2/posts/1&_embed=1&/index.php?rest_route=…`.
    const scenario = loadScenario();
    const looped = await listen(
      createMockApp({ scenario: { ...scenario, site: { ...scenario.site, url: 'http://x?rest_route=/cms/v2/posts/1&_embed=1&' } } }).listener,
    );
    try {
      const [answer, health] = await Promise.all([looped.send('GET', rest('/cms/v2/posts/1', '&_embed')), looped.send('GET', rest('/'))]);
      expect(answer.status).toBe(200);
      expect(health.status).toBe(200);
      const embedded = (JSON.parse(answer.text) as { _embedded: Record<string, { _embedded?: unknown }[]> })._embedded;
      for (const items of Object.values(embedded)) for (const item of items) expect(item._embedded).toBeUndefined();
    } finally {
      await looped.close();
    }
  });

  it('embeds a linked collection with per_page at its maximum, as embed_links() asks', async () => {
    const { http } = mockApp();
    const before = await http.get(rest('/cms/v2/comments', '&post=1&per_page=100')).expect(200);
    for (let i = before.body.length; i < 12; i++) {
      await http
        .post(rest('/cms/v2/comments'))
        .set('Authorization', ADMIN)
        .send({ post: 1, content: `Reply ${i}` })
        .expect(201);
    }
    const post = (await http.get(rest('/cms/v2/posts/1', '&_embed=replies')).expect(200)).body as { _embedded: { replies: unknown[][] } };
    expect(post._embedded.replies[0]).toHaveLength(Math.max(12, before.body.length));
  });
});
