// The session's change log, which `GET /sitetool/v1/last-change` reads: every commit that writes something
// of the site (any table but `counters`) bumps a change counter and keeps a short entry saying what changed,
// when (scenario clock) and who (when a site-tool call made it). The last LOG_SIZE entries are kept, in a ring of
// LOG_SIZE records (`mock_site.changes/<seq % LOG_SIZE>`, each saying which seq it holds): a commit overwrites one
// row of fixed key rather than adding a row and deleting another (fresh keys in the records table cost a write ~5%).
import { recordKey } from './records.js';
import type { Change, ChangeNote, Session } from './session.js';
import type { KindRecord, PostRecord, SessionState } from './types.js';

export const CHANGE_STORE = 'mock_site.changes';
/** The number of changes so far (the entry ids). */
export const CHANGE_COUNTER = 'mock_site.changes';
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
  // Each change at least 1 ms after the one before (timestamps strictly increase, on a frozen clock too).
  const before = seq > 1 ? changeEntry(session, seq - 1) : undefined;
  const at = Math.max(session.instant(), before ? Math.round(before.timestamp * 1000) + 1 : 0);
  const entry: ChangeEntry = { seq, timestamp: at / 1000, user_id: note.user_id ?? 0, rows: changes.length, first: describeRow(main) };
  if (note.summary) entry.summary = note.summary;
  if (note.url) entry.url = note.url;
  session.put('counters', CHANGE_COUNTER, seq);
  const slot = seq % LOG_SIZE;
  session.put('records', SLOT_KEYS[slot]!, { store: CHANGE_STORE, id: SLOT_IDS[slot]!, data: entry as unknown as KindRecord['data'] });
  // seq - LOG_SIZE's key is a slot's up to 2 × LOG_SIZE (just overwritten): only past it is it an old-style key.
  if (seq >= 2 * LOG_SIZE && holdsUnslotted(session.state)) {
    const older = recordKey(CHANGE_STORE, seq - LOG_SIZE);
    if (session.get('records', older)) session.remove('records', older);
  }
}

const SLOT_IDS = Array.from({ length: LOG_SIZE }, (_, slot) => String(slot));
const SLOT_KEYS = SLOT_IDS.map((id) => recordKey(CHANGE_STORE, id));

/**
 * Whether a state holds entries keyed by their seq past the ring's keys, as states saved before the ring did
 * (`mock_site.changes/<seq>`, the last LOG_SIZE): read where they are, and deleted as the ring passes them.
 */
const unslotted = new WeakMap<SessionState, boolean>();
function holdsUnslotted(state: SessionState): boolean {
  let holds = unslotted.get(state);
  if (holds === undefined) {
    const prefix = `${CHANGE_STORE}/`;
    holds = Object.keys(state.records).some((key) => key.startsWith(prefix) && Number(key.slice(prefix.length)) >= LOG_SIZE);
    unslotted.set(state, holds);
  }
  return holds;
}

/** The kept entries, oldest first. */
export function changeEntries(session: Session): ChangeEntry[] {
  const last = session.state.counters[CHANGE_COUNTER] ?? 0;
  const entries: ChangeEntry[] = [];
  for (let seq = Math.max(1, last - LOG_SIZE + 1); seq <= last; seq++) {
    const entry = changeEntry(session, seq);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** Entry `seq`, where the ring keeps it or, in a state saved before the ring, under its own seq. */
function changeEntry(session: Session, seq: number): ChangeEntry | undefined {
  const inRing = session.get('records', SLOT_KEYS[seq % LOG_SIZE]!)?.data as unknown as ChangeEntry | undefined;
  return inRing?.seq === seq ? inRing : (session.get('records', recordKey(CHANGE_STORE, seq))?.data as unknown as ChangeEntry | undefined);
}
