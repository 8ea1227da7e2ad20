// Where rules answer: the first rule (priority, then file order) whose match holds and whose `when`
// machine states hold answers the request; its sequence position and `then` moves are kept per session.
import { handlerContext, writerNote } from '../dispatch/pipeline.js';
import type { DispatchResult, Prepared, Site } from '../dispatch/types.js';
import { catalogueAccess } from '../wp/permission.js';
import type { HandlerOutcome } from '../wp/rest-result.js';
import { protocolErrors } from '../wp/errors.js';
import { isPlainObject } from '../wp/php-values.js';
import type { RestRequest } from '../wp/request.js';
import type { Session } from '../store/session.js';
import type { CompiledResponse } from './compile-response.js';
import { faultInBatch, malformedJson } from './faults.js';
import type { CompiledRule, RuleIndex } from './compiled-rule.js';
import { renderCallback } from './callbacks.js';
import type { TemplateScope } from '../template/template.js';
import { templateScope } from '../template/scope.js';

const NONE: Readonly<Record<string, string>> = Object.freeze({});

/** The session counter of a rule's answers (its place in a `respond` sequence). */
export const answerCounter = (ruleId: string): string => `rule:${ruleId}`;

/** The rule that answers `req`, with its path captures; null when none does. */
export function selectRule(rules: RuleIndex, site: Site, req: RestRequest): { rule: CompiledRule; captures: Readonly<Record<string, string>> } | null {
  const candidates = rules.candidates(req.method, req.route);
  if (!candidates) return null;
  let machines: Record<string, string> | undefined;
  let lastRoute: CompiledRule['route'] = null;
  let lastCaptures: Readonly<Record<string, string>> | null = NONE;
  for (const rule of candidates) {
    if (rule.route !== lastRoute) {
      lastRoute = rule.route;
      lastCaptures = rule.route ? rule.route.captures(req.route) : NONE;
    }
    const captures = lastCaptures;
    if (!captures || (rule.test && !rule.test(req))) continue;
    if (rule.when.length) {
      machines ??= site.store.session(req.session).state.machines;
      const current = machines;
      if (!rule.when.every(([name, state]) => (current[name] ?? rules.initial.get(name)) === state)) continue;
    }
    return { rule, captures };
  }
  return null;
}

/** The answer of the first rule that applies, or null to let the route answer. */
export async function answerByRule(rules: RuleIndex, site: Site, req: RestRequest, prepared: Prepared): Promise<DispatchResult | null> {
  const selected = selectRule(rules, site, req);
  if (!selected) return null;
  const { rule, captures } = selected;
  const session = site.store.session(req.session).forRequest(writerNote(req));
  const id = rule.rule.id;
  const answeredBy = `rule:${id}`;
  const match = prepared.match;

  let outcome: HandlerOutcome;
  let fault: DispatchResult['fault'];
  let delay = 0;
  let scope: TemplateScope | undefined;
  /** The template scope of this answer (its number counted per session when the rule counts). */
  const answerScope = () => {
    const key = answerCounter(id);
    const answer = rule.counted ? (session.state.counters[key] ?? 0) : 0;
    if (rule.counted) session.put('counters', key, answer + 1);
    return { answer, scope: templateScope({ site, req, session, captures: match ? { ...match.urlParams, ...captures } : captures, ruleId: id, answer }) };
  };
  if (rule.bound) outcome = await runBound(site, req, session, prepared, rule, captures);
  else {
    let answer: number;
    ({ answer, scope } = answerScope());
    const response = pick(rule.responses, answer, rule.cycle);
    ({ outcome, fault } = render(response, scope, id));
    delay = response.delay;
  }
  // Callbacks are filled from what the answer saw (a bound rule's: once the kind answered) and sent once it is written.
  if (rule.callbacks.length) {
    scope ??= answerScope().scope;
    const filled = scope;
    (req.afterAnswer ??= []).push(...rule.callbacks.map((c) => renderCallback(c, filled, answeredBy)));
  }
  for (const [machine, state] of rule.then) session.put('machines', machine, state);
  await session.commit();
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const allow = 'headers' in outcome ? outcome.headers?.Allow : undefined;
  const { latency } = rule.rule;
  return { outcome, answeredBy, match, ...(allow !== undefined ? { allow } : {}), ...(fault ? { fault } : {}), ...(latency ? { latency } : {}) };
}

function pick(responses: readonly CompiledResponse[], answer: number, cycle: boolean): CompiledResponse {
  const n = responses.length;
  return responses[cycle ? answer % n : Math.min(answer, n - 1)]!;
}

function render(
  response: CompiledResponse,
  scope: ReturnType<typeof templateScope>,
  ruleId: string,
): { outcome: HandlerOutcome; fault?: DispatchResult['fault'] } {
  const { body, status } = response;
  const data = body.constant ? body.value : body.render(scope);
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) headers[name] = String(value.constant ? value.value : value.render(scope));
  const { fault } = response;
  if (fault === 'malformed-json') {
    const encoded = malformedJson(response.encoded ?? (response.text ? undefined : JSON.stringify(data)));
    return { outcome: { status, data: encoded, headers, encoded, verbatim: true } };
  }
  if (fault) return { outcome: faultInBatch(ruleId, fault), fault };
  if (response.text) return { outcome: { status, data, headers, encoded: String(data), verbatim: true } };
  // `_fields` trims it in the pipeline, as every answer (src/wp/fields.ts).
  const encoded = body.constant ? response.encoded : undefined;
  return { outcome: { status, data, headers, ...(encoded !== undefined ? { encoded } : {}) } };
}

/** A `bind` rule: the kind answers, with the catalogue's route where there is one, else the rule's own. */
async function runBound(
  site: Site,
  req: RestRequest,
  session: Session,
  prepared: Prepared,
  rule: CompiledRule,
  captures: Readonly<Record<string, string>>,
): Promise<HandlerOutcome> {
  const bound = rule.bound!;
  const catalogued = prepared.match && prepared.endpoint;
  const ctx = catalogued
    ? handlerContext(site, req, prepared.match!.route, prepared.endpoint!, session)
    : handlerContext(site, req, bound.route, bound.endpoint, session);
  req.urlParams = { ...req.urlParams, ...captures };
  // A route no catalogue has declares no arguments: the kind reads them as sent (query, then body, then the path).
  if (!catalogued) req.params = { ...req.query, ...req.form, ...(isPlainObject(req.json) ? req.json : {}), ...captures };
  else for (const [k, v] of Object.entries(captures)) req.params[k] ??= v;
  const behaviour = bound.behaviour;
  try {
    // Binding replaces how a route answers, not who may call it.
    const refused = catalogued ? catalogueAccess(req, prepared.endpoint!) : null;
    if (refused) return refused;
    if (typeof behaviour === 'function') return await behaviour(req, ctx);
    return behaviour.permit?.(req, ctx) ?? (await behaviour.handle(req, ctx));
  } catch (e) {
    return protocolErrors.internal(`[mock-site] rule ${rule.rule.id} (${rule.rule.bind?.kind}) failed on ${req.method} ${req.route}: ${(e as Error).message}`);
  }
}
