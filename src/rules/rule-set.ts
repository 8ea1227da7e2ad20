// A scenario's rules compiled and indexed by method and leading route segments, so a request that no
// rule could match costs a map lookup or two, however many rules the scenario has.
import type { DispatchResult, Prepared, Site, SiteRules } from '../dispatch/types.js';
import type { SourceRef } from '../model/rule.js';
import type { RestRequest } from '../wp/request.js';
import { answerByRule } from './answer.js';
import type { CompiledRule, RuleIndex } from './compiled-rule.js';

interface TrieNode {
  /** Rules whose route starts with the segments leading here (and no more literal ones). */
  rules: CompiledRule[];
  children: Map<string, TrieNode>;
}

class RouteIndex {
  readonly exact = new Map<string, CompiledRule[]>();
  readonly root: TrieNode = { rules: [], children: new Map() };
  size = 0;

  add(rule: CompiledRule): void {
    this.size++;
    const { route } = rule;
    if (route?.exact !== undefined) {
      const list = this.exact.get(route.exact);
      if (list) list.push(rule);
      else this.exact.set(route.exact, [rule]);
      return;
    }
    let node = this.root;
    for (const segment of route?.prefix ?? []) {
      let next = node.children.get(segment);
      if (!next) node.children.set(segment, (next = { rules: [], children: new Map() }));
      node = next;
    }
    node.rules.push(rule);
  }

  /** The rules that may match `lower` (a lower-cased route), in rank order; null when none. */
  candidates(lower: string): CompiledRule[] | null {
    let found = this.exact.get(lower) ?? null;
    let node: TrieNode | undefined = this.root;
    let start = 1;
    for (;;) {
      if (node.rules.length) found = found ? mergeByRank(found, node.rules) : node.rules;
      if (!node.children.size || start > lower.length) break;
      const end = lower.indexOf('/', start);
      node = node.children.get(end < 0 ? lower.slice(start) : lower.slice(start, end));
      if (!node) break;
      start = end < 0 ? lower.length + 1 : end + 1;
    }
    return found;
  }
}

function mergeByRank(a: CompiledRule[], b: CompiledRule[]): CompiledRule[] {
  const out: CompiledRule[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(a[i]!.rank < b[j]!.rank ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

const STANDARD_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export class RuleSet implements SiteRules, RuleIndex {
  /** How many rules there are: 0 lets the pipeline skip rules entirely. */
  readonly size: number;
  readonly rules: readonly CompiledRule[];
  /** Initial state of every machine. */
  readonly initial: ReadonlyMap<string, string>;
  readonly #byMethod = new Map<string, RouteIndex>();
  /** Rules without a method, for methods no rule names. */
  readonly #anyMethod = new RouteIndex();

  /** `rules` in the order they apply. */
  constructor(rules: readonly CompiledRule[], initial: ReadonlyMap<string, string>) {
    this.rules = rules;
    this.size = rules.length;
    this.initial = initial;
    const named = new Set(STANDARD_METHODS);
    for (const r of rules) for (const m of r.methods ?? []) named.add(m);
    for (const m of named) this.#byMethod.set(m, new RouteIndex());
    for (const r of rules) {
      if (!r.methods) this.#anyMethod.add(r);
      for (const [m, index] of this.#byMethod) if (!r.methods || r.methods.has(m)) index.add(r);
    }
  }

  /** The rules that may answer `method` on `route`, in the order they apply; null when none. */
  candidates(method: string, route: string): CompiledRule[] | null {
    const index = this.#byMethod.get(method) ?? this.#anyMethod;
    return index.size ? index.candidates(route.toLowerCase()) : null;
  }

  #sources: Map<string, SourceRef> | undefined;

  sourceOf(id: string): SourceRef | undefined {
    this.#sources ??= new Map(this.rules.map((r) => [r.rule.id, r.rule.source]));
    return this.#sources.get(id);
  }

  answer(site: Site, req: RestRequest, prepared: Prepared): Promise<DispatchResult | null> {
    return answerByRule(this, site, req, prepared);
  }

  static readonly EMPTY = new RuleSet([], new Map());
}
