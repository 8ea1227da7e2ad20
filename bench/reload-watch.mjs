// Hot reload end to end: `mock-site serve --watch --scenario <file>`, then, edit after edit, the time from writing
// a changed file to the first answer that shows the change (the folder watch's notice, the settle time, the reload).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scenarioText, VERSION_PATH } from './reload-scenario.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Edits come this far apart: the last one's checks (a worker) are done, as when a person edits. */
const PAUSE_MS = 1500;

/** Milliseconds from each of `edits` file writes to the first answer from it; and the server's own reload times. */
export async function reloadLatency({ edits, pin = [] }) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-site-reload-bench-'));
  const file = join(dir, 'rules.yaml');
  writeFileSync(file, scenarioText(0));
  const [command, ...args] = [
    ...pin,
    process.execPath,
    `${ROOT}dist/cli/main.js`,
    'serve',
    '--host',
    '127.0.0.1',
    '--port',
    '0',
    '--watch',
    '--scenario',
    file,
  ];
  const child = spawn(command, args, { env: { ...process.env, MOCK_SITE_PORT: '', MOCK_SITE_HOST: '' } });
  let out = '';
  try {
    const url = await new Promise((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += d;
        const m = /http:\/\/[\d.]+:\d+/.exec(out);
        if (m) resolve(m[0]);
      });
      child.stderr.on('data', (d) => (out += d));
      child.once('exit', (code) => reject(new Error(`serve --watch exited with ${code}: ${out}`)));
    });
    const version = async () => (await (await fetch(`${url}${VERSION_PATH}`)).json()).version;
    const times = [];
    for (let i = 1; i <= edits; i++) {
      await new Promise((r) => setTimeout(r, PAUSE_MS));
      const started = performance.now();
      writeFileSync(file, scenarioText(i));
      while ((await version()) !== i) {
        if (performance.now() - started > 30_000) throw new Error(`edit ${i} not served within 30 s: ${out.slice(-500)}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      times.push(performance.now() - started);
    }
    const own = [...out.matchAll(/reloaded .* in (\d+) ms/g)].map((m) => Number(m[1]));
    return { times, own };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
