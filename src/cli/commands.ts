// The command table: each command declares its options, help text and what it runs.
import type { ParseArgsConfig } from 'node:util';
import { serveCommand } from './serve.js';
import { VERSION } from '../version.js';

export interface Command {
  summary: string;
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run(values: Record<string, string | boolean | undefined>): Promise<number>;
}

export const COMMANDS: Record<string, Command> = {
  serve: serveCommand,
};

export function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return `mock-site ${VERSION}: a record/replay mock of a WordPress-style site REST API

Usage: mock-site <command> [options]

Commands:
${lines.join('\n')}

Options: --help (on any command), --version
`;
}
