// MySQL DATETIME text ('Y-m-d H:i:s', GMT), as the plugin's tables store times, and Unix seconds, from the
// scenario clock.
const pad = (n: number) => String(n).padStart(2, '0');

export function mysqlDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Milliseconds of a MySQL DATETIME read as GMT. */
export const mysqlMs = (date: string): number => Date.parse(`${date.replace(' ', 'T')}Z`);

export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);
