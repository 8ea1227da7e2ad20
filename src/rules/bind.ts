// `bind`: a rule that answers with a behaviour kind (src/kinds) instead of a fixed answer. Where the
// catalogue has the route, the kind runs with the catalogue's route and endpoint (its response schema, its
// status); elsewhere with a route made from the rule itself, public and without arguments.
import { METHODS, type Method } from '../model/catalogue.js';
import { compileEndpoint } from '../dispatch/compile.js';
import type { Behaviour, CompiledEndpoint, CompiledRoute } from '../dispatch/types.js';
import type { Rule } from '../model/rule.js';
import type { Binding } from '../model/binding.js';
import type { RoutePattern } from '../catalogue/route-pattern.js';

/** Builds a kind's behaviour from a binding (src/kinds/index.ts); throws an Error saying what is wrong. */
export type KindBehaviour = (binding: Binding) => Behaviour;

export interface BoundRule {
  readonly behaviour: Behaviour;
  /** The route and endpoint the kind sees where no catalogue route matches. */
  readonly route: CompiledRoute;
  readonly endpoint: CompiledEndpoint;
}

export function bindRule(rule: Rule, binding: Binding, route: RoutePattern | null, kindBehaviour: KindBehaviour): BoundRule {
  const behaviour = kindBehaviour(binding);
  const methods = rule.match.method === undefined ? METHODS : ([] as Method[]).concat(rule.match.method);
  const endpoint = compileEndpoint({ methods, args: {}, permission: 'public', behaviour: `rule:${rule.id}` }, behaviour);
  const pattern = route?.pattern ?? '/';
  const namespace = (route?.prefix ?? []).slice(0, 2).join('/');
  return { behaviour, endpoint, route: { source: { pattern, namespace, endpoints: [endpoint.source] }, endpoints: [endpoint] } };
}
