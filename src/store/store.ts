// The store: one state per session (`X-Mock-Session`), each created from the scenario seed on first use.
// In memory by default; with a file (`--db`), every change goes through the journal (journal.ts).
//
// Journal entries, each small: `{n, seed: true}` a session (re)starts from the seed (first use, reset);
// `{n, drop: true}` it is deleted; `{n, c, ids, ticks}` one request's changed rows. Sessions still equal to
// the seed are kept as names only, so neither the journal nor the snapshot copies the seed around.
import { Journal, type JournalEntry } from './journal.js';
import type { Clock } from './clock.js';
import { Session, type Change, type CommitSink } from './session.js';
import type { SessionState, StoreSnapshot } from './types.js';

export interface StoreOptions {
  /** A JSON file to persist to (`--db`); in memory when absent. */
  file?: string;
  /** A fresh copy of the scenario's seed state. */
  seed: () => SessionState;
  clock: Clock;
  /** Journal bytes before the snapshot is rewritten (tests make it small). */
  compactAt?: number;
}

interface Entry {
  n: string;
  seed?: true;
  drop?: true;
  c?: Change[];
  ids?: SessionState['ids'];
  ticks?: number;
}

export class Store implements CommitSink {
  readonly #options: StoreOptions;
  readonly #journal: Journal | undefined;
  readonly #states = new Map<string, SessionState>();
  /** Sessions that are still exactly the seed. */
  readonly #seeded = new Set<string>();
  readonly #sessions = new Map<string, Session>();
  #lastWrite: Promise<void> = Promise.resolve();

  constructor(options: StoreOptions) {
    this.#options = options;
    if (!options.file) return;
    const { journal, snapshot, entries } = Journal.open(options.file, {
      snapshot: () => this.#snapshot(),
      depth: 4, // snapshot → sessions → session → table: rows are the pieces a background snapshot writes
      ...(options.compactAt ? { compactAt: options.compactAt } : {}),
    });
    this.#journal = journal;
    if (snapshot) this.#load(snapshot as unknown as StoreSnapshot, options.file);
    for (const entry of entries) this.#apply(entry as JournalEntry & Entry);
  }

  /** The session's state, created from the seed on first use. */
  session(name: string): Session {
    let session = this.#sessions.get(name);
    if (session) return session;
    let state = this.#states.get(name);
    if (!state) {
      state = this.#fresh(name);
      void this.#write({ n: name, seed: true });
    }
    session = new Session(name, state, this.#options.clock, this);
    this.#sessions.set(name, session);
    return session;
  }

  /** Session names, in the order they were created. */
  names(): string[] {
    return [...this.#states.keys()];
  }

  has(name: string): boolean {
    return this.#states.has(name);
  }

  /** A session's state without creating it. */
  state(name: string): SessionState | undefined {
    return this.#states.get(name);
  }

  /** Puts a session back to the scenario seed (creating it if it did not exist); resolves once durable. */
  reset(name: string): Promise<void> {
    this.#sessions.delete(name);
    this.#fresh(name);
    return this.#write({ n: name, seed: true });
  }

  /**
   * Hot reload of a scenario whose seed changed (app.swap): sessions are seeded from `seed` with `clock` from now
   * on, and every existing one starts over from it (keeping its name); resolves once durable.
   */
  reseed(seed: () => SessionState, clock: Clock): Promise<void> {
    this.#options.seed = seed;
    this.#options.clock = clock;
    for (const name of this.names()) void this.reset(name);
    return this.settled();
  }

  /** Forgets a session; resolves false when there was none, true once the deletion is durable. */
  async drop(name: string): Promise<boolean> {
    if (!this.has(name)) return false;
    this.#forget(name);
    await this.#write({ n: name, drop: true });
    return true;
  }

  commit(name: string, changes: Change[], state: SessionState): Promise<void> {
    if (this.#states.get(name) !== state) return this.settled(); // reset or deleted meanwhile: these changes are void
    this.#seeded.delete(name);
    return this.#write({ n: name, c: changes, ids: state.ids, ticks: state.ticks });
  }

  /** Resolves once every write so far is durable (a commit without changes waits for the others). */
  settled(): Promise<void> {
    return this.#lastWrite;
  }

  /** Writes the snapshot now (it happens by itself as the journal grows, and on close). */
  compact(): void {
    this.#journal?.compact();
  }

  /** Resolves once no background snapshot is being written. */
  idle(): Promise<void> {
    return this.#journal?.idle() ?? Promise.resolve();
  }

  /** Clean shutdown: writes the snapshot and releases the files. */
  close(): void {
    this.#journal?.close();
  }

  #fresh(name: string): SessionState {
    const state = this.#options.seed();
    this.#states.set(name, state);
    this.#seeded.add(name);
    return state;
  }

  #forget(name: string): void {
    this.#sessions.delete(name);
    this.#states.delete(name);
    this.#seeded.delete(name);
  }

  #write(entry: Entry): Promise<void> {
    if (!this.#journal) return this.#lastWrite;
    this.#lastWrite = this.#journal.append(entry as unknown as Record<string, unknown>);
    return this.#lastWrite;
  }

  #apply(e: Entry): void {
    if (e.drop) return this.#forget(e.n);
    if (e.seed) {
      this.#fresh(e.n);
      return;
    }
    const state = this.#states.get(e.n) ?? this.#fresh(e.n);
    this.#seeded.delete(e.n);
    for (const [table, id, value] of e.c ?? []) {
      const rows = state[table] as Record<string, unknown>;
      if (value === null) delete rows[id];
      else rows[id] = value;
    }
    if (e.ids) state.ids = e.ids;
    if (e.ticks !== undefined) state.ticks = e.ticks;
  }

  #load(snapshot: StoreSnapshot, file: string): void {
    if (snapshot.version !== 1 || typeof snapshot.sessions !== 'object' || !Array.isArray(snapshot.seeded)) {
      throw new Error(`[mock-site] --db ${file}: written by another version of mock-site (version ${JSON.stringify(snapshot.version)}). Remove it or point --db at another file.`);
    }
    for (const [name, state] of Object.entries(snapshot.sessions)) this.#states.set(name, state);
    for (const name of snapshot.seeded) this.#fresh(name);
  }

  #snapshot(): Record<string, unknown> {
    const sessions: Record<string, SessionState> = {};
    for (const [name, state] of this.#states) if (!this.#seeded.has(name)) sessions[name] = state;
    const snapshot: StoreSnapshot = { version: 1, sessions, seeded: [...this.#seeded] };
    return snapshot as unknown as Record<string, unknown>;
  }
}
