// GET requests through a mock app listening on a loopback port of its own, with a fixed Host so the links in
// the answers (and so the fixtures) do not depend on the port.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockApp } from '../app.js';
import { pagingHeaders } from './fixture.js';

export const FIXTURE_HOST = '127.0.0.1:8080';

export interface Answer {
  status: number;
  contentType: string;
  /** The paging headers of the answer (PAGING_HEADERS), when it has any. */
  headers?: Record<string, string>;
  body: Buffer;
}

export interface InProcessClient {
  get(route: string): Promise<Answer>;
  close(): Promise<void>;
}

export async function inProcessClient(app: MockApp): Promise<InProcessClient> {
  const server: Server = createServer(app.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: (route) =>
      new Promise<Answer>((resolve, reject) => {
        const path = `/index.php?rest_route=${encodeURIComponent(route).replace(/%2F/g, '/')}`;
        const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host: FIXTURE_HOST } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const headers = pagingHeaders(res.headers);
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              ...(headers ? { headers } : {}),
              body: Buffer.concat(chunks),
            });
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
