// GET /{type}/{parent}/revisions (paged, searchable), GET and DELETE of one revision (revisions cannot be
// trashed: 501 without force=true).
import type { Handler } from '../../dispatch/types.js';
import type { PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { paginationHeaders } from '../../wp/pagination.js';
import { itemRoute } from '../content/permalinks.js';
import { matchesSearch, parseSearch, relevanceRank } from '../content/search.js';
import { selectWindow, type Compare } from '../content/select-window.js';
import { parentOf, revisionOf } from './revision-permits.js';
import { revisionsOf } from './revision-store.js';
import { revisionView } from './revision-view.js';
import type { PostType } from './post-types.js';
import { Scope } from './scope.js';
import { badRequest, contextOf, idList, isEmpty } from './request-values.js';

/** The revisions query's ORDER BY ('date' means date, then ID). */
function revisionOrder(p: Record<string, unknown>, rank: (r: PostRecord) => number): Compare<PostRecord> {
  const sign = p.order === 'asc' ? 1 : -1;
  const byDate: Compare<PostRecord> = (a, b) => sign * ((a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || a.id - b.id);
  const include = idList(p.include);
  switch (p.orderby) {
    case 'id':
      return (a, b) => sign * (a.id - b.id);
    case 'include':
      return (a, b) => include.indexOf(a.id) - include.indexOf(b.id);
    case 'slug':
      return (a, b) => sign * (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : a.id - b.id);
    case 'title':
      return (a, b) => sign * (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : a.id - b.id);
    case 'relevance':
      return (a, b) => rank(a) - rank(b) || byDate(a, b);
    default:
      return byDate;
  }
}

export const listRevisions =
  (type: PostType): Handler =>
  async (req, ctx) => {
    const scope = new Scope(req, ctx, type);
    const parent = parentOf(scope, req.params.parent);
    if (parent instanceof WpError) return parent;
    const p = req.params;
    if (p.orderby === 'relevance' && isEmpty(p.search))
      return badRequest('rest_no_search_term_defined', 'You need to define a search term to order by relevance.');
    if (p.orderby === 'include' && isEmpty(p.include))
      return badRequest('rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.');

    const include = idList(p.include);
    const exclude = idList(p.exclude);
    const search = isEmpty(p.search) ? null : parseSearch(String(p.search), false, []);
    const matches = revisionsOf(parent.id, scope).filter(
      (r) => (!include.length || include.includes(r.id)) && !exclude.includes(r.id) && (!search || matchesSearch(r, search)),
    );
    const perPage = p.per_page === undefined ? undefined : Number(p.per_page);
    const page = Number(p.page ?? 1);
    const offset = p.offset === undefined ? undefined : Number(p.offset);
    const total = matches.length;
    const totalPages = perPage ? Math.ceil(total / perPage) : total > 0 ? 1 : 0;
    if (total > 0 && offset !== undefined && offset >= total) {
      return badRequest('rest_revision_invalid_offset_number', 'The offset number requested is larger than or equal to the number of available revisions.');
    }
    if (total > 0 && !offset && page > totalPages)
      return badRequest('rest_revision_invalid_page_number', 'The page number requested is larger than the number of pages available.');

    // Without per_page WP_Query fetches every revision (posts_per_page -1): offset and page pick nothing, though
    // they were checked above. With it, an offset wins over the page (absint, as WP_Query reads it).
    const skip = perPage === undefined ? 0 : offset !== undefined ? Math.abs(offset) : (page - 1) * perPage;
    const order = revisionOrder(p, (r) => (search ? relevanceRank(r, search) : 0));
    const window = selectWindow(matches, order, skip, perPage ?? total);
    const headers = paginationHeaders(req, `${itemRoute(parent)}/revisions`, page, total, totalPages);
    return { data: window.map((r) => revisionView(r, scope, contextOf(req), false)), headers };
  };

export const getRevision =
  (type: PostType): Handler =>
  (req, ctx) => {
    const scope = new Scope(req, ctx, type);
    const parent = parentOf(scope, req.params.parent);
    if (parent instanceof WpError) return parent;
    const revision = revisionOf(scope, req.params.id);
    if (revision instanceof WpError) return revision;
    if (revision.parent !== parent.id) {
      return new WpError('rest_revision_parent_id_mismatch', `The revision does not belong to the specified parent with id of "${parent.id}"`, { status: 404 });
    }
    return { data: revisionView(revision, scope, contextOf(req), false) };
  };

export const deleteRevision =
  (type: PostType): Handler =>
  async (req, ctx) => {
    const scope = new Scope(req, ctx, type);
    const revision = revisionOf(scope, req.params.id);
    if (revision instanceof WpError) return revision;
    if (!req.params.force) {
      return new WpError('rest_trash_not_supported', "Revisions do not support trashing. Set 'force=true' to delete.", { status: 501 });
    }
    const previous = revisionView(revision, scope, contextOf(req), false, false);
    scope.session.tick();
    scope.session.remove('posts', revision.id);
    await scope.session.commit();
    return { data: { deleted: true, previous } };
  };
