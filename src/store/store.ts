// The lowdb-backed store: one state per session (`X-Mock-Session`), each created from the scenario
// seed on first use. In memory by default; with a file, durable through the journal.
import { LowSync, MemorySync } from 'lowdb';
import type { Clock } from './clock.js';
import { Journal, type JournalEntry } from './journal.js';
import { Session, type Change, type CommitSink } from './session.js';
import type { SessionState, StoreData } from './types.js';

export interface StoreOptions {
  /** A JSON file to persist to (`--db`); in memory when absent. */
  file?: string;
  /** A fresh copy of the scenario's seed state. */
  seed: () => SessionState;
  clock: Clock;
}

interface Entry extends JournalEntry {
  n: string;
  init?: SessionState;
  drop?: true;
  c?: Change[];
  ids?: SessionState['ids'];
  ticks?: number;
}

function apply(data: StoreData, e: Entry): void {
  if (e.drop) delete data.sessions[e.n];
  else if (e.init) data.sessions[e.n] = e.init;
  const state = data.sessions[e.n];
  if (!state || !e.c) return;
  for (const [table, id, value] of e.c) {
    const rows = state[table] as Record<string, unknown>;
    if (value === null) delete rows[id];
    else rows[id] = value;
  }
  if (e.ids) state.ids = e.ids;
  if (e.ticks !== undefined) state.ticks = e.ticks;
}

export class Store implements CommitSink {
  readonly #low: LowSync<StoreData>;
  readonly #journal: Journal | undefined;
  readonly #options: StoreOptions;
  readonly #sessions = new Map<string, Session>();
  #lastWrite: Promise<void> = Promise.resolve();

  constructor(options: StoreOptions) {
    this.#options = options;
    const empty: StoreData = { version: 1, seq: 0, sessions: {} };
    if (options.file) {
      const { journal, data } = Journal.open(options.file, empty, (d, e) => apply(d, e as Entry));
      this.#journal = journal;
      this.#low = new LowSync<StoreData>(new MemorySync<StoreData>(), data);
      this.#low.data = data;
    } else {
      this.#low = new LowSync<StoreData>(new MemorySync<StoreData>(), empty);
    }
  }

  get data(): StoreData {
    return this.#low.data;
  }

  /** The session's state, created from the seed on first use. */
  session(name: string): Session {
    let session = this.#sessions.get(name);
    if (session) return session;
    let state = this.data.sessions[name];
    if (!state) {
      state = this.#options.seed();
      this.data.sessions[name] = state;
      this.#write({ s: ++this.data.seq, n: name, init: state });
    }
    session = new Session(name, state, this.#options.clock, this);
    this.#sessions.set(name, session);
    return session;
  }

  names(): string[] {
    return Object.keys(this.data.sessions);
  }

  has(name: string): boolean {
    return name in this.data.sessions;
  }

  /** Puts a session back to the scenario seed. */
  reset(name: string): Promise<void> {
    this.#sessions.delete(name);
    const state = this.#options.seed();
    this.data.sessions[name] = state;
    return this.#write({ s: ++this.data.seq, n: name, init: state });
  }

  /** Forgets a session; returns false when there was none. */
  drop(name: string): Promise<boolean> {
    if (!this.has(name)) return Promise.resolve(false);
    this.#sessions.delete(name);
    delete this.data.sessions[name];
    return this.#write({ s: ++this.data.seq, n: name, drop: true }).then(() => true);
  }

  commit(name: string, changes: Change[], state: SessionState): Promise<void> {
    if (this.data.sessions[name] !== state) return this.#lastWrite; // reset or dropped meanwhile
    return this.#write({ s: ++this.data.seq, n: name, c: changes, ids: state.ids, ticks: state.ticks });
  }

  /** Resolves once every write so far is durable (a commit without changes waits for the others). */
  settled(): Promise<void> {
    return this.#lastWrite;
  }

  #write(entry: Entry): Promise<void> {
    if (!this.#journal) return Promise.resolve();
    const journal = this.#journal;
    this.#lastWrite = journal.append(entry).then(() => journal.maybeCompact(this.data));
    return this.#lastWrite;
  }

  close(): void {
    this.#journal?.close(this.data);
  }
}
