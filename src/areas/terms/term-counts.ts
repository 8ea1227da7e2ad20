// A term's `count`: the published posts it is assigned to (_update_post_term_count). Counted in one
// pass over the posts and kept until the session's next write.
import type { Session } from '../../store/session.js';
import { keptUntilWrite } from '../../store/state-version.js';

const counts = keptUntilWrite<Map<number, number>>();

export function termCounts(session: Session): Map<number, number> {
  return counts(session.state, () => {
    const byTerm = new Map<number, number>();
    for (const post of Object.values(session.state.posts)) {
      if (post.type !== 'post' || post.status !== 'publish') continue;
      for (const id of post.categories) byTerm.set(id, (byTerm.get(id) ?? 0) + 1);
      for (const id of post.tags) byTerm.set(id, (byTerm.get(id) ?? 0) + 1);
    }
    return byTerm;
  });
}
