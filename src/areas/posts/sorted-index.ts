// The posts of a type in a list order, sorted once and reused until the session's next write, so paging
// through thousands of posts does not sort each time.
import { keptUntilWrite } from '../../store/state-version.js';
import type { PostRecord } from '../../store/types.js';
import type { Compare } from '../content/select-window.js';
import type { Scope } from './scope.js';

const orders = keptUntilWrite<Map<string, PostRecord[]>>();

/** Every post of the scope's type sorted by `compare`; `key` names the order (orderby and order). */
export function sortedPosts(scope: Scope, key: string, compare: Compare<PostRecord>): PostRecord[] {
  const sorted = orders(scope.session.state, () => new Map());
  const name = `${scope.type.name}:${key}`;
  let posts = sorted.get(name);
  if (!posts)
    sorted.set(
      name,
      (posts = scope
        .posts()
        .filter((p) => p.type === scope.type.name)
        .sort(compare)),
    );
  return posts;
}
