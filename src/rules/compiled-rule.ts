// One rule compiled once at load: what it matches, what it answers, and the machines it reads and moves.
import type { Rule } from '../model/rule.js';
import type { BoundRule } from './bind.js';
import type { CompiledCallback } from './callbacks.js';
import type { CompiledResponse } from './compile-response.js';
import type { RequestTest } from './request-test.js';
import type { RoutePattern } from '../catalogue/route-pattern.js';

export interface CompiledRule {
  readonly rule: Rule;
  /** Its place in the order rules apply (priority, then file order); lower first. */
  readonly rank: number;
  /** Upper-case methods; null: any. GET rules answer HEAD too. */
  readonly methods: ReadonlySet<string> | null;
  readonly route: RoutePattern | null;
  readonly test: RequestTest | null;
  readonly when: readonly (readonly [machine: string, state: string])[];
  readonly then: readonly (readonly [machine: string, state: string])[];
  readonly responses: readonly CompiledResponse[];
  /** Requests sent once it answered (src/rules/callbacks.ts). */
  readonly callbacks: readonly CompiledCallback[];
  readonly cycle: boolean;
  /** Whether it keeps a per-session count of its answers (a sequence, or seeded fake values). */
  readonly counted: boolean;
  /** Whether its answers use `{{id}}`. */
  readonly usesId: boolean;
  readonly bound?: BoundRule;
}

/** The rules indexed for lookup, as answer.ts selects among them. */
export interface RuleIndex {
  /** The rules that may answer `method` on `route`, in the order they apply; null when none. */
  candidates(method: string, route: string): CompiledRule[] | null;
  /** Each machine's state before any rule moves it. */
  readonly initial: ReadonlyMap<string, string>;
}
