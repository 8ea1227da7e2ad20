// GET /cms/v2/{categories,tags}: get_terms() with the controller's arguments; a page past the end is
// an empty list (not an error), with the totals and a `prev` link.
import type { Handler, HandlerContext, Permit } from '../../dispatch/types.js';
import type { TermRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';
import type { RestRequest } from '../../wp/request.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { pageWindow, paginate } from '../../wp/page-window.js';
import { canReadPost } from '../collection/post-access.js';
import { taxonomyOfRoute, type Taxonomy } from './taxonomies.js';
import { termCounts } from './term-counts.js';
import { termView } from './term-view.js';
import { includeOrder, slugOrder } from '../collection/given-order.js';

/** get_items_permissions_check(): edit context needs edit_terms; `post` must exist and be readable. */
export const permitTermList: Permit = (req, ctx) => {
  const taxonomy = taxonomyOfRoute(ctx.route.source.pattern);
  if (req.params.context === 'edit' && !req.user?.capabilities.has(taxonomy.cap.edit_terms)) {
    return new WpError('rest_forbidden_context', 'Sorry, you are not allowed to edit terms in this taxonomy.', { status: requiredCode(req.user) });
  }
  const postId = Number(req.params.post ?? 0);
  if (postId) {
    const post = ctx.session.get('posts', postId);
    if (!post) return new WpError('rest_post_invalid_id', 'Invalid post ID.', { status: 400 });
    if (!taxonomy.objectTypes.includes(post.type) || !canReadPost(post, req.user)) {
      return new WpError('rest_forbidden_context', 'Sorry, you are not allowed to view terms for this post.', { status: requiredCode(req.user) });
    }
  }
  return null;
};

const byText = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

function comparator(orderby: string, params: Record<string, unknown>, counts: ReadonlyMap<number, number>): (a: TermRecord, b: TermRecord) => number {
  switch (orderby) {
    case 'id':
    case 'term_group':
      return (a, b) => a.id - b.id;
    case 'slug':
      return (a, b) => byText(a.slug, b.slug) || a.id - b.id;
    case 'description':
      return (a, b) => byText(a.description, b.description) || a.id - b.id;
    case 'count':
      return (a, b) => (counts.get(a.id) ?? 0) - (counts.get(b.id) ?? 0) || a.id - b.id;
    case 'include':
      return includeOrder(params.include);
    case 'include_slugs':
      return slugOrder(params.slug);
    default:
      return (a, b) => byText(a.name, b.name) || a.id - b.id;
  }
}

/** Whether a term or one of its descendants has posts (get_terms hides empty parents only then). */
function hasPosts(term: TermRecord, all: readonly TermRecord[], counts: ReadonlyMap<number, number>, seen = new Set<number>()): boolean {
  if ((counts.get(term.id) ?? 0) > 0) return true;
  seen.add(term.id);
  return all.some((t) => t.parent === term.id && !seen.has(t.id) && hasPosts(t, all, counts, seen));
}

export function queryTerms(req: RestRequest, ctx: HandlerContext, taxonomy: Taxonomy): TermRecord[] {
  const s = ctx.session;
  const p = req.params;
  const counts = termCounts(s);
  const all = s.all('terms').filter((t) => t.taxonomy === taxonomy.name);
  let terms = all;
  const postId = Number(p.post ?? 0);
  if (postId) {
    const post = s.get('posts', postId)!;
    const assigned = new Set(taxonomy.name === 'category' ? post.categories : post.tags);
    terms = terms.filter((t) => assigned.has(t.id));
  }
  const include = (p.include as number[] | undefined) ?? [];
  if (include.length) terms = terms.filter((t) => include.includes(t.id));
  const exclude = (p.exclude as number[] | undefined) ?? [];
  if (exclude.length) terms = terms.filter((t) => !exclude.includes(t.id));
  const slugs = ((p.slug as string[] | undefined) ?? []).map(sanitizeTitle).filter(Boolean);
  if (slugs.length) terms = terms.filter((t) => slugs.includes(t.slug));
  if (taxonomy.hierarchical && p.parent !== undefined && p.parent !== null) {
    const parent = Number(p.parent);
    terms = terms.filter((t) => t.parent === parent);
  }
  const search = typeof p.search === 'string' ? p.search.trim().toLowerCase() : '';
  if (search) terms = terms.filter((t) => t.name.toLowerCase().includes(search) || t.slug.toLowerCase().includes(search));
  if (p.hide_empty === true) {
    const padded = taxonomy.hierarchical && (p.parent === undefined || p.parent === null);
    terms = terms.filter((t) => (padded ? hasPosts(t, all, counts) : (counts.get(t.id) ?? 0) > 0));
  }
  const sorted = [...terms].sort(comparator(String(p.orderby ?? 'name'), p, counts));
  if (p.order === 'desc') sorted.reverse();
  return sorted;
}

export const listTerms: Handler = (req, ctx) => {
  const taxonomy = taxonomyOfRoute(ctx.route.source.pattern);
  const s = ctx.session;
  const win = pageWindow(req.params, !taxonomy.hierarchical);
  const { page, headers } = paginate(req, queryTerms(req, ctx, taxonomy), win);
  const options = { origin: req.origin, context: String(req.params.context ?? 'view'), counts: termCounts(s), lookup: (id: number) => s.get('terms', id) };
  return { data: page.map((t) => termView(t, options)), headers };
};
