// `mock-site serve`: loads the scenario, listens, watches it (hot reload), prints the banner, stops cleanly on
// SIGINT/SIGTERM.
import { constants as bufferConstants } from 'node:buffer';
import { PROFILES, type ProfileName } from '../catalogue/types.js';
import { resolveScenario } from '../app.js';
import { refuseNonRegular } from '../files/read-bounded.js';
import { writeAtomically } from '../store/atomic-file.js';
import { RecorderSetupError } from '../record/forward.js';
import { CassetteError } from '../replay/cassette-file.js';
import { formatCoverage } from '../replay/coverage.js';
import { REPLAY_FALLBACKS, type ReplayFallback, type ReplaySetup } from '../replay/replay-setup.js';
import { startMockSite } from '../start.js';
import { banner } from './banner.js';
import { collectLoadGarbage } from './collect-garbage.js';
import type { Command } from './commands.js';
import { validateOffThread } from './validate-worker.js';
import { watchScenario, type ScenarioWatcher } from './watch.js';
import { watchCassettes, type CassetteWatcher } from './watch-cassettes.js';
import { portOption } from './output.js';
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES, humanBytes, parseByteSize } from '../wp/body.js';
import { DEFAULT_MAX_SESSIONS } from '../store/store.js';
import { DEFAULT_JOURNAL_BODIES, DEFAULT_JOURNAL_SIZE } from '../admin/request-journal.js';
import { normalizeOrigin } from '../admin/origin-guard.js';

const env = process.env;
const shortBytes = (bytes: number) => humanBytes(bytes).replace(' ', '').toLowerCase();

export const serveCommand: Command = {
  help: `Usage: mock-site serve [options]

Options:
  --port <n>           port to listen on (default 8080, or MOCK_SITE_PORT; 0 picks a free one)
  --host <addr>        address to bind (default 127.0.0.1, or MOCK_SITE_HOST)
  --scenario <file>    scenario YAML (default: the embedded one, or MOCK_SITE_SCENARIO)
  --profile <name>     deployment to serve: site or shop (default: the scenario's, or MOCK_SITE_PROFILE)
  --db <file>          keep the state in this JSON file across restarts (default: in memory, or MOCK_SITE_DB)
  --watch              reload the scenario when its files change (default when the output is a terminal)
  --no-watch           do not watch the scenario files
  --max-body <size>    JSON and form bodies (and a multipart form's fields) over this are refused with 413:
                       bytes, or 512kb, 10mb, 1gb (default ${shortBytes(MAX_BODY_BYTES)}, or MOCK_SITE_MAX_BODY)
  --max-upload <size>  file uploads (multipart files, a raw file body) and /__mock bodies over this are
                       refused with 413 (default ${shortBytes(MAX_UPLOAD_BYTES)}, or MOCK_SITE_MAX_UPLOAD)
  --max-sessions <n>   sessions kept before the least recently used is evicted, its state dropped
                       (default ${DEFAULT_MAX_SESSIONS}, or MOCK_SITE_MAX_SESSIONS; 0: no bound)
  --journal-size <n>   requests GET /__mock/journal keeps (default ${DEFAULT_JOURNAL_SIZE}, or MOCK_SITE_JOURNAL_SIZE; 0: none)
  --journal-bodies <n> the newest journaled requests that keep their answer's body for GET /__mock/journal/{id} and
                       the inspector (default ${DEFAULT_JOURNAL_BODIES}, or MOCK_SITE_JOURNAL_BODIES; 0: none)
  --admin-token <t>    token the /__mock admin API requires (or MOCK_SITE_ADMIN_TOKEN); bound beyond
                       loopback without one, the server makes one up and prints it; without a token,
                       only requests to a loopback Host from no foreign web page are answered
  --admin-origin <o>   let web pages of this origin (http://localhost:3000) call the admin API without the
                       token, with CORS headers; repeatable (or MOCK_SITE_ADMIN_ORIGINS, comma-separated)
  --replay <path>      replay a cassette (or every .yaml in a folder); give it again for more: a recorded
                       request gets its recorded status, headers and bytes
  --strict             with --replay: a request replayed more often than it was recorded is an error
                       (mock_site_replay_exhausted) instead of repeating the last recording
  --fallback <f>       with --replay, who answers a request with no recording: fake (default, the
                       stateful fake), error (mock_site_no_recording, listing the nearest recordings) or
                       record (the --target site answers, and the exchange is added to the cassettes)
  --target <url>       with --fallback record: the site to record what the cassettes do not hold
  --auth <user:pass>   with --fallback record: credentials for it (HTTP Basic, an application password)
  --record-into <file> with --fallback record: the cassette new recordings go into (default: the first
                       --replay file, or recorded.yaml in the first --replay folder)
  --coverage <file>    with --replay: write the coverage report (JSON) here at shutdown; it is always
                       printed, and served at GET /__mock/coverage
  --quiet              print only the address line
  --help               this text
`,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    scenario: { type: 'string' },
    profile: { type: 'string' },
    db: { type: 'string' },
    'max-body': { type: 'string' },
    'max-upload': { type: 'string' },
    'max-sessions': { type: 'string' },
    'journal-size': { type: 'string' },
    'journal-bodies': { type: 'string' },
    watch: { type: 'boolean' },
    'no-watch': { type: 'boolean' },
    'admin-token': { type: 'string' },
    'admin-origin': { type: 'string', multiple: true },
    replay: { type: 'string', multiple: true },
    strict: { type: 'boolean' },
    fallback: { type: 'string' },
    target: { type: 'string' },
    auth: { type: 'string' },
    'record-into': { type: 'string' },
    coverage: { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean' },
  },
  async run(values) {
    const portText = (values.port as string | undefined) ?? env.MOCK_SITE_PORT ?? '8080';
    const port = portOption(portText);
    if (port === undefined) {
      process.stderr.write(`[mock-site] serve: --port must be a whole number from 0 to 65535 (got ${JSON.stringify(portText)}).\n`);
      return 2;
    }
    const profile = (values.profile as string | undefined) ?? env.MOCK_SITE_PROFILE;
    if (profile !== undefined && !PROFILES.includes(profile as ProfileName)) {
      process.stderr.write(`[mock-site] serve: --profile must be one of ${PROFILES.join(', ')} (got ${JSON.stringify(profile)}).\n`);
      return 2;
    }
    if (values.watch && values['no-watch']) {
      process.stderr.write('[mock-site] serve: --watch and --no-watch contradict each other. Give one of them.\n');
      return 2;
    }
    const replayPaths = (values.replay as unknown as string[] | undefined) ?? [];
    const fallback = (values.fallback as string | undefined) ?? 'fake';
    if (!REPLAY_FALLBACKS.includes(fallback as ReplayFallback)) {
      process.stderr.write(`[mock-site] serve: --fallback must be one of ${REPLAY_FALLBACKS.join(', ')} (got ${JSON.stringify(fallback)}).\n`);
      return 2;
    }
    if (!replayPaths.length && (values.strict || values.fallback !== undefined || values.coverage !== undefined)) {
      process.stderr.write('[mock-site] serve: --strict, --fallback and --coverage only apply with --replay <cassette>.\n');
      return 2;
    }
    const target = values.target as string | undefined;
    if ((fallback === 'record') !== (target !== undefined)) {
      process.stderr.write(fallback === 'record'
        ? '[mock-site] serve: --fallback record needs --target <url>: the site to record what the cassettes do not hold.\n'
        : '[mock-site] serve: --target only applies with --replay <cassette> --fallback record.\n');
      return 2;
    }
    if (fallback !== 'record' && (values.auth !== undefined || values['record-into'] !== undefined)) {
      process.stderr.write('[mock-site] serve: --auth and --record-into only apply with --fallback record.\n');
      return 2;
    }
    const limits = limitOptions(values);
    if (typeof limits === 'string') {
      process.stderr.write(`[mock-site] serve: ${limits}\n`);
      return 2;
    }
    const host = (values.host as string | undefined) ?? env.MOCK_SITE_HOST ?? '127.0.0.1';
    const scenario = (values.scenario as string | undefined) ?? env.MOCK_SITE_SCENARIO;
    const db = (values.db as string | undefined) ?? env.MOCK_SITE_DB;
    const written = writtenFilesProblem(db, values.coverage as string | undefined);
    if (written) {
      process.stderr.write(`${written}\n`);
      return 2;
    }
    const adminToken = (values['admin-token'] as string | undefined) ?? env.MOCK_SITE_ADMIN_TOKEN;
    const adminOrigins = originOptions(values['admin-origin'] as string[] | undefined);
    if (typeof adminOrigins === 'string') {
      process.stderr.write(`[mock-site] serve: ${adminOrigins}\n`);
      return 2;
    }
    const watching = values['no-watch'] ? false : values.watch ? true : process.stdout.isTTY === true;
    let running;
    try {
      running = await startMockSite({
        port, host, scenario, profile: profile as ProfileName | undefined, ...(db ? { db } : {}), ...(adminToken ? { adminToken } : {}), ...(adminOrigins.length ? { adminOrigins } : {}), ...limits,
        ...(replayPaths.length ? {
          replay: {
            paths: replayPaths, strict: values.strict === true, fallback: fallback as ReplayFallback,
            ...(target ? { target } : {}),
            ...(typeof values.auth === 'string' ? { auth: values.auth } : {}),
            ...(typeof values['record-into'] === 'string' ? { recordInto: values['record-into'] } : {}),
          },
        } : {}),
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
      const err = e as NodeJS.ErrnoException;
      const why = err.code === 'EADDRINUSE' ? `port ${port} is already in use. Pick another with --port.`
        : err.code === 'EACCES' ? `not allowed to listen on ${host}:${port}. Use a port above 1023.` : err.message;
      process.stderr.write(`${why.startsWith('[mock-site]') ? why : `[mock-site] serve: ${why}`}\n`);
      return 1;
    }
    collectLoadGarbage();
    const { app } = running;
    const log = (line: string) => { if (!values.quiet) process.stdout.write(`${line}\n`); };
    const error = (text: string) => process.stderr.write(`${text}\n`);
    let watcher: ScenarioWatcher | undefined;
    let cassetteWatcher: CassetteWatcher | undefined;
    if (watching && app.replay) cassetteWatcher = await watchCassettes(app.replay, log, error);
    if (watching && app.site.scenario.files.length) {
      watcher = await watchScenario({
        app,
        load: () => resolveScenario({ scenario, profile: profile as ProfileName | undefined }),
        ...(db ? { db } : {}),
        check: validateOffThread,
        log,
        error,
      });
    }
    // A clean stop writes the --db snapshot; should that fail, the journal still holds every write.
    // The handlers are in place before the address is printed, so a caller may signal at once.
    const stopped = new Promise<number>((resolve) => {
      const stop = (signal: string) => {
        process.stdout.write(`[mock-site] ${signal}: shutting down\n`);
        void watcher?.close();
        void cassetteWatcher?.close();
        const coverageFile = values.coverage as string | undefined;
        running.close().then(() => resolve(reportCoverage(app.replay, coverageFile)), (e: unknown) => {
          process.stderr.write(`[mock-site] ${signal}: could not write the --db snapshot (${(e as Error).message}); its journal still holds every write.\n`);
          resolve(1);
        });
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
    });
    const generated = running.adminToken !== undefined && !adminToken;
    if (values.quiet) {
      process.stdout.write(`${running.url}\n`);
      if (generated) process.stderr.write(`[mock-site] admin token ${running.adminToken} (the /__mock API needs it: Authorization: Bearer <token>; open the inspector once as /__mock/?token=<token>)\n`);
    } else {
      process.stdout.write(banner(running.url, app.site.scenario, host, {
        watching: watcher ? app.site.scenario.files : undefined,
        adminToken: running.adminToken,
        generated,
      }));
    }
    return stopped;
  },
};

const MAX_JOURNAL_SIZE = 1_000_000;

/** --admin-origin (repeatable) or MOCK_SITE_ADMIN_ORIGINS (comma-separated), each an origin; a string says what is wrong. */
function originOptions(given: string[] | undefined): string[] | string {
  const texts = given ?? (env.MOCK_SITE_ADMIN_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const origins: string[] = [];
  for (const text of texts) {
    const origin = normalizeOrigin(text);
    if (!origin || !/^https?:\/\/[^/]+\/?$/i.test(text)) return `--admin-origin must be an origin such as http://localhost:3000: a scheme, a host and an optional port, no path (got ${JSON.stringify(text)}).`;
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

/** --max-body, --max-upload, --max-sessions, --journal-size and --journal-bodies (or their environment variables); a string says what is wrong. */
function limitOptions(values: Record<string, unknown>): Limits | string {
  const limits: Limits = {};
  for (const [flag, variable, key] of [['max-body', 'MOCK_SITE_MAX_BODY', 'maxBodyBytes'], ['max-upload', 'MOCK_SITE_MAX_UPLOAD', 'maxUploadBytes']] as const) {
    const text = (values[flag] as string | undefined) ?? (env[variable] || undefined);
    if (text === undefined) continue;
    const bytes = parseByteSize(text);
    if (!bytes || bytes > bufferConstants.MAX_LENGTH) {
      return `--${flag} must be a size from 1 byte to ${humanBytes(bufferConstants.MAX_LENGTH)}: bytes (65536) or with a unit (512kb, 10mb, 1gb) (got ${JSON.stringify(text)}).`;
    }
    limits[key] = bytes;
  }
  const sessionsText = (values['max-sessions'] as string | undefined) ?? (env.MOCK_SITE_MAX_SESSIONS || undefined);
  if (sessionsText !== undefined) {
    if (!/^\d{1,15}$/.test(sessionsText)) return `--max-sessions must be a whole number, 0 for no bound (got ${JSON.stringify(sessionsText)}).`;
    limits.maxSessions = Number(sessionsText);
  }
  for (const [flag, variable, key] of [['journal-size', 'MOCK_SITE_JOURNAL_SIZE', 'journalSize'], ['journal-bodies', 'MOCK_SITE_JOURNAL_BODIES', 'journalBodies']] as const) {
    const text = (values[flag] as string | undefined) ?? (env[variable] || undefined);
    if (text === undefined) continue;
    if (!/^\d{1,7}$/.test(text) || Number(text) > MAX_JOURNAL_SIZE) {
      return `--${flag} must be a whole number from 0 (keep none) to 1000000 (got ${JSON.stringify(text)}).`;
    }
    limits[key] = Number(text);
  }
  return limits;
}

/** The files serve writes (--db with its journal, --coverage) must be regular files or not exist yet: what is wrong, if anything. */
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
