// The parts of `match` beyond method and route, compiled once into one test: query and body subsets,
// headers (names case-insensitive), the authenticated user and the session.
import type { RuleMatch } from '../model/rule.js';
import { requestBody, type RestRequest } from '../wp/request.js';
import { compileSubset } from './subset.js';

export type RequestTest = (req: RestRequest) => boolean;

/** The test of everything but method and route, or null when the rule states nothing else. */
export function requestTest(match: RuleMatch): RequestTest | null {
  const tests: RequestTest[] = [];
  const { query, body, headers, user, session } = match;
  if (session !== undefined) tests.push((req) => req.session === session);
  if (user !== undefined) {
    tests.push(user === 'anonymous' ? (req) => req.user === null : (req) => req.user?.username === user);
  }
  if (headers) {
    for (const [name, expected] of Object.entries(headers)) {
      const key = name.toLowerCase();
      const want = String(expected);
      tests.push((req) => {
        const value = req.headers[key];
        return Array.isArray(value) ? value.includes(want) : value === want;
      });
    }
  }
  if (query) {
    const test = compileSubset(query);
    tests.push((req) => test(req.query));
  }
  if (body) {
    const test = compileSubset(body);
    tests.push((req) => test(requestBody(req)));
  }
  if (!tests.length) return null;
  if (tests.length === 1) return tests[0]!;
  return (req) => tests.every((t) => t(req));
}
