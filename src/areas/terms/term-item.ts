// GET, POST/PUT/PATCH and DELETE /cms/v2/{categories,tags}/{id}: the term must exist in the route's
// taxonomy (404 rest_term_invalid) before any capability is checked; terms do not trash.
import type { Handler, HandlerContext, Permit } from '../../dispatch/types.js';
import type { TermRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { requiredCode } from '../../wp/permission.js';
import type { RestRequest } from '../../wp/request.js';
import { checkParent, duplicateSlug, emptyName, termInput, uniqueTermSlug } from './term-rules.js';
import { taxonomyOfRoute } from './taxonomies.js';
import { termCounts } from './term-counts.js';
import { termView } from './term-view.js';

const invalid = () => new WpError('rest_term_invalid', 'Term does not exist.', { status: 404 });

function termOf(req: RestRequest, ctx: HandlerContext): TermRecord | WpError {
  const taxonomy = taxonomyOfRoute(ctx.route.source.pattern);
  const id = Number(req.params.id);
  const term = id > 0 ? ctx.session.get('terms', id) : undefined;
  return term && term.taxonomy === taxonomy.name ? term : invalid();
}

export function viewOf(req: RestRequest, ctx: HandlerContext, term: TermRecord, context: string): Record<string, unknown> {
  const s = ctx.session;
  return termView(term, { origin: req.origin, context, counts: termCounts(s), lookup: (id) => s.get('terms', id) });
}

/** A permission check that finds the term first, then asks for the taxonomy's capability. */
function permitWith(cap: 'edit_terms' | 'delete_terms', code: string, message: string, onlyForEdit = false): Permit {
  return (req, ctx) => {
    const term = termOf(req, ctx);
    if (term instanceof WpError) return term;
    if (onlyForEdit && req.params.context !== 'edit') return null;
    const taxonomy = taxonomyOfRoute(ctx.route.source.pattern);
    return req.user?.capabilities.has(taxonomy.cap[cap]) ? null : new WpError(code, message, { status: requiredCode(req.user) });
  };
}

export const permitTermGet = permitWith('edit_terms', 'rest_forbidden_context', 'Sorry, you are not allowed to edit this term.', true);
export const permitTermUpdate = permitWith('edit_terms', 'rest_cannot_update', 'Sorry, you are not allowed to edit this term.');
export const permitTermDelete = permitWith('delete_terms', 'rest_cannot_delete', 'Sorry, you are not allowed to delete this term.');

export const getTerm: Handler = (req, ctx) => {
  const term = termOf(req, ctx);
  return term instanceof WpError ? term : { data: viewOf(req, ctx, term, String(req.params.context ?? 'view')) };
};

export const updateTerm: Handler = async (req, ctx) => {
  const term = termOf(req, ctx);
  if (term instanceof WpError) return term;
  const taxonomy = taxonomyOfRoute(ctx.route.source.pattern);
  const s = ctx.session;
  const parentError = checkParent(req.params, s, taxonomy);
  if (parentError) return parentError;
  const input = termInput(req.params, s, taxonomy);
  if (Object.keys(input).length) {
    // wp_update_term(): the stored term merged with the changes; an empty slug is made from the name.
    const merged = { ...term, ...input };
    if (merged.name.trim() === '') return emptyName();
    const emptySlug = !merged.slug;
    let slug = emptySlug ? sanitizeTitle(merged.name) : merged.slug;
    const clash = duplicateSlug(s, taxonomy, slug, term.id);
    if (clash) {
      if (emptySlug || clash.parent !== merged.parent) slug = uniqueTermSlug(s, taxonomy, slug, merged.parent, term.id);
      else return new WpError('duplicate_term_slug', `The slug &#8220;${slug}&#8221; is already in use by another term.`, { status: 500 });
    }
    s.tick();
    s.put('terms', term.id, { ...merged, slug });
    await s.commit();
  }
  return { data: viewOf(req, ctx, s.get('terms', term.id)!, 'edit') };
};

export const deleteTerm: Handler = async (req, ctx) => {
  const term = termOf(req, ctx);
  if (term instanceof WpError) return term;
  if (req.params.force !== true) {
    return new WpError('rest_trash_not_supported', "Terms do not support trashing. Set 'force=true' to delete.", { status: 501 });
  }
  const s = ctx.session;
  // wp_delete_term() refuses the default category (it answers 0).
  if (term.taxonomy === 'category' && term.id === defaultCategory(s)) {
    return new WpError('rest_cannot_delete', 'The term cannot be deleted.', { status: 500 });
  }
  const previous = viewOf(req, ctx, term, 'view');
  delete previous._links;
  s.tick();
  // wp_delete_term(): children move up to the deleted term's parent; posts lose the term.
  for (const child of s.all('terms'))
    if (child.parent === term.id && child.taxonomy === term.taxonomy) s.put('terms', child.id, { ...child, parent: term.parent });
  const key = term.taxonomy === 'category' ? 'categories' : 'tags';
  for (const post of s.all('posts')) {
    const ids = post[key];
    if (!ids.includes(term.id)) continue;
    let next = ids.filter((id) => id !== term.id);
    // A post left without a category falls back to the default category.
    if (key === 'categories' && next.length === 0 && post.type === 'post') next = [defaultCategory(s)].filter((id) => id !== term.id);
    s.put('posts', post.id, { ...post, [key]: next });
  }
  s.remove('terms', term.id);
  await s.commit();
  return { data: { deleted: true, previous } };
};

function defaultCategory(s: ReturnType<HandlerContext['site']['store']['session']>): number {
  return Number(s.state.options.default_category ?? 1);
}
