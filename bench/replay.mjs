// `npm run bench:replay` (or `node bench/replay.mjs` after `npm run build`): a cassette of 100,000
// interactions (BENCH_INTERACTIONS), generated in a temporary folder: how long it takes to write and to load
// (read, YAML, schema check, index), and what a replay hit costs in it against a cassette of 10: in process
// (one index lookup) and over HTTP (sequential requests through the REST listener).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { writeCassette } = await import(`${ROOT}dist/cassette/cassette-file.js`);
const { cassette, lastGet } = await import('./cassettes.mjs');
const { ReplaySetup } = await import(`${ROOT}dist/replay/replay-setup.js`);
const { startMockSite } = await import(`${ROOT}dist/start.js`);
const COUNT = Number(process.env.BENCH_INTERACTIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);

const ms = (t) => `${t.toFixed(0)} ms`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function lookupCost(index, route) {
  const req = { method: 'GET', route, query: { _fields: 'id,title,link', context: 'view' } };
  const times = [];
  for (let round = 0; round < 7; round++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < 20_000; i++) index.lookup(req, 'bench');
    times.push(Number(process.hrtime.bigint() - t) / 20_000);
  }
  return median(times);
}

async function httpCost(replay, route) {
  const site = await startMockSite({ replay });
  try {
    const url = `${site.url}/wp-json${route}?context=view&_fields=id,title,link`;
    const times = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      const res = await fetch(url, { headers: { 'X-Mock-Session': 'bench' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`replay answered ${res.status}`);
      times.push(performance.now() - t);
    }
    const warm = times.slice(Math.floor(REQUESTS / 4));
    return { median: median(warm), p99: [...warm].sort((a, b) => a - b)[Math.floor(warm.length * 0.99)] };
  } finally {
    await site.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'mock-site-bench-replay-'));
try {
  const big = join(dir, 'big.yaml');
  const small = join(dir, 'small.yaml');
  const data = cassette(COUNT);
  let t = performance.now();
  writeCassette(big, data);
  const written = performance.now() - t;
  t = performance.now();
  writeCassette(big, data);
  const rewritten = performance.now() - t;
  writeCassette(small, cassette(10));
  console.log(
    `replay bench: cassette of ${COUNT.toLocaleString('en-US')} interactions, ${(statSync(big).size / 1e6).toFixed(1)} MB, written in ${ms(written)} (every body proven to read back), rewritten in ${ms(rewritten)} (bodies already proven, as a recorder rewrites)`,
  );
  t = performance.now();
  const bigReplay = new ReplaySetup({ paths: [big], fallback: 'error' });
  const bigIndex = bigReplay.index;
  const loaded = performance.now() - t;
  console.log(`replay bench: loaded (read, YAML, schema check, index) in ${ms(loaded)}; ${bigIndex.size.toLocaleString('en-US')} recordings`);
  const smallReplay = new ReplaySetup({ paths: [small], fallback: 'error' });
  const smallIndex = smallReplay.index;
  console.log(
    `replay bench: one lookup: ${lookupCost(bigIndex, lastGet(COUNT)).toFixed(0)} ns in ${COUNT.toLocaleString('en-US')}, ${lookupCost(smallIndex, lastGet(10)).toFixed(0)} ns in 10`,
  );
  const hBig = await httpCost(bigReplay, lastGet(COUNT));
  const hSmall = await httpCost(smallReplay, lastGet(10));
  console.log(
    `replay bench: HTTP hit (${REQUESTS} sequential requests, median / p99): ${hBig.median.toFixed(3)} / ${hBig.p99.toFixed(3)} ms in ${COUNT.toLocaleString('en-US')}, ${hSmall.median.toFixed(3)} / ${hSmall.p99.toFixed(3)} ms in 10`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
