// serve --log (issue 18): a line per REST request once answered, as text or as one JSON object per line; secrets in
// the query hidden; /__mock calls not logged. The test waits for the lines, never for a duration.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, rest } from '../helpers.js';
import { runCli, serveCli, type Served } from './run-cli.js';

let served: Served | undefined;
afterEach(async () => {
  await served?.stop();
  served = undefined;
});

const KEYS = ['time', 'id', 'method', 'route', 'query', 'status', 'ms', 'answeredBy', 'answer', 'latency', 'session'];

/** The output's lines that `pick` keeps, once there are `n` of them. */
async function lines(s: Served, n: number, pick: (line: string) => boolean): Promise<string[]> {
  const found = () => s.output().split('\n').filter(pick);
  if (found().length >= n) return found();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (found().length < n) return;
      s.child.stdout.off('data', check);
      resolve(found());
    };
    s.child.stdout.on('data', check);
    s.child.once('close', () => (found().length >= n ? resolve(found()) : reject(new Error(`serve exited before printing ${n} lines:\n${s.output()}`))));
  });
}

const isJson = (line: string) => line.startsWith('{');
const isText = (line: string) => /^\d{4}-\d{2}-\d{2}T/.test(line);

function scenarioFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mock-site-log-')), 'log.yaml');
  writeFileSync(
    file,
    ['rules:', '  - name: slow-hello', '    match: { route: /my/v1/hello }', '    respond: { body: { hello: world } }', '    latency: 5', ''].join('\n'),
  );
  return file;
}

describe('serve --log', () => {
  it('--log json: one object per request with stable keys, secrets hidden, what answered and its latency', async () => {
    served = await serveCli(['--log', 'json', '--scenario', scenarioFile()]);
    const { url } = served;
    await fetch(`${url}${rest('/cms/v2/posts', '&per_page=1&api_key=s3cr3t-value')}`);
    await fetch(`${url}${rest('/cms/v2/posts')}`, {
      method: 'POST',
      headers: { Authorization: ADMIN, 'Content-Type': 'application/json', 'X-Mock-Session': 'writer' },
      body: '{"title":"Logged"}',
    });
    await fetch(`${url}/wp-json/my/v1/hello`);
    await fetch(`${url}${rest('/cms/v2/nothing')}`);
    await fetch(`${url}/__mock/health`);
    const logged = (await lines(served, 4, isJson)).map((l) => JSON.parse(l) as Record<string, unknown>);
    for (const line of logged) {
      expect(Object.keys(line)).toEqual(KEYS);
      expect(Number.isNaN(Date.parse(line.time as string))).toBe(false);
      expect(typeof line.ms).toBe('number');
    }
    expect(logged.map(({ time: _t, ms: _m, ...rest }) => rest)).toEqual([
      {
        id: 1,
        method: 'GET',
        route: '/cms/v2/posts',
        query: 'per_page=1&api_key=[redacted]',
        status: 200,
        answeredBy: 'posts.list',
        answer: 'behaviour',
        latency: 0,
        session: 'default',
      },
      { id: 2, method: 'POST', route: '/cms/v2/posts', query: '', status: 201, answeredBy: 'posts.create', answer: 'behaviour', latency: 0, session: 'writer' },
      { id: 3, method: 'GET', route: '/my/v1/hello', query: '', status: 200, answeredBy: 'rule:slow-hello', answer: 'rule', latency: 5, session: 'default' },
      { id: 4, method: 'GET', route: '/cms/v2/nothing', query: '', status: 404, answeredBy: 'protocol', answer: 'protocol', latency: 0, session: 'default' },
    ]);
    expect(served.output()).not.toContain('s3cr3t-value');
    expect(served.output()).not.toContain('__mock');
  });

  it('--log alone prints text lines: time, method, route and query, status, ms, what answered', async () => {
    served = await serveCli(['--log', '--latency', '3']);
    const { url } = served;
    await fetch(`${url}${rest('/cms/v2/posts/1', '&_fields=id&client_secret=hunter2')}`, { headers: { 'X-Mock-Session': 'checkout' } });
    await fetch(`${url}/wp-json/cms/v2/posts/1`, { method: 'DELETE' });
    const [read, refused] = await lines(served, 2, isText);
    expect(read).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z GET \/cms\/v2\/posts\/1\?_fields=id&client_secret=\[redacted\] → 200 \d+(\.\d+)?ms posts\.get latency=3ms session=checkout #1$/,
    );
    expect(refused).toMatch(/ DELETE \/cms\/v2\/posts\/1 → 401 \d+(\.\d+)?ms protocol latency=3ms #2$/);
    expect(served.output()).not.toContain('hunter2');
  });

  it('reads MOCK_SITE_LOG and MOCK_SITE_LATENCY; refuses a format or a latency it does not know, saying what to give', async () => {
    process.env.MOCK_SITE_LOG = 'json';
    process.env.MOCK_SITE_LATENCY = '2-4';
    try {
      served = await serveCli([]);
    } finally {
      delete process.env.MOCK_SITE_LOG;
      delete process.env.MOCK_SITE_LATENCY;
    }
    await fetch(`${served.url}${rest('/cms/v2/posts/1')}`);
    const [line] = (await lines(served, 1, isJson)).map((l) => JSON.parse(l) as { latency: number });
    expect([2, 3, 4]).toContain(line!.latency);

    const format = await runCli(['serve', '--log', 'xml']);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('--log must be text or json (got "xml"); --log alone is text.');
    const latency = await runCli(['serve', '--latency', '80-20']);
    expect(latency.code).toBe(2);
    expect(latency.stderr).toContain(
      '--latency must be milliseconds: a whole number (50) or a range min-max (20-80, the smaller first), at most 600000 (got "80-20").',
    );
  });

  it('is off by default: no line per request', async () => {
    served = await serveCli([]);
    await fetch(`${served.url}${rest('/cms/v2/posts/1')}`);
    // The shutdown line comes after any line the request would have printed.
    const down = lines(served, 1, (l) => l.includes('SIGTERM: shutting down'));
    served.child.kill('SIGTERM');
    await down;
    expect(
      served
        .output()
        .split('\n')
        .filter((l) => isJson(l) || isText(l)),
    ).toEqual([]);
  });
});
