// `mock-site record`: parses the options, starts the recording proxy (src/record/), prints where it listens,
// and writes the cassette one last time on SIGINT/SIGTERM.
import { createRecorder, RecorderSetupError } from '../record/recorder.js';
import { CassetteError } from '../replay/cassette-file.js';
import type { Command } from './commands.js';

export const recordCommand: Command = {
  summary: 'record a real site through a proxy into a cassette',
  help: `Usage: mock-site record --target <url> [options]

Point your client at the address it prints: each request goes to the target, the real answer comes back
unchanged, and the exchange is appended to the cassette (written after each one, atomically). Secrets
(Authorization, Cookie, Set-Cookie, X-WP-Nonce, password/secret/token/nonce/key fields) are redacted and the
target's origin is replaced before anything is written; a cassette that would still hold a secret is not
written.

Options:
  --target <url>       the site to record (https://example.com, or with a base path: https://example.com/blog)
  --out <file>         the cassette (default recordings/recording.yaml; an existing one is appended to)
  --auth <user:pass>   credentials sent as HTTP Basic (an application password) when a request has none
  --port <n>           port to listen on (default 8080; 0 picks a free one)
  --host <addr>        address to bind (default 127.0.0.1)
  --timeout <ms>       how long the target may take to answer (default 30000)
  --quiet              print only the address line
  --help               this text
`,
  options: {
    target: { type: 'string' },
    out: { type: 'string' },
    auth: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    timeout: { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean' },
  },
  async run(values) {
    const target = values.target as string | undefined;
    if (!target) {
      process.stderr.write('[mock-site] record: --target is required (the site to record, e.g. --target https://example.com).\n');
      return 2;
    }
    const portText = (values.port as string | undefined) ?? '8080';
    const port = Number(portText);
    if (!/^\d+$/.test(portText) || port > 65535) {
      process.stderr.write(`[mock-site] record: --port must be a whole number from 0 to 65535 (got ${JSON.stringify(portText)}).\n`);
      return 2;
    }
    const timeoutText = (values.timeout as string | undefined) ?? '30000';
    if (!/^\d+$/.test(timeoutText) || Number(timeoutText) < 1) {
      process.stderr.write(`[mock-site] record: --timeout must be a positive number of milliseconds (got ${JSON.stringify(timeoutText)}).\n`);
      return 2;
    }
    const host = (values.host as string | undefined) ?? '127.0.0.1';
    const out = (values.out as string | undefined) ?? 'recordings/recording.yaml';
    const quiet = values.quiet === true;
    let recorder;
    try {
      recorder = createRecorder({
        target, out, timeoutMs: Number(timeoutText),
        ...(typeof values.auth === 'string' ? { auth: values.auth } : {}),
        log: (line) => { if (!quiet) process.stdout.write(`${line}\n`); },
        error: (text) => process.stderr.write(`${text}\n`),
      });
    } catch (e) {
      if (e instanceof RecorderSetupError || e instanceof CassetteError) {
        process.stderr.write(`${e.message}\n`);
        return 2;
      }
      throw e;
    }
    const rec = recorder;
    let address: string;
    try {
      address = await rec.listen(port, host);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      process.stderr.write(`[mock-site] record: ${err.code === 'EADDRINUSE' ? `port ${port} is already in use. Pick another with --port.` : err.message}\n`);
      return 1;
    }
    const stopped = new Promise<number>((resolve) => {
      const stop = (signal: string) => {
        if (!quiet) process.stdout.write(`[mock-site] ${signal}: writing ${out} and stopping\n`);
        rec.close().then(() => {
          if (!quiet) process.stdout.write(`[mock-site] ${rec.writer.written} interactions in ${out}\n`);
          resolve(0);
        }, (e: unknown) => {
          process.stderr.write(`[mock-site] record: could not stop cleanly: ${(e as Error).message}\n`);
          resolve(1);
        });
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
    });
    process.stdout.write(quiet ? `${address}\n` : `[mock-site] recording ${rec.target} at ${address} into ${out}\n`);
    return stopped;
  },
};
