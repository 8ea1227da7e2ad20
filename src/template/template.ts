// Safe templates in rule bodies and header values: `{{request.query.id}}`, `{{state.posts.count}}`,
// `{{now}}`, `{{id}}`, `{{fake.email}}`... Only these names are read; nothing is evaluated. A string that is
// exactly one template takes the value's JSON type (a number stays a number); otherwise the values are
// written into the text. `\{{` writes a literal `{{`. Callers may allow more roots (the kinds add
// `item`, `items`, `job`...), read through TemplateScope.extra.
import { FAKE_FORMATS } from './fake-values.js';

export interface Expression {
  /** As written between the braces, trimmed. */
  readonly text: string;
  readonly path: readonly string[];
  /** Where `{{` starts in the text. */
  readonly offset: number;
}

export interface TemplateProblem {
  /** The whole `{{...}}` as written. */
  readonly expression: string;
  readonly offset: number;
  /** What is wrong and what to write instead (no trailing period). */
  readonly message: string;
}

export interface ParsedTemplate {
  readonly parts: readonly (string | Expression)[];
  readonly problems: readonly TemplateProblem[];
}

/** What templates read at answer time; src/template/scope.ts builds it for one request. */
export interface TemplateScope {
  request(part: RequestPart, path: readonly string[]): unknown;
  machine(name: string): string | undefined;
  count(table: string): number;
  now(gmt: boolean): string;
  id(): number;
  fake(format: string, slot: number): unknown;
  /** A value under one of the extra roots the caller allowed. */
  extra?(root: string, path: readonly string[]): unknown;
}

export type RequestPart = 'method' | 'route' | 'user' | 'session' | 'query' | 'body' | 'headers' | 'params';
/** Request parts that are one value; the others are maps a path walks into. */
const REQUEST_VALUES = new Set<string>(['method', 'route', 'user', 'session']);
const REQUEST_MAPS = new Set<string>(['query', 'body', 'headers', 'params']);
const SEGMENT = /^[\w-]+$/;
const HELP =
  'use request.(method|route|user|session|query.<name>|body.<name>|headers.<name>|params.<name>), state.<table>.count, state.machines.<name>, now, now.gmt, id or fake.<format>';

export const hasTemplate = (text: string): boolean => text.includes('{{');

/**
 * Splits text into literal pieces and expressions, with every problem found (for `mock-site validate`).
 * `extraRoots`: more names a template may start with (their paths are not checked).
 */
export function parseTemplate(text: string, extraRoots: readonly string[] = []): ParsedTemplate {
  const parts: (string | Expression)[] = [];
  const problems: TemplateProblem[] = [];
  let literal = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{{', at);
    if (open < 0) break;
    if (open > 0 && text[open - 1] === '\\') {
      literal += `${text.slice(at, open - 1)}{{`;
      at = open + 2;
      continue;
    }
    const close = text.indexOf('}}', open + 2);
    if (close < 0) {
      problems.push({
        expression: text.slice(open),
        offset: open,
        message: 'a template opens with {{ but never closes with }}; close it, or write \\{{ for literal braces',
      });
      break;
    }
    literal += text.slice(at, open);
    if (literal) parts.push(literal);
    literal = '';
    const inner = text.slice(open + 2, close).trim();
    const expression: Expression = { text: inner, path: inner.replace(/\[(\d+)\]/g, '.$1').split('.'), offset: open };
    const problem = extraRoots.includes(expression.path[0]!) ? checkPath(expression) : checkExpression(expression);
    if (problem) problems.push({ expression: text.slice(open, close + 2), offset: open, message: problem });
    parts.push(expression);
    at = close + 2;
  }
  literal += text.slice(at);
  if (literal) parts.push(literal);
  return { parts, problems };
}

function checkPath({ text, path }: Expression): string | null {
  if (!text) return `an empty template; ${HELP}`;
  return path.every((s) => SEGMENT.test(s)) ? null : `"${text}" is not a dotted name (letters, digits, _ and - between dots); ${HELP}`;
}

function checkExpression(expression: Expression): string | null {
  const problem = checkPath(expression);
  if (problem) return problem;
  const { text, path } = expression;
  const [root, second, third] = path;
  switch (root) {
    case 'request':
      if (second === undefined) return `{{request}} needs a part; ${HELP}`;
      if (REQUEST_VALUES.has(second)) return path.length === 2 ? null : `request.${second} has no parts (got ${text})`;
      if (!REQUEST_MAPS.has(second)) return `unknown request part "${second}"; ${HELP}`;
      if ((second === 'headers' || second === 'params') && path.length > 3) return `request.${second} takes one name (got ${text})`;
      return null;
    case 'state':
      if (second === 'machines') return path.length === 3 ? null : `write state.machines.<machine name> (got ${text})`;
      return path.length === 3 && third === 'count' ? null : `state takes state.<table or store>.count or state.machines.<name> (got ${text})`;
    case 'now':
      return path.length === 1 || (path.length === 2 && second === 'gmt') ? null : `write {{now}} or {{now.gmt}} (got ${text})`;
    case 'id':
      return path.length === 1 ? null : `{{id}} has no parts (got ${text})`;
    case 'fake':
      if (path.length === 2 && FAKE_FORMATS.includes(second!)) return null;
      return `unknown fake value "${path.slice(1).join('.')}"; write fake.<format> with one of: ${FAKE_FORMATS.join(', ')}`;
    default:
      return `unknown template value "${text}"; ${HELP}`;
  }
}

export type Render = (scope: TemplateScope) => unknown;
/** A compiled value: constant (answers may share it as is) or rendered per answer. */
export type CompiledValue = { readonly constant: true; readonly value: unknown } | { readonly constant: false; readonly render: Render };

/** Numbers the `fake.*` placeholders of one answer, so each gets its own seeded value. */
export interface CompileState {
  problems: TemplateProblem[];
  fakeSlots: number;
  usesId: boolean;
  /** The machines `{{state.machines.<name>}}` names, for the caller to check. */
  machines: string[];
  /** More root names templates may use (see parseTemplate). */
  readonly extraRoots: readonly string[];
}

export const newCompileState = (extraRoots: readonly string[] = []): CompileState => ({ problems: [], fakeSlots: 0, usesId: false, machines: [], extraRoots });

/** Compiles a body value (JSON from YAML): strings may hold templates, object keys are kept as written. */
export function compileValue(value: unknown, state: CompileState): CompiledValue {
  if (typeof value === 'string') return compileText(value, state, false);
  if (Array.isArray(value)) {
    const items = value.map((v) => compileValue(v, state));
    if (items.every((i) => i.constant)) return { constant: true, value };
    return { constant: false, render: (scope) => items.map((i) => (i.constant ? i.value : i.render(scope))) };
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, compileValue(v, state)] as const);
    if (entries.every(([, c]) => c.constant)) return { constant: true, value };
    return {
      constant: false,
      render: (scope) => {
        const out: Record<string, unknown> = {};
        for (const [k, c] of entries) out[k] = c.constant ? c.value : c.render(scope);
        return out;
      },
    };
  }
  return { constant: true, value };
}

/** Compiles text; `asText` (header values) always renders a string. */
export function compileText(text: string, state: CompileState, asText: boolean): CompiledValue {
  if (!hasTemplate(text)) return { constant: true, value: text };
  const parsed = parseTemplate(text, state.extraRoots);
  state.problems.push(...parsed.problems);
  if (parsed.problems.length) return { constant: true, value: text };
  const parts = parsed.parts.map((p) => (typeof p === 'string' ? p : resolver(p, state)));
  if (parts.length === 1) {
    const only = parts[0]!;
    if (typeof only === 'string') return { constant: true, value: only };
    if (!asText) return { constant: false, render: (scope) => only(scope) ?? null };
  }
  return { constant: false, render: (scope) => parts.map((p) => (typeof p === 'string' ? p : asString(p(scope)))).join('') };
}

function asString(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function resolver({ path }: Expression, state: CompileState): Render {
  const [root = '', second = '', third = ''] = path;
  if (state.extraRoots.includes(root)) {
    const rest = path.slice(1);
    return (scope) => scope.extra?.(root, rest);
  }
  switch (root) {
    case 'request': {
      const part = second as RequestPart;
      const rest = path.slice(2);
      return (scope) => scope.request(part, rest);
    }
    case 'state':
      if (second !== 'machines') return (scope) => scope.count(second);
      state.machines.push(third);
      return (scope) => scope.machine(third) ?? null;
    case 'now': {
      const gmt = second === 'gmt';
      return (scope) => scope.now(gmt);
    }
    case 'id':
      state.usesId = true;
      return (scope) => scope.id();
    default: {
      const slot = state.fakeSlots++;
      return (scope) => scope.fake(second, slot);
    }
  }
}
