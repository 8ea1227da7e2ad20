// In-process rows: createMockSite().fetch (mock-site/fetch, no server) answering the bench's get-by-id and list
// targets, in a child process pinned to the server core; 32 requests in flight, as wrk keeps 32 connections busy.
// Beside them the run's own figures of the same targets through `serve`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const IN_FLIGHT = 32;

/** Runs in the child: `node bench/in-process.mjs <scenario file> <seconds> <rounds> <target JSON>...`. */
async function child([scenarioFile, seconds, rounds, ...targets]) {
  const { createMockSite } = await import('../dist/fetch/create-mock-site.js');
  const { readFileSync } = await import('node:fs');
  const site = await createMockSite({ scenario: JSON.parse(readFileSync(scenarioFile, 'utf8')), journalSize: 1000 });
  const results = {};
  for (const text of targets) {
    const t = JSON.parse(text);
    const url = `http://127.0.0.1${t.path}`;
    const ask = async () => {
      const res = await site.fetch(new Request(url, { method: t.method, headers: t.headers }));
      await res.arrayBuffer();
      if (res.status !== t.status) throw new Error(`${t.label}: ${res.status}`);
    };
    const rates = [];
    for (let round = 0; round <= Number(rounds); round++) {
      const until = performance.now() + Number(seconds) * 1000;
      let done = 0;
      const started = performance.now();
      const worker = async () => {
        while (performance.now() < until) {
          await ask();
          done++;
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      if (round > 0) rates.push(done / ((performance.now() - started) / 1000)); // round 0 warms up
    }
    results[t.key] = rates;
  }
  process.stdout.write(JSON.stringify(results));
}

/** Requests per second of `targets` through site.fetch, per round (the first, a warm-up, left out). */
export async function inProcessRates({ scenario, targets, seconds, rounds, pin }) {
  const self = fileURLToPath(import.meta.url);
  const argv = [...pin, process.execPath, self, 'child', scenario, String(seconds), String(rounds), ...targets.map((t) => JSON.stringify(t))];
  const proc = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  proc.stdout.on('data', (d) => {
    out += d;
  });
  const [code] = await once(proc, 'exit');
  if (code !== 0) throw new Error(`in-process bench exited with ${code}`);
  return JSON.parse(out);
}

if (process.argv[2] === 'child') await child(process.argv.slice(3));
