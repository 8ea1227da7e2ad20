// One session's state and the only way to change it: every change is recorded, so a request's writes
// reach the journal together and are acknowledged only once durable.
import type { Clock } from './clock.js';
import { wpDate } from './clock.js';
import { noteChanges } from './change-log.js';
import { setOwn } from '../own-key.js';
import type { SessionState, Table } from './types.js';
import { bumpStateVersion } from './state-version.js';

export type Change = [table: Table, id: string, value: unknown];

/**
 * The counter that holds the admin clock moves (`PUT /__mock/clock`) of a session, in milliseconds: kept with the
 * session's counters, so it persists with --db and a reset takes it back to the scenario's clock.
 */
export const CLOCK_SHIFT = 'mock_site.clock';

export interface CommitSink {
  commit(session: string, changes: Change[], state: SessionState): Promise<void>;
  /** Resolves once every write so far is durable. */
  settled(): Promise<void>;
}

type Row<T extends Table> = SessionState[T][string];

export class Session {
  #changes: Change[] = [];
  /** Secondary indexes: `table.field` → value → ids; built on first lookup, kept current by put/remove. */
  readonly #indexes = new Map<string, { table: Table; field: string; ids: Map<unknown, Set<string>> }>();

  constructor(readonly name: string, readonly state: SessionState, readonly clock: Clock, private readonly sink: CommitSink) {}

  get<T extends Table>(table: T, id: number | string): Row<T> | undefined {
    const rows = this.state[table];
    const key = String(id);
    return Object.hasOwn(rows, key) ? rows[key] as Row<T> : undefined;
  }

  all<T extends Table>(table: T): Row<T>[] {
    return Object.values(this.state[table]) as Row<T>[];
  }

  /** The rows of `table` whose `field` equals `value` (an index lookup, not a scan). */
  *lookup<T extends Table>(table: T, field: string, value: unknown): Generator<Row<T>> {
    const key = `${table}.${field}`;
    let index = this.#indexes.get(key);
    if (!index) {
      index = { table, field, ids: new Map() };
      for (const [id, row] of Object.entries(this.state[table])) this.#indexAdd(index.ids, (row as Record<string, unknown>)[field], id);
      this.#indexes.set(key, index);
    }
    const ids = index.ids.get(value);
    if (!ids) return;
    const rows = this.state[table] as Record<string, Row<T>>;
    for (const id of [...ids]) yield rows[id]!;
  }

  #indexAdd(ids: Map<unknown, Set<string>>, value: unknown, id: string): void {
    let set = ids.get(value);
    if (!set) ids.set(value, (set = new Set()));
    set.add(id);
  }

  #reindex(table: Table, id: string, before: unknown, after: unknown): void {
    for (const index of this.#indexes.values()) {
      if (index.table !== table) continue;
      if (before !== undefined) index.ids.get((before as Record<string, unknown>)[index.field])?.delete(id);
      if (after !== undefined) this.#indexAdd(index.ids, (after as Record<string, unknown>)[index.field], id);
    }
  }

  put<T extends Table>(table: T, id: number | string, value: Row<T>): Row<T> {
    const rows = this.state[table] as Record<string, unknown>;
    const key = String(id);
    if (this.#indexes.size) this.#reindex(table, key, rows[key], value);
    setOwn(rows, key, value);
    bumpStateVersion(this.state);
    this.#changes.push([table, key, value]);
    return value;
  }

  remove(table: Table, id: number | string): void {
    const rows = this.state[table] as Record<string, unknown>;
    const key = String(id);
    if (this.#indexes.size) this.#reindex(table, key, rows[key], undefined);
    delete rows[key];
    bumpStateVersion(this.state);
    this.#changes.push([table, key, null]);
  }

  nextId(kind: keyof SessionState['ids']): number {
    return ++this.state.ids[kind];
  }

  /** A write request: moves the clock one second (when it advances per write) and returns the instant. */
  tick(): number {
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

  /** Makes this request's changes durable; resolves when they may be acknowledged. */
  commit(): Promise<void> {
    noteChanges(this, this.#changes);
    const changes = this.#changes;
    this.#changes = [];
    return changes.length ? this.sink.commit(this.name, changes, this.state) : this.sink.settled();
  }
}
