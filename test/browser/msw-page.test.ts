// The stateful fake in a real browser with no mock-site process: a static page registers MSW's service worker with
// mockSiteHandlers, and @wordpress/api-fetch creates, lists and trashes a post and meets WordPress's errors.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserBundle, ROOT } from './browser-build.js';
import { findChromium, launchChromium, warnSkipped } from './chromium.js';

const chromiumPath = findChromium();
const HTML = '<!doctype html><meta charset="utf-8"><title>mock-site in the browser</title><script type="module" src="/page.js"></script>';

describe.skipIf(!chromiumPath)('MSW in Chromium', () => {
  let server: Server;
  let origin: string;
  let browser: Browser;
  /** What reached the static server: the REST requests must not (the service worker answers them). */
  const served: string[] = [];
  let bundleBytes = 0;

  beforeAll(async () => {
    const { files, nodeImports } = await browserBundle({ page: `${ROOT}test/browser/msw-page/page.ts` }, { splitting: true, outdir: '/page' });
    expect(nodeImports).toEqual([]);
    const assets = new Map<string, { type: string; body: Uint8Array | string }>([
      ['/', { type: 'text/html', body: HTML }],
      ['/mockServiceWorker.js', { type: 'text/javascript', body: readFileSync(`${ROOT}node_modules/msw/lib/mockServiceWorker.js`) }],
    ]);
    for (const f of files) assets.set(f.path.slice('/page'.length), { type: 'text/javascript', body: f.contents });
    bundleBytes = files.reduce((sum, f) => sum + gzipSync(f.contents).length, 0);
    server = createServer((req, res) => {
      served.push(req.url ?? '');
      const asset = assets.get((req.url ?? '/').split('?')[0]!);
      if (!asset) {
        res.writeHead(404).end('not here');
        return;
      }
      res.writeHead(200, { 'Content-Type': asset.type, 'Service-Worker-Allowed': '/' }).end(asset.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium(chromiumPath!);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('api-fetch creates, lists and trashes a post and sees WordPress errors, answered by the service worker', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(origin);
    await page.waitForFunction(() => (globalThis as unknown as { ready?: boolean }).ready === true, undefined, { timeout: 60_000 });
    const result = await page.evaluate(() => (globalThis as unknown as { story: () => Promise<unknown> }).story().catch((e: unknown) => ({ failed: e })));
    expect(errors).toEqual([]);
    expect(result, 'the story threw: its error is shown').not.toHaveProperty('failed');
    const r = result as {
      created: { id: number; title: string; status: string };
      listed: { id: number; title: string }[];
      trashed: { id: number; status: string };
      again: unknown;
      missing: unknown;
      invalid: { code: string; data: { status: number } };
    };
    expect(r.created).toMatchObject({ title: 'Written in Chromium', status: 'publish' });
    expect(r.listed[0]).toEqual({ id: r.created.id, title: 'Written in Chromium' });
    expect(r.trashed).toEqual({ id: r.created.id, status: 'trash' });
    expect(r.again).toEqual({ code: 'rest_already_trashed', message: 'The post has already been deleted.', data: { status: 410 } });
    expect(r.missing).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
    expect(r.invalid).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(served.filter((u) => u.includes('rest_route') || u.startsWith('/wp-json'))).toEqual([]);
    console.log(`[browser] the page's bundle (mock-site/msw, msw, api-fetch): ${(bundleBytes / 1024).toFixed(0)} KiB gzipped`);
    await page.close();
  }, 120_000);
});

if (!chromiumPath) warnSkipped(1, 'test/browser/msw-page.test.ts');
