// Sessions share the seed's rows (src/store/seed.ts, sharedSeed) instead of each copying the whole state: a write
// in one session is never seen in another, in a new one, in the seed, or after a reset; --db keeps working.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { scenarioClock } from '../../src/store/clock.js';
import { seedState, sharedSeed } from '../../src/store/seed.js';
import { Store } from '../../src/store/store.js';
import type { PostRecord, SessionState } from '../../src/store/types.js';
import { failingDisk } from './failing-disk.js';

const scenario = loadScenario();
const clock = scenarioClock(scenario.clock.start, scenario.site.gmt_offset);
const pristine = seedState(scenario);
const seedSnapshot = JSON.stringify(pristine);

function open(file?: string) {
  const seed = seedState(scenario);
  return { seed, store: new Store({ ...(file ? { file } : {}), seed: sharedSeed(seed), clock }) };
}

const firstPost = (state: SessionState) => Object.values(state.posts).find((p) => p.type === 'post')!;

/** Every kind of write a session makes: a new row, a changed row, a removed row, an option, a counter, an id. */
async function writeEverything(store: Store, name: string): Promise<void> {
  const s = store.session(name);
  const post = firstPost(s.state);
  const id = s.nextId('post');
  s.tick();
  s.put('posts', id, { ...post, id, title: `new in ${name}` });
  s.put('posts', post.id, { ...post, title: `changed in ${name}`, categories: [...post.categories, 99] });
  s.remove('terms', Object.keys(s.state.terms)[0]!);
  s.put('options', 'sticky_posts', [id]);
  s.put('counters', 'hits', 1);
  s.put('machines', 'm', 'on');
  await s.commit();
}

describe('sessions sharing the seed', () => {
  it('never see another session’s writes, and the seed never changes', async () => {
    const { seed, store } = open();
    const b = store.session('b'); // made before a writes
    await writeEverything(store, 'a');
    const a = store.state('a')!;
    expect(firstPost(a).title).toBe('changed in a');
    for (const other of [b.state, store.session('c').state, seed]) {
      expect(JSON.stringify(other)).toBe(seedSnapshot);
      expect(other.posts).not.toBe(a.posts);
      expect(other.ids).not.toBe(a.ids);
    }
    await writeEverything(store, 'b');
    expect(firstPost(store.state('a')!).title).toBe('changed in a');
    expect(JSON.stringify(seed)).toBe(seedSnapshot);
    await store.reset('a');
    expect(JSON.stringify(store.state('a'))).toBe(seedSnapshot);
  });

  it('shares the rows themselves, frozen: changing one in place throws instead of reaching another session', () => {
    const { seed, store } = open();
    const a = store.session('a').state;
    const b = store.session('b').state;
    const post = firstPost(a);
    expect(post).toBe(firstPost(b));
    expect(post).toBe(firstPost(seed));
    expect(() => {
      (post as { title: string }).title = 'in place';
    }).toThrow(TypeError);
    expect(() => (post as PostRecord).categories.push(5)).toThrow(TypeError);
    expect(() => (seed.options.sticky_posts as number[]).push(5)).toThrow(TypeError);
    expect(JSON.stringify(b)).toBe(seedSnapshot);
  });

  it('undoes a refused write back to the shared row', async () => {
    const disk = failingDisk();
    try {
      const file = join(mkdtempSync(join(tmpdir(), 'mock-site-shared-seed-')), 'db.json');
      const { seed, store } = open(file);
      const s = store.session('a');
      await store.settled();
      const post = firstPost(s.state);
      disk.fail('ENOSPC');
      s.tick();
      s.put('posts', post.id, { ...post, title: 'refused' });
      s.remove('posts', Object.keys(s.state.posts).at(-1)!);
      await expect(s.commit()).rejects.toThrow(/not kept/);
      disk.heal();
      expect(s.get('posts', post.id)).toBe(post);
      expect(JSON.stringify(s.state)).toBe(seedSnapshot);
      expect(JSON.stringify(seed)).toBe(seedSnapshot);
      store.close();
    } finally {
      disk.restore();
    }
  });

  it('keeps working with --db: a reopened store has the writes of each session and the seed for the others', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-site-shared-seed-')), 'db.json');
    const first = open(file);
    await writeEverything(first.store, 'a');
    first.store.session('b');
    await first.store.settled();
    first.store.close();
    const again = open(file);
    expect(firstPost(again.store.state('a')!).title).toBe('changed in a');
    expect(again.store.state('a')!.ids.post).toBe(pristine.ids.post + 1);
    expect(JSON.stringify(again.store.state('b'))).toBe(seedSnapshot);
    await writeEverything(again.store, 'b');
    expect(firstPost(again.store.state('a')!).title).toBe('changed in a');
    expect(JSON.stringify(again.seed)).toBe(seedSnapshot);
    again.store.close();
  });

  it('looks rows up by a field, one row or many, in the order they were written, as writes change them', async () => {
    const { store } = open();
    const s = store.session('a');
    const post = firstPost(s.state);
    const slugs = () => [...s.lookup('posts', 'slug', 'same')].map((p) => p.id);
    expect(slugs()).toEqual([]);
    s.put('posts', 9001, { ...post, id: 9001, slug: 'same' });
    expect(slugs()).toEqual([9001]);
    s.put('posts', 9002, { ...post, id: 9002, slug: 'same' });
    s.put('posts', 9003, { ...post, id: 9003, slug: 'same' });
    expect(slugs()).toEqual([9001, 9002, 9003]);
    s.put('posts', 9001, { ...post, id: 9001, slug: 'same', title: 'again' });
    expect(slugs()).toEqual([9002, 9003, 9001]);
    s.remove('posts', 9002);
    s.put('posts', 9003, { ...post, id: 9003, slug: 'other' });
    expect(slugs()).toEqual([9001]);
    expect([...s.lookup('posts', 'slug', 'other')].map((p) => p.id)).toEqual([9003]);
    s.remove('posts', 9001);
    expect(slugs()).toEqual([]);
    expect([...s.lookup('posts', 'slug', post.slug)]).toEqual([post]);
    await s.commit();
    expect([...store.session('b').lookup('posts', 'slug', 'other')]).toEqual([]);
  });
});
