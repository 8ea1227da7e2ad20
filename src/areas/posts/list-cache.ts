// The ids a list query (or the blog home page) matched, in order, kept until the session's next write: test suites
// ask for the same list again and again, and only the page they read has to be built anew. Bounded per session.
import { canonical } from '../../dispatch/request-key.js';
import { keptUntilWrite } from '../../store/state-version.js';
import type { SessionState } from '../../store/types.js';

const MAX_QUERIES = 64;
/** Matched ids kept at most per session, all queries together (about 4 MB): a site of 100,000 posts matches that many per list. */
const MAX_IDS = 500_000;
/** Arguments that choose the page or its presentation, not the matches. */
const PRESENTATION = new Set(['page', 'per_page', 'offset', 'context', '_fields', '_embed', '_envelope', '_jsonp', '_pretty', 'password', 'excerpt_length']);

const matches = keptUntilWrite<{ queries: Map<string, readonly number[]>; ids: number }>();

/** The key of a list query: its matching arguments, the post type and who asks (visibility differs). */
export function queryKey(type: string, params: Record<string, unknown>, userId: number | null): string {
  const matching: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (!PRESENTATION.has(k)) matching[k] = v;
  return `${type}|${userId ?? 0}|${canonical(matching)}`;
}

export function matchedIds(state: SessionState, key: string, compute: () => readonly number[]): readonly number[] {
  const kept = matches(state, () => ({ queries: new Map(), ids: 0 }));
  const { queries } = kept;
  let ids = queries.get(key);
  if (!ids) {
    ids = compute();
    // the oldest queries go first (the new one is kept even when it alone is over the bound)
    while (queries.size && (queries.size >= MAX_QUERIES || kept.ids + ids.length > MAX_IDS)) {
      const [oldest, dropped] = queries.entries().next().value!;
      queries.delete(oldest);
      kept.ids -= dropped.length;
    }
    queries.set(key, ids);
    kept.ids += ids.length;
  }
  return ids;
}
