// What the security tests watch in-process: every call into node:fs (sync, callback and promise forms, through
// the module object and the ESM named exports alike) and every global fetch, so a test can show that serving a
// request touched neither the disk nor the network. Also a small keep-alive HTTP client for a listener.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { syncBuiltinESMExports } from 'node:module';

export interface FsCall {
  fn: string;
  args: string[];
}

/** Text of the arguments that can name a file (strings, buffers, URLs); the rest is left out. */
const described = (args: unknown[]): string[] =>
  args.flatMap((a) => (typeof a === 'string' ? [a] : a instanceof URL ? [a.href] : Buffer.isBuffer(a) ? [a.toString('latin1')] : []));

/**
 * Records every fs call until stop() (which puts the originals back). Functions of `fs` and `fs.promises` are
 * wrapped on the module objects and the named ESM exports re-synced, so `import { readFileSync } from 'node:fs'`
 * in the code under test is watched too.
 */
export function watchFs(): { calls: FsCall[]; stop(): void } {
  const calls: FsCall[] = [];
  const restore: (() => void)[] = [];
  const wrap = (target: Record<string, unknown>, prefix: string) => {
    for (const name of Object.keys(target)) {
      const original = target[name];
      if (typeof original !== 'function' || /^[A-Z]/.test(name)) continue;
      target[name] = function (this: unknown, ...args: unknown[]) {
        calls.push({ fn: `${prefix}${name}`, args: described(args) });
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      };
      restore.push(() => {
        target[name] = original;
      });
    }
  };
  wrap(fs as unknown as Record<string, unknown>, 'fs.');
  wrap(fs.promises as unknown as Record<string, unknown>, 'fs.promises.');
  syncBuiltinESMExports();
  return {
    calls,
    stop() {
      for (const undo of restore) undo();
      syncBuiltinESMExports();
    },
  };
}

/** Records every global fetch (the one way the mock's code goes online) until stop(); the call still runs. */
export function watchFetch(): { urls: string[]; stop(): void } {
  const urls: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return original(input, init);
  }) as typeof fetch;
  return {
    urls,
    stop: () => {
      globalThis.fetch = original;
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface Client {
  origin: string;
  send(method: string, path: string, options?: { headers?: Record<string, string>; body?: string | Buffer }): Promise<Answer>;
  close(): Promise<void>;
}

/** Serves `listener` on a free loopback port and talks to it over keep-alive connections (node:http, not fetch). */
export async function listen(listener: http.RequestListener): Promise<Client> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  return {
    origin,
    send: (method, path, options = {}) => request(origin, method, path, agent, options),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** One request; the body is read whole. */
export function request(
  origin: string,
  method: string,
  path: string,
  agent: http.Agent | undefined,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, agent, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
