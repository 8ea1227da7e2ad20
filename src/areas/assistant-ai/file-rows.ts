// Rows of AI Engine's mwai_files table (`assistant.files`): visitor uploads and generated images, each with
// its refId (the id clients use), owner, purpose, expiry and metadata. The bytes live in the session's
// uploads (`files` table) at `path`, so `url` serves them.
import type { Session } from '../../store/session.js';
import { getRecord, nextRecordId, putRecord, removeRecord, recordsIn } from '../../store/records.js';
import { uploadsUrl } from '../media/media-view.js';
import { mysqlNow } from './request-values.js';
import { FILES } from '../../catalogue/record-sets/assistant-ai.js';

/** Where WordPress keeps uploads on the (imagined) server: the `path` column is absolute. */
const UPLOADS_DIR = '/var/www/html/wp-content/uploads/';

export interface FileRow {
  id: number;
  refId: string;
  envId: string | null;
  /** A user id, or the visitor's session id for guests. */
  userId: number | string | null;
  type: string | null;
  status: string | null;
  purpose: string | null;
  created: string;
  updated: string;
  expires: string | null;
  /** Relative to the uploads folder. */
  path: string;
  metadata: Record<string, unknown>;
}

export type NewFile = Omit<FileRow, 'id' | 'created' | 'updated'>;

export function putFile(session: Session, file: NewFile): FileRow {
  const id = nextRecordId(session, FILES);
  const now = mysqlNow(session);
  const row: FileRow = { id, ...file, created: now, updated: now };
  putRecord(session, FILES, id, row as unknown as Record<string, unknown>);
  return row;
}

export const fileRows = (session: Session): FileRow[] => recordsIn(session, FILES).map((r) => r.data as unknown as FileRow);

export const findFileByRef = (session: Session, refId: string): FileRow | undefined => fileRows(session).find((f) => f.refId === refId);

/** Forgets a row and the bytes behind it. */
export function removeFile(session: Session, row: FileRow): void {
  if (getRecord(session, FILES, row.id)) removeRecord(session, FILES, row.id);
  if (session.get('files', row.path)) session.remove('files', row.path);
}

const asText = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** The row as wpdb answers it (ARRAY_A: every column a string or null), with its metadata and URL. */
export function fileRowView(row: FileRow, origin: string): Record<string, unknown> {
  return {
    id: String(row.id),
    refId: row.refId,
    envId: asText(row.envId),
    userId: asText(row.userId),
    type: asText(row.type),
    status: asText(row.status),
    purpose: asText(row.purpose),
    created: row.created,
    updated: row.updated,
    expires: asText(row.expires),
    path: UPLOADS_DIR + row.path,
    url: uploadsUrl(origin, row.path),
    metadata: row.metadata ?? {},
  };
}
