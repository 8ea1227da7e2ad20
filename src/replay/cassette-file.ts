// Reads and writes cassette files. Reading checks the file against the cassette schema and reports
// file:line:col; writing is atomic (temporary file + rename) and proves every body reads back to its bytes.
import { readFileSync } from 'node:fs';
import { writeAtomically } from '../store/atomic-file.js';
import { loadYaml } from '../load-on-demand.js';
import { decodeBody } from './body-codec.js';
import { checkSchema, cassetteJsonSchema } from './schema.js';
import type { Cassette, Interaction, StoredBody } from './types.js';

export const CASSETTE_SCHEMA_REF = 'cassette.schema.json';

export class CassetteError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `${problems[0]} (and ${problems.length - 1} more)`);
  }
}

let schemaCache: Record<string, unknown> | undefined;

export function parseCassette(text: string, file: string): Cassette {
  return parseChecked(text, file, (schemaCache ??= cassetteJsonSchema())) as Cassette;
}

/**
 * YAML text checked against `schema`; problems name file:line:col. A piece cut out of a larger file gives the
 * line it starts on (`firstLine`) and how its paths read in the whole file (`shown`).
 */
export function parseChecked(
  text: string, file: string, schema: Record<string, unknown>, firstLine = 1, shown: (path: (string | number)[]) => (string | number)[] = (p) => p,
): unknown {
  const { LineCounter, parseDocument, isNode } = loadYaml();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const pos = (offset: number) => {
    const at = lines.linePos(offset);
    return `${file}:${at.line + firstLine - 1}:${at.col}`;
  };
  const syntax = doc.errors[0];
  if (syntax) throw new CassetteError([`[mock-site] ${pos(syntax.pos[0])}: invalid YAML: ${syntax.message.split('\n')[0]}.`]);
  const data: unknown = doc.toJS({ maxAliasCount: -1 });
  const problems = checkSchema(data, schema);
  if (problems.length) {
    throw new CassetteError(problems.slice(0, 20).map((p) => {
      const node = p.path.length ? doc.getIn(p.path, true) : doc.contents;
      const path = shown(p.path);
      const where = path.length ? path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('') : 'the cassette';
      return `[mock-site] ${pos(isNode(node) && node.range ? node.range[0] : 0)}: ${where} ${p.message}.`;
    }));
  }
  return data;
}

export function readCassette(file: string): Cassette {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CassetteError([`[mock-site] cannot read cassette ${file}: ${(e as Error).message}`]);
  }
  return parseCassette(text, file);
}

/** Bodies already shown to read back to their bytes (a recorder rewrites the same interactions many times). */
const provenBodies = new WeakSet<StoredBody>();
const YAML_OPTIONS = { lineWidth: 0, minContentWidth: 0, aliasDuplicateObjects: false } as const;

/** The cassette in its file form: `$schema` first, keys in their fixed order, no line folding. */
export function stringifyCassette(c: Cassette): string {
  return cassetteHead(c) + renderInteractions(c.interactions);
}

/** Everything before the interactions: `$schema` and the header. */
export function cassetteHead(c: Cassette): string {
  return loadYaml().stringify({ $schema: c.$schema ?? CASSETTE_SCHEMA_REF, cassette: c.cassette }, YAML_OPTIONS);
}

/** Each interaction's text, kept: a recorder writing a growing cassette renders each interaction once. */
const rendered = new WeakMap<Interaction, string>();
const LIST_KEY = 'interactions:\n';

/** The `interactions:` section, exactly as one stringify() of the whole cassette would write it. */
export function renderInteractions(interactions: readonly Interaction[]): string {
  if (!interactions.length) return 'interactions: []\n';
  proveBodies(interactions.filter((it) => !rendered.has(it)));
  let out = LIST_KEY;
  for (const it of interactions) {
    let text = rendered.get(it);
    if (text === undefined) rendered.set(it, (text = loadYaml().stringify({ interactions: [orderInteraction(it)] }, YAML_OPTIONS).slice(LIST_KEY.length)));
    out += text;
  }
  return out;
}

/**
 * A body YAML would not give back byte for byte (an odd key, a lone surrogate) is kept as base64 instead. Each
 * body not yet proven is written and read back once, together with the others of this call.
 */
function proveBodies(interactions: readonly Interaction[]): void {
  const pending: { it: Interaction; side: 'request' | 'response'; body: StoredBody }[] = [];
  for (const it of interactions) {
    for (const side of ['request', 'response'] as const) {
      const body = it[side].body;
      if (body && !provenBodies.has(body)) pending.push({ it, side, body });
    }
  }
  if (!pending.length) return;
  // Through UTF-8 as the file will be: a lone surrogate survives in memory, not on disk.
  const text = Buffer.from(loadYaml().stringify(pending.map((p) => p.body), YAML_OPTIONS), 'utf8').toString('utf8');
  const back = loadYaml().parse(text, { maxAliasCount: -1 }) as StoredBody[];
  pending.forEach((p, i) => {
    const bytes = decodeBody(p.body);
    let good: boolean;
    try {
      good = decodeBody(back[i]).equals(bytes);
    } catch {
      good = false;
    }
    const body = good ? p.body : { base64: bytes.toString('base64') };
    if (!good) p.it[p.side].body = body;
    provenBodies.add(body);
  });
}

function orderInteraction(it: Interaction): Interaction {
  const { method, route, query, headers, body } = it.request;
  const r = it.response;
  return {
    request: { method, route, ...(query && Object.keys(query).length ? { query } : {}), ...(headers ? { headers } : {}), ...(body ? { body } : {}) },
    response: { status: r.status, ...(r.headers ? { headers: r.headers } : {}), ...(r.body ? { body: r.body } : {}) },
  };
}

export const writeCassette = (file: string, c: Cassette): void => writeAtomically(file, stringifyCassette(c));
