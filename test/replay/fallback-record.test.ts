import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../src/cassette/origin-placeholder.js';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';

const ADMIN = `Basic ${Buffer.from('admin:mock-site-password').toString('base64')}`;
const running: RunningMockSite[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function start(...args: Parameters<typeof startMockSite>): Promise<RunningMockSite> {
  const site = await startMockSite(...args);
  running.push(site);
  return site;
}

const text = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.text() };
};

const journal = async (site: RunningMockSite) =>
  ((await (await fetch(`${site.url}/__mock/journal`)).json()) as { answeredBy: string }[]).map((e) => e.answeredBy);

describe('serve --replay --fallback record: replay what is known, record what is new', () => {
  it('records a request no cassette holds from the target, then replays it without asking the target again', async () => {
    const live = await start();
    const folder = mkdtempSync(join(tmpdir(), 'mock-site-fallback-'));
    const mock = await start({ replay: { paths: [folder], fallback: 'record', target: live.url } });
    const first = await text(`${mock.url}/index.php?rest_route=/cms/v2/posts/1`);
    expect(first.status).toBe(200);
    expect(first.body).toContain(live.url.replaceAll('/', '\\/')); // the client saw the live site's answer
    const again = await text(`${mock.url}/index.php?rest_route=/cms/v2/posts/1`);
    expect(again.body).toBe(first.body.replaceAll(live.url.replaceAll('/', '\\/'), mock.url.replaceAll('/', '\\/')));
    expect(await journal(mock)).toEqual(['replay:record', 'replay:recorded.yaml#0']);
    expect(await (await fetch(`${live.url}/__mock/journal`)).json()).toHaveLength(1);
    await mock.close();
    running.splice(running.indexOf(mock), 1);
    const cassette = readCassette(join(folder, 'recorded.yaml'));
    expect(cassette.cassette.target).toBe(live.url);
    expect(cassette.interactions.map((i) => `${i.request.method} ${i.request.route}`)).toEqual(['GET /cms/v2/posts/1']);
    expect(JSON.stringify(cassette.interactions[0]!.response.body)).toContain(ORIGIN_PLACEHOLDER);
  });

  it('adds to the first cassette given, keeps its recordings, and replays them before asking the target', async () => {
    const live = await start();
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-fallback-'));
    const file = join(dir, 'site.yaml');
    writeFileSync(file, readFileSync(new URL('../../recordings/example-site.yaml', import.meta.url)));
    const before = readCassette(file).interactions.length;
    const mock = await start({ replay: { paths: [file], fallback: 'record', target: live.url, auth: 'admin:mock-site-password' } });
    expect((await text(`${mock.url}/wp-json/wp/v2/posts/7`)).status).toBe(200); // recorded in the example cassette
    const created = await text(`${mock.url}/wp-json/cms/v2/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'New', status: 'publish' }),
    });
    expect(created.status).toBe(201); // --auth reached the live site
    expect((await journal(mock))[0]).toMatch(/^replay:site\.yaml#\d+$/);
    await mock.close();
    running.splice(running.indexOf(mock), 1);
    const after = readCassette(file);
    expect(after.interactions).toHaveLength(before + 1);
    const written = readFileSync(file, 'utf8');
    expect(written).not.toContain('mock-site-password');
    expect(written).not.toContain(ADMIN.slice(6));
  });

  it('answers a WordPress-shaped 502 naming the target when the target cannot be reached, and records nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mock-site-fallback-'));
    const mock = await start({ replay: { paths: [folder], fallback: 'record', target: 'http://127.0.0.1:9' } });
    const res = await text(`${mock.url}/wp-json/wp/v2/posts`);
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'mock_site_upstream_unreachable', data: { status: 502, target: 'http://127.0.0.1:9' } });
    await mock.close();
    running.splice(running.indexOf(mock), 1);
    expect(existsSync(join(folder, 'recorded.yaml'))).toBe(false);
  });

  it('refuses fallback record without a target', async () => {
    await expect(startMockSite({ replay: { paths: [tmpdir()], fallback: 'record' } })).rejects.toThrow(/--fallback record needs --target <url>/);
  });
});
