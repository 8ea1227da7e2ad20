// A term's `count`: the published posts it is assigned to (_update_post_term_count). Counted in one
// pass over the posts and kept until the session's next write (its clock tick).
import type { Session } from '../../store/session.js';
import type { SessionState } from '../../store/types.js';

interface Counts { ticks: number; byTerm: Map<number, number> }

const cache = new WeakMap<SessionState, Counts>();

export function termCounts(session: Session): Map<number, number> {
  const state = session.state;
  const hit = cache.get(state);
  // Every write ticks the clock first, so the tick count dates the counts.
  if (hit && hit.ticks === state.ticks) return hit.byTerm;
  const byTerm = new Map<number, number>();
  for (const post of Object.values(state.posts)) {
    if (post.type !== 'post' || post.status !== 'publish') continue;
    for (const id of post.categories) byTerm.set(id, (byTerm.get(id) ?? 0) + 1);
    for (const id of post.tags) byTerm.set(id, (byTerm.get(id) ?? 0) + 1);
  }
  cache.set(state, { ticks: state.ticks, byTerm });
  return byTerm;
}
