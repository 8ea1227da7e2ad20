// `mock-site verify-recordings <cassette...> --target <url>`: sends the recorded requests to the live site
// and reports where its answers no longer have the recorded shape: drift (src/drift/). Exit 0: no drift; 1: drift,
// a failed request, or a site that cannot be reached; 2: bad usage.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CassetteError, readCassette } from '../cassette/cassette-file.js';
import { renderReport } from '../drift/report.js';
import { findDrift, type CassetteInput } from '../drift/run.js';
import { TargetUnreachable } from '../drift/send.js';
import type { Command } from './command.js';

const NAME = 'verify-recordings';

class UsageError extends Error {}

export const verifyRecordingsCommand: Command = {
  help: `Usage: mock-site ${NAME} <cassette|folder>... --target <url> [options]

Finds drift between recordings and the live site. Sends each recorded request to the live site and
compares the answer's shape with the recording: status, JSON keys added or removed and type changes at
any depth (values are content, not drift), the body being JSON or not, X-WP-Total/X-WP-TotalPages being
there, the Content-Type. Prints a report of every request that drifted, failed or was skipped.
Exit 0: no drift; 1: drift, a failed request or an unreachable site; 2: bad usage.

Only reads (GET, HEAD, OPTIONS) are sent unless --include-writes is given. A request holding a redacted
secret ([redacted] in its query or body) is never sent: it is listed as not replayable.

Options:
  --target <url>       the live site (https://example.com, or with a base path: https://example.com/blog)
  --auth <user:pass>   credentials sent as HTTP Basic (an application password) with every request
  --include-writes     also send POST, PUT, PATCH and DELETE requests: they change the live site
  --concurrency <n>    requests under way at once (default 4)
  --timeout <ms>       how long one request may take (default 30000)
  --json               print the report as JSON
  --help               this text
`,
  options: {
    target: { type: 'string' },
    auth: { type: 'string' },
    'include-writes': { type: 'boolean' },
    concurrency: { type: 'string' },
    timeout: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean' },
  },
  positionals: true,
  async run(values, positionals) {
    let setup: { target: string; auth?: string; concurrency: number; timeoutMs: number; inputs: CassetteInput[] };
    try {
      setup = readSetup(values, positionals);
    } catch (e) {
      if (e instanceof UsageError || e instanceof CassetteError) {
        process.stderr.write(`${e.message}\n`);
        return 2;
      }
      throw e;
    }
    let report: Awaited<ReturnType<typeof findDrift>>;
    try {
      report = await findDrift(setup.inputs, {
        target: setup.target,
        includeWrites: values['include-writes'] === true,
        concurrency: setup.concurrency,
        timeoutMs: setup.timeoutMs,
        ...(setup.auth ? { auth: setup.auth } : {}),
      });
    } catch (e) {
      if (e instanceof TargetUnreachable) {
        process.stderr.write(`[mock-site] ${NAME}: ${e.message}. Check --target and that the site is up.\n`);
        return 1;
      }
      throw e;
    }
    process.stdout.write(values.json === true ? `${JSON.stringify(report, null, 2)}\n` : renderReport(report));
    return report.summary.drift || report.summary.failed ? 1 : 0;
  },
};

const usage = (text: string) => new UsageError(`[mock-site] ${NAME}: ${text}`);

function readSetup(values: Record<string, string | boolean | undefined>, positionals: string[]) {
  if (!positionals.length)
    throw usage(
      'name at least one cassette (a .yaml file or a folder of them), e.g. mock-site verify-recordings recordings/site.yaml --target https://example.com.',
    );
  const { target, inline } = readTarget(values.target as string | undefined);
  const auth = (values.auth as string | undefined) ?? inline;
  if (auth !== undefined && !auth.includes(':')) throw usage('--auth must be user:password (an application password works).');
  const concurrency = wholeNumber(values.concurrency as string | undefined, 4, '--concurrency must be a whole number of requests, at least 1');
  const timeoutMs = wholeNumber(values.timeout as string | undefined, 30_000, '--timeout must be a positive number of milliseconds');
  const inputs = cassetteFiles(positionals).map((file) => ({ file, cassette: readCassette(file) }));
  return { target, concurrency, timeoutMs, inputs, ...(auth !== undefined ? { auth } : {}) };
}

/** The site's address without credentials, query or trailing slash; credentials in it count as --auth. */
function readTarget(text: string | undefined): { target: string; inline?: string } {
  if (!text) throw usage('--target is required (the live site to check, e.g. --target https://example.com).');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw usage(`--target must be a URL like https://example.com (got ${JSON.stringify(text)}).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw usage(`--target must be an http:// or https:// URL (got ${url.protocol}).`);
  const inline = url.username ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined;
  return { target: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, ...(inline ? { inline } : {}) };
}

function wholeNumber(text: string | undefined, fallback: number, message: string): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw usage(`${message} (got ${JSON.stringify(text)}).`);
  return Number(text);
}

/** A folder stands for its .yaml/.yml cassettes, sorted by name. */
function cassetteFiles(paths: readonly string[]): string[] {
  return paths.flatMap((p) => {
    let folder: boolean;
    try {
      folder = statSync(p).isDirectory();
    } catch {
      throw usage(`${p}: no such file or folder.`);
    }
    if (!folder) return [p];
    const found = readdirSync(p)
      .filter((f) => /\.ya?ml$/.test(f))
      .sort()
      .map((f) => join(p, f));
    if (!found.length) throw usage(`${p}: the folder holds no .yaml cassette.`);
    return found;
  });
}
