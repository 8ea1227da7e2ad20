// How long each REST answer waits before it is written (`serve --latency`, the scenario's `latency`, a rule's): the
// REST listener draws one fraction per request as it arrives, from a sequence of the request's session seeded by the
// scenario seed, and turns it into milliseconds once it knows what answers (the range of the rule that answered, else
// of the first `latency.routes` pattern the route matches, else the global one: serve --latency, else the scenario's).
// So the same requests in a session wait the same on every run, whatever other sessions do meanwhile; a reset of the
// session starts its sequence over. The wait itself is a timer (src/http/rest-listener.ts): nothing blocks.
import { hash32 } from '../store/seeded-hash.js';
import { compileRoutePattern, type RoutePattern } from '../catalogue/route-pattern.js';
import { waits, type LatencyRange } from '../model/latency.js';
import type { Scenario } from '../model/scenario.js';

/** Sessions whose place in their sequence is kept (the least recently used goes first; it then starts over). */
const SEQUENCES_KEPT = 10_000;

export class Latency {
  readonly #seed: number;
  readonly #global: LatencyRange | null;
  readonly #routes: readonly { pattern: RoutePattern; range: LatencyRange }[];
  /** Each session's generator state. */
  readonly #sequences = new Map<string, number>();

  /**
   * The latency of a scenario, `cli` (serve --latency) in place of its global one; undefined when no answer can
   * wait (then the listener pays one check per request).
   */
  static of(scenario: Scenario, cli?: LatencyRange): Latency | undefined {
    const global = cli ?? scenario.latency.global;
    const any = waits(global) || scenario.latency.routes.some((r) => waits(r.range)) || scenario.rules.some((r) => waits(r.latency));
    return any ? new Latency(scenario.seed, global, scenario.latency.routes) : undefined;
  }

  constructor(seed: number, global: LatencyRange | null, routes: readonly { route: string; range: LatencyRange }[] = []) {
    this.#seed = seed;
    this.#global = global;
    this.#routes = routes.map(({ route, range }) => ({ pattern: compileRoutePattern(route), range }));
  }

  /** The next fraction (0 to 1) of `session`'s sequence: one per request, in the order requests arrive. */
  draw(session: string): number {
    let state = this.#sequences.get(session);
    if (state === undefined) {
      if (this.#sequences.size >= SEQUENCES_KEPT) this.#sequences.delete(this.#sequences.keys().next().value!);
      state = hash32(`${this.#seed}|latency|${session}`);
    } else this.#sequences.delete(session); // kept last: the most recently used
    // mulberry32: a small, well-mixed 32-bit generator.
    state = (state + 0x6d2b79f5) | 0;
    this.#sequences.set(session, state);
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** The range that applies to an answer on `route`: the answering rule's, else the route's, else the global one. */
  rangeFor(route: string, rule?: LatencyRange): LatencyRange | null {
    if (rule) return rule;
    for (const r of this.#routes) if (r.pattern.captures(route)) return r.range;
    return this.#global;
  }

  /** The milliseconds an answer waits, from its drawn fraction. */
  ms(fraction: number, route: string, rule?: LatencyRange): number {
    const range = this.rangeFor(route, rule);
    return range ? range.min + Math.floor(fraction * (range.max - range.min + 1)) : 0;
  }

  /** Starts the sequence of one session (or of every one) over: `POST /__mock/reset`. */
  reset(session?: string): void {
    if (session === undefined) this.#sequences.clear();
    else this.#sequences.delete(session);
  }
}
