// `mock-site import`: a cassette into a scenario (`--to-scenario`), or a browser's HAR export into a cassette.
// The scenario is checked as `validate` would before it replaces anything; the cassette is scanned for every
// secret the HAR held before it is written.
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { harToCassette, HarImportError } from '../convert/har-import.js';
import { HarError, readHar } from '../convert/har-read.js';
import { siteOf } from '../convert/har-target.js';
import { cassetteToScenario, type ScenarioImport } from '../convert/scenario-import.js';
import { scenarioText } from '../convert/scenario-text.js';
import { writeAtomically } from '../store/atomic-file.js';
import { CassetteError, readCassette, stringifyCassette } from '../cassette/cassette-file.js';
import { ScenarioError } from '../model/problem.js';
import type { ExtraRoute } from '../model/rule.js';
import { isShippedRef, scenarioRefPath } from '../package-files.js';
import { loadScenario } from '../scenario/load.js';
import { writeCheckedScenario } from './checked-scenario.js';
import type { Command } from './command.js';
import { commandOutput } from './output.js';

const PREFIX = '[mock-site] import:';
const say = (line: string) => process.stdout.write(`${line}\n`);
const { fail } = commandOutput('import');
const withoutPrefix = (message: string) => message.replace(/^\[mock-site\] /, '');
const isHar = (file: string) => /\.(har|json)$/i.test(file);

export const importCommand: Command = {
  help: `Usage: mock-site import <cassette.yaml> --to-scenario <file> [--extends <scenario.yaml>] [--force]
       mock-site import <file.har> [--out <cassette>] [--all] [--target <url>] [--force]

A cassette (a recording of a real site) becomes a scenario whose data is a copy of that site: the newest
recorded answer of every post, page, media item, category, tag, user and comment (edit-context answers keep
the raw text), the index's site fields and /settings. Serve it with --scenario and the fake starts as the
recorded site and keeps behaving after writes. Imported users log in with the application password
mock-site-password. The output says which recorded routes it did not use.

With --extends, the scenario written extends that one (mock-site learn writes one holding a site's plugin
routes) and seeds data.records for each of its routes bound to a collection or singleton: the records of
the route's recorded 200 GET answers (a list route's items and an item route's record, one per id, the
newest answer winning), or a singleton's newest recorded value. The output says how many records each store got and which
bound routes were never recorded.

A HAR file (devtools: "Save all as HAR") becomes a cassette, redacted like a recording: only the requests to
the WordPress REST API (/wp-json/, ?rest_route=) of the site most of them went to.

Options:
  --to-scenario <file>   the scenario to write (from a cassette)
  --extends <file>       the scenario it extends: its bound routes' stores are seeded from the cassette
  --out <file>           the cassette to write (from a HAR; default recordings/<name>.yaml)
  --all                  keep every request to the site, not only REST API ones (HAR)
  --target <url>         the site to keep when the HAR holds several (https://example.org, or with a base path)
  --force                replace the output file if it exists
  --help                 this text
`,
  options: {
    'to-scenario': { type: 'string' },
    extends: { type: 'string' },
    out: { type: 'string' },
    all: { type: 'boolean' },
    target: { type: 'string' },
    force: { type: 'boolean' },
    help: { type: 'boolean' },
  },
  positionals: true,
  async run(values, positionals) {
    if (positionals.length !== 1) {
      return fail(
        `name one file to import (got ${positionals.length}): mock-site import recordings/site.yaml --to-scenario site.yaml, or mock-site import site.har.`,
        2,
      );
    }
    const input = positionals[0]!;
    const toScenario = values['to-scenario'] as string | undefined;
    const base = values.extends as string | undefined;
    if (base !== undefined && toScenario === undefined)
      return fail(
        `--extends names the scenario the imported one extends: say where that goes, mock-site import ${input} --to-scenario <file> --extends ${base || '<scenario.yaml>'}.`,
        2,
      );
    if (base === '') return fail('--extends needs a scenario file: --extends scenarios/learned.yaml (the one mock-site learn wrote).', 2);
    if (isHar(input)) {
      if (toScenario !== undefined)
        return fail(`--to-scenario reads a cassette: import the HAR first (mock-site import ${input}), then the cassette it writes.`, 2);
      return importHar(input, values);
    }
    if (toScenario === undefined)
      return fail(`say where the scenario goes: mock-site import ${input} --to-scenario <file>. (A HAR file must end in .har or .json.)`, 2);
    for (const option of ['out', 'all', 'target'] as const) {
      if (values[option] !== undefined) return fail(`--${option} is for HAR files; a cassette is imported with --to-scenario only.`, 2);
    }
    return importCassette(input, toScenario, values.force === true, base);
  },
};

interface Extended {
  /** The file as the scenario written names it: relative to its folder (`./learned.yaml`), or `mock-site/<file>`. */
  ref: string;
  routes: readonly ExtraRoute[];
}

/** The scenario `--extends` names, loaded (its own extends and includes too); a string is the line to fail with. */
function extendedScenario(given: string, out: string): Extended | string {
  const shipped = isShippedRef(given) && !existsSync(given);
  const file = shipped ? scenarioRefPath(process.cwd(), given) : resolve(given);
  if (file === resolve(out)) return `--extends ${given} is the file --to-scenario writes: a scenario cannot extend itself. Write the import to another file.`;
  if (!existsSync(file)) return `cannot read the scenario to extend, ${given}: no such file. Check the path (mock-site learn <url> writes one).`;
  let routes: readonly ExtraRoute[];
  try {
    routes = loadScenario(file).routes;
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    return `the scenario to extend, ${given}, does not load, so nothing was written. Fix it (mock-site validate ${given}) and import again:\n${e.message
      .split('\n')
      .map((line) => `  ${withoutPrefix(line)}`)
      .join('\n')}`;
  }
  if (shipped) return { ref: given, routes };
  const path = relative(dirname(resolve(out)), file);
  const ref = isAbsolute(path) ? path : path.split(sep).join('/');
  return { ref: ref.startsWith('../') || isAbsolute(ref) ? ref : `./${ref}`, routes };
}

function importCassette(input: string, out: string, force: boolean, base?: string): number {
  if (existsSync(out) && !force) return fail(`${out} exists. Add --force to replace it, or pick another --to-scenario.`, 1);
  const extended = base === undefined ? undefined : extendedScenario(base, out);
  if (typeof extended === 'string') return fail(extended, 1);
  let cassette: ReturnType<typeof readCassette>;
  try {
    cassette = readCassette(input);
  } catch (e) {
    if (e instanceof CassetteError) return fail(e.problems.map(withoutPrefix).join(`\n${PREFIX} `), 1);
    throw e;
  }
  const result = cassetteToScenario(cassette, extended ? { routes: extended.routes } : {});
  const scenario = extended ? { extends: extended.ref, ...result.scenario } : result.scenario;
  const text = scenarioText(scenario, input, cassette.cassette.target);
  const unwritten = writeCheckedScenario(out, text, input);
  if (unwritten !== undefined) return fail(unwritten, 1);
  const c = result.counts;
  say(
    `${PREFIX} wrote ${out} from ${input}: ${c.posts} posts, ${c.pages} pages, ${c.media} media, ${c.categories} categories, ${c.tags} tags, ${c.users} users, ${c.comments} comments, ${c.options} options.`,
  );
  if (base !== undefined) sayStores(base, result);
  if (result.unused.length) {
    say(`${PREFIX} recorded routes not used (${result.unused.length}):`);
    for (const route of result.unused) say(`  ${route}`);
  } else say(`${PREFIX} every recorded route was used.`);
  for (const note of result.notes) say(`${PREFIX} note: ${note}`);
  if (result.unrecorded.length) {
    say(`${PREFIX} note: routes of ${base} bound to a record set but never recorded (no 200 GET answer): not seeded (${result.unrecorded.length}):`);
    for (const route of result.unrecorded) say(`  ${route}`);
  }
  return 0;
}

/** How many records each store of the extended scenario's routes got. */
function sayStores(base: string, result: ScenarioImport): void {
  if (!result.stores.length) {
    say(`${PREFIX} no data.records seeded: the cassette holds no 200 GET answer of a route of ${base} bound to a collection or singleton.`);
    return;
  }
  say(`${PREFIX} data.records for the routes of ${base} (${result.stores.length}):`);
  for (const s of result.stores)
    say(
      `  ${s.store}: ${s.kind === 'collection' ? `${s.count} record${s.count === 1 ? '' : 's'}` : `the recorded value (${s.count} field${s.count === 1 ? '' : 's'})`}`,
    );
}

function importHar(input: string, values: Record<string, string | boolean | undefined>): number {
  const out = (values.out as string | undefined) ?? join('recordings', `${basename(input).replace(/\.(har|json)$/i, '')}.yaml`);
  if (existsSync(out) && values.force !== true) return fail(`${out} exists. Add --force to replace it, or pick another --out.`, 1);
  if (typeof values.target === 'string' && !siteOf(values.target)) {
    return fail(`--target must be an http:// or https:// URL such as https://example.org (got ${JSON.stringify(values.target)}).`, 2);
  }
  let imported: ReturnType<typeof harToCassette>;
  try {
    imported = harToCassette(readHar(input), {
      all: values.all === true,
      ...(typeof values.target === 'string' ? { target: values.target } : {}),
    });
  } catch (e) {
    if (e instanceof HarError) return fail(e.message, 1);
    if (e instanceof HarImportError) return fail(`${input}: ${e.message}`, 1);
    throw e;
  }
  const { cassette, ledger, skipped, missingBodies } = imported;
  const left = [
    skipped.otherSite && `${skipped.otherSite} to other sites`,
    skipped.notRest && `${skipped.notRest} outside the REST API (--all keeps them)`,
    skipped.failed && `${skipped.failed} that failed in the browser`,
  ].filter(Boolean);
  if (!cassette.interactions.length) return fail(`${input}: no request to ${cassette.cassette.target} to keep (${left.join(', ')}); nothing written.`, 1);
  const text = stringifyCassette(cassette);
  const leak = ledger.scan(text);
  if (leak) {
    return fail(
      `not writing ${out}: ${out}:${leak.line}:${leak.column} would still hold ${leak.what}. Remove it from the HAR (or export the HAR without cookies and credentials) and import again.`,
      1,
    );
  }
  try {
    writeAtomically(out, text);
  } catch (e) {
    return fail(`could not write ${out}: ${(e as Error).message}`, 1);
  }
  say(
    `${PREFIX} wrote ${out}: ${cassette.interactions.length} interactions with ${cassette.cassette.target}${left.length ? `; left out: ${left.join(', ')}` : ''}.`,
  );
  if (missingBodies)
    say(`${PREFIX} note: ${missingBodies} answers have no body in the HAR (devtools drops bodies it no longer holds); they were stored empty.`);
  return 0;
}
