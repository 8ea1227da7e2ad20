// GET /cms/v2/{posts,pages}: get_items(). Totals count every match; the page is cut from the sorted
// matches; posts the caller may not read are left out of the page (but still counted, as in WordPress).
import type { HandlerContext } from '../../dispatch/types.js';
import type { HandlerOutcome } from '../../wp/rest-result.js';
import type { PostRecord } from '../../store/types.js';
import { isWpError, type WpError } from '../../wp/errors.js';
import type { RestRequest } from '../../wp/request.js';
import { canEditPost, checkReadPermission } from '../content/capabilities.js';
import { embedLinks } from '../../dispatch/embed.js';
import { paginationHeaders } from '../../wp/pagination.js';
import { collectionRoute } from '../content/permalinks.js';
import { matchedIds, queryKey } from './list-cache.js';
import { listQuery } from './list-query.js';
import { postOrder } from './list-order.js';
import { viewOptions } from './post-view.js';
import { cachedPostView } from './view-cache.js';
import type { PostType } from './post-types.js';
import { Scope } from './scope.js';
import { sortedPosts } from './sorted-index.js';
import { listStatuses } from './status-param.js';
import { badRequest, idList, isEmpty } from './request-values.js';

function argumentErrors(p: Record<string, unknown>): WpError | null {
  if (p.orderby === 'relevance' && isEmpty(p.search))
    return badRequest('rest_no_search_term_defined', 'You need to define a search term to order by relevance.');
  if (p.orderby === 'include' && isEmpty(p.include))
    return badRequest('rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.');
  return null;
}

/** WP_Query's "sticky posts first" on the first page of the blog home (when ignore_sticky is false). */
function stickyFirst(page: PostRecord[], all: PostRecord[], scope: Scope): PostRecord[] {
  const sticky = scope.sticky;
  if (!sticky.size) return page;
  const front = page.filter((p) => sticky.has(p.id));
  const found = new Set(front.map((p) => p.id));
  const excluded = new Set(idList(scope.req.params.exclude));
  const extra = all
    .filter((p) => sticky.has(p.id) && !found.has(p.id) && !excluded.has(p.id) && p.type === scope.type.name && p.status === 'publish')
    .sort(postOrder({ orderby: 'date', order: 'desc', include: [], slugs: [], search: null }));
  return [...front, ...extra, ...page.filter((p) => !sticky.has(p.id))];
}

/** Orders that depend only on the posts, so one sorting serves every request until the next write. */
const REUSABLE_ORDERS = new Set(['author', 'date', 'id', 'modified', 'parent', 'slug', 'title', 'menu_order']);

/** Every post that passes `test`, in the order of an already sorted list. */
function matchesOfSorted(sorted: readonly PostRecord[], test: (p: PostRecord) => boolean): number[] {
  const ids: number[] = [];
  for (const post of sorted) if (test(post)) ids.push(post.id);
  return ids;
}

export function listPosts(type: PostType) {
  return async (req: RestRequest, ctx: HandlerContext): Promise<HandlerOutcome> => {
    const scope = new Scope(req, ctx, type);
    const statuses = listStatuses(req.params.status, scope);
    if (isWpError(statuses)) return statuses;
    const p = req.params;
    const problem = argumentErrors(p);
    if (problem) return problem;

    const query = listQuery(scope, statuses);
    const perPage = Number(p.per_page ?? 10);
    const page = Number(p.page ?? 1);
    const skip = p.offset !== undefined ? Math.max(0, Number(p.offset)) : (page - 1) * perPage;
    const orderby = String(p.orderby ?? 'date');
    const order = String(p.order ?? 'desc');
    const compare = postOrder({ orderby, order, include: query.include, slugs: query.slugs, search: query.search });
    const ids = matchedIds(scope.session.state, queryKey(type.name, { ...p, status: statuses }, scope.user?.id ?? null), () =>
      REUSABLE_ORDERS.has(orderby)
        ? matchesOfSorted(sortedPosts(scope, `${orderby}:${order}`, compare), query.test)
        : scope
            .posts()
            .filter(query.test)
            .sort(compare)
            .map((post) => post.id),
    );
    const total = ids.length;
    const rows = scope.session.state.posts;
    const found = ids
      .slice(skip, skip + perPage)
      .map((id) => rows[id])
      .filter((post): post is PostRecord => post !== undefined);
    const totalPages = Math.ceil(total / perPage);
    if (page > totalPages && total > 0) {
      return badRequest('rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
    }
    const headers = paginationHeaders(req, collectionRoute(type.name), page, total, totalPages);
    if (req.method === 'HEAD') return { data: [], headers };
    let window = found;
    if (type.postOnly && p.ignore_sticky === false && page <= 1 && query.home) window = stickyFirst(window, scope.posts(), scope);

    const o = viewOptions(scope);
    const edit = o.context === 'edit';
    const views = window
      .filter((post) => (edit ? canEditPost(scope.user, post, scope) : checkReadPermission(scope.user, post, scope)))
      .map((post) => cachedPostView(post, scope, o));
    const items = views.map((v) => v.view);
    if (req.query._embed === undefined) return { data: items, encoded: `[${views.map((v) => v.json).join(',')}]`, headers };
    return { data: await embedLinks(items, req, ctx.site), headers };
  };
}
