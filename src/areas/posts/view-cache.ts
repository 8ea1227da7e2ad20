// A post's answer (and its JSON) kept until the session's next write: lists and item reads of an
// unchanged store rebuild nothing. Only for answers without `_fields` (those are cut per request).
import { keptUntilWrite } from '../../store/state-version.js';
import type { PostRecord } from '../../store/types.js';
import { wpJson } from '../../wp/json.js';
import { postView, type ViewOptions } from './post-view.js';
import type { Scope } from './scope.js';

export interface CachedView {
  view: Record<string, unknown>;
  json: string;
}

const viewsOf = keptUntilWrite<Map<string, CachedView>>();
const MAX_VIEWS = 5000;

export function cachedPostView(post: PostRecord, scope: Scope, o: ViewOptions): CachedView {
  const { req } = scope;
  if (req.query._fields !== undefined) {
    const view = postView(post, scope, o);
    return { view, json: wpJson(view) };
  }
  const views = viewsOf(scope.session.state, () => new Map());
  const key = `${post.id}|${post.modified_gmt}|${o.context}|${o.links !== false}|${req.origin}|${req.user?.id ?? 0}|${String(req.params.password ?? '')}|${String(req.params.excerpt_length ?? '')}`;
  let hit = views.get(key);
  if (!hit) {
    if (views.size >= MAX_VIEWS) views.clear();
    const view = postView(post, scope, o);
    views.set(key, (hit = { view, json: wpJson(view) }));
  }
  return hit;
}
