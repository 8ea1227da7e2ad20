// --db through the CLI: what survives a clean restart, and the store's files after kill -9 during compactions.
// (SIGKILL during concurrent REST writes, round after round: test/hardening/crash-safety.test.ts.)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveCli, type Served } from '../cli/run-cli.js';
import { ADMIN, rest, ROOT } from '../helpers.js';
import { loadScenario } from '../../src/scenario/load.js';
import { scenarioClock } from '../../src/store/clock.js';
import { seedState } from '../../src/store/seed.js';
import { Store } from '../../src/store/store.js';

let served: Served | undefined;
afterEach(async () => {
  await served?.stop('SIGKILL');
  served = undefined;
});

const dbFile = () => join(mkdtempSync(join(tmpdir(), 'mock-site-db-')), 'site.json');
const sessionNames = async (url: string) => ((await (await fetch(`${url}/__mock/sessions`)).json()) as { name: string }[]).map((s) => s.name);
const headers = (session: string) => ({ Authorization: ADMIN, 'Content-Type': 'application/json', 'X-Mock-Session': session });

/** Creates a tag or a post in `session`; resolves with its id once the server acknowledged it (201). */
async function create(url: string, kind: 'tags' | 'posts', session: string, name: string): Promise<number> {
  const body = kind === 'tags' ? { name } : { title: name, content: `<p>${name}</p>`, status: 'publish' };
  const res = await fetch(`${url}${rest(`/cms/v2/${kind}`)}`, { method: 'POST', headers: headers(session), body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}
const createTag = (url: string, session: string, name: string) => create(url, 'tags', session, name);

/** The tag's name or the post's raw title, or the status when there is none. */
async function nameOf(url: string, kind: 'tags' | 'posts', session: string, id: number): Promise<string | number> {
  const res = await fetch(`${url}${rest(`/cms/v2/${kind}/${id}`, '&context=edit')}`, { headers: headers(session) });
  if (res.status !== 200) return res.status;
  const item = (await res.json()) as { name?: string; title?: { raw: string } };
  return kind === 'tags' ? item.name! : item.title!.raw;
}
const tagName = (url: string, session: string, id: number) => nameOf(url, 'tags', session, id);

describe('--db persistence', () => {
  it('keeps writes and sessions across a clean restart, with the snapshot written and the write log emptied on SIGTERM', async () => {
    const db = dbFile();
    served = await serveCli(['--db', db]);
    const a = await createTag(served.url, 'a', 'kept in a');
    await createTag(served.url, 'b', 'gone with b');
    const c = await createTag(served.url, 'c', 'kept in c');
    const post = await create(served.url, 'posts', 'c', 'A post kept in c');
    expect((await fetch(`${served.url}/__mock/sessions/b`, { method: 'DELETE' })).status).toBe(200);
    expect(await served.stop('SIGTERM')).toBe(0);
    expect(JSON.parse(readFileSync(db, 'utf8'))).toMatchObject({ version: 1, sessions: { a: {}, c: {} } });
    expect(readFileSync(`${db}.journal`, 'utf8')).toBe('');

    served = await serveCli(['--db', db]);
    expect(await sessionNames(served.url)).toEqual(['a', 'c']);
    expect(await tagName(served.url, 'a', a)).toBe('kept in a');
    expect(await tagName(served.url, 'c', c)).toBe('kept in c');
    expect(await tagName(served.url, 'default', a)).toBe(404);
    expect(await nameOf(served.url, 'posts', 'c', post)).toBe('A post kept in c');
    expect(await nameOf(served.url, 'posts', 'a', post)).toBe(404);
  });

  it('refuses to start on a file that is not a mock-site store, saying why', async () => {
    const db = dbFile();
    writeFileSync(db, 'not json');
    await expect(serveCli(['--db', db])).rejects.toThrow(/cannot read it as a mock-site store/);
  });

  it('loads a valid store holding every acknowledged write after kill -9 during frequent compactions', async () => {
    // A writer process on the built store with a tiny compaction threshold, so the kill lands in the middle
    // of appends and snapshot rewrites alike; it prints each post id once its write is acknowledged.
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-kill-'));
    const db = join(dir, 'db.json');
    const script = join(dir, 'writer.mjs');
    const dist = (path: string) => JSON.stringify(`${ROOT}dist/${path}`);
    writeFileSync(
      script,
      `
      import { loadScenario } from ${dist('scenario/load.js')};
      import { scenarioClock } from ${dist('store/clock.js')};
      import { seedState } from ${dist('store/seed.js')};
      import { Store } from ${dist('store/store.js')};
      const scenario = loadScenario();
      const seed = seedState(scenario);
      const store = new Store({ file: process.argv[2], seed: () => structuredClone(seed), clock: scenarioClock(scenario.clock.start, scenario.site.gmt_offset), compactAt: 4096 });
      const session = store.session('default');
      const template = session.all('posts').find((p) => p.type === 'post');
      const write = async () => {
        const id = session.nextId('post');
        session.tick();
        session.put('posts', id, { ...template, id, title: 'post ' + id, content: 'x'.repeat(200) });
        await session.commit();
        process.stdout.write(id + '\\n');
      };
      for (;;) await Promise.all(Array.from({ length: 8 }, write));
    `,
    );
    const scenario = loadScenario();
    const seed = seedState(scenario);
    const reopen = () => new Store({ file: db, seed: () => structuredClone(seed), clock: scenarioClock(scenario.clock.start, scenario.site.gmt_offset) });
    const acknowledged: number[] = [];
    for (const killAfter of [150, 700, 1500]) {
      const child = spawn(process.execPath, [script, db]);
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', (d: Buffer) => reject(new Error(String(d))));
        child.stdout.on('data', (d: Buffer) => {
          out += d;
          if (out.split('\n').length > killAfter && child.signalCode === null) child.kill('SIGKILL');
        });
        child.once('exit', () => resolve());
      });
      acknowledged.push(
        ...out
          .split('\n')
          .filter((line) => /^\d+$/.test(line))
          .map(Number),
      );
      const store = reopen();
      const session = store.session('default');
      expect(acknowledged.filter((id) => session.get('posts', id)?.title !== `post ${id}`)).toEqual([]);
      expect(session.state.ids.post).toBeGreaterThanOrEqual(Math.max(...acknowledged));
      store.close();
    }
    expect(acknowledged.length).toBeGreaterThan(2000);
  });
});
