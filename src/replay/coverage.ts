// Which recordings a run never replayed, and which requests found no recording (and who answered them
// instead): served at GET /__mock/coverage and printed when `serve --replay` stops.
import type { ReplayIndex } from './replay-index.js';

export interface Miss {
  method: string;
  route: string;
  count: number;
  /** Who answered instead: `fake`, `error` or `record`. */
  answeredBy: string;
}

export interface Coverage {
  recordings: number;
  replayed: number;
  /** Recordings no request used, in cassette order. */
  unreplayed: { recording: string; method: string; route: string }[];
  /** Requests with no recording, by method and route, most frequent first. */
  unrecorded: Miss[];
}

export function coverageOf(index: ReplayIndex, misses: readonly Miss[]): Coverage {
  const unreplayed = index.unreplayed();
  return {
    recordings: index.size,
    replayed: index.size - unreplayed.length,
    unreplayed,
    unrecorded: [...misses].sort((a, b) => b.count - a.count || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0)),
  };
}

/** The report as lines for the terminal; long lists are cut at `limit` entries. */
export function formatCoverage(c: Coverage, limit = 20): string {
  const lines = [
    `[mock-site] replay coverage: ${c.replayed} of ${c.recordings} recordings replayed; ${c.unrecorded.length} route(s) requested with no recording.`,
  ];
  const list = <T>(title: string, items: readonly T[], line: (item: T) => string) => {
    if (!items.length) return;
    lines.push(`  ${title}:`, ...items.slice(0, limit).map((i) => `    ${line(i)}`));
    if (items.length > limit) lines.push(`    ... and ${items.length - limit} more (GET /__mock/coverage lists them all)`);
  };
  list('never replayed', c.unreplayed, (r) => `${r.method} ${r.route}  (${r.recording})`);
  list('no recording', c.unrecorded, (m) => `${m.method} ${m.route}  ×${m.count}, answered by ${m.answeredBy}`);
  return `${lines.join('\n')}\n`;
}
