// `node bench/reload.mjs` (after `npm run build`): how long a hot reload of a 1,000-rule scenario takes.
//   in-process  loadScenario (read, YAML, shape check, rules compiled) + app.swap (site built, swapped in),
//               the median of BENCH_RELOADS runs (20)
//   end to end  `mock-site serve --watch`: from writing the file to the first answer that shows the change
//               (the folder watch's notice, the 50 ms settle time, the reload), the median of BENCH_EDITS edits (10),
//               1.5 s apart
// `npm run bench` measures the end-to-end figure too (median of 5), in its table.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './machine.mjs';
import { median } from './report.mjs';
import { scenarioText } from './reload-scenario.mjs';
import { reloadLatency } from './reload-watch.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { createMockApp, resolveScenario } = await import(`${ROOT}dist/app.js`);
const RELOADS = Number(process.env.BENCH_RELOADS ?? 20);
const EDITS = Number(process.env.BENCH_EDITS ?? 10);

const dir = mkdtempSync(join(tmpdir(), 'mock-site-reload-bench-'));
const file = join(dir, 'rules.yaml');

try {
  writeFileSync(file, scenarioText(0));
  const app = createMockApp({ scenario: file });
  console.log(
    `scenario: ${app.site.scenario.rules.length} rules, ${app.site.scenario.routes.length} routes, ${(statSync(file).size / 1024).toFixed(0)} KiB of YAML`,
  );
  const inProcess = [];
  for (let i = 1; i <= RELOADS; i++) {
    writeFileSync(file, scenarioText(i));
    const started = performance.now();
    await app.swap(resolveScenario({ scenario: file }));
    inProcess.push(performance.now() - started);
  }
  app.close();
  const { times: endToEnd, own } = await reloadLatency({ edits: EDITS });

  const ms = (x) => `${x.toFixed(0)} ms`;
  const m = describeMachine();
  console.log(`machine: ${m.cpu}, ${m.nproc} cores, node ${m.node}, load average ${m.load}`);
  console.log(`in-process reload (load + check + compile + swap): median ${ms(median(inProcess))}, max ${ms(Math.max(...inProcess))} over ${RELOADS}`);
  console.log(`end to end (file written → first answer from the new scenario): median ${ms(median(endToEnd))}, max ${ms(Math.max(...endToEnd))} over ${EDITS}`);
  console.log(`  of which the server's own reload (its "reloaded ... in N ms" line): median ${ms(median(own))}, max ${ms(Math.max(...own))}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
