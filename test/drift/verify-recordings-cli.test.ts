// End to end: a cassette recorded from a mock with the default scenario, checked by the built CLI against a
// fresh default mock (no drift) and against one whose rules answer in another shape (drift).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecorder } from '../../src/record/recorder.js';
import { readCassette } from '../../src/cassette/cassette-file.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import type { Report } from '../../src/drift/types.js';
import { runCli } from '../cli/run-cli.js';
import { ROOT } from '../helpers.js';

const DRIFTED = `extends: ${JSON.stringify(join(ROOT, 'scenarios/site.yaml'))}
rules:
  - name: posts-reshaped
    match: { method: GET, route: /cms/v2/posts }
    respond: { body: [{ id: '1', title: { rendered: 5 }, new_field: x }] }
  - name: tags-gone
    match: { method: GET, route: /cms/v2/tags }
    respond: { status: 404, body: { code: rest_no_route, message: gone, data: { status: 404 } } }
`;

let dir: string;
let cassette: string;
let fresh: RunningMockSite;
let drifted: RunningMockSite;

/** Records a few requests through the recorder, in order, from a mock serving the default scenario. */
async function record(out: string): Promise<void> {
  const source = await startMockSite();
  const recorder = createRecorder({ target: source.url, out, log: () => {}, error: () => {} });
  const proxy = await recorder.listen(0, '127.0.0.1');
  // Each answer read to its end: the recorder appends an exchange once the site's answer is complete.
  const get = async (path: string, init?: RequestInit) => {
    await (await fetch(`${proxy}${path}`, init)).arrayBuffer();
  };
  try {
    const json = { 'content-type': 'application/json' };
    await get(`/wp-json/cms/v2/posts?per_page=2&_fields=id,title,slug,new_field`);
    await get('/index.php?rest_route=/cms/v2/tags');
    await get('/index.php?rest_route=/cms/v2/categories&per_page=3', { method: 'HEAD' });
    await get('/index.php?rest_route=/cms/v2/posts', { method: 'POST', headers: json, body: JSON.stringify({ title: 'New' }) });
    await get('/index.php?rest_route=/cms/v2/users', { method: 'POST', headers: json, body: JSON.stringify({ username: 'ann', password: 'hunter2-secret' }) });
  } finally {
    await recorder.close();
    await source.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-site-drift-'));
  cassette = join(dir, 'site.yaml');
  await record(cassette);
  writeFileSync(join(dir, 'drifted.yaml'), DRIFTED);
  fresh = await startMockSite();
  drifted = await startMockSite({ scenario: join(dir, 'drifted.yaml') });
});

afterAll(async () => {
  await fresh?.close();
  await drifted?.close();
});

/** The cassette keeps its interactions in a stable order of its own: requests are found by method and route. */
const byRequest = (report: Report) => Object.fromEntries(report.cassettes[0]!.requests.map((r) => [`${r.method} ${r.route}`, r]));

describe('mock-site verify-recordings', () => {
  it('records the requests the checks below rely on', () => {
    const recorded = readCassette(cassette).interactions.map((i) => `${i.request.method} ${i.request.route}`);
    expect(recorded.sort()).toEqual(['GET /cms/v2/posts', 'GET /cms/v2/tags', 'HEAD /cms/v2/categories', 'POST /cms/v2/posts', 'POST /cms/v2/users']);
  });

  it('finds no drift against a fresh mock with the same scenario, lists the skipped writes, and exits 0', async () => {
    const result = await runCli(['verify-recordings', cassette, '--target', fresh.url]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^ {2}POST \/cms\/v2\/posts {2}skipped: a write \(--include-writes sends it\) {2}#\d$/m);
    expect(result.stdout).toContain('No drift: 3 unchanged, 2 skipped of 5 requests.');
  });

  it('reports status changes and shape changes per request, and exits 1', async () => {
    const result = await runCli(['verify-recordings', cassette, '--target', drifted.url]);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    const at = lines.findIndex((l) => /^ {2}GET \/cms\/v2\/posts\?per_page=2&_fields=id,title,slug,new_field {2}changed shape {2}#\d$/.test(l));
    expect(at).toBeGreaterThan(0);
    const changes = lines.slice(
      at + 1,
      lines.findIndex((l, i) => i > at && !l.startsWith('    ')),
    );
    expect(changes).toEqual([
      '    - header X-WP-Total',
      '    - header X-WP-TotalPages',
      '    ~ [0].id number → string',
      '    - key [0].slug',
      '    ~ [0].title.rendered string → number',
      '    + key [0].new_field (string)',
    ]);
    expect(result.stdout).toMatch(/^ {2}GET \/cms\/v2\/tags {2}200 → 404 {2}#\d$/m);
    expect(result.stdout).not.toContain('/cms/v2/categories');
    expect(result.stdout).toContain('Drift: 2 drifted, 1 unchanged, 2 skipped of 5 requests.');
  });

  it('prints the report as JSON with --json, and never sends a request holding a redacted secret, even with --include-writes', async () => {
    const result = await runCli(['verify-recordings', cassette, '--target', drifted.url, '--json', '--include-writes']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.target).toBe(drifted.url);
    const requests = byRequest(report);
    expect(Object.fromEntries(Object.entries(requests).map(([k, r]) => [k, r.outcome]))).toEqual({
      'GET /cms/v2/posts': 'drift',
      'GET /cms/v2/tags': 'drift',
      'HEAD /cms/v2/categories': 'unchanged',
      'POST /cms/v2/posts': 'unchanged',
      'POST /cms/v2/users': 'skipped',
    });
    expect(requests['POST /cms/v2/users']).toMatchObject({ skipped: 'not replayable', reason: 'holds redacted fields (password)' });
    expect(requests['GET /cms/v2/tags']!.status).toEqual({ recorded: 200, live: 404 });
    expect(requests['GET /cms/v2/posts']!.changes).toContainEqual({ kind: 'added', path: '[0].new_field', type: 'string' });
    expect(report.summary).toEqual({ requests: 5, unchanged: 2, drift: 2, failed: 0, skipped: 1 });
  });

  it('reports a request whose connection is reset as failed, and exits 1', async () => {
    const faulty = join(dir, 'faulty.yaml');
    writeFileSync(
      faulty,
      `extends: ${JSON.stringify(join(ROOT, 'scenarios/site.yaml'))}\nrules:\n  - { name: reset, match: { route: /cms/v2/tags }, respond: { fault: connection-reset } }\n`,
    );
    const site = await startMockSite({ scenario: faulty });
    try {
      const result = await runCli(['verify-recordings', cassette, '--target', site.url]);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/^ {2}GET \/cms\/v2\/tags {2}failed: the connection was reset {2}#\d$/m);
      expect(result.stdout).toContain('Drift: 1 failed, 2 unchanged, 2 skipped of 5 requests.');
    } finally {
      await site.close();
    }
  });

  it('stops with one clear line and exit 1 when the site cannot be reached', async () => {
    const gone = await startMockSite();
    const url = gone.url;
    await gone.close();
    const result = await runCli(['verify-recordings', cassette, '--target', url]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(new RegExp(`^\\[mock-site\\] verify-recordings: cannot reach ${url.replace(/[.]/g, '\\.')}: .*ECONNREFUSED.*\\n$`));
  });

  it.each([
    [['verify-recordings', '--target', 'http://127.0.0.1:1'], /name at least one cassette/],
    [['verify-recordings', 'x.yaml'], /--target is required/],
    [['verify-recordings', 'x.yaml', '--target', 'ftp://example.com'], /--target must be an http:\/\/ or https:\/\/ URL/],
    [['verify-recordings', 'x.yaml', '--target', 'http://example.com', '--auth', 'nocolon'], /--auth must be user:password/],
    [['verify-recordings', 'x.yaml', '--target', 'http://example.com', '--concurrency', '0'], /--concurrency must be a whole number/],
    [['verify-recordings', 'x.yaml', '--target', 'http://example.com', '--timeout', 'soon'], /--timeout must be a positive number/],
    [['verify-recordings', 'missing.yaml', '--target', 'http://example.com'], /missing\.yaml: no such file or folder/],
  ])('refuses %j with a [mock-site] message and exit code 2', async (args, message) => {
    const result = await runCli(args, dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^\[mock-site\] verify-recordings: /);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  });
});
