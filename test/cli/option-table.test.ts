// The serve option table: every option is settable by its environment variable, named by one rule, and --help
// names that variable. These run over the table itself, so an option added to it is covered without a new test.
import { describe, expect, it } from 'vitest';
import { envName, optionsHelp, parseArgsOptions, resolveOptions, type OptionSpec, type OptionTable } from '../../src/cli/option-table.js';
import { SERVE_OPTIONS, serveCommand } from '../../src/cli/serve.js';

const TABLE: OptionTable = SERVE_OPTIONS;
const options = Object.entries(TABLE) as [string, OptionSpec][];
const fromEnv = options.filter(([, spec]) => !spec.commandLineOnly);
const ofType = (type: OptionSpec['type']) => fromEnv.filter(([, spec]) => spec.type === type);

function resolved(given: Record<string, unknown>, env: Record<string, string>) {
  const r = resolveOptions(TABLE, given, env);
  if (typeof r === 'string') throw new Error(r);
  return r;
}

describe('the environment variable of an option', () => {
  it('is named by one rule: --foo-bar is MOCK_SITE_FOO_BAR', () => {
    expect(envName('port')).toBe('MOCK_SITE_PORT');
    expect(envName('record-into')).toBe('MOCK_SITE_RECORD_INTO');
    expect(envName('max-body')).toBe('MOCK_SITE_MAX_BODY');
  });

  it('keeps the names serve read before the rule (MOCK_SITE_PORT, MOCK_SITE_MAX_BODY, MOCK_SITE_ADMIN_TOKEN, ...)', () => {
    const names = fromEnv.map(([name]) => envName(name));
    for (const old of [
      'MOCK_SITE_PORT',
      'MOCK_SITE_HOST',
      'MOCK_SITE_SCENARIO',
      'MOCK_SITE_PROFILE',
      'MOCK_SITE_DB',
      'MOCK_SITE_MAX_BODY',
      'MOCK_SITE_MAX_UPLOAD',
      'MOCK_SITE_MAX_SESSIONS',
      'MOCK_SITE_JOURNAL_SIZE',
      'MOCK_SITE_JOURNAL_BODIES',
      'MOCK_SITE_ADMIN_TOKEN',
    ]) {
      expect(names).toContain(old);
    }
    expect(resolved({}, { MOCK_SITE_ADMIN_ORIGINS: 'http://a.test,http://b.test' }).values['admin-origin']).toEqual(['http://a.test', 'http://b.test']);
  });

  it("exists for every serve option but --help, and the issue's replay options are among them", () => {
    expect(fromEnv.map(([name]) => name)).toEqual(
      expect.arrayContaining(['replay', 'fallback', 'strict', 'target', 'coverage', 'watch', 'auth', 'record-into', 'quiet']),
    );
    expect(options.filter(([, spec]) => spec.commandLineOnly).map(([name]) => name)).toEqual(['help']);
  });

  it.each(ofType('value'))('sets --%s, which the command line overrides', (name) => {
    const r = resolved({}, { [envName(name)]: 'from-env' });
    expect(r.values[name]).toBe('from-env');
    expect(r.label(name)).toBe(envName(name));
    const both = resolved({ [name]: 'from-cli' }, { [envName(name)]: 'from-env' });
    expect(both.values[name]).toBe('from-cli');
    expect(both.label(name)).toBe(`--${name}`);
  });

  it.each(ofType('list'))('sets the repeatable --%s as a comma-separated list, which the command line replaces', (name) => {
    expect(resolved({}, { [envName(name)]: ' a, b ,,c ' }).values[name]).toEqual(['a', 'b', 'c']);
    expect(resolved({ [name]: ['x', 'y'] }, { [envName(name)]: 'a,b' }).values[name]).toEqual(['x', 'y']);
  });

  it.each(ofType('flag'))('sets the flag --%s with 1/true/yes or 0/false/no, and refuses anything else naming itself', (name) => {
    for (const yes of ['1', 'true', 'yes', 'TRUE', ' Yes ']) expect(resolved({}, { [envName(name)]: yes }).values[name]).toBe(true);
    for (const no of ['0', 'false', 'no', 'False', 'NO']) expect(resolved({}, { [envName(name)]: no }).values[name]).toBe(false);
    for (const bad of ['on', 'off', '2', 'maybe', 'y']) {
      const r = resolveOptions(TABLE, {}, { [envName(name)]: bad });
      expect(r).toBe(
        `${envName(name)} must be 1, true or yes (as --${name}) or 0, false or no${TABLE[name]!.negatable ? ` (as --no-${name})` : ''} (got ${JSON.stringify(bad)}).`,
      );
    }
    expect(resolved({ [name]: true }, { [envName(name)]: 'no' }).values[name]).toBe(true);
  });

  it.each(fromEnv)('counts an empty MOCK_SITE_ variable for --%s as unset', (name) => {
    expect(resolved({}, { [envName(name)]: '' }).values[name]).toBeUndefined();
    expect(resolved({}, { [envName(name)]: '  ' }).values[name]).toBeUndefined();
  });

  it('takes nothing from the environment for a command-line-only option', () => {
    expect(resolved({}, { MOCK_SITE_HELP: '1' }).values.help).toBeUndefined();
  });

  it('turns a negatable flag off with --no-<name> against its variable, and refuses both on the command line', () => {
    for (const [name] of ofType('flag').filter(([, spec]) => spec.negatable)) {
      expect(resolved({ [`no-${name}`]: true }, { [envName(name)]: 'yes' }).values[name]).toBe(false);
      expect(resolveOptions(TABLE, { [name]: true, [`no-${name}`]: true }, {})).toBe(`--${name} and --no-${name} contradict each other. Give one of them.`);
    }
  });
});

describe('serve --help and parsing from the table', () => {
  it.each(options)('lists --%s with its variable', (name, spec) => {
    const help = serveCommand.help;
    const line = help.split('\n').findIndex((l) => new RegExp(`^\\s+(-\\w, )?--${name}[ ,]`).test(l));
    expect(line).toBeGreaterThan(-1);
    if (spec.commandLineOnly) expect(help).not.toContain(envName(name));
    else
      expect(
        help
          .split('\n')
          .slice(line)
          .find((l) => l.trim().startsWith('env ')),
      ).toContain(`env ${envName(name)}`);
  });

  it('parses every option of the table (with --no-watch, and -p for --port)', () => {
    const parsed = parseArgsOptions(TABLE);
    for (const [name, spec] of options) {
      expect(parsed[name]).toMatchObject({ type: spec.type === 'flag' ? 'boolean' : 'string' });
      if (spec.negatable) expect(parsed[`no-${name}`]).toEqual({ type: 'boolean' });
    }
    expect(serveCommand.options.port).toMatchObject({ short: 'p' });
    expect(serveCommand.options['no-watch']).toEqual({ type: 'boolean' });
  });

  it('lays help out in one column, continuation lines under the description', () => {
    const help = optionsHelp({ 'a-b': { type: 'value', short: 'a', arg: '<x>', help: 'first\nsecond' }, c: { type: 'flag', negatable: true, help: 'flag' } });
    expect(help).toBe(
      [
        '  -a, --a-b <x>    first',
        '                   second',
        '                   env MOCK_SITE_A_B',
        '      --c, --no-c  flag',
        '                   env MOCK_SITE_C',
      ].join('\n'),
    );
  });
});
