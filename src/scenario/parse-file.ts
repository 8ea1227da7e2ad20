// Parses one scenario file: YAML with its positions, checked against the shape. Never throws: what is
// wrong comes back as problems with file:line:col, so `validate` can report every one.
import type { Document } from 'yaml';
import { loadYaml } from '../load-on-demand.js';
import type { ScenarioFile } from './defaults.js';
import { NOWHERE, sentence, type Problem } from './problems.js';
import type { SourceRef } from './rule-types.js';
import { checkShape, type ShapePath, type ShapeProblem } from './shape-check.js';
import { SCENARIO_SHAPE } from './shape.js';

export interface ParsedFile {
  file: string;
  data: ScenarioFile;
  problems: Problem[];
  /** Where a path starts in the file: its key when `atKey`, else its value. */
  ref(path: ShapePath, atKey?: boolean): SourceRef;
  /** Whether the shape check found a problem at or under `path` (that part is not used). */
  broken(path: ShapePath): boolean;
}

export function parseScenarioFile(text: string, file: string): ParsedFile {
  const { LineCounter, parseDocument } = loadYaml();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const at = (offset: number): SourceRef => ({ file, ...lines.linePos(offset) });
  const syntax = doc.errors[0]; // the first only: the others mostly follow from it
  if (syntax) {
    const where = at(syntax.pos[0]);
    const line = text.split('\n')[where.line - 1] ?? '';
    const hint = /\/\{\w+\}/.test(line) && /flow/.test(syntax.message) ? ` Inside { ... } a {placeholder} must be quoted: route: '/ns/v1/items/{id}'.` : ' Fix the syntax.';
    return { file, data: {}, problems: [{ ...where, message: `invalid YAML: ${syntax.message.split('\n')[0]}.${hint}` }], ref: () => at(0), broken: () => true };
  }
  // A copy: what toJS() builds takes about 25 times the memory of the same values made afresh (300 MB for a scenario
  // of 10,000 posts, against 12 MB), and the scenario keeps its data for as long as it serves.
  const data: unknown = structuredClone(doc.toJS()) ?? {};
  const ref = (path: ShapePath, atKey = false) => at(offsetOf(doc, path, atKey));
  const shapeProblems = checkShape(data, SCENARIO_SHAPE);
  const problems = shapeProblems.map((p) => ({ ...ref(p.path, p.atKey === true), message: sentence(p.message) }));
  return { file, data: data as ScenarioFile, problems, ref, broken: brokenUnder(shapeProblems) };
}

/** Settings given in code (loadScenario's overrides): checked like a file, without positions. */
export function parseOverrides(data: ScenarioFile): ParsedFile {
  const file = '(overrides)';
  const shapeProblems = checkShape(data, SCENARIO_SHAPE);
  return {
    file, data,
    problems: shapeProblems.map((p) => ({ ...NOWHERE(file), message: sentence(p.message) })),
    ref: () => NOWHERE(file),
    broken: brokenUnder(shapeProblems),
  };
}

const brokenUnder = (problems: ShapeProblem[]) => (path: ShapePath): boolean => problems.some((p) => path.every((k, i) => p.path[i] === k));

function offsetOf(doc: Document, path: ShapePath, atKey: boolean): number {
  if (atKey) {
    const { isMap, isScalar } = loadYaml();
    const parent = path.length > 1 ? doc.getIn(path.slice(0, -1), true) : doc.contents;
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === path[path.length - 1]);
      if (pair && isScalar(pair.key) && pair.key.range) return pair.key.range[0];
    }
  }
  const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
  return node?.range?.[0] ?? (path.length ? offsetOf(doc, path.slice(0, -1), false) : 0);
}
