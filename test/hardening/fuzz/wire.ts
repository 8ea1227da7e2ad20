// Sending requests: node:http with the request target written exactly as generated (volume, in-process server),
// and raw bytes over node:net for what an HTTP client refuses to send (the CLI server's wire-level oddities).
import { Agent, request } from 'node:http';
import { connect } from 'node:net';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Sendable {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** How long one answer may take before the fuzzer calls it a hang. */
export const ANSWER_TIMEOUT_MS = 15_000;

export const keepAlive = new Agent({ keepAlive: true, maxSockets: 4 });

export function send(base: string, r: Sendable, agent: Agent = keepAlive): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const headers = { ...r.headers, ...(r.body ? { 'Content-Length': String(r.body.length) } : {}) };
    const req = request({ host: hostname, port, method: r.method, path: r.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(ANSWER_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms: ${r.method} ${r.path.slice(0, 200)}`)));
    req.on('error', reject);
    req.end(r.body);
  });
}

export interface RawAnswer {
  /** Everything the server wrote before it closed the connection. */
  bytes: Buffer;
  /** Status of the first answer, or 0 when none came. */
  status: number;
  /** The first answer's body (after the blank line). */
  body: Buffer;
  headerText: string;
}

/**
 * Writes `bytes` to a new connection, half-closes it (nothing more will come), and collects what comes back until the
 * server closes it or `waitMs` passes.
 */
export function sendRaw(base: string, bytes: Buffer | readonly Buffer[], waitMs = 5_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const headerText = (end < 0 ? all : all.subarray(0, end)).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(headerText)?.[1] ?? 0);
      // The first answer's body ends where its Content-Length says (pipelined answers follow it).
      const length = /\r\ncontent-length: *(\d+)/i.exec(headerText)?.[1];
      const rest = end < 0 ? Buffer.alloc(0) : all.subarray(end + 4);
      resolve({ bytes: all, status, body: length === undefined ? rest : rest.subarray(0, Number(length)), headerText });
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? done() : reject(e)));
    socket.on('connect', () => {
      for (const b of Array.isArray(bytes) ? bytes : [bytes]) socket.write(b as Buffer);
      socket.end();
    });
  });
}
