// Cold start: from spawning `mock-site serve` (embedded default scenario) to its first answered request, beside a
// bare node:http server's own start to first answer, measured the same way in the same run (median of several).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { median } from './report.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Milliseconds from spawn to the first 200 answer of GET `path`. */
async function startToFirstAnswer(argv, path, pin) {
  const started = performance.now();
  const [command, ...args] = [...pin, ...argv];
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, MOCK_SITE_PORT: '', MOCK_SITE_HOST: '' } });
  try {
    let out = '';
    const url = await new Promise((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += d;
        const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
        if (m) resolve(m[0]);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code} before answering`)));
    });
    const res = await fetch(`${url}${path}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`first answer ${res.status}`);
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  }
}

export async function coldStart({ answers, pin, runs = 5 }) {
  const mock = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    mock.push(
      await startToFirstAnswer(
        [process.execPath, 'dist/cli/main.js', 'serve', '--host', '127.0.0.1', '--port', '0', '--quiet', '--no-watch'],
        '/index.php?rest_route=/',
        pin,
      ),
    );
    bare.push(await startToFirstAnswer([process.execPath, 'bench/bare-server.mjs', answers], '/index.php?rest_route=/', pin));
  }
  const m = median(mock);
  const b = median(bare);
  return { runs, mockMs: m, bareMs: b, ratio: m / b };
}
