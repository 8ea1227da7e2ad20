// The scenario clock: frozen at the scenario's start and moved one second per write (or per request, or
// never: `clock.advance`), so dates are deterministic (never wall time) and later writes sort after earlier ones.
import type { ClockAdvance } from '../model/scenario.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:MM:SS` of a UTC instant shifted by `offsetHours` (WordPress's local time). */
export function wpDate(ms: number, offsetHours = 0): string {
  const d = new Date(ms + offsetHours * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Parses a WordPress date string as GMT (it carries no zone). */
export const parseGmt = (date: string): number => Date.parse(`${date.replace(' ', 'T')}Z`);

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
