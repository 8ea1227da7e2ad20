// Parses cassette text: YAML checked against the cassette schema, every problem named by file:line:col.
import { yamlValues } from '../files/yaml-values.js';
import { loadYaml } from '../load-on-demand.js';
import { checkSchema, cassetteJsonSchema } from './schema.js';
import type { Cassette } from './types.js';

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
  text: string,
  file: string,
  schema: Record<string, unknown>,
  firstLine = 1,
  shown: (path: (string | number)[]) => (string | number)[] = (p) => p,
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
  const values = yamlValues(doc);
  if (!('value' in values)) throw new CassetteError([`[mock-site] ${pos(values.offset)}: ${values.message}.`]);
  const data = values.value;
  const problems = checkSchema(data, schema);
  if (problems.length) {
    throw new CassetteError(
      problems.slice(0, 20).map((p) => {
        const node = p.path.length ? doc.getIn(p.path, true) : doc.contents;
        const path = shown(p.path);
        const where = path.length ? path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('') : 'the cassette';
        return `[mock-site] ${pos(isNode(node) && node.range ? node.range[0] : 0)}: ${where} ${p.message}.`;
      }),
    );
  }
  return data;
}
