import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecorder } from '../../src/record/recorder.js';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { runCli, serveCli } from '../cli/run-cli.js';
import { ADMIN } from '../helpers.js';

let real: RunningMockSite;
let dir: string;
let cassette: string;
let recorded: Record<string, unknown>;

beforeAll(async () => {
  real = await startMockSite();
  dir = mkdtempSync(join(tmpdir(), 'mock-site-import-cli-'));
  cassette = join(dir, 'crawl.yaml');
  const recorder = createRecorder({ target: real.url, out: cassette, auth: 'admin:mock-site-password', error: () => {} });
  const proxy = await recorder.listen(0, '127.0.0.1');
  for (const kind of ['posts', 'pages', 'categories', 'tags', 'users', 'comments', 'media']) {
    await fetch(`${proxy}/index.php?rest_route=/cms/v2/${kind}&context=edit&per_page=100${kind === 'posts' || kind === 'pages' ? '&status=any' : ''}`);
  }
  const one = await fetch(`${proxy}/index.php?rest_route=/cms/v2/posts/3`);
  recorded = (await one.json()) as Record<string, unknown>;
  await fetch(`${proxy}/index.php?rest_route=/cms/v2/types`);
  await recorder.close();
});
afterAll(async () => {
  await real.close();
});

describe('mock-site import <cassette> --to-scenario', () => {
  it('writes a scenario that validates, and serve answers the recorded posts and keeps behaving after writes', async () => {
    const out = join(dir, 'copy.yaml');
    const result = await runCli(['import', cassette, '--to-scenario', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      `[mock-site] import: wrote ${out} from ${cassette}: 20 posts, 6 pages, 3 media, 5 categories, 4 tags, 3 users, 3 comments, 0 options.`,
    );
    expect(result.stdout).toContain('[mock-site] import: recorded routes not used (1):\n  GET /cms/v2/types ×1\n');
    expect((await runCli(['validate', out])).code).toBe(0);

    const served = await serveCli(['--scenario', out, '--no-watch']);
    try {
      const res = await fetch(`${served.url}/index.php?rest_route=/cms/v2/posts/3`);
      const post = (await res.json()) as Record<string, unknown>;
      for (const field of ['title', 'content', 'slug', 'date', 'author', 'categories', 'tags']) expect(post[field], field).toEqual(recorded[field]);

      const created = await fetch(`${served.url}/index.php?rest_route=/cms/v2/posts`, {
        method: 'POST',
        headers: { Authorization: ADMIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'After import', status: 'publish' }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      expect(id).toBeGreaterThan(26);
      const back = (await (await fetch(`${served.url}/index.php?rest_route=/cms/v2/posts/${id}`)).json()) as { title: { rendered: string } };
      expect(back.title.rendered).toBe('After import');
    } finally {
      await served.stop();
    }
  });

  it('refuses to replace an existing scenario unless --force', async () => {
    const out = join(dir, 'taken.yaml');
    writeFileSync(out, 'site: { name: Mine }\n');
    const refused = await runCli(['import', cassette, '--to-scenario', out]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`[mock-site] import: ${out} exists. Add --force to replace it, or pick another --to-scenario.\n`);
    expect(readFileSync(out, 'utf8')).toBe('site: { name: Mine }\n');
    expect((await runCli(['import', cassette, '--to-scenario', out, '--force'])).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('title: How we test our frontend');
  });

  it.each([
    [['import'], 2, /name one file to import/],
    [['import', 'a.yaml'], 2, /--to-scenario <file>/],
    [['import', 'a.yaml', '--to-scenario', 's.yaml', '--all'], 2, /--all is for HAR files/],
    [['import', 'a.har', '--to-scenario', 's.yaml'], 2, /--to-scenario reads a cassette/],
    [['import', 'missing.yaml', '--to-scenario', join(tmpdir(), 'never-written.yaml')], 1, /cannot read cassette missing\.yaml/],
  ])('mock-site %j exits %i with one line saying what to fix', async (args, code, message) => {
    const result = await runCli(args, dir);
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(/^\[mock-site\] import: /);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('mock-site import <file.har>', () => {
  const entry = (url: string, text: string, headers: { name: string; value: string }[] = []) => ({
    startedDateTime: '2026-03-01T10:00:00.000Z',
    time: 1,
    request: { method: 'GET', url, httpVersion: 'HTTP/1.1', headers, queryString: [], cookies: [], headersSize: -1, bodySize: 0 },
    response: {
      status: 200,
      statusText: 'OK',
      httpVersion: 'HTTP/1.1',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      cookies: [],
      content: { size: text.length, mimeType: 'application/json', text },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 1, receive: 0 },
  });
  const har = (...entries: unknown[]) => JSON.stringify({ log: { version: '1.2', creator: { name: 'Firefox', version: '140' }, entries } });

  it('writes recordings/<name>.yaml by default and says what it left out', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mock-site-har-cli-'));
    writeFileSync(
      join(folder, 'session.har'),
      har(
        entry('https://example.org/wp-json/wp/v2/posts', '[{"id":1,"link":"https:\\/\\/example.org\\/?p=1"}]'),
        entry('https://fonts.example.net/css', 'body{}'),
        entry('https://example.org/about/', '<html></html>'),
      ),
    );
    const result = await runCli(['import', 'session.har'], folder);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(
      '[mock-site] import: wrote recordings/session.yaml: 1 interactions with https://example.org; left out: 1 to other sites, 1 outside the REST API (--all keeps them).\n',
    );
    const written = readCassette(join(folder, 'recordings/session.yaml'));
    expect(written.interactions[0]!.response.body).toEqual({ json: [{ id: 1, link: 'http://recorded-site.invalid/?p=1' }] });
  });

  it('writes nothing when a secret the HAR carried would still be in the cassette', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mock-site-har-cli-'));
    const token = 'Bearer leaked-token-0123456789';
    writeFileSync(
      join(folder, 'echo.har'),
      har(entry('https://example.org/wp-json/echo/v1/headers', `{"seen":"${token}"}`, [{ name: 'Authorization', value: token }])),
    );
    const result = await runCli(['import', 'echo.har', '--out', 'echo.yaml'], folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^\[mock-site\] import: not writing echo\.yaml: echo\.yaml:\d+:\d+ would still hold the authorization header of GET \/echo\/v1\/headers/,
    );
    expect(existsSync(join(folder, 'echo.yaml'))).toBe(false);
  });
});
