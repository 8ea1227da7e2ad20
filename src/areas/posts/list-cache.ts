// The ids a list query matched, in order, kept until the session's next write (the scenario clock ticks
// once per write): test suites ask for the same list again and again, and only the page they read has
// to be built anew. Bounded per session.
import { canonical } from '../../dispatch/request-key.js';
import type { SessionState } from '../../store/types.js';

const MAX_QUERIES = 64;
/** Arguments that choose the page or its presentation, not the matches. */
const PRESENTATION = new Set(['page', 'per_page', 'offset', 'context', '_fields', '_embed', '_envelope', '_jsonp', '_pretty', 'password', 'excerpt_length']);

interface Cached {
  ticks: number;
  queries: Map<string, readonly number[]>;
}

const caches = new WeakMap<SessionState, Cached>();

/** The key of a list query: its matching arguments, the post type and who asks (visibility differs). */
export function queryKey(type: string, params: Record<string, unknown>, userId: number | null): string {
  const matching: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (!PRESENTATION.has(k)) matching[k] = v;
  return `${type}|${userId ?? 0}|${canonical(matching)}`;
}

export function matchedIds(state: SessionState, key: string, compute: () => readonly number[]): readonly number[] {
  let cached = caches.get(state);
  if (!cached || cached.ticks !== state.ticks) caches.set(state, (cached = { ticks: state.ticks, queries: new Map() }));
  let ids = cached.queries.get(key);
  if (!ids) {
    if (cached.queries.size >= MAX_QUERIES) cached.queries.delete(cached.queries.keys().next().value!);
    cached.queries.set(key, (ids = compute()));
  }
  return ids;
}
