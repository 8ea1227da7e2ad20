// `mock-site serve`: loads the scenario, listens, watches it (hot reload), prints the banner, stops cleanly on
// SIGINT/SIGTERM.
import { constants as bufferConstants } from 'node:buffer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProfileName } from '../model/catalogue.js';
import { profileProblem } from './profile-option.js';
import { resolveScenario } from '../app.js';
import { FileRefused, readBounded, refuseNonRegular } from '../files/read-bounded.js';
import { TlsSetupError } from '../http/tls.js';
import { writeAtomically } from '../store/atomic-file.js';
import { parseTarget, RecorderSetupError } from '../record/forward.js';
import { CassetteError } from '../cassette/cassette-file.js';
import { formatCoverage } from '../replay/coverage.js';
import type { ReplaySetup } from '../replay/replay-setup.js';
import { REPLAY_FALLBACKS, type ReplayFallback } from '../replay/fallback.js';
import { startMockSite } from '../start.js';
import { formatHint } from '../model/problem.js';
import { scenarioHints } from '../scenario/load.js';
import { banner, shown, type ReplaySummary, type TlsSummary } from './banner.js';
import { collectLoadGarbage } from './collect-garbage.js';
import type { Command } from './command.js';
import type { ScenarioWatcher } from './watch.js';
import type { CassetteWatcher } from './watch-cassettes.js';
import { commandOutput, portOption } from './output.js';
import { bareValues, envName, optionsHelp, parseArgsOptions, resolveOptions, type OptionTable } from './option-table.js';
import { formatRequestLine, LOG_FORMATS, type LogFormat, type RequestLine } from '../admin/request-log.js';
import { LATENCY_WORDS, latencyRange, type LatencyRange } from '../model/latency.js';
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES, parseByteSize } from '../wp/body.js';
import { humanBytes } from '../files/human-bytes.js';
import { DEFAULT_MAX_SESSIONS } from '../store/store.js';
import { DEFAULT_JOURNAL_BODIES, DEFAULT_JOURNAL_SIZE } from '../admin/request-journal.js';
import { normalizeOrigin } from '../admin/origin-guard.js';
import { stopWithNpmParent } from './parent-watch.js';

const shortBytes = (bytes: number) => humanBytes(bytes).replace(' ', '').toLowerCase();

/**
 * Every `serve` option: parsed, listed by --help and settable by its environment variable (`--foo-bar`:
 * MOCK_SITE_FOO_BAR) from this one table. A new option is one more entry.
 */
export const SERVE_OPTIONS = {
  port: { type: 'value', short: 'p', arg: '<n>', help: 'port to listen on (default 8080; 0 picks a free one)' },
  host: { type: 'value', arg: '<addr>', help: 'address to bind (default 127.0.0.1; the container image sets 0.0.0.0)' },
  scenario: { type: 'value', arg: '<file>', help: 'scenario YAML (default: the embedded one)' },
  profile: { type: 'value', arg: '<name>', help: "profile to serve: site or shop (default: the scenario's)" },
  db: { type: 'value', arg: '<file>', help: 'keep the state in this JSON file across restarts (default: in memory)' },
  watch: {
    type: 'flag',
    negatable: true,
    help: 'reload the scenario (and the --replay cassettes) when their files change\n(default: on when the output is a terminal)',
  },
  'max-body': {
    type: 'value',
    arg: '<size>',
    help: `JSON and form bodies (and a multipart form's fields) over this are refused with 413:\nbytes, or 512kb, 10mb, 1gb (default ${shortBytes(MAX_BODY_BYTES)})`,
  },
  'max-upload': {
    type: 'value',
    arg: '<size>',
    help: `file uploads (multipart files, a raw file body) and /__mock bodies over this are\nrefused with 413 (default ${shortBytes(MAX_UPLOAD_BYTES)})`,
  },
  'max-sessions': {
    type: 'value',
    arg: '<n>',
    help: `sessions kept before the least recently used is evicted, its state dropped\n(default ${DEFAULT_MAX_SESSIONS}; 0: no bound)`,
  },
  'journal-size': { type: 'value', arg: '<n>', help: `requests GET /__mock/journal keeps (default ${DEFAULT_JOURNAL_SIZE}; 0: none)` },
  'journal-bodies': {
    type: 'value',
    arg: '<n>',
    help: `the newest journaled requests that keep their answer's body for\nGET /__mock/journal/{id} and the inspector (default ${DEFAULT_JOURNAL_BODIES}; 0: none)`,
  },
  'admin-token': {
    type: 'value',
    arg: '<t>',
    help: 'token the /__mock admin API requires; bound beyond loopback without one, the server\nmakes one up and prints it; without a token, only requests to a loopback Host from\nno foreign web page are answered',
  },
  'admin-origin': {
    type: 'list',
    arg: '<o>',
    formerEnv: ['MOCK_SITE_ADMIN_ORIGINS'],
    help: 'let web pages of this origin (http://localhost:3000) call the admin API without the\ntoken, with CORS headers; repeatable',
  },
  replay: {
    type: 'list',
    arg: '<path>',
    help: 'replay a cassette (or every .yaml in a folder); give it again for more: a recorded\nrequest gets its recorded status, headers and bytes',
  },
  strict: {
    type: 'flag',
    help: 'with --replay: a request replayed more often than it was recorded is an error\n(mock_site_replay_exhausted) instead of repeating the last recording',
  },
  fallback: {
    type: 'value',
    arg: '<f>',
    help: 'with --replay, who answers a request with no recording: fake (default, the\nstateful fake), error (mock_site_no_recording, listing the nearest recordings),\nrecord (the --target site answers, and the exchange is added to the cassettes) or\nproxy (partial mocking: scenario rules first, then the --target site; nothing is\nrecorded; works without --replay too)',
  },
  target: {
    type: 'value',
    arg: '<url>',
    help: 'with --fallback record: the site to record what the cassettes do not hold;\nwith --fallback proxy: the live site that answers what no recording or rule does',
  },
  auth: {
    type: 'value',
    arg: '<user:pass>',
    help: 'with --fallback record or proxy: credentials for it (HTTP Basic, an application\npassword), sent when a request carries none',
  },
  'record-into': {
    type: 'value',
    arg: '<file>',
    help: 'with --fallback record: the cassette new recordings go into (default: the first\n--replay file, or recorded.yaml in the first --replay folder)',
  },
  coverage: {
    type: 'value',
    arg: '<file>',
    help: 'with --replay (or --fallback proxy): write the coverage report (JSON) here at\nshutdown; it is always printed, and served at GET /__mock/coverage',
  },
  tls: {
    type: 'flag',
    help: 'serve HTTPS with a self-signed certificate made at start, for localhost, 127.0.0.1,\n::1 and --host; its PEM is written to a file the banner names, to trust it',
  },
  cert: { type: 'value', arg: '<file>', help: 'serve HTTPS with this certificate (PEM, its chain after it); needs --key' },
  key: { type: 'value', arg: '<file>', help: "the --cert certificate's private key (PEM, unencrypted)" },
  log: {
    type: 'value',
    arg: '[text|json]',
    bare: 'text',
    help: 'print a line for each REST request once answered: time, method, route and query (secrets hidden),\nstatus, ms, what answered, its latency; text (alone: --log) or json (one object per line);\ndefault: off. Printed with --quiet too',
  },
  latency: {
    type: 'value',
    arg: '<ms>',
    help: "every REST answer waits this long: 50, or a range 20-80 drawn for each request (seeded by the\nscenario seed); replaces the scenario's global latency, while its routes' and rules' still win;\n/__mock calls never wait (default: the scenario's, none)",
  },
  quiet: { type: 'flag', help: 'print only the address line' },
  help: { type: 'flag', commandLineOnly: true, help: 'this text' },
} as const satisfies OptionTable;

export const serveCommand: Command = {
  help: `Usage: mock-site serve [options]

Every option but --help can also be set by its environment variable, named after it (--foo-bar:
${envName('foo-bar')}); the command line wins. A flag's variable takes 1, true or yes, or 0, false or no; a
repeatable option's variable takes a comma-separated list.

Options:
${optionsHelp(SERVE_OPTIONS)}
`,
  options: parseArgsOptions(SERVE_OPTIONS),
  bare: bareValues(SERVE_OPTIONS),
  async run(given) {
    const resolved = resolveOptions(SERVE_OPTIONS, given, process.env);
    if (typeof resolved === 'string') {
      process.stderr.write(`[mock-site] serve: ${resolved}\n`);
      return 2;
    }
    const { values, label } = resolved;
    const portText = (values.port as string | undefined) ?? '8080';
    const port = portOption(portText);
    if (port === undefined) {
      process.stderr.write(`[mock-site] serve: ${label('port')} must be a whole number from 0 to 65535 (got ${JSON.stringify(portText)}).\n`);
      return 2;
    }
    const profile = values.profile as string | undefined;
    const wrongProfile = profile === undefined ? null : profileProblem(profile, label('profile'));
    if (wrongProfile) {
      process.stderr.write(`[mock-site] serve: ${wrongProfile}\n`);
      return 2;
    }
    const replayPaths = (values.replay as string[] | undefined) ?? [];
    const fallback = (values.fallback as string | undefined) ?? 'fake';
    if (!REPLAY_FALLBACKS.includes(fallback as ReplayFallback)) {
      process.stderr.write(`[mock-site] serve: ${label('fallback')} must be one of ${REPLAY_FALLBACKS.join(', ')} (got ${JSON.stringify(fallback)}).\n`);
      return 2;
    }
    // Fallback proxy needs no cassettes: the scenario's rules, then the live site.
    const proxy = fallback === 'proxy';
    const replayOnly = (['strict', 'fallback', 'coverage'] as const).filter((o) =>
      o === 'strict' ? values.strict === true : values[o] !== undefined && !proxy,
    );
    if (!replayPaths.length && replayOnly.length) {
      const named = replayOnly.map(label);
      process.stderr.write(
        `[mock-site] serve: ${named.join(', ')} only appl${named.length > 1 ? 'y' : 'ies'} with --replay <cassette>${replayOnly.every((o) => label(o).startsWith('--')) ? '' : ` (${envName('replay')})`}.\n`,
      );
      return 2;
    }
    const target = values.target as string | undefined;
    const live = fallback === 'record' || proxy;
    if (live !== (target !== undefined)) {
      process.stderr.write(
        fallback === 'record'
          ? `[mock-site] serve: ${label('fallback')} record needs --target <url>: the site to record what the cassettes do not hold.\n`
          : proxy
            ? `[mock-site] serve: ${label('fallback')} proxy needs --target <url>: the live site that answers what no recording or rule does.\n`
            : `[mock-site] serve: ${label('target')} only applies with --replay <cassette> --fallback record. --fallback proxy takes it too.\n`,
      );
      return 2;
    }
    if (!live && values.auth !== undefined) {
      process.stderr.write(`[mock-site] serve: ${label('auth')} only applies with --fallback record or proxy.\n`);
      return 2;
    }
    if (fallback !== 'record' && values['record-into'] !== undefined) {
      process.stderr.write(`[mock-site] serve: ${label('record-into')} only applies with --fallback record.\n`);
      return 2;
    }
    const limits = limitOptions(values, label);
    if (typeof limits === 'string') {
      process.stderr.write(`[mock-site] serve: ${limits}\n`);
      return 2;
    }
    const timing = timingOptions(values, label);
    if (typeof timing === 'string') {
      process.stderr.write(`[mock-site] serve: ${timing}\n`);
      return 2;
    }
    const host = (values.host as string | undefined) ?? '127.0.0.1';
    const scenario = values.scenario as string | undefined;
    const db = values.db as string | undefined;
    const coverageFile = values.coverage as string | undefined;
    const written = writtenFilesProblem(db, coverageFile);
    if (written) {
      process.stderr.write(`${written}\n`);
      return 2;
    }
    const adminToken = values['admin-token'] as string | undefined;
    const adminOrigins = originOptions(values['admin-origin'] as string[] | undefined, label('admin-origin'));
    if (typeof adminOrigins === 'string') {
      process.stderr.write(`[mock-site] serve: ${adminOrigins}\n`);
      return 2;
    }
    const tls = tlsOption(values, label);
    if (typeof tls === 'string') {
      process.stderr.write(`[mock-site] serve: ${tls}\n`);
      return 2;
    }
    const watching = typeof values.watch === 'boolean' ? values.watch : process.stdout.isTTY === true;
    let running: Awaited<ReturnType<typeof startMockSite>>;
    try {
      running = await startMockSite({
        port,
        host,
        scenario,
        profile: profile as ProfileName | undefined,
        ...(tls ? { tls } : {}),
        ...(db ? { db } : {}),
        ...(adminToken ? { adminToken } : {}),
        ...(adminOrigins.length ? { adminOrigins } : {}),
        ...limits,
        ...timing,
        ...(replayPaths.length || proxy
          ? {
              replay: {
                paths: replayPaths,
                strict: values.strict === true,
                fallback: fallback as ReplayFallback,
                ...(target ? { target } : {}),
                ...(typeof values.auth === 'string' ? { auth: values.auth } : {}),
                ...(typeof values['record-into'] === 'string' ? { recordInto: values['record-into'] } : {}),
              },
            }
          : {}),
      });
    } catch (e) {
      if (e instanceof CassetteError) {
        process.stderr.write(`${e.problems.join('\n')}\n`);
        return 1;
      }
      if (e instanceof RecorderSetupError) {
        process.stderr.write(`${e.message}\n`);
        return 2;
      }
      if (e instanceof TlsSetupError) {
        process.stderr.write(
          `${e.message.replace('[mock-site] ', `[mock-site] serve: ${label('cert')} ${values.cert as string}, ${label('key')} ${values.key as string}: `)}\n`,
        );
        return 2;
      }
      const err = e as NodeJS.ErrnoException;
      const why =
        err.code === 'EADDRINUSE'
          ? `${hostPort(host, port)} is in use: pick another with --port, or --port 0 (a free one).`
          : err.code === 'EACCES'
            ? `not allowed to listen on ${host}:${port}. Use a port above 1023.`
            : err.message;
      process.stderr.write(`${why.startsWith('[mock-site]') ? why : `[mock-site] serve: ${why}`}\n`);
      return 1;
    }
    collectLoadGarbage();
    const { app } = running;
    const tlsShown = running.tls && tlsSummary(running.tls, values.cert as string | undefined);
    const log = (line: string) => {
      if (!values.quiet) process.stdout.write(`${line}\n`);
    };
    const error = (text: string) => process.stderr.write(`${text}\n`);
    let watcher: ScenarioWatcher | undefined;
    let cassetteWatcher: CassetteWatcher | undefined;
    // The watchers (and the checks a reload runs) load only to watch: a start without --watch never loads them.
    if (watching && app.replay?.config.paths.length) cassetteWatcher = await (await import('./watch-cassettes.js')).watchCassettes(app.replay, log, error);
    if (watching && app.site.scenario.files.length) {
      const [{ watchScenario }, { validateOffThread }] = await Promise.all([import('./watch.js'), import('./validate-worker.js')]);
      watcher = await watchScenario({
        app,
        load: () => resolveScenario({ scenario, profile: profile as ProfileName | undefined }),
        ...(db ? { db } : {}),
        check: validateOffThread,
        log,
        error,
      });
    }
    // A clean stop writes the --db snapshot; should that fail, the write log still holds every write.
    // The handlers are in place before the address is printed, so a caller may signal at once.
    const stopped = new Promise<number>((resolve) => {
      let stopping = false;
      const stop = (signal: string) => {
        if (stopping) return; // a second signal
        stopping = true;
        process.stdout.write(`[mock-site] ${signal}: shutting down\n`);
        void watcher?.close();
        void cassetteWatcher?.close();
        removeWrittenCertificate(tlsShown);
        running.close().then(
          () => resolve(reportCoverage(app.replay, coverageFile)),
          (e: unknown) => {
            process.stderr.write(
              `[mock-site] ${signal}: could not write the --db snapshot (${(e as Error).message}); its write log still holds every write.\n`,
            );
            resolve(1);
          },
        );
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
      stopWithNpmParent(() => process.kill(process.pid, 'SIGTERM')); // npm forwards SIGTERM to its shell, not here
    });
    const generated = running.adminToken !== undefined && !adminToken;
    const hints = scenarioHints(app.site.scenario);
    if (hints.length) process.stderr.write(`${hints.map((h) => formatHint(h)).join('\n')}\n`);
    if (values.quiet) {
      process.stdout.write(`${running.url}\n`);
      if (tlsShown?.generated)
        process.stderr.write(
          `[mock-site] self-signed certificate ${tlsShown.file ? `written to ${tlsShown.file}` : 'made'} (SHA-256 ${tlsShown.fingerprint})\n`,
        );
      if (generated)
        process.stderr.write(
          `[mock-site] admin token ${running.adminToken} (the /__mock API needs it: Authorization: Bearer <token>; open the inspector once as /__mock/?token=<token>)\n`,
        );
    } else {
      const proxied = app.replay?.fallback === 'proxy' ? app.replay : undefined;
      const text = banner(running.url, app.site.scenario, host, {
        watching: watcher ? app.site.scenario.files : undefined,
        adminToken: running.adminToken,
        generated,
        ...(app.replay && !proxied ? { replay: replaySummary(app.replay) } : {}),
        ...(tlsShown ? { tls: tlsShown } : {}),
      });
      // The banner's replay lines know fake, error and record: fallback proxy's go where they would.
      process.stdout.write(proxied ? text.replace('\n\n  try ', `${proxyLines(proxied)}\n\n  try `) : text);
    }
    return stopped;
  },
};

const MAX_JOURNAL_SIZE = 1_000_000;

/** --latency and --log (or their variables): what startMockSite takes of them; a string says what is wrong. */
function timingOptions(
  values: Record<string, unknown>,
  label: (option: string) => string,
): { latency?: LatencyRange; onRequest?: (line: RequestLine) => void } | string {
  const latencyText = values.latency as string | undefined;
  const latency = latencyText === undefined ? undefined : latencyRange(latencyText);
  if (latency === null) return `${label('latency')} must be ${LATENCY_WORDS} (got ${JSON.stringify(latencyText)}).`;
  const format = values.log as string | undefined;
  if (format !== undefined && !LOG_FORMATS.includes(format as LogFormat)) {
    return `${label('log')} must be ${LOG_FORMATS.join(' or ')} (got ${JSON.stringify(format)}); --log alone is text.`;
  }
  // Through the command's output: a closed stdout ends serve as a signal would (main.ts), never a request.
  const out = commandOutput('serve');
  return {
    ...(latency ? { latency } : {}),
    ...(format !== undefined
      ? {
          onRequest: (line: RequestLine) => {
            out.emit(`${formatRequestLine(line, format as LogFormat)}\n`, undefined);
          },
        }
      : {}),
  };
}

/** `host:port` as a message shows it (`[::1]:8080`). */
function hostPort(host: string, port: number): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** What the banner says about --replay: the cassettes, how many recordings, who answers the rest. */
function replaySummary(replay: ReplaySetup): ReplaySummary {
  return {
    paths: replay.config.paths,
    cassettes: replay.files.length,
    interactions: replay.index.size,
    strict: replay.index.strict,
    fallback: replay.fallback as ReplaySummary['fallback'], // not proxy: proxyLines() tells that one
    ...(replay.config.target ? { target: replay.config.target } : {}),
    ...(replay.recordingInto ? { recordInto: replay.recordingInto } : {}),
  };
}

/** What the banner says about --fallback proxy: the cassettes, if any, and the live site that answers the rest. */
function proxyLines(replay: ReplaySetup): string {
  const target = parseTarget(replay.config.target!, undefined, 'serve').clean;
  const count = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;
  const { paths } = replay.config;
  const strict = replay.index.strict ? '; strict: each recording answers as often as it was recorded' : '';
  return paths.length
    ? `\n  replay     ${paths.map(shown).join(', ')}: ${count(replay.index.size, 'interaction')} in ${count(replay.files.length, 'cassette')}${strict}` +
        `\n             no recording: scenario rules, then ${target} answers; nothing is recorded (--fallback proxy)`
    : `\n  proxy      ${target} answers what no scenario rule does; nothing is recorded (--fallback proxy)`;
}

/** --tls, or --cert with --key (read here: a path that cannot be read is the user's to fix); a string says what is wrong. */
function tlsOption(values: Record<string, unknown>, label: (option: string) => string): true | { cert: Buffer; key: Buffer } | undefined | string {
  const certFile = values.cert as string | undefined;
  const keyFile = values.key as string | undefined;
  if ((certFile === undefined) !== (keyFile === undefined)) {
    return certFile === undefined
      ? `${label('key')} needs --cert <file>: the certificate the key belongs to.`
      : `${label('cert')} needs --key <file>: the certificate's private key (PEM).`;
  }
  if (certFile === undefined || keyFile === undefined) return values.tls === true ? true : undefined;
  const read = (file: string, kind: 'TLS certificate' | 'TLS key', option: string, what: string): Buffer | string => {
    try {
      return readBounded(file, kind);
    } catch (e) {
      if (!(e instanceof FileRefused)) throw e;
      const why = e.why === 'ENOENT' ? 'no such file' : e.why === 'EACCES' ? 'permission denied' : e.why;
      return `${label(option)} ${file} cannot be read (${why}). Give the PEM file of ${what}.`;
    }
  };
  const cert = read(certFile, 'TLS certificate', 'cert', 'the certificate');
  if (typeof cert === 'string') return cert;
  const key = read(keyFile, 'TLS key', 'key', "the certificate's private key");
  return typeof key === 'string' ? key : { cert, key };
}

/** What the banner says of the certificate; a generated one's PEM is written to a fresh temporary folder (removed at stop). */
function tlsSummary(tls: NonNullable<Awaited<ReturnType<typeof startMockSite>>['tls']>, certFile: string | undefined): TlsSummary {
  const summary: TlsSummary = { generated: tls.generated, fingerprint: tls.fingerprint, names: tls.names };
  if (!tls.generated) return { ...summary, ...(certFile ? { file: certFile } : {}) };
  try {
    const file = join(mkdtempSync(join(process.getBuiltinModule('node:os').tmpdir(), 'mock-site-tls-')), 'mock-site-cert.pem');
    writeFileSync(file, tls.cert, { mode: 0o644 });
    return { ...summary, file };
  } catch (e) {
    process.stderr.write(
      `[mock-site] serve: could not write the certificate's PEM to a temporary file (${(e as Error).message}); check it by its fingerprint.\n`,
    );
    return summary;
  }
}

/** At stop: the folder a generated certificate's PEM was written to (the next start makes another). */
function removeWrittenCertificate(tls: TlsSummary | undefined): void {
  if (!tls?.generated || !tls.file) return;
  try {
    rmSync(join(tls.file, '..'), { recursive: true, force: true });
  } catch {
    // Left in the temporary folder: harmless, and the system clears it.
  }
}

/** --admin-origin (repeatable; its variable comma-separated), each an origin; a string says what is wrong. */
function originOptions(given: string[] | undefined, label: string): string[] | string {
  const origins: string[] = [];
  for (const text of given ?? []) {
    const origin = normalizeOrigin(text);
    if (!origin || !/^https?:\/\/[^/]+\/?$/i.test(text))
      return `${label} must be an origin such as http://localhost:3000: a scheme, a host and an optional port, no path (got ${JSON.stringify(text)}).`;
    origins.push(origin);
  }
  return origins;
}

interface Limits {
  maxBodyBytes?: number;
  maxUploadBytes?: number;
  maxSessions?: number;
  journalSize?: number;
  journalBodies?: number;
}

/** --max-body, --max-upload, --max-sessions, --journal-size and --journal-bodies; a string says what is wrong. */
function limitOptions(values: Record<string, unknown>, label: (option: string) => string): Limits | string {
  const limits: Limits = {};
  for (const [flag, key] of [
    ['max-body', 'maxBodyBytes'],
    ['max-upload', 'maxUploadBytes'],
  ] as const) {
    const text = values[flag] as string | undefined;
    if (text === undefined) continue;
    const bytes = parseByteSize(text);
    if (!bytes || bytes > bufferConstants.MAX_LENGTH) {
      return `${label(flag)} must be a size from 1 byte to ${humanBytes(bufferConstants.MAX_LENGTH)}: bytes (65536) or with a unit (512kb, 10mb, 1gb) (got ${JSON.stringify(text)}).`;
    }
    limits[key] = bytes;
  }
  const sessionsText = values['max-sessions'] as string | undefined;
  if (sessionsText !== undefined) {
    if (!/^\d{1,15}$/.test(sessionsText)) return `${label('max-sessions')} must be a whole number, 0 for no bound (got ${JSON.stringify(sessionsText)}).`;
    limits.maxSessions = Number(sessionsText);
  }
  for (const [flag, key] of [
    ['journal-size', 'journalSize'],
    ['journal-bodies', 'journalBodies'],
  ] as const) {
    const text = values[flag] as string | undefined;
    if (text === undefined) continue;
    if (!/^\d{1,7}$/.test(text) || Number(text) > MAX_JOURNAL_SIZE) {
      return `${label(flag)} must be a whole number from 0 (keep none) to 1000000 (got ${JSON.stringify(text)}).`;
    }
    limits[key] = Number(text);
  }
  return limits;
}

/** The files serve writes (--db with its write log, --coverage) must be regular files or not exist yet: what is wrong, if anything. */
function writtenFilesProblem(db: string | undefined, coverage: string | undefined): string | undefined {
  try {
    if (db) {
      for (const file of [db, `${db}.journal`, `${db}.journal.old`]) {
        refuseNonRegular(file, '--db file', 'Point --db at a JSON file in a folder you can write to: it is created when missing.');
      }
    }
    if (coverage) refuseNonRegular(coverage, '--coverage file', 'Point --coverage at a JSON file: it is created when missing.');
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

/** At shutdown: the coverage report printed, and written as JSON to --coverage. Exit code 1 when it cannot be written. */
function reportCoverage(replay: ReplaySetup | undefined, file: string | undefined): number {
  if (!replay) return 0;
  const coverage = replay.coverage();
  process.stdout.write(formatCoverage(coverage));
  if (!file) return 0;
  try {
    writeAtomically(file, `${JSON.stringify(coverage, null, 2)}\n`);
    return 0;
  } catch (e) {
    process.stderr.write(`[mock-site] serve: could not write the coverage report to ${file}: ${(e as Error).message}\n`);
    return 1;
  }
}
