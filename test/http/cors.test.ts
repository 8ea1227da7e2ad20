// A browser app on another origin: its preflight may send the mock's session header (X-Mock-Session) besides
// WordPress's own list, and it reads the paging headers WordPress exposes. The REST listener the CLI serves with
// (node:http) and the express app embedders mount answer the preflight with the same bytes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, TestRunner } from 'vitest';
import { createMockApp } from '../../src/app.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { findChromium, launchChromium, warnSkipped } from '../browser/chromium.js';
import { ADMIN, rest } from '../helpers.js';

const APP_ORIGIN = 'http://app.example:5173';
const PREFLIGHT = {
  Origin: APP_ORIGIN,
  'Access-Control-Request-Method': 'POST',
  'Access-Control-Request-Headers': 'authorization,content-type,x-mock-session',
};
/** Per-connection and per-moment headers: not part of the answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An answer with the server's own address (in links) written as `mock.test`, so two servers' answers compare. */
async function answerOf(base: string, path: string, init: RequestInit): Promise<{ status: number; headers: [string, string][]; body: string }> {
  const res = await fetch(`${base}${path}`, init);
  const own = (text: string) => text.replaceAll(new URL(base).host, 'mock.test');
  return { status: res.status, headers: [...res.headers].filter(([k]) => !TRANSPORT.has(k)).map(([k, v]) => [k, own(v)]), body: own(await res.text()) };
}

const listOf = (header: string | null): string[] =>
  (header ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

describe('CORS preflight of a REST route', () => {
  it("allows X-Mock-Session besides WordPress's headers, for the origin that asks, on every addressing", async () => {
    const mock = await startMockSite({ port: 0 });
    try {
      for (const path of [rest('/cms/v2/posts'), '/wp-json/cms/v2/posts', '/?rest_route=/cms/v2/posts/1']) {
        const res = await fetch(`${mock.url}${path}`, { method: 'OPTIONS', headers: PREFLIGHT });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('access-control-allow-origin'), path).toBe(APP_ORIGIN);
        expect(res.headers.get('access-control-allow-credentials'), path).toBe('true');
        expect(listOf(res.headers.get('access-control-allow-methods')), path).toContain('post');
        expect(listOf(res.headers.get('access-control-allow-headers')), path).toEqual([
          'authorization',
          'x-wp-nonce',
          'content-disposition',
          'content-md5',
          'content-type',
          'x-mock-session',
        ]);
        expect(listOf(res.headers.get('access-control-expose-headers')), path).toEqual(['x-wp-total', 'x-wp-totalpages', 'link']);
      }
    } finally {
      await mock.close();
    }
  });

  it('the REST listener and the express app answer it with the same bytes', async () => {
    const fast = await listen(createMockApp().listener);
    const slow = await listen(createMockApp().express);
    try {
      for (const path of [rest('/cms/v2/posts'), '/wp-json/cms/v2/posts/1', rest('/no/such/route')]) {
        const init: RequestInit = { method: 'OPTIONS', headers: PREFLIGHT };
        const a = await answerOf(fast.url, path, init);
        const b = await answerOf(slow.url, path, init);
        expect(b, path).toEqual(a);
        expect(a.headers, path).toContainEqual(['access-control-allow-headers', expect.stringContaining('X-Mock-Session')]);
      }
    } finally {
      await fast.close();
      await slow.close();
    }
  });
});

const chromiumPath = findChromium();

describe.skipIf(!chromiumPath)('a page on another origin, in headless Chromium', () => {
  let browser: Browser;
  let mock: RunningMockSite;
  let page: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    mock = await startMockSite({ port: 0 });
    // The app's own origin: another port is another origin.
    page = await listen((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>app</title>'));
    browser = await launchChromium(chromiumPath!);
  });
  afterAll(async () => {
    await browser?.close();
    await page?.close();
    await mock?.close();
  });

  it('writes and reads in its own session with X-Mock-Session, and reads the paging headers', async () => {
    const tab = await browser.newPage();
    await tab.goto(page.url);
    const seen = await tab.evaluate(
      async ({ api, auth }) => {
        const session = { 'X-Mock-Session': 'from-the-browser' };
        const created = await fetch(`${api}/wp-json/cms/v2/posts`, {
          method: 'POST',
          headers: { ...session, Authorization: auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: 'Written from another origin', status: 'publish' }),
        });
        const list = await fetch(`${api}/wp-json/cms/v2/posts?per_page=1`, { headers: session });
        const first = (await list.json()) as Array<{ title: { rendered: string } }>;
        return {
          created: created.status,
          total: list.headers.get('X-WP-Total'),
          totalPages: list.headers.get('X-WP-TotalPages'),
          link: list.headers.get('Link'),
          title: first[0]?.title.rendered,
        };
      },
      { api: mock.url, auth: ADMIN },
    );
    const inDefault = await fetch(`${mock.url}/wp-json/cms/v2/posts?per_page=1`);
    const defaultTotal = Number(inDefault.headers.get('x-wp-total'));
    expect(seen).toMatchObject({ created: 201, title: 'Written from another origin', total: String(defaultTotal + 1) });
    expect(seen.totalPages).toBe(String(defaultTotal + 1));
    expect(seen.link).toContain('rel="next"');
    // The write went to the page's session only.
    expect(Object.keys(mock.state('from-the-browser').posts).length).toBe(Object.keys(mock.state().posts).length + 1);
    await tab.close();
  });

  if (!chromiumPath) warnSkipped(TestRunner.getCurrentSuite().tasks.length, 'test/http/cors.test.ts');
});
