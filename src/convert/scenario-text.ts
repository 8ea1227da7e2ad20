// The imported scenario as a YAML file: a header saying where it came from and how to log in, then the
// sections in the order docs/scenarios.md shows them.
import { loadYaml } from '../load-on-demand.js';
import type { ScenarioFile } from '../scenario/defaults.js';
import { IMPORTED_PASSWORD } from './scenario-import.js';

export function scenarioText(scenario: ScenarioFile, from: string, target: string | undefined): string {
  const header = [
    `# Imported by mock-site import from ${from}${target ? ` (a recording of ${target})` : ''}.`,
    '# The records every session starts from are the newest answers recorded for each item; edit freely.',
    ...(scenario.extends
      ? [`# It extends ${scenario.extends}: data.records holds the newest recorded answers of its routes bound to a collection or singleton.`]
      : []),
    ...(scenario.auth?.users ? [`# Every imported user logs in with the application password ${IMPORTED_PASSWORD} (HTTP Basic).`] : []),
  ];
  return `${header.join('\n')}\n${loadYaml().stringify(scenario, { lineWidth: 0, minContentWidth: 0, aliasDuplicateObjects: false })}`;
}
