// `mock-site record`: parses the options, starts the recording proxy (src/record/), prints where it listens,
// and writes the cassette one last time on SIGINT/SIGTERM. With --crawl it hands over to record-crawl.ts.
import { recordRedactOptions, type RedactOptions } from '../cassette/redact.js';
import { createRecorder, RecorderSetupError } from '../record/recorder.js';
import { CassetteError } from '../cassette/cassette-file.js';
import { loadScenario } from '../scenario/load.js';
import { portOption } from './output.js';
import { runCrawl } from './record-crawl.js';
import type { Command } from './command.js';
import { stopWithNpmParent } from './parent-watch.js';

export const recordCommand: Command = {
  help: `Usage: mock-site record --target <url> [options]
       mock-site record --target <url> --crawl [options]

Point your client at the address it prints: each request goes to the target, the real answer comes back
unchanged, and the exchange is added to the cassette (written after each one, atomically, interactions
sorted by request so an unchanged site records to an unchanged file). Secrets are redacted in the cassette and
the lines this command prints: Authorization, X-WP-Nonce, every cookie's value, and anything named like a
secret (password, pass, token, secret, key, nonce, auth, session id, csrf, jwt, signature...: api_key,
X-Api-Key, sessionToken, _wpnonce) in headers, queries, fragments, JSON, forms, multipart parts, HTML
attributes, inline scripts and links, plus what the scenario's record.redact names. The target's origin is
replaced before anything is written; a cassette that would still hold a secret is not written.

With --crawl there is no client to wait for: it reads the REST index (/?rest_route=/), requests every GET route
it can address (collections with all their pages, items by the ids the collections list, namespace roots),
never anything but GET, prints a summary and exits.

Options:
  --target <url>       the site to record (https://example.com, or with a base path: https://example.com/blog)
  --out <file>         the cassette (default recordings/recording.yaml; an existing one is replaced)
  --append             add to an existing cassette instead of replacing it
  --scenario <file>    a scenario whose record.redact names more headers and fields to redact
  --auth <user:pass>   credentials sent as HTTP Basic (an application password) when a request has none
  --port <n>           port to listen on (default 8080; 0 picks a free one)
  --host <addr>        address to bind (default 127.0.0.1)
  --timeout <ms>       how long the target may take to answer (default 30000)
  --quiet              print only the address line (with --crawl: only the summary)
  --crawl              record the whole site and exit (--port and --host are not used)
  --concurrency <n>    with --crawl: requests in flight at once (default 4)
  --max-requests <n>   with --crawl: stop after this many requests (default 5000)
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
    append: { type: 'boolean' },
    scenario: { type: 'string' },
    crawl: { type: 'boolean' },
    concurrency: { type: 'string' },
    'max-requests': { type: 'string' },
    help: { type: 'boolean' },
  },
  async run(values) {
    const target = values.target as string | undefined;
    if (!target) {
      process.stderr.write('[mock-site] record: --target is required (the site to record, e.g. --target https://example.com).\n');
      return 2;
    }
    const portText = (values.port as string | undefined) ?? '8080';
    const port = portOption(portText);
    if (port === undefined) {
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
    const append = values.append === true;
    let redact: RedactOptions;
    try {
      redact = recordRedactOptions(typeof values.scenario === 'string' ? loadScenario(values.scenario).record.redact : []);
    } catch (e) {
      const text = (e as Error).message;
      process.stderr.write(`${text.startsWith('[mock-site]') ? text : `[mock-site] record: ${text}`}\n`);
      return 1;
    }
    if (values.crawl === true) {
      return runCrawl({
        target,
        out,
        timeoutMs: Number(timeoutText),
        quiet,
        append,
        redact,
        ...(typeof values.auth === 'string' ? { auth: values.auth } : {}),
        ...(typeof values.concurrency === 'string' ? { concurrency: values.concurrency } : {}),
        ...(typeof values['max-requests'] === 'string' ? { maxRequests: values['max-requests'] } : {}),
      });
    }
    if (values.concurrency !== undefined || values['max-requests'] !== undefined) {
      process.stderr.write('[mock-site] record: --concurrency and --max-requests only apply with --crawl.\n');
      return 2;
    }
    let recorder: ReturnType<typeof createRecorder>;
    try {
      recorder = createRecorder({
        target,
        out,
        append,
        redact,
        timeoutMs: Number(timeoutText),
        ...(typeof values.auth === 'string' ? { auth: values.auth } : {}),
        log: (line) => {
          if (!quiet) process.stdout.write(`${line}\n`);
        },
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
        rec.close().then(
          () => {
            if (!quiet) process.stdout.write(`[mock-site] ${rec.writer.written} interactions in ${out}\n`);
            const { failure } = rec.writer;
            if (failure) process.stderr.write(`[mock-site] record: ${out} does not hold everything recorded (see the message above).\n`);
            resolve(failure ? 1 : 0);
          },
          (e: unknown) => {
            process.stderr.write(`[mock-site] record: could not stop cleanly: ${(e as Error).message}\n`);
            resolve(1);
          },
        );
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
      stopWithNpmParent(() => process.kill(process.pid, 'SIGTERM')); // npm forwards SIGTERM to its shell, not here
    });
    process.stdout.write(quiet ? `${address}\n` : `[mock-site] recording ${rec.target} at ${address} into ${out}\n`);
    return stopped;
  },
};
