// One session's state and the only way to change it: every change is recorded, so a request's writes
// reach the write log together and are acknowledged only once durable. Each change also keeps the row it replaced,
// so writes the write log refuses (a full disk) are undone: what was not kept is never seen.
import type { Clock } from './clock.js';
import { wpDate } from './clock.js';
import { setOwn } from '../own-key.js';
import type { SessionState, Table } from './types.js';
import { bumpStateVersion } from './state-version.js';

export type Change = [table: Table, id: string, value: unknown];

/** What the change log (change-log.ts) says of a commit's writes, beyond the rows themselves. */
export interface ChangeNote {
  user_id?: number;
  /** Replaces the summary the rows give (navigate: `Navigate`). */
  summary?: string;
  /** Where a live preview should go (navigate: the path of the page asked for, from the site root). */
  url?: string;
  /** The writes are bookkeeping, not a change of the site (the audit log). */
  quiet?: boolean;
}

/**
 * The counter that holds the admin clock moves (`PUT /__mock/clock`) of a session, in milliseconds: kept with the
 * session's counters, so it persists with --db and a reset takes it back to the scenario's clock.
 */
export const CLOCK_SHIFT = 'mock_site.clock';

export interface CommitSink {
  /** Adds the change-log entry of one request's writes to the session (src/store/change-log.ts), before they commit. */
  noteChanges(session: Session, changes: readonly Change[], note: ChangeNote): void;
  /** Resolves once `changes` are durable; when they cannot be, calls `undo` (before any caller hears) and rejects. */
  commit(session: string, changes: Change[], state: SessionState, undo: () => void): Promise<void>;
  /** Resolves once every write so far is durable. */
  settled(): Promise<void>;
}

type Row<T extends Table> = SessionState[T][string];

/** The ids of an index's rows with one value: one id, or a Set of them. */
type Ids = string | Set<string>;

/** What a lookup finds when no row has the value. */
const NONE: readonly never[] = Object.freeze([]);

/** The row a change replaced, when there was none. */
const ABSENT = Symbol('absent');

/** The counters and clock a set of changes moves, as they stood before it or after it. */
interface Marks {
  ids: SessionState['ids'];
  ticks: number;
}

/** Secondary indexes: table → field → value → ids. */
type Indexes = Map<Table, Map<string, Map<unknown, Ids>>>;

const NO_NOTE: ChangeNote = Object.freeze({});

/**
 * A session's state and the changes pending on it. The store keeps one per session; a request writes through its own
 * (forRequest()): the same state and indexes, its own pending changes, and what the change log says of them (who made
 * them). The note travels with the object, not in an async context: AsyncLocalStorage on Node 20 taxes every promise
 * of the process once entered (~7% of a create's time, docs/working-on-mock-site.md).
 */
export class Session {
  #changes: Change[] = [];
  /** For each change of #changes, two items: the row it replaced and the row it left (ABSENT: none). */
  #undoLog: unknown[] = [];
  /** Ids and clock before the first of the pending changes; null while none are pending. */
  #before: Marks | null = null;
  /**
   * Secondary indexes: table → field → value → ids (one id as itself: most values, such as slugs, name one row, and a
   * Set each would take 20 MB for 100,000 posts); built on first lookup, kept current by put/remove.
   */
  readonly #indexes: Indexes;

  constructor(
    readonly name: string,
    readonly state: SessionState,
    readonly clock: Clock,
    private readonly sink: CommitSink,
    /** What the change log says of this object's commits (ChangeNote): who made them, or that they are bookkeeping. */
    readonly note: ChangeNote = NO_NOTE,
    indexes: Indexes = new Map(),
  ) {
    this.#indexes = indexes;
  }

  /** The session as one request writes to it: the same state and indexes, its own pending changes, `note` added to this one's. */
  forRequest(note: ChangeNote): Session {
    return new Session(this.name, this.state, this.clock, this.sink, this.note === NO_NOTE ? note : { ...this.note, ...note }, this.#indexes);
  }

  /** Whether this object has changes not yet committed. */
  get pending(): boolean {
    return this.#changes.length > 0;
  }

  get<T extends Table>(table: T, id: number | string): Row<T> | undefined {
    const rows = this.state[table];
    const key = String(id);
    return Object.hasOwn(rows, key) ? (rows[key] as Row<T>) : undefined;
  }

  all<T extends Table>(table: T): Row<T>[] {
    return Object.values(this.state[table]) as Row<T>[];
  }

  /** The rows of `table` whose `field` equals `value` (an index lookup, not a scan), as they are now. */
  lookup<T extends Table>(table: T, field: string, value: unknown): readonly Row<T>[] {
    let fields = this.#indexes.get(table);
    if (!fields) this.#indexes.set(table, (fields = new Map()));
    let index = fields.get(field);
    if (!index) {
      index = new Map();
      for (const [id, row] of Object.entries(this.state[table])) this.#indexAdd(index, (row as Record<string, unknown>)[field], id);
      fields.set(field, index);
    }
    const ids = index.get(value);
    if (ids === undefined) return NONE as readonly Row<T>[];
    const rows = this.state[table] as Record<string, Row<T>>;
    if (typeof ids === 'string') return [rows[ids]!];
    const found: Row<T>[] = [];
    for (const id of ids) found.push(rows[id]!);
    return found;
  }

  #indexAdd(ids: Map<unknown, Ids>, value: unknown, id: string): void {
    const had = ids.get(value);
    if (had === undefined) ids.set(value, id);
    else if (typeof had !== 'string') had.add(id);
    else if (had !== id) ids.set(value, new Set([had, id]));
  }

  /** An emptied set goes with its value: a run that creates and deletes rows with ever new values keeps no trace of them. */
  #indexRemove(ids: Map<unknown, Ids>, value: unknown, id: string): void {
    const had = ids.get(value);
    if (had === id) ids.delete(value);
    else if (typeof had !== 'string' && had?.delete(id) && had.size === 0) ids.delete(value);
  }

  #reindex(table: Table, id: string, before: unknown, after: unknown): void {
    const fields = this.#indexes.get(table);
    if (!fields) return;
    for (const [field, ids] of fields) {
      if (before !== undefined) this.#indexRemove(ids, (before as Record<string, unknown>)[field], id);
      if (after !== undefined) this.#indexAdd(ids, (after as Record<string, unknown>)[field], id);
    }
  }

  put<T extends Table>(table: T, id: number | string, value: Row<T>): Row<T> {
    this.#change(table, String(id), value);
    return value;
  }

  remove(table: Table, id: number | string): void {
    this.#change(table, String(id), ABSENT);
  }

  /** Sets a row (ABSENT: deletes it), noting what it replaced. */
  #change(table: Table, key: string, value: unknown): void {
    this.#begin();
    const rows = this.state[table] as Record<string, unknown>;
    const replaced = Object.hasOwn(rows, key) ? rows[key] : ABSENT;
    this.#set(table, key, replaced, value);
    this.#changes.push([table, key, value === ABSENT ? null : value]);
    this.#undoLog.push(replaced, value);
  }

  /** Replaces row `key` of `table` (`from` → `to`, either ABSENT), keeping the indexes and the version current. */
  #set(table: Table, key: string, from: unknown, to: unknown): void {
    const rows = this.state[table] as Record<string, unknown>;
    if (this.#indexes.size) this.#reindex(table, key, from === ABSENT ? undefined : from, to === ABSENT ? undefined : to);
    if (to === ABSENT) delete rows[key];
    else setOwn(rows, key, to);
    bumpStateVersion(this.state);
  }

  /** Notes the ids and clock as the first pending change finds them. */
  #begin(): void {
    if (!this.#before) this.#before = { ids: { ...this.state.ids }, ticks: this.state.ticks };
  }

  nextId(kind: keyof SessionState['ids']): number {
    this.#begin();
    return ++this.state.ids[kind];
  }

  /** A write request: moves the clock one second (when it advances per write) and returns the instant. */
  tick(): number {
    this.#begin();
    if (this.clock.advance === 'per-write') this.state.ticks++;
    return this.instant();
  }

  /** Any request: moves the clock one second when it advances per request (kept by the next commit). */
  request(): void {
    if (this.clock.advance === 'per-request') this.state.ticks++;
  }

  /** Now on the session's scenario clock, in milliseconds since the epoch. */
  instant(): number {
    return this.clock.at(this.state.ticks) + (this.state.counters[CLOCK_SHIFT] ?? 0);
  }

  /** Now, as WordPress writes it: [local, gmt]. */
  now(): [local: string, gmt: string] {
    const ms = this.instant();
    return [wpDate(ms, this.clock.offsetHours), wpDate(ms)];
  }

  /**
   * Makes this request's changes durable; resolves when they may be acknowledged. When they cannot be kept, they
   * are undone first, then it rejects with an error that says so. `note` adds to this object's for these changes.
   */
  commit(note?: ChangeNote): Promise<void> {
    this.sink.noteChanges(this, this.#changes, note ? { ...this.note, ...note } : this.note);
    const changes = this.#changes;
    const undoLog = this.#undoLog;
    const before = this.#before;
    this.#changes = [];
    this.#undoLog = [];
    this.#before = null;
    if (!changes.length) return this.sink.settled();
    const after: Marks = { ids: { ...this.state.ids }, ticks: this.state.ticks };
    return this.sink.commit(this.name, changes, this.state, () => this.#undo(changes, undoLog, before!, after));
  }

  /**
   * Puts back what `changes` replaced, newest first. A row, id counter or clock that a later change has moved
   * since keeps that change's value: it was written after these, and is kept or undone by its own commit.
   */
  #undo(changes: Change[], undoLog: unknown[], before: Marks, after: Marks): void {
    const { state } = this;
    for (let i = changes.length - 1; i >= 0; i--) {
      const [table, key] = changes[i]!;
      const rows = state[table] as Record<string, unknown>;
      const now = Object.hasOwn(rows, key) ? rows[key] : ABSENT;
      if (now === undoLog[2 * i + 1]) this.#set(table, key, now, undoLog[2 * i]);
    }
    for (const kind of Object.keys(after.ids) as (keyof Marks['ids'])[]) {
      if (state.ids[kind] === after.ids[kind]) state.ids[kind] = before.ids[kind];
    }
    if (state.ticks === after.ticks) state.ticks = before.ticks;
    // A new version, never an old one: what was kept for reuse while the undone changes were visible is stale.
    bumpStateVersion(state);
  }
}
