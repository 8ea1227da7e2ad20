// The shapes of latencies in a scenario (src/model/latency.ts): the global `latency` section and a rule's `latency`.
import { MAX_LATENCY_MS } from '../model/latency.js';
import { doc, type Shape } from '../model/shape-check.js';

/** `{min, max}`: a problem when min is above max. */
function ordered(v: Record<string, unknown>): string | undefined {
  return typeof v.min === 'number' && typeof v.max === 'number' && v.min > v.max ? `min (${v.min}) is above max (${v.max}). Swap them` : undefined;
}

const bound = (text: string): Shape => ({ scalar: 'integer', min: 0, max: MAX_LATENCY_MS, doc: text });
const MIN = bound('The shortest wait (ms).');
const MAX = bound('The longest wait (ms).');

/** A latency of one route or rule: `50`, `"20-80"` or `{min: 20, max: 80}`. */
export const latencyValueShape: Shape = {
  ref: 'latency',
  shape: () => ({ anyOf: ['latency', { object: { min: MIN, max: MAX }, required: ['min', 'max'], check: ordered }] }),
};

export const ruleLatencyShape: Shape = doc(
  "How long this rule's answers wait, in ms: 50, a range \"20-80\" (each answer draws one, seeded) or {min, max}. Wins over the route's and the global latency; a response's delay is waited besides.",
  latencyValueShape,
);

/** The scenario's `latency`: a value for every answer, or a mapping with one (min, max) and `routes`. */
export const latencyShape: Shape = doc(
  "How long answers wait before they are written, in ms: 50, a range \"20-80\" (each answer draws one, seeded by seed), or {min, max, routes}: routes maps route patterns (/cms/v2/posts/{id}) to their own latency. A rule's latency wins over its route's, a route's over this one; serve --latency replaces this one. /__mock calls never wait.",
  {
    anyOf: [
      'latency',
      {
        object: {
          min: MIN,
          max: MAX,
          routes: doc('Route patterns (a path, /ns/v1/items/{id} or a WordPress pattern) and their latency; the first written that matches applies.', {
            map: latencyValueShape,
            keys: 'route pattern',
          }),
        },
        check: (v) =>
          (v.min === undefined) !== (v.max === undefined)
            ? `give both min and max (or neither, with routes only): ${v.min === undefined ? 'min' : 'max'} is missing`
            : ordered(v),
      },
    ],
  },
);
