// --db through the CLI: what survives a clean restart, and what survives kill -9 in the middle of many writes.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
  it('keeps writes and sessions across a clean restart, with the snapshot written and the journal emptied on SIGTERM', async () => {
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

  it('keeps every acknowledged write when killed with SIGKILL in the middle of many concurrent writes', async () => {
    const db = dbFile();
    served = await serveCli(['--db', db]);
    const { url, child } = served;
    const acknowledged: { kind: 'tags' | 'posts'; session: string; id: number; name: string }[] = [];
    let cutOff = 0;
    const failures: string[] = [];
    let exited = false;
    child.once('exit', () => (exited = true));
    // 32 clients, each in its own session, create posts (even clients) or tags (odd ones) without pause until
    // the process is gone; it is killed after 300 acknowledged writes, while the others are in flight.
    const client = async (c: number) => {
      const session = `k-${c}`;
      const kind = c % 2 ? 'tags' : 'posts';
      for (let n = 0; !exited; n++) {
        const name = `${kind} ${c} ${n}`;
        try {
          acknowledged.push({ kind, session, id: await create(url, kind, session, name), name });
        } catch (e) {
          cutOff++; // in flight or sent when the process died: not acknowledged
          if (!child.killed) failures.push(String(e));
          return;
        }
        if (acknowledged.length >= 300 && !child.killed) child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 32 }, (_, c) => client(c)));
    expect(failures, 'writes that failed before the kill').toEqual([]);
    expect(child.signalCode, `exit code ${child.exitCode}: ${served.output().slice(-2000)}`).toBe('SIGKILL');
    expect(cutOff).toBeGreaterThan(0);
    expect(existsSync(`${db}.journal`)).toBe(true);

    served = await serveCli(['--db', db]);
    const lost = [];
    for (const w of acknowledged) if ((await nameOf(served.url, w.kind, w.session, w.id)) !== w.name) lost.push(w);
    expect(lost).toEqual([]);
    expect(acknowledged.filter((w) => w.kind === 'posts').length).toBeGreaterThan(50);
    // The reloaded store takes writes again and survives a second restart.
    const after = await create(served.url, 'posts', 'k-0', 'after the kill');
    expect(await served.stop('SIGTERM')).toBe(0);
    served = await serveCli(['--db', db]);
    expect(await nameOf(served.url, 'posts', 'k-0', after)).toBe('after the kill');
    const first = acknowledged[0]!;
    expect(await nameOf(served.url, first.kind, first.session, first.id)).toBe(first.name);
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
    writeFileSync(script, `
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
    `);
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
      acknowledged.push(...out.split('\n').filter((line) => /^\d+$/.test(line)).map(Number));
      const store = reopen();
      const session = store.session('default');
      expect(acknowledged.filter((id) => session.get('posts', id)?.title !== `post ${id}`)).toEqual([]);
      expect(session.state.ids.post).toBeGreaterThanOrEqual(Math.max(...acknowledged));
      store.close();
    }
    expect(acknowledged.length).toBeGreaterThan(2000);
  });
});
