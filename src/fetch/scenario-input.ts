// What createMockSite() accepts as a scenario: a file path (Node), YAML text, or the scenario as an object — each
// read over the embedded default as `serve --scenario` reads a file, with the same checks and messages.
import type { ProfileName } from '../model/catalogue.js';
import type { Scenario } from '../model/scenario.js';
import type { ScenarioFile } from '../scenario/defaults.js';
import { loadScenario } from '../scenario/load.js';

/** A path ends in .yaml, .yml or .json and holds no line break; any other string is the scenario's YAML. */
const PATH = /^[^\n\r]*\.(?:ya?ml|json)$/i;

export function scenarioOf(input: string | ScenarioFile | undefined, overrides: { profile?: ProfileName; seed?: number }): Scenario {
  const own: ScenarioFile = {
    ...(overrides.profile ? { profile: overrides.profile } : {}),
    ...(overrides.seed !== undefined ? { seed: overrides.seed } : {}),
  };
  if (input === undefined) return loadScenario(undefined, own);
  if (typeof input !== 'string') return loadScenario(undefined, { ...input, ...own });
  if (PATH.test(input.trim())) return loadScenario(input.trim(), own);
  return loadScenario('scenario.yaml', own, input);
}
