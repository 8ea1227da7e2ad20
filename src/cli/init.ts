// `mock-site init [file]`: writes a starter scenario for a project that installed mock-site. It extends the shipped
// scenario (`extends: mock-site/site.yaml`) and points its editor schema at the installed package's JSON Schema;
// it never overwrites a file.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ProfileName } from '../model/catalogue.js';
import { profileProblem } from './profile-option.js';
import { shippedScenariosDir, SHIPPED_PREFIX } from '../package-files.js';
import type { Command } from './command.js';
import { commandOutput } from './output.js';

export const DEFAULT_INIT_FILE = 'scenarios/mock-site.yaml';
const SCHEMA_IN_PACKAGE = 'mock-site/scenarios/scenario.schema.json';
const { fail } = commandOutput('init');

/**
 * The schema as the scenario's `$schema` line names it, relative to the scenario's folder (editors resolve it from
 * there): the installed package's, found through node_modules above that folder, else the running package's.
 */
function schemaRef(dir: string): { ref: string; installed: boolean } | undefined {
  for (let d = dir; ; d = dirname(d)) {
    const candidate = join(d, 'node_modules', SCHEMA_IN_PACKAGE);
    if (existsSync(candidate)) return { ref: relativeRef(dir, candidate), installed: true };
    if (dirname(d) === d) break;
  }
  const shipped = shippedScenariosDir();
  return shipped === null ? undefined : { ref: relativeRef(dir, join(shipped, 'scenario.schema.json')), installed: false };
}

const relativeRef = (from: string, to: string) => {
  const rel = relative(from, to).split(sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

export function starterScenario(profile: ProfileName, schema: string | undefined): string {
  const base = `${SHIPPED_PREFIX}${profile}.yaml`;
  return `${schema === undefined ? '' : `# yaml-language-server: $schema=${schema}\n`}# A mock-site scenario (README: "Scenario files"). Every key left out keeps the value of the scenario it extends.
extends: ${base}${' '.repeat(Math.max(1, 30 - base.length))}# the scenario mock-site ships (${profile === 'site' ? 'mock-site/shop.yaml: the shop profile' : 'mock-site/site.yaml: the site profile'})
site:
  name: My ${profile === 'site' ? 'Site' : 'Shop'}

routes:                                 # your plugin's routes: in the index, arguments checked like WordPress's
  - path: /my-plugin/v1/hello/{name}
    methods: GET

rules:                                  # answers of your own, for any route
  - name: hello
    match: { route: '/my-plugin/v1/hello/{name}' }
    respond: { body: { hello: '{{request.params.name}}' } }
`;
}

export const initCommand: Command = {
  help: `Usage: mock-site init [file] [--profile site|shop]

Writes a starter scenario (default ${DEFAULT_INIT_FILE}) that extends the scenario mock-site ships
(extends: mock-site/site.yaml) and names the installed JSON Schema on its first line, for editors
(# yaml-language-server: $schema=../node_modules/mock-site/scenarios/scenario.schema.json). It never overwrites
a file. Then: mock-site serve --scenario <file>.

Options:
  --profile <name>    site (default) or shop: which shipped scenario it extends
  --help              this text
`,
  options: { profile: { type: 'string' }, help: { type: 'boolean' } },
  positionals: true,
  async run(values, positionals) {
    const profile = (values.profile as string | undefined) ?? 'site';
    const wrongProfile = profileProblem(profile);
    if (wrongProfile) return fail(wrongProfile, 2);
    if (positionals.length > 1) return fail(`give one file (got ${positionals.length}: ${positionals.join(' ')}).`, 2);
    const file = positionals[0] ?? DEFAULT_INIT_FILE;
    const path = resolve(file);
    const schema = schemaRef(dirname(path));
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, starterScenario(profile as ProfileName, schema?.ref), { flag: 'wx' });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return fail(`${file} already exists; init never overwrites a file. Name another: mock-site init my-scenario.yaml.`, 1);
      return fail(`could not write ${file}: ${(e as Error).message}`, 1);
    }
    const lines = [
      `[mock-site] init: wrote ${file} (extends: ${SHIPPED_PREFIX}${profile}.yaml${schema ? `; $schema=${schema.ref}` : ''})`,
      ...(schema?.installed === false
        ? [
            '[mock-site] init: mock-site is not installed in this project, so the $schema line points at this copy of it; npm i -D mock-site makes it point into node_modules.',
          ]
        : []),
      `Next: npx mock-site serve --scenario ${file}   (check it first: npx mock-site validate ${file})`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  },
};
