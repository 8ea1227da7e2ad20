// Printing the bench: one line per run as it finishes, the tables of medians, the other figures, the issue's
// targets (met or not), and bench/RESULTS.md.
import { writeFileSync } from 'node:fs';

export const SERVERS = ['mock', 'bare', 'express'];
/** The roles a target may also run against (its `variants`): the same mock without the journal, or without --db. */
export const VARIANTS = ['no-journal', 'in-memory'];
const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(2)} ms` : '—');
const mb = (n) => (Number.isFinite(n) ? `${n.toFixed(0)} MB` : '—');
const mb1 = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} MB` : '—');
/** Two significant digits, however small (0.0027, 0.15). */
const ratio = (n) => (Number.isFinite(n) ? Number(n.toPrecision(2)).toString() : '—');
const times = (n) => (Number.isFinite(n) ? `${n.toFixed(1)}×` : '—');
const times2 = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '—');

export function median(values) {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function runLine(round, target, server, r) {
  const trouble = r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} socket errors)` : '';
  return `round ${round}  ${target.label.padEnd(30)} ${server.padEnd(10)} ${int(r.rps).padStart(8)} req/s  p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  RSS ${mb(r.rss).padStart(7)}${trouble}`;
}

/**
 * The median over rounds of `f(a, b)`, `a` the run of [target key, server] `x` and `b` that of `y` in the same
 * round: runs are `{ round, target, server, result }`.
 */
export function perRound(runs, [xKey, xServer], [yKey, yServer], f) {
  const find = (key, server, round) => runs.find((r) => r.round === round && r.target === key && r.server === server)?.result;
  const rounds = [...new Set(runs.map((r) => r.round))];
  return median(
    rounds.map((round) => {
      const a = find(xKey, xServer, round);
      const b = find(yKey, yServer, round);
      return a && b ? f(a, b) : NaN;
    }),
  );
}

/**
 * Medians per target and server (RSS: the last reading, after the target's last round), and the mock's ratios:
 * each the median of the rounds' own ratios (the mock ÷ a baseline run in the same round).
 */
export function summarise(targets, runs) {
  return targets.map((target) => {
    const of = (server) => {
      const rs = runs.filter((r) => r.target === target.key && r.server === server).map((r) => r.result);
      if (!rs.length) return { rps: NaN, p50: NaN, p99: NaN, rss: NaN };
      return { rps: median(rs.map((r) => r.rps)), p50: median(rs.map((r) => r.p50)), p99: median(rs.map((r) => r.p99)), rss: rs.at(-1).rss };
    };
    const [mock, bare, express] = SERVERS.map(of);
    const k = target.key;
    const rps = (x, y) => perRound(runs, [k, x], [k, y], (a, b) => a.rps / b.rps);
    const p99 = (x, y) => perRound(runs, [k, x], [k, y], (a, b) => a.p99 / b.p99);
    const variants = Object.keys(target.variants ?? {}).map((role) => ({
      role,
      ...of(role),
      rpsToBare: rps(role, 'bare'),
      mockToIt: rps('mock', role),
      p99MockToIt: p99('mock', role),
    }));
    return {
      target,
      mock,
      bare,
      express,
      variants,
      rpsToBare: rps('mock', 'bare'),
      rpsToExpress: rps('mock', 'express'),
      p99ToBare: p99('mock', 'bare'),
      p99ToExpress: p99('mock', 'express'),
    };
  });
}

const markdown = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i ? '---:' : '---')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

const name = (r) => `${r.target.label} (${r.target.status})`;

export function tables(rows) {
  const speed = markdown(
    ['target', 'mock req/s', 'bare req/s', 'express req/s', 'mock p50', 'bare p50', 'express p50', 'mock p99', 'bare p99', 'express p99'],
    rows.map((r) => [
      name(r),
      int(r.mock.rps),
      int(r.bare.rps),
      int(r.express.rps),
      ms(r.mock.p50),
      ms(r.bare.p50),
      ms(r.express.p50),
      ms(r.mock.p99),
      ms(r.bare.p99),
      ms(r.express.p99),
    ]),
  );
  const relative = markdown(
    ['target', 'mock RSS', 'bare RSS', 'express RSS', 'mock ÷ bare (req/s)', 'mock ÷ express (req/s)', 'mock ÷ bare (p99)', 'mock ÷ express (p99)'],
    rows.map((r) => [
      name(r),
      mb(r.mock.rss),
      mb(r.bare.rss),
      mb(r.express.rss),
      ratio(r.rpsToBare),
      ratio(r.rpsToExpress),
      times(r.p99ToBare),
      times(r.p99ToExpress),
    ]),
  );
  const variantRows = rows.flatMap((r) => r.variants.map((v) => ({ r, v })));
  if (!variantRows.length) return `${speed}\n\n${relative}`;
  const variants = markdown(
    ['target', 'variant', 'req/s', 'p50', 'p99', 'RSS', 'variant ÷ bare (req/s)', 'mock ÷ variant (req/s)', 'mock ÷ variant (p99)'],
    variantRows.map(({ r, v }) => [
      name(r),
      VARIANT_NAMES[v.role] ?? v.role,
      int(v.rps),
      ms(v.p50),
      ms(v.p99),
      mb(v.rss),
      ratio(v.rpsToBare),
      ratio(v.mockToIt),
      times2(v.p99MockToIt),
    ]),
  );
  return `${speed}\n\n${relative}\n\n${variants}`;
}

const VARIANT_NAMES = { 'no-journal': 'no journal (`--journal-size 0`)', 'in-memory': 'in memory (no `--db`)' };

/** The figures beyond the load table: cold start, hot reload, replay at scale, soak, memory against the posts. */
export function otherFigures({ coldStart, reload, replay, soak, rows, memory, inProcess }) {
  const row = (key) => rows.find((r) => r.target.key === key);
  const big = row('replay-post');
  const small = row('replay-post-100');
  const lines = [
    ...coldStart.profiles.map((p) => [
      `cold start, \`--profile ${p.profile}\`: spawn → first answered REST index (median of ${coldStart.runs})`,
      `${p.mockMs.toFixed(0)} ms`,
      `bare node ${coldStart.bareMs.toFixed(0)} ms`,
      times2(p.ratio),
    ]),
    [
      `hot reload: scenario written → first answer from it (\`serve --watch\`, ${reload.rules.toLocaleString('en-US')}-rule scenario, median of ${reload.times.length})`,
      `${median(reload.times).toFixed(0)} ms`,
      `server's own reload ${median(reload.own).toFixed(0)} ms`,
      '—',
    ],
    [
      `replay one post: p99 in ${replay.interactions.toLocaleString('en-US')} interactions ÷ p99 in 100`,
      ms(big.mock.p99),
      ms(small.mock.p99),
      times2(replay.p99Ratio),
    ],
    [
      `replay: cassette of ${replay.interactions.toLocaleString('en-US')} interactions (${replay.megabytes.toFixed(1)} MB) loaded and answering`,
      `${(replay.startMs / 1000).toFixed(1)} s`,
      `100: ${(replay.smallStartMs / 1000).toFixed(1)} s`,
      '—',
    ],
    [
      `soak: ${soak.requests.toLocaleString('en-US')} mixed requests, RSS after ${soak.warmup.toLocaleString('en-US')} → at the end (peak)`,
      `${mb(soak.rssWarm)} → ${mb(soak.rssEnd)} (${mb(soak.rssPeak)})`,
      `${int(soak.rps)} req/s, p99 ${ms(soak.p99)}, ${soak.unexpected} unexpected statuses, ${soak.errors} socket errors`,
      `${soak.growth >= 0 ? '+' : ''}${(soak.growth * 100).toFixed(1)}%`,
    ],
    ...(inProcess ?? []).map((r) => [
      `in process, \`createMockSite().fetch\` (mock-site/fetch, no server), ${r.target.label}: req/s (median of ${r.rates.length} rounds)`,
      int(median(r.rates)),
      `through serve ${int(r.served)}`,
      times2(median(r.rates) / r.served),
    ]),
    ...memoryLines(memory),
  ];
  return markdown(['figure', 'mock', 'beside', 'ratio'], lines);
}

/** bench/memory.mjs's rows, or why there are none. */
function memoryLines(memory) {
  if (!memory?.rows) return [['memory figures', (memory?.note ?? 'bench/memory.mjs missing').replace(/^memory figures: /, ''), '—', '—']];
  return memory.rows.map((r) => [
    `memory: \`--db\` mock on ${int(r.posts)} posts, RSS idle → warm (300 reads, then rounds of 1 s of load on each of a list, a search and a post until RSS holds)`,
    `${mb(r.rssIdle)} → ${mb(r.rssWarm)}`,
    `posts' JSON ${mb1(r.jsonBytes / MIB)}`,
    '—',
  ]);
}

const MIB = 1024 * 1024;

/** A check's row: what, wanted, the figure measured (shown by `show`), met when finite and `ok`. */
const check = (what, wanted, value, ok, show, note) => ({ what, wanted, value: note ?? show(value), met: Number.isFinite(value) && ok(value) });
const atLeast = (what, min, value) => check(what, `≥ ${min}`, value, (x) => x >= min, ratio);
const percent = (x) => `${(x * 100).toFixed(1)}%`;

/** RSS in MB (memory.mjs reads VmRSS in MB; a figure in bytes is taken as such). */
const asMb = (x) => (x > 1e5 ? x / MIB : x);

/** Issue 20's targets against this run's figures: every figure is a median of per-round (per-start) ratios. */
export function targetChecks({ rows, runs, coldStart, soak, memory, idleRss }) {
  const row = (key) => rows.find((r) => r.target.key === key);
  const variant = (key, role) => row(key)?.variants.find((v) => v.role === role) ?? {};
  const rpsToBare = (key) => row(key)?.rpsToBare;
  const journal = (key) => variant(key, 'no-journal').mockToIt;
  const batchCost = perRound(runs, ['batch', 'mock'], ['create', 'mock'], (batch, one) => one.rps / (25 * batch.rps));
  const replayP99 = perRound(runs, ['replay-post', 'mock'], ['replay-post-100', 'mock'], (big, small) => big.p99 / small.p99);
  const checks = [
    atLeast('replay hit, list of 10 (~11 KB), journal on: req/s ÷ bare', 0.9, rpsToBare('replay-list')),
    atLeast('replay hit, one post, journal on: req/s ÷ bare', 0.9, rpsToBare('replay-post')),
    ...[
      ['index', 'index'],
      ['get post by id', 'get'],
      ['list 10 of 10,000', 'list'],
      ['list 10 of 10,000, search', 'search'],
      ['replay hit, list of 10', 'replay-list'],
      ['replay hit, one post', 'replay-post'],
    ].map(([what, key]) => atLeast(`request journal, ${what}: req/s journal on ÷ off (\`--journal-size 0\`)`, 0.95, journal(key))),
    atLeast('get post by id: req/s ÷ bare', 0.75, rpsToBare('get')),
    atLeast('list 10 of 10,000: req/s ÷ bare', 0.6, rpsToBare('list')),
    atLeast('list 10 of 10,000, search: req/s ÷ bare', 0.5, rpsToBare('search')),
    check('list 10 of 10,000, search: p99', '< 5 ms', row('search')?.mock.p99, (x) => x < 5, ms),
    atLeast('index (GET /): req/s ÷ bare', 0.75, rpsToBare('index')),
    atLeast('create post, in memory (no `--db`): req/s ÷ bare', 0.3, variant('create', 'in-memory').rpsToBare),
    atLeast('create post, `--db`: req/s ÷ bare', 0.2, rpsToBare('create')),
    check('batch of 25 creates (`--db`): time per batch ÷ 25 single creates', '≤ 1.3×', batchCost, (x) => x <= 1.3, times2),
    atLeast('faker-bound route, new id each: req/s ÷ bare', 0.3, rpsToBare('faker')),
    check('replay one post: p99 in 100,000 interactions ÷ in 100', '≤ 1.5×', replayP99, (x) => x <= 1.5, times2),
    ...coldStart.profiles.map((p) =>
      check(`cold start, \`--profile ${p.profile}\`: start → first answer ÷ bare node's`, '≤ 1.5×', p.ratio, (x) => x <= 1.5, times2),
    ),
    ...memoryChecks(memory, idleRss),
    check(
      'soak: RSS at the end ÷ RSS after warm-up',
      '≤ 1.5×',
      soak.rssEnd / soak.rssWarm,
      (x) => x <= 1.5,
      (x) => `${times2(x)} (${percent(soak.growth)})`,
    ),
  ];
  return {
    results: checks,
    batchCost,
    replayP99,
    table: markdown(
      ['target (issue 20)', 'wanted', 'measured', ''],
      checks.map((c) => [c.what, c.wanted, c.value, c.met ? 'met' : '**not met**']),
    ),
  };
}

/** RSS serving 10,000 posts, and its growth against the posts' JSON from 1,000 to 10,000 to 100,000 (memory.mjs). */
function memoryChecks(memory, idleRss) {
  const rows = [...(memory?.rows ?? [])].sort((a, b) => a.posts - b.posts);
  const tenK = rows.find((r) => r.posts === 10_000);
  const serving = tenK
    ? check('RSS serving 10,000 posts (`--db`, warm; bench/memory.mjs)', '≤ 200 MB', asMb(tenK.rssWarm), (x) => x <= 200, mb)
    : check("RSS serving 10,000 posts (the bench's `--db` mock once started: no figures from bench/memory.mjs)", '≤ 200 MB', idleRss, (x) => x <= 200, mb);
  if (rows.length < 2)
    return [
      serving,
      check(
        "RSS growth ÷ the posts' JSON growth, 1,000 → 10,000 → 100,000 posts",
        '≤ ~3×',
        NaN,
        () => false,
        times2,
        memory?.note ?? 'memory figures: bench/memory.mjs missing',
      ),
    ];
  const growth = rows.slice(1).map((b, i) => {
    const a = rows[i];
    const value = ((asMb(b.rssWarm) - asMb(a.rssWarm)) * MIB) / (b.jsonBytes - a.jsonBytes);
    return check(
      `RSS growth ÷ the posts' JSON growth, ${int(a.posts)} → ${int(b.posts)} posts (warm)`,
      '≤ ~3×',
      value,
      (x) => x <= 3,
      (x) => `${times2(x)} (${mb(asMb(a.rssWarm))} → ${mb(asMb(b.rssWarm))}; JSON ${mb1(a.jsonBytes / MIB)} → ${mb1(b.jsonBytes / MIB)})`,
    );
  });
  return [serving, ...growth];
}

export function writeResults(
  file,
  { machine, settings, stateful, rows, lines, started, seconds, loadAfter, coldStart, reload, replay, soak, memory, inProcess, targets },
) {
  const text = `# Bench results (issue 20)

Latest \`npm run bench\`, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${Math.round(seconds)} s in all.

**Machine:** ${machine.nproc} cores (nproc), ${machine.cpu}, Node ${machine.node}, Linux ${machine.kernel}; 1-minute load
average ${machine.load} before the run and ${loadAfter} after it (anything else running skews the figures).
**Load:** ${settings.tool}, ${settings.connections} connections, ${settings.rounds} round${settings.rounds === 1 ? '' : 's'} of ${settings.seconds} s per target and server
(targets interleaved, the servers' order rotating each round), after a ${settings.warmup} s warm-up of each, and each load followed
by a wait until that server's CPU time stops growing (a \`--db\` mock may write its snapshot after a load of creates); ${settings.pinning};
loopback only. Every server, baselines too, runs under \`node --no-memory-reducer\` (bench/servers.mjs: a node process that rested
answers ~25% slower on this VM, and a target's servers rest while the others run). RSS: the server process's VmRSS after the target's last round.
**Mock:** \`mock-site serve\` on a scenario with ${settings.posts.toLocaleString('en-US')} posts and one plugin route bound to the faker kind,
\`--db\` in a temp folder (every create is in the write log before it is answered); reads go to the default session, creates to
session \`bench-writes\` so the read targets keep a constant store. Posts handlers: ${stateful}. The faker target asks
for a new id each request (generated, not a memo hit). The request journal is on (its default) in every mock but two, run
in the same rounds: the same \`--db\` mock started with \`--journal-size 0\` (taking every target the mock takes, writes
too, so both carry the same store) and the same replay of ${replay.interactions.toLocaleString('en-US')}, for the journal on ÷ off; beside them the scenario mock without \`--db\` (in memory) for the creates.
**Replay:** \`mock-site serve --replay <cassette> --fallback error\` on generated cassettes of ${replay.interactions.toLocaleString('en-US')} and 100
interactions, each ending with the two replayed: a list of 10 posts (~11 KB) and one post (~1 KB).
**Baselines:** a bare \`node:http\` server (the ceiling) and a minimal express 5 app (express.json(), defaults kept),
both answering each target with the status, headers and body the mock answered it with (POST bodies parsed).
**Soak:** a fresh mock as above, ${soak.requests.toLocaleString('en-US')} requests (wrk, keep-alive) rotating 20 kinds: index, lists and
searches on rotating pages, posts by rotating id, faker ids, creates each deleted again (force), \`_fields\`, categories,
a 404 and a 400; RSS after the first ${soak.warmup.toLocaleString('en-US')} and at the end.

Medians of the rounds, every ratio the median of the rounds' own ratios (status of the mock's answer in brackets):

${tables(rows)}

${otherFigures({ coldStart, reload, replay, soak, rows, memory, inProcess })}

${targets.table}

Every round:

\`\`\`
${lines.join('\n')}
\`\`\`
`;
  writeFileSync(file, text);
}
