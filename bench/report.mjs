// Printing the bench: one line per run as it finishes, the table of medians, and bench/RESULTS.md.
import { writeFileSync } from 'node:fs';

const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => `${n.toFixed(2)} ms`;
/** Two significant digits, however small (0.0027, 0.15). */
const ratio = (n) => Number(n.toPrecision(2)).toString();

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function runLine(round, target, server, r) {
  const trouble = r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} socket errors)` : '';
  return `round ${round}  ${target.label.padEnd(24)} ${server.padEnd(5)} ${int(r.rps).padStart(8)} req/s  p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}${trouble}`;
}

/** Medians per target and server, and the mock's ratios to bare node. */
export function summarise(targets, runs) {
  return targets.map((target) => {
    const of = (server) => {
      const rs = runs.filter((r) => r.target === target.key && r.server === server).map((r) => r.result);
      return { rps: median(rs.map((r) => r.rps)), p50: median(rs.map((r) => r.p50)), p99: median(rs.map((r) => r.p99)) };
    };
    const mock = of('mock');
    const bare = of('bare');
    return { target, mock, bare, throughput: mock.rps / bare.rps, p99Ratio: mock.p99 / bare.p99 };
  });
}

export function table(rows) {
  const head = '| target | mock req/s | bare req/s | mock ÷ bare (req/s) | mock p50 | mock p99 | bare p50 | bare p99 | mock ÷ bare (p99) |';
  const rule = '|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map((r) => `| ${r.target.label} (${r.target.status}) | ${int(r.mock.rps)} | ${int(r.bare.rps)} | ${ratio(r.throughput)} | ${ms(r.mock.p50)} | ${ms(r.mock.p99)} | ${ms(r.bare.p50)} | ${ms(r.bare.p99)} | ${r.p99Ratio.toFixed(1)}× |`);
  return [head, rule, ...lines].join('\n');
}

export function writeResults(file, { machine, settings, stateful, rows, lines, started, seconds, loadAfter }) {
  const text = `# Bench results

Latest \`npm run bench\`, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${Math.round(seconds)} s in all.

**Machine:** ${machine.nproc} cores (nproc), ${machine.cpu}, Node ${machine.node}, Linux ${machine.kernel}; 1-minute load
average ${machine.load} before the run and ${loadAfter} after it (anything else running skews the figures).
**Load:** ${settings.tool}, ${settings.connections} connections, ${settings.rounds} rounds of ${settings.seconds} s per target and server
(targets interleaved, mock and bare alternating first), after a ${settings.warmup} s warm-up of each; ${settings.pinning}; loopback only.
**Mock:** \`mock-site serve\` on a scenario with ${settings.posts.toLocaleString('en-US')} posts, \`--db\` in a temp folder (every create is journaled
before it is answered); reads go to the default session, creates to session \`bench-writes\` so the read targets keep a
constant store. Posts handlers: ${stateful}.
**Replay:** the two \`replay hit\` rows are served by \`mock-site serve --replay <cassette> --fallback error\` on generated
cassettes, replaying the last GET of each: ${settings.replay.interactions.toLocaleString('en-US')} interactions
(${settings.replay.megabytes.toFixed(1)} MB, loaded and answering ${(settings.replay.startMs / 1000).toFixed(1)} s after start) against 10 (${(settings.replay.smallStartMs / 1000).toFixed(1)} s):
lookup is one Map access, so the two rows should match.
**Cold start** (process spawn to the first answered \`GET /\`, median of ${settings.coldStart.runs}): \`mock-site serve\` on the
embedded default ${settings.coldStart.mockMs.toFixed(0)} ms, the bare server ${settings.coldStart.bareMs.toFixed(0)} ms: ${settings.coldStart.ratio.toFixed(2)}× bare.
**Bare:** a \`node:http\` server answering each target with a fixed JSON body of the size the mock answered it with
(POST bodies read and parsed).

Medians of the rounds (status of the mock's answer in brackets):

${table(rows)}

Every round:

\`\`\`
${lines.join('\n')}
\`\`\`
`;
  writeFileSync(file, text);
}
