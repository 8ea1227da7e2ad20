// `mock-site validate [files...]`: checks scenario files against the format and the catalogue of their
// profile, prints every problem as `file:line:col: message`; exit 1 on any problem.
import { readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { formatProblem } from '../scenario/problems.js';
import { validateScenario } from '../scenario/validate.js';
import type { Command } from './commands.js';

const YAML = /\.ya?ml$/i;

/** Without arguments: every scenario under ./scenarios (and one folder deeper, such as examples/). */
function defaultFiles(): string[] {
  const root = 'scenarios';
  if (!isFolder(root)) return [];
  const list = (dir: string) => readdirSync(dir).sort().map((f) => join(dir, f));
  const top = list(root);
  return [...top.filter((f) => YAML.test(f)), ...top.filter(isFolder).flatMap((d) => list(d).filter((f) => YAML.test(f)))];
}

/** Whether `path` is a folder (a broken link is not: reading it as a scenario then says what is wrong). */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** A path as the user would write it: relative to the working directory when inside it. */
function shown(file: string): string {
  if (file.startsWith('(')) return file;
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const validateCommand: Command = {
  help: `Usage: mock-site validate [files...]

Checks scenario files (default: every .yaml under ./scenarios) against the scenario format and the route
catalogue of their profile: unknown keys and wrong types, rules whose route no route can match, when/then
naming unknown machines or states, unknown behaviour kinds or options, missing body files, bad {{...}}
templates, unknown stores, routes that collide with the catalogue. Prints every problem as
file:line:col: message and exits with 1 when there is any; 0 and a summary otherwise.

Options:
  --help               this text
`,
  options: { help: { type: 'boolean' } },
  positionals: true,
  async run(_values, positionals) {
    const files = positionals.length ? positionals : defaultFiles();
    if (!files.length) {
      process.stderr.write('[mock-site] validate: no scenario files given and none under ./scenarios. Name the files: mock-site validate my.yaml.\n');
      return 2;
    }
    const lines = new Set<string>();
    const totals = { rules: 0, machines: 0, routes: 0 };
    for (const file of files) {
      const { problems, counts } = validateScenario(resolve(file));
      for (const p of problems) lines.add(formatProblem(p, shown(p.file)));
      totals.rules += counts.rules;
      totals.machines += counts.machines;
      totals.routes += counts.routes;
    }
    if (lines.size) {
      process.stdout.write(`${[...lines].join('\n')}\n`);
      process.stderr.write(`[mock-site] validate: ${plural(lines.size, 'problem')} in ${plural(files.length, 'scenario')}. Fix them and run validate again.\n`);
      return 1;
    }
    process.stdout.write(`[mock-site] ${plural(files.length, 'scenario')} valid: ${plural(totals.rules, 'rule')}, ${plural(totals.machines, 'machine')}, ${plural(totals.routes, 'route')}.\n`);
    return 0;
  },
};
