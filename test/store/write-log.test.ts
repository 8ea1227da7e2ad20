import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WriteLog } from '../../src/store/write-log.js';
import { jsonPieces } from '../../src/store/snapshot-file.js';

const dbFile = () => join(mkdtempSync(join(tmpdir(), 'mock-site-write-log-')), 'db.json');
const lines = (file: string) =>
  readFileSync(`${file}.journal`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const nothing = { snapshot: () => ({}) };

describe('write log', () => {
  it('numbers entries and resolves an append once its line is in the file', async () => {
    const file = dbFile();
    const { writeLog } = WriteLog.open(file, nothing);
    const acks = [writeLog.append({ a: 1 }), writeLog.append({ a: 2 }), writeLog.append({ a: 3 })];
    expect(existsSync(`${file}.journal`) ? readFileSync(`${file}.journal`, 'utf8') : '').toBe('');
    await Promise.all(acks);
    expect(lines(file)).toEqual([
      { s: 1, a: 1 },
      { s: 2, a: 2 },
      { s: 3, a: 3 },
    ]);
  });

  it('writes the appends of one event-loop turn together and answers them with one promise', async () => {
    const { writeLog } = WriteLog.open(dbFile(), nothing);
    const first = writeLog.append({ a: 1 });
    const second = writeLog.append({ a: 2 });
    expect(second).toBe(first);
    await first;
    const later = writeLog.append({ a: 3 });
    expect(later).not.toBe(first);
    await later;
  });

  it('replays the complete entries of a write log left by a killed process', async () => {
    const file = dbFile();
    const { writeLog } = WriteLog.open(file, nothing);
    await Promise.all([writeLog.append({ a: 1 }), writeLog.append({ a: 2 })]);
    const reopened = WriteLog.open(file, nothing);
    expect(reopened.snapshot).toBeNull();
    expect(reopened.entries).toEqual([
      { s: 1, a: 1 },
      { s: 2, a: 2 },
    ]);
  });

  it('ignores a torn last line and cuts it off, so the next append starts a line of its own', async () => {
    const file = dbFile();
    writeFileSync(`${file}.journal`, '{"s":1,"a":1}\n{"s":2,"a":2}\n{"s":3,"a"');
    const opened = WriteLog.open(file, nothing);
    expect(opened.entries.map((e) => e.s)).toEqual([1, 2]);
    expect(opened.torn).toBe('{"s":3,"a"'.length);
    await opened.writeLog.append({ a: 'after' });
    expect(WriteLog.open(file, nothing).entries).toEqual([
      { s: 1, a: 1 },
      { s: 2, a: 2 },
      { s: 3, a: 'after' },
    ]);
  });

  it('treats a last line without its newline as torn, even when it parses', () => {
    const file = dbFile();
    writeFileSync(`${file}.journal`, '{"s":1,"a":1}\n{"s":2,"a":2}');
    const opened = WriteLog.open(file, nothing);
    expect(opened.entries.map((e) => e.s)).toEqual([1]);
    expect(readFileSync(`${file}.journal`, 'utf8')).toBe('{"s":1,"a":1}\n');
  });

  it('skips the entries the snapshot already holds (a crash between writing the snapshot and emptying the write log)', async () => {
    const file = dbFile();
    writeFileSync(file, JSON.stringify({ seq: 5, state: 'at five' }));
    writeFileSync(`${file}.journal`, [3, 4, 5, 6, 7].map((s) => `{"s":${s}}\n`).join(''));
    const opened = WriteLog.open(file, nothing);
    expect(opened.snapshot).toEqual({ seq: 5, state: 'at five' });
    expect(opened.entries.map((e) => e.s)).toEqual([6, 7]);
    await opened.writeLog.append({});
    expect(lines(file).at(-1)).toEqual({ s: 8 });
  });

  it('continues numbering after the snapshot when the write log is empty', async () => {
    const file = dbFile();
    writeFileSync(file, JSON.stringify({ seq: 41 }));
    const { writeLog } = WriteLog.open(file, nothing);
    await writeLog.append({});
    expect(lines(file)).toEqual([{ s: 42 }]);
  });

  it('compacts once the write log outgrows compactAt: the snapshot holds everything and the write log is emptied', async () => {
    const file = dbFile();
    let state = 0;
    const { writeLog } = WriteLog.open(file, { snapshot: () => ({ state }), compactAt: 200 });
    for (let i = 1; i <= 20; i++) {
      state = i;
      await writeLog.append({ i, pad: 'x'.repeat(20) });
      await writeLog.idle();
    }
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { seq: number; state: number };
    expect(writeLog.bytes).toBeLessThan(200 + 40);
    expect(snapshot.seq).toBeGreaterThan(0);
    expect(snapshot.state).toBe(snapshot.seq);
    expect(existsSync(`${file}.journal.old`)).toBe(false);
    const reopened = WriteLog.open(file, nothing);
    expect(reopened.entries.map((e) => e.s)).toEqual(Array.from({ length: 20 - snapshot.seq }, (_, k) => snapshot.seq + k + 1));
  });

  it('compacts in the background: sets the write log aside, starts a new one at once, removes the old one when the snapshot is in place', async () => {
    const file = dbFile();
    const big = { rows: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [i, { text: 'y'.repeat(200) }])) };
    const { writeLog } = WriteLog.open(file, { snapshot: () => big, compactAt: 100, depth: 2 });
    await writeLog.append({ pad: 'x'.repeat(200) });
    await new Promise((r) => setImmediate(r));
    expect(existsSync(`${file}.journal.old`)).toBe(true);
    expect(writeLog.bytes).toBe(0);
    await writeLog.append({ during: true });
    await writeLog.idle();
    expect(existsSync(`${file}.journal.old`)).toBe(false);
    const reopened = WriteLog.open(file, nothing);
    expect(reopened.snapshot).toEqual({ ...big, seq: 1 });
    expect(reopened.entries).toEqual([{ s: 2, during: true }]);
  });

  it('replays the set-aside write log, then the new one, after a crash in the middle of a background compaction', () => {
    const file = dbFile();
    writeFileSync(file, JSON.stringify({ seq: 2 }));
    writeFileSync(`${file}.journal.old`, [1, 2, 3, 4, 5].map((s) => `{"s":${s}}\n`).join(''));
    writeFileSync(`${file}.journal`, '{"s":6}\n{"s":7}\n');
    expect(WriteLog.open(file, nothing).entries.map((e) => e.s)).toEqual([3, 4, 5, 6, 7]);
  });

  it('folds a set-aside write log left by a crash in at the next compaction, at once', async () => {
    const file = dbFile();
    writeFileSync(`${file}.journal.old`, '{"s":1,"a":1}\n');
    const { writeLog, entries } = WriteLog.open(file, { snapshot: () => ({ folded: true }), compactAt: 50 });
    expect(entries).toEqual([{ s: 1, a: 1 }]);
    await writeLog.append({ pad: 'x'.repeat(60) });
    await new Promise((r) => setImmediate(r));
    expect(existsSync(`${file}.journal.old`)).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ folded: true, seq: 2 });
  });

  it('close during a background compaction writes the whole snapshot; the background write leaves nothing behind', async () => {
    const file = dbFile();
    let version = 'background';
    const rows = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [i, 'y'.repeat(200)]));
    const { writeLog } = WriteLog.open(file, { snapshot: () => ({ version, rows }), compactAt: 100, depth: 2 });
    await writeLog.append({ pad: 'x'.repeat(200) });
    await new Promise((r) => setImmediate(r));
    expect(existsSync(`${file}.journal.old`)).toBe(true);
    version = 'closed';
    writeLog.close();
    await writeLog.idle();
    expect(readdirSync(join(file, '..')).sort()).toEqual(['db.json', 'db.json.journal']);
    expect((JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version).toBe('closed');
  });

  it('waits with compaction until the write log is as large as the snapshot, so a write log byte never costs more than a snapshot byte', async () => {
    const file = dbFile();
    writeFileSync(file, JSON.stringify({ seq: 0, big: 'y'.repeat(5000) }));
    const { writeLog } = WriteLog.open(file, { snapshot: () => ({ big: 'y'.repeat(5000) }), compactAt: 100 });
    await writeLog.append({ pad: 'x'.repeat(1000) });
    await new Promise((r) => setImmediate(r));
    expect(writeLog.bytes).toBeGreaterThan(1000);
    await writeLog.append({ pad: 'x'.repeat(5000) });
    await new Promise((r) => setImmediate(r));
    expect(writeLog.bytes).toBe(0);
    await writeLog.idle();
  });

  it('writes JSON in pieces that join to JSON.stringify, leaving out keys gone meanwhile', () => {
    const value = { a: { b: { c: [1, { d: 'x' }], e: null }, f: 'g"h' }, i: 2, gone: undefined };
    for (const depth of [0, 1, 2, 3, 5]) expect([...jsonPieces(value, depth)].join('')).toBe(JSON.stringify(value));
  });

  it('writes the snapshot on close and refuses appends afterwards', async () => {
    const file = dbFile();
    const { writeLog } = WriteLog.open(file, { snapshot: () => ({ state: 'final' }) });
    const pending = writeLog.append({ a: 1 });
    writeLog.close();
    await pending;
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ state: 'final', seq: 1 });
    expect(readFileSync(`${file}.journal`, 'utf8')).toBe('');
    await expect(writeLog.append({ a: 2 })).rejects.toThrow('the store is closed');
    writeLog.close();
  });

  it('replaces the snapshot by rename, leaving no temporary file behind', () => {
    const file = dbFile();
    const { writeLog } = WriteLog.open(file, { snapshot: () => ({ n: 1 }) });
    writeLog.compact();
    writeLog.compact();
    expect(existsSync(join(file, '..', '.db.json.tmp'))).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ n: 1, seq: 0 });
  });

  it('reads an empty snapshot file as no snapshot', () => {
    const file = dbFile();
    writeFileSync(file, '');
    expect(WriteLog.open(file, nothing).snapshot).toBeNull();
  });

  it('refuses a file that is not a mock-site store, saying what to do', () => {
    const file = dbFile();
    writeFileSync(file, '<html>');
    expect(() => WriteLog.open(file, nothing)).toThrow(/--db .*db\.json: cannot read it as a mock-site store .*Remove it or point --db at another file/);
    writeFileSync(file, '{"posts":[]}');
    expect(() => WriteLog.open(file, nothing)).toThrow(/not a mock-site store \(no "seq"\)/);
  });

  it('says so when the write log cannot be created', () => {
    expect(() => WriteLog.open('/nonexistent-dir/db.json', nothing)).toThrow(/cannot open its write log \(ENOENT\)/);
  });
});
