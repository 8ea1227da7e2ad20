// The store: one state per session (`X-Mock-Session`), each created from the scenario seed on first use.
// In memory by default; with a file (`--db`), every change goes through the journal (journal.ts).
//
// Journal entries, each small: `{n, seed: true}` a session (re)starts from the seed (first use, reset);
// `{n, drop: true}` it is deleted; `{n, c, ids, ticks}` one request's changed rows. Sessions still equal to
// the seed are kept as names only, so neither the journal nor the snapshot copies the seed around.
//
// Bounded (`maxSessions`): a new session beyond the bound evicts the least recently used one (never `default`,
// never one whose write is still on its way to disk), deleted as `drop` does; should it come back, it starts from
// the seed like any new session.
import { Journal, type JournalEntry } from './journal.js';
import type { Clock } from './clock.js';
import { setOwn } from '../own-key.js';
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
  /** Sessions kept at most (`--max-sessions`), `default` included; 0: no bound. Default 1,000. */
  maxSessions?: number;
}

export const DEFAULT_MAX_SESSIONS = 1000;
/** Evictions closer together than this are one burst: one note on stderr. */
const EVICTION_NOTE_EVERY_MS = 60_000;

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
  readonly #max: number;
  /** Session names, least recently used first (kept only when bounded). */
  readonly #recent = new Set<string>();
  #newest: string | undefined;
  /** Sessions with commits not yet durable: in use by a request, so never evicted. */
  readonly #busy = new Map<string, number>();
  #lastEviction = -Infinity;

  constructor(options: StoreOptions) {
    this.#options = options;
    this.#max = Math.max(0, options.maxSessions ?? DEFAULT_MAX_SESSIONS);
    if (!options.file) return;
    const { journal, snapshot, entries } = Journal.open(options.file, {
      snapshot: () => this.#snapshot(),
      depth: 4, // snapshot → sessions → session → table: rows are the pieces a background snapshot writes
      ...(options.compactAt ? { compactAt: options.compactAt } : {}),
    });
    this.#journal = journal;
    if (snapshot) this.#load(snapshot as unknown as StoreSnapshot, options.file);
    for (const entry of entries) this.#apply(entry as JournalEntry & Entry);
    this.#makeRoom(0); // a file written with a larger bound
  }

  /** The session's state, created from the seed on first use. */
  session(name: string): Session {
    let session = this.#sessions.get(name);
    if (session) {
      this.#touch(name);
      return session;
    }
    let state = this.#states.get(name);
    if (!state) {
      this.#makeRoom(1);
      state = this.#fresh(name);
      void this.#write({ n: name, seed: true });
    }
    this.#touch(name);
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
    if (!this.#states.has(name)) this.#makeRoom(1);
    this.#fresh(name);
    this.#touch(name);
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
    const written = this.#write({ n: name, c: changes, ids: state.ids, ticks: state.ticks });
    if (this.#journal && this.#max) this.#holdUntil(name, written);
    return written;
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
    this.#recent.delete(name);
    if (this.#newest === name) this.#newest = undefined;
  }

  /** Marks the session most recently used (the hot path: a repeat costs one comparison). */
  #touch(name: string): void {
    if (!this.#max || this.#newest === name) return;
    this.#recent.delete(name);
    this.#recent.add(name);
    this.#newest = name;
  }

  #holdUntil(name: string, written: Promise<void>): void {
    this.#busy.set(name, (this.#busy.get(name) ?? 0) + 1);
    const release = () => {
      const left = this.#busy.get(name)! - 1;
      if (left) this.#busy.set(name, left);
      else this.#busy.delete(name);
    };
    written.then(release, release);
  }

  /** Evicts least recently used sessions until `room` more fit under the bound (fewer if the rest are in use). */
  #makeRoom(room: number): void {
    if (!this.#max) return;
    let over = this.#states.size + room - this.#max;
    if (over <= 0) return;
    for (const name of this.#recent) {
      if (over <= 0) break;
      if (name === 'default' || this.#busy.has(name)) continue;
      this.#forget(name);
      void this.#write({ n: name, drop: true });
      this.#noteEviction(name);
      over--;
    }
  }

  #noteEviction(name: string): void {
    const now = Date.now();
    if (now - this.#lastEviction >= EVICTION_NOTE_EVERY_MS) {
      process.stderr.write(`[mock-site] more than ${this.#max} sessions: evicting the least recently used (${JSON.stringify(name)} first); an evicted session that comes back starts from the seed. Raise the bound with --max-sessions (0: none). This note is shown once per burst.\n`);
    }
    this.#lastEviction = now;
  }

  #write(entry: Entry): Promise<void> {
    if (!this.#journal) return this.#lastWrite;
    this.#lastWrite = this.#journal.append(entry as unknown as Record<string, unknown>);
    return this.#lastWrite;
  }

  #apply(e: Entry): void {
    if (e.drop) return this.#forget(e.n);
    this.#touch(e.n);
    if (e.seed) {
      this.#fresh(e.n);
      return;
    }
    const state = this.#states.get(e.n) ?? this.#fresh(e.n);
    this.#seeded.delete(e.n);
    for (const [table, id, value] of e.c ?? []) {
      const rows = state[table] as Record<string, unknown>;
      if (value === null) delete rows[id];
      else setOwn(rows, id, value);
    }
    if (e.ids) state.ids = e.ids;
    if (e.ticks !== undefined) state.ticks = e.ticks;
  }

  #load(snapshot: StoreSnapshot, file: string): void {
    if (snapshot.version !== 1 || typeof snapshot.sessions !== 'object' || !Array.isArray(snapshot.seeded)) {
      throw new Error(`[mock-site] --db ${file}: written by another version of mock-site (version ${JSON.stringify(snapshot.version)}). Remove it or point --db at another file.`);
    }
    for (const [name, state] of Object.entries(snapshot.sessions)) {
      this.#states.set(name, state);
      this.#touch(name);
    }
    for (const name of snapshot.seeded) {
      this.#fresh(name);
      this.#touch(name);
    }
  }

  #snapshot(): Record<string, unknown> {
    const sessions: Record<string, SessionState> = {};
    for (const [name, state] of this.#states) if (!this.#seeded.has(name)) sessions[name] = state;
    const snapshot: StoreSnapshot = { version: 1, sessions, seeded: [...this.#seeded] };
    return snapshot as unknown as Record<string, unknown>;
  }
}
