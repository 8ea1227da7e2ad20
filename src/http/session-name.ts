// Which session a request works on: its `X-Mock-Session` header, or `default`.
import type { WireRequest } from '../wp/wire.js';

export function sessionName(req: Pick<WireRequest, 'headers'>): string {
  const name = req.headers['x-mock-session'];
  return typeof name === 'string' && name ? name : 'default';
}
