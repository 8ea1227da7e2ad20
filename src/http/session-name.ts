// Which session a request works on: its `X-Mock-Session` header, or `default`.
import type { IncomingMessage } from 'node:http';

export function sessionName(req: IncomingMessage): string {
  const name = req.headers['x-mock-session'];
  return typeof name === 'string' && name ? name : 'default';
}
