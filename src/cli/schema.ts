// `mock-site schema`: prints the JSON Schema of scenario files (generated from the shape the loader checks),
// or writes it with --out (`npm run schema` refreshes scenarios/scenario.schema.json this way).
import { scenarioJsonSchemaText } from '../scenario/json-schema.js';
import type { Command } from './command.js';
import { commandOutput } from './output.js';

export const schemaCommand: Command = {
  help: `Usage: mock-site schema [--out <file>]

Prints the JSON Schema (draft 2020-12) of scenario files, for editors and CI.
  --out <file>   write it to a file instead of printing it
`,
  options: { out: { type: 'string' }, help: { type: 'boolean' } },
  async run(values) {
    return commandOutput('schema').emit(scenarioJsonSchemaText(), values.out as string | undefined);
  },
};
