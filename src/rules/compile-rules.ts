// Compiles a scenario's rules once per load: route patterns, request tests, responses (body files read,
// templates parsed), machine references checked, bindings built. Every problem names its file:line:col.
import { dirname, resolve } from 'node:path';
import { ScenarioError } from '../scenario/load.js';
import type { Rule } from '../scenario/rule-types.js';
import type { Scenario } from '../scenario/types.js';
import { kindBehaviour } from '../kinds/index.js';
import { bindRule, type KindBehaviour } from './bind.js';
import { compileCallback } from './callbacks.js';
import { compileResponse, type CompiledResponse } from './compile-response.js';
import { requestTest } from './request-test.js';
import { compileRoutePattern, type RoutePattern } from './route-pattern.js';
import { RuleSet, type CompiledRule } from './rule-set.js';
import { newCompileState } from './template.js';

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
  problems?: string[];
}

const endSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The scenario's rules, ready to answer; throws RulesError listing every problem unless `options.problems` collects them. */
export function compileRules(scenario: Scenario, options: CompileOptions = {}): RuleSet {
  const problems: string[] = [];
  const machines = new Map(scenario.machines.map((m) => [m.name, m]));
  const initial = new Map(scenario.machines.map((m) => [m.name, m.initial]));
  const ordered = scenario.rules.map((rule, i) => ({ rule, i })).sort((a, b) => b.rule.priority - a.rule.priority || a.i - b.i);
  const compiled: CompiledRule[] = [];
  /** Rules with the same route share its pattern, so a request tests it once (answer.ts). */
  const patterns = new Map<string, RoutePattern>();
  for (const { rule } of ordered) {
    const at = `${rule.source.file}:${rule.source.line}:${rule.source.col}: rule ${rule.id}`;
    const problem = (text: string) => problems.push(`${at}: ${endSentence(text)}`);
    const before = problems.length;

    let route: RoutePattern | null = null;
    if (rule.match.route !== undefined) {
      try {
        const text = rule.match.route;
        route = patterns.get(text) ?? compileRoutePattern(text);
        patterns.set(text, route);
      } catch (e) {
        problem(`match.route is not a valid route pattern (got ${JSON.stringify(rule.match.route)}: ${(e as Error).message}). Write a path, a WordPress pattern like /ns/v1/items/(?P<id>[\\d]+), or /ns/v1/items/{id}`);
      }
    }
    const states = (section: 'when' | 'then') => {
      const entries = Object.entries(rule[section] ?? {});
      for (const [name, state] of entries) {
        const machine = machines.get(name);
        if (!machine) problem(`${section} names machine "${name}", which the scenario does not define (machines: ${[...machines.keys()].join(', ') || 'none'}). Add it under machines:`);
        else if (!machine.states.includes(state)) problem(`${section}.${name} is "${state}", not a state of machine ${name} (${machine.states.join(', ')})`);
      }
      return entries;
    };
    const when = states('when');
    const then = states('then');

    const template = newCompileState();
    const responses: CompiledResponse[] = [];
    (rule.respond ?? []).forEach((response, n) => {
      const file = response.bodyFile === undefined ? undefined : resolve(dirname(rule.source.file), response.bodyFile);
      const seen = template.problems.length;
      try {
        responses.push(compileResponse(response, file, template));
      } catch (e) {
        problem(`respond[${n}]: ${(e as Error).message}`);
      }
      for (const p of template.problems.slice(seen)) problem(`respond[${n}]: ${p.expression}: ${p.message}`);
    });
    // Callbacks share the answers' compile state: their fake values get slots of their own, {{id}} counts the same.
    const callbacks = (rule.callbacks ?? []).map((callback, n) => {
      const seen = template.problems.length;
      const compiledCallback = compileCallback(callback, template);
      for (const p of template.problems.slice(seen)) problem(`callbacks[${n}]: ${p.expression}: ${p.message}`);
      return compiledCallback;
    });
    for (const name of new Set(template.machines)) {
      if (!machines.has(name)) problem(`{{state.machines.${name}}} names a machine the scenario does not define (machines: ${[...machines.keys()].join(', ') || 'none'})`);
    }

    let bound: CompiledRule['bound'];
    if (rule.bind) {
      try {
        bound = bindRule(rule, rule.bind, route, options.kindBehaviour ?? kindBehaviour);
      } catch (e) {
        problem(`bind: ${(e as Error).message.replace(/^\[mock-site\] /, '')}`);
      }
    } else if (!responses.length && problems.length === before) problem('it has neither respond nor bind. Say how it answers');
    if (problems.length > before) continue;

    compiled.push({
      rule,
      rank: compiled.length,
      methods: methodsOf(rule),
      route,
      test: requestTest(rule.match),
      when,
      then,
      responses,
      callbacks,
      cycle: rule.after === 'cycle',
      counted: responses.length > 1 || template.fakeSlots > 0,
      usesId: template.usesId,
      ...(bound ? { bound } : {}),
    });
  }
  if (options.problems) options.problems.push(...problems);
  else if (problems.length) throw new RulesError(problems);
  return compiled.length || initial.size ? new RuleSet(compiled, initial) : RuleSet.EMPTY;
}

function methodsOf(rule: Rule): ReadonlySet<string> | null {
  if (rule.match.method === undefined) return null;
  const methods = new Set(([] as string[]).concat(rule.match.method).map((m) => m.toUpperCase()));
  if (methods.has('GET')) methods.add('HEAD');
  return methods;
}
