// ORDER BY of a post list: the `orderby`/`order` arguments mapped as prepare_items_query() and WP_Query
// map them (include and include_slugs keep the order given; relevance ranks search matches first).
import type { PostRecord } from '../../store/types.js';
import type { Compare } from '../content/select-window.js';
import { fold, relevanceRank, type Search } from '../content/search.js';

const byNumber =
  (key: 'id' | 'author' | 'parent' | 'menu_order'): Compare<PostRecord> =>
  (a, b) =>
    a[key] - b[key];
const byText =
  (pick: (p: PostRecord) => string): Compare<PostRecord> =>
  (a, b) => {
    const x = pick(a);
    const y = pick(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };

const foldedTitle = new WeakMap<PostRecord, string>();
const titleKey = (p: PostRecord) => {
  let t = foldedTitle.get(p);
  if (t === undefined) foldedTitle.set(p, (t = fold(p.title)));
  return t;
};

const COLUMNS: Record<string, Compare<PostRecord>> = {
  author: byNumber('author'),
  date: byText((p) => p.date),
  id: byNumber('id'),
  modified: byText((p) => p.modified),
  parent: byNumber('parent'),
  slug: byText((p) => p.slug),
  title: byText(titleKey),
  menu_order: byNumber('menu_order'),
};

/** Ties keep a stable, deterministic order: by ID in the direction asked. */
const withTieBreak =
  (compare: Compare<PostRecord>, sign: number): Compare<PostRecord> =>
  (a, b) =>
    sign * (compare(a, b) || a.id - b.id);

/** FIELD(column, list...): the order of a list given by the client. */
function byList<K>(list: readonly K[], key: (p: PostRecord) => K): Compare<PostRecord> {
  const rank = new Map<K, number>();
  list.forEach((v, i) => {
    if (!rank.has(v)) rank.set(v, i);
  });
  return (a, b) => (rank.get(key(a)) ?? -1) - (rank.get(key(b)) ?? -1);
}

export interface OrderArgs {
  orderby: string;
  order: string;
  include: number[];
  slugs: string[];
  search: Search | null;
}

export function postOrder({ orderby, order, include, slugs, search }: OrderArgs): Compare<PostRecord> {
  const sign = order === 'asc' ? 1 : -1;
  if (orderby === 'include' && include.length) return byList(include, (p) => p.id);
  if (orderby === 'include_slugs' && slugs.length) return byList(slugs, (p) => p.slug);
  const date = withTieBreak(COLUMNS.date!, sign);
  if (orderby === 'relevance' && search) {
    const rank = new WeakMap<PostRecord, number>();
    const rankOf = (p: PostRecord) => {
      let r = rank.get(p);
      if (r === undefined) rank.set(p, (r = relevanceRank(p, search)));
      return r;
    };
    return (a, b) => rankOf(a) - rankOf(b) || date(a, b);
  }
  return withTieBreak(COLUMNS[orderby] ?? COLUMNS.date!, sign);
}
