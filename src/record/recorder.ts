// The recording proxy (`mock-site record`): every request is forwarded to the target (forward.ts) and each
// finished exchange is added to the cassette, which is written after each one (cassette-writer.ts). An existing
// cassette is replaced (re-recording an unchanged site leaves it as it was) or, with `append`, added to.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readCassette } from '../cassette/cassette-file.js';
import { CASSETTE_VERSION, type Cassette } from '../cassette/types.js';
import { VERSION } from '../version.js';
import { CassetteWriter } from './cassette-writer.js';
import { createForwarder, type ForwarderOptions } from './forward.js';
import type { SecretLedger } from '../cassette/secret-ledger.js';
import { DEFAULT_REDACT } from '../cassette/redact.js';
import { shownUrl } from '../cassette/redact-url.js';
import { BodyTooLarge, bodyTooLargeError, MAX_UPLOAD_BYTES, readBody } from '../wp/body.js';

export { parseTarget, RecorderSetupError } from './forward.js';

export interface RecorderOptions extends Omit<ForwarderOptions, 'command'> {
  /** The cassette file. */
  out: string;
  /** Add to an existing cassette instead of replacing it. */
  append?: boolean;
  log?(line: string): void;
}

export interface Recorder {
  server: Server;
  writer: CassetteWriter;
  ledger: SecretLedger;
  /** The target without credentials. */
  target: string;
  listen(port: number, host: string): Promise<string>;
  /** Stops accepting requests and writes what was recorded. */
  close(): Promise<void>;
}

/** A cassette writer for `file`: what it held stays (with `append`) or is what an unchanged re-recording keeps. */
export function openCassette(file: string, target: string, append: boolean, ledger: SecretLedger, error: (text: string) => void): CassetteWriter {
  const previous = existsSync(file) ? readCassette(file) : undefined;
  const header = { version: CASSETTE_VERSION, target, recordedAt: new Date().toISOString(), tool: `mock-site ${VERSION}` };
  if (append && previous?.cassette.target !== undefined && previous.cassette.target !== target) {
    error(
      `[mock-site] record: ${file} holds recordings of ${previous.cassette.target}; adding ones of ${target} to it. Use another --out to keep sites apart.`,
    );
  }
  const cassette: Cassette = { cassette: header, interactions: append && previous ? [...previous.interactions] : [] };
  return new CassetteWriter({ file, cassette, ledger, error, ...(previous ? { previous } : {}) });
}

export function createRecorder(options: RecorderOptions): Recorder {
  const log = options.log ?? (() => {});
  const error = options.error ?? ((t: string) => process.stderr.write(`${t}\n`));
  const forwarder = createForwarder({ ...options, command: 'record', error });
  const redact = options.redact ?? DEFAULT_REDACT;
  const writer = openCassette(options.out, forwarder.target, options.append === true, forwarder.ledger, error);

  const server = createServer((req, res) => {
    readBody(req, { limit: MAX_UPLOAD_BYTES, kind: 'fixed' }).then(
      (body) =>
        forwarder.forward(req, res, body, (it) => {
          writer.append(it);
          log(`[mock-site] recorded ${req.method} ${shownUrl(req.url ?? '/', redact)} → ${it.response.status}`);
        }),
      (e: unknown) => {
        if (!(e instanceof BodyTooLarge)) return res.destroy();
        // Never forwarded, never recorded: the same refusal as serve's.
        const body = JSON.stringify(bodyTooLargeError(e).toJSON());
        res.writeHead(413, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': Buffer.byteLength(body) });
        res.end(body);
      },
    );
  });

  return {
    server,
    writer,
    ledger: forwarder.ledger,
    target: forwarder.target,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const a = server.address() as AddressInfo;
          resolve(`http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`);
        });
      }),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await writer.flush();
    },
  };
}
