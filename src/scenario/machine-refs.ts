// Rules name machines and states in `when` and `then`: every name must be a declared machine and state.
import type { Problem } from '../model/problem.js';
import type { Locate } from './section-context.js';
import type { Machine, Rule } from '../model/rule.js';

export function machineRefProblems(rules: readonly Rule[], machines: readonly Machine[], locate: ReadonlyMap<object, Locate>): Problem[] {
  const byName = new Map(machines.map((m) => [m.name, m]));
  const problems: Problem[] = [];
  for (const rule of rules) {
    const at = locate.get(rule);
    for (const section of ['when', 'then'] as const) {
      for (const [name, state] of Object.entries(rule[section] ?? {})) {
        const where = at ? at([section, name], true) : rule.source;
        const machine = byName.get(name);
        if (!machine) {
          const known = machines.length ? `Declare it under machines (known: ${[...byName.keys()].join(', ')})` : 'Declare it under machines';
          problems.push({ ...where, message: `rule ${rule.id} ${section}: unknown machine "${name}". ${known}.` });
        } else if (!machine.states.includes(state)) {
          problems.push({
            ...(at ? at([section, name]) : rule.source),
            message: `rule ${rule.id} ${section}: machine "${name}" has no state "${state}" (states: ${machine.states.join(', ')}). Name one of its states or add it.`,
          });
        }
      }
    }
  }
  return problems;
}
