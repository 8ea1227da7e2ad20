// `mock-site generate`: fixture files of every GET route a scenario serves, or of what a cassette recorded.
import type { ProfileName } from '../model/catalogue.js';
import { profileProblem } from './profile-option.js';
import { profiles } from '../catalogue/profiles.js';
import { resolveScenario } from '../app.js';
import { fixturesOfCassette } from '../generate/from-cassette.js';
import { fixturesOfScenario } from '../generate/from-scenario.js';
import { FORMATS, summary, writeFixtures, type FixtureFormat } from '../generate/write-fixtures.js';
import { CassetteError, readCassette } from '../cassette/cassette-file.js';
import { ScenarioError } from '../model/problem.js';
import type { Command } from './command.js';
import { commandOutput } from './output.js';

const PREFIX = '[mock-site] generate:';
const { fail } = commandOutput('generate');
const strip = (line: string) => line.replace(/^\[mock-site\] /, '');

export const generateCommand: Command = {
  help: `Usage: mock-site generate [--scenario <s.yaml> | --from <cassette.yaml>] [--profile site|shop]
                          [--out <dir>] [--format json|ts|msw] [--seed <n>]

Writes one fixture per GET answer under --out: every GET route of the served catalogue (collections, and for a
route with an id, one fixture per item its collection's first page lists, at most 10), answered by the mock in
process as the scenario's logged-in user. With --from, the GET requests a cassette recorded (2xx, JSON bodies).
Names follow the route and query: cms-v2/posts.json, cms-v2/posts/1.json, cms-v2/posts.page=2.json.
The same inputs give byte-identical files. Prints what it wrote and what it skipped, and why.

Options:
  --scenario <file>   the scenario to serve (default: the embedded one)
  --from <file>       a cassette (recordings/*.yaml) instead of a scenario
  --profile <name>    site or shop (default: the scenario's)
  --out <dir>         where to write (default: fixtures)
  --format <f>        json (the bodies exactly as served), ts (typed modules, one per fixture) or msw (the json
                      files and a handlers.ts of Mock Service Worker v2 handlers serving them)
  --seed <n>          the seed of generated values (default: the scenario's)
  --help              this text
`,
  options: {
    scenario: { type: 'string' },
    from: { type: 'string' },
    profile: { type: 'string' },
    out: { type: 'string' },
    format: { type: 'string' },
    seed: { type: 'string' },
    help: { type: 'boolean' },
  },
  async run(values) {
    const scenarioFile = values.scenario as string | undefined;
    const from = values.from as string | undefined;
    const profile = values.profile as string | undefined;
    const format = (values.format as string | undefined) ?? 'json';
    const seedText = values.seed as string | undefined;
    const out = (values.out as string | undefined) ?? 'fixtures';
    if (scenarioFile !== undefined && from !== undefined) return fail('give --scenario or --from, not both.', 2);
    const wrongProfile = profile === undefined ? null : profileProblem(profile);
    if (wrongProfile) return fail(wrongProfile, 2);
    if (!FORMATS.includes(format as FixtureFormat)) return fail(`--format must be one of ${FORMATS.join(', ')} (got ${JSON.stringify(format)}).`, 2);
    if (seedText !== undefined && !/^\d+$/.test(seedText)) return fail(`--seed must be a whole number (got ${JSON.stringify(seedText)}).`, 2);
    if (from !== undefined && seedText !== undefined) return fail('--seed applies to a scenario; a cassette replays what was recorded.', 2);

    let generated: ReturnType<typeof fixturesOfCassette>;
    try {
      if (from !== undefined) {
        generated = fixturesOfCassette(readCassette(from), profiles[(profile as ProfileName | undefined) ?? 'site']);
      } else {
        const scenario = resolveScenario({ ...(scenarioFile ? { scenario: scenarioFile } : {}), ...(profile ? { profile: profile as ProfileName } : {}) });
        generated = await fixturesOfScenario(seedText === undefined ? scenario : { ...scenario, seed: Number(seedText) });
      }
    } catch (e) {
      if (e instanceof CassetteError) return fail(e.problems.map(strip).join(`\n${PREFIX} `), 1);
      if (e instanceof ScenarioError) return fail(e.message.split('\n').map(strip).join(`\n${PREFIX} `), 1);
      throw e;
    }
    let written: ReturnType<typeof writeFixtures>;
    try {
      written = writeFixtures(generated, out, format as FixtureFormat);
    } catch (e) {
      return fail(`could not write under ${out}: ${(e as Error).message}`, 1);
    }
    process.stdout.write(`${PREFIX} ${summary(generated, written, out)}\n`);
    return 0;
  },
};
