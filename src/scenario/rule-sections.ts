// One file's `rules` and `machines` (and, through route-sections.ts, its `routes`) as the typed entries of
// model/rule.ts, each with the place it was written. Entries with a problem found here or by the shape check are
// left out (their problems are already reported), so the rule compiler does not report them again.
import { dirname, resolve } from '../platform/path.js';
import type { ResponseFile, RuleFile } from './file-types.js';
import type { ParsedFile } from './parse-file.js';
import { checkBinding } from '../kinds/index.js';
import { sentence } from '../model/problem.js';
import { routeSections } from './route-sections.js';
import type { Rule, RuleCallback, RuleResponse } from '../model/rule.js';
import type { Binding } from '../model/binding.js';
import type { Locate, SectionContext, Sections } from './section-context.js';
import { latencyRange } from '../model/latency.js';

/** `idPrefix`: '' for the scenario file itself, `<file name>:` for files it extends or includes. */
export function sectionsOf(parsed: ParsedFile, idPrefix: string): Sections {
  const out: Sections = { rules: [], machines: [], routes: [], problems: [], hints: [], locate: new Map() };
  const locator =
    (where: (string | number)[]): Locate =>
    (path, atKey) =>
      parsed.ref([...where, ...path], atKey);
  const problem = (path: (string | number)[], message: string, atKey = false) => out.problems.push({ ...parsed.ref(path, atKey), message });
  const hint = (path: (string | number)[], message: string) => out.hints.push({ ...parsed.ref(path, true), message });
  const { data } = parsed;
  // The kinds check their own options beyond the shape (templates, option combinations).
  const bindingProblems = (bind: Binding, path: (string | number)[]) => {
    const found = checkBinding(bind, path);
    for (const p of found) out.problems.push({ ...parsed.ref(p.path, p.atKey === true), message: sentence(p.message) });
    return found.length > 0;
  };

  (data.rules ?? []).forEach((r, i) => {
    if (parsed.broken(['rules', i])) return;
    const rule = ruleOf(r, i, parsed, idPrefix, problem, hint);
    if (!rule || (rule.bind && bindingProblems(rule.bind, ['rules', i, 'bind']))) return;
    const listed = Array.isArray(r.respond);
    rule.respond?.forEach((res, j) => {
      out.locate.set(res, locator(['rules', i, 'respond', ...(listed ? [j] : [])]));
    });
    rule.callbacks?.forEach((c, j) => {
      out.locate.set(c, locator(['rules', i, 'callbacks', ...(Array.isArray(r.callbacks) ? [j] : [])]));
    });
    out.rules.push(rule);
    out.locate.set(rule, locator(['rules', i]));
  });

  for (const [name, m] of Object.entries(data.machines ?? {})) {
    if (parsed.broken(['machines', name])) continue;
    const initial = m.initial ?? m.states[0];
    if (initial === undefined) problem(['machines', name, 'states'], `machine "${name}" has no states. List at least one.`);
    else if (!m.states.includes(initial))
      problem(
        ['machines', name, 'initial'],
        `machine "${name}" starts in "${initial}", which is not one of its states (${m.states.join(', ')}). Add it to states or start in one of them.`,
      );
    else {
      const twice = m.states.find((s, j) => m.states.indexOf(s) !== j);
      if (twice !== undefined)
        problem(['machines', name, 'states', m.states.lastIndexOf(twice)], `machine "${name}" lists state "${twice}" twice. Remove one.`);
      out.machines.push({ name, initial, states: [...m.states], source: parsed.ref(['machines', name], true) });
    }
  }

  routeSections({ parsed, out, problem, bindingProblems, locator });
  return out;
}

function ruleOf(
  r: RuleFile,
  i: number,
  parsed: ParsedFile,
  idPrefix: string,
  problem: SectionContext['problem'],
  hint: SectionContext['problem'],
): Rule | null {
  const where = ['rules', i];
  const id = r.name ?? `${idPrefix}rules[${i}]`;
  if (r.respond !== undefined && r.bind) {
    problem([...where, 'bind'], `rule ${id} has both respond and bind. Keep one: a fixed answer or a behaviour kind.`, true);
    return null;
  }
  if (r.respond === undefined && !r.bind) {
    problem(where, `rule ${id} has neither respond nor bind. Say how it answers: a fixed answer (respond) or a behaviour kind (bind).`);
    return null;
  }
  const responses = Array.isArray(r.respond) ? r.respond : r.respond === undefined ? undefined : [r.respond];
  if (responses && !responses.length) {
    problem([...where, 'respond'], `rule ${id} has an empty list of answers. Give at least one.`);
    return null;
  }
  const respond = responses?.map((res, j) => responseOf(res, [...where, 'respond', ...(Array.isArray(r.respond) ? [j] : [])], id, parsed.file, problem, hint));
  return {
    id,
    source: parsed.ref(where),
    priority: r.priority ?? 0,
    match: r.match ?? {},
    ...(respond ? { respond } : {}),
    ...(r.after ? { after: r.after } : {}),
    ...(r.bind ? { bind: r.bind } : {}),
    ...(r.when ? { when: r.when } : {}),
    ...(r.then ? { then: r.then } : {}),
    ...(r.callbacks !== undefined ? { callbacks: callbacksOf(r.callbacks, [...where, 'callbacks'], problem) } : {}),
    ...(r.latency !== undefined && latencyRange(r.latency) ? { latency: latencyRange(r.latency)! } : {}),
  };
}

/** A rule's `callbacks` as a list; a URL without templates that cannot be sent is reported where it is written. */
function callbacksOf(given: RuleCallback | RuleCallback[], where: (string | number)[], problem: SectionContext['problem']): RuleCallback[] {
  const listed = Array.isArray(given);
  const callbacks = listed ? given : [given];
  callbacks.forEach((c, j) => {
    const why = c.url.includes('{{') ? null : callbackUrlProblem(c.url);
    if (why) problem([...where, ...(listed ? [j] : []), 'url'], why);
  });
  return callbacks.map((c) => ({ ...c }));
}

/** What is wrong with a callback's URL, or null. */
export function callbackUrlProblem(url: string): string | null {
  const todo = 'Write a whole http:// or https:// URL (http://127.0.0.1:9000/hooks/order), or a path to the mock itself (/index.php?rest_route=/my/v1/hook).';
  if (url.startsWith('/') && !/^\/[/\\]/.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `callback url ${JSON.stringify(url)} is not a URL. ${todo}`;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:'
    ? null
    : `callback url ${JSON.stringify(url)} is a ${parsed.protocol} URL, which is not sent. ${todo}`;
}

/** A response as loaded: its `body_file` (or the old spelling `bodyFile`, with a hint) resolved against `file`. */
function responseOf(
  res: ResponseFile,
  at: (string | number)[],
  id: string,
  file: string,
  problem: SectionContext['problem'],
  hint: SectionContext['problem'],
): RuleResponse {
  const { body_file: canonical, bodyFile: old, ...rest } = res;
  if (old !== undefined) {
    if (canonical !== undefined)
      problem([...at, 'bodyFile'], `a response of rule ${id} gives both body_file and bodyFile, its old spelling. Keep body_file.`, true);
    else hint([...at, 'bodyFile'], 'use "body_file" (bodyFile is its old spelling: the scenario\'s own keys are snake_case).');
  }
  const bodyFile = canonical ?? old;
  if (rest.body !== undefined && bodyFile !== undefined)
    problem([...at, canonical !== undefined ? 'body_file' : 'bodyFile'], `a response of rule ${id} has both body and body_file. Keep one.`, true);
  return bodyFile === undefined ? rest : { ...rest, bodyFile: resolve(dirname(file), bodyFile) };
}
