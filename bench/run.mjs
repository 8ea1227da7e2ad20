// `npm run bench`: the mock on a store of 10,000 posts against a bare node:http server, target by target,
// interleaved in rounds; prints every round and a table of medians, and writes bench/RESULTS.md.
// Settings (environment): BENCH_SECONDS (4), BENCH_ROUNDS (3), BENCH_WARMUP (1), BENCH_CONNECTIONS (32).
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corePlan, describeMachine, loadAverage } from './machine.mjs';
import { ensureLoadTool, NUMBER, runLoad } from './load.mjs';
import { runLine, summarise, table, writeResults } from './report.mjs';
import { FIRST_ID, POST_COUNT, SEARCH_TERM, writeBenchScenario } from './scenario.mjs';
import { lastGet, REPLAY_QUERY, writeGenerated } from './cassettes.mjs';
import { coldStart } from './cold-start.mjs';
import { startBare, startMock, startReplay } from './servers.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  seconds: env('BENCH_SECONDS', 4),
  rounds: env('BENCH_ROUNDS', 3),
  warmup: env('BENCH_WARMUP', 1),
  connections: env('BENCH_CONNECTIONS', 32),
  posts: POST_COUNT,
};
const ADMIN = `Basic ${Buffer.from('admin:mock-site-password').toString('base64')}`;
const WRITES = 'bench-writes';
const route = (r, query = '') => `/index.php?rest_route=${r}${query}`;
const REPLAY_BIG = env('BENCH_INTERACTIONS', 100_000);
const replayPath = (count) => route(lastGet(count), `&${new URLSearchParams(REPLAY_QUERY)}`);

const targets = [
  { key: 'list', label: 'list 10 posts, search', method: 'GET', path: route('/cms/v2/posts', `&per_page=10&search=${SEARCH_TERM}`) },
  { key: 'get', label: 'get post by id', method: 'GET', path: route(`/cms/v2/posts/${FIRST_ID + 4321}`) },
  {
    key: 'create', label: 'create post (auth)', method: 'POST', path: route('/cms/v2/posts'),
    headers: { Authorization: ADMIN, 'Content-Type': 'application/json', 'X-Mock-Session': WRITES },
    body: JSON.stringify({ title: `Bench post ${NUMBER}`, content: '<!-- wp:paragraph -->\n<p>Written by the bench.</p>\n<!-- /wp:paragraph -->', status: 'publish' }),
  },
  {
    key: 'batch', label: 'batch of 25 creates', method: 'POST', path: route('/batch/v1'),
    headers: { Authorization: ADMIN, 'Content-Type': 'application/json', 'X-Mock-Session': WRITES },
    body: JSON.stringify({
      requests: Array.from({ length: 25 }, (_, i) => ({ path: '/cms/v2/posts', body: { title: `Bench batch ${NUMBER} item ${i + 1}`, status: 'publish' } })),
    }),
  },
  { key: 'index', label: 'index (GET /)', method: 'GET', path: route('/') },
  // Served by mocks replaying generated cassettes (--replay, --fallback error): a hit at the far end of each.
  { key: 'replay-big', server: 'replayBig', label: `replay hit in ${REPLAY_BIG / 1000}k`, method: 'GET', path: replayPath(REPLAY_BIG) },
  { key: 'replay-small', server: 'replaySmall', label: 'replay hit in 10', method: 'GET', path: replayPath(10) },
];

/** One request per target to its mock: the answers become the bare server's; tells whether posts are stateful. */
async function probe(mocks) {
  const mockUrl = mocks.mock.url;
  const answers = {};
  const bodies = {};
  for (const t of targets) {
    const res = await fetch(`${mocks[t.server ?? 'mock'].url}${t.path}`, { method: t.method, headers: t.headers, body: t.body?.replace(NUMBER, '0') });
    const body = await res.text();
    t.status = res.status;
    answers[`${t.method} ${t.path}`] = { status: res.status, body };
    bodies[t.key] = { res, body };
  }
  let stateful = 'faker answers (src/areas/posts not stateful yet)';
  try {
    const created = JSON.parse(bodies.create.body);
    const back = await fetch(`${mockUrl}${route(`/cms/v2/posts/${created.id}`, '&context=edit')}`, { headers: { Authorization: ADMIN, 'X-Mock-Session': WRITES } });
    const post = back.ok ? await back.json() : null;
    const total = bodies.list.res.headers.get('x-wp-total');
    if (post?.title?.raw === 'Bench post 0' && total === String(Math.ceil(POST_COUNT / 97))) stateful = `stateful (a created post reads back; the search finds ${total} of ${POST_COUNT.toLocaleString('en-US')})`;
  } catch { /* faker bodies need not parse as posts */ }
  return { answers, stateful };
}

async function main() {
  const started = new Date();
  const machine = describeMachine();
  const pins = corePlan(machine.nproc);
  settings.tool = ensureLoadTool();
  settings.pinning = pins.note;
  console.log(`bench: ${machine.nproc} cores, ${machine.cpu}, Node ${machine.node}, load ${machine.load}; ${settings.tool}; ${pins.note}`);

  const dir = mkdtempSync(join(tmpdir(), 'mock-site-bench-'));
  const servers = [];
  try {
    const scenario = writeBenchScenario(dir);
    const mock = await startMock({ scenario, db: join(dir, 'bench-db.json'), pin: pins.server });
    servers.push(mock);
    console.log(`bench: mock on ${mock.url} (${POST_COUNT.toLocaleString('en-US')} posts, --db), started in ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`);
    const bigCassette = join(dir, 'replay-big.yaml');
    const smallCassette = join(dir, 'replay-small.yaml');
    writeGenerated(bigCassette, REPLAY_BIG);
    writeGenerated(smallCassette, 10);
    const replayBig = await startReplay({ cassette: bigCassette, pin: pins.server });
    servers.push(replayBig);
    const replaySmall = await startReplay({ cassette: smallCassette, pin: pins.server });
    servers.push(replaySmall);
    settings.replay = { interactions: REPLAY_BIG, megabytes: statSync(bigCassette).size / 1e6, startMs: replayBig.startMs, smallStartMs: replaySmall.startMs };
    console.log(`bench: replay mocks: ${REPLAY_BIG.toLocaleString('en-US')} interactions (${settings.replay.megabytes.toFixed(1)} MB) loaded and serving in ${(replayBig.startMs / 1000).toFixed(1)} s; 10 in ${(replaySmall.startMs / 1000).toFixed(1)} s`);
    const mocks = { mock, replayBig, replaySmall };
    const { answers, stateful } = await probe(mocks);
    console.log(`bench: posts handlers: ${stateful}`);
    const answersFile = join(dir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const bare = await startBare({ answers: answersFile, pin: pins.server });
    servers.push(bare);
    settings.coldStart = await coldStart({ answers: answersFile, pin: pins.server });
    console.log(`bench: cold start to first answer (median of ${settings.coldStart.runs}): mock ${settings.coldStart.mockMs.toFixed(0)} ms, bare node ${settings.coldStart.bareMs.toFixed(0)} ms (${settings.coldStart.ratio.toFixed(2)}×)`);

    const load = (server, target, seconds) => runLoad({ tool: settings.tool, origin: server.url, target, seconds, connections: settings.connections, pin: pins.load, dir });
    for (const t of targets) for (const s of [mocks[t.server ?? 'mock'], bare]) await load(s, t, settings.warmup);

    const runs = [];
    const lines = [];
    for (let round = 1; round <= settings.rounds; round++) {
      for (const t of targets) {
        const m = mocks[t.server ?? 'mock'];
        for (const s of round % 2 ? [m, bare] : [bare, m]) {
          const result = await load(s, t, settings.seconds);
          runs.push({ target: t.key, server: s.name, result });
          const line = runLine(round, t, s.name, result);
          lines.push(line);
          console.log(line);
        }
      }
    }
    const rows = summarise(targets, runs);
    console.log(`\nMedians of ${settings.rounds} rounds (mock ÷ bare: share of bare node's throughput, and p99 multiple):\n\n${table(rows)}\n`);
    const seconds = (Date.now() - started.getTime()) / 1000;
    const results = fileURLToPath(new URL('RESULTS.md', import.meta.url));
    writeResults(results, { machine, settings, stateful, rows, lines, started, seconds, loadAfter: loadAverage() });
    console.log(`bench: ${Math.round(seconds)} s; table written to bench/RESULTS.md`);
  } finally {
    for (const s of servers.reverse()) await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`bench: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
