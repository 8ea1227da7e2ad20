// `mock-site validate [files...]`: checks scenario files against the format and the catalogue of their
// profile, prints every problem as `file:line:col: message`; exit 1 on any problem. A problem is found once, by
// the code that refuses it when serving: the loader, then the rule compiler; then what only the catalogue tells.
import { readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { formatHint, formatProblem, type Problem } from '../model/problem.js';
import { compileRules } from '../rules/compile-rules.js';
import { catalogueLints } from '../scenario/catalogue-lints.js';
import { collectScenario } from '../scenario/load.js';
import type { Command } from './command.js';

const YAML = /\.ya?ml$/i;

/** Without arguments: every scenario under ./scenarios (and one folder deeper, such as examples/). */
function defaultFiles(): string[] {
  const root = 'scenarios';
  if (!isFolder(root)) return [];
  const list = (dir: string) =>
    readdirSync(dir)
      .sort()
      .map((f) => join(dir, f));
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

export interface Validated {
  problems: Problem[];
  /** What loads but is better written otherwise (a key in its old spelling): printed, never a failure. */
  hints: Problem[];
  /** What the scenario holds, for the summary. */
  counts: { rules: number; machines: number; routes: number };
}

/** Every problem of the scenario `file`, each with its file:line:col, in the order of the files and their lines; and its hints. */
export function validateScenario(file: string): Validated {
  const collected = collectScenario(file);
  const { scenario, locate } = collected;
  const problems = [...collected.problems];
  compileRules(scenario, { problems, locate });
  problems.push(...catalogueLints(collected));
  return {
    problems: inFileOrder(problems),
    hints: collected.hints,
    counts: { rules: scenario.rules.length, machines: scenario.machines.length, routes: scenario.routes.length },
  };
}

/** Files in the order their first problem was found, each file's problems by line and column. */
function inFileOrder(problems: Problem[]): Problem[] {
  const files = [...new Set(problems.map((p) => p.file))];
  return problems.sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file) || a.line - b.line || a.col - b.col);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const validateCommand: Command = {
  help: `Usage: mock-site validate [files...]

Checks scenario files (default: every .yaml under ./scenarios) against the scenario format and the route
catalogue of their profile: unknown keys and wrong types, rules whose route no route can match, when/then
naming unknown machines or states, unknown behaviour kinds or options, missing body files, bad {{...}}
templates, unknown record sets, routes that collide with the catalogue. Prints every problem as
file:line:col: message and exits with 1 when there is any; 0 and a summary otherwise. Keys written in an old
spelling still load: each gets a hint on stderr ([mock-site] file:line:col: hint: use "body_file" ...).

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
    const hints = new Set<string>();
    const totals = { rules: 0, machines: 0, routes: 0 };
    for (const file of files) {
      const validated = validateScenario(resolve(file));
      const { problems, counts } = validated;
      for (const p of problems) lines.add(formatProblem(p, shown(p.file)));
      for (const h of validated.hints) hints.add(formatHint(h, shown(h.file)));
      totals.rules += counts.rules;
      totals.machines += counts.machines;
      totals.routes += counts.routes;
    }
    if (hints.size) process.stderr.write(`${[...hints].join('\n')}\n`);
    if (lines.size) {
      process.stdout.write(`${[...lines].join('\n')}\n`);
      process.stderr.write(`[mock-site] validate: ${plural(lines.size, 'problem')} in ${plural(files.length, 'scenario')}. Fix them and run validate again.\n`);
      return 1;
    }
    process.stdout.write(
      `[mock-site] ${plural(files.length, 'scenario')} valid: ${plural(totals.rules, 'rule')}, ${plural(totals.machines, 'machine')}, ${plural(totals.routes, 'route')}.\n`,
    );
    return 0;
  },
};
