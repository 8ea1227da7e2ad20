import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrawlPlan } from '../../src/record/crawl-plan.js';
import { crawlSite, type CrawlSummary } from '../../src/record/crawl.js';
import { PLAIN_EVERY, progressView } from '../../src/record/progress.js';
import { toRegExp } from '../../src/catalogue/route-pattern.js';
import { decodeBody } from '../../src/cassette/body-codec.js';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { headerValue } from '../../src/cassette/kept-headers.js';
import type { Cassette, Interaction } from '../../src/cassette/types.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { runCli, serveCli } from '../cli/run-cli.js';

const AUTH = 'admin:mock-site-password';
const PLACEHOLDER_HOST = 'recorded-site.invalid';
const PROGRESS_LINE = /^\[mock-site\] crawl: \d+ done, \d+ queued, \d+ errors?$/;

const tempFile = (name: string) => join(mkdtempSync(join(tmpdir(), 'mock-site-crawl-')), name);
const key = (it: Interaction) => `${it.request.route}${it.request.query?.page ? `?page=${String(it.request.query.page)}` : ''}`;

interface IndexRoute {
  endpoints: { methods: string[]; args?: Record<string, { required?: boolean }> }[];
}

describe('crawlSite against a WordPress-like site (the mock itself)', () => {
  let site: RunningMockSite;
  let index: { namespaces: string[]; routes: Record<string, IndexRoute> };
  let summary: CrawlSummary;
  let cassette: Cassette;
  let out: string;
  const seenBySite: string[] = [];

  beforeAll(async () => {
    site = await startMockSite({ port: 0 });
    site.server.on('request', (req: { method?: string; url?: string }) => seenBySite.push(`${req.method} ${req.url}`));
    index = (await (await fetch(`${site.url}/?rest_route=/`)).json()) as typeof index;
    seenBySite.length = 0;
    out = tempFile('site.yaml');
    summary = await crawlSite({ target: site.url, out, auth: AUTH });
    cassette = readCassette(out);
  });
  afterAll(async () => {
    await site.close();
  });

  const routes = () => new Set(cassette.interactions.map(key));
  const getRoutes = () => Object.entries(index.routes).filter(([, r]) => r.endpoints.some((e) => e.methods.includes('GET')));
  const needsQuery = (r: IndexRoute) =>
    r.endpoints.filter((e) => e.methods.includes('GET')).every((e) => Object.values(e.args ?? {}).some((a) => a.required === true));
  const itemsOf = (route: string) =>
    cassette.interactions
      .filter((it) => it.request.route === route && it.response.status === 200)
      .flatMap((it) => JSON.parse(decodeBody(it.response.body).toString()) as { id: number }[]);

  it('records the index, every namespace root and every GET route without parameters', () => {
    const recorded = routes();
    expect(recorded.has('/')).toBe(true);
    for (const ns of index.namespaces) expect(recorded, ns).toContain(`/${ns}`);
    const plain = getRoutes()
      .filter(([route, r]) => !route.includes('(?P<') && !needsQuery(r))
      .map(([route]) => route);
    expect(plain.length).toBeGreaterThan(20);
    for (const route of plain) expect(recorded, route).toContain(route);
  });

  it('follows X-WP-TotalPages to every further page of a collection', () => {
    const recorded = routes();
    const posts = cassette.interactions.find((it) => key(it) === '/cms/v2/posts')!;
    expect(Number(headerValue(posts.response.headers, 'X-WP-Total'))).toBeGreaterThan(10);
    expect(recorded).toContain('/cms/v2/posts?page=2');
    for (const it of cassette.interactions.filter((i) => !i.request.query?.page)) {
      const pages = Number(headerValue(it.response.headers, 'X-WP-TotalPages') ?? 0);
      for (let page = 2; page <= pages; page++) expect(recorded).toContain(`${it.request.route}?page=${page}`);
    }
    expect(itemsOf('/cms/v2/posts')).toHaveLength(Number(headerValue(posts.response.headers, 'X-WP-Total')));
  });

  it('requests the item routes of every id the collections listed, on every page', () => {
    const recorded = routes();
    const postIds = itemsOf('/cms/v2/posts').map((p) => p.id);
    expect(postIds.length).toBeGreaterThan(10);
    for (const id of postIds) {
      for (const route of [`/cms/v2/posts/${id}`, `/cms/v2/posts/${id}/revisions`, `/cms/v2/posts/${id}/autosaves`]) expect(recorded).toContain(route);
    }
    for (const collection of ['/cms/v2/pages', '/cms/v2/media', '/cms/v2/users', '/cms/v2/categories', '/cms/v2/tags', '/cms/v2/comments']) {
      const ids = itemsOf(collection).map((p) => p.id);
      expect(ids.length, collection).toBeGreaterThan(0);
      for (const id of ids) expect(recorded).toContain(`${collection}/${id}`);
    }
    // Keyed collections fill their parameter with the keys: /types answers {post: {...}, page: {...}}.
    expect(recorded).toContain('/cms/v2/types/post');
  });

  it('sends only GET requests, all recorded, none with an unfilled parameter', () => {
    expect(seenBySite.length).toBe(summary.requests);
    expect(seenBySite.every((line) => line.startsWith('GET /index.php?rest_route=/') || line === 'GET /?rest_route=/')).toBe(true);
    expect(cassette.interactions.every((it) => it.request.method === 'GET')).toBe(true);
    expect(cassette.interactions.some((it) => it.request.route.includes('(?P<'))).toBe(false);
  });

  it('accounts for every GET route of the index: requested, or skipped with a reason', () => {
    const recorded = [...routes()];
    const skipped = new Map(summary.skipped.map((s) => [s.route, s.reason]));
    for (const [route] of getRoutes()) {
      const requested = recorded.some((r) => toRegExp(route).test(r.replace(/\?page=\d+$/, '')));
      expect(requested !== skipped.has(route), `${route} ${requested ? 'requested and skipped' : 'neither requested nor skipped'}`).toBe(true);
    }
    expect(skipped.get('/oembed/1.0/embed')).toBe('needs the query parameter url');
    expect(skipped.get('/cms/v2/posts/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)')).toBe('no id found in /cms/v2/posts/:parent/revisions');
  });

  it('sums up what the cassette holds: requests, bytes, errors by status', () => {
    expect(summary.requests).toBe(cassette.interactions.length);
    expect(summary.interactions).toBe(cassette.interactions.length);
    expect(summary.written).toBe(true);
    expect(summary.stoppedEarly).toBe(false);
    const errors: Record<string, number> = {};
    for (const it of cassette.interactions) if (it.response.status >= 400) errors[it.response.status] = (errors[it.response.status] ?? 0) + 1;
    expect(summary.errors).toEqual(errors);
    // The cassette has the site's address as a placeholder; put it back to count the bytes as they came.
    const host = new URL(site.url).host;
    const bytes = cassette.interactions.reduce(
      (n, it) => n + Buffer.byteLength(decodeBody(it.response.body).toString('latin1').replaceAll(PLACEHOLDER_HOST, host), 'latin1'),
      0,
    );
    expect(summary.bytes).toBe(bytes);
    expect(summary.cassette).toBe(out);
  });

  it('stops at --max-requests, says how many known requests were left, and cuts at the same requests every time', async () => {
    const first = tempFile('cut.yaml');
    const second = tempFile('cut.yaml');
    const a = await crawlSite({ target: site.url, out: first, auth: AUTH, maxRequests: 40, concurrency: 4 });
    const b = await crawlSite({ target: site.url, out: second, auth: AUTH, maxRequests: 40, concurrency: 3 });
    expect(a.requests).toBe(40);
    expect(a.stoppedEarly).toBe(true);
    expect(a.unsent).toBeGreaterThan(0);
    expect(readCassette(first).interactions).toHaveLength(40);
    expect(readCassette(first).interactions.map(key)).toEqual(readCassette(second).interactions.map(key));
    expect(b.unsent).toBe(a.unsent);
  });

  it('stops when its signal is aborted and still writes what it recorded', async () => {
    const file = tempFile('stopped.yaml');
    const stop = new AbortController();
    const result = await crawlSite({
      target: site.url,
      out: file,
      signal: stop.signal,
      progress: (p) => {
        if (p.done >= 10) stop.abort();
      },
    });
    expect(result.interrupted).toBe(true);
    expect(result.requests).toBeGreaterThanOrEqual(10);
    expect(result.requests).toBeLessThan(summary.requests);
    expect(result.written).toBe(true);
    expect(readCassette(file).interactions.length).toBe(result.interactions);
    expect(result.interactions).toBeGreaterThanOrEqual(10);
  });

  it('record --crawl (not a terminal) prints plain progress lines on stderr and the summary on stdout, and exits 0', async () => {
    const file = tempFile('cli.yaml');
    const result = await runCli(['record', '--target', site.url, '--auth', AUTH, '--crawl', '--out', file]);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stderr.trimEnd().split('\n');
    expect(result.stderr).not.toContain('\r');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line).toMatch(PROGRESS_LINE);
    const { interactions } = readCassette(file);
    const recorded = interactions.length;
    const failed = interactions.filter((i) => i.response.status >= 400).length; // e.g. the draft-theme preview with no draft: 404
    const errors = `${failed} error${failed === 1 ? '' : 's'}`;
    expect(lines.at(-1)).toBe(`[mock-site] crawl: ${recorded} done, 0 queued, ${errors}`);
    expect(result.stdout).toMatch(
      new RegExp(
        `^\\[mock-site\\] crawled ${site.url} in \\d+\\.\\d s: ${recorded} requests, [\\d.]+ KiB, ${errors}( \\([^)]*\\))?, ${summary.skipped.length} routes skipped$`,
        'm',
      ),
    );
    expect(result.stdout).toContain('[mock-site]   skipped /oembed/1.0/embed: needs the query parameter url');
    expect(result.stdout).toContain(`[mock-site] cassette: ${file} (${recorded} interactions)`);
    expect(result.stdout + result.stderr).not.toContain('mock-site-password');
  });

  it('record --crawl --max-requests says it stopped early', async () => {
    const result = await runCli(['record', '--target', site.url, '--crawl', '--max-requests', '5', '--quiet', '--out', tempFile('few.yaml')]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/: 5 requests, /);
    expect(result.stdout).toMatch(/^\[mock-site\] stopped early at --max-requests 5: \d+ known requests not sent$/m);
  });

  it('serve --replay answers a crawled URL with the bytes the site sent', async () => {
    const path = '/index.php?rest_route=/cms/v2/posts&page=2';
    const live = await fetch(`${site.url}${path}`, { headers: { authorization: `Basic ${Buffer.from(AUTH).toString('base64')}` } });
    const liveText = await live.text();
    const served = await serveCli(['--replay', out, '--fallback', 'error']);
    try {
      const replayed = await fetch(`${served.url}${path}`);
      expect(replayed.status).toBe(200);
      expect(replayed.headers.get('x-wp-totalpages')).toBe(live.headers.get('x-wp-totalpages'));
      expect(await replayed.text()).toBe(liveText.replaceAll(new URL(site.url).host, new URL(served.url).host));
    } finally {
      await served.stop();
    }
  });
});

describe('record --crawl errors', () => {
  it('exits 1 with one clear line when the index cannot be read', async () => {
    const gone = await startMockSite({ port: 0 });
    const url = gone.url;
    await gone.close();
    const out = tempFile('none.yaml');
    const result = await runCli(['record', '--target', url, '--crawl', '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split('\n').at(-1)).toMatch(
      new RegExp(`^\\[mock-site\\] record: could not read the REST index at ${url}/\\?rest_route=/ \\(HTTP 502: .+\\)\\. Check --target\\.$`),
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });

  it.each([
    [['--crawl', '--concurrency', '0'], /--concurrency must be a whole number from 1 to 64/],
    [['--crawl', '--max-requests', 'lots'], /--max-requests must be a whole number from 1 up/],
    [['--concurrency', '2'], /--concurrency and --max-requests only apply with --crawl/],
  ])('refuses %j with a [mock-site] message and exit code 2', async (args, message) => {
    const result = await runCli(['record', '--target', 'http://127.0.0.1:9', ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^\[mock-site\] record: /);
    expect(result.stderr).toMatch(message);
  });
});

describe('CrawlPlan', () => {
  const THEME = '/wp/v2/themes/(?P<stylesheet>[^\\/:<>\\*\\?"\\|]+(?:\\/[^\\/:<>\\*\\?"\\|]+)?)';
  const get = (args: Record<string, { required?: boolean }> = {}) => ({ methods: ['GET'], args });
  const index = {
    namespaces: ['wp/v2', 'my/v1'],
    routes: {
      '/': { endpoints: [get()] },
      '/wp/v2/themes': { endpoints: [get()] },
      [THEME]: { endpoints: [get()] },
      '/wp/v2/posts': { endpoints: [get(), { methods: ['POST'] }] },
      '/wp/v2/posts/(?P<parent>[\\d]+)/revisions': { endpoints: [get()] },
      '/wp/v2/posts/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)': { endpoints: [get({ id: { required: true } })] },
      '/wp/v2/search': { endpoints: [get({ search: { required: true } })] },
      '/batch/v1': { endpoints: [{ methods: ['POST'] }] },
      '/my/v1/items(?:/(?P<id>\\d+))?': { endpoints: [get()] },
    },
  };

  it('plans GET routes and namespace roots in index order, never write-only routes', () => {
    const plan = new CrawlPlan();
    expect(plan.fromIndex(index).map((v) => v.route)).toEqual(['/wp/v2/themes', '/wp/v2/posts', '/wp/v2', '/my/v1']);
    expect(plan.skipped()).toEqual([
      { route: '/wp/v2/search', reason: 'needs the query parameter search' },
      { route: '/my/v1/items(?:/(?P<id>\\d+))?', reason: 'not a plain path before its first parameter' },
      { route: THEME, reason: 'no stylesheet found in /wp/v2/themes' },
      { route: '/wp/v2/posts/(?P<parent>[\\d]+)/revisions', reason: 'no parent found in /wp/v2/posts' },
      { route: '/wp/v2/posts/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)', reason: 'no parent found in /wp/v2/posts' },
    ]);
  });

  it('leaves out of a crawl cut short the routes still waiting for a collection it did not get to', () => {
    const plan = new CrawlPlan();
    plan.fromIndex(index);
    const definite = ['/wp/v2/search', '/my/v1/items(?:/(?P<id>\\d+))?'];
    expect(plan.skipped(false).map((s) => s.route)).toEqual(definite);
    plan.fromAnswer({ route: '/wp/v2/posts' }, { status: 200, json: [{ id: 3 }] });
    plan.fromAnswer({ route: '/wp/v2/themes' }, { status: 200, json: [] });
    expect(plan.skipped(false).map((s) => s.route)).toEqual([...definite, THEME]);
    plan.fromAnswer({ route: '/wp/v2/posts/3/revisions' }, { status: 200, json: [] });
    expect(plan.skipped(false).map((s) => s.route)).toEqual([...definite, THEME, '/wp/v2/posts/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)']);
    expect(plan.skipped(false).at(-1)?.reason).toBe('no id found in /wp/v2/posts/:parent/revisions');
  });

  it('plans further pages first, then item routes in the order the items came, two parameters deep', () => {
    const plan = new CrawlPlan();
    plan.fromIndex(index);
    const posts = plan.fromAnswer({ route: '/wp/v2/posts' }, { status: 200, totalPages: 3, json: [{ id: 9 }, { id: 4 }, { id: 'x' }] });
    expect(posts).toEqual([
      { route: '/wp/v2/posts', page: 2 },
      { route: '/wp/v2/posts', page: 3 },
      { route: '/wp/v2/posts/9/revisions' },
      { route: '/wp/v2/posts/4/revisions' },
    ]);
    expect(plan.fromAnswer({ route: '/wp/v2/posts', page: 2 }, { status: 200, totalPages: 3, json: [{ id: 9 }, { id: 2 }] })).toEqual([
      { route: '/wp/v2/posts/2/revisions' },
    ]);
    expect(plan.fromAnswer({ route: '/wp/v2/posts/9/revisions' }, { status: 200, json: [{ id: 31, parent: 9 }] })).toEqual([
      { route: '/wp/v2/posts/9/revisions/31' },
    ]);
    expect(plan.fromAnswer({ route: '/wp/v2/themes' }, { status: 200, json: [{ stylesheet: 'twentytwentyfour' }] })).toEqual([
      { route: '/wp/v2/themes/twentytwentyfour' },
    ]);
    expect(plan.fromAnswer({ route: '/wp/v2/posts/4/revisions' }, { status: 404, json: [{ id: 1 }] })).toEqual([]);
    expect(plan.skipped().map((s) => s.route)).toEqual(['/wp/v2/search', '/my/v1/items(?:/(?P<id>\\d+))?']);
  });
});

describe('progress', () => {
  const capture = () => {
    let text = '';
    return {
      stream: {
        write: (t: string) => {
          text += t;
          return true;
        },
      },
      text: () => text,
    };
  };

  it('in a terminal rewrites one line in place and ends it with a newline', () => {
    const out = capture();
    const view = progressView(out.stream, true);
    view.update({ done: 1, queued: 5, errors: 0 });
    view.message('[mock-site] record: GET /x not recorded: boom');
    view.update({ done: 6, queued: 0, errors: 1 });
    view.finish();
    const text = out.text();
    expect(text.startsWith('\r\x1b[K[mock-site] crawl: 1 done, 5 queued, 0 errors')).toBe(true);
    expect(text).toContain('\r\x1b[K[mock-site] record: GET /x not recorded: boom\n');
    expect(text.endsWith('\r\x1b[K[mock-site] crawl: 6 done, 0 queued, 1 error\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(3);
  });

  it('elsewhere prints whole lines: the first, one every so many requests, and the last', () => {
    const out = capture();
    const view = progressView(out.stream, false);
    for (let done = 1; done <= 2 * PLAIN_EVERY + 3; done++) view.update({ done, queued: 2 * PLAIN_EVERY + 3 - done, errors: 0 });
    view.finish();
    expect(
      out
        .text()
        .split('\n')
        .filter(Boolean)
        .map((l) => Number(/ (\d+) done/.exec(l)?.[1])),
    ).toEqual([1, PLAIN_EVERY, 2 * PLAIN_EVERY, 2 * PLAIN_EVERY + 3]);
    expect(out.text()).not.toContain('\r');
  });
});
