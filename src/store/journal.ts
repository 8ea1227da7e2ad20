// Durable writes for `--db`: every acknowledged write is one appended JSON line (cost independent of the
// store's size), lines of the same tick coalesce into one write, and the journal is folded into the
// lowdb snapshot (JSONFileSync: temp file + rename) from time to time. A kill -9 at any moment leaves the
// snapshot plus the journal's complete lines: every acknowledged write.
import { closeSync, existsSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { LowSync } from 'lowdb';
import { JSONFileSync } from 'lowdb/node';
import type { StoreData } from './types.js';

export interface JournalEntry {
  /** Sequence number. */
  s: number;
  [key: string]: unknown;
}

/** Journal lines before the snapshot is rewritten and the journal emptied. */
const COMPACT_AFTER = 5000;

export class Journal {
  readonly #snapshot: LowSync<StoreData>;
  readonly #fd: number;
  #pending: string[] = [];
  #waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  #scheduled = false;
  #lines = 0;

  private constructor(file: string, snapshot: LowSync<StoreData>, lines: number) {
    this.#snapshot = snapshot;
    this.#lines = lines;
    this.#fd = openSync(`${file}.journal`, 'a');
  }

  /** Opens (or creates) `file` and its journal; returns the data with every complete journal line applied. */
  static open(file: string, empty: StoreData, apply: (data: StoreData, entry: JournalEntry) => void): { journal: Journal; data: StoreData } {
    const snapshot = new LowSync<StoreData>(new JSONFileSync<StoreData>(file), empty);
    snapshot.read();
    const data = snapshot.data;
    let lines = 0;
    const journalFile = `${file}.journal`;
    if (existsSync(journalFile)) {
      for (const line of readFileSync(journalFile, 'utf8').split('\n')) {
        if (!line) continue;
        let entry: JournalEntry;
        try {
          entry = JSON.parse(line) as JournalEntry;
        } catch {
          break; // a torn last line: that write was never acknowledged
        }
        lines++;
        if (entry.s > data.seq) {
          apply(data, entry);
          data.seq = entry.s;
        }
      }
    }
    return { journal: new Journal(file, snapshot, lines), data };
  }

  /** Appends an entry; resolves once it is on disk (in the same tick's single write). */
  append(entry: JournalEntry): Promise<void> {
    this.#pending.push(`${JSON.stringify(entry)}\n`);
    const done = new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#flush());
    }
    return done;
  }

  #flush(): void {
    this.#scheduled = false;
    const text = this.#pending.join('');
    const waiters = this.#waiters;
    this.#lines += this.#pending.length;
    this.#pending = [];
    this.#waiters = [];
    try {
      writeSync(this.#fd, text);
      waiters.forEach((w) => w.resolve());
    } catch (e) {
      waiters.forEach((w) => w.reject(e));
    }
  }

  /** Folds the journal into the snapshot when it has grown long. */
  maybeCompact(data: StoreData): void {
    if (this.#lines >= COMPACT_AFTER && !this.#scheduled) this.compact(data);
  }

  /** Writes the whole data as the snapshot (atomically), then empties the journal. */
  compact(data: StoreData): void {
    if (this.#pending.length) this.#flush();
    this.#snapshot.data = data;
    this.#snapshot.write();
    ftruncateSync(this.#fd, 0);
    this.#lines = 0;
  }

  close(data: StoreData): void {
    this.compact(data);
    closeSync(this.#fd);
  }
}
