import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { ROOT } from '../helpers.js';
import { runCli, serveCli } from '../cli/run-cli.js';

const CASSETTE = join(ROOT, 'recordings/example-site.yaml');

async function get(site: RunningMockSite, path: string, init: RequestInit = {}) {
  const res = await fetch(`${site.url}${path}`, init);
  const headers = Object.fromEntries([...res.headers].filter(([k]) => !['connection', 'keep-alive'].includes(k)));
  return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe('serve --replay (the example cassette)', () => {
  let site: RunningMockSite;
  let strict: RunningMockSite;
  beforeAll(async () => {
    site = await startMockSite({ replay: { paths: [CASSETTE] } });
    strict = await startMockSite({ replay: { paths: [join(ROOT, 'recordings')], strict: true, fallback: 'error' } });
  });
  afterAll(async () => {
    await site.close();
    await strict.close();
  });

  it('answers a recorded request with its recorded status, headers and bytes, and nothing else', async () => {
    const res = await get(site, '/wp-json/wp/v2/posts?per_page=2&_wpnonce=abc');
    expect(res.status).toBe(200);
    const body =
      '[{"id":7,"title":{"rendered":"Caf\\u00e9 au lait"},"link":"https:\\/\\/example.org\\/2026\\/11\\/cafe\\/"},' +
      '{"id":5,"title":{"rendered":"Hello world!"},"link":"https:\\/\\/example.org\\/2026\\/11\\/hello-world\\/"}]';
    expect(res.body.toString('latin1')).toBe(body);
    expect(res.headers).toEqual({
      'content-type': 'application/json; charset=UTF-8',
      'x-wp-total': '2',
      'x-wp-totalpages': '1',
      link: '<https://example.org/wp-json/wp/v2/posts?per_page=2>; rel="self"',
      'content-length': String(body.length),
    });
  });

  it('answers the same bytes through ?rest_route= addressing, text bodies verbatim and binary bodies exactly', async () => {
    const text = await get(site, '/index.php?rest_route=/wp/v2/posts/7');
    expect(text.body.toString()).toBe('{"id":7,"title":{"rendered":"Caf\\u00e9 au lait"},"link":"https://example.org/2026/11/cafe/","ratio":1.0}');
    const png = await get(site, '/wp-json/wp/v2/media/3/file');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.equals(Buffer.from('iVBORw0KGgo=', 'base64'))).toBe(true);
  });

  it('answers repeated requests in recorded order per session, names the recording in the journal', async () => {
    const post = (session: string) =>
      fetch(`${site.url}/wp-json/wp/v2/posts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Mock-Session': session },
        body: '{"status":"draft","title":"First"}',
      }).then(async (r) => [r.status, ((await r.json()) as { id: number }).id]);
    expect(await post('a')).toEqual([201, 8]);
    expect(await post('b')).toEqual([201, 8]);
    expect(await post('a')).toEqual([201, 9]);
    expect(await post('a')).toEqual([201, 9]);
    const journal = (await (await fetch(`${site.url}/__mock/journal?session=a`)).json()) as { answeredBy: string }[];
    expect(journal.map((e) => e.answeredBy)).toEqual(['replay:example-site.yaml#2', 'replay:example-site.yaml#3', 'replay:example-site.yaml#3']);
    expect((await fetch(`${site.url}/__mock/reset?session=a`, { method: 'POST' })).status).toBe(200);
    expect(await post('a')).toEqual([201, 8]);
    expect(await post('b')).toEqual([201, 9]);
  });

  it('answers a request seen before (the fast path) with the bytes and journal entry of its first answer', async () => {
    const path = '/index.php?rest_route=/wp/v2/posts/7&_wpnonce=hidden1';
    const ask = (session: string, n: number) => get(site, path, { headers: { 'X-Mock-Session': session, Authorization: 'Bearer t', 'X-Nth': String(n) } });
    const first = await ask('fast', 1);
    const again = await ask('fast', 2);
    expect(again).toEqual(first);
    const listed = (await (await fetch(`${site.url}/__mock/journal?session=fast`)).json()) as {
      id: number;
      query: unknown;
      answeredBy: string;
      status: number;
    }[];
    expect(listed.map((e) => [e.answeredBy, e.status])).toEqual([
      ['replay:example-site.yaml#1', 200],
      ['replay:example-site.yaml#1', 200],
    ]);
    expect(listed[1].query).toEqual(listed[0].query);
    expect(JSON.stringify(listed[0].query)).not.toContain('hidden1');
    const details = await Promise.all(
      listed.map(async (e) => (await (await fetch(`${site.url}/__mock/journal/${e.id}`)).json()) as { request: { headers: Record<string, string> } }),
    );
    // Each entry keeps its own request's headers, secrets hidden.
    expect(details.map((d) => d.request.headers['x-nth'])).toEqual(['1', '2']);
    expect(details[1].request.headers.authorization).toBe(details[0].request.headers.authorization);
    expect(details[1].request.headers.authorization).not.toContain('Bearer t');
  });

  it('lets the fake answer a request with no recording (--fallback fake, the default)', async () => {
    const res = await get(site, '/wp-json/');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString()).name).toBe('Mock Site');
  });

  it('with --fallback error answers mock_site_no_recording listing the nearest recordings', async () => {
    const res = await get(strict, '/wp-json/wp/v2/posts?per_page=3');
    expect(res.status).toBe(404);
    const error = JSON.parse(res.body.toString()) as { code: string; data: { nearest: { recording: string; differs: string[]; details?: unknown }[] } };
    expect(error.code).toBe('mock_site_no_recording');
    expect(error.data.nearest[0]).toEqual({
      recording: 'example-site.yaml#0',
      method: 'GET',
      route: '/wp/v2/posts',
      differs: ['query'],
      details: { query: ['per_page'] },
    });
  });

  it('with --strict answers mock_site_replay_exhausted once the recordings of a request are used up', async () => {
    const first = await get(strict, '/wp-json/wp/v2/posts/1?force=true', { method: 'DELETE', headers: { 'X-Mock-Session': 'strict' } });
    expect(first.status).toBe(404);
    expect(JSON.parse(first.body.toString()).code).toBe('rest_post_invalid_id');
    const again = await get(strict, '/wp-json/wp/v2/posts/1?force=true', { method: 'DELETE', headers: { 'X-Mock-Session': 'strict' } });
    expect(again.status).toBe(500);
    expect(JSON.parse(again.body.toString()).code).toBe('mock_site_replay_exhausted');
  });
});

describe('mock-site serve --replay (CLI)', () => {
  it('replays a cassette given on the command line', async () => {
    const served = await serveCli(['--replay', 'recordings/example-site.yaml', '--fallback', 'error']);
    try {
      const res = await fetch(`${served.url}/wp-json/wp/v2/posts/7`);
      expect(await res.text()).toContain('"ratio":1.0');
      expect((await fetch(`${served.url}/wp-json/wp/v2/users`)).status).toBe(404);
    } finally {
      await served.stop();
    }
  });

  it('refuses a bad --fallback and a broken cassette with where it is broken', async () => {
    const bad = await runCli(['serve', '--port', '0', '--replay', 'recordings/example-site.yaml', '--fallback', 'bogus']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--fallback must be one of fake, error, record, proxy (got "bogus")');
    const noTarget = await runCli(['serve', '--port', '0', '--replay', 'recordings/example-site.yaml', '--fallback', 'record']);
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toContain('--fallback record needs --target <url>');
    const broken = await runCli(['serve', '--port', '0', '--replay', 'recordings/cassette.schema.json']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/\[mock-site\] recordings\/cassette\.schema\.json:\d+:\d+: /);
  });
});

describe('serve --replay of a recording made through mock-site record', () => {
  it('answers with its own origin where the recorder wrote the placeholder', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-replay-origin-'));
    const file = join(dir, 'recorded.yaml');
    writeFileSync(
      file,
      [
        'cassette: { version: 1, target: http://recorded-site.invalid, recordedAt: 2026-01-15T09:00:00Z, tool: mock-site 0.1.0 }',
        'interactions:',
        '  - request: { method: GET, route: /cms/v2/posts/1 }',
        '    response:',
        '      status: 200',
        "      headers: { content-type: 'application/json; charset=UTF-8', link: '<http://recorded-site.invalid/?p=1>; rel=\"alternate\"; type=text/html' }",
        '      body: { text: \'{"id":1,"link":"http:\\/\\/recorded-site.invalid\\/?p=1"}\' }',
        '',
      ].join('\n'),
    );
    const replaying = await startMockSite({ replay: { paths: [file] } });
    try {
      const res = await get(replaying, '/index.php?rest_route=/cms/v2/posts/1');
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(`{"id":1,"link":"${replaying.url.replaceAll('/', '\\/')}\\/?p=1"}`);
      expect(res.headers.link).toBe(`<${replaying.url}/?p=1>; rel="alternate"; type=text/html`);
    } finally {
      await replaying.close();
    }
  });
});

describe('serve --replay with a scenario record section', () => {
  it('matches recordings ignoring the query parameters the scenario names volatile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-record-settings-'));
    writeFileSync(join(dir, 's.yaml'), 'record:\n  volatile_params: [v]\n');
    writeFileSync(
      join(dir, 'c.yaml'),
      'cassette: { version: 1 }\ninteractions:\n  - request: { method: GET, route: /x, query: { v: "1", a: "b" } }\n    response: { status: 204 }\n',
    );
    const site = await startMockSite({ scenario: join(dir, 's.yaml'), replay: { paths: [join(dir, 'c.yaml')], fallback: 'error' } });
    try {
      expect((await fetch(`${site.url}/wp-json/x?a=b&v=99`)).status).toBe(204);
      expect((await fetch(`${site.url}/wp-json/x?a=c&v=1`)).status).toBe(404);
    } finally {
      await site.close();
    }
  });
});
