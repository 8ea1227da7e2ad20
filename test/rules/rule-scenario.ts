// Scenarios with rules, built in code (the rule tests do not depend on the YAML loader): the default
// scenario plus the rules and machines given, each rule placed at `<file>:<index + 1>:3`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadScenario } from '../../src/scenario/load.js';
import type { Machine, Rule } from '../../src/model/rule.js';
import type { Scenario } from '../../src/model/scenario.js';

export type RuleInput = Partial<Omit<Rule, 'source'>>;

/** A folder for body files; rules built here name `<dir>/scenario.yaml` as their file. */
export const RULE_DIR = mkdtempSync(join(tmpdir(), 'mock-site-rules-'));
export const RULE_FILE = join(RULE_DIR, 'scenario.yaml');

export function ruleScenario(rules: RuleInput[], machines: Record<string, string[]> = {}): Scenario {
  return {
    ...loadScenario(),
    source: RULE_FILE,
    rules: rules.map(
      (r, i): Rule => ({
        id: `rules[${i}]`,
        priority: 0,
        match: {},
        ...r,
        source: { file: RULE_FILE, line: i + 1, col: 3 },
      }),
    ),
    machines: Object.entries(machines).map(
      ([name, states], i): Machine => ({
        name,
        states,
        initial: states[0]!,
        source: { file: RULE_FILE, line: 100 + i, col: 3 },
      }),
    ),
  };
}
