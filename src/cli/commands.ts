// The command table: each command declares its options, help text and what it runs.
import type { ParseArgsConfig } from 'node:util';
import { exportCommand } from './export.js';
import { generateCommand } from './generate.js';
import { importCommand } from './import.js';
import { openapiCommand } from './openapi.js';
import { recordCommand } from './record.js';
import { schemaCommand } from './schema.js';
import { serveCommand } from './serve.js';
import { validateCommand } from './validate.js';
import { verifyRecordingsCommand } from './verify-recordings.js';
import { VERSION } from '../version.js';

export interface Command {
  summary: string;
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Whether it takes arguments besides its options (`validate a.yaml b.yaml`). */
  positionals?: boolean;
  run(values: Record<string, string | boolean | undefined>, positionals: string[]): Promise<number>;
}

export const COMMANDS: Record<string, Command> = {
  serve: serveCommand,
  validate: validateCommand,
  schema: schemaCommand,
  openapi: openapiCommand,
  record: recordCommand,
  import: importCommand,
  export: exportCommand,
  'verify-recordings': verifyRecordingsCommand,
  generate: generateCommand,
};

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length)) + 1;
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)} ${c.summary}`);
  return `mock-site ${VERSION}: a record/replay mock of a WordPress-style site REST API

Usage: mock-site <command> [options]

Commands:
${lines.join('\n')}

Options: --help (on any command), --version
`;
}
