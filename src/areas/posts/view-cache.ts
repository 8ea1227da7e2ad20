// A post's answer (and its JSON) kept until the session's next write: lists and item reads of an
// unchanged store rebuild nothing. Only for answers without `_fields` (those are cut per request).
import { keptUntilWrite } from '../../store/state-version.js';
import type { PostRecord } from '../../store/types.js';
import { encodedPostView, type ViewOptions } from './post-view.js';
import type { Scope } from './scope.js';

export interface CachedView {
  view: Record<string, unknown>;
  json: string;
}

/** A session's kept views, and the characters of their JSON (a view object takes about as much again). */
const viewsOf = keptUntilWrite<{ views: Map<string, CachedView>; chars: number }>();
const MAX_VIEWS = 5000;
/** At most this many characters of JSON kept per session (4 MiB): posts of long content fill it before MAX_VIEWS. */
const MAX_CHARS = 4 * 1024 * 1024;

export function cachedPostView(post: PostRecord, scope: Scope, o: ViewOptions): CachedView {
  const { req } = scope;
  if (req.query._fields !== undefined) return encodedPostView(post, scope, o);
  const kept = viewsOf(scope.session.state, () => ({ views: new Map(), chars: 0 }));
  const { views } = kept;
  const key = `${post.id}|${post.modified_gmt}|${o.context}|${o.links !== false}|${req.origin}|${req.user?.id ?? 0}|${String(req.params.password ?? '')}|${String(req.params.excerpt_length ?? '')}`;
  let hit = views.get(key);
  if (!hit) {
    hit = encodedPostView(post, scope, o);
    if (views.size >= MAX_VIEWS || kept.chars + hit.json.length > MAX_CHARS) {
      views.clear();
      kept.chars = 0;
    }
    views.set(key, hit);
    kept.chars += hit.json.length;
  }
  return hit;
}
