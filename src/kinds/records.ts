// The named stores of the kinds inside a session's `records` table (rows keyed `store/id`), and the
// counters they keep (a store's last id, a job's polls). Reads and writes go through the Session.
import type { Session } from '../store/session.js';
import type { KindRecord } from '../store/types.js';

export const recordKey = (store: string, id: string | number): string => `${store}/${id}`;

/** Where a store's last handed-out id is counted. */
export const idCounterKey = (store: string): string => `${store}#id`;

const numeric = (id: string) => /^\d+$/.test(id);
const CHUNKS = /\d+|\D+/g;

/** Natural order (`job-2` before `job-10`), then code points: the same order on every machine. */
export function compareIds(a: string, b: string): number {
  const x = a.match(CHUNKS) ?? [];
  const y = b.match(CHUNKS) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i]!;
    const q = y[i]!;
    if (p === q) continue;
    if (numeric(p) && numeric(q) && Number(p) !== Number(q)) return Number(p) - Number(q);
    return p < q ? -1 : 1;
  }
  return x.length - y.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Every record of a store, in id order. */
export function storeRecords(session: Session, store: string): KindRecord[] {
  return [...session.lookup('records', 'store', store)].sort((a, b) => compareIds(a.id, b.id));
}

export const getRecord = (session: Session, store: string, id: string | number): KindRecord | undefined =>
  session.get('records', recordKey(store, id));

export const putRecord = (session: Session, store: string, id: string | number, data: Record<string, unknown>): KindRecord =>
  session.put('records', recordKey(store, id), { store, id: String(id), data });

export const removeRecord = (session: Session, store: string, id: string | number): void =>
  session.remove('records', recordKey(store, id));

export const readCounter = (session: Session, key: string): number | undefined => session.get('counters', key);

export const writeCounter = (session: Session, key: string, value: number): number => session.put('counters', key, value);

/** The next id of a store: one past its counter (or past its largest numeric id when nothing counted yet). */
export function nextRecordId(session: Session, store: string): number {
  const key = idCounterKey(store);
  let last = readCounter(session, key);
  if (last === undefined) {
    last = 0;
    for (const r of session.lookup('records', 'store', store)) if (numeric(r.id)) last = Math.max(last, Number(r.id));
  }
  return writeCounter(session, key, last + 1);
}
