#!/usr/bin/env node
// mock-site's command line: parses arguments and hands over to one command. Built into dist/cli/mock-site.cjs, which
// launch.ts (dist/cli/main.js) runs from V8's code cache.
import { parseArgs } from 'node:util';
import { COMMANDS, usage, withBareValues } from './commands.js';
import { endQuietlyWhenOutputCloses } from './output.js';
import { VERSION } from '../version.js';

endQuietlyWhenOutputCloses();

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return 0;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    process.stderr.write(`[mock-site] unknown command "${name}" (commands: ${Object.keys(COMMANDS).join(', ')}). Run mock-site --help.\n`);
    return 2;
  }
  const command = await entry.load();
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: withBareValues(rest, command.bare), options: command.options, allowPositionals: command.positionals === true, strict: true });
  } catch (e) {
    process.stderr.write(`[mock-site] ${name}: ${(e as Error).message}. Run mock-site ${name} --help.\n`);
    return 2;
  }
  if (parsed.values.help) {
    process.stdout.write(command.help);
    return 0;
  }
  return command.run(parsed.values as Record<string, string | boolean | undefined>, parsed.positionals);
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0) process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
