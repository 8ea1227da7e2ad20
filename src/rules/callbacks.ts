// A rule's `callbacks` compiled at load time (templates parsed as the answers' are, in the same compile state) and
// rendered with the answer's template scope, so a callback sees the request, params and state the answer saw (and the
// same `{{id}}`). src/http/callbacks.ts sends them once the answer is written.
import type { OutgoingCallback } from '../model/callback.js';
import type { RuleCallback } from '../model/rule.js';
import { compileText, compileValue, type CompileState, type CompiledValue, type TemplateScope } from '../template/template.js';

export interface CompiledCallback {
  readonly method: string;
  readonly url: CompiledValue;
  readonly headers: readonly (readonly [name: string, value: CompiledValue])[];
  /** undefined: no body. */
  readonly body: CompiledValue | undefined;
  readonly delay: number;
}

export function compileCallback(callback: RuleCallback, state: CompileState): CompiledCallback {
  return {
    method: (callback.method ?? 'POST').toUpperCase(),
    url: compileText(callback.url, state, true),
    headers: Object.entries(callback.headers ?? {}).map(([name, value]) => [name, compileText(String(value), state, true)] as const),
    body: callback.body === undefined || callback.body === null ? undefined : compileValue(callback.body, state),
    delay: callback.delay ?? 0,
  };
}

const renderedValue = (v: CompiledValue, scope: TemplateScope): unknown => (v.constant ? v.value : v.render(scope));

/** The request to send, filled from this answer's scope. A JSON body gets `Content-Type: application/json` unless the rule sets one. */
export function renderCallback(callback: CompiledCallback, scope: TemplateScope, by: string): OutgoingCallback {
  const headers: Record<string, string> = {};
  for (const [name, value] of callback.headers) headers[name] = String(renderedValue(value, scope) ?? '');
  let body: string | undefined;
  if (callback.body) {
    const value = renderedValue(callback.body, scope);
    const text = typeof value === 'string';
    body = text ? value : JSON.stringify(value);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = text ? 'text/plain; charset=UTF-8' : 'application/json';
    }
  }
  return {
    by,
    method: callback.method,
    url: String(renderedValue(callback.url, scope) ?? ''),
    headers,
    ...(body !== undefined ? { body } : {}),
    delay: callback.delay,
  };
}
