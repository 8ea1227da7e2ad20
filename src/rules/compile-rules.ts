// Compiles a scenario's rules once per load: route patterns, request tests, responses (body files read,
// templates parsed), bindings built. Every problem names its file:line:col. What the loader checks (shapes,
// when/then naming declared machines and states, binding options) is not checked again here.
import { dirname, resolve } from '../platform/path.js';
import { formatProblem, ScenarioError, sentence, type Problem } from '../model/problem.js';
import type { Rule } from '../model/rule.js';
import type { Scenario } from '../model/scenario.js';
import { kindBehaviour } from '../kinds/index.js';
import { bindRule, type KindBehaviour } from './bind.js';
import { compileCallback } from './callbacks.js';
import { compileResponse, type CompiledResponse } from './compile-response.js';
import { requestTest } from './request-test.js';
import { compileRoutePattern, type RoutePattern } from '../catalogue/route-pattern.js';
import { RuleSet } from './rule-set.js';
import type { CompiledRule } from './compiled-rule.js';
import { newCompileState } from '../template/template.js';
import type { Locate } from '../scenario/section-context.js';

/** A ScenarioError (load fails, a reload keeps the last good scenario) that lists each problem. */
export class RulesError extends ScenarioError {
  override name = 'RulesError';
  constructor(readonly problems: readonly string[]) {
    super(problems.map((p) => `[mock-site] ${p}`).join('\n'));
  }
}

export interface CompileOptions {
  /** Builds the behaviour of a `bind` (default: src/kinds' kindBehaviour). */
  kindBehaviour?: KindBehaviour;
  /** Problems are added here instead of thrown (`mock-site validate`). */
  problems?: Problem[];
  /** Where each rule, response and callback was written (collectScenario's `locate`): a problem is placed at what it is about, not at its rule. */
  locate?: ReadonlyMap<object, Locate>;
}

/** The scenario's rules, ready to answer; throws RulesError listing every problem unless `options.problems` collects them. */
export function compileRules(scenario: Scenario, options: CompileOptions = {}): RuleSet {
  const problems: Problem[] = [];
  const machines = new Map(scenario.machines.map((m) => [m.name, m]));
  const initial = new Map(scenario.machines.map((m) => [m.name, m.initial]));
  const ordered = scenario.rules.map((rule, i) => ({ rule, i })).sort((a, b) => b.rule.priority - a.rule.priority || a.i - b.i);
  const compiled: CompiledRule[] = [];
  /** Rules with the same route share its pattern, so a request tests it once (answer.ts). */
  const patterns = new Map<string, RoutePattern>();
  for (const { rule } of ordered) {
    /** `text` about `entry` (the rule, or one of its responses or callbacks, named by `label`) at `path` inside it. */
    const problem = (text: string, label = '', entry: object = rule, path: (string | number)[] = []) => {
      const at = options.locate?.get(entry);
      problems.push({ ...(at ? at(path) : rule.source), message: `rule ${rule.id}: ${label}${sentence(text)}` });
    };
    const before = problems.length;

    let route: RoutePattern | null = null;
    if (rule.match.route !== undefined) {
      try {
        const text = rule.match.route;
        route = patterns.get(text) ?? compileRoutePattern(text);
        patterns.set(text, route);
      } catch (e) {
        problem(
          `match.route is not a valid route pattern (got ${JSON.stringify(rule.match.route)}: ${(e as Error).message}). Write a path, a WordPress pattern like /ns/v1/items/(?P<id>[\\d]+), or /ns/v1/items/{id}`,
          '',
          rule,
          ['match', 'route'],
        );
      }
    }

    const template = newCompileState();
    const named = new Set<string>();
    /** The template problems and unknown machines `entry` added to the compile state since `seen`. */
    const templateProblems = (label: string, entry: object, seen: { problems: number; machines: number }) => {
      for (const p of template.problems.slice(seen.problems)) problem(`${p.expression}: ${p.message}`, label, entry, placeOf(entry, p.expression));
      for (const name of template.machines.slice(seen.machines)) {
        if (machines.has(name) || named.has(name)) continue;
        named.add(name);
        problem(
          `{{state.machines.${name}}} names a machine the scenario does not define (machines: ${[...machines.keys()].join(', ') || 'none'})`,
          '',
          entry,
          placeOf(entry, `state.machines.${name}`),
        );
      }
    };
    const mark = () => ({ problems: template.problems.length, machines: template.machines.length });
    const responses: CompiledResponse[] = [];
    (rule.respond ?? []).forEach((response, n) => {
      const file = response.bodyFile === undefined ? undefined : resolve(dirname(rule.source.file), response.bodyFile);
      const seen = mark();
      try {
        responses.push(compileResponse(response, file, template));
      } catch (e) {
        problem((e as Error).message, `respond[${n}]: `, response, ['body_file']);
      }
      templateProblems(`respond[${n}]: `, response, seen);
    });
    // Callbacks share the answers' compile state: their fake values get slots of their own, {{id}} counts the same.
    const callbacks = (rule.callbacks ?? []).map((callback, n) => {
      const seen = mark();
      const compiledCallback = compileCallback(callback, template);
      templateProblems(`callbacks[${n}]: `, callback, seen);
      return compiledCallback;
    });

    let bound: CompiledRule['bound'];
    if (rule.bind) {
      try {
        bound = bindRule(rule, rule.bind, route, options.kindBehaviour ?? kindBehaviour);
      } catch (e) {
        problem((e as Error).message.replace(/^\[mock-site\] /, ''), 'bind: ', rule, ['bind']);
      }
    }
    if (problems.length > before) continue;

    compiled.push({
      rule,
      rank: compiled.length,
      methods: methodsOf(rule),
      route,
      test: requestTest(rule.match),
      when: Object.entries(rule.when ?? {}),
      then: Object.entries(rule.then ?? {}),
      responses,
      callbacks,
      cycle: rule.after === 'cycle',
      counted: responses.length > 1 || template.fakeSlots > 0,
      usesId: template.usesId,
      ...(bound ? { bound } : {}),
    });
  }
  if (options.problems) options.problems.push(...problems);
  else if (problems.length) throw new RulesError(problems.map((p) => formatProblem(p)));
  return compiled.length || initial.size ? new RuleSet(compiled, initial) : RuleSet.EMPTY;
}

/** Where inside a response or callback `text` is written: the first string holding it, else its body file. */
function placeOf(entry: object, text: string): (string | number)[] {
  const find = (value: unknown, path: (string | number)[]): (string | number)[] | null => {
    if (typeof value === 'string') return value.includes(text) ? path : null;
    if (typeof value !== 'object' || value === null) return null;
    for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      const found = k === 'bodyFile' && !path.length ? null : find(v, [...path, k]);
      if (found) return found;
    }
    return null;
  };
  return find(entry, []) ?? ('bodyFile' in entry ? ['body_file'] : []);
}

function methodsOf(rule: Rule): ReadonlySet<string> | null {
  if (rule.match.method === undefined) return null;
  const methods = new Set(([] as string[]).concat(rule.match.method).map((m) => m.toUpperCase()));
  if (methods.has('GET')) methods.add('HEAD');
  return methods;
}
