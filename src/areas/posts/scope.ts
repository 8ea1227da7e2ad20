// What one request's post handlers share: the session's state, the caller, the post type and lookups
// built at most once per request (sticky posts, revision counts, terms).
import type { HandlerContext, Site } from '../../dispatch/types.js';
import type { User } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import type { PostRecord, TermRecord } from '../../store/types.js';
import type { RestRequest } from '../../wp/request.js';
import type { PostLookup } from '../content/capabilities.js';
import type { PostType } from './post-types.js';

export interface RevisionStats {
  count: number;
  latest: number;
}

export class Scope implements PostLookup {
  readonly site: Site;
  readonly session: Session;
  readonly user: User | null;
  #sticky?: { from: unknown; ids: Set<number> };

  constructor(
    readonly req: RestRequest,
    ctx: Pick<HandlerContext, 'site' | 'session'>,
    readonly type: PostType,
  ) {
    this.site = ctx.site;
    this.session = ctx.session;
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
    let stats: (RevisionStats & { date: string }) | undefined;
    for (const r of this.session.lookup('posts', 'parent', id)) {
      if (r.type !== 'revision') continue;
      if (!stats) stats = { count: 1, latest: r.id, date: r.date };
      else {
        stats.count++;
        if (r.date > stats.date || (r.date === stats.date && r.id > stats.latest)) Object.assign(stats, { latest: r.id, date: r.date });
      }
    }
    return stats && { count: stats.count, latest: stats.latest };
  }
}
