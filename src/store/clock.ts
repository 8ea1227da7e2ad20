// The scenario clock: frozen at the scenario's start and moved one second per write (or per request, or
// never: `clock.advance`), so dates are deterministic (never wall time) and later writes sort after earlier ones.
import type { ClockAdvance } from '../model/scenario.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The last dates written and read: a write reads the clock, writes its instant in local time and GMT, and reads
 * those back (the GMT of the local date, the scheduling check) several times over, as do the other writes of its
 * turn. Both functions are pure; past the bound the memo starts over.
 */
const DATES_KEPT = 64;
const written = new Map<number, string>();
const read = new Map<string, number>();

/** `YYYY-MM-DDTHH:MM:SS` of a UTC instant shifted by `offsetHours` (WordPress's local time). */
export function wpDate(ms: number, offsetHours = 0): string {
  const at = ms + offsetHours * 3600_000;
  let date = written.get(at);
  if (date === undefined) {
    const d = new Date(at);
    date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
    if (written.size >= DATES_KEPT) written.clear();
    written.set(at, date);
  }
  return date;
}

/** Parses a WordPress date string as GMT (it carries no zone). */
export function parseGmt(date: string): number {
  let ms = read.get(date);
  if (ms === undefined) {
    ms = Date.parse(`${date.replace(' ', 'T')}Z`);
    if (read.size >= DATES_KEPT) read.clear();
    read.set(date, ms);
  }
  return ms;
}

export interface Clock {
  /** Milliseconds since the epoch at `ticks` seconds after the start. */
  at(ticks: number): number;
  offsetHours: number;
  /** When a session's ticks grow: on each write (Session.tick), on each request (Session.request), or never. */
  advance: ClockAdvance;
}

export function scenarioClock(start: string, gmtOffset: string, advance: ClockAdvance = 'per-write'): Clock {
  const base = Date.parse(start);
  return { at: (ticks) => base + ticks * 1000, offsetHours: Number(gmtOffset) || 0, advance };
}
