// A small shape language for scenario files: checks a parsed YAML value key by key, so every mistake is
// reported with its path (then file:line:col), and documents each key for the JSON Schema (json-schema.ts).
import { LATENCY_WORDS, latencyRange } from './latency.js';

/** `latency`: milliseconds, `50` or a range `"20-80"` (src/model/latency.ts). */
export type Scalar = 'string' | 'integer' | 'number' | 'boolean' | 'date-time' | 'string-or-number' | 'mapping' | 'any' | 'latency';

export type Shape =
  | Scalar
  | { scalar: Scalar; doc?: string; min?: number; max?: number }
  | { enum: readonly string[]; doc?: string }
  | { list: Shape; doc?: string }
  /** A mapping whose keys are names the user chooses (`keys` documents them), every value of one shape. */
  | { map: Shape; keys?: string; doc?: string }
  /**
   * Known keys; `open`: other keys are allowed too (their meaning is someone else's). `check`: what is wrong with the
   * keys together (`min` above `max`), said as what to fix; it runs even when a key is wrong, so it looks at types.
   */
  | {
      object: Readonly<Record<string, Shape>>;
      required?: readonly string[];
      open?: boolean;
      check?: (value: Record<string, unknown>) => string | undefined;
      doc?: string;
    }
  /** One of several shapes, told apart by the value's kind (list, mapping or scalar). */
  | { anyOf: readonly Shape[]; doc?: string }
  /** A mapping whose `tag` key says which of `cases` it is (`kind: collection` → the collection's options). */
  | { tagged: string; cases: Readonly<Record<string, Shape>>; doc?: string }
  /** A named shape, possibly recursive (emitted once under `$defs`). */
  | { ref: string; shape: () => Shape; doc?: string };

export type ShapePath = (string | number)[];

export interface ShapeProblem {
  path: ShapePath;
  message: string;
  /** The problem is the key itself (point at the key, not its value). */
  atKey?: boolean;
}

/** The same shape with a description (shown by editors that read the JSON Schema). */
export function doc(text: string, shape: Shape): Shape {
  return typeof shape === 'string' ? { scalar: shape, doc: text } : { ...shape, doc: text };
}

/** `rules[0].match.route`: a path as users write it. */
export const pathName = (path: ShapePath): string => path.reduce<string>((out, p) => (typeof p === 'number' ? `${out}[${p}]` : out ? `${out}.${p}` : p), '');

/**
 * Keys refused in every mapping of a scenario, at any depth: `__proto__` names an object's prototype, never data.
 * (`constructor` and `prototype` are plain keys: a query parameter or a body field may be called so, and the scenario
 * sections' own keys are checked against their shapes, so they are unknown keys there.)
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__']);

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a mapping' : `${typeof v} ${JSON.stringify(v)}`);
const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const SCALAR_NOUNS: Record<Scalar, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  'date-time': 'an ISO 8601 date-time such as 2026-01-15T09:00:00Z',
  'string-or-number': 'a string or a number',
  mapping: 'a mapping',
  any: 'any value',
  latency: LATENCY_WORDS,
};

function fitsScalar(scalar: Scalar, v: unknown): boolean {
  switch (scalar) {
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'string-or-number':
      return typeof v === 'string' || typeof v === 'number';
    case 'mapping':
      return isMapping(v);
    case 'date-time':
      return typeof v === 'string' && !Number.isNaN(Date.parse(v));
    case 'any':
      return true;
    case 'latency':
      return (typeof v === 'number' || typeof v === 'string') && latencyRange(v) !== null;
  }
}

/** What a shape expects, in words. */
export function noun(shape: Shape): string {
  if (typeof shape === 'string') return SCALAR_NOUNS[shape];
  if ('scalar' in shape) {
    const base = SCALAR_NOUNS[shape.scalar];
    if (shape.min !== undefined && shape.max !== undefined) return `${base} from ${shape.min} to ${shape.max}`;
    if (shape.min !== undefined) return `${base} of at least ${shape.min}`;
    return shape.max !== undefined ? `${base} of at most ${shape.max}` : base;
  }
  if ('enum' in shape) return `one of ${shape.enum.join(', ')}`;
  if ('list' in shape) return 'a list';
  if ('map' in shape || 'object' in shape || 'tagged' in shape) return 'a mapping';
  if ('anyOf' in shape) return shape.anyOf.map(noun).join(' or ');
  return noun(shape.shape());
}

/** Whether a value is of the kind (list, mapping, scalar) a shape takes: how anyOf picks its branch. */
function sameKind(shape: Shape, v: unknown): boolean {
  if (typeof shape === 'string') return shape === 'mapping' ? isMapping(v) : shape === 'any' || (!Array.isArray(v) && !isMapping(v));
  if ('ref' in shape) return sameKind(shape.shape(), v);
  if ('list' in shape) return Array.isArray(v);
  if ('map' in shape || 'object' in shape || 'tagged' in shape) return isMapping(v);
  if ('anyOf' in shape) return shape.anyOf.some((s) => sameKind(s, v));
  if ('scalar' in shape) return sameKind(shape.scalar, v);
  return !Array.isArray(v) && !isMapping(v);
}

/** A reserved key of a mapping, as a problem at the key. */
const reservedKey = (path: ShapePath, key: string): ShapeProblem => ({
  path: [...path, key],
  atKey: true,
  message: `"${key}" cannot be a key in ${path.length ? pathName(path) : 'the scenario'}: it names a JavaScript object internal. Rename or remove it`,
});

/** Reserved keys anywhere inside a free-form value (`body`, `query`, `meta`...); `seen` guards YAML aliases that loop. */
function reservedKeysIn(value: unknown, path: ShapePath, seen = new Set<object>()): ShapeProblem[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (Array.isArray(value)) return value.flatMap((v, i) => reservedKeysIn(v, [...path, i], seen));
  return Object.entries(value).flatMap(([k, v]) => (RESERVED_KEYS.has(k) ? [reservedKey(path, k)] : reservedKeysIn(v, [...path, k], seen)));
}

export function checkShape(value: unknown, shape: Shape, path: ShapePath = []): ShapeProblem[] {
  const name = path.length ? pathName(path) : 'the scenario';
  const fail = (expected: string): ShapeProblem[] => [{ path, message: `${name} must be ${expected} (got ${describe(value)})` }];
  if (typeof shape === 'string') return fitsScalar(shape, value) ? reservedKeysIn(value, path) : fail(noun(shape));
  if ('scalar' in shape) {
    const n = value as number;
    const ok = fitsScalar(shape.scalar, value) && !(shape.min !== undefined && n < shape.min) && !(shape.max !== undefined && n > shape.max);
    return ok ? reservedKeysIn(value, path) : fail(noun(shape));
  }
  if ('ref' in shape) return checkShape(value, shape.shape(), path);
  if ('enum' in shape) return shape.enum.includes(value as string) ? [] : fail(noun(shape));
  if ('anyOf' in shape) {
    const branch = shape.anyOf.find((s) => sameKind(s, value));
    return branch ? checkShape(value, branch, path) : fail(noun(shape));
  }
  if ('list' in shape) {
    if (!Array.isArray(value)) return fail('a list');
    return value.flatMap((v, i) => checkShape(v, shape.list, [...path, i]));
  }
  if (!isMapping(value)) return fail('a mapping');
  const reserved = Object.keys(value).filter((k) => RESERVED_KEYS.has(k));
  if (reserved.length) {
    // Checked without them: what is left may still be reported, but nothing reads a reserved key's value.
    const rest = Object.fromEntries(Object.entries(value).filter(([k]) => !RESERVED_KEYS.has(k)));
    return [...reserved.map((k) => reservedKey(path, k)), ...checkShape(rest, shape, path)];
  }
  if ('tagged' in shape) {
    const tag = value[shape.tagged];
    const chosen = typeof tag === 'string' && Object.hasOwn(shape.cases, tag) ? shape.cases[tag] : undefined;
    if (chosen) return checkShape(value, chosen, path);
    if (tag === undefined) return [{ path, message: `${name} needs "${shape.tagged}"` }];
    const at = [...path, shape.tagged];
    return [{ path: at, message: `${pathName(at)} must be one of ${Object.keys(shape.cases).join(', ')} (got ${describe(tag)})` }];
  }
  if ('map' in shape) return Object.entries(value).flatMap(([k, v]) => checkShape(v, shape.map, [...path, k]));
  const problems: ShapeProblem[] = [];
  for (const key of shape.required ?? []) {
    if (!Object.hasOwn(value, key)) problems.push({ path, message: `${name} needs "${key}"` });
  }
  for (const [key, v] of Object.entries(value)) {
    const child = Object.hasOwn(shape.object, key) ? shape.object[key] : undefined;
    if (child) problems.push(...checkShape(v, child, [...path, key]));
    else if (!shape.open)
      problems.push({ path: [...path, key], atKey: true, message: `unknown key "${key}" in ${name} (valid keys: ${Object.keys(shape.object).join(', ')})` });
  }
  const wrong = shape.check?.(value);
  if (wrong) problems.push({ path, message: `${name}: ${wrong}` });
  return problems;
}
