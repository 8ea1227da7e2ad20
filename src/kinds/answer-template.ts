// Answer templates of the kinds (`body:`, a job's `result:`...): the rules engine's templates
// (src/template/template.ts: request.*, state.*, now, fake.*) plus the values a kind produced, which each
// kind names (`item`, `items`, `total`, `job`, `id`...). A string that is one whole reference takes the
// value with its JSON type; references inside longer text are written as text. Nothing is evaluated.
import { pathName, type ShapePath, type ShapeProblem } from '../model/shape-check.js';
import { compileText, newCompileState, type CompileState, type Render, type TemplateProblem, type TemplateScope } from '../template/template.js';

export type KindValues = Readonly<Record<string, unknown>>;
type Piece = string | ((values: KindValues, scope: () => TemplateScope) => unknown);

/** A compiled answer: a constant, or rendered from the kind's values and (lazily) a template scope. */
export type CompiledAnswer =
  | { readonly constant: true; readonly value: unknown }
  | { readonly constant: false; render(values: KindValues, scope: () => TemplateScope): unknown };

const EXPRESSION = /(?<!\\)\{\{(.*?)\}\}/g;
const KIND_PATH = /^[\w-]+(?:\.[\w-]+)*$/;

/** The value at `a.b.0.c`; undefined when a step is missing. */
export function valueAt(values: KindValues, path: readonly string[]): unknown {
  let value: unknown = values;
  for (const step of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** `\{{` writes a literal `{{`, as in the rules engine. */
const literal = (text: string) => text.replace(/\\\{\{/g, '{{');
const asText = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export interface AnswerProblem extends TemplateProblem {
  /** Where in the template value (keys and list indexes). */
  readonly path: (string | number)[];
}

/**
 * Compiles `template` once (at binding time). `roots` are the names this kind's values go by; every
 * other `{{...}}` is the rules engine's. Problems (unknown names...) are collected, for `mock-site validate`.
 */
export function compileAnswer(template: unknown, roots: readonly string[], problems: AnswerProblem[] = []): CompiledAnswer {
  return compileAt(template, roots, problems, []);
}

function compileAt(value: unknown, roots: readonly string[], problems: AnswerProblem[], path: (string | number)[]): CompiledAnswer {
  if (typeof value === 'string') return compileString(value, roots, problems, path);
  if (Array.isArray(value)) {
    const items = value.map((v, i) => compileAt(v, roots, problems, [...path, i]));
    if (items.every((i) => i.constant)) return { constant: true, value };
    return { constant: false, render: (v, s) => items.map((i) => (i.constant ? i.value : i.render(v, s))) };
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, compileAt(v, roots, problems, [...path, k])] as const);
    if (entries.every(([, c]) => c.constant)) return { constant: true, value };
    return {
      constant: false,
      render: (v, s) => {
        const out: Record<string, unknown> = {};
        for (const [k, c] of entries) out[k] = c.constant ? c.value : c.render(v, s);
        return out;
      },
    };
  }
  return { constant: true, value };
}

function compileString(text: string, roots: readonly string[], problems: AnswerProblem[], path: (string | number)[]): CompiledAnswer {
  const own = (inner: string) => roots.includes(inner.split('.')[0]!);
  const expressions = [...text.matchAll(EXPRESSION)];
  if (!expressions.some((m) => own(m[1]!.trim()))) return engineText(text, roots, problems, path);
  const pieces: Piece[] = [];
  let at = 0;
  for (const m of expressions) {
    if (m.index > at) pieces.push(literal(text.slice(at, m.index)));
    const inner = m[1]!.trim();
    if (!own(inner)) {
      const compiled = engineText(`{{${inner}}}`, roots, problems, path, m.index);
      pieces.push(compiled.constant ? asText(compiled.value) : (v, s) => compiled.render(v, s));
    } else if (!KIND_PATH.test(inner)) {
      problems.push({ path, expression: m[0], offset: m.index, message: `"${inner}" is not a dotted name (letters, digits, _ and - between dots)` });
      pieces.push(m[0]);
    } else {
      const steps = inner.split('.');
      pieces.push((v) => valueAt(v, steps));
    }
    at = m.index + m[0].length;
  }
  if (at < text.length) pieces.push(literal(text.slice(at)));
  if (pieces.length === 1 && typeof pieces[0] !== 'string') {
    const only = pieces[0]!;
    return { constant: false, render: (v, s) => only(v, s) ?? null };
  }
  return { constant: false, render: (v, s) => pieces.map((p) => (typeof p === 'string' ? p : asText(p(v, s)))).join('') };
}

/** Text for the rules engine alone; its problems are reported with the kind's own names added to the help. */
function engineText(text: string, roots: readonly string[], problems: AnswerProblem[], path: (string | number)[], offset = 0): CompiledAnswer {
  const state: CompileState = newCompileState();
  const compiled = compileText(text, state, false);
  for (const p of state.problems) {
    const message = roots.length && p.message.startsWith('unknown template value') ? `${p.message}; this kind also offers ${roots.join(', ')}` : p.message;
    problems.push({ ...p, offset: p.offset + offset, message, path });
  }
  if (compiled.constant) return compiled;
  const render: Render = compiled.render;
  return { constant: false, render: (_, scope) => render(scope()) };
}

/** Renders a compiled answer; `fallback` when there is no template. */
export function renderAnswer(answer: CompiledAnswer | undefined, fallback: unknown, values: KindValues, scope: () => TemplateScope): unknown {
  if (!answer) return fallback;
  return answer.constant ? answer.value : answer.render(values, scope);
}

/** A template's problems as shape problems at `path` (the option holding it), for `mock-site validate`. */
export function answerProblems(template: unknown, roots: readonly string[], path: ShapePath): ShapeProblem[] {
  const problems: AnswerProblem[] = [];
  compileAnswer(template, roots, problems);
  return problems.map((p) => {
    const at = [...path, ...p.path];
    return { path: at, message: `${pathName(at)}: ${p.expression}: ${p.message}` };
  });
}
