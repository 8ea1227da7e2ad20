// `node bench/reload.mjs` (after `npm run build`): how long a hot reload of a 1,000-rule scenario takes.
//   in-process  loadScenario (read, YAML, shape check, rules compiled) + app.swap (site built, swapped in),
//               the median of BENCH_RELOADS runs (20)
//   end to end  `mock-site serve --watch`: from writing the file to the first answer that shows the change
//               (chokidar's notice, the 50 ms settle time, the reload), the median of BENCH_EDITS edits (10),
//               1.5 s apart
// The scenario: 1,000 rules over 101 plugin routes, with sequences, templates, query and body matches,
// machine conditions and moves, and a few behaviour kind bindings.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { describeMachine } from './machine.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { createMockApp, resolveScenario } = await import(`${ROOT}dist/app.js`);
const RULES = 1000;
const RELOADS = Number(process.env.BENCH_RELOADS ?? 20);
const EDITS = Number(process.env.BENCH_EDITS ?? 10);

/** The scenario as YAML in block style (as people write it); `version` is what the first rule answers. */
function scenarioText(version) {
  const routes = [{ path: '/bench/v1/version' }, ...Array.from({ length: 100 }, (_, r) => ({ path: `/bench${r}/v1/items/{id}`, methods: ['GET', 'POST'] }))];
  const rules = [{ name: 'version', match: { route: '/bench/v1/version' }, respond: { body: { version } } }];
  for (let i = 1; i < RULES; i++) {
    const route = `/bench${i % 100}/v1/items/{id}`;
    switch (i % 5) {
      case 0: rules.push({ name: `r${i}`, match: { method: 'GET', route, query: { v: String(i) } }, respond: { body: { n: i, id: '{{request.params.id}}', at: '{{now}}' } } }); break;
      case 1: rules.push({ name: `r${i}`, match: { method: 'POST', route, body: { k: i } }, respond: [{ status: 201, body: { n: i } }, { status: 409 }], after: 'cycle' }); break;
      case 2: rules.push({ name: `r${i}`, priority: i % 7, match: { route, headers: { 'x-bench': String(i) } }, when: { flow: 'a' }, then: { flow: 'b' }, respond: { body: { n: i, flow: '{{state.machines.flow}}' } } }); break;
      case 3: rules.push({ name: `r${i}`, match: { route, user: 'admin', query: { page: i } }, respond: { headers: { 'X-N': String(i) }, body: { who: '{{request.user}}', fake: '{{fake.email}}' } } }); break;
      default: rules.push(i % 50 === 4
        ? { name: `r${i}`, match: { route: `/bench${i % 100}/v1/items` }, bind: { kind: 'collection', store: `s${i}` } }
        : { name: `r${i}`, match: { route, session: `s${i}` }, respond: { delay: 0, body: [i, '{{id}}'] } });
    }
  }
  return stringify({ machines: { flow: { initial: 'a', states: ['a', 'b', 'c'] } }, routes, rules });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dir = mkdtempSync(join(tmpdir(), 'mock-site-reload-bench-'));
const file = join(dir, 'rules.yaml');

try {
  writeFileSync(file, scenarioText(0));
  const app = createMockApp({ scenario: file });
  console.log(`scenario: ${app.site.scenario.rules.length} rules, ${app.site.scenario.routes.length} routes, ${(statSync(file).size / 1024).toFixed(0)} KiB of YAML`);
  const inProcess = [];
  for (let i = 1; i <= RELOADS; i++) {
    writeFileSync(file, scenarioText(i));
    const started = performance.now();
    await app.swap(resolveScenario({ scenario: file }));
    inProcess.push(performance.now() - started);
  }
  app.close();

  writeFileSync(file, scenarioText(0));
  const child = spawn(process.execPath, [`${ROOT}dist/cli/main.js`, 'serve', '--port', '0', '--watch', '--scenario', file]);
  let out = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      const m = /http:\/\/[\d.]+:\d+/.exec(out);
      if (m) resolve(m[0]);
    });
    child.stderr.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
  const version = async () => (await (await fetch(`${url}/index.php?rest_route=/bench/v1/version`)).json()).version;
  const endToEnd = [];
  for (let i = 1; i <= EDITS; i++) {
    await new Promise((r) => setTimeout(r, 1500)); // as edits come: the last one's checks (a worker) are done
    const started = performance.now();
    writeFileSync(file, scenarioText(i));
    while ((await version()) !== i) await new Promise((r) => setTimeout(r, 5));
    endToEnd.push(performance.now() - started);
  }
  child.kill('SIGTERM');
  const own = [...out.matchAll(/reloaded .* in (\d+) ms/g)].map((m) => Number(m[1]));

  const ms = (x) => `${x.toFixed(0)} ms`;
  const m = describeMachine();
  console.log(`machine: ${m.cpu}, ${m.nproc} cores, node ${m.node}, load average ${m.load}`);
  console.log(`in-process reload (load + check + compile + swap): median ${ms(median(inProcess))}, max ${ms(Math.max(...inProcess))} over ${RELOADS}`);
  console.log(`end to end (file written → first answer from the new scenario): median ${ms(median(endToEnd))}, max ${ms(Math.max(...endToEnd))} over ${EDITS}`);
  console.log(`  of which the server's own reload (its "reloaded ... in N ms" line): median ${ms(median(own))}, max ${ms(Math.max(...own))}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
