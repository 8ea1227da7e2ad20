// The posts of a type in a list order, sorted once and reused until the session's next write (the
// scenario clock ticks once per write), so paging through thousands of posts does not sort each time.
import type { PostRecord, SessionState } from '../../store/types.js';
import type { Compare } from '../content/select-window.js';
import type { Scope } from './scope.js';

interface Sorted {
  ticks: number;
  posts: PostRecord[];
}

const cache = new WeakMap<SessionState, Map<string, Sorted>>();

/** Every post of the scope's type sorted by `compare`; `key` names the order (orderby and order). */
export function sortedPosts(scope: Scope, key: string, compare: Compare<PostRecord>): PostRecord[] {
  const state = scope.session.state;
  let orders = cache.get(state);
  if (!orders) cache.set(state, (orders = new Map()));
  const name = `${scope.type.name}:${key}`;
  const hit = orders.get(name);
  if (hit && hit.ticks === state.ticks) return hit.posts;
  const posts = scope.posts().filter((p) => p.type === scope.type.name).sort(compare);
  orders.set(name, { ticks: state.ticks, posts });
  return posts;
}
