import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockApp, resolveScenario, type MockApp } from '../../src/app.js';
import { watchScenario, type ScenarioWatcher } from '../../src/cli/watch.js';
import { validateScenario } from '../../src/scenario/validate.js';
import { ADMIN, rest } from '../helpers.js';
import { runCli, serveCli, type Served } from './run-cli.js';

let served: Served | undefined;
let watcher: ScenarioWatcher | undefined;
let app: MockApp | undefined;
afterEach(async () => {
  await served?.stop();
  await watcher?.close();
  app?.close();
  served = watcher = app = undefined;
});

function scenarioDir(text: string): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mock-site-watch-'));
  writeFileSync(join(dir, 'mine.yaml'), text);
  return { dir, file: join(dir, 'mine.yaml') };
}

/** Polls `probe` until it returns true (at most 10 s). */
async function until(probe: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const siteName = async (url: string) => ((await (await fetch(`${url}${rest('/')}`)).json()) as { name: string }).name;
const postTitles = async (url: string) =>
  ((await (await fetch(`${url}${rest('/cms/v2/posts', '&per_page=100&_fields=title')}`)).json()) as { title: { rendered: string } }[]).map((p) => p.title.rendered);
const writePost = (url: string, title: string) => fetch(`${url}${rest('/cms/v2/posts')}`, {
  method: 'POST', headers: { Authorization: ADMIN, 'Content-Type': 'application/json' }, body: JSON.stringify({ title, status: 'publish' }),
});

describe('serve --watch (hot reload against a running CLI server)', () => {
  it('swaps in a valid change between requests, keeping the data written so far', async () => {
    const { file } = scenarioDir('site:\n  name: Before\n');
    served = await serveCli(['--scenario', file, '--watch']);
    expect(await siteName(served.url)).toBe('Before');
    expect((await writePost(served.url, 'Written before the reload')).status).toBe(201);
    writeFileSync(file, 'site:\n  name: After\n');
    await until(async () => (await siteName(served!.url)) === 'After', 'the reload');
    expect(await postTitles(served.url)).toContain('Written before the reload');
  });

  it('keeps the old scenario serving on an invalid change, prints the errors with line and column, then takes the fix', async () => {
    const { file } = scenarioDir('site:\n  name: Good\n');
    served = await serveCli(['--scenario', file, '--watch']);
    writeFileSync(file, 'site:\n  name: Broken\n  page_on_front: front\n');
    await until(() => served!.output().includes('the previous scenario keeps serving'), 'the error report');
    expect(served.output()).toContain(`[mock-site] ${file}:3:18: site.page_on_front must be a whole number (got string "front").`);
    expect(await siteName(served.url)).toBe('Good');
    writeFileSync(file, 'site:\n  name: Fixed\n');
    await until(async () => (await siteName(served!.url)) === 'Fixed', 'the fixed reload');
  });

  it('warns, once the change serves, of what mock-site validate finds in it', async () => {
    const { file } = scenarioDir('site:\n  name: Plain\n');
    served = await serveCli(['--scenario', file, '--watch']);
    writeFileSync(file, 'rules:\n  - match: { route: /nowhere/v1/thing }\n    respond: { body: 1 }\n');
    await until(() => served!.output().includes('[mock-site] warning:'), 'the warning');
    expect(served.output()).toContain(`[mock-site] warning: ${file}:2:`);
    expect(served.output()).toContain('matches no route');
    expect(await (await fetch(`${served.url}${rest('/nowhere/v1/thing')}`)).json()).toBe(1);
  });

  it('does not watch unless asked when the output is not a terminal', async () => {
    const { file } = scenarioDir('site:\n  name: Still\n');
    served = await serveCli(['--scenario', file]);
    writeFileSync(file, 'site:\n  name: Changed\n');
    await new Promise((r) => setTimeout(r, 600));
    expect(await siteName(served.url)).toBe('Still');
  });

  it('refuses --watch together with --no-watch', async () => {
    const res = await runCli(['serve', '--watch', '--no-watch']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--watch and --no-watch contradict each other');
  });
});

describe('hot reload: the swap and the state', () => {
  async function watched(text: string, db?: string) {
    const { file } = scenarioDir(text);
    app = createMockApp({ scenario: file, ...(db ? { db } : {}) });
    const logs: string[] = [];
    const errors: string[] = [];
    watcher = await watchScenario({
      app, load: () => resolveScenario({ scenario: file }), ...(db ? { db } : {}),
      log: (l) => logs.push(l), error: (e) => errors.push(e), settleMs: 10, check: async (source) => validateScenario(source).problems,
    });
    return { file, logs, errors, app };
  }

  it('starts every session over when the seed data changed', async () => {
    const w = await watched('data:\n  posts:\n    - title: Seeded one\n');
    const session = w.app.site.store.session('a');
    session.put('options', 'marker', 1);
    await session.commit();
    writeFileSync(w.file, 'data:\n  posts:\n    - title: Seeded two\n');
    await until(() => watcher!.reloads === 1, 'the reload');
    expect(w.logs[0]).toMatch(/reloaded .*mine\.yaml in \d+ ms \(0 rules\): the seed data changed, every session starts over from it\./);
    const titles = w.app.site.store.session('a').all('posts').filter((p) => p.type === 'post').map((p) => p.title);
    expect(titles).toEqual(['Seeded two']);
    expect(w.app.site.store.state('a')!.options.marker).toBeUndefined();
  });

  it('lets a request under way finish on the scenario it started on', async () => {
    const slow = (body: string) => `rules:\n  - match: { route: /slow/v1/thing }\n    respond: { delay: 300, body: ${body} }\n`;
    const { file } = scenarioDir(slow('old'));
    app = createMockApp({ scenario: file });
    const http = request(app.express);
    const during = http.get(rest('/slow/v1/thing')).then((r) => r.body as unknown);
    await new Promise((r) => setTimeout(r, 100));
    writeFileSync(file, slow('new'));
    await app.swap(resolveScenario({ scenario: file }));
    expect(await during).toBe('old');
    expect((await http.get(rest('/slow/v1/thing'))).body).toBe('new');
  });

  it('keeps the sessions when only other parts changed', async () => {
    const w = await watched('site:\n  name: One\n');
    const session = w.app.site.store.session('a');
    session.put('options', 'marker', 1);
    await session.commit();
    writeFileSync(w.file, 'site:\n  name: Two\nseed: 5\n');
    await until(() => watcher!.reloads === 1, 'the reload');
    expect(w.logs[0]).toContain('sessions keep their state');
    expect(w.app.site.scenario.site.name).toBe('Two');
    expect(w.app.site.store.state('a')!.options.marker).toBe(1);
  });

  it('reloads a change to a file the scenario extends', async () => {
    const { dir } = scenarioDir('');
    writeFileSync(join(dir, 'base.yaml'), 'site:\n  name: Base one\n');
    const w = await watched('seed: 3\n');
    writeFileSync(w.file, `extends: ${JSON.stringify(join(dir, 'base.yaml'))}\nseed: 3\n`);
    await until(() => w.app.site.scenario.site.name === 'Base one', 'the first reload');
    writeFileSync(join(dir, 'base.yaml'), 'site:\n  name: Base two\n');
    await until(() => w.app.site.scenario.site.name === 'Base two', 'the reload of the extended file');
  });

  it('applies a change that loads, and warns of what mock-site validate finds in it', async () => {
    const w = await watched('site:\n  name: Warned\n');
    writeFileSync(w.file, 'rules:\n  - match: { route: /nowhere/v1/thing }\n    respond: { body: 1 }\n');
    await until(() => w.errors.length > 0, 'the warning');
    expect(watcher!.reloads).toBe(1);
    expect(w.app.site.scenario.rules).toHaveLength(1);
    expect(w.errors[0]).toContain(`[mock-site] warning: ${w.file}:2:`);
    expect(w.errors[0]).toContain('matches no route');
  });

  it('never reloads for the store\'s own writes to its --db files beside the scenario', async () => {
    const { dir } = scenarioDir('');
    const w = await watched('site:\n  name: Db\n', join(dir, 'state.json'));
    const session = w.app.site.store.session('default');
    for (let i = 0; i < 20; i++) {
      session.put('options', `k${i}`, i);
      await session.commit();
    }
    w.app.site.store.compact();
    await w.app.site.store.idle();
    await new Promise((r) => setTimeout(r, 300));
    expect(watcher!.reloads).toBe(0);
    expect(w.errors).toEqual([]);
  });
});
