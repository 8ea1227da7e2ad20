// How the assistant shows times: the tasks module's short form ("17h", "2h ago") and WordPress's
// human_time_diff() ("5 hours", "1 min") that the cron list uses.

/** The tasks module's abbreviated difference from now: `45s`, `12m`, `3h`, `2d`, with ` ago` when past. */
export function shortTimeDiff(thenMs: number, nowMs: number): string {
  const seconds = Math.trunc((thenMs - nowMs) / 1000);
  const d = Math.abs(seconds);
  const suffix = seconds < 0 ? ' ago' : '';
  if (d < 60) return `${d}s${suffix}`;
  if (d < 3600) return `${Math.round(d / 60)}m${suffix}`;
  if (d < 86400) return `${Math.round(d / 3600)}h${suffix}`;
  return `${Math.round(d / 86400)}d${suffix}`;
}

const UNITS: readonly [limit: number, size: number, one: string, many: string][] = [
  [3600, 60, 'min', 'mins'],
  [86400, 3600, 'hour', 'hours'],
  [604800, 86400, 'day', 'days'],
  [2592000, 604800, 'week', 'weeks'],
  [31536000, 2592000, 'month', 'months'],
];

/** human_time_diff(): `1 min`, `5 hours`, `2 days`... (at least 1 of the unit). */
export function humanTimeDiff(fromMs: number, toMs: number): string {
  const d = Math.abs(Math.trunc((toMs - fromMs) / 1000));
  if (d < 60) return `${Math.max(1, d)} ${d <= 1 ? 'second' : 'seconds'}`;
  for (const [limit, size, one, many] of UNITS) {
    if (d < limit) {
      const n = Math.max(1, Math.round(d / size));
      return `${n} ${n === 1 ? one : many}`;
    }
  }
  const years = Math.max(1, Math.round(d / 31536000));
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}
