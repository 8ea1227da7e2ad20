// A command's options in one table. Each is given on the command line or by its environment variable, named by one
// rule (`--foo-bar`: MOCK_SITE_FOO_BAR); the command line wins. In a variable a flag takes 1, true, yes or 0, false,
// no, and a repeatable option a comma-separated list; an empty variable counts as unset. The table also gives
// parseArgs its options and --help its lines, so a new option is parsed, documented and settable from the
// environment by adding one entry.
import type { ParseArgsConfig } from 'node:util';

export const ENV_PREFIX = 'MOCK_SITE_';

export interface OptionSpec {
  /** `flag`: on or off; `value`: takes one value; `list`: takes a value, repeatable. */
  type: 'flag' | 'value' | 'list';
  /** One-letter alias (`p` for `-p`). */
  short?: string;
  /** The value's placeholder in --help (`<n>`). */
  arg?: string;
  /** --help's description; lines after the first are indented under it. */
  help: string;
  /** A flag that also has `--no-<name>`, which turns it off (against its default or its variable). */
  negatable?: boolean;
  /** Given on the command line only (`--help`): no variable. */
  commandLineOnly?: boolean;
  /** Variables this option was read from before it followed the rule: still read when its own is not set. */
  formerEnv?: readonly string[];
  /** A value option that may be given alone: the value it then takes (`--log` is `--log text`). */
  bare?: string;
}

export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** `--foo-bar` is set by MOCK_SITE_FOO_BAR. */
export function envName(option: string): string {
  return `${ENV_PREFIX}${option.toUpperCase().replace(/-/g, '_')}`;
}

/** The values of the table's options that may be given alone (Command.bare). */
export function bareValues(table: OptionTable): Record<string, string> {
  return Object.fromEntries(Object.entries(table).flatMap(([name, spec]) => (spec.bare === undefined ? [] : [[name, spec.bare]])));
}

/** The options parseArgs needs for a table (`--no-<name>` for a negatable flag). */
export function parseArgsOptions(table: OptionTable): NonNullable<ParseArgsConfig['options']> {
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, spec] of Object.entries(table)) {
    options[name] = {
      type: spec.type === 'flag' ? 'boolean' : 'string',
      ...(spec.type === 'list' ? { multiple: true } : {}),
      ...(spec.short ? { short: spec.short } : {}),
    };
    if (spec.negatable) options[`no-${name}`] = { type: 'boolean' };
  }
  return options;
}

export type OptionValue = string | boolean | string[];

export interface ResolvedOptions {
  /** Each option's value from the command line, else from its variable; undefined when neither gives one. */
  values: Record<string, OptionValue | undefined>;
  /** How a message names an option: `--port` as given on the command line (or not given), MOCK_SITE_PORT when its variable gave it. */
  label(option: string): string;
}

const TRUE = ['1', 'true', 'yes'];
const FALSE = ['0', 'false', 'no'];

/**
 * The command line's values (from parseArgs) completed by the environment: what the table says each option is.
 * A string says what is wrong (a flag's variable that is no yes or no, `--x` with `--no-x`).
 */
export function resolveOptions(table: OptionTable, given: Record<string, unknown>, env: NodeJS.ProcessEnv): ResolvedOptions | string {
  const values: Record<string, OptionValue | undefined> = {};
  const fromEnv = new Map<string, string>();
  for (const [name, spec] of Object.entries(table)) {
    const on = given[name];
    const off = spec.negatable ? given[`no-${name}`] : undefined;
    if (on === true && off === true) return `--${name} and --no-${name} contradict each other. Give one of them.`;
    const cli = off === true ? false : on;
    if (cli !== undefined) {
      values[name] = cli as OptionValue;
      continue;
    }
    if (spec.commandLineOnly) continue;
    const variable = [envName(name), ...(spec.formerEnv ?? [])].find((v) => env[v] !== undefined && env[v]!.trim() !== '');
    if (variable === undefined) continue;
    const text = env[variable]!;
    fromEnv.set(name, variable);
    if (spec.type === 'flag') {
      const word = text.trim().toLowerCase();
      if (!TRUE.includes(word) && !FALSE.includes(word)) {
        return `${variable} must be 1, true or yes (as --${name}) or 0, false or no${spec.negatable ? ` (as --no-${name})` : ''} (got ${JSON.stringify(text)}).`;
      }
      values[name] = TRUE.includes(word);
    } else if (spec.type === 'list') {
      values[name] = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    } else {
      values[name] = text;
    }
  }
  return { values, label: (option) => fromEnv.get(option) ?? `--${option}` };
}

/** The options' lines of --help: each option, its description, and the variable that sets it. */
export function optionsHelp(table: OptionTable): string {
  const heads = Object.entries(table).map(([name, spec]) => {
    const short = spec.short ? `-${spec.short}, ` : '    ';
    const long = spec.negatable ? `--${name}, --no-${name}` : `--${name}`;
    return `  ${short}${long}${spec.arg ? ` ${spec.arg}` : ''}`;
  });
  const column = Math.max(...heads.map((h) => h.length)) + 2;
  const indent = ' '.repeat(column);
  return Object.entries(table)
    .map(([name, spec], n) => {
      const [first = '', ...rest] = spec.help.split('\n');
      const variable = spec.commandLineOnly ? [] : [`env ${envName(name)}${spec.formerEnv?.length ? ` (or ${spec.formerEnv.join(', ')})` : ''}`];
      return [heads[n]!.padEnd(column) + first, ...[...rest, ...variable].map((line) => indent + line.trim())].join('\n');
    })
    .join('\n');
}
