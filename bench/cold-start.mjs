// Cold start: from spawning `mock-site serve` (embedded default scenario, `--profile site` and `--profile shop`) to its
// first answered request, beside a bare node:http server's own start to first answer, measured the same way in the
// same run (median of several).
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

export const PROFILES = ['site', 'shop'];
const SERVE = [process.execPath, 'dist/cli/main.js', 'serve', '--host', '127.0.0.1', '--port', '0', '--quiet', '--no-watch'];
const INDEX = '/index.php?rest_route=/';

/**
 * `runs` starts of each: the mock with each profile and bare node, in an order rotating each run. Each profile's
 * ratio is the median of the runs' own ratios (the mock's start ÷ bare node's start in the same run).
 */
export async function coldStart({ answers, pin, runs = 5, profiles = PROFILES }) {
  const bare = [];
  const mock = Object.fromEntries(profiles.map((p) => [p, []]));
  const starts = [
    ...profiles.map((p) => async () => mock[p].push(await startToFirstAnswer([...SERVE, '--profile', p], INDEX, pin))),
    async () => bare.push(await startToFirstAnswer([process.execPath, 'bench/bare-server.mjs', answers], INDEX, pin)),
  ];
  for (let i = 0; i < runs; i++) for (let j = 0; j < starts.length; j++) await starts[(i + j) % starts.length]();
  return {
    runs,
    bareMs: median(bare),
    profiles: profiles.map((profile) => ({ profile, mockMs: median(mock[profile]), ratio: median(mock[profile].map((m, i) => m / bare[i])) })),
  };
}
