// What a command of the CLI is: its options, help text and what it runs (commands.ts lists them).
import type { ParseArgsConfig } from 'node:util';

export interface Command {
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Whether it takes arguments besides its options (`validate a.yaml b.yaml`). */
  positionals?: boolean;
  /** Options whose value may be left out, and the value they then take (`--log` alone is `--log text`). */
  bare?: Readonly<Record<string, string>>;
  run(values: Record<string, string | boolean | undefined>, positionals: string[]): Promise<number>;
}
