// POST /__mock/verify: how many journaled requests match a pattern, and whether that count holds, as WireMock's
// verify. Body: {match: {method, route, query, body, headers, user, session} (a rule's match, read by its matchers),
// count? | atLeast? / atMost?} (nothing: at least once). Answer: {count, holds, expected}. Only what the journal
// still holds is counted (the last 1,000 requests by default; POST /__mock/reset empties it).
import type { Router } from 'express';
import { loadExpress } from '../load-on-demand.js';
import { compileRoutePattern } from '../catalogue/route-pattern.js';
import { requestTest } from '../rules/request-test.js';
import type { RuleMatch } from '../model/rule.js';
import type { RestRequest } from '../wp/request.js';
import { sendInvalid } from './error.js';
import type { AdminContext } from './context.js';
import type { Recorded } from './request-journal.js';

const MATCH_KEYS = ['method', 'route', 'query', 'body', 'headers', 'user', 'session'];
const BOUNDS = ['count', 'atLeast', 'atMost'] as const;

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with a verify body (param → message); empty when it is fine. */
function problemsOf(body: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isMapping(body)) return { body: 'must be a JSON object {match, count?, atLeast?, atMost?}' };
  for (const key of Object.keys(body))
    if (key !== 'match' && !BOUNDS.includes(key as never)) problems[key] = `is not a verify key (keys: match, ${BOUNDS.join(', ')})`;
  const { match } = body;
  if (!isMapping(match)) problems.match = "must be a mapping like a rule's match (method, route, query, body, headers, user, session)";
  else {
    for (const key of Object.keys(match)) if (!MATCH_KEYS.includes(key)) problems[`match.${key}`] = `is not a match key (keys: ${MATCH_KEYS.join(', ')})`;
    const methods = [match.method ?? []].flat();
    if (!methods.every((m) => typeof m === 'string')) problems['match.method'] = 'must be a method or a list of methods';
    for (const key of ['route', 'user', 'session'])
      if (match[key] !== undefined && typeof match[key] !== 'string') problems[`match.${key}`] = 'must be a string';
    for (const key of ['query', 'body', 'headers']) if (match[key] !== undefined && !isMapping(match[key])) problems[`match.${key}`] = 'must be a mapping';
    if (typeof match.route === 'string') {
      try {
        compileRoutePattern(match.route);
      } catch (e) {
        problems['match.route'] = `is not a route pattern: ${(e as Error).message}`;
      }
    }
  }
  for (const key of BOUNDS) {
    const v = body[key];
    if (v !== undefined && !(Number.isInteger(v) && (v as number) >= 0)) problems[key] = 'must be a whole number from 0';
  }
  if (body.count !== undefined && (body.atLeast !== undefined || body.atMost !== undefined))
    problems.count ??= 'goes alone: give count, or atLeast and/or atMost';
  return problems;
}

/**
 * The request test of a verify pattern: the route and the rest of the match through the rules' own matchers
 * (src/rules); the method exactly as sent (a rule for GET also answers HEAD, but verify counts what was sent).
 */
function testOf(match: RuleMatch): (req: RestRequest) => boolean {
  const methods = match.method === undefined ? null : new Set([match.method].flat().map((m) => m.toUpperCase()));
  const route = match.route === undefined ? null : compileRoutePattern(match.route);
  const rest = requestTest(match);
  return (req) => (!methods || methods.has(req.method)) && (!route || route.captures(req.route) !== null) && (!rest || rest(req));
}

/** A journaled request as the rule tests read requests. */
function asRequest(e: Recorded): RestRequest {
  return {
    method: e.method,
    wireMethod: e.method,
    route: e.route,
    query: e.query,
    rawQuery: '',
    headers: e.headers,
    json: e.json,
    form: e.form,
    files: {},
    urlParams: {},
    params: {},
    user: e.user,
    session: e.session,
    origin: '',
  };
}

export function verifyRouter(ctx: AdminContext): Router {
  const router = loadExpress().Router();
  router.post('/verify', (req, res) => {
    const problems = problemsOf(req.body);
    if (Object.keys(problems).length) {
      sendInvalid(
        res,
        `POST /__mock/verify: ${Object.entries(problems)
          .map(([k, v]) => `${k} ${v}`)
          .join('; ')}.`,
        problems,
      );
      return;
    }
    const body = req.body as { match: RuleMatch; count?: number; atLeast?: number; atMost?: number };
    const test = testOf(body.match);
    const count = ctx.journal.entries().reduce((n, e) => (test(asRequest(e)) ? n + 1 : n), 0);
    const expected =
      body.count !== undefined
        ? { count: body.count }
        : body.atLeast === undefined && body.atMost === undefined
          ? { atLeast: 1 }
          : { ...(body.atLeast !== undefined ? { atLeast: body.atLeast } : {}), ...(body.atMost !== undefined ? { atMost: body.atMost } : {}) };
    const holds =
      'count' in expected
        ? count === expected.count
        : (expected.atLeast === undefined || count >= expected.atLeast) && (expected.atMost === undefined || count <= expected.atMost);
    res.json({ count, holds, expected });
  });
  return router;
}
