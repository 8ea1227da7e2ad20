// Reads a scenario file (YAML, with `extends:` and `include:`), checks it, and resolves it over the embedded
// default. collectScenario() gathers every problem (for `validate`); loadScenario() throws them. Hints (a key in
// its old spelling...) are warnings: they never stop a load (scenarioHints).
import { closeSync, constants, existsSync, openSync, readSync } from '../platform/files.js';
import { basename, dirname, resolve } from '../platform/path.js';
import { profiles } from '../catalogue/profiles.js';
import { isShippedRef, scenarioRefPath, shippedScenarioNames } from '../package-files.js';
import { FileRefused, readTextBounded } from '../files/read-bounded.js';
import { capabilitiesOf } from '../model/roles.js';
import { DEFAULT_SCENARIO, type ScenarioFile } from './defaults.js';
import { routeCollisions } from './extra-routes.js';
import { machineRefProblems } from './machine-refs.js';
import { parseJsonScenarioFile, parseOverrides, parseScenarioFile, type ParsedFile } from './parse-file.js';
import { formatProblem, NOWHERE, place, ScenarioError, type Problem } from '../model/problem.js';
import { sectionsOf } from './rule-sections.js';
import type { Locate } from './section-context.js';
import type { ExtraRoute, Machine, Rule, SourceRef } from '../model/rule.js';
import { INCLUDABLE } from './shape.js';
import type { Scenario, User } from '../model/scenario.js';
import type { ScenarioData } from '../model/data.js';
import { scenarioLatency } from '../model/latency.js';
import { compileRoutePattern } from '../catalogue/route-pattern.js';

export interface Collected {
  /** Built even when there are problems (from the parts that are right), for further checks. */
  scenario: Scenario;
  problems: Problem[];
  /** What still loads but is better written otherwise (`use "body_file"`): printed as `file:line:col: hint: ...`. */
  hints: Problem[];
  /** Every file read, in the order read. */
  parsed: ParsedFile[];
  /** Positions inside each rule, response and extra route. */
  locate: ReadonlyMap<object, Locate>;
}

/**
 * Loads `file` (or only the embedded default when undefined). Throws ScenarioError with file:line:col. `text`: the
 * file's YAML given instead of read (`file` then only names it in messages and anchors its `extends`/`include`).
 */
export function loadScenario(file?: string, overrides: ScenarioFile = {}, text?: string): Scenario {
  const { scenario, problems, hints } = collectScenario(file, overrides, text);
  if (problems.length) throw new ScenarioError(problems.map((p) => `[mock-site] ${formatProblem(p)}`).join('\n'));
  if (hints.length) HINTS.set(scenario, hints);
  return scenario;
}

const HINTS = new WeakMap<Scenario, readonly Problem[]>();

/** The hints of a scenario loadScenario() returned, for a caller to print (`[mock-site] file:line:col: hint: ...`). */
export const scenarioHints = (scenario: Scenario): readonly Problem[] => HINTS.get(scenario) ?? [];

/** One file and what it adds to the rules, machines and routes (the files it includes, then itself). */
interface Layer {
  parsed: ParsedFile;
  contributors: ParsedFile[];
}

type Via = { ref: SourceRef; key: 'extends' | 'include'; name: string };

/**
 * JSON scenarios (generated, or a crawled site) are read up to this: their values cost about their own size
 * (json-text.ts), where yaml's Document of the same text takes 15 to 110 times it (the scenario limit's reason).
 */
const JSON_SCENARIO_LIMIT = 256 * 1024 * 1024;

/** One scenario file parsed; throws FileRefused. A file over the scenario limit is read only when it is JSON. */
function readScenarioFile(path: string): ParsedFile {
  try {
    return parseScenarioFile(readTextBounded(path, 'scenario'), path);
  } catch (e) {
    if (!(e instanceof FileRefused && e.code === 'too-large' && startsAsJson(path))) throw e;
    let json: ParsedFile | undefined;
    try {
      json = parseJsonScenarioFile(readTextBounded(path, 'scenario', JSON_SCENARIO_LIMIT), path);
    } catch {
      throw e;
    }
    if (!json) throw e;
    return json;
  }
}

/** Whether the file's first character (after white space) opens a JSON object. */
function startsAsJson(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)); // a path swapped for a FIFO never blocks
    const head = Buffer.alloc(256);
    const n = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, n).toString('latin1').trimStart().startsWith('{');
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Sections that add up across files rather than override. */
const ADDITIVE = new Set(['extends', 'include', 'rules', 'machines', 'routes']);

export function collectScenario(file?: string, overrides: ScenarioFile = {}, text?: string): Collected {
  const top = file ? resolve(file) : undefined;
  const problems: Problem[] = [];
  const hints: Problem[] = [];
  const parsed: ParsedFile[] = [];

  const readLayers = (path: string, seen: string[], via?: Via): Layer[] => {
    if (seen.includes(path)) {
      problems.push({ ...via!.ref, message: `${via!.key} loops back to itself (${[...seen, path].join(' → ')}). Remove one of them.` });
      return [];
    }
    let file: ParsedFile;
    try {
      file = text !== undefined && path === top ? parseScenarioFile(text, path) : readScenarioFile(path);
    } catch (e) {
      const { why, todo, code } = e instanceof FileRefused ? e : { why: String(e), todo: 'Check the path.', code: '' };
      const refused = code === 'not-a-file' || code === 'too-large';
      problems.push(
        via
          ? {
              ...via.ref,
              message: `cannot read ${path} (${why}). ${refused ? todo : isShippedRef(via.name) ? `mock-site ships ${shippedScenarioNames().join(', ')}.` : `Check the path of ${via.key} (relative to this file, or mock-site/<file> for a scenario mock-site ships).`}`,
            }
          : { ...NOWHERE(path), message: `cannot read scenario ${path} (${why}). ${todo}` },
      );
      return [];
    }
    parsed.push(file);
    problems.push(...file.problems);
    const included = via?.key === 'include';
    if (included) {
      for (const key of Object.keys(file.data)) {
        if (!(INCLUDABLE as readonly string[]).includes(key)) {
          problems.push({
            ...file.ref([key], true),
            message: `an included file adds only ${INCLUDABLE.join(', ')}; "${key}" belongs in a scenario. Move it there, or extend this file instead of including it.`,
          });
        }
      }
    }
    const here = dirname(path);
    const parents =
      file.data.extends && !included && !file.broken(['extends'])
        ? readLayers(scenarioRefPath(here, file.data.extends), [...seen, path], { ref: file.ref(['extends']), key: 'extends', name: file.data.extends })
        : [];
    const includes = (file.data.include ?? []).flatMap((name, i) =>
      file.broken(['include', i]) ? [] : readLayers(scenarioRefPath(here, name), [...seen, path], { ref: file.ref(['include', i]), key: 'include', name }),
    );
    return [...parents, { parsed: file, contributors: [...includes.flatMap((l) => l.contributors), file] }];
  };

  const layers = top ? readLayers(top, []) : [];
  const extra = parseOverrides(overrides);
  problems.push(...extra.problems);
  layers.push({ parsed: extra, contributors: [extra] });

  const merged = layers.reduce<Record<string, unknown>>((acc, l) => merge(acc, settingsOf(l.parsed)), { ...DEFAULT_SCENARIO });

  // Rules add up (parents first), machines and routes merge by name and path (the child wins).
  const rules: Rule[] = [];
  const machines = new Map<string, Machine>();
  const routes = new Map<string, ExtraRoute>();
  const locate = new Map<object, Locate>();
  const done = new Set<string>();
  for (const contributor of layers.flatMap((l) => l.contributors)) {
    if (done.has(contributor.file)) continue; // a file included twice adds its entries once
    done.add(contributor.file);
    const prefix = contributor.file === top || (!top && contributor === extra) ? '' : `${basename(contributor.file)}:`;
    const sections = sectionsOf(contributor, prefix);
    problems.push(...sections.problems);
    hints.push(...sections.hints);
    rules.push(...sections.rules);
    for (const m of sections.machines) machines.set(m.name, m);
    for (const r of sections.routes) routes.set(r.path.toLowerCase(), r);
    for (const [entry, at] of sections.locate) locate.set(entry, at);
  }
  problems.push(...duplicateNames(rules));
  problems.push(...machineRefProblems(rules, [...machines.values()], locate));

  const source = top ?? '(embedded default)';
  // A problem of the auth settings, placed at the last file that wrote one of `keys` (the first of them it wrote).
  const scenario = build(merged as Required<ScenarioFile>, source, (message, keys = ['as_user', 'users']) => {
    const where = [...layers].reverse().find((l) => keys.some((k) => l.parsed.data.auth?.[k] !== undefined));
    const key = keys.find((k) => where?.parsed.data.auth?.[k] !== undefined) ?? keys[0]!;
    problems.push({ ...(where ? where.parsed.ref(['auth', key]) : NOWHERE(source)), message });
  });
  scenario.rules = [...rules].sort((a, b) => b.priority - a.priority);
  scenario.machines = [...machines.values()];
  scenario.routes = [...routes.values()];
  const bodyFiles = rules.flatMap((r) => (r.respond ?? []).flatMap((res) => (res.bodyFile && existsSync(res.bodyFile) ? [res.bodyFile] : [])));
  scenario.files = [...new Set([...layers.flatMap((l) => l.contributors.map((c) => c.file)).filter((f) => f !== extra.file), ...bodyFiles])];
  // Only with routes of its own: reading a profile builds its catalogue (catalogue/profiles.ts).
  const profile = scenario.routes.length ? profiles[scenario.profile] : undefined;
  if (profile) problems.push(...routeCollisions(profile, scenario.routes));
  problems.push(...latencyRouteProblems(scenario, layers));
  return { scenario, problems, hints, parsed, locate };
}

/** `latency.routes` patterns that do not compile, placed at the last file that wrote each. */
function latencyRouteProblems(scenario: Scenario, layers: readonly Layer[]): Problem[] {
  const problems: Problem[] = [];
  for (const { route } of scenario.latency.routes) {
    try {
      compileRoutePattern(route);
    } catch (e) {
      const where = [...layers].reverse().find((l) => {
        const latency = l.parsed.data.latency;
        return isRecord(latency) && isRecord(latency.routes) && Object.hasOwn(latency.routes, route);
      });
      problems.push({
        ...(where ? where.parsed.ref(['latency', 'routes', route], true) : NOWHERE(scenario.source)),
        message: `latency.routes: ${JSON.stringify(route)} is not a valid route pattern (${(e as Error).message}). Write a path, a WordPress pattern such as /ns/v1/items/(?P<id>[\\d]+), or /ns/v1/items/{id}.`,
      });
    }
  }
  return problems;
}

/** A file's settings (what merges over the default): without the additive sections and the parts the shape check refused. */
function settingsOf(file: ParsedFile): Record<string, unknown> {
  return Object.fromEntries(Object.entries(file.data).filter(([k]) => !ADDITIVE.has(k) && !file.broken([k])));
}

function duplicateNames(rules: readonly Rule[]): Problem[] {
  const first = new Map<string, Rule>();
  const problems: Problem[] = [];
  for (const rule of rules) {
    const earlier = first.get(rule.id);
    if (earlier) problems.push({ ...rule.source, message: `rule name "${rule.id}" is already used at ${place(earlier.source)}. Give each rule its own name.` });
    else first.set(rule.id, rule);
  }
  return problems;
}

function merge(base: Record<string, unknown>, layer: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(layer)) {
    const b = out[k];
    out[k] = isRecord(v) && isRecord(b) ? merge(b, v) : v;
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type AuthKey = keyof NonNullable<ScenarioFile['auth']>;

function build(f: Required<ScenarioFile>, source: string, problem: (message: string, keys?: AuthKey[]) => void): Scenario {
  const site = f.site as Required<NonNullable<ScenarioFile['site']>>;
  const auth = f.auth as Required<NonNullable<ScenarioFile['auth']>>;
  const clock = f.clock as Required<NonNullable<ScenarioFile['clock']>>;
  const users: User[] = auth.users.map((u) => ({
    id: u.id,
    username: u.username,
    name: u.name ?? u.username,
    email: u.email ?? `${u.username}@example.org`,
    roles: u.roles ?? ['subscriber'],
    capabilities: capabilitiesOf(u.roles ?? ['subscriber']),
    applicationPasswords: (u.application_passwords ?? []).map((p) => ({ name: p.name ?? 'mock-site', password: p.password })),
  }));
  if (auth.cookie && !/^wordpress_logged_in_[^=;\s]*=[^;\s]+$/.test(auth.cookie)) {
    problem(
      `auth.cookie "${auth.cookie}" is not a login cookie. Write it as name=value with a name starting wordpress_logged_in_ (wordpress_logged_in_test=editor-session).`,
      ['cookie'],
    );
  }
  if (!users.some((u) => u.username === auth.as_user)) {
    problem(`auth.as_user "${auth.as_user}" is not one of the users (${users.map((u) => u.username).join(', ')}). Name an existing user.`);
  }
  return {
    source,
    profile: f.profile,
    site: {
      name: site.name,
      description: site.description,
      url: site.url.replace(/\/+$/, ''),
      gmt_offset: String(site.gmt_offset),
      timezone_string: site.timezone_string,
      page_for_posts: site.page_for_posts,
      page_on_front: site.page_on_front,
      show_on_front: site.show_on_front,
      permalinks: site.permalinks,
    },
    auth: { enabled: auth.enabled, users, nonce: auth.nonce, cookie: auth.cookie, asUser: auth.as_user, deleteRevisions: auth.delete_revisions },
    clock: { start: new Date(clock.start).toISOString(), advance: clock.advance },
    seed: f.seed,
    jsonp: f.jsonp,
    latency: scenarioLatency(f.latency),
    record: { redact: f.record.redact ?? [], volatileParams: f.record.volatile_params ?? [] },
    data: f.data as ScenarioData,
    rules: [],
    machines: [],
    routes: [],
    files: [],
  };
}
