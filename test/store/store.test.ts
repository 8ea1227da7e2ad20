import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import type { PostData } from '../../src/model/data.js';
import { scenarioClock } from '../../src/store/clock.js';
import { seedState } from '../../src/store/seed.js';
import { changeEntries } from '../../src/store/change-log.js';
import type { Session } from '../../src/store/session.js';
import { Store, type StoreOptions } from '../../src/store/store.js';
import type { PostRecord } from '../../src/store/types.js';

const scenario = loadScenario();
const seed = seedState(scenario);
const clock = scenarioClock(scenario.clock.start, scenario.site.gmt_offset);
const dbFile = () => join(mkdtempSync(join(tmpdir(), 'mock-site-store-')), 'db.json');
const open = (file?: string, more: Partial<StoreOptions> = {}) => new Store({ ...(file ? { file } : {}), seed: () => structuredClone(seed), clock, ...more });
const writeLogLines = (file: string) => readFileSync(`${file}.journal`, 'utf8').split('\n').filter(Boolean);

/** Writes one new post the way a handler does: tick, put, commit. */
async function writePost(session: Session, title: string): Promise<number> {
  const id = session.nextId('post');
  session.tick();
  const [local, gmt] = session.now();
  const any = session.all('posts').find((p) => p.type === 'post')!;
  session.put('posts', id, { ...any, id, title, slug: title, date: local, date_gmt: gmt, modified: local, modified_gmt: gmt });
  await session.commit();
  return id;
}

describe('store', () => {
  it('creates a session from the seed on first use, a copy of its own', () => {
    const store = open();
    const a = store.session('a');
    expect(a.all('posts').length).toBe(Object.keys(seed.posts).length);
    a.remove('posts', Object.keys(seed.posts)[0]!);
    expect(store.session('b').all('posts').length).toBe(Object.keys(seed.posts).length);
    expect(store.names()).toEqual(['a', 'b']);
  });

  it('keeps acknowledged writes across a reopen of the same file without a clean close (write log replay)', async () => {
    const file = dbFile();
    const store = open(file);
    const id = await writePost(store.session('default'), 'kept-by-the-write-log');
    const again = open(file);
    expect(again.session('default').get('posts', id)?.title).toBe('kept-by-the-write-log');
    expect(again.session('default').state.ticks).toBe(1);
    expect(again.session('default').state.ids.post).toBe(id);
  });

  it('writes the snapshot and empties the write log on close, and loads from it', async () => {
    const file = dbFile();
    const store = open(file);
    const id = await writePost(store.session('default'), 'in-the-snapshot');
    store.close();
    expect(readFileSync(`${file}.journal`, 'utf8')).toBe('');
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { seq: number; sessions: Record<string, { posts: Record<string, PostRecord> }> };
    expect(snapshot.sessions.default!.posts[id]!.title).toBe('in-the-snapshot');
    expect(open(file).session('default').get('posts', id)?.title).toBe('in-the-snapshot');
  });

  it('stores a session still equal to the seed by name only, in the write log and in the snapshot', async () => {
    const file = dbFile();
    const store = open(file);
    store.session('untouched');
    await store.settled();
    expect(writeLogLines(file)).toEqual(['{"s":1,"n":"untouched","seed":true}']);
    store.close();
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { sessions: object; seeded: string[] };
    expect(snapshot).toMatchObject({ version: 1, seq: 1, sessions: {}, seeded: ['untouched'] });
    expect(open(file).session('untouched').all('posts').length).toBe(Object.keys(seed.posts).length);
  });

  it('logs only the rows a write changed: the cost of a write does not grow with the store', async () => {
    const posts: PostData[] = Array.from({ length: 10_000 }, (_, i) => ({ title: `Post ${i}`, content: `Body of post ${i}. `.repeat(20) }));
    const big = loadScenario(undefined, { data: { posts } });
    const bigSeed = seedState(big);
    const file = dbFile();
    const store = new Store({ file, seed: () => structuredClone(bigSeed), clock });
    const session = store.session('default');
    await writePost(session, 'one');
    const before = statSync(`${file}.journal`).size;
    await writePost(session, 'two');
    const line = statSync(`${file}.journal`).size - before;
    expect(line).toBeLessThan(2000);
    expect(before).toBeLessThan(4000);
  });

  it('compacts into the snapshot as the write log grows, and replays what came after', async () => {
    const file = dbFile();
    const store = open(file, { compactAt: 4096 });
    const session = store.session('default');
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push(await writePost(session, `post-${i}`));
    await store.idle();
    expect(statSync(file).size).toBeGreaterThan(0);
    expect(statSync(`${file}.journal`).size).toBeLessThan(2 * statSync(file).size);
    const again = open(file);
    expect(ids.map((id) => again.session('default').get('posts', id)?.title)).toEqual(ids.map((_, i) => `post-${i}`));
  });

  it('puts a session back to the seed with reset and forgets it with drop, durably', async () => {
    const file = dbFile();
    const store = open(file);
    const id = await writePost(store.session('a'), 'gone-after-reset');
    await writePost(store.session('b'), 'gone-with-b');
    await store.reset('a');
    expect(store.session('a').get('posts', id)).toBeUndefined();
    expect(store.session('a').state.ticks).toBe(0);
    expect(await store.drop('b')).toBe(true);
    expect(await store.drop('b')).toBe(false);
    const again = open(file);
    expect(again.names()).toEqual(['a']);
    expect(again.session('a').get('posts', id)).toBeUndefined();
  });

  it('drops the changes a request commits after its session was reset meanwhile', async () => {
    const store = open(dbFile());
    const session = store.session('a');
    session.put('posts', 999_999, { ...session.all('posts')[0]!, id: 999_999 });
    await store.reset('a');
    await session.commit();
    expect(store.session('a').get('posts', 999_999)).toBeUndefined();
  });

  it("gives each request its own pending changes on the session's one state: a commit takes its request's alone, with its note", async () => {
    const file = dbFile();
    const store = open(file);
    const shared = store.session('a');
    const first = shared.forRequest({ user_id: 1 });
    const second = shared.forRequest({ user_id: 2 });
    const row = shared.all('posts')[0]!;
    first.put('posts', 900_001, { ...row, id: 900_001, title: 'first' });
    second.put('posts', 900_002, { ...row, id: 900_002, title: 'second' });
    // One state: each sees the other's change at once, and so does the store's own object (its indexes too).
    expect(first.get('posts', 900_002)?.title).toBe('second');
    expect(shared.lookup('posts', 'title', 'first').map((p) => p.id)).toEqual([900_001]);
    await second.commit();
    const entries = () => changeEntries(store.session('a')).map((e) => [e.user_id, e.rows]);
    expect(entries()).toEqual([[2, 1]]);
    await first.commit({ summary: 'Noted' });
    expect(entries()).toEqual([
      [2, 1],
      [1, 1],
    ]);
    expect(changeEntries(store.session('a')).at(-1)!.summary).toBe('Noted');
    // Both durable, each once.
    const again = open(file).session('a');
    expect([again.get('posts', 900_001)?.title, again.get('posts', 900_002)?.title]).toEqual(['first', 'second']);
  });

  it('keeps sessions apart when many write at once', async () => {
    const file = dbFile();
    const store = open(file);
    const names = Array.from({ length: 20 }, (_, i) => `worker-${i}`);
    const written = await Promise.all(
      names.map(async (name) => {
        const ids: number[] = [];
        for (let k = 0; k < 5; k++) ids.push(await writePost(store.session(name), `${name}-${k}`));
        return ids;
      }),
    );
    const again = open(file);
    for (const [i, name] of names.entries()) {
      const titles = again
        .session(name)
        .all('posts')
        .map((p) => p.title)
        .filter((t) => t.startsWith('worker-'));
      expect(titles.sort()).toEqual([0, 1, 2, 3, 4].map((k) => `${name}-${k}`).sort());
      expect(again.session(name).state.ids.post).toBe(written[i]!.at(-1));
    }
  });

  it('writes the commits of one event-loop turn together: one write log write, one acknowledgement', async () => {
    const file = dbFile();
    const store = open(file);
    const sessions = ['a', 'b', 'c'].map((n) => store.session(n));
    await store.settled();
    const acks = sessions.map((s) => {
      s.tick();
      s.put('options', 'blogname', s.name as never);
      return s.commit();
    });
    expect(new Set(acks).size).toBe(1);
    await acks[0];
    expect(
      writeLogLines(file)
        .slice(3)
        .map((l) => (JSON.parse(l) as { n: string }).n),
    ).toEqual(['a', 'b', 'c']);
  });

  it('in memory, acknowledges the first commit of an event-loop turn at once, the others together once the turn is over', async () => {
    const store = open();
    const nextTurns = () => new Promise((resolve) => setTimeout(resolve, 5));
    for (const name of ['a', 'b', 'c']) store.session(name); // first use is a write too
    await nextTurns();
    const acknowledged: string[] = [];
    const writes = ['a', 'b', 'c'].map((name) => writePost(store.session(name), `post-${name}`).then(() => acknowledged.push(name)));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    // Written (and seen by the turn's other requests) at once; only the turn's first is acknowledged within it.
    expect(
      store
        .session('c')
        .all('posts')
        .some((p) => p.title === 'post-c'),
    ).toBe(true);
    expect(acknowledged).toEqual(['a']);
    let settled = false;
    void store.settled().then(() => (settled = true));
    await Promise.all(writes);
    expect(acknowledged).toEqual(['a', 'b', 'c']);
    await Promise.resolve();
    expect(settled).toBe(true);
    // A commit without changes waits for the writes under way, and for nothing when there are none.
    await nextTurns();
    await writePost(store.session('a'), 'post-a2');
    const next = writePost(store.session('a'), 'post-a3');
    let empty = false;
    void store
      .session('b')
      .commit()
      .then(() => (empty = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(empty).toBe(false);
    await next;
    await Promise.resolve();
    expect(empty).toBe(true);
    await store.session('c').commit();
  });

  it('in memory, acknowledges at once what a request writes next while its turn is acknowledged (a batch)', async () => {
    const store = open();
    store.session('a');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await writePost(store.session('a'), 'first of the turn');
    // The second write of the turn waits for the turn; the ones that follow it, as a batch's next sub-requests would,
    // come while the turn is acknowledged and wait for nothing more.
    await writePost(store.session('a'), 'second');
    let third = false;
    const after = writePost(store.session('a'), 'third').then(() => (third = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(third).toBe(true);
    await after;
  });
});
