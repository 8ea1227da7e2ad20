// The session's change log, which `GET /sitetool/v1/last-change` reads: every commit that writes something
// of the site (any table but `counters`) bumps a change counter and keeps a short entry saying what changed,
// when (scenario clock) and who (when a site-tool call made it). The last LOG_SIZE entries are kept.
import type { Change, ChangeNote, Session } from './session.js';
import type { KindRecord, PostRecord } from './types.js';

export const CHANGE_STORE = 'mock_site.changes';
/** The number of changes so far (the entry ids). */
export const CHANGE_COUNTER = 'mock_site.changes';
/** The last change's time in milliseconds: each change is at least 1 ms after the one before. */
const CHANGE_AT = 'mock_site.changes.at';
export const LOG_SIZE = 100;

/** The first row a commit changed, as the entry keeps it. */
export interface ChangedRow {
  table: string;
  id: string;
  deleted: boolean;
  /** records: the store; posts: the post type. */
  kind?: string;
  /** posts: the title; users and terms: the name. */
  title?: string;
  parent?: number;
}

export interface ChangeEntry {
  seq: number;
  /** Seconds since the epoch on the scenario clock, strictly increasing (a poll's `since`). */
  timestamp: number;
  /** The user who made the change (0: no user, e.g. a scenario seed or an admin API load). */
  user_id: number;
  /** Rows the commit changed. */
  rows: number;
  first: ChangedRow;
  summary?: string;
  url?: string;
}

const isLogRow = ([table, id]: Change) => (table === 'counters' && id.startsWith(CHANGE_COUNTER)) || (table === 'records' && id.startsWith(`${CHANGE_STORE}/`));

function describeRow([table, id, value]: Change): ChangedRow {
  const row: ChangedRow = { table, id, deleted: value === null };
  if (table === 'records') {
    const slash = id.indexOf('/');
    Object.assign(row, { kind: (value as KindRecord | null)?.store ?? id.slice(0, slash), id: id.slice(slash + 1) });
  } else if (table === 'posts' && value) {
    const post = value as PostRecord;
    Object.assign(row, { kind: post.type, title: post.title, parent: post.parent });
  } else if ((table === 'users' || table === 'terms') && value) {
    row.title = String((value as { name?: unknown }).name ?? '');
  }
  return row;
}

/** The row that says most about a commit: a post that is not a revision first, then anything but counters. */
function mainRow(changes: readonly Change[]): Change | undefined {
  const site = changes.filter(([table]) => table !== 'counters');
  return site.find(([table, , v]) => table === 'posts' && (v as PostRecord | null)?.type !== 'revision') ?? site[0];
}

/** Adds the change entry of `changes` (one request's writes) to the session; Session.commit calls it. */
export function noteChanges(session: Session, changes: readonly Change[], note: ChangeNote): void {
  // A state load carries its own log (PUT /__mock/state); counters alone are polls, sequences and clock moves.
  if (note.quiet || changes.some(isLogRow)) return;
  const main = mainRow(changes);
  if (!main) return;
  const seq = (session.state.counters[CHANGE_COUNTER] ?? 0) + 1;
  const at = Math.max(session.instant(), (session.state.counters[CHANGE_AT] ?? 0) + 1);
  const entry: ChangeEntry = { seq, timestamp: at / 1000, user_id: note.user_id ?? 0, rows: changes.length, first: describeRow(main) };
  if (note.summary) entry.summary = note.summary;
  if (note.url) entry.url = note.url;
  session.put('counters', CHANGE_COUNTER, seq);
  session.put('counters', CHANGE_AT, at);
  session.put('records', `${CHANGE_STORE}/${seq}`, { store: CHANGE_STORE, id: String(seq), data: entry as unknown as KindRecord['data'] });
  if (session.get('records', `${CHANGE_STORE}/${seq - LOG_SIZE}`)) session.remove('records', `${CHANGE_STORE}/${seq - LOG_SIZE}`);
}

/** The kept entries, oldest first. */
export function changeEntries(session: Session): ChangeEntry[] {
  const last = session.state.counters[CHANGE_COUNTER] ?? 0;
  const entries: ChangeEntry[] = [];
  for (let seq = Math.max(1, last - LOG_SIZE + 1); seq <= last; seq++) {
    const data = session.get('records', `${CHANGE_STORE}/${seq}`)?.data;
    if (data) entries.push(data as unknown as ChangeEntry);
  }
  return entries;
}
