// startMockSite(): a listening mock for test files (port 0 picks a free port).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateToken, isLoopback } from './admin/token.js';
import { createMockApp, type AppOptions, type MockApp } from './app.js';

export interface StartOptions extends AppOptions {
  port?: number;
  host?: string;
}

export interface RunningMockSite {
  /** The site address, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly app: MockApp;
  /** The admin token /__mock calls need: the one given, or one generated because the server binds beyond loopback. */
  readonly adminToken: string | undefined;
  readonly server: Server;
  close(): Promise<void>;
}

export async function startMockSite(options: StartOptions = {}): Promise<RunningMockSite> {
  const host = options.host ?? '127.0.0.1';
  const adminToken = options.adminToken || (isLoopback(host) ? undefined : generateToken());
  const app = createMockApp({ ...options, ...(adminToken ? { adminToken } : {}) });
  const server = createServer({ keepAliveTimeout: 5000 }, app.listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${port}`,
    app,
    adminToken,
    server,
    close: () => new Promise((resolve, reject) => {
      server.close(() => {
        try {
          app.close();
        } catch (e) {
          reject(e as Error);
          return;
        }
        // What `--fallback record` recorded is written before the process may exit.
        (app.replay?.close() ?? Promise.resolve()).then(resolve, reject);
      });
      server.closeAllConnections();
    }),
  };
}
