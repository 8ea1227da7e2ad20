// Writes cassette files: atomically (temporary file + rename), proving every body reads back to its bytes.
import { writeAtomically } from '../store/atomic-file.js';
import { loadYaml } from '../load-on-demand.js';
import { decodeBody } from './body-codec.js';
import type { Cassette, Interaction, StoredBody } from './types.js';

// Parsing (and reading from disk) have their own modules; named here too, where the cassette file's users look.
export { CassetteError, parseCassette, parseChecked } from './cassette-parse.js';
export { readCassette } from './read-cassette.js';

export const CASSETTE_SCHEMA_REF = 'cassette.schema.json';

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
    if (text === undefined)
      rendered.set(
        it,
        (text = loadYaml()
          .stringify({ interactions: [orderInteraction(it)] }, YAML_OPTIONS)
          .slice(LIST_KEY.length)),
      );
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
  const text = Buffer.from(
    loadYaml().stringify(
      pending.map((p) => p.body),
      YAML_OPTIONS,
    ),
    'utf8',
  ).toString('utf8');
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
