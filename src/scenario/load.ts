// Reads a scenario file (YAML, with `extends:`), checks it, and resolves it over the embedded default.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { capabilitiesOf } from './roles.js';
import { DEFAULT_SCENARIO, type ScenarioFile } from './defaults.js';
import { checkShape, SCENARIO_SHAPE } from './shape.js';
import type { Scenario, User } from './types.js';
import type { ScenarioData } from './data-types.js';

export class ScenarioError extends Error {
  override name = 'ScenarioError';
}

/** Loads `file` (or only the embedded default when undefined). Throws ScenarioError with file:line:col. */
export function loadScenario(file?: string, overrides: ScenarioFile = {}): Scenario {
  const chain = file ? readChain(resolve(file), []) : [];
  const merged = [DEFAULT_SCENARIO, ...chain, overrides].reduce<Record<string, unknown>>((acc, layer) => merge(acc, layer as Record<string, unknown>), {});
  return build(merged as Required<ScenarioFile>, file ? resolve(file) : '(embedded default)');
}

function readChain(file: string, seen: string[]): ScenarioFile[] {
  if (seen.includes(file)) throw new ScenarioError(`[mock-site] ${file}: extends loops back to itself (${[...seen, file].join(' → ')}). Remove one of the extends.`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ScenarioError(`[mock-site] cannot read scenario ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}. Check the path given to --scenario.`);
  }
  const data = parseScenarioText(text, file);
  const parent = data.extends ? readChain(resolve(dirname(file), data.extends), [...seen, file]) : [];
  return [...parent, data];
}

export function parseScenarioText(text: string, file: string): ScenarioFile {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  const syntax = doc.errors[0];
  if (syntax) throw new ScenarioError(`[mock-site] ${at(syntax.pos[0])}: invalid YAML: ${syntax.message.split('\n')[0]}. Fix the syntax.`);
  const data: unknown = doc.toJS() ?? {};
  const problems = checkShape(data, SCENARIO_SHAPE);
  if (problems.length) {
    const text = problems.map((p) => {
      return `[mock-site] ${at(offsetOf(doc, p.path, p.atKey === true))}: ${p.message}.`;
    }).join('\n');
    throw new ScenarioError(text);
  }
  return data as ScenarioFile;
}

/** Where a path starts in the file: its key when the key is wrong, else its value. */
function offsetOf(doc: Document, path: (string | number)[], atKey: boolean): number {
  if (atKey) {
    const parent = path.length > 1 ? doc.getIn(path.slice(0, -1), true) : doc.contents;
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === path[path.length - 1]);
      if (pair && isScalar(pair.key) && pair.key.range) return pair.key.range[0];
    }
  }
  const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
  return node?.range?.[0] ?? 0;
}

function merge(base: Record<string, unknown>, layer: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(layer)) {
    if (k === 'extends') continue;
    const b = out[k];
    out[k] = isRecord(v) && isRecord(b) ? merge(b, v) : v;
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function build(f: Required<ScenarioFile>, source: string): Scenario {
  const site = f.site as Required<NonNullable<ScenarioFile['site']>>;
  const auth = f.auth as Required<NonNullable<ScenarioFile['auth']>>;
  const users: User[] = auth.users.map((u) => ({
    id: u.id,
    username: u.username,
    name: u.name ?? u.username,
    email: u.email ?? `${u.username}@example.org`,
    roles: u.roles ?? ['subscriber'],
    capabilities: capabilitiesOf(u.roles ?? ['subscriber']),
    applicationPasswords: (u.application_passwords ?? []).map((p) => ({ name: p.name ?? 'mock-site', password: p.password })),
  }));
  if (!users.some((u) => u.username === auth.as_user)) {
    throw new ScenarioError(`[mock-site] ${source}: auth.as_user "${auth.as_user}" is not one of the users (${users.map((u) => u.username).join(', ')}). Name an existing user.`);
  }
  return {
    source,
    profile: f.profile,
    site: {
      name: site.name, description: site.description, url: site.url.replace(/\/+$/, ''),
      gmt_offset: String(site.gmt_offset), timezone_string: site.timezone_string,
      page_for_posts: site.page_for_posts, page_on_front: site.page_on_front, show_on_front: site.show_on_front,
    },
    auth: { enabled: auth.enabled, users, nonce: auth.nonce, asUser: auth.as_user },
    clock: { start: new Date(f.clock.start!).toISOString() },
    seed: f.seed,
    jsonp: f.jsonp,
    data: f.data as ScenarioData,
    rules: [],
    machines: [],
    routes: [],
    files: source === '(embedded default)' ? [] : [source],
  };
}
