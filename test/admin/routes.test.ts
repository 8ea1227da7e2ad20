import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { RouteCoverage } from '../../src/admin/route-tally.js';
import { rest, mockApp } from '../helpers.js';

const coverage = async (http: ReturnType<typeof request>) => (await http.get('/__mock/routes').expect(200)).body as RouteCoverage;

describe('admin API: GET /__mock/routes (route coverage)', () => {
  it('lists every catalogue route untouched at start, per namespace and in all', async () => {
    const { app, http } = mockApp();
    const c = await coverage(http);
    expect(c.total).toBe(app.site.routes.length);
    expect(c).toMatchObject({ touched: 0, share: 0 });
    expect(c.namespaces.map((n) => n.namespace)).toEqual(expect.arrayContaining(['cms/v2', 'oembed/1.0', 'sitetool/v1']));
    expect(c.namespaces.reduce((n, ns) => n + ns.routes, 0)).toBe(c.total);
    expect(c.routes.find((r) => r.route === '/cms/v2/posts')).toEqual({ namespace: 'cms/v2', route: '/cms/v2/posts', methods: ['GET', 'POST'], requests: 0 });
  });

  it('counts the requests each route answered, whatever the answer, and gives each namespace its share', async () => {
    const { http } = mockApp();
    await http.get(rest('/cms/v2/posts'));
    await http.get(rest('/cms/v2/posts/1'));
    await http.get(rest('/cms/v2/posts/999')).expect(404);
    await http.get(rest('/cms/v2/no-such-thing')).expect(404);
    await http.put(rest('/cms/v2/posts')).expect(404); // the route, not its method
    for (let id = 1000; id < 1005; id++) await http.get(rest(`/cms/v2/posts/${id}`)).expect(404);
    const c = await coverage(http);
    const byRoute = Object.fromEntries(c.routes.map((r) => [r.route, r.requests]));
    expect(byRoute['/cms/v2/posts']).toBe(2);
    expect(byRoute['/cms/v2/posts/(?P<id>[\\d]+)']).toBe(7);
    const cms = c.namespaces.find((n) => n.namespace === 'cms/v2')!;
    expect(cms.touched).toBe(2);
    expect(cms.share).toBeCloseTo(2 / cms.routes, 4);
    expect(c).toMatchObject({ touched: 2, share: expect.closeTo(2 / c.total, 4) });
  });

  it('counts replayed requests too, and keeps counting when the journal keeps nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-routes-'));
    const cassette = join(dir, 'tags.yaml');
    writeFileSync(
      cassette,
      'cassette: { version: 1 }\ninteractions:\n  - request: { method: GET, route: /cms/v2/tags }\n    response: { status: 200, body: { json: [] } }\n',
    );
    const { http } = mockApp({ journalSize: 0, replay: { paths: [cassette] } });
    await http.get('/wp-json/cms/v2/tags').expect(200);
    await http.get('/wp-json/cms/v2/tags').expect(200);
    const c = await coverage(http);
    expect(c.touched).toBe(1);
    expect(c.routes.find((r) => r.route === '/cms/v2/tags')!.requests).toBe(2);
  });

  it('keeps its tally across a reset: it covers the run', async () => {
    const { http } = mockApp();
    await http.get(rest('/cms/v2/tags'));
    await http.post('/__mock/reset').expect(200);
    expect((await coverage(http)).touched).toBe(1);
  });
});
