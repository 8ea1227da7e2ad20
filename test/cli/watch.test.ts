import { once } from 'node:events';
import { mkdtempSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockApp, resolveScenario, type MockApp } from '../../src/app.js';
import { watchScenario, type ScenarioWatcher } from '../../src/cli/watch.js';
import { validateScenario } from '../../src/cli/validate.js';
import { ADMIN, rest } from '../helpers.js';
import { runCli, serveCli, type Served } from './run-cli.js';
import { printed, printedAgain, saveByRename, sedInPlace, until } from './watching.js';

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

const siteName = async (url: string) => ((await (await fetch(`${url}${rest('/')}`)).json()) as { name: string }).name;
const postTitles = async (url: string) =>
  ((await (await fetch(`${url}${rest('/cms/v2/posts', '&per_page=100&_fields=title')}`)).json()) as { title: { rendered: string } }[]).map(
    (p) => p.title.rendered,
  );
const writePost = (url: string, title: string) =>
  fetch(`${url}${rest('/cms/v2/posts')}`, {
    method: 'POST',
    headers: { Authorization: ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, status: 'publish' }),
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

describe('serve --watch: saves that put a new file in place of the old one (issue 18)', () => {
  const named = (name: string) => `site:\n  name: ${name}\n`;
  const KEPT = 'the previous scenario keeps serving';
  const serves = (name: string) => until(async () => (await siteName(served!.url)) === name, `${name} to serve`);

  it('applies every save by rename: two quick ones, invalid ones between, a burst, then one at a time', async () => {
    const { file } = scenarioDir(named('Start'));
    served = await serveCli(['--scenario', file, '--watch']);
    saveByRename(file, named('One'));
    saveByRename(file, named('Two'));
    await serves('Two');
    for (const broken of ['site:\n  name: [\n', 'site:\n  page_on_front: front\n']) {
      const before = printed(served, KEPT);
      saveByRename(file, broken);
      await printedAgain(served, KEPT, before);
      expect(await siteName(served.url)).toBe('Two');
    }
    for (const text of [named('Three'), 'site: [', named('Four'), 'site:\n  page_on_front: front\n', named('Five')]) saveByRename(file, text);
    await serves('Five');
    for (const name of ['Six', 'Seven', 'Eight']) {
      saveByRename(file, named(name));
      await serves(name);
    }
  });

  it('takes the file back after it was deleted, whether re-created at once or after the error', async () => {
    const { file } = scenarioDir(named('Start'));
    served = await serveCli(['--scenario', file, '--watch']);
    const before = printed(served, KEPT);
    unlinkSync(file);
    await printedAgain(served, KEPT, before);
    expect(await siteName(served.url)).toBe('Start');
    writeFileSync(file, named('Back'));
    await serves('Back');
    unlinkSync(file);
    writeFileSync(file, named('Again'));
    await serves('Again');
    writeFileSync(file, named('Edited in place'));
    await serves('Edited in place');
  });

  it.skipIf(process.platform === 'win32')('applies every sed -i, two in a row and the ones after', async () => {
    const { file } = scenarioDir(named('One'));
    served = await serveCli(['--scenario', file, '--watch']);
    sedInPlace(file, 'One', 'Two');
    sedInPlace(file, 'Two', 'Three');
    await serves('Three');
    sedInPlace(file, 'Three', 'Four');
    await serves('Four');
    sedInPlace(file, 'Four', 'Five');
    await serves('Five');
  });

  it('applies rename-saves of a file the scenario extends and of a body file, quick and invalid ones included', async () => {
    const { dir, file } = scenarioDir('extends: base.yaml\nrules:\n  - match: { route: /extra/v1/thing }\n    respond: { bodyFile: body.json }\n');
    writeFileSync(join(dir, 'base.yaml'), named('Base'));
    writeFileSync(join(dir, 'body.json'), '"body one"');
    served = await serveCli(['--scenario', file, '--watch']);
    const body = async () => (await (await fetch(`${served!.url}${rest('/extra/v1/thing')}`)).json()) as unknown;
    const base = join(dir, 'base.yaml');
    saveByRename(base, named('Base two'));
    saveByRename(base, named('Base three'));
    await serves('Base three');
    for (const text of ['site: [', named('Base four'), 'site: [', named('Base five')]) saveByRename(base, text);
    await serves('Base five');
    saveByRename(base, named('Base six'));
    await serves('Base six');
    const bodyFile = join(dir, 'body.json');
    saveByRename(bodyFile, '"body two"');
    saveByRename(bodyFile, '"body three"');
    await until(async () => (await body()) === 'body three', 'the third body');
    for (const text of ['{ not json', '"body four"', '{ not json', '"body five"']) saveByRename(bodyFile, text);
    await until(async () => (await body()) === 'body five', 'the fifth body');
    saveByRename(bodyFile, '"body six"');
    await until(async () => (await body()) === 'body six', 'the sixth body');
  });

  it.skipIf(process.platform === 'win32')('follows a scenario that is a link to a file in another folder', async () => {
    const { file: target } = scenarioDir(named('Linked'));
    const { dir } = scenarioDir('');
    const link = join(dir, 'link.yaml');
    symlinkSync(target, link);
    served = await serveCli(['--scenario', link, '--watch']);
    writeFileSync(target, named('Target edited'));
    await serves('Target edited');
    saveByRename(target, named('Target renamed'));
    saveByRename(target, named('Target renamed twice'));
    await serves('Target renamed twice');
    saveByRename(target, named('Target renamed again'));
    await serves('Target renamed again');
  });
});

describe('hot reload: the swap and the state', () => {
  async function watched(text: string, db?: string) {
    const { file } = scenarioDir(text);
    app = createMockApp({ scenario: file, ...(db ? { db } : {}) });
    const logs: string[] = [];
    const errors: string[] = [];
    watcher = await watchScenario({
      app,
      load: () => resolveScenario({ scenario: file }),
      ...(db ? { db } : {}),
      log: (l) => logs.push(l),
      error: (e) => errors.push(e),
      settleMs: 10,
      check: async (source) => validateScenario(source).problems,
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
    const titles = w.app.site.store
      .session('a')
      .all('posts')
      .filter((p) => p.type === 'post')
      .map((p) => p.title);
    expect(titles).toEqual(['Seeded two']);
    expect(w.app.site.store.state('a')!.options.marker).toBeUndefined();
  });

  it('lets a request under way finish on the scenario it started on', async () => {
    const slow = (body: string) => `rules:\n  - match: { route: /slow/v1/thing }\n    respond: { delay: 300, body: ${body} }\n`;
    const { file } = scenarioDir(slow('old'));
    app = createMockApp({ scenario: file });
    const server = createServer(app.listener).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${rest('/slow/v1/thing')}`;
    try {
      // Listeners run in order: when this one hears of the request, app.listener has bound it to the site serving.
      const started = once(server, 'request');
      const during = fetch(url).then((r) => r.json() as Promise<unknown>);
      await started;
      writeFileSync(file, slow('new'));
      await app.swap(resolveScenario({ scenario: file }));
      expect(await during).toBe('old');
      expect(await (await fetch(url)).json()).toBe('new');
    } finally {
      server.closeAllConnections();
      server.close();
    }
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

  it("never reloads for the store's own writes to its --db files beside the scenario", async () => {
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
