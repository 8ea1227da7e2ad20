// Latency: how long an answer waits before it is written, as a range of milliseconds the mock draws from (seeded).
// Written `50`, `"20-80"` or `{min: 20, max: 80}`: by `serve --latency`, the scenario's `latency` (every answer, and
// by route pattern under `latency.routes`) and a rule's `latency`. The shapes here are what load.ts checks and the
// JSON Schema publish (shape-latency.ts); src/dispatch/latency.ts draws the waits.

export interface LatencyRange {
  readonly min: number;
  readonly max: number;
}

/** The scenario's `latency` once loaded. */
export interface ScenarioLatency {
  /** Every answer's, unless its route's or its rule's applies; `serve --latency` replaces it. null: none. */
  global: LatencyRange | null;
  /** By route pattern (`/cms/v2/posts/{id}`, a WordPress pattern or a path), the first written that matches. */
  routes: { route: string; range: LatencyRange }[];
}

/** The `latency` key as written in a scenario file. */
export type LatencyFile = number | string | { min?: number; max?: number; routes?: Record<string, LatencyValueFile> };
/** A latency as written for a route or a rule. */
export type LatencyValueFile = number | string | { min: number; max: number };

/** Ten minutes: past that, a latency is a typo (seconds for milliseconds), or a fault (`fault: timeout`). */
export const MAX_LATENCY_MS = 600_000;

export const NO_LATENCY: ScenarioLatency = Object.freeze({ global: null, routes: [] }) as ScenarioLatency;

/** What a latency is, in words: messages of the CLI and of the scenario checks. */
export const LATENCY_WORDS = `milliseconds: a whole number (50) or a range min-max (20-80, the smaller first), at most ${MAX_LATENCY_MS}`;

const TEXT = /^\s*(\d{1,7})\s*(?:-\s*(\d{1,7})\s*)?$/;
const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const inBounds = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_LATENCY_MS;

/** `50`, `"50"`, `"20-80"` or `{min: 20, max: 80}` as a range; null when it is none of them (or min > max, or too long). */
export function latencyRange(value: unknown): LatencyRange | null {
  if (typeof value === 'number') return inBounds(value) ? { min: value, max: value } : null;
  if (typeof value === 'string') {
    const m = TEXT.exec(value);
    if (!m) return null;
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : Number(m[2]);
    return inBounds(min) && inBounds(max) && min <= max ? { min, max } : null;
  }
  if (isMapping(value) && inBounds(value.min) && inBounds(value.max) && value.min <= value.max) return { min: value.min, max: value.max };
  return null;
}

/** Whether a range makes an answer wait at all. */
export const waits = (range: LatencyRange | null | undefined): boolean => range != null && range.max > 0;

/** The merged `latency` key of a scenario (checked by the shape below) as loaded. */
export function scenarioLatency(value: LatencyFile | undefined): ScenarioLatency {
  if (value === undefined) return NO_LATENCY;
  // A global 0 is no latency; a route's or a rule's 0 is one: it stops the global one applying there.
  const some = (range: LatencyRange | null) => (waits(range) ? range : null);
  if (!isMapping(value)) return { global: some(latencyRange(value)), routes: [] };
  const global = value.min === undefined && value.max === undefined ? null : some(latencyRange(value));
  const routes = Object.entries(value.routes ?? {}).flatMap(([route, v]) => {
    const range = latencyRange(v);
    return range ? [{ route, range }] : [];
  });
  return { global, routes };
}
