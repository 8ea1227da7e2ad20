// The two servers under test, each a child process pinned to the server core, bound to loopback:
// the mock (`mock-site serve`) and the bare node:http baseline.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function start(name, argv, pin) {
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
        stop: () => new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
      });
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`${name} exited with ${code}: ${out}`)); });
  });
}

export const startMock = ({ scenario, db, pin }) =>
  start('mock', [process.execPath, 'dist/cli/main.js', 'serve', '--host', '127.0.0.1', '--port', '0', '--quiet', '--scenario', scenario, ...(db ? ['--db', db] : [])], pin);

/** The mock replaying a cassette; resolves with how long it took to load it and start answering. */
export async function startReplay({ cassette, pin }) {
  const started = performance.now();
  const server = await start('mock', [process.execPath, 'dist/cli/main.js', 'serve', '--host', '127.0.0.1', '--port', '0', '--quiet', '--no-watch', '--replay', cassette, '--fallback', 'error'], pin);
  return { ...server, startMs: performance.now() - started };
}

export const startBare = ({ answers, pin }) => start('bare', [process.execPath, 'bench/bare-server.mjs', answers], pin);
