// AsyncGenerator: one generation status per set of arguments (option `feed_status_<md5>`). The first call
// schedules a generation; every later call is a poll that moves a running one on, the way the job kind's polls
// do: scheduled → in_progress (half the entries written) → completed (the file written, its url given).
// A completed feed is answered until it expires (20 hours on the scenario clock) or its file is gone; then
// the next call starts over. `force` regenerates a completed feed and, as the route says, does nothing to a
// generation still under way.
import { createHash } from '../../platform/hash.js';
import { getRecord, putRecord, removeRecord } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { uploadsUrl } from '../media/media-view.js';
import { deleteFeedFile, feedFileExists, feedFileName, writeFeedFile } from './feed-file.js';
import { feedRows, feedSize, type FeedArgs } from './feed-rows.js';
import { FEEDS } from './stores.js';

export type FeedState = 'scheduled' | 'in_progress' | 'completed' | 'failed';

export interface FeedStatus extends Record<string, unknown> {
  scheduled_at: number;
  updated_at: number;
  completed_at: number | null;
  state: FeedState;
  progress: number;
  processed: number;
  total: number;
  args: FeedArgs;
  file_name?: string;
  page?: number;
  entries_written?: number;
  url?: string;
  path?: string;
}

export interface Generation {
  session: Session;
  args: FeedArgs;
  origin: string;
  seed: number;
}

const FEED_EXPIRY_SECONDS = 20 * 3600;

const seconds = (session: Session) => Math.floor(session.instant() / 1000);

/** get_option_key(): the arguments, sorted by name, hashed with the integration's id. */
export function optionKey(args: FeedArgs): string {
  const sorted = Object.fromEntries(Object.entries(args).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `feed_status_${createHash('md5')
    .update(JSON.stringify({ integration: 'pos', args: sorted }))
    .digest('hex')}`;
}

/** round( $x, 2 ). */
const percent = (processed: number, total: number) => (total > 0 ? Math.round((processed / total) * 10000) / 100 : 0);

/** validate_status(): a completed feed whose file is gone or which expired is no longer served. */
function isValid(session: Session, status: FeedStatus): boolean {
  if (status.state !== 'completed') return status.state !== 'failed';
  return feedFileExists(session, status.path) && status.completed_at !== null && status.completed_at + FEED_EXPIRY_SECONDS >= seconds(session);
}

function save(g: Generation, status: FeedStatus): FeedStatus {
  putRecord(g.session, FEEDS, optionKey(g.args), status);
  return status;
}

function schedule(g: Generation): FeedStatus {
  g.session.tick();
  const now = seconds(g.session);
  return save(g, { scheduled_at: now, updated_at: now, completed_at: null, state: 'scheduled', progress: 0, processed: 0, total: -1, args: g.args });
}

/** The first chunk: the file is opened and about half the entries are written. */
function startChunk(g: Generation, status: FeedStatus): FeedStatus {
  g.session.tick();
  const now = seconds(g.session);
  const total = feedSize(g.session);
  const processed = Math.ceil(total / 2);
  return save(g, {
    ...status,
    state: 'in_progress',
    updated_at: now,
    file_name: feedFileName(now, g.seed),
    page: 2,
    entries_written: processed,
    processed,
    total,
    progress: percent(processed, total),
  });
}

/** The last chunk: every entry written, the file moved to uploads and its address known. */
function finish(g: Generation, status: FeedStatus): FeedStatus {
  g.session.tick();
  const now = seconds(g.session);
  const rows = feedRows(g.session, g.args, g.origin);
  const fileName = status.file_name ?? feedFileName(now, g.seed);
  const path = writeFeedFile(g.session, fileName, rows);
  return save(g, {
    ...status,
    state: 'completed',
    updated_at: now,
    completed_at: now,
    file_name: fileName,
    page: 2,
    entries_written: rows.length,
    processed: rows.length,
    total: rows.length,
    progress: 100,
    url: uploadsUrl(g.origin, path),
    path,
  });
}

/** A poll: a generation under way moves one step; a finished one is answered as it is. */
function poll(g: Generation, status: FeedStatus): FeedStatus {
  if (status.state === 'scheduled') return startChunk(g, status);
  if (status.state === 'in_progress') return finish(g, status);
  return status;
}

function discard(g: Generation, status: FeedStatus): void {
  g.session.tick();
  deleteFeedFile(g.session, status.path);
  removeRecord(g.session, FEEDS, optionKey(g.args));
}

/** POST /create: get_status() or, with force, force_regeneration(). Writes are left for the caller to commit. */
export function generate(g: Generation, force: boolean): FeedStatus {
  const stored = getRecord(g.session, FEEDS, optionKey(g.args))?.data as FeedStatus | undefined;
  if (!stored) return schedule(g);
  if (!isValid(g.session, stored) || (force && stored.state === 'completed')) {
    discard(g, stored);
    return schedule(g);
  }
  return poll(g, stored);
}
