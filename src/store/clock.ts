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

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => pad(n));
/** The day of the last instant formatted, and its `YYYY-MM-DDT`: a run's writes fall on a few days. */
let day = { start: Number.NaN, text: '' };

function formatted(instant: number): string {
  // Out of Date's range (or NaN): as Date writes it.
  if (!(Math.abs(instant) <= 8.64e15)) return formattedInFull(instant);
  const at = Math.trunc(instant); // as Date takes a time value
  const start = Math.floor(at / DAY_MS) * DAY_MS;
  if (start !== day.start) {
    const d = new Date(start);
    day = { start, text: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T` };
  }
  const s = Math.floor((at - start) / 1000);
  return `${day.text}${TWO_DIGITS[Math.floor(s / 3600)]}:${TWO_DIGITS[Math.floor(s / 60) % 60]}:${TWO_DIGITS[s % 60]}`;
}

/** formatted() without the day kept: every field from Date. */
export function formattedInFull(at: number): string {
  const d = new Date(at);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `YYYY-MM-DDTHH:MM:SS` of a UTC instant shifted by `offsetHours` (WordPress's local time). */
export function wpDate(ms: number, offsetHours = 0): string {
  const at = ms + offsetHours * 3600_000;
  let date = written.get(at);
  if (date === undefined) {
    date = formatted(at);
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
