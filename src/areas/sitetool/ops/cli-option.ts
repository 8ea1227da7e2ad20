// `wp option get|list|update|delete` against the session's options (site-options.ts).
import { wpJson } from '../../../wp/json.js';
import { formatItems } from './cli-format.js';
import { failure, output, shown, success, type CliCommand, type CliEnv } from './cli-command.js';
import { wpCliSearch } from './like-pattern.js';
import { phpSerialize, phpVarExport } from './php-export.js';
import { allOptions, deleteOption, getOption, isCoreOption, setOption } from './site-options.js';

const optionOf = (env: CliEnv, name: string) => getOption(env.site, env.session, env.req.origin, name);

/** WP_CLI::print_value(): JSON when asked, scalars as they are, arrays as var_export() writes them. */
function printValue(value: unknown, format: unknown): string {
  if (format === 'json') return wpJson(value);
  if (value !== null && typeof value === 'object') return phpVarExport(value);
  if (typeof value === 'boolean') return value ? '1' : '';
  return String(value ?? '');
}

const get: CliCommand = {
  name: 'option get',
  synopsis: 'wp option get <key> [--format=<format>]',
  positionals: 1,
  tier: 'read',
  run: (env) => {
    const key = env.args.positional[0]!;
    const value = optionOf(env, key);
    if (value === undefined) return failure(`Could not get '${key}' option. Does it exist?`);
    return output(printValue(value, env.args.assoc.format));
  },
};

const list: CliCommand = {
  name: 'option list',
  synopsis: 'wp option list [--search=<pattern>] [--field=<field>] [--fields=<fields>] [--format=<format>]',
  tier: 'read',
  run: (env) => {
    const search = env.args.assoc.search;
    const match = typeof search === 'string' ? wpCliSearch(search) : null;
    const items = Object.entries(allOptions(env.site, env.session, env.req.origin))
      .filter(([name]) => !match || match.test(name))
      .map(([name, value]) => ({ option_name: name, option_value: value !== null && typeof value === 'object' ? phpSerialize(value) : value }));
    return output(formatItems(items, env.args.assoc, ['option_name', 'option_value']));
  },
};

/** The value `wp option update` stores: the text as given, or decoded with --format=json. */
function optionValueOf(env: CliEnv): { value: unknown } | { error: string } {
  const raw = env.args.positional[1]!;
  if (env.args.assoc.format !== 'json') return { value: raw };
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    return { error: 'Invalid JSON: the value given with --format=json does not parse.' };
  }
}

const update: CliCommand = {
  name: 'option update',
  synopsis: 'wp option update <key> <value> [--format=<format>]',
  positionals: 2,
  tier: 'write',
  plan: (env) => {
    const key = env.args.positional[0]!;
    const given = optionValueOf(env);
    if ('error' in given) return failure(given.error);
    const before = optionOf(env, key);
    const same = before !== undefined && wpJson(before) === wpJson(given.value);
    return {
      would: same
        ? `Would leave option '${key}' unchanged: the value passed is the one stored`
        : `Would ${before === undefined ? 'add' : 'update'} option '${key}' from ${before === undefined ? 'nothing' : shown(before)} to ${shown(given.value)}`,
      changes: { [`option:${key}`]: { from: before ?? null, to: given.value } },
      apply: async () => {
        if (same) return success(`Value passed for '${key}' option is unchanged.`);
        env.session.tick();
        setOption(env.session, key, given.value);
        await env.session.commit();
        return success(`Updated '${key}' option.`);
      },
    };
  },
};

const remove: CliCommand = {
  name: 'option delete',
  synopsis: 'wp option delete <key>',
  positionals: 1,
  tier: 'write',
  destructive: () => true,
  plan: (env) => {
    const key = env.args.positional[0]!;
    if (isCoreOption(env.site, env.session, key))
      return failure(`'${key}' is one of WordPress's own options; deleting it would break the site, so the mock refuses. Use wp option update to change it.`);
    const before = optionOf(env, key);
    if (before === undefined) return failure(`Could not delete '${key}' option. Does it exist?`);
    return {
      would: `Would permanently delete option '${key}' (now ${shown(before)})`,
      changes: { [`option:${key}`]: { from: before, to: null } },
      apply: async () => {
        env.session.tick();
        deleteOption(env.session, key);
        await env.session.commit();
        return success(`Deleted '${key}' option.`);
      },
    };
  },
};

export const OPTION_COMMANDS: readonly CliCommand[] = [get, list, update, remove];
