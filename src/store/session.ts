// One session's state and the only way to change it: every change is recorded, so a request's writes
// reach the journal together and are acknowledged only once durable.
import type { Clock } from './clock.js';
import { wpDate } from './clock.js';
import type { SessionState, Table } from './types.js';

export type Change = [table: Table, id: string, value: unknown];

export interface CommitSink {
  commit(session: string, changes: Change[], state: SessionState): Promise<void>;
  /** Resolves once every write so far is durable. */
  settled(): Promise<void>;
}

type Row<T extends Table> = SessionState[T][string];

export class Session {
  #changes: Change[] = [];

  constructor(readonly name: string, readonly state: SessionState, readonly clock: Clock, private readonly sink: CommitSink) {}

  get<T extends Table>(table: T, id: number | string): Row<T> | undefined {
    return this.state[table][String(id)] as Row<T> | undefined;
  }

  all<T extends Table>(table: T): Row<T>[] {
    return Object.values(this.state[table]) as Row<T>[];
  }

  put<T extends Table>(table: T, id: number | string, value: Row<T>): Row<T> {
    (this.state[table] as Record<string, unknown>)[String(id)] = value;
    this.#changes.push([table, String(id), value]);
    return value;
  }

  remove(table: Table, id: number | string): void {
    delete (this.state[table] as Record<string, unknown>)[String(id)];
    this.#changes.push([table, String(id), null]);
  }

  nextId(kind: keyof SessionState['ids']): number {
    return ++this.state.ids[kind];
  }

  /** Moves the clock one second (once per write request) and returns the new instant. */
  tick(): number {
    this.state.ticks++;
    return this.clock.at(this.state.ticks);
  }

  /** Now, as WordPress writes it: [local, gmt]. */
  now(): [local: string, gmt: string] {
    const ms = this.clock.at(this.state.ticks);
    return [wpDate(ms, this.clock.offsetHours), wpDate(ms)];
  }

  /** Makes this request's changes durable; resolves when they may be acknowledged. */
  commit(): Promise<void> {
    const changes = this.#changes;
    this.#changes = [];
    return changes.length ? this.sink.commit(this.name, changes, this.state) : this.sink.settled();
  }
}
