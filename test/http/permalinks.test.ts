// The permalink setting (scenario `site.permalinks`): how the site writes the REST API's address in discovery (the
// home page's Link header and <link>, every REST answer's Link header) and in links (index, _links, Location). Plain,
// the default, as the seed's deployment has it: `{origin}/index.php?rest_route=/...`; pretty: `{origin}/wp-json/...`.
// Both addressings are always served. The real WordPress of test/real-site runs plain (test/wp-rest/server.test.ts).
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { ScenarioError } from '../../src/model/problem.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';

async function withSite(permalinks: 'plain' | 'pretty' | undefined, run: (mock: RunningMockSite) => Promise<void>): Promise<void> {
  const mock = await startMockSite({ port: 0, ...(permalinks ? { scenario: loadScenario(undefined, { site: { permalinks } }) } : {}) });
  try {
    await run(mock);
  } finally {
    await mock.close();
  }
}

const ADMIN = { Authorization: `Basic ${Buffer.from('admin:mock-site-password').toString('base64')}` };

describe.each([
  [
    'plain (the default)',
    undefined,
    (o: string) => `${o}/index.php?rest_route=/`,
    (o: string, r: string, q = '') => `${o}/index.php?rest_route=${r}${q ? `&${q}` : ''}`,
  ],
  ['plain', 'plain', (o: string) => `${o}/index.php?rest_route=/`, (o: string, r: string, q = '') => `${o}/index.php?rest_route=${r}${q ? `&${q}` : ''}`],
  ['pretty', 'pretty', (o: string) => `${o}/wp-json/`, (o: string, r: string, q = '') => `${o}/wp-json${r}${q ? `?${q}` : ''}`],
] as const)('a site with %s permalinks', (_name, permalinks, root, url) => {
  it("advertises the API root on its home page, as WordPress's discovery (wpapi's discover()) reads it", async () => {
    await withSite(permalinks, async (mock) => {
      const res = await fetch(`${mock.url}/`);
      expect(res.headers.get('link')).toBe(`<${root(mock.url)}>; rel="https://api.w.org/"`);
      expect(await res.text()).toContain(`<link rel="https://api.w.org/" href="${root(mock.url)}">`);
    });
  });

  it("links a single post's page to its REST item and shortlink", async () => {
    await withSite(permalinks, async (mock) => {
      const res = await fetch(`${mock.url}/?p=1`);
      expect(res.headers.get('link')).toBe(
        [
          `<${root(mock.url)}>; rel="https://api.w.org/"`,
          `<${url(mock.url, '/cms/v2/posts/1')}>; rel="alternate"; type="application/json"`,
          `<${mock.url}/?p=1>; rel=shortlink`,
        ].join(', '),
      );
    });
  });

  // An answer with Link headers of its own (a post's alternate, a list's next page) sends those instead, as WordPress.
  it("names the API root in a REST answer's Link header, whichever address the request used", async () => {
    await withSite(permalinks, async (mock) => {
      for (const address of ['/index.php?rest_route=/cms/v2/types', '/wp-json/cms/v2/types', '/wp-json/', '/index.php?rest_route=/']) {
        const res = await fetch(`${mock.url}${address}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('link')).toBe(`<${root(mock.url)}>; rel="https://api.w.org/"`);
      }
    });
  });

  it("writes the index's, an item's and a created item's links in that style", async () => {
    await withSite(permalinks, async (mock) => {
      const index = (await (await fetch(`${mock.url}/wp-json/`)).json()) as { routes: Record<string, { _links?: { self: { href: string }[] } }> };
      expect(index.routes['/cms/v2/posts']!._links!.self[0]!.href).toBe(url(mock.url, '/cms/v2/posts'));
      const post = (await (await fetch(`${mock.url}/wp-json/cms/v2/posts/1`)).json()) as { _links: Record<string, { href: string }[]> };
      expect(post._links.self![0]!.href).toBe(url(mock.url, '/cms/v2/posts/1'));
      expect(post._links.replies![0]!.href).toBe(
        permalinks === 'pretty' ? url(mock.url, '/cms/v2/comments', 'post=1') : `${mock.url}/index.php?rest_route=%2Fcms%2Fv2%2Fcomments&post=1`,
      );
      const created = await fetch(`${mock.url}/wp-json/cms/v2/posts`, {
        method: 'POST',
        headers: { ...ADMIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Linked' }),
      });
      const { id } = (await created.json()) as { id: number };
      expect(created.headers.get('location')).toBe(url(mock.url, `/cms/v2/posts/${id}`));
    });
  });
});

describe('the permalinks setting', () => {
  it('refuses a value that is neither plain nor pretty, naming both', () => {
    expect(() => loadScenario(undefined, { site: { permalinks: 'fancy' as 'plain' } })).toThrow(ScenarioError);
    expect(() => loadScenario(undefined, { site: { permalinks: 'fancy' as 'plain' } })).toThrow(/permalinks.*plain.*pretty/s);
  });
});
