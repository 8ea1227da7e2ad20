// `serve` configured by environment variables (as in a container), the banner's replay lines, `-p`, a port in use,
// and a reader that closes the output early (`mock-site openapi | head`).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveScenario } from '../../src/app.js';
import { banner } from '../../src/cli/banner.js';
import { envName, type OptionSpec } from '../../src/cli/option-table.js';
import { SERVE_OPTIONS } from '../../src/cli/serve.js';
import { ROOT } from '../helpers.js';
import { CLI } from './run-cli.js';

const CASSETTE = 'recordings/example-site.yaml';
const children = new Set<ChildProcessWithoutNullStreams>();

afterEach(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
  children.clear();
});

/** The test process's environment without any MOCK_SITE_ variable, plus `extra`. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('MOCK_SITE_')));
  return { ...env, ...extra };
}

interface Child {
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  stderr: () => string;
  /** Resolves when stdout matches, rejects if the process exits first. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
  exited: Promise<number | null>;
}

function start(args: string[], env: Record<string, string> = {}): Child {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: environment(env) });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const exited = once(child, 'close').then(([code]) => code as number | null);
  return {
    child,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    printed: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(stdout);
          if (m) {
            child.stdout.off('data', check);
            resolve(m);
          }
        };
        child.stdout.on('data', check);
        check();
        void exited.then((code) => reject(new Error(`exited with ${code} before printing ${pattern}: ${stdout}${stderr}`)));
      }),
  };
}

async function run(args: string[], env: Record<string, string> = {}) {
  const c = start(args, env);
  const code = await c.exited;
  return { code, stdout: c.stdout(), stderr: c.stderr() };
}

const BANNER_END = /stop {7}Ctrl\+C\n/;
const ADDRESS = /mock-site {2}(http:\/\/[\d.]+:\d+)/;

describe('serve from environment variables', () => {
  it('takes the replay options (MOCK_SITE_REPLAY, _FALLBACK, _STRICT, _COVERAGE, ...) from the environment; the banner says what it replays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-env-'));
    copyFileSync(join(ROOT, CASSETTE), join(dir, 'copy.yaml'));
    const coverage = join(dir, 'coverage.json');
    const served = start(['serve'], {
      MOCK_SITE_PORT: '0',
      MOCK_SITE_HOST: '127.0.0.1',
      MOCK_SITE_REPLAY: `${CASSETTE}, ${dir}`,
      MOCK_SITE_FALLBACK: 'error',
      MOCK_SITE_STRICT: 'yes',
      MOCK_SITE_COVERAGE: coverage,
      MOCK_SITE_WATCH: 'no',
      MOCK_SITE_JOURNAL_SIZE: '7',
    });
    await served.printed(BANNER_END);
    const url = ADDRESS.exec(served.stdout())![1]!;
    expect(served.stdout()).toContain(
      `\n  replay     ${CASSETTE}, ${dir}: 12 interactions in 2 cassettes; strict: each recording answers as often as it was recorded\n`,
    );
    expect(served.stdout()).toContain('\n             no recording: 404 mock_site_no_recording, naming the nearest recordings (--fallback error)\n');

    // MOCK_SITE_FALLBACK=error: no recording is a 404; MOCK_SITE_STRICT: the two recordings of this DELETE, then an error.
    const missing = await fetch(`${url}/wp-json/wp/v2/users`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('mock_site_no_recording');
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push((await fetch(`${url}/wp-json/wp/v2/posts/1?force=true`, { method: 'DELETE' })).status);
    expect(statuses).toEqual([404, 404, 500]);
    const journal = (await (await fetch(`${url}/__mock/journal`)).json()) as unknown[];
    expect(journal.length).toBeLessThanOrEqual(7);

    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    expect(JSON.parse(readFileSync(coverage, 'utf8'))).toBeTypeOf('object');
  });

  it('lets the command line win: -p over MOCK_SITE_PORT, --fallback over MOCK_SITE_FALLBACK', async () => {
    const served = start(['serve', '-p', '0', '--fallback', 'fake'], { MOCK_SITE_PORT: 'not-a-port', MOCK_SITE_REPLAY: CASSETTE, MOCK_SITE_FALLBACK: 'error' });
    await served.printed(BANNER_END);
    const url = ADDRESS.exec(served.stdout())![1]!;
    expect(served.stdout()).toContain(
      `\n  replay     ${CASSETTE}: 6 interactions in 1 cassette\n             no recording: the stateful fake answers (--fallback fake)\n`,
    );
    // The fake answers what no recording holds (here: a route it does not know), not mock_site_no_recording.
    expect(((await (await fetch(`${url}/wp-json/wp/v2/users`)).json()) as { code: string }).code).toBe('rest_no_route');
    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
  });

  it.each([
    [{ MOCK_SITE_PORT: 'abc' }, '[mock-site] serve: MOCK_SITE_PORT must be a whole number from 0 to 65535 (got "abc").'],
    [{ MOCK_SITE_PROFILE: 'blog' }, '[mock-site] serve: MOCK_SITE_PROFILE must be one of site, shop (got "blog").'],
    [{ MOCK_SITE_FALLBACK: 'error' }, '[mock-site] serve: MOCK_SITE_FALLBACK only applies with --replay <cassette> (MOCK_SITE_REPLAY).'],
    [
      { MOCK_SITE_STRICT: '1', MOCK_SITE_COVERAGE: 'c.json' },
      '[mock-site] serve: MOCK_SITE_STRICT, MOCK_SITE_COVERAGE only apply with --replay <cassette> (MOCK_SITE_REPLAY).',
    ],
    [{ MOCK_SITE_TARGET: 'http://127.0.0.1:9' }, '[mock-site] serve: MOCK_SITE_TARGET only applies with --replay <cassette> --fallback record.'],
    [{ MOCK_SITE_REPLAY: CASSETTE, MOCK_SITE_FALLBACK: 'record' }, '[mock-site] serve: MOCK_SITE_FALLBACK record needs --target <url>'],
    [{ MOCK_SITE_MAX_BODY: 'lots' }, '[mock-site] serve: MOCK_SITE_MAX_BODY must be a size'],
    [{ MOCK_SITE_ADMIN_ORIGIN: 'http://localhost:3000/app' }, '[mock-site] serve: MOCK_SITE_ADMIN_ORIGIN must be an origin'],
  ])('refuses %j with exit code 2, naming the variable', async (env, message) => {
    const r = await run(['serve'], { MOCK_SITE_PORT: '0', ...env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  const flags = Object.entries(SERVE_OPTIONS as Record<string, OptionSpec>).filter(([, spec]) => spec.type === 'flag' && !spec.commandLineOnly);
  it.each(flags)('reads the flag --%s from its variable, refusing what is no yes or no', async (name) => {
    const r = await run(['serve', '--port', '0'], { [envName(name)]: 'maybe' });
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(r.stderr).toContain(`[mock-site] serve: ${envName(name)} must be 1, true or yes (as --${name}) or 0, false or no`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('serve -p and a port in use', () => {
  it('takes -p as short for --port', async () => {
    const served = start(['serve', '-p', '0', '--quiet']);
    const [url] = await served.printed(/http:\/\/127\.0\.0\.1:\d+/);
    expect((await fetch(`${url}/__mock/health`)).status).toBe(200);
    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    const bad = await run(['serve', '-p', 'abc']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--port must be a whole number from 0 to 65535 (got "abc")');
  });

  it('says which address is in use and how to pick another, with exit code 1 and no stack trace', async () => {
    const taken = createServer();
    taken.listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    try {
      for (const [args, env] of [
        [['serve', '--port', String(port)], {}],
        [['serve'], { MOCK_SITE_PORT: String(port) }],
      ] as const) {
        const r = await run([...args], env);
        expect(r).toEqual({
          code: 1,
          stdout: '',
          stderr: `[mock-site] serve: 127.0.0.1:${port} is in use: pick another with --port, or --port 0 (a free one).\n`,
        });
      }
    } finally {
      taken.close();
    }
  });
});

describe('the banner', () => {
  const scenario = resolveScenario({});
  it('says what --replay serves: the cassettes, how many interactions, who answers the rest', () => {
    const text = banner('http://127.0.0.1:8080', scenario, '127.0.0.1', {
      replay: {
        paths: [join(process.cwd(), 'recordings'), '/elsewhere/one.yaml'],
        cassettes: 3,
        interactions: 1234,
        strict: false,
        fallback: 'record',
        target: 'https://user:secret@example.org/blog',
        recordInto: join(process.cwd(), 'recordings/recorded.yaml'),
      },
    });
    expect(text).toContain(
      '\n  replay     recordings, /elsewhere/one.yaml: 1,234 interactions in 3 cassettes\n' +
        '             no recording: https://example.org/blog answers, recorded into recordings/recorded.yaml (--fallback record)\n',
    );
    expect(text).not.toContain('secret');
  });

  it('has no replay line without --replay', () => {
    expect(banner('http://127.0.0.1:8080', scenario, '127.0.0.1')).not.toContain('replay');
  });
});

describe('a reader that closes the output early', () => {
  it('ends `mock-site openapi | head` quietly with exit code 0, no EPIPE stack trace', async () => {
    const c = start(['openapi']);
    // Like `head`: take the first chunk, then close the pipe (the document is over a megabyte: far more than a pipe holds).
    await new Promise<void>((resolve) =>
      c.child.stdout.once('data', () => {
        c.child.stdout.destroy();
        resolve();
      }),
    );
    expect(await c.exited).toBe(0);
    expect(c.stderr()).toBe('');
  });

  it('stops serve as SIGTERM does (the --db snapshot written), exit code 0, when its output is gone before the banner', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'mock-site-closed-')), 'state.json');
    const c = start(['serve', '-p', '0', '--db', db]);
    c.child.stdout.destroy(); // the banner is written to a closed pipe
    expect(await c.exited).toBe(0);
    expect(c.stderr()).toBe('');
    expect(JSON.parse(readFileSync(db, 'utf8'))).toBeTypeOf('object');
  });
});
