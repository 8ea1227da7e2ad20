// The ids a list query (or the blog home page) matched, in order, kept until the session's next write: test suites
// ask for the same list again and again, and only the page they read has to be built anew. Bounded per session.
import { canonical } from '../../dispatch/request-key.js';
import { keptUntilWrite } from '../../store/state-version.js';
import type { SessionState } from '../../store/types.js';

const MAX_QUERIES = 64;
/** Arguments that choose the page or its presentation, not the matches. */
const PRESENTATION = new Set(['page', 'per_page', 'offset', 'context', '_fields', '_embed', '_envelope', '_jsonp', '_pretty', 'password', 'excerpt_length']);

const matches = keptUntilWrite<Map<string, readonly number[]>>();

/** The key of a list query: its matching arguments, the post type and who asks (visibility differs). */
export function queryKey(type: string, params: Record<string, unknown>, userId: number | null): string {
  const matching: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (!PRESENTATION.has(k)) matching[k] = v;
  return `${type}|${userId ?? 0}|${canonical(matching)}`;
}

export function matchedIds(state: SessionState, key: string, compute: () => readonly number[]): readonly number[] {
  const queries = matches(state, () => new Map());
  let ids = queries.get(key);
  if (!ids) {
    if (queries.size >= MAX_QUERIES) queries.delete(queries.keys().next().value!);
    queries.set(key, (ids = compute()));
  }
  return ids;
}
