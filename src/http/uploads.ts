// Files under /wp-content/uploads/: what an attachment's source_url (and its sizes' URLs) point at.
// Uploads come from the session's `files` table; seeded media get their generated picture. The session is the one
// X-Mock-Session names (the default session for a browser's plain <img> request).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { uploadedFile } from '../areas/media/media-files.js';
import type { Site } from '../dispatch/types.js';
import { sessionName } from './session-name.js';

const PREFIX = '/wp-content/uploads/';

/** Answers an uploads URL; returns false (writing nothing) for other URLs and for files that do not exist. */
export function handleUpload(site: Site, req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? '/').split('?')[0]!;
  if (!path.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  let file: string;
  try {
    file = decodeURIComponent(path.slice(PREFIX.length));
  } catch {
    return false;
  }
  const session = site.store.session(sessionName(req));
  const served = uploadedFile(session, file);
  if (!served) return false;
  res.writeHead(200, { 'Content-Type': served.type, 'Content-Length': String(served.data.length), 'Accept-Ranges': 'bytes' });
  res.end(req.method === 'HEAD' ? undefined : served.data);
  return true;
}
