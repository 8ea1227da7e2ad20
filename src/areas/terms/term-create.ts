// POST /cms/v2/{categories,tags}: wp_insert_term() behind the REST checks; 201 with Location and the
// term in edit context. A duplicate answers WordPress's term_exists with the existing term's id.
import type { Handler } from '../../dispatch/types.js';
import { restUrl } from '../../wp/links.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { checkParent, duplicateOf, emptyName, termInput, uniqueTermSlug } from './term-rules.js';
import { taxonomyOfRoute } from './taxonomies.js';
import { termRoute } from './term-view.js';
import { viewOf } from './term-item.js';

export const createTerm: Handler = async (req, ctx) => {
  const taxonomy = taxonomyOfRoute(ctx.route.source.pattern);
  const s = ctx.session;
  const parentError = checkParent(req.params, s, taxonomy);
  if (parentError) return parentError;
  const input = termInput(req.params, s, taxonomy);
  const name = input.name ?? '';
  if (name.trim() === '') return emptyName();
  const parent = input.parent ?? 0;
  const slugProvided = Boolean(input.slug);
  const wanted = slugProvided ? input.slug! : sanitizeTitle(name);
  const duplicate = duplicateOf(s, taxonomy, name, wanted, slugProvided, parent);
  if (duplicate) return duplicate;
  s.tick();
  const id = s.nextId('term');
  const slug = uniqueTermSlug(s, taxonomy, wanted, parent, id) || String(id);
  const term = s.put('terms', id, { id, taxonomy: taxonomy.name, name, slug, description: input.description ?? '', parent });
  await s.commit();
  return { status: 201, data: viewOf(req, ctx, term, 'edit'), headers: { Location: restUrl(req.origin, termRoute(term)) } };
};
