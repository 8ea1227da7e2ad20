// What one request's post handlers share: the session's state, the caller, the post type and lookups
// built at most once per request (sticky posts, revision counts, terms).
import type { Site } from '../../dispatch/types.js';
import type { User } from '../../scenario/types.js';
import type { Session } from '../../store/session.js';
import type { PostRecord, SessionState, TermRecord } from '../../store/types.js';
import type { RestRequest } from '../../wp/request.js';
import type { PostLookup } from '../content/capabilities.js';
import type { PostType } from './post-types.js';

export interface RevisionStats {
  count: number;
  latest: number;
}

export class Scope implements PostLookup {
  readonly session: Session;
  readonly user: User | null;
  #sticky?: { from: unknown; ids: Set<number> };
  #revisions?: Map<number, RevisionStats>;

  constructor(readonly req: RestRequest, readonly site: Site, readonly type: PostType) {
    this.session = site.store.session(req.session);
    this.user = req.user;
  }

  get siteInfo() {
    return this.site.scenario.site;
  }

  get(id: number): PostRecord | undefined {
    return this.session.get('posts', id);
  }

  term(id: number): TermRecord | undefined {
    return this.session.get('terms', id);
  }

  posts(): PostRecord[] {
    return this.session.all('posts');
  }

  get offsetHours(): number {
    return this.session.clock.offsetHours;
  }

  /** The sticky_posts option. */
  get sticky(): Set<number> {
    const list = this.session.state.options.sticky_posts;
    const cached = this.#sticky;
    if (cached && cached.from === list) return cached.ids;
    const ids = new Set(Array.isArray(list) ? list.map(Number) : []);
    this.#sticky = { from: list, ids };
    return ids;
  }

  /** wp_get_latest_revision_id_and_total_count(), for every post at once (autosaves count too). */
  revisionStats(id: number): RevisionStats | undefined {
    this.#revisions ??= revisionIndex(this.session.state);
    return this.#revisions.get(id);
  }
}

const revisionCache = new WeakMap<SessionState, { ticks: number; stats: Map<number, RevisionStats> }>();

/** Revision counts per parent, built once per session state until its next write. */
function revisionIndex(state: SessionState): Map<number, RevisionStats> {
  const hit = revisionCache.get(state);
  if (hit && hit.ticks === state.ticks) return hit.stats;
  const stats = new Map<number, RevisionStats & { date: string }>();
  for (const r of Object.values(state.posts)) {
    if (r.type !== 'revision') continue;
    const s = stats.get(r.parent);
    if (!s) stats.set(r.parent, { count: 1, latest: r.id, date: r.date });
    else {
      s.count++;
      if (r.date > s.date || (r.date === s.date && r.id > s.latest)) Object.assign(s, { latest: r.id, date: r.date });
    }
  }
  revisionCache.set(state, { ticks: state.ticks, stats });
  return stats;
}
