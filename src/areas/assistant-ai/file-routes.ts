// Files visitors give the assistant (Meow_MWAI_Modules_Files): POST assistant-ui/v1 files/upload (multipart
// `file`, `purpose`, `metadata`, `envId`), files/list (`purpose`, `metadata`, `envId`, `limit`, `page`) and
// files/delete (`files`: refIds). A file belongs to the user, or to the guest's mwai_session_id (given to a guest
// with its first upload); only an administrator lists or deletes others'.
import type { Handler } from '../../dispatch/types.js';
import { WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { uploadsUrl } from '../media/media-view.js';
import { forbidden, missingParam } from './errors.js';
import { fileRows, fileRowView, removeFile, type FileRow } from './file-rows.js';
import { idParam, textParam } from './request-values.js';
import { ownerOf } from './visitor.js';
import { metadataOf, storeUpload } from './visitor-upload.js';

const isAdmin = (req: RestRequest) => req.user?.capabilities.has('manage_options') === true;

export const uploadFile: Handler = async (req, ctx) => {
  const file = req.files.file;
  if (!file) return missingParam('file', 'the file, sent as multipart/form-data in a field named file');
  const purpose = textParam(req, 'purpose');
  if (!purpose) return missingParam('purpose', 'what the file is for (vision, assistant-in, analysis, transcription...)');
  const metadata = metadataOf(req.params.metadata);
  if (metadata instanceof WpError) return metadata;
  const session = ctx.session;
  const envId = textParam(req, 'envId');
  const stored = storeUpload(req, ctx, session, file, purpose, { metadata, ...(envId ? { envId } : {}) });
  if (stored instanceof WpError) return stored;
  await session.commit();
  return {
    data: { success: true, data: { id: stored.row.refId, url: uploadsUrl(req.origin, stored.row.path) } },
    ...(stored.cookie ? { headers: stored.cookie } : {}),
  };
};

/** Whose files a request lists: the user's own (an administrator may name another `userId`), or the guest's. */
function scopeOf(req: RestRequest): { owner: string } | WpError {
  const own = ownerOf(req);
  if (own === undefined) return forbidden('unauthorized', 'Unauthorized access: a guest needs the mwai_session_id cookie its first upload set.');
  const asked = req.user ? idParam(req, 'userId') : undefined;
  if (asked !== undefined && asked !== req.user?.id && !isAdmin(req))
    return forbidden('unauthorized', 'Unauthorized access to other user files: only an administrator may name another userId.');
  return { owner: String(asked ?? own) };
}

const matchesPurpose = (row: FileRow, purpose: unknown) =>
  purpose === undefined ||
  purpose === '' ||
  (Array.isArray(purpose) ? purpose.map(String).includes(String(row.purpose)) : String(row.purpose) === String(purpose));

const matchesMetadata = (row: FileRow, wanted: Record<string, unknown>) =>
  Object.entries(wanted).every(([k, v]) => String(row.metadata?.[k] ?? '') === String(v));

export const listFiles: Handler = (req, ctx) => {
  const scope = scopeOf(req);
  if (scope instanceof WpError) return scope;
  const metadata = metadataOf(req.params.metadata);
  if (metadata instanceof WpError) return metadata;
  const envId = textParam(req, 'envId');
  const limit = idParam(req, 'limit') ?? 10;
  const page = idParam(req, 'page') ?? 1;
  const rows = fileRows(ctx.session)
    .filter((r) => String(r.userId) === scope.owner)
    .filter((r) => matchesPurpose(r, req.params.purpose) && matchesMetadata(r, metadata) && (!envId || r.envId === envId))
    .sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : b.id - a.id));
  const files = rows.slice((page - 1) * limit, page * limit).map((r) => fileRowView(r, req.origin));
  return { data: { success: true, data: { files, total: String(rows.length) } } };
};

export const deleteFiles: Handler = async (req, ctx) => {
  const refs = Array.isArray(req.params.files) ? req.params.files.map(String) : [];
  const own = ownerOf(req);
  if (own === undefined) return forbidden('unauthorized', 'Unauthorized access: a guest needs the mwai_session_id cookie its first upload set.');
  const session = ctx.session;
  const found = fileRows(session).filter((r) => refs.includes(r.refId));
  if (!found.length) return missingParam('files', 'the refIds of existing files to delete (none of those given exists)');
  const allowed = isAdmin(req) ? found : found.filter((r) => String(r.userId) === String(own));
  if (!allowed.length) return forbidden('unauthorized', 'No authorized files to delete: these files belong to someone else.');
  session.tick();
  for (const row of allowed) removeFile(session, row);
  await session.commit();
  return { data: { success: true, deleted: allowed.length } };
};
