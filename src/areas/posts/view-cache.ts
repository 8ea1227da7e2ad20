// A post's answer (and its JSON) kept until the session's next write: lists and item reads of an
// unchanged store rebuild nothing. Only for answers without `_fields` (those are cut per request).
import type { PostRecord, SessionState } from '../../store/types.js';
import { wpJson } from '../../wp/json.js';
import { postView, type ViewOptions } from './post-view.js';
import type { Scope } from './scope.js';

export interface CachedView {
  view: Record<string, unknown>;
  json: string;
}

const caches = new WeakMap<SessionState, { ticks: number; views: Map<string, CachedView> }>();
const MAX_VIEWS = 5000;

export function cachedPostView(post: PostRecord, scope: Scope, o: ViewOptions): CachedView {
  const { req } = scope;
  if (req.query._fields !== undefined) {
    const view = postView(post, scope, o);
    return { view, json: wpJson(view) };
  }
  const state = scope.session.state;
  let cache = caches.get(state);
  if (!cache || cache.ticks !== state.ticks) caches.set(state, (cache = { ticks: state.ticks, views: new Map() }));
  const key = `${post.id}|${post.modified_gmt}|${o.context}|${o.links !== false}|${req.origin}|${req.user?.id ?? 0}|${String(req.params.password ?? '')}|${String(req.params.excerpt_length ?? '')}`;
  let hit = cache.views.get(key);
  if (!hit) {
    if (cache.views.size >= MAX_VIEWS) cache.views.clear();
    const view = postView(post, scope, o);
    cache.views.set(key, (hit = { view, json: wpJson(view) }));
  }
  return hit;
}
