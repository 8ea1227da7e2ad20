// Parses one scenario file: YAML with its positions, checked against the shape. Never throws: what is
// wrong comes back as problems with file:line:col, so `validate` can report every one.
import type { Document } from 'yaml';
import { yamlValues } from '../files/yaml-values.js';
import { loadYaml } from '../load-on-demand.js';
import type { ScenarioFile } from './defaults.js';
import { NOWHERE, sentence, type Problem } from '../model/problem.js';
import type { SourceRef } from '../model/rule.js';
import { checkShape, type ShapePath, type ShapeProblem } from '../model/shape-check.js';
import { SCENARIO_SHAPE } from './shape.js';
import { OLD_SPELLINGS } from './old-spellings.js';
import { jsonText } from './json-text.js';

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
  return parseJsonScenarioFile(text, file) ?? parseYamlScenarioFile(text, file);
}

/**
 * A scenario written as JSON (a generated or crawled one): the same values and positions as yaml reads, without
 * yaml's Document (json-text.ts); undefined when the text is not JSON both read alike.
 */
export function parseJsonScenarioFile(text: string, file: string): ParsedFile | undefined {
  const json = jsonText(text);
  if (!json) return undefined;
  const at = (offset: number): SourceRef => ({ file, ...json.linePos(offset) });
  const written = (path: ShapePath) => asWrittenBy((p) => json.has(p), path);
  const offset = (path: ShapePath, atKey: boolean): number => json.offset(path, atKey) ?? (path.length ? offset(path.slice(0, -1), false) : 0);
  const ref = (path: ShapePath, atKey = false) => at(offset(written(path), atKey));
  const shapeProblems = checkShape(json.value, SCENARIO_SHAPE);
  const problems = shapeProblems.map((p) => ({ ...ref(p.path, p.atKey === true), message: sentence(p.message) }));
  return { file, data: withoutRefused(json.value, shapeProblems), problems, ref, broken: brokenAt(shapeProblems) };
}

function parseYamlScenarioFile(text: string, file: string): ParsedFile {
  const { LineCounter, parseDocument } = loadYaml();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const at = (offset: number): SourceRef => ({ file, ...lines.linePos(offset) });
  const syntax = doc.errors[0]; // the first only: the others mostly follow from it
  if (syntax) {
    const where = at(syntax.pos[0]);
    const line = text.split('\n')[where.line - 1] ?? '';
    const hint =
      /\/\{\w+\}/.test(line) && /flow/.test(syntax.message)
        ? ` Inside { ... } a {placeholder} must be quoted: route: '/ns/v1/items/{id}'.`
        : ' Fix the syntax.';
    return {
      file,
      data: {},
      problems: [{ ...where, message: `invalid YAML: ${syntax.message.split('\n')[0]}.${hint}` }],
      ref: () => at(0),
      broken: () => true,
    };
  }
  const values = yamlValues(doc);
  if (!('value' in values))
    return { file, data: {}, problems: [{ ...at(values.offset), message: sentence(values.message) }], ref: () => at(0), broken: () => true };
  // A copy: what toJS() builds takes about 25 times the memory of the same values made afresh (300 MB for a scenario
  // of 10,000 posts, against 12 MB), and the scenario keeps its data for as long as it serves.
  const data: unknown = structuredClone(values.value) ?? {};
  const ref = (path: ShapePath, atKey = false) => at(offsetOf(doc, asWritten(doc, path), atKey));
  const shapeProblems = checkShape(data, SCENARIO_SHAPE);
  const problems = shapeProblems.map((p) => ({ ...ref(p.path, p.atKey === true), message: sentence(p.message) }));
  return { file, data: withoutRefused(data, shapeProblems), problems, ref, broken: brokenAt(shapeProblems) };
}

/** Settings given in code (loadScenario's overrides): checked like a file, without positions. */
export function parseOverrides(data: ScenarioFile): ParsedFile {
  const file = '(overrides)';
  const shapeProblems = checkShape(data, SCENARIO_SHAPE);
  return {
    file,
    data: shapeProblems.length ? withoutRefused(copyOf(data), shapeProblems) : data,
    problems: shapeProblems.map((p) => ({ ...NOWHERE(file), message: sentence(p.message) })),
    ref: () => NOWHERE(file),
    broken: brokenAt(shapeProblems),
  };
}

/** A problem at `path`, inside it or around it (one path starts the other): that part is not used. */
const brokenAt =
  (problems: ShapeProblem[]) =>
  (path: ShapePath): boolean =>
    problems.some((p) => p.path.every((k, i) => i >= path.length || path[i] === k));

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The data without what the shape check refused, so that no reader meets a value of a shape it does not expect:
 * a value of the wrong kind, or an unknown or reserved key, leaves the mapping that holds it. A refused list item
 * keeps its place (the indexes name positions in the file); readers skip it with `broken`.
 */
function withoutRefused(data: unknown, problems: readonly ShapeProblem[]): ScenarioFile {
  if (!isMapping(data)) return {};
  for (const { path } of problems) {
    const key = path[path.length - 1];
    if (key === undefined) continue;
    let parent: unknown = data;
    for (const k of path.slice(0, -1))
      parent = isMapping(parent) || Array.isArray(parent) ? (Object.hasOwn(parent, k) ? (parent as Record<string, unknown>)[k] : undefined) : undefined;
    if (isMapping(parent)) delete parent[key];
  }
  return data as ScenarioFile;
}

/** Overrides are the caller's: refused parts leave a copy. */
function copyOf(data: ScenarioFile): unknown {
  try {
    return structuredClone(data);
  } catch {
    return {}; // not plain data (a function inside): every part is reported, none used
  }
}

/** `path` with a key in its old spelling where the file writes that one (`body_file` → `bodyFile`). */
function asWritten(doc: Document, path: ShapePath): ShapePath {
  return asWrittenBy((p) => doc.hasIn(p), path);
}

function asWrittenBy(has: (path: ShapePath) => boolean, path: ShapePath): ShapePath {
  return path.map((key, i) => {
    const old = typeof key === 'string' ? OLD_SPELLINGS.get(key) : undefined;
    const before = path.slice(0, i);
    return old !== undefined && !has([...before, key]) && has([...before, old]) ? old : key;
  });
}

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
