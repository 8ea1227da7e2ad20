// The store: one state per session (`X-Mock-Session`), each created from the scenario seed on first use.
// In memory by default; with a file (`--db`), every change goes through the write log (write-log.ts).
//
// Write log entries, each small: `{n, seed: true}` a session (re)starts from the seed (first use, reset);
// `{n, drop: true}` it is deleted; `{n, c, ids, ticks}` one request's changed rows. Sessions still equal to
// the seed are kept as names only, so neither the write log nor the snapshot copies the seed around.
//
// Bounded (`maxSessions`): a new session beyond the bound evicts the least recently used one (never `default`,
// never one whose write is still on its way to disk), deleted as `drop` does; should it come back, it starts from
// the seed like any new session.
//
// A write the write log refuses (a full disk...) is undone before its caller hears of it, and so are the others
// of its event-loop turn (they were written together), newest first: a request's changes by its Session, a reset
// or a deletion here. Acknowledged writes are exactly the ones on disk.
//
// In memory, the first write of an event-loop turn is acknowledged at once; the writes that follow it in the same
// turn are acknowledged together once the turn's other requests have been read (setImmediate), as the write log
// acknowledges a turn's writes with --db: under load their answers then leave in one go. Answering every write inside
// the callback that read it made each answer a send and wake-up of its client of its own, which cost more CPU per
// write (and a longer tail of answer times) in memory than with --db.
import { afterThisTurn, quietTimeout } from '../platform/timers.js';
import { WriteLog, type WriteLogEntry } from './write-log.js';
import type { Clock } from './clock.js';
import { setOwn } from '../own-key.js';
import { Session, type Change, type ChangeNote, type CommitSink } from './session.js';
import { noteChanges } from './change-log.js';
import type { SessionState, StoreSnapshot } from './types.js';
import { writeNotKept } from './write-failed.js';

export interface StoreOptions {
  /** A JSON file to persist to (`--db`); in memory when absent. */
  file?: string;
  /** A fresh copy of the scenario's seed state. */
  seed: () => SessionState;
  clock: Clock;
  /** Write log bytes before the snapshot is rewritten (tests make it small). */
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

/** A session as it was before a reset or a deletion, to put back should the write log refuse it. */
interface Saved {
  state: SessionState | undefined;
  session: Session | undefined;
  seeded: boolean;
}

export class Store implements CommitSink {
  readonly #options: StoreOptions;
  readonly #writeLog: WriteLog | undefined;
  readonly #states = new Map<string, SessionState>();
  /** Sessions that are still exactly the seed. */
  readonly #seeded = new Set<string>();
  readonly #sessions = new Map<string, Session>();
  /** The write log's answer to the last append; its turn's undos; the answer its writers get; the same, settled. */
  #lastAppend: Promise<void> | undefined;
  #undos: (() => void)[] = [];
  #lastAnswer: Promise<void> = Promise.resolve();
  #lastWrite: Promise<void> = Promise.resolve();
  /** In memory: a write was acknowledged in this event-loop turn (until its setImmediate). */
  #turnOpen = false;
  /**
   * In memory: a turn's writes are being acknowledged (from its setImmediate to the next loop iteration's timers):
   * what their requests write next (a batch's next sub-request) is acknowledged at once, as it was read long before.
   */
  #acknowledging = false;
  /** In memory: the acknowledgement of the writes that followed it in the turn, and what settles it. */
  #turn: { promise: Promise<void>; resolve: () => void } | undefined;
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
    const { writeLog, snapshot, entries } = WriteLog.open(options.file, {
      snapshot: () => this.#snapshot(),
      depth: 4, // snapshot → sessions → session → table: rows are the pieces a background snapshot writes
      ...(options.compactAt ? { compactAt: options.compactAt } : {}),
    });
    this.#writeLog = writeLog;
    if (snapshot) this.#load(snapshot as unknown as StoreSnapshot, options.file);
    for (const entry of entries) this.#apply(entry as WriteLogEntry & Entry);
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

  /**
   * Puts a session back to the scenario seed (creating it if it did not exist); resolves once durable. Should the
   * write log refuse it, the session is put back as it was and it rejects.
   */
  reset(name: string): Promise<void> {
    const was = this.#saved(name);
    this.#sessions.delete(name);
    if (!was.state) this.#makeRoom(1);
    const fresh = this.#fresh(name);
    this.#touch(name);
    return this.#write({ n: name, seed: true }, () => {
      if (this.#states.get(name) === fresh) this.#restore(name, was);
    });
  }

  /**
   * Hot reload of a scenario whose seed changed (app.swap): sessions are seeded from `seed` with `clock` from now
   * on, and every existing one starts over from it (keeping its name); resolves once durable.
   */
  reseed(seed: () => SessionState, clock: Clock): Promise<void> {
    this.#options.seed = seed;
    this.#options.clock = clock;
    return Promise.all(this.names().map((name) => this.reset(name))).then(() => undefined);
  }

  /**
   * Forgets a session; resolves false when there was none, true once the deletion is durable. Should the write log
   * refuse it, the session is back as it was and it rejects.
   */
  async drop(name: string): Promise<boolean> {
    if (!this.has(name)) return false;
    const was = this.#saved(name);
    const order = this.names();
    this.#forget(name);
    await this.#write({ n: name, drop: true }, () => {
      if (!this.#states.has(name)) this.#restore(name, was, order);
    });
    return true;
  }

  noteChanges(session: Session, changes: readonly Change[], note: ChangeNote): void {
    noteChanges(session, changes, note);
  }

  commit(name: string, changes: Change[], state: SessionState, undo: () => void): Promise<void> {
    if (this.#states.get(name) !== state) return this.settled(); // reset or deleted meanwhile: these changes are void
    this.#seeded.delete(name);
    const written = this.#write({ n: name, c: changes, ids: state.ids, ticks: state.ticks }, undo);
    if (this.#writeLog && this.#max) this.#holdUntil(name, written);
    return written;
  }

  /**
   * Resolves once every write so far is durable or refused (a commit without changes waits for the others; a
   * refused one is undone and reported to its own caller).
   */
  settled(): Promise<void> {
    return this.#lastWrite;
  }

  /** Writes the snapshot now (it happens by itself as the write log grows, and on close). */
  compact(): void {
    this.#writeLog?.compact();
  }

  /** Resolves once no background snapshot is being written. */
  idle(): Promise<void> {
    return this.#writeLog?.idle() ?? Promise.resolve();
  }

  /** Clean shutdown: writes the snapshot and releases the files. */
  close(): void {
    this.#writeLog?.close();
  }

  /** What #restore needs to put a session back as it is now. */
  #saved(name: string): Saved {
    return { state: this.#states.get(name), session: this.#sessions.get(name), seeded: this.#seeded.has(name) };
  }

  /**
   * Puts a session back as #saved found it, after the write log refused a change; `order` (every name, in creation
   * order, as names() gave them then) puts a deleted one back in its place.
   */
  #restore(name: string, was: Saved, order?: string[]): void {
    if (!was.state) {
      this.#forget(name);
      return;
    }
    const existed = this.#states.has(name);
    this.#states.set(name, was.state);
    if (was.session) this.#sessions.set(name, was.session);
    else this.#sessions.delete(name);
    if (was.seeded) this.#seeded.add(name);
    else this.#seeded.delete(name);
    this.#touch(name);
    if (existed || !order) return;
    // Map order is creation order: the sessions created after it go back behind it.
    for (const other of order.slice(order.indexOf(name) + 1)) {
      const state = this.#states.get(other);
      if (state === undefined) continue;
      this.#states.delete(other);
      this.#states.set(other, state);
    }
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
      process.stderr.write(
        `[mock-site] more than ${this.#max} sessions: evicting the least recently used (${JSON.stringify(name)} first); an evicted session that comes back starts from the seed. Raise the bound with --max-sessions (0: none). This note is shown once per burst.\n`,
      );
    }
    this.#lastEviction = now;
  }

  /** Appends `entry`; `undo` takes its change back out of memory should the write log refuse it. */
  #write(entry: Entry, undo?: () => void): Promise<void> {
    if (!this.#writeLog) return this.#inMemoryTurn();
    const appended = this.#writeLog.append(entry as unknown as Record<string, unknown>);
    if (appended !== this.#lastAppend) {
      // a new turn: its appends share one write, one answer and one fate
      const undos: (() => void)[] = [];
      this.#lastAppend = appended;
      this.#undos = undos;
      this.#lastAnswer = appended.catch((e: unknown) => {
        for (let i = undos.length - 1; i >= 0; i--) undos[i]!();
        throw writeNotKept(e);
      });
      this.#lastWrite = this.#lastAnswer.then(
        () => undefined,
        () => undefined,
      );
    }
    if (undo) this.#undos.push(undo);
    return this.#lastAnswer;
  }

  /** In memory: at once for the turn's first write; for the others, together once the turn's requests have been read. */
  #inMemoryTurn(): Promise<void> {
    if (this.#acknowledging) return this.#lastWrite;
    if (!this.#turnOpen) {
      this.#turnOpen = true;
      afterThisTurn(() => {
        this.#turnOpen = false;
        const turn = this.#turn;
        this.#turn = undefined;
        if (!turn) return;
        this.#acknowledging = true;
        quietTimeout(() => (this.#acknowledging = false), 0);
        turn.resolve();
      });
      return this.#lastWrite;
    }
    if (!this.#turn) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.#turn = { promise, resolve };
      this.#lastWrite = promise;
    }
    return this.#turn.promise;
  }

  #apply(e: Entry): void {
    if (e.drop) {
      this.#forget(e.n);
      return;
    }
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
      throw new Error(
        `[mock-site] --db ${file}: written by another version of mock-site (version ${JSON.stringify(snapshot.version)}). Remove it or point --db at another file.`,
      );
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
