// The package as a user gets it: npm pack → one install of the tarball as a dev dependency of a fresh project (shared
// by the whole file) → npx mock-site, the scenario example of docs/scenarios.md, init, the public types with skipLibCheck off,
// and a SIGTERM to `npx mock-site serve`. npx runs the bin through a shell (npm → sh → node), so every server here is
// watched down to its node process: a test ends only once that process is gone, and kills it should it stay.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

let project: string;
let packed: { path: string; size: number }[];

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'mock-site-pack-'));
  const [pack] = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', project], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as [{ filename: string; files: { path: string; size: number }[] }];
  packed = pack.files;
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'uses-mock-site', version: '1.0.0', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--save-dev', '--prefer-offline', '--no-audit', '--no-fund', `./${pack.filename}`], { cwd: project, stdio: 'pipe' });
}, 180_000);

/** What kills the processes of each server started here, should a test have failed before they stopped. */
const leftovers = new Set<() => void>();

afterAll(() => {
  for (const kill of leftovers) kill();
  rmSync(project, { recursive: true, force: true });
});

/** Every process below `pid` (children, their children...) with its command name. */
function descendants(pid: number): { pid: number; comm: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), comm: m[3]!.trim() }));
  const found: { pid: number; comm: string }[] = [];
  const walk = (parent: number) => {
    for (const row of rows)
      if (row.ppid === parent) {
        found.push({ pid: row.pid, comm: row.comm });
        walk(row.pid);
      }
  };
  walk(pid);
  return found;
}

/** Whether `pid` is a live process (an exited one its new parent has not reaped yet is not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc: kill(0) said it is there
  }
}

/** Whether nothing listens at `url` any more. */
async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5000) });
    return false;
  } catch (e) {
    return ((e as Error).cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED';
  }
}

interface Wrapped {
  url: string;
  /** The node process serving (below npm and its shell). */
  server: number;
  output: () => string;
  /** SIGTERM to the wrapper (npm) only, as a process manager sends it; resolves once the server's node is gone too. */
  terminate(): Promise<void>;
}

/**
 * Starts `command` (npx mock-site serve, npm start) and resolves with the address the server printed. Its stop
 * waits for 'close': the wrapper gone and every holder of its output pipes, the server's node included, too.
 */
async function startWrapped(command: string[], cwd: string): Promise<Wrapped> {
  const [bin, ...args] = command as [string, ...string[]];
  const child = spawn(bin, args, { cwd, env: { ...process.env, MOCK_SITE_PORT: '', MOCK_SITE_SCENARIO: '' } });
  const closed = once(child, 'close');
  closed.catch(() => {}); // a spawn error rejects the address below
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (out += d));
  let below: { pid: number; comm: string }[] = [];
  const cleanUp = () => {
    leftovers.delete(cleanUp);
    const wrapperAlive = child.exitCode === null && child.signalCode === null;
    for (const p of [...below, ...(wrapperAlive ? descendants(child.pid!) : [])]) if (alive(p.pid)) process.kill(p.pid, 'SIGKILL'); // only if a test failed
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  leftovers.add(cleanUp);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const m = /http:\/\/[\d.]+:\d+/.exec(out);
        if (m) resolve(m[0]);
      });
      child.once('close', (code) => reject(new Error(`exited with ${code}: ${out}`)));
      child.once('error', reject);
    });
    below = descendants(child.pid!);
    const server = below.find((p) => p.comm === 'node');
    if (!server) throw new Error(`no node process below ${bin} (${JSON.stringify(below)})`);
    return {
      url,
      server: server.pid,
      output: () => out,
      terminate: async () => {
        try {
          child.kill('SIGTERM');
          await closed;
        } finally {
          cleanUp();
        }
      },
    };
  } catch (e) {
    cleanUp();
    throw e;
  }
}

const npx = (...args: string[]) => ['npx', '--no-install', 'mock-site', ...args];
const serveArgs = ['serve', '--port', '0', '--quiet', '--no-watch'];

/** `npx mock-site <args>` in the project, to completion. */
function runNpx(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync('npx', ['--no-install', 'mock-site', ...args], { cwd: project, encoding: 'utf8', env: { ...process.env, MOCK_SITE_SCENARIO: '' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A server started by `start` that the test stops with SIGTERM to npm: its node must be gone, its port closed. */
async function expectStopsOnSigterm(served: Wrapped): Promise<void> {
  await served.terminate();
  expect(await refused(`${served.url}/__mock/health`)).toBe(true);
  expect(alive(served.server)).toBe(false);
  expect(served.output()).toContain('SIGTERM: shutting down'); // the server's own clean stop, not a kill
}

describe('the npm package', () => {
  it('ships one CLI, no source maps, the licence, the scenario schema and the reference the README links to', () => {
    const paths = packed.map((f) => f.path);
    expect(paths.filter((p) => p.endsWith('.map'))).toEqual([]);
    // main.js and validate-worker.js are CommonJS, as dist/cli/package.json says (scripts/build-cli.mjs).
    expect(paths.filter((p) => p.startsWith('dist/cli/') && !/^dist\/cli\/((main|validate-worker)\.js|mock-site\.cjs|package\.json)$/.test(p))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'package.json',
        'README.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/cli/main.js',
        'scenarios/site.yaml',
        'scenarios/shop.yaml',
        'scenarios/scenario.schema.json',
        'docs/scenarios.md',
        'docs/errors.md',
      ]),
    );
    const linked = [...readFileSync(`${ROOT}README.md`, 'utf8').matchAll(/\]\((docs\/[\w.-]+\.md)(?:#[\w-]*)?\)/g)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThan(10);
    expect(linked.filter((path) => !paths.includes(path))).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(project, 'node_modules/mock-site/package.json'), 'utf8')) as { license: string; engines: { node: string } };
    expect(pkg.license).toBe('MIT');
    expect(pkg.engines.node).toBe('>=20.19');
    expect(readFileSync(join(project, 'node_modules/mock-site/LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) /);
  });

  it('runs with npx from a project that installed the tarball as a dev dependency', () => {
    const version = execFileSync('npx', ['--no-install', 'mock-site', '--version'], { cwd: project, encoding: 'utf8' });
    expect(version.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('stops the node server when npx mock-site serve gets SIGTERM (npm signals its shell, not node)', async () => {
    const served = await startWrapped(npx(...serveArgs, '--scenario', 'node_modules/mock-site/scenarios/shop.yaml'), project);
    const index = (await (await fetch(`${served.url}/index.php?rest_route=/`)).json()) as { name: string };
    expect(index.name).toBe('Mock Shop');
    expect(alive(served.server)).toBe(true);
    await expectStopsOnSigterm(served);
  }, 60_000);

  it('validates and serves the scenario example of the installed docs/scenarios.md, which extends mock-site/site.yaml', async () => {
    const docs = readFileSync(join(project, 'node_modules/mock-site/docs/scenarios.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## A complete small example'));
    const yaml = /```yaml\n([\s\S]*?)```/.exec(section)![1]!;
    expect(yaml).toMatch(/^extends: mock-site\/site\.yaml/m);
    const file = join(project, 'scenarios/todo.yaml'); // where docs/scenarios.md says it is saved
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, yaml);
    const schema = /^# yaml-language-server: \$schema=(\S+)$/m.exec(yaml)![1]!;
    expect(existsSync(resolve(dirname(file), schema)), `${schema} from scenarios/`).toBe(true);

    const checked = runNpx(['validate', 'scenarios/todo.yaml']);
    expect(checked.stderr).toBe('');
    expect(checked.stdout).toMatch(/^\[mock-site\] 1 scenario valid: /);
    expect(checked.status).toBe(0);

    const served = await startWrapped(npx(...serveArgs, '--scenario', 'scenarios/todo.yaml'), project);
    try {
      const R = `${served.url}/index.php?rest_route=`;
      expect(((await (await fetch(`${R}/`)).json()) as { name: string }).name).toBe('Acme Todos');
      expect(await (await fetch(`${R}/todo/v1/todos`)).json()).toEqual([{ id: 1, title: 'Buy milk', done: false }]);
      const created = await fetch(`${R}/todo/v1/todos`, { method: 'POST', body: new URLSearchParams({ title: 'Walk the dog' }) });
      expect([created.status, await created.json()]).toEqual([201, { id: 2, title: 'Walk the dog', date: '2026-03-01T08:00:01' }]);
      expect((await fetch(`${R}/cms/v2/posts/1`)).status).toBe(200); // the shipped site scenario it extends
    } finally {
      await expectStopsOnSigterm(served);
    }
  }, 60_000);

  it('init writes a starter that extends the shipped scenario and names the installed schema; never overwrites', async () => {
    const first = runNpx(['init']);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(
      '[mock-site] init: wrote scenarios/mock-site.yaml (extends: mock-site/site.yaml; $schema=../node_modules/mock-site/scenarios/scenario.schema.json)\n' +
        'Next: npx mock-site serve --scenario scenarios/mock-site.yaml   (check it first: npx mock-site validate scenarios/mock-site.yaml)\n',
    );
    const file = join(project, 'scenarios/mock-site.yaml');
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../node_modules/mock-site/scenarios/scenario.schema.json');
    expect(existsSync(join(project, 'scenarios', '../node_modules/mock-site/scenarios/scenario.schema.json'))).toBe(true);
    expect(text).toMatch(/^extends: mock-site\/site\.yaml /m);

    const again = runNpx(['init']);
    expect(again.status).toBe(1);
    expect(again.stdout).toBe('');
    expect(again.stderr).toBe(
      '[mock-site] init: scenarios/mock-site.yaml already exists; init never overwrites a file. Name another: mock-site init my-scenario.yaml.\n',
    );
    expect(readFileSync(file, 'utf8')).toBe(text);

    expect(runNpx(['validate', 'scenarios/mock-site.yaml']).status).toBe(0);
    const served = await startWrapped(npx(...serveArgs, '--scenario', 'scenarios/mock-site.yaml'), project);
    try {
      expect(await (await fetch(`${served.url}/index.php?rest_route=/my-plugin/v1/hello/ada`)).json()).toEqual({ hello: 'ada' });
    } finally {
      await expectStopsOnSigterm(served);
    }
  }, 60_000);

  it('its types compile in a strict project with skipLibCheck off, without @types/express', () => {
    const app = mkdtempSync(join(project, 'types-'));
    // The project's own @types/node (any TypeScript project on Node has it); nothing else is added.
    mkdirSync(join(project, 'node_modules/@types'), { recursive: true });
    if (!existsSync(join(project, 'node_modules/@types/node')))
      symlinkSync(join(ROOT, 'node_modules/@types/node'), join(project, 'node_modules/@types/node'), 'dir');
    expect(readdirSync(join(project, 'node_modules/@types'))).toEqual(['node']);
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: false, noEmit: true },
        include: ['use.ts'],
      }),
    );
    writeFileSync(
      join(app, 'use.ts'),
      `
      import { createServer } from 'node:http';
      import { createApp, createMockApp, startMockSite, type MockHandler, type RunningMockSite, type StartOptions } from 'mock-site';

      const options: StartOptions = { port: 0, profile: 'shop', maxSessions: 10 };
      const running: RunningMockSite = await startMockSite(options);
      const handler: MockHandler = createApp({ profile: 'site' });
      createServer(handler);
      createServer(createMockApp().listener);
      const session = running.session('checkout');
      const answer: Response = await session.fetch('/index.php?rest_route=/');
      console.log(running.url, answer.status, running.journal().length);
      await running.close();
    `,
    );
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', app], { cwd: app, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);

  it('serves the stateful fake through mock-site/msw in a vitest run of the project, with no server', () => {
    // The project's own msw and vitest (what a project using mock-site/msw has installed), linked from ours.
    for (const name of ['msw', 'vitest'])
      if (!existsSync(join(project, 'node_modules', name))) symlinkSync(join(ROOT, 'node_modules', name), join(project, 'node_modules', name), 'dir');
    const app = mkdtempSync(join(project, 'msw-'));
    writeFileSync(join(app, 'vitest.config.mjs'), 'export default { test: { include: ["*.test.mjs"] } };\n');
    writeFileSync(
      join(app, 'posts.test.mjs'),
      `
      import { setupServer } from 'msw/node';
      import { afterAll, beforeAll, expect, it } from 'vitest';
      import { createMockSite } from 'mock-site/fetch';
      import { mockSiteHandlers } from 'mock-site/msw';

      const site = await createMockSite({ scenario: 'site:\\n  name: Consumer site\\n' });
      const server = setupServer(...mockSiteHandlers({ baseUrl: 'https://wp.example', site }));
      beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
      afterAll(() => server.close());

      it('creates a post and lists it', async () => {
        const auth = { Authorization: 'Basic ' + btoa('admin:mock-site-password'), 'Content-Type': 'application/json' };
        const made = await fetch('https://wp.example/wp-json/cms/v2/posts', { method: 'POST', headers: auth, body: JSON.stringify({ title: 'From vitest', status: 'publish' }) });
        expect(made.status).toBe(201);
        const list = await (await fetch('https://wp.example/wp-json/cms/v2/posts?per_page=1')).json();
        expect(list[0].title.rendered).toBe('From vitest');
        expect((await (await fetch('https://wp.example/wp-json/')).json()).name).toBe('Consumer site');
        expect(site.journal().map((e) => e.status)).toEqual([201, 200, 200]);
      });
    `,
    );
    const run = spawnSync(process.execPath, [join(project, 'node_modules/vitest/vitest.mjs'), 'run'], { cwd: app, encoding: 'utf8' });
    expect(run.stdout + run.stderr).toMatch(/1 passed/);
    expect(run.status).toBe(0);
  }, 120_000);
});

describe('the repository itself', () => {
  // The bin itself, run as a program (its shebang and mode), not through npx: npx in the repository installs the
  // repository into its cache as a folder dependency, which runs `prepare` (a build that empties dist/ under the
  // other test files' feet, on every fresh clone).
  it('runs its own bin as a program after a build (the bin is executable)', () => {
    const version = execFileSync(`${ROOT}dist/cli/main.js`, ['--version'], { cwd: ROOT, encoding: 'utf8' });
    expect(version.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('stops the node server when npm start gets SIGTERM', async () => {
    await expectStopsOnSigterm(await startWrapped(['npm', 'start', '--', '--port', '0', '--quiet', '--no-watch'], ROOT));
  }, 60_000);
});
