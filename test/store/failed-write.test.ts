// A write the --db write log refuses (full disk, I/O error...) is undone: the session is exactly as before it, the
// caller hears why, the next write after the disk recovers is kept, and a reopen holds exactly the acknowledged
// writes. (Through the HTTP app and its read memo: failed-write-http.test.ts.)
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { scenarioClock } from '../../src/store/clock.js';
import { WriteLog } from '../../src/store/write-log.js';
import { seedState } from '../../src/store/seed.js';
import type { Session } from '../../src/store/session.js';
import { stateVersion } from '../../src/store/state-version.js';
import { Store, type StoreOptions } from '../../src/store/store.js';
import type { SessionState } from '../../src/store/types.js';
import { failingDisk, type DiskError, type FailingDisk } from './failing-disk.js';

const scenario = loadScenario();
const seed = seedState(scenario);
const clock = scenarioClock(scenario.clock.start, scenario.site.gmt_offset);
const dbFile = () => join(mkdtempSync(join(tmpdir(), 'mock-site-failed-write-')), 'db.json');
const open = (file: string, more: Partial<StoreOptions> = {}) => new Store({ file, seed: () => structuredClone(seed), clock, ...more });
const NOT_KEPT =
  /could not be written \(got ENOSPC: no space left on device, write\), so this write was not kept and the session's state is unchanged\. Free disk space/;

let disk: FailingDisk;
beforeEach(() => {
  disk = failingDisk();
});
afterEach(() => disk.restore());

/** The rows a handler's write changes (without committing), as the handlers of each kind of request do. */
const writes: [string, (s: Session, title: string) => void][] = [
  [
    'post create',
    (s, title) => {
      const id = s.nextId('post');
      s.tick();
      const [local, gmt] = s.now();
      const any = s.all('posts').find((p) => p.type === 'post')!;
      s.put('posts', id, { ...any, id, title, slug: title, date: local, date_gmt: gmt, modified: local, modified_gmt: gmt });
    },
  ],
  [
    'post update',
    (s, title) => {
      s.tick();
      const post = s.all('posts').find((p) => p.type === 'post')!;
      s.put('posts', post.id, { ...post, title });
    },
  ],
  [
    'post delete with its revisions',
    (s) => {
      s.tick();
      const post = s
        .all('posts')
        .filter((p) => p.type === 'post')
        .at(-1)!;
      for (const row of s.lookup('posts', 'parent', post.id)) s.remove('posts', row.id);
      s.remove('posts', post.id);
    },
  ],
  [
    'term create',
    (s, title) => {
      const id = s.nextId('term');
      s.tick();
      s.put('terms', id, { id, taxonomy: 'post_tag', name: title, slug: title, description: '', parent: 0 });
    },
  ],
  [
    'clock move and option',
    (s, title) => {
      s.put('counters', 'mock_site.clock', 3_600_000);
      s.put('options', 'blogname', title);
    },
  ],
];

/** Ids of the posts whose parent is `parent`, through the session's index (which an undo must keep current). */
const childrenOf = (s: Session, parent: number) => [...s.lookup('posts', 'parent', parent)].map((p) => p.id).sort((a, b) => a - b);
const childrenIn = (state: SessionState, parent: number) =>
  Object.values(state.posts)
    .filter((p) => p.parent === parent)
    .map((p) => p.id)
    .sort((a, b) => a - b);

describe('a write the --db write log refuses', () => {
  it.each(writes)('undoes a refused %s: the session is as before it, then the same write is kept once the disk recovers, across a reopen', async (_, write) => {
    const file = dbFile();
    const store = open(file);
    const s = store.session('default');
    write(s, 'acknowledged');
    await s.commit();
    childrenOf(s, 0); // builds the index
    const before = structuredClone(s.state);
    disk.fail('ENOSPC');
    write(s, 'refused');
    const seen = stateVersion(s.state);
    await expect(s.commit()).rejects.toThrow(NOT_KEPT);
    expect(s.state).toEqual(before);
    expect(childrenOf(s, 0)).toEqual(childrenIn(before, 0));
    expect(stateVersion(s.state)).toBeGreaterThan(seen); // nothing kept for reuse while the refused rows were there is reused
    disk.heal();
    write(s, 'kept');
    await s.commit();
    expect(open(file).session('default').state).toEqual(s.state);
  });

  it.each<[DiskError, string]>([
    ['ENOSPC', 'no space left on device'],
    ['EIO', 'i/o error'],
    ['EROFS', 'read-only file system'],
    ['EDQUOT', 'disk quota exceeded'],
    ['EBADF', 'bad file descriptor'],
  ])('undoes a write refused with %s and says why', async (code, why) => {
    const file = dbFile();
    const store = open(file);
    const s = store.session('default');
    await store.settled();
    const before = structuredClone(s.state);
    disk.fail(code);
    writes[0]![1](s, 'refused');
    await expect(s.commit()).rejects.toThrow(`could not be written (got ${code}: ${why}, write)`);
    expect(s.state).toEqual(before);
    expect(open(file).session('default').state).toEqual(before);
  });

  it('undoes every write of the event-loop turn that failed with it, newest first, across sessions', async () => {
    const file = dbFile();
    const store = open(file);
    const a = store.session('a');
    const b = store.session('b');
    await store.settled();
    const before = { a: structuredClone(a.state), b: structuredClone(b.state) };
    disk.fail('ENOSPC');
    const [create, update] = [writes[0]![1], writes[1]![1]];
    create(a, 'first');
    const first = a.commit();
    update(a, 'second'); // the same row as `first` changed again, and one more id
    create(a, 'third');
    const second = a.commit();
    create(b, 'other session');
    const third = b.commit();
    await expect(Promise.allSettled([first, second, third])).resolves.toEqual(Array(3).fill(expect.objectContaining({ status: 'rejected' })));
    expect(a.state).toEqual(before.a);
    expect(b.state).toEqual(before.b);
    disk.heal();
    create(a, 'kept');
    await a.commit();
    expect(a.get('posts', before.a.ids.post + 1)?.title).toBe('kept');
  });

  it('keeps a change made on top of a refused one and written after it: memory and file agree', async () => {
    const file = dbFile();
    const store = open(file);
    const s = store.session('default');
    await store.settled();
    const postId = s.all('posts').find((p) => p.type === 'post')!.id;
    disk.fail('ENOSPC');
    const id = s.nextId('post');
    s.put('posts', postId, { ...s.get('posts', postId)!, title: 'refused' });
    const refused = s.commit();
    // Another request's change, begun before the refusal is known and committed after it.
    const laterId = s.nextId('post');
    s.put('posts', postId, { ...s.get('posts', postId)!, title: 'later' });
    await expect(refused).rejects.toThrow(NOT_KEPT);
    disk.heal();
    await s.commit();
    expect([s.get('posts', postId)?.title, s.state.ids.post, laterId]).toEqual(['later', id + 1, id + 1]);
    const reopened = open(file).session('default');
    expect(reopened.state).toEqual(s.state);
  });

  it('resolves a commit without changes once the refused write is undone, and after it', async () => {
    const store = open(dbFile());
    const s = store.session('default');
    disk.fail('ENOSPC');
    writes[1]![1](s, 'refused');
    const refused = s.commit();
    await expect(s.commit()).resolves.toBeUndefined();
    await expect(refused).rejects.toThrow(NOT_KEPT);
    await expect(s.commit()).resolves.toBeUndefined();
  });

  it.each([
    ['cut off again', { partly: true }],
    ['left torn because cutting it off failed too, and cut off before the next write', { partly: true, truncate: true }],
  ])('leaves no line of a write that failed halfway (%s): the write log holds whole lines and a reopen the acknowledged writes', async (_, how) => {
    const file = dbFile();
    const store = open(file);
    const s = store.session('default');
    writes[0]![1](s, 'before');
    await s.commit();
    disk.fail('ENOSPC', how);
    writes[0]![1](s, 'refused');
    await expect(s.commit()).rejects.toThrow(NOT_KEPT);
    expect(disk.refused).toBe(1);
    disk.heal();
    writes[0]![1](s, 'after');
    await s.commit();
    const text = readFileSync(`${file}.journal`, 'utf8');
    expect(
      text.endsWith('\n') &&
        text
          .split('\n')
          .slice(0, -1)
          .every((line) => JSON.parse(line) !== null),
    ).toBe(true);
    expect(text).not.toContain('refused');
    expect(open(file).session('default').state).toEqual(s.state);
  });

  it('puts a session back as it was when its reset is refused', async () => {
    const file = dbFile();
    const store = open(file);
    const s = store.session('a');
    writes[0]![1](s, 'before the reset');
    await s.commit();
    const before = structuredClone(s.state);
    disk.fail('EIO');
    await expect(store.reset('a')).rejects.toThrow('could not be written (got EIO: i/o error, write)');
    expect(store.session('a')).toBe(s);
    expect(store.session('a').state).toEqual(before);
    disk.heal();
    await store.reset('a');
    expect(open(file).session('a').state).toEqual(store.session('a').state);
  });

  it('keeps a session whose deletion is refused, in its place among the others', async () => {
    const file = dbFile();
    const store = open(file);
    for (const name of ['a', 'b', 'c']) store.session(name);
    writes[0]![1](store.session('b'), 'in b');
    await store.session('b').commit();
    const before = structuredClone(store.state('b'));
    disk.fail('ENOSPC');
    await expect(store.drop('b')).rejects.toThrow(NOT_KEPT);
    expect(store.names()).toEqual(['a', 'b', 'c']);
    expect(store.state('b')).toEqual(before);
    disk.heal();
    expect(await store.drop('b')).toBe(true);
    expect(open(file).names()).toEqual(['a', 'c']);
  });

  it('writes no snapshot over a write the write log refused when compacting, and releases the file on close', async () => {
    const file = dbFile();
    const store = open(file);
    const s = store.session('default');
    await store.settled();
    const before = structuredClone(s.state);
    disk.fail('ENOSPC');
    writes[0]![1](s, 'refused');
    const refused = s.commit();
    expect(() => store.close()).toThrow('the write log could not be written (ENOSPC: no space left on device, write), so no snapshot was written');
    await expect(refused).rejects.toThrow(NOT_KEPT);
    expect(existsSync(file) ? readFileSync(file, 'utf8') : '').not.toContain('refused');
    disk.heal();
    expect(open(file).session('default').state).toEqual(before);
  });

  it('cancels a background snapshot that read a change the write log then refused', async () => {
    const file = dbFile();
    let title = 'kept';
    let read!: () => void;
    const snapshotRead = new Promise<void>((resolve) => {
      read = resolve;
    });
    // The state as the snapshot reads it, row by row: the refused change is there when it is read.
    const rows = {
      get post() {
        read();
        return title;
      },
    };
    const { writeLog } = WriteLog.open(file, { snapshot: () => ({ rows }), compactAt: 1, depth: 2 });
    await writeLog.append({ title }); // the write log outgrows compactAt: a background snapshot starts
    await snapshotRead;
    title = 'refused';
    disk.fail('ENOSPC');
    const refused = writeLog.append({ title });
    await expect(refused).rejects.toThrow('ENOSPC');
    title = 'kept'; // the caller undoes it
    await writeLog.idle();
    disk.heal();
    const reopened = WriteLog.open(file, { snapshot: () => ({}) });
    expect(JSON.stringify(reopened.snapshot ?? {})).not.toContain('refused');
    expect(reopened.entries.map((e) => e.title)).toEqual(['kept']);
  });
});
