// The servers under test, each a child process pinned to the server core, bound to loopback: the mock
// (`mock-site serve`, on the bench scenario or replaying a cassette) and the two baselines, bare node:http and
// a minimal express app. Each knows its process id, so the bench reads its resident memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Every server, baselines included, runs with V8's memory reducer off. When a node process rests (~8 s without
// allocating), the reducer shrinks its heap; on this bench's VM the process answers ~25% slower from then on (bare
// node:http too; measured with a server resting 120 s and again with the flag, docs/working-on-mock-site.md). A
// target's servers rest for minutes while the other targets run, the bare baseline never: without the flag the
// replay mocks were measured rested against a baseline that never was.
const NODE = [process.execPath, '--no-memory-reducer'];
const SERVE = [...NODE, 'dist/cli/main.js', 'serve', '--host', '127.0.0.1', '--port', '0', '--quiet', '--no-watch'];

function start(name, argv, pin) {
  const started = performance.now();
  // taskset execs the command: the child's pid is the server's.
  const [command, ...args] = [...pin, ...argv];
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MOCK_SITE_PORT: '', MOCK_SITE_HOST: '' } });
  let out = '';
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: no address within 60 s: ${out}`)), 60_000);
    child.stdout.on('data', (d) => {
      out += d;
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(out)?.[0];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        name,
        url,
        pid: child.pid,
        startMs: performance.now() - started,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}: ${out}`));
    });
  });
}

/** Resident memory of a process in MB (VmRSS), or NaN when it cannot be read. */
export function rssOf(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The CPU time (user and system) a process has used so far, in clock ticks; NaN when it cannot be read. */
function cpuTicksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return NaN;
  }
}

/**
 * Resolves once `server` has stopped working after a load: no CPU time used over 200 ms, or 30 s on. Every server
 * shares the server core, and a `--db` mock may still be writing its snapshot in the background after a load of
 * creates: measured meanwhile, the next server would be charged for it.
 */
export async function settled(server) {
  const until = performance.now() + 30_000;
  let before = cpuTicksOf(server.pid);
  while (performance.now() < until && !Number.isNaN(before)) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = cpuTicksOf(server.pid);
    if (now === before) return;
    before = now;
  }
}

/** `args`: more `serve` options (`--journal-size 0`); `name`: what the bench calls it. */
export const startMock = ({ scenario, db, pin, args = [], name = 'mock' }) =>
  start(name, [...SERVE, '--scenario', scenario, ...(db ? ['--db', db] : []), ...args], pin);

/** The mock replaying a cassette (`--fallback error`: a miss is an error, never a made-up answer). */
export const startReplay = ({ cassette, pin, args = [], name = 'mock' }) => start(name, [...SERVE, '--replay', cassette, '--fallback', 'error', ...args], pin);

export const startBare = ({ answers, pin }) => start('bare', [...NODE, 'bench/bare-server.mjs', answers], pin);

export const startExpress = ({ answers, pin }) => start('express', [...NODE, 'bench/express-server.mjs', answers], pin);
