// The recorder behind `serve --replay --fallback record`: a request no recording matches goes to the live site
// (forward.ts), and the exchange is added to a cassette that keeps what it held (openCassette, recorder.ts). Without
// a cassette (`serve --fallback proxy`) it only forwards.
// src/app.ts hands it to the replay setup, which knows it only by its port (LiveRecorder, src/replay/replay-setup.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { recordRedactOptions } from '../cassette/redact.js';
import type { Interaction } from '../cassette/types.js';
import { createForwarder } from './forward.js';
import { openCassette } from './recorder.js';

export interface LiveRecordingOptions {
  /** The site to record, and credentials for it. */
  target: string;
  auth?: string;
  timeoutMs?: number;
  /** The cassette the exchanges go into; none: nothing is recorded. */
  file?: string;
  /** Names to hide beyond the usual secrets (a scenario's `record.redact`). */
  redact: readonly string[];
}

export interface LiveRecording {
  forward(req: IncomingMessage, res: ServerResponse, body: Buffer, recorded?: (it: Interaction) => void): void;
  flush(): Promise<void>;
}

export function openLiveRecorder(options: LiveRecordingOptions): LiveRecording {
  const { target, auth, timeoutMs, file } = options;
  const forwarder = createForwarder({
    target,
    command: 'serve',
    redact: recordRedactOptions(options.redact),
    ...(auth ? { auth } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  if (file === undefined) return { forward: (req, res, body) => forwarder.forward(req, res, body), flush: () => Promise.resolve() };
  const error = (text: string) => process.stderr.write(`${text}\n`);
  // The file keeps what it holds: the recorder adds to it.
  const writer = openCassette(file, forwarder.target, true, forwarder.ledger, error);
  return {
    forward: (req, res, body, recorded) =>
      forwarder.forward(req, res, body, (it) => {
        writer.append(it);
        recorded?.(it);
      }),
    flush: () => writer.flush(),
  };
}
