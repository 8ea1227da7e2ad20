// `mock-site validate`: every problem of a scenario, beyond what loading refuses: rules whose route no route
// of the catalogue (or the scenario's own routes) can match, body files that are missing or broken, bad
// `{{...}}` templates, stores and machines that templates or data name but nothing declares.
import { BUILT_IN_STORES } from '../areas/built-in-stores.js';
import { extname } from 'node:path';
import { profiles, routesOf } from '../catalogue/profiles.js';
import { readTextBounded, type FileRefused } from '../files/read-bounded.js';
import { toRegExp } from '../dispatch/compile.js';
import { compileRoutePattern } from '../rules/route-pattern.js';
import { parseTemplate } from '../rules/template.js';
import { withExtraRoutes } from './extra-routes.js';
import { collectScenario, type Collected } from './load.js';
import { sentence, type Problem } from './problems.js';
import type { Locate } from './rule-sections.js';
import type { Binding, SourceRef } from './rule-types.js';
import { samplePath } from './route-samples.js';

/** What `state.<name>.count` can count besides the kinds' stores: tables, post types and taxonomies. */
const COUNTABLE = ['posts', 'pages', 'media', 'revisions', 'categories', 'tags', 'terms', 'users', 'comments', 'files', 'options', 'records', 'counters'];

export interface Validated {
  problems: Problem[];
  /** What the scenario holds, for the summary. */
  counts: { rules: number; machines: number; routes: number };
}

export function validateScenario(file: string): Validated {
  const collected = collectScenario(file);
  const { scenario, locate } = collected;
  const problems = [...collected.problems];
  const profile = profiles[scenario.profile] ?? profiles.site;
  const patterns = routesOf(withExtraRoutes(profile, scenario.routes).profile).map((r) => r.pattern);
  const bindings = [...scenario.rules.flatMap((r) => (r.bind ? [r.bind] : [])), ...scenario.routes.flatMap((r) => r.endpoints.flatMap((ep) => (ep.bind ? [ep.bind] : [])))];
  const stores = new Set(bindings.flatMap(storesOf));
  const templates = templateChecker(new Set([...COUNTABLE, ...stores, ...BUILT_IN_STORES, ...Object.keys(scenario.data.records ?? {})]), new Set(scenario.machines.map((m) => m.name)));

  for (const rule of scenario.rules) {
    const at: Locate = locate.get(rule) ?? (() => rule.source);
    const route = rule.match.route;
    if (route !== undefined) {
      const reach = routeReach(route, patterns);
      if (reach) problems.push({ ...at(['match', 'route']), message: `rule ${rule.id}: ${reach}` });
    }
    for (const response of rule.respond ?? []) {
      const here: Locate = locate.get(response) ?? at;
      for (const [name, value] of Object.entries(response.headers ?? {})) templates(String(value), here(['headers', name]), problems);
      walkStrings(response.body, [], (text, path) => templates(text, here(['body', ...path]), problems));
      if (response.bodyFile !== undefined) bodyFileProblems(response.bodyFile, here(['bodyFile']), templates, problems);
    }
    for (const callback of rule.callbacks ?? []) {
      const here: Locate = locate.get(callback) ?? at;
      templates(callback.url, here(['url']), problems);
      for (const [name, value] of Object.entries(callback.headers ?? {})) templates(String(value), here(['headers', name]), problems);
      walkStrings(callback.body, [], (text, path) => templates(text, here(['body', ...path]), problems));
    }
  }
  problems.push(...unusedStores(collected, stores));
  return { problems, counts: { rules: scenario.rules.length, machines: scenario.machines.length, routes: scenario.routes.length } };
}

/** Why no route can answer what `route` matches, or null when one can. */
function routeReach(route: string, patterns: readonly string[]): string | null {
  let rule;
  try {
    rule = compileRoutePattern(route);
  } catch (e) {
    return `match.route is not a valid route pattern (got ${JSON.stringify(route)}: ${(e as Error).message}). Write a path, a WordPress pattern such as /ns/v1/items/(?P<id>[\\d]+), or /ns/v1/items/{id}.`;
  }
  const sample = samplePath(rule.pattern);
  if (patterns.some((p) => toRegExp(p).test(sample) || rule.captures(samplePath(p)) !== null)) return null;
  return `match.route ${route} matches no route of the catalogue or of the scenario's routes. Check the path (GET /index.php?rest_route=/ lists every route), or declare it under routes.`;
}

type TemplateCheck = (text: string, where: SourceRef, problems: Problem[]) => void;

/** Checks the `{{...}}` of one string: syntax, roots, and the stores and machines `state.*` names. */
function templateChecker(countable: ReadonlySet<string>, machines: ReadonlySet<string>): TemplateCheck {
  return (text, where, problems) => {
    if (!text.includes('{{')) return;
    const parsed = parseTemplate(text);
    for (const p of parsed.problems) problems.push({ ...where, message: `template ${p.expression}: ${sentence(p.message)}` });
    for (const part of parsed.parts) {
      if (typeof part === 'string' || part.path[0] !== 'state') continue;
      const [, name, third] = part.path;
      if (name === 'machines' && third !== undefined && !machines.has(third)) {
        problems.push({ ...where, message: `template {{${part.text}}}: unknown machine "${third}". Declare it under machines.` });
      } else if (name !== undefined && name !== 'machines' && !countable.has(name)) {
        problems.push({ ...where, message: `template {{${part.text}}}: unknown store "${name}" (count a table such as posts, or a store a bind names). Check the name.` });
      }
    }
  };
}

function walkStrings(value: unknown, path: (string | number)[], visit: (text: string, path: (string | number)[]) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((v, i) => walkStrings(v, [...path, i], visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walkStrings(v, [...path, k], visit);
}

function bodyFileProblems(file: string, where: SourceRef, templates: TemplateCheck, problems: Problem[]): void {
  let text: string;
  try {
    text = readTextBounded(file, 'body file');
  } catch (e) {
    const { code, why, todo } = e as FileRefused;
    problems.push({ ...where, message: code === 'ENOENT' ? `bodyFile ${file} does not exist. Create it, or fix the path (relative to the scenario file).` : `bodyFile ${file} cannot be read (${why}). ${todo}` });
    return;
  }
  if (extname(file).toLowerCase() !== '.json') return templates(text, where, problems);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    problems.push({ ...where, message: `bodyFile ${file} is not valid JSON (${(e as Error).message}). Fix it, or give it another extension to send it as text.` });
    return;
  }
  walkStrings(value, [], (s) => templates(s, where, problems));
}

/** The stores a binding reads or writes: its own, and those an action's `set` changes. */
function storesOf(binding: Binding): string[] {
  const set = Array.isArray(binding.set) ? binding.set.map((e: { store?: unknown }) => e.store) : [];
  return [binding.store, ...set].filter((s): s is string => typeof s === 'string');
}

/** `data.records` stores that no rule or route binds: their records would never be read. */
function unusedStores({ parsed }: Collected, stores: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const file of [...parsed].reverse()) {
    for (const store of Object.keys(file.data.data?.records ?? {})) {
      if (stores.has(store) || BUILT_IN_STORES.has(store) || reported.has(store)) continue;
      reported.add(store);
      problems.push({ ...file.ref(['data', 'records', store], true), message: `data.records: unknown store "${store}": no rule or route binds it (bind.store). Bind a kind to it, or check the name.` });
    }
  }
  return problems;
}
