import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal } from '../../src/store/journal.js';
import { jsonPieces } from '../../src/store/snapshot-file.js';

const dbFile = () => join(mkdtempSync(join(tmpdir(), 'mock-site-journal-')), 'db.json');
const lines = (file: string) => readFileSync(`${file}.journal`, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
const nothing = { snapshot: () => ({}) };

describe('journal', () => {
  it('numbers entries and resolves an append once its line is in the file', async () => {
    const file = dbFile();
    const { journal } = Journal.open(file, nothing);
    const acks = [journal.append({ a: 1 }), journal.append({ a: 2 }), journal.append({ a: 3 })];
    expect(existsSync(`${file}.journal`) ? readFileSync(`${file}.journal`, 'utf8') : '').toBe('');
    await Promise.all(acks);
    expect(lines(file)).toEqual([{ s: 1, a: 1 }, { s: 2, a: 2 }, { s: 3, a: 3 }]);
  });

  it('writes the appends of one event-loop turn together and answers them with one promise', async () => {
    const { journal } = Journal.open(dbFile(), nothing);
    const first = journal.append({ a: 1 });
    const second = journal.append({ a: 2 });
    expect(second).toBe(first);
    await first;
    const later = journal.append({ a: 3 });
    expect(later).not.toBe(first);
    await later;
  });

  it('replays the complete entries of a journal left by a killed process', async () => {
    const file = dbFile();
    const { journal } = Journal.open(file, nothing);
    await Promise.all([journal.append({ a: 1 }), journal.append({ a: 2 })]);
    const reopened = Journal.open(file, nothing);
    expect(reopened.snapshot).toBeNull();
    expect(reopened.entries).toEqual([{ s: 1, a: 1 }, { s: 2, a: 2 }]);
  });

  it('ignores a torn last line and cuts it off, so the next append starts a line of its own', async () => {
    const file = dbFile();
    writeFileSync(`${file}.journal`, '{"s":1,"a":1}\n{"s":2,"a":2}\n{"s":3,"a"');
    const opened = Journal.open(file, nothing);
    expect(opened.entries.map((e) => e.s)).toEqual([1, 2]);
    expect(opened.torn).toBe('{"s":3,"a"'.length);
    await opened.journal.append({ a: 'after' });
    expect(Journal.open(file, nothing).entries).toEqual([{ s: 1, a: 1 }, { s: 2, a: 2 }, { s: 3, a: 'after' }]);
  });

  it('treats a last line without its newline as torn, even when it parses', () => {
    const file = dbFile();
    writeFileSync(`${file}.journal`, '{"s":1,"a":1}\n{"s":2,"a":2}');
    const opened = Journal.open(file, nothing);
    expect(opened.entries.map((e) => e.s)).toEqual([1]);
    expect(readFileSync(`${file}.journal`, 'utf8')).toBe('{"s":1,"a":1}\n');
  });

  it('skips the entries the snapshot already holds (a crash between writing the snapshot and emptying the journal)', async () => {
    const file = dbFile();
    writeFileSync(file, JSON.stringify({ seq: 5, state: 'at five' }));
    writeFileSync(`${file}.journal`, [3, 4, 5, 6, 7].map((s) => `{"s":${s}}\n`).join(''));
    const opened = Journal.open(file, nothing);
    expect(opened.snapshot).toEqual({ seq: 5, state: 'at five' });
    expect(opened.entries.map((e) => e.s)).toEqual([6, 7]);
    await opened.journal.append({});
    expect(lines(file).at(-1)).toEqual({ s: 8 });
  });

  it('continues numbering after the snapshot when the journal is empty', async () => {
    const file = dbFile();
    writeFileSync(file, JSON.stringify({ seq: 41 }));
    const { journal } = Journal.open(file, nothing);
    await journal.append({});
    expect(lines(file)).toEqual([{ s: 42 }]);
  });

  it('compacts once the journal outgrows compactAt: the snapshot holds everything and the journal is emptied', async () => {
    const file = dbFile();
    let state = 0;
    const { journal } = Journal.open(file, { snapshot: () => ({ state }), compactAt: 200 });
    for (let i = 1; i <= 20; i++) {
      state = i;
      await journal.append({ i, pad: 'x'.repeat(20) });
      await journal.idle();
    }
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { seq: number; state: number };
    expect(journal.bytes).toBeLessThan(200 + 40);
    expect(snapshot.seq).toBeGreaterThan(0);
    expect(snapshot.state).toBe(snapshot.seq);
    expect(existsSync(`${file}.journal.old`)).toBe(false);
    const reopened = Journal.open(file, nothing);
    expect(reopened.entries.map((e) => e.s)).toEqual(Array.from({ length: 20 - snapshot.seq }, (_, k) => snapshot.seq + k + 1));
  });

  it('compacts in the background: sets the journal aside, starts a new one at once, removes the old one when the snapshot is in place', async () => {
    const file = dbFile();
    const big = { rows: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [i, { text: 'y'.repeat(200) }])) };
    const { journal } = Journal.open(file, { snapshot: () => big, compactAt: 100, depth: 2 });
    await journal.append({ pad: 'x'.repeat(200) });
    await new Promise((r) => setImmediate(r));
    expect(existsSync(`${file}.journal.old`)).toBe(true);
    expect(journal.bytes).toBe(0);
    await journal.append({ during: true });
    await journal.idle();
    expect(existsSync(`${file}.journal.old`)).toBe(false);
    const reopened = Journal.open(file, nothing);
    expect(reopened.snapshot).toEqual({ ...big, seq: 1 });
    expect(reopened.entries).toEqual([{ s: 2, during: true }]);
  });

  it('replays the set-aside journal, then the new one, after a crash in the middle of a background compaction', () => {
    const file = dbFile();
    writeFileSync(file, JSON.stringify({ seq: 2 }));
    writeFileSync(`${file}.journal.old`, [1, 2, 3, 4, 5].map((s) => `{"s":${s}}\n`).join(''));
    writeFileSync(`${file}.journal`, '{"s":6}\n{"s":7}\n');
    expect(Journal.open(file, nothing).entries.map((e) => e.s)).toEqual([3, 4, 5, 6, 7]);
  });

  it('folds a set-aside journal left by a crash in at the next compaction, at once', async () => {
    const file = dbFile();
    writeFileSync(`${file}.journal.old`, '{"s":1,"a":1}\n');
    const { journal, entries } = Journal.open(file, { snapshot: () => ({ folded: true }), compactAt: 50 });
    expect(entries).toEqual([{ s: 1, a: 1 }]);
    await journal.append({ pad: 'x'.repeat(60) });
    await new Promise((r) => setImmediate(r));
    expect(existsSync(`${file}.journal.old`)).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ folded: true, seq: 2 });
  });

  it('close during a background compaction writes the whole snapshot; the background write leaves nothing behind', async () => {
    const file = dbFile();
    let version = 'background';
    const rows = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [i, 'y'.repeat(200)]));
    const { journal } = Journal.open(file, { snapshot: () => ({ version, rows }), compactAt: 100, depth: 2 });
    await journal.append({ pad: 'x'.repeat(200) });
    await new Promise((r) => setImmediate(r));
    expect(existsSync(`${file}.journal.old`)).toBe(true);
    version = 'closed';
    journal.close();
    await journal.idle();
    expect(readdirSync(join(file, '..')).sort()).toEqual(['db.json', 'db.json.journal']);
    expect((JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version).toBe('closed');
  });

  it('waits with compaction until the journal is as large as the snapshot, so a journal byte never costs more than a snapshot byte', async () => {
    const file = dbFile();
    writeFileSync(file, JSON.stringify({ seq: 0, big: 'y'.repeat(5000) }));
    const { journal } = Journal.open(file, { snapshot: () => ({ big: 'y'.repeat(5000) }), compactAt: 100 });
    await journal.append({ pad: 'x'.repeat(1000) });
    await new Promise((r) => setImmediate(r));
    expect(journal.bytes).toBeGreaterThan(1000);
    await journal.append({ pad: 'x'.repeat(5000) });
    await new Promise((r) => setImmediate(r));
    expect(journal.bytes).toBe(0);
    await journal.idle();
  });

  it('writes JSON in pieces that join to JSON.stringify, leaving out keys gone meanwhile', () => {
    const value = { a: { b: { c: [1, { d: 'x' }], e: null }, f: 'g"h' }, i: 2, gone: undefined };
    for (const depth of [0, 1, 2, 3, 5]) expect([...jsonPieces(value, depth)].join('')).toBe(JSON.stringify(value));
  });

  it('writes the snapshot on close and refuses appends afterwards', async () => {
    const file = dbFile();
    const { journal } = Journal.open(file, { snapshot: () => ({ state: 'final' }) });
    const pending = journal.append({ a: 1 });
    journal.close();
    await pending;
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ state: 'final', seq: 1 });
    expect(readFileSync(`${file}.journal`, 'utf8')).toBe('');
    await expect(journal.append({ a: 2 })).rejects.toThrow('the store is closed');
    journal.close();
  });

  it('replaces the snapshot by rename, leaving no temporary file behind', () => {
    const file = dbFile();
    const { journal } = Journal.open(file, { snapshot: () => ({ n: 1 }) });
    journal.compact();
    journal.compact();
    expect(existsSync(join(file, '..', '.db.json.tmp'))).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ n: 1, seq: 0 });
  });

  it('reads an empty snapshot file as no snapshot', () => {
    const file = dbFile();
    writeFileSync(file, '');
    expect(Journal.open(file, nothing).snapshot).toBeNull();
  });

  it('refuses a file that is not a mock-site store, saying what to do', () => {
    const file = dbFile();
    writeFileSync(file, '<html>');
    expect(() => Journal.open(file, nothing)).toThrow(/--db .*db\.json: cannot read it as a mock-site store .*Remove it or point --db at another file/);
    writeFileSync(file, '{"posts":[]}');
    expect(() => Journal.open(file, nothing)).toThrow(/not a mock-site store \(no "seq"\)/);
  });

  it('says so when the journal cannot be created', () => {
    expect(() => Journal.open('/nonexistent-dir/db.json', nothing)).toThrow(/cannot open its journal \(ENOENT\)/);
  });
});
