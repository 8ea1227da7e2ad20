// How a kind declares its options, each once: its shape (for `mock-site validate` and the JSON Schema), its
// default and so its type. `kindOptions` gives the binding's shape, the options' own checks and `read(binding)`,
// the options filled in and typed. The options several kinds share are declared here too.
import type { Binding, KindName } from '../model/binding.js';
import { doc, type Shape, type ShapePath, type ShapeProblem } from '../model/shape-check.js';
import { answerProblems, compileAnswer, type CompiledAnswer } from './answer-template.js';
import type { Kind } from './kind.js';

/** One option of a kind. */
export interface Option<T> {
  readonly shape: Shape;
  /** A binding must give it. */
  readonly required?: boolean;
  /** What the shape cannot state (a template's names...), for a value given. */
  readonly check?: (value: unknown, path: ShapePath) => ShapeProblem[];
  /** What the kind reads of the value given (undefined when not given), once the shape has passed it. */
  read(value: unknown): T;
}

/** A value its option's shape has passed, so of the type that shape stands for: the one place options are cast. */
const vouched = <T>(value: unknown): T => value as T;

/** `T`, or `T | undefined` when the option has no default. */
type Or<T, F> = undefined extends F ? T | undefined : T;

const plain = <T, F>(shape: Shape, fallback: unknown): Option<Or<T, F>> => ({ shape, read: (value) => vouched(value === undefined ? fallback : value) });

/** An option of any shape: `Raw` is the type the shape stands for, `fill` makes what the kind reads of it. */
function shaped<Raw, T>(shape: Shape, fill: (value: Raw | undefined) => T, check?: (value: Raw, path: ShapePath) => ShapeProblem[]): Option<T> {
  return { shape, read: (value) => fill(vouched(value)), ...(check ? { check: (value: unknown, path: ShapePath) => check(vouched(value), path) } : {}) };
}

/** The option makers: `text` documents the option, `fallback` is its default (none: undefined when not given). */
export const option = {
  string: <F extends string | undefined = undefined>(text: string, fallback?: F) => plain<string, F>(doc(text, 'string'), fallback),
  integer: <F extends number | undefined = undefined>(text: string, bounds: { min?: number; max?: number }, fallback?: F) =>
    plain<number, F>(doc(text, { scalar: 'integer', ...bounds }), fallback),
  /** false unless given. */
  boolean: (text: string): Option<boolean> => plain<boolean, false>(doc(text, 'boolean'), false),
  oneOf: <const V extends string, F extends V | undefined = undefined>(values: readonly V[], text: string, fallback?: F) =>
    plain<V, F>(doc(text, { enum: values }), fallback),
  list: <F extends readonly string[] | undefined = undefined>(text: string, fallback?: F) =>
    plain<readonly string[], F>(doc(text, { list: 'string' }), fallback),
  mapping: <F extends Readonly<Record<string, unknown>> | undefined = undefined>(text: string, fallback?: F) =>
    plain<Readonly<Record<string, unknown>>, F>(doc(text, 'mapping'), fallback),
  /** Names the user chooses (`keys` says what they are), each with a string. */
  map: <F extends Readonly<Record<string, string>> | undefined = undefined>(text: string, keys: string, fallback?: F) =>
    plain<Readonly<Record<string, string>>, F>(doc(text, { map: 'string', keys }), fallback),
  any: <F = undefined>(text: string, fallback?: F) => plain<unknown, F>(doc(text, 'any'), fallback),
  /** A value of `shape` that the kind reads typed `T` (a JSON Schema...); undefined when not given. */
  of: <T>(shape: Shape): Option<T | undefined> => plain<T, undefined>(shape, undefined),
  shaped,
  /** A JSON value whose strings may hold {{...}} templates (`roots`: the names of the kind's values): compiled once, when bound. */
  template: (text: string, roots: readonly string[]): Option<CompiledAnswer | undefined> =>
    shaped<unknown, CompiledAnswer | undefined>(
      doc(text, 'any'),
      (v) => (v === undefined ? undefined : compileAnswer(v, roots)),
      (v, path) => answerProblems(v, roots, path),
    ),
  /** The same option, one a binding must give. */
  required: <T>(o: Option<T | undefined>): Option<T> => ({ ...o, required: true, read: (value) => vouched(o.read(value)) }),
};

export const RECORD_SET = option.required(option.string('The record set the records live in (data.records.<store> seeds it).'));
export const FIELDS = option.list('The fields a write may set (default: every argument it carries, except _-prefixed and context).');

export const statusOption = <F extends number | undefined = undefined>(fallback?: F) =>
  option.integer('HTTP status of a successful answer.', { min: 100, max: 599 }, fallback);

/** `body:` with the names this kind's values go by. */
export const bodyOption = (roots: readonly string[], fallback: string): Option<CompiledAnswer | undefined> =>
  option.template(
    `The answer: any JSON value; strings may hold {{...}} templates (${roots.join(', ')}, request.*, state.*, now, fake.*). Default: ${fallback}.`,
    roots,
  );

type Declared = Readonly<Record<string, Option<unknown>>>;

/** A kind's options, filled in and typed for its create(). */
export type OptionsOf<D extends Declared> = { readonly [K in keyof D]: D[K] extends Option<infer T> ? T : never };

export interface KindOptions<D extends Declared> {
  /** The binding's shape, `kind` included. */
  readonly shape: Kind['shape'];
  /** The options' own checks beyond their shapes (templates), in the binding's key order; the binding has passed the shape. */
  check(binding: Binding, path: ShapePath): ShapeProblem[];
  /** The options filled in; the binding has passed the shape. */
  read(binding: Binding): OptionsOf<D>;
}

/** A kind's options, declared once: `text` documents the kind. */
export function kindOptions<D extends Declared>(name: KindName, text: string, declared: D): KindOptions<D> {
  const entries = Object.entries(declared);
  return {
    shape: {
      object: { kind: { enum: [name] }, ...Object.fromEntries(entries.map(([key, o]) => [key, o.shape])) },
      required: ['kind', ...entries.filter(([, o]) => o.required).map(([key]) => key)],
      doc: text,
    },
    check: (binding, path) =>
      Object.entries(binding).flatMap(([key, value]) =>
        Object.hasOwn(declared, key) && value !== undefined ? (declared[key]?.check?.(value, [...path, key]) ?? []) : [],
      ),
    read: (binding) => vouched(Object.fromEntries(entries.map(([key, o]) => [key, o.read(binding[key])]))),
  };
}
