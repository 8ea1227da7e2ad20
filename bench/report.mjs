// Printing the bench: one line per run as it finishes, the tables of medians, the other figures, the issue's
// targets (met or not), and bench/RESULTS.md.
import { writeFileSync } from 'node:fs';

export const SERVERS = ['mock', 'bare', 'express'];
const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(2)} ms` : '—');
const mb = (n) => (Number.isFinite(n) ? `${n.toFixed(0)} MB` : '—');
/** Two significant digits, however small (0.0027, 0.15). */
const ratio = (n) => (Number.isFinite(n) ? Number(n.toPrecision(2)).toString() : '—');
const times = (n) => (Number.isFinite(n) ? `${n.toFixed(1)}×` : '—');

export function median(values) {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function runLine(round, target, server, r) {
  const trouble = r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} socket errors)` : '';
  return `round ${round}  ${target.label.padEnd(30)} ${server.padEnd(7)} ${int(r.rps).padStart(8)} req/s  p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  RSS ${mb(r.rss).padStart(7)}${trouble}`;
}

/** Medians per target and server (RSS: the last reading, after the target's last round), and the mock's ratios. */
export function summarise(targets, runs) {
  return targets.map((target) => {
    const of = (server) => {
      const rs = runs.filter((r) => r.target === target.key && r.server === server).map((r) => r.result);
      if (!rs.length) return { rps: NaN, p50: NaN, p99: NaN, rss: NaN };
      return { rps: median(rs.map((r) => r.rps)), p50: median(rs.map((r) => r.p50)), p99: median(rs.map((r) => r.p99)), rss: rs.at(-1).rss };
    };
    const [mock, bare, express] = SERVERS.map(of);
    return {
      target,
      mock,
      bare,
      express,
      rpsToBare: mock.rps / bare.rps,
      rpsToExpress: mock.rps / express.rps,
      p99ToBare: mock.p99 / bare.p99,
      p99ToExpress: mock.p99 / express.p99,
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
  return `${speed}\n\n${relative}`;
}

/** The figures beyond the load table: cold start, hot reload, replay at scale, soak. */
export function otherFigures({ coldStart, reload, replay, soak, rows }) {
  const row = (key) => rows.find((r) => r.target.key === key);
  const big = row('replay-post');
  const small = row('replay-post-100');
  const lines = [
    [
      `cold start: spawn → first answered REST index (median of ${coldStart.runs})`,
      `${coldStart.mockMs.toFixed(0)} ms`,
      `bare node ${coldStart.bareMs.toFixed(0)} ms`,
      times(coldStart.ratio),
    ],
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
      times(big.mock.p99 / small.mock.p99),
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
  ];
  return markdown(['figure', 'mock', 'beside', 'ratio'], lines);
}

/** Issue 9's targets against this run's figures. */
export function targetChecks({ rows, coldStart, soak }) {
  const row = (key) => rows.find((r) => r.target.key === key);
  const checks = [
    ['replay hit, list of 10: req/s ÷ bare', '≥ 0.65', row('replay-list').rpsToBare, (x) => x >= 0.65, ratio],
    ['replay hit, one post: req/s ÷ bare', '≥ 0.85', row('replay-post').rpsToBare, (x) => x >= 0.85, ratio],
    ['get post by id: req/s ÷ bare', '≥ 0.6', row('get').rpsToBare, (x) => x >= 0.6, ratio],
    ['list 10 of 10,000, search: req/s ÷ bare', '≥ 0.3', row('search').rpsToBare, (x) => x >= 0.3, ratio],
    ['list 10 of 10,000, search: p99', '< 10 ms', row('search').mock.p99, (x) => x < 10, ms],
    ['replay p99: 100,000 interactions ÷ 100', '≤ 1.2×', row('replay-post').mock.p99 / row('replay-post-100').mock.p99, (x) => x <= 1.2, times],
    ["cold start ÷ bare node's own start", '≤ 1.5×', coldStart.ratio, (x) => x <= 1.5, (x) => `${x.toFixed(2)}×`],
    ['soak: RSS growth after warm-up', '< 10%', soak.growth, (x) => x < 0.1, (x) => `${(x * 100).toFixed(1)}%`],
  ];
  const results = checks.map(([what, wanted, value, ok, show]) => ({ what, wanted, value: show(value), met: Number.isFinite(value) && ok(value) }));
  return {
    results,
    table: markdown(
      ['target (issue 9)', 'wanted', 'measured', ''],
      results.map((c) => [c.what, c.wanted, c.value, c.met ? 'met' : '**not met**']),
    ),
  };
}

export function writeResults(file, { machine, settings, stateful, rows, lines, started, seconds, loadAfter, coldStart, reload, replay, soak, targets }) {
  const text = `# Bench results

Latest \`npm run bench\`, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${Math.round(seconds)} s in all.

**Machine:** ${machine.nproc} cores (nproc), ${machine.cpu}, Node ${machine.node}, Linux ${machine.kernel}; 1-minute load
average ${machine.load} before the run and ${loadAfter} after it (anything else running skews the figures).
**Load:** ${settings.tool}, ${settings.connections} connections, ${settings.rounds} round${settings.rounds === 1 ? '' : 's'} of ${settings.seconds} s per target and server
(targets interleaved, the servers' order rotating each round), after a ${settings.warmup} s warm-up of each; ${settings.pinning};
loopback only. RSS: the server process's VmRSS after the target's last round.
**Mock:** \`mock-site serve\` on a scenario with ${settings.posts.toLocaleString('en-US')} posts and one plugin route bound to the faker kind,
\`--db\` in a temp folder (every create is in the write log before it is answered); reads go to the default session, creates to
session \`bench-writes\` so the read targets keep a constant store. Posts handlers: ${stateful}. The faker target asks
for a new id each request (generated, not a memo hit).
**Replay:** \`mock-site serve --replay <cassette> --fallback error\` on generated cassettes of ${replay.interactions.toLocaleString('en-US')} and 100
interactions, each ending with the two replayed: a list of 10 posts (~11 KB) and one post (~1 KB).
**Baselines:** a bare \`node:http\` server (the ceiling) and a minimal express 5 app (express.json(), defaults kept),
both answering each target with the status, headers and body the mock answered it with (POST bodies parsed).
**Soak:** a fresh mock as above, ${soak.requests.toLocaleString('en-US')} requests (wrk, keep-alive) rotating 20 kinds: index, lists and
searches on rotating pages, posts by rotating id, faker ids, creates each deleted again (force), \`_fields\`, categories,
a 404 and a 400; RSS after the first ${soak.warmup.toLocaleString('en-US')} and at the end.

Medians of the rounds (status of the mock's answer in brackets):

${tables(rows)}

${otherFigures({ coldStart, reload, replay, soak, rows })}

${targets.table}

Every round:

\`\`\`
${lines.join('\n')}
\`\`\`
`;
  writeFileSync(file, text);
}
