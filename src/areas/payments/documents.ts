// Settings documents: one value per store, kept as the singleton kind keeps it (the record `value`), so the
// catalogue's singleton bindings and this area's code read and write the same rows. A session starts from
// `data.records.<store>` when that is a mapping, else from the area's defaults.
import type { HandlerContext } from '../../dispatch/types.js';
import { getRecord, putRecord, removeRecord } from '../../store/records.js';
import { dataRecords } from '../../store/seed-records.js';
import type { Session } from '../../store/session.js';
import { isPlainObject } from '../../wp/php-values.js';

const DOCUMENT_ID = 'value';

export type Document = Record<string, unknown>;

/** The document of `store` (a copy): written, else seeded, else `defaults` (seeded fields win over defaults). */
export function readDocument<T extends Document>(session: Session, ctx: HandlerContext, store: string, defaults: T): T {
  const written = getRecord(session, store, DOCUMENT_ID)?.data;
  if (written) return structuredClone({ ...defaults, ...written }) as T;
  const seeded = dataRecords(ctx.site.scenario)[store];
  return structuredClone(isPlainObject(seeded) ? { ...defaults, ...seeded } : defaults) as T;
}

/** Stores the document (the caller ticks the clock and commits). */
export function writeDocument(session: Session, store: string, value: Document): void {
  putRecord(session, store, DOCUMENT_ID, value);
}

/** Puts the document back to its seed (the caller ticks and commits). */
export function resetDocument(session: Session, store: string): void {
  removeRecord(session, store, DOCUMENT_ID);
}
