// The kinds' record sets (a named list of records each) inside a session's `records` table (rows keyed
// `<record set>/<id>`), and the counters they keep (a record set's last id, a job's polls). Reads and
// writes go through the Session.
import type { Session } from './session.js';
import type { KindRecord } from './types.js';

export const recordKey = (recordSet: string, id: string | number): string => `${recordSet}/${id}`;

/** Where a record set's last handed-out id is counted. */
export const idCounterKey = (recordSet: string): string => `${recordSet}#id`;

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

/** Every record of a record set, in id order. */
export function recordsIn(session: Session, recordSet: string): KindRecord[] {
  return [...session.lookup('records', 'store', recordSet)].sort((a, b) => compareIds(a.id, b.id));
}

export const getRecord = (session: Session, recordSet: string, id: string | number): KindRecord | undefined => session.get('records', recordKey(recordSet, id));

export const putRecord = (session: Session, recordSet: string, id: string | number, data: Record<string, unknown>): KindRecord =>
  session.put('records', recordKey(recordSet, id), { store: recordSet, id: String(id), data });

export const removeRecord = (session: Session, recordSet: string, id: string | number): void => session.remove('records', recordKey(recordSet, id));

export const readCounter = (session: Session, key: string): number | undefined => session.get('counters', key);

export const writeCounter = (session: Session, key: string, value: number): number => session.put('counters', key, value);

/** The next id of a record set: one past its counter (or past its largest numeric id when nothing counted yet). */
export function nextRecordId(session: Session, recordSet: string): number {
  const key = idCounterKey(recordSet);
  let last = readCounter(session, key);
  if (last === undefined) {
    last = 0;
    for (const r of session.lookup('records', 'store', recordSet)) if (numeric(r.id)) last = Math.max(last, Number(r.id));
  }
  return writeCounter(session, key, last + 1);
}
