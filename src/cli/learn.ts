// `mock-site learn <url>`: reads a WordPress site's index and its routes' OPTIONS, writes a scenario of the routes
// the built-in catalogue lacks. The scenario is checked as `validate` would before it replaces anything.
import { existsSync } from 'node:fs';
import { LearnError, siteReader } from '../learn/site-index.js';
import { learnedText, learnSite, type LearnProgress } from '../learn/learn-site.js';
import { parseTarget, RecorderSetupError } from '../record/forward.js';
import { progressView } from '../record/progress.js';
import type { ProfileName } from '../model/catalogue.js';
import { profileProblem } from './profile-option.js';
import { writeCheckedScenario } from './checked-scenario.js';
import type { Command } from './command.js';
import { commandOutput } from './output.js';

const PREFIX = '[mock-site] learn:';
const { fail } = commandOutput('learn');
const say = (line: string) => process.stdout.write(`${line}\n`);
const progressLine = (p: LearnProgress) => `${PREFIX} ${p.done} of ${p.total} routes described (OPTIONS)`;

export const learnCommand: Command = {
  help: `Usage: mock-site learn <url> [--auth <user:pass>] [--out <file>] [--profile site|shop] [--force]

Reads a WordPress site's REST index (and each route's OPTIONS answer) and writes a scenario whose routes are
every route the site has that the profile's built-in catalogue does not: namespace, pattern, methods and
arguments exactly as the site declares them, and the response schema. A route with an item route under it is
bound to a collection (list, create, read, update, delete), a GET/POST settings route to a singleton; the rest
answer from their schema. Serve it with mock-site serve --scenario <file>: the mock's index lists those routes
as the site does.

Options:
  --auth <user:pass>     log in (HTTP Basic, an application password) so private routes show too
  --out <file>           the scenario to write (default: the site's host name + .yaml, e.g. example.org.yaml)
  --profile <name>       site (default) or shop: the built-in catalogue the learned routes are added to
  --timeout <ms>         how long one request may take (default 30000)
  --force                replace the output file if it exists
  --quiet                no progress on stderr
  --help                 this text
`,
  options: {
    auth: { type: 'string' },
    out: { type: 'string' },
    profile: { type: 'string' },
    timeout: { type: 'string' },
    force: { type: 'boolean' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean' },
  },
  positionals: true,
  async run(values, positionals) {
    if (positionals.length !== 1) return fail(`name the site to learn (got ${positionals.length} arguments): mock-site learn https://example.org.`, 2);
    const profile = (values.profile as string | undefined) ?? 'site';
    const wrongProfile = profileProblem(profile);
    if (wrongProfile) return fail(wrongProfile, 2);
    const timeout = values.timeout === undefined ? 30_000 : Number(values.timeout);
    if (!Number.isInteger(timeout) || timeout < 1) return fail(`--timeout must be a whole number of milliseconds (got ${JSON.stringify(values.timeout)}).`, 2);
    let target: ReturnType<typeof parseTarget>;
    try {
      target = parseTarget(positionals[0]!.replace(/\/wp-json\/?$/, ''), values.auth as string | undefined, 'learn');
    } catch (e) {
      if (e instanceof RecorderSetupError) return fail(e.message.replace(/^\[mock-site\] learn: /, '').replace('--target', 'the site'), 2);
      throw e;
    }
    const out = (values.out as string | undefined) ?? `${target.url.hostname}.yaml`;
    if (existsSync(out) && values.force !== true) return fail(`${out} exists. Add --force to replace it, or pick another --out.`, 1);

    const view = values.quiet === true ? undefined : progressView(process.stderr, process.stderr.isTTY === true, progressLine);
    let site: Awaited<ReturnType<typeof learnSite>>;
    try {
      const reader = siteReader(target.clean, { timeoutMs: timeout, ...(target.auth ? { auth: target.auth } : {}) });
      site = await learnSite(reader, { profile: profile as ProfileName, ...(view ? { progress: (p) => view.update(p) } : {}) });
    } catch (e) {
      view?.finish();
      if (e instanceof LearnError) return fail(e.message, 1);
      throw e;
    }
    view?.finish();
    const unwritten = writeCheckedScenario(out, learnedText(site, target.clean), target.clean);
    if (unwritten !== undefined) return fail(unwritten, 1);

    const { learned, index } = site;
    say(
      `${PREFIX} wrote ${out}: ${learned.routes.length} routes learned of the ${Object.keys(index.routes).length} in ${target.clean}'s index (${learned.served.length} served by the ${profile} catalogue, the rest namespace roots or left out).`,
    );
    say(
      `${PREFIX} bound: ${learned.bound.collection} to a collection, ${learned.bound.singleton} to a singleton; ${learned.routes.length - learned.bound.collection - learned.bound.singleton} answer from their schema; ${learned.schemaless.length} without a schema.`,
    );
    for (const s of learned.skipped) say(`${PREFIX} left out ${s.pattern}: ${s.reason}.`);
    for (const s of learned.schemaless) say(`${PREFIX} no schema for ${s.pattern}: ${s.reason}.`);
    say(`${PREFIX} serve it: mock-site serve --scenario ${out}`);
    return 0;
  },
};
