// `npm run bench` (= `node bench/run.mjs --write` after a build): the mock on a store of 10,000 posts and replaying
// cassettes, against a bare node:http server and a minimal express app answering the same bytes, target by
// target, interleaved in rounds (with the hot reads also on mocks started with `--journal-size 0`, the creates also
// on a mock without --db); then cold start (both profiles), hot reload, a soak and, when bench/memory.mjs is there,
// memory against the posts. Prints every round, the tables of medians and issue 20's targets (each met or not);
// writes bench/RESULTS.md only with --write.
//   --quick   1 round of 2 s per target and server, a 50,000-request soak, 3 cold starts (of each) and edits (development)
//   --write   write bench/RESULTS.md (full runs only)
// Settings (environment): BENCH_SECONDS (3), BENCH_ROUNDS (3), BENCH_WARMUP (1), BENCH_CONNECTIONS (32),
// BENCH_INTERACTIONS (100000), BENCH_SOAK (200000 requests, the first tenth the warm-up).
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { answerOf, NUMBER, writeAnswers } from './answers.mjs';
import { writeGenerated } from './cassettes.mjs';
import { coldStart } from './cold-start.mjs';
import { inProcessRates } from './in-process.mjs';
import { ensureLoadTool, runLoad } from './load.mjs';
import { corePlan, describeMachine, loadAverage } from './machine.mjs';
import { RULES } from './reload-scenario.mjs';
import { reloadLatency } from './reload-watch.mjs';
import { median, otherFigures, runLine, SERVERS, summarise, tables, targetChecks, writeResults } from './report.mjs';
import { POST_COUNT, writeBenchScenario } from './scenario.mjs';
import { rssOf, settled, startBare, startExpress, startMock, startReplay } from './servers.mjs';
import { soak } from './soak.mjs';
import { ADMIN, benchTargets, route, WRITES } from './targets.mjs';

const { values: flags } = parseArgs({ options: { quick: { type: 'boolean' }, write: { type: 'boolean' } } });
if (flags.quick && flags.write) {
  console.error('bench: --write keeps bench/RESULTS.md for full runs; drop --quick (or --write to print only).');
  process.exit(2);
}
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  seconds: flags.quick ? 2 : env('BENCH_SECONDS', 3),
  rounds: flags.quick ? 1 : env('BENCH_ROUNDS', 3),
  warmup: env('BENCH_WARMUP', 1),
  connections: env('BENCH_CONNECTIONS', 32),
  posts: POST_COUNT,
  soak: flags.quick ? 50_000 : env('BENCH_SOAK', 200_000),
  starts: flags.quick ? 3 : 5,
  edits: flags.quick ? 3 : 5,
};
const REPLAY_BIG = env('BENCH_INTERACTIONS', 100_000);
const targets = benchTargets({ big: REPLAY_BIG });

/** One request per target to its mock: the answers become the baselines'; tells whether posts are stateful. */
async function probe(mocks) {
  const answers = [];
  const bodies = {};
  for (const t of targets) {
    const res = await fetch(`${mocks[t.server ?? 'mock'].url}${t.path.replace(NUMBER, '0')}`, {
      method: t.method,
      headers: t.headers,
      body: t.body?.replaceAll(NUMBER, '0'),
    });
    const body = await res.text();
    t.status = res.status;
    if (res.status >= 400) console.log(`bench: warning: ${t.label} answers ${res.status}: ${body.slice(0, 200)}`);
    answers.push(answerOf(t.method, t.path, res, body));
    bodies[t.key] = { res, body };
  }
  let stateful = 'faker answers (src/areas/posts not stateful yet)';
  try {
    const created = JSON.parse(bodies.create.body);
    const back = await fetch(`${mocks.mock.url}${route(`/cms/v2/posts/${created.id}`, '&context=edit')}`, {
      headers: { Authorization: ADMIN, 'X-Mock-Session': WRITES },
    });
    const post = back.ok ? await back.json() : null;
    const total = bodies.search.res.headers.get('x-wp-total');
    if (post?.title?.raw === 'Bench post 0' && total === String(Math.ceil(POST_COUNT / 97)))
      stateful = `stateful (a created post reads back; the search finds ${total} of ${POST_COUNT.toLocaleString('en-US')})`;
  } catch {
    /* faker bodies need not parse as posts */
  }
  return { answers, stateful };
}

/**
 * bench/memory.mjs's rows `{ posts, jsonBytes, rssIdle, rssWarm }` when the file is there (imported only then), or
 * `{ note }` saying why there are none.
 */
async function memoryOf(loadFor) {
  const file = new URL('memory.mjs', import.meta.url);
  if (!existsSync(file)) {
    console.log('bench: memory figures: bench/memory.mjs missing');
    return { note: 'memory figures: bench/memory.mjs missing' };
  }
  console.log('bench: memory figures (bench/memory.mjs)...');
  try {
    const { memoryFigures } = await import(file.href);
    const rows = await memoryFigures(loadFor);
    for (const r of rows)
      console.log(
        `bench: memory: ${r.posts.toLocaleString('en-US')} posts (JSON ${(r.jsonBytes / 1048576).toFixed(1)} MB): RSS ${Math.round(r.rssIdle)} MB idle, ${Math.round(r.rssWarm)} MB warm`,
      );
    return { rows };
  } catch (e) {
    // One line, fit for a table cell: the first words of the message.
    const message = (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ').replaceAll('|', '/');
    const note = `memory figures: bench/memory.mjs failed: ${message.length > 160 ? `${message.slice(0, 160)}…` : message}`;
    console.log(`bench: ${note}`);
    return { note };
  }
}

/** The servers' order in a round: each goes first in turn, so drift within a round hits all alike. */
const rotate = (list, round) => list.map((_, i) => list[(i + round - 1) % list.length]);

async function main() {
  const started = new Date();
  const machine = describeMachine();
  const pins = corePlan(machine.nproc);
  settings.tool = ensureLoadTool();
  settings.pinning = pins.note;
  console.log(
    `bench: ${machine.nproc} cores, ${machine.cpu}, Node ${machine.node}, load ${machine.load}; ${settings.tool}; ${pins.note}${flags.quick ? '; --quick' : ''}`,
  );

  const dir = mkdtempSync(join(tmpdir(), 'mock-site-bench-'));
  const servers = [];
  const track = (server) => {
    servers.push(server);
    return server;
  };
  try {
    const scenario = writeBenchScenario(dir);
    const mock = track(await startMock({ scenario, db: join(dir, 'bench-db.json'), pin: pins.server }));
    console.log(`bench: mock on ${mock.url} (${POST_COUNT.toLocaleString('en-US')} posts, --db), serving ${(mock.startMs / 1000).toFixed(1)} s after spawn`);
    const mockNoJournal = track(
      await startMock({ scenario, db: join(dir, 'bench-db-no-journal.json'), pin: pins.server, args: ['--journal-size', '0'], name: 'no-journal' }),
    );
    const mockMemory = track(await startMock({ scenario, pin: pins.server, name: 'in-memory' }));
    console.log(
      `bench: beside it, the same with --journal-size 0 on ${mockNoJournal.url} and without --db (in memory) on ${mockMemory.url}, serving ${(mockNoJournal.startMs / 1000).toFixed(1)} s and ${(mockMemory.startMs / 1000).toFixed(1)} s after spawn`,
    );
    const bigCassette = join(dir, 'replay-big.yaml');
    const smallCassette = join(dir, 'replay-small.yaml');
    writeGenerated(bigCassette, REPLAY_BIG);
    writeGenerated(smallCassette, 100);
    const replayBig = track(await startReplay({ cassette: bigCassette, pin: pins.server }));
    const replaySmall = track(await startReplay({ cassette: smallCassette, pin: pins.server }));
    const replayBigNoJournal = track(await startReplay({ cassette: bigCassette, pin: pins.server, args: ['--journal-size', '0'], name: 'no-journal' }));
    const replay = { interactions: REPLAY_BIG, megabytes: statSync(bigCassette).size / 1e6, startMs: replayBig.startMs, smallStartMs: replaySmall.startMs };
    console.log(
      `bench: replay mocks: ${REPLAY_BIG.toLocaleString('en-US')} interactions (${replay.megabytes.toFixed(1)} MB) loaded and serving in ${(replay.startMs / 1000).toFixed(1)} s; 100 in ${(replay.smallStartMs / 1000).toFixed(1)} s`,
    );
    const mocks = { mock, mockNoJournal, mockMemory, replayBig, replaySmall, replayBigNoJournal };
    const { answers, stateful } = await probe(mocks);
    console.log(`bench: posts handlers: ${stateful}`);
    // Before any load: the mock serving 10,000 posts, having answered one of each target (memory.mjs measures better).
    const idleRss = rssOf(mock.pid);
    const answersFile = join(dir, 'answers.json');
    writeAnswers(answersFile, answers);
    const baselines = {
      bare: track(await startBare({ answers: answersFile, pin: pins.server })),
      express: track(await startExpress({ answers: answersFile, pin: pins.server })),
    };

    const coldStarts = await coldStart({ answers: answersFile, pin: pins.server, runs: settings.starts });
    console.log(
      `bench: cold start to first answer (median of ${coldStarts.runs}): ${coldStarts.profiles.map((p) => `mock --profile ${p.profile} ${p.mockMs.toFixed(0)} ms (${p.ratio.toFixed(2)}×)`).join(', ')}, bare node ${coldStarts.bareMs.toFixed(0)} ms`,
    );
    const reloads = await reloadLatency({ edits: settings.edits, pin: pins.server });
    const reload = { ...reloads, rules: RULES };
    console.log(
      `bench: hot reload, ${RULES}-rule scenario, written → first answer from it (median of ${reload.times.length}): ${median(reload.times).toFixed(0)} ms (the server's own reload ${median(reload.own).toFixed(0)} ms)`,
    );

    /** [role, server] pairs a target runs against: its mock, the baselines, and its variants (no journal, in memory). */
    const serversOf = (t) => [
      ...SERVERS.filter((s) => s === 'mock' || t.baselines !== false).map((s) => [s, s === 'mock' ? mocks[t.server ?? 'mock'] : baselines[s]]),
      ...Object.entries(t.variants ?? {}).map(([role, server]) => [role, mocks[server]]),
    ];
    /** A load on `server`, once it is over and the server has settled (servers.mjs `settled`). */
    const load = async (server, target, seconds) => {
      const result = await runLoad({ tool: settings.tool, origin: server.url, target, seconds, connections: settings.connections, pin: pins.load, dir });
      await settled(server);
      return result;
    };
    for (const t of targets) for (const [, s] of serversOf(t)) await load(s, t, settings.warmup);

    const runs = [];
    const lines = [];
    for (let round = 1; round <= settings.rounds; round++) {
      for (const t of targets) {
        for (const [role, s] of rotate(serversOf(t), round)) {
          const result = { ...(await load(s, t, settings.seconds)), rss: rssOf(s.pid) };
          runs.push({ round, target: t.key, server: role, result });
          const line = runLine(round, t, role, result);
          lines.push(line);
          console.log(line);
        }
      }
    }
    const rows = summarise(targets, runs);
    for (const s of servers.splice(0).reverse()) await s.stop();

    const inProcessTargets = targets.filter((t) => t.key === 'get' || t.key === 'list');
    console.log('bench: in process: createMockSite().fetch, no server...');
    const rates = await inProcessRates({ scenario, targets: inProcessTargets, seconds: settings.seconds, rounds: settings.rounds, pin: pins.server });
    const inProcess = inProcessTargets.map((t) => ({ target: t, rates: rates[t.key], served: rows.find((r) => r.target.key === t.key).mock.rps }));
    for (const r of inProcess)
      console.log(
        `bench: in process: ${r.target.label}: ${r.rates.map((x) => Math.round(x).toLocaleString('en-US')).join(', ')} req/s; through serve ${Math.round(r.served).toLocaleString('en-US')}`,
      );

    const soakMock = track(await startMock({ scenario, db: join(dir, 'soak-db.json'), pin: pins.server }));
    console.log(`bench: soak: ${settings.soak.toLocaleString('en-US')} mixed requests against a fresh mock...`);
    const soaked = await soak({
      server: soakMock,
      total: settings.soak,
      warmup: Math.round(settings.soak / 10),
      connections: settings.connections,
      pin: pins.load,
      dir,
    });
    console.log(
      `bench: soak: ${soaked.requests.toLocaleString('en-US')} requests in ${soaked.seconds.toFixed(0)} s, RSS ${soaked.rssWarm.toFixed(0)} MB after ${soaked.warmup.toLocaleString('en-US')} → ${soaked.rssEnd.toFixed(0)} MB (${(soaked.growth * 100).toFixed(1)}%); statuses ${JSON.stringify(soaked.statuses)}`,
    );

    const memory = await memoryOf((origin, target) => runLoad({ tool: settings.tool, origin, target, seconds: 1, connections: 8, pin: pins.load, dir }));
    const checks = targetChecks({ rows, runs, coldStart: coldStarts, soak: soaked, memory, idleRss });
    replay.p99Ratio = checks.replayP99;
    const figures = { coldStart: coldStarts, reload, replay, soak: soaked, rows, memory, inProcess };
    console.log(
      `\nMedians of ${settings.rounds} round(s) of ${settings.seconds} s (mock ÷ baseline: share of its throughput, and p99 multiple):\n\n${tables(rows)}\n\n${otherFigures(figures)}\n\n${checks.table}\n`,
    );
    const seconds = (Date.now() - started.getTime()) / 1000;
    if (flags.write) {
      const results = fileURLToPath(new URL('RESULTS.md', import.meta.url));
      writeResults(results, { machine, settings, stateful, rows, lines, started, seconds, loadAfter: loadAverage(), ...figures, targets: checks });
      console.log(`bench: ${Math.round(seconds)} s; written to bench/RESULTS.md`);
    } else {
      console.log(`bench: ${Math.round(seconds)} s; bench/RESULTS.md left as it was (--write writes it)`);
    }
  } finally {
    for (const s of servers.reverse()) await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`bench: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exitCode = 1;
});
