// startMockSite(): a listening mock for test files (port 0 picks a free port), over HTTPS with `tls`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateToken, isLoopback } from './admin/token.js';
import { createMockApp, type AppOptions, type MockApp } from './app.js';
import { answerClientError, answerExpectation } from './http/client-error.js';
import { SERVER_TIMEOUTS, timeoutOptions, type ServerTimeouts } from './http/server-timeouts.js';
import { tlsCredentials, type TlsOption } from './http/tls.js';
import type { ListedRequest } from './admin/request-journal.js';
import { mockSession, type MockSession } from './mock-session.js';
import { journalOf, stateOf } from './mock-engine.js';
import type { SessionState } from './store/types.js';

export interface StartOptions extends AppOptions {
  port?: number;
  host?: string;
  /** How long a client may take to send headers, a whole request, or nothing on an open connection (ms). */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Serve HTTPS: `true` with a self-signed certificate made at start (for localhost, 127.0.0.1, ::1 and `host`;
   * trust `tls.cert` of the running site), or `{ cert, key }` (PEM) of one's own. Links then start with https://.
   */
  tls?: TlsOption;
}

/** The certificate an HTTPS mock serves: what a client trusts. */
export interface RunningTls {
  /** The certificate (PEM); give it to a client as its CA (`ca`) to trust a generated one. */
  readonly cert: string;
  /** Made at start (self-signed), not given. */
  readonly generated: boolean;
  /** Its SHA-256 fingerprint (`AB:CD:...`). */
  readonly fingerprint: string;
  /** The names and addresses it is valid for. */
  readonly names: readonly string[];
}

export interface RunningMockSite {
  /** The site address, e.g. `http://127.0.0.1:41234` (`https://` with `tls`). */
  readonly url: string;
  /** With `tls`: the certificate served. */
  readonly tls: RunningTls | undefined;
  readonly app: MockApp;
  /** The admin token /__mock calls need: the one given, or one generated because the server binds beyond loopback. */
  readonly adminToken: string | undefined;
  readonly server: Server;
  /** A session of its own for a test (`X-Mock-Session`): fetch in it, read its state and journal, reset it. */
  session(name: string): MockSession;
  /** Every session (or the one named) back at the scenario seed, as `POST /__mock/reset`. */
  reset(session?: string): Promise<void>;
  /** The request journal, oldest first (of one session when named), as `GET /__mock/journal`. */
  journal(session?: string): ListedRequest[];
  /** A session's state now (default `default`), as `GET /__mock/state`. */
  state(session?: string): SessionState;
  close(): Promise<void>;
}

export async function startMockSite(options: StartOptions = {}): Promise<RunningMockSite> {
  const host = options.host ?? '127.0.0.1';
  const adminToken = options.adminToken || (isLoopback(host) ? undefined : generateToken());
  // Before the app: a certificate that cannot be used stops the start with nothing opened.
  const tls = await tlsCredentials(options.tls, host);
  const app = createMockApp({ ...options, ...(adminToken ? { adminToken } : {}) });
  const serverOptions = timeoutOptions({ ...SERVER_TIMEOUTS, ...options.timeouts });
  // node:https (and node:tls under it) loads only to serve HTTPS.
  const server: Server = tls
    ? process.getBuiltinModule('node:https').createServer({ ...serverOptions, cert: tls.cert, key: tls.key }, app.listener)
    : createServer(serverOptions, app.listener);
  server.on('clientError', answerClientError);
  server.on('checkExpectation', answerExpectation);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  const url = `${tls ? 'https' : 'http'}://${shownHost}:${port}`;
  // Callbacks to a path (and the payments webhook simulation) go to the mock itself, here.
  app.callbacks.origin = url;
  return {
    url,
    tls: tls && { cert: tls.cert, generated: tls.generated, fingerprint: tls.fingerprint, names: tls.names },
    app,
    adminToken,
    server,
    session: (name) => mockSession(app, url, name),
    reset: async (session) => {
      await app.reset(session);
    },
    journal: (session) => journalOf(app, session),
    state: (session) => stateOf(app, session),
    close: () =>
      new Promise((resolve, reject) => {
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
