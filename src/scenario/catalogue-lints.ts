// What `mock-site validate` finds beyond what loading and compiling the rules refuse, by what the site serves: rules
// whose route no route of the catalogue (or the scenario's own routes) can match, record sets that `{{state.<name>.count}}`
// counts but nothing keeps, and `data.records` record sets nothing binds. The scenario still serves with them.
import { BUILT_IN_RECORD_SETS } from '../areas/built-in-record-sets.js';
import { profiles, routesOf } from '../catalogue/profiles.js';
import { readTextBounded } from '../files/read-bounded.js';
import { compileRoutePattern, toRegExp } from '../catalogue/route-pattern.js';
import { parseTemplate } from '../template/template.js';
import { withExtraRoutes } from './extra-routes.js';
import type { Collected } from './load.js';
import type { Problem } from '../model/problem.js';
import type { Locate } from './section-context.js';
import type { SourceRef } from '../model/rule.js';
import type { Binding } from '../model/binding.js';
import { samplePath } from '../catalogue/route-pattern-fill.js';

/** What `state.<name>.count` can count besides the kinds' stores: tables, post types and taxonomies. */
const COUNTABLE = ['posts', 'pages', 'media', 'revisions', 'categories', 'tags', 'terms', 'users', 'comments', 'files', 'options', 'records', 'counters'];

export function catalogueLints(collected: Collected): Problem[] {
  const { scenario, locate } = collected;
  const problems: Problem[] = [];
  const profile = profiles[scenario.profile] ?? profiles.site;
  const patterns = routesOf(withExtraRoutes(profile, scenario.routes).profile).map((r) => r.pattern);
  const bindings = [
    ...scenario.rules.flatMap((r) => (r.bind ? [r.bind] : [])),
    ...scenario.routes.flatMap((r) => r.endpoints.flatMap((ep) => (ep.bind ? [ep.bind] : []))),
  ];
  const stores = new Set(bindings.flatMap(storesOf));
  const counted = storeChecker(new Set([...COUNTABLE, ...stores, ...BUILT_IN_RECORD_SETS, ...Object.keys(scenario.data.records ?? {})]));

  for (const rule of scenario.rules) {
    const at: Locate = locate.get(rule) ?? (() => rule.source);
    const route = rule.match.route;
    if (route !== undefined && !reaches(route, patterns)) {
      problems.push({
        ...at(['match', 'route']),
        message: `rule ${rule.id}: match.route ${route} matches no route of the catalogue or of the scenario's routes. Check the path (GET /index.php?rest_route=/ lists every route), or declare it under routes.`,
      });
    }
    for (const entry of [...(rule.respond ?? []), ...(rule.callbacks ?? [])]) {
      const here: Locate = locate.get(entry) ?? at;
      const { bodyFile, ...written } = entry as { bodyFile?: string };
      walkStrings(written, [], (text, path) => counted(text, here(path), problems));
      const text = bodyFile === undefined ? undefined : bodyText(bodyFile);
      if (text !== undefined) counted(text, here(['body_file']), problems);
    }
  }
  problems.push(...unusedStores(collected, stores));
  return problems;
}

/** Whether a route can answer what `route` matches (a pattern that does not compile is the rule compiler's problem). */
function reaches(route: string, patterns: readonly string[]): boolean {
  let rule: ReturnType<typeof compileRoutePattern>;
  try {
    rule = compileRoutePattern(route);
  } catch {
    return true;
  }
  const sample = samplePath(rule.pattern);
  return patterns.some((p) => toRegExp(p).test(sample) || rule.captures(samplePath(p)) !== null);
}

type StoreCheck = (text: string, where: SourceRef, problems: Problem[]) => void;

/** Reports the stores `{{state.<store>.count}}` counts that nothing keeps (the templates' syntax is the compiler's). */
function storeChecker(countable: ReadonlySet<string>): StoreCheck {
  return (text, where, problems) => {
    if (!text.includes('{{')) return;
    for (const part of parseTemplate(text).parts) {
      if (typeof part === 'string' || part.path[0] !== 'state') continue;
      const name = part.path[1];
      if (name !== undefined && name !== 'machines' && !countable.has(name)) {
        problems.push({
          ...where,
          message: `template {{${part.text}}}: unknown record set "${name}" (count a table such as posts, or a record set a bind names). Check the name.`,
        });
      }
    }
  };
}

/** A body file's text; undefined when it cannot be read (the rule compiler reports that). */
function bodyText(file: string): string | undefined {
  try {
    return readTextBounded(file, 'body file');
  } catch {
    return undefined;
  }
}

function walkStrings(value: unknown, path: (string | number)[], visit: (text: string, path: (string | number)[]) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value))
    value.forEach((v, i) => {
      walkStrings(v, [...path, i], visit);
    });
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walkStrings(v, [...path, k], visit);
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
      if (stores.has(store) || BUILT_IN_RECORD_SETS.has(store) || reported.has(store)) continue;
      reported.add(store);
      problems.push({
        ...file.ref(['data', 'records', store], true),
        message: `data.records: unknown record set "${store}": no rule or route binds it (bind.store). Bind a kind to it, or check the name.`,
      });
    }
  }
  return problems;
}
