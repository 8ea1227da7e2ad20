// The command table: each command declares its options, help text and what it runs.
import { VERSION } from '../version.js';
import type { Command } from './command.js';

/** Each command's module loads only when it runs: `serve` starts without the recorder, converters or generators. */
export const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  serve: { summary: 'start the mock server', load: async () => (await import('./serve.js')).serveCommand },
  validate: { summary: 'check scenario files: format, routes, machines, templates', load: async () => (await import('./validate.js')).validateCommand },
  init: {
    summary: 'write a starter scenario that extends the shipped one (never overwrites a file)',
    load: async () => (await import('./init.js')).initCommand,
  },
  schema: { summary: 'print the JSON Schema of scenario files', load: async () => (await import('./schema.js')).schemaCommand },
  openapi: { summary: 'print the OpenAPI 3.1 document of the served routes', load: async () => (await import('./openapi.js')).openapiCommand },
  learn: { summary: "write a scenario of a WordPress site's own routes, read from its index", load: async () => (await import('./learn.js')).learnCommand },
  record: { summary: 'record a real site through a proxy into a cassette', load: async () => (await import('./record.js')).recordCommand },
  import: { summary: 'turn a cassette into scenario data, or a browser HAR into a cassette', load: async () => (await import('./import.js')).importCommand },
  export: { summary: 'write a cassette as a HAR file for browser devtools', load: async () => (await import('./export.js')).exportCommand },
  'verify-recordings': {
    summary: 'check recorded requests against the live site for drift',
    load: async () => (await import('./verify-recordings.js')).verifyRecordingsCommand,
  },
  generate: {
    summary: 'write fixture files (JSON, typed TypeScript or MSW handlers) of every GET route or of a cassette',
    load: async () => (await import('./generate.js')).generateCommand,
  },
};

/** `--name` given without a value (last, or before another option) as `--name=<its bare value>`, for parseArgs. */
export function withBareValues(args: readonly string[], bare: Readonly<Record<string, string>> = {}): string[] {
  return args.map((arg, i) => {
    const name = arg.startsWith('--') ? arg.slice(2) : '';
    const next = args[i + 1];
    return name && Object.hasOwn(bare, name) && (next === undefined || next.startsWith('-')) ? `--${name}=${bare[name]}` : arg;
  });
}

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
