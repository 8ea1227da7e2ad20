// Durable writes for `--db`: a snapshot (`path.json`, written through lowdb adapters) plus an append-only
// write log (`path.json.journal`) of JSON lines, each numbered (`s`). The files keep their `.journal` names: they
// are the state of existing users' --db folders (and serve and watch look for them by these names).
//
// - Acknowledged = on disk: append() resolves once its line is written. Every append of one event-loop turn goes
//   out in a single write(), so a write costs its own line, whatever the size of the store.
// - Atomic: a kill -9 at any moment leaves a whole snapshot (replaced only by rename) and the write logs' complete
//   lines. Opening replays the lines newer than the snapshot, and cuts a torn last line off so that the next
//   appends never glue onto it.
// - Compaction, once the write log outgrows `compactAt` and the snapshot itself (so, amortised, a write log byte
//   costs at most one snapshot byte): the write log is renamed `path.json.journal.old` and a new one started, then
//   the state is written as the new snapshot in the background, a piece at a time, and the old write log removed.
//   A crash on the way is harmless: replay reads the old write log, then the new, and skips what the snapshot
//   holds. Entries only ever set whole values, so replaying them over a snapshot that already holds some is harmless.
// - close() (clean shutdown) writes the whole snapshot at once and empties the write log.
// - A failed write (ENOSPC, EIO...) rejects its turn's appends, cuts what it wrote of them off again, and cancels
//   a background snapshot under way (it may have read the refused changes, which the caller now undoes); no
//   snapshot is written over refused changes. The next turn's appends are tried again on the same file.
// Durability is against the process dying (kill -9, a crash): write log lines are not fsynced one by one, so a
// power loss may lose the last acknowledged writes (each snapshot is fsynced before its rename).
import { closeSync, existsSync, ftruncateSync, openSync, readFileSync, renameSync, unlinkSync } from '../platform/files.js';
import type { Low, LowSync } from 'lowdb';
import { loadLowdb } from '../load-on-demand.js';
import { writeLogDisk } from './write-log-disk.js';
import { SnapshotFile, SnapshotFileSync } from './snapshot-file.js';

export interface WriteLogEntry {
  /** Sequence number: larger than the entry's before it. */
  s: number;
  [key: string]: unknown;
}

/** The snapshot file: the caller's data plus the number of the last write log entry it holds. */
export interface Snapshot {
  seq: number;
  [key: string]: unknown;
}

export interface WriteLogOptions {
  /** The data the snapshot is to hold now, every appended entry included (called when compacting). */
  snapshot: () => Record<string, unknown>;
  /** Write log bytes that make it compact (it also waits until the write log is as large as the snapshot). */
  compactAt?: number;
  /** Levels of nested objects the background snapshot writes key by key (the rest as whole values). */
  depth?: number;
}

export interface OpenedWriteLog {
  writeLog: WriteLog;
  /** The last snapshot; null before the first one. */
  snapshot: Snapshot | null;
  /** The write logs' complete entries newer than the snapshot, oldest first. */
  entries: WriteLogEntry[];
  /** Bytes of a torn last line that were cut off. */
  torn: number;
}

const DEFAULT_COMPACT_AT = 8 * 1024 * 1024;
const NEWLINE = 0x0a;

interface Batch {
  lines: string[];
  done: Promise<void>;
  resolve: () => void;
  reject: (e: unknown) => void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const done = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  done.catch(() => {}); // a failed write is reported to those who await it, never as an unhandled rejection
  return { lines: [], done, resolve, reject };
}

/** The write log's complete, well-formed lines newer than `after`; stops at the first line that is not. */
function readEntries(path: string, after: number): { entries: WriteLogEntry[]; valid: number; size: number } {
  const bytes = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
  const entries: WriteLogEntry[] = [];
  let start = 0;
  let last = after;
  for (let end = bytes.indexOf(NEWLINE); end >= 0; end = bytes.indexOf(NEWLINE, start)) {
    let entry: WriteLogEntry;
    try {
      entry = JSON.parse(bytes.toString('utf8', start, end)) as WriteLogEntry;
    } catch {
      break;
    }
    if (typeof entry?.s !== 'number') break;
    start = end + 1;
    if (entry.s <= last) continue; // already in the snapshot
    entries.push(entry);
    last = entry.s;
  }
  return { entries, valid: start, size: bytes.length };
}

const refused = (message: string): Promise<void> => {
  const p = Promise.reject(new Error(message));
  p.catch(() => {});
  return p;
};

export class WriteLog {
  readonly #path: string;
  readonly #oldPath: string;
  readonly #options: WriteLogOptions;
  readonly #sync: LowSync<Snapshot | null>;
  readonly #syncFile: SnapshotFileSync<Snapshot>;
  readonly #background: Low<Snapshot | null>;
  readonly #backgroundFile: SnapshotFile<Snapshot>;
  #fd: number | null;
  #seq: number;
  #bytes: number;
  /** A failed write left bytes past `#bytes` that could not be cut off yet: cut them before writing again. */
  #tornTail = false;
  #batch: Batch = newBatch();
  #flushScheduled = false;
  #compactScheduled = false;
  /** The background snapshot under way. */
  #writing: Promise<void> | null = null;

  private constructor(
    file: string,
    options: WriteLogOptions,
    sync: LowSync<Snapshot | null>,
    syncFile: SnapshotFileSync<Snapshot>,
    fd: number,
    seq: number,
    bytes: number,
  ) {
    this.#path = `${file}.journal`;
    this.#oldPath = `${file}.journal.old`;
    this.#options = options;
    this.#sync = sync;
    this.#syncFile = syncFile;
    this.#backgroundFile = new SnapshotFile<Snapshot>(file, options.depth ?? 1);
    this.#backgroundFile.bytes = syncFile.bytes;
    this.#background = new (loadLowdb().Low)<Snapshot | null>(this.#backgroundFile, null);
    this.#fd = fd;
    this.#seq = seq;
    this.#bytes = bytes;
  }

  /** Opens (or creates) the snapshot `file` and its write log `file.journal`. */
  static open(file: string, options: WriteLogOptions): OpenedWriteLog {
    const syncFile = new SnapshotFileSync<Snapshot>(file, options.depth ?? 1);
    const low = new (loadLowdb().LowSync)<Snapshot | null>(syncFile, null);
    try {
      low.read();
    } catch (e) {
      throw new Error(`[mock-site] --db ${file}: cannot read it as a mock-site store (${(e as Error).message}). Remove it or point --db at another file.`);
    }
    const snapshot = low.data;
    low.data = null; // the caller keeps the live data; hold no second reference
    if (snapshot !== null && typeof snapshot.seq !== 'number') {
      throw new Error(`[mock-site] --db ${file}: not a mock-site store (no "seq"). Remove it or point --db at another file.`);
    }
    // A write log set aside by a compaction that did not finish comes first.
    const old = readEntries(`${file}.journal.old`, snapshot?.seq ?? 0);
    const lastOld = old.entries.at(-1)?.s ?? snapshot?.seq ?? 0;
    const current = readEntries(`${file}.journal`, lastOld);
    let fd: number;
    try {
      fd = openSync(`${file}.journal`, 'a');
    } catch (e) {
      throw new Error(
        `[mock-site] --db ${file}: cannot open its write log (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}). Check that the folder exists and is writable.`,
      );
    }
    if (current.size > current.valid) ftruncateSync(fd, current.valid);
    const entries = [...old.entries, ...current.entries];
    const seq = entries.at(-1)?.s ?? snapshot?.seq ?? 0;
    const writeLog = new WriteLog(file, options, low, syncFile, fd, seq, current.valid);
    return { writeLog, snapshot, entries, torn: current.size - current.valid };
  }

  /** Bytes in the write log now (written lines only). */
  get bytes(): number {
    return this.#bytes;
  }

  /** Resolves once no background snapshot is being written. */
  async idle(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  /** Appends an entry (numbered here); resolves once its line is written, together with this turn's others. */
  append(record: Record<string, unknown>): Promise<void> {
    if (this.#fd === null) return refused('the store is closed: the server is shutting down');
    const batch = this.#batch;
    batch.lines.push(`${JSON.stringify({ s: ++this.#seq, ...record })}\n`);
    if (!this.#flushScheduled) {
      this.#flushScheduled = true;
      setImmediate(() => this.#flush());
    }
    return batch.done;
  }

  /** Writes this turn's appends; the error when that failed (they are rejected, and nothing of them stays). */
  #flush(): Error | null {
    this.#flushScheduled = false;
    const batch = this.#batch;
    if (!batch.lines.length || this.#fd === null) return null;
    this.#batch = newBatch();
    const bytes = Buffer.from(batch.lines.join(''));
    try {
      // Never append after a torn line: replay would stop there and lose what follows.
      if (this.#tornTail) writeLogDisk.truncate(this.#fd, this.#bytes);
      this.#tornTail = false;
      writeLogDisk.append(this.#fd, bytes);
    } catch (e) {
      this.#refuse(e, batch);
      return e instanceof Error ? e : new Error(String(e));
    }
    this.#bytes += bytes.length;
    batch.resolve();
    if (!this.#compactScheduled && !this.#writing && this.#bytes >= Math.max(this.#options.compactAt ?? DEFAULT_COMPACT_AT, this.#backgroundFile.bytes)) {
      this.#compactScheduled = true;
      setImmediate(() => {
        this.#compactScheduled = false;
        try {
          this.#compactInBackground();
        } catch (e) {
          process.emitWarning(`[mock-site] --db: compaction failed (${(e as Error).message}); the write log still holds every write.`);
        }
      });
    }
    return null;
  }

  #refuse(e: unknown, batch: Batch): void {
    // Cut a partly written batch off again, so later lines start on a line of their own.
    try {
      writeLogDisk.truncate(this.#fd!, this.#bytes);
    } catch {
      this.#tornTail = true;
    }
    if (this.#writing) {
      this.#backgroundFile.cancel();
      this.#background.data = null; // superseded: the set-aside write log stays until a snapshot of the undone state
    }
    batch.reject(e);
  }

  /** Sets the write log aside, starts a new one, and writes the snapshot in the background. */
  #compactInBackground(): void {
    if (this.#fd === null || this.#writing) return;
    // An old write log left by a compaction that did not finish must not be overwritten: fold it in at once.
    if (existsSync(this.#oldPath)) {
      this.compact();
      return;
    }
    if (this.#flush()) return;
    renameSync(this.#path, this.#oldPath);
    let fd: number;
    try {
      fd = openSync(this.#path, 'a');
    } catch (e) {
      renameSync(this.#oldPath, this.#path);
      throw e;
    }
    closeSync(this.#fd);
    this.#fd = fd;
    this.#bytes = 0;
    this.#tornTail = false; // the torn bytes are in the set-aside write log, at its end
    this.#background.data = { ...this.#options.snapshot(), seq: this.#seq };
    const writing: Promise<void> = (async () => {
      try {
        await this.#background.write();
        // Still the latest? (compact() may have written a newer snapshot and removed the old write log meanwhile.)
        if (this.#background.data !== null) unlinkSync(this.#oldPath);
      } catch (e) {
        process.emitWarning(`[mock-site] --db: writing the snapshot failed (${(e as Error).message}); the write logs still hold every write.`);
      } finally {
        this.#background.data = null;
        this.#writing = null;
      }
    })();
    this.#writing = writing;
  }

  /**
   * Writes the whole state as the snapshot at once, then empties the write log (and removes a set-aside one).
   * Throws, writing no snapshot, when the appends pending could not be written.
   */
  compact(): void {
    if (this.#fd === null) return;
    this.#backgroundFile.cancel();
    this.#background.data = null; // tells the background write it was superseded
    const failed = this.#flush();
    if (failed) throw new Error(`the write log could not be written (${failed.message}), so no snapshot was written`, { cause: failed });
    this.#sync.data = { ...this.#options.snapshot(), seq: this.#seq };
    try {
      this.#sync.write();
    } finally {
      this.#sync.data = null;
    }
    this.#backgroundFile.bytes = this.#syncFile.bytes;
    if (existsSync(this.#oldPath)) unlinkSync(this.#oldPath);
    ftruncateSync(this.#fd, 0);
    this.#bytes = 0;
    this.#tornTail = false;
  }

  /** Clean shutdown: writes the snapshot and releases the write log. Appends after this are refused. */
  close(): void {
    if (this.#fd === null) return;
    try {
      this.compact();
    } finally {
      closeSync(this.#fd);
      this.#fd = null;
    }
  }
}
