// GET /cms/v2/taxonomies and /cms/v2/taxonomies/{taxonomy} (WordPress's taxonomies controller).
import { taxonomySchema } from '../../catalogue/responses/term.js';
import type { Handler, Permit } from '../../dispatch/types.js';
import { filterByContext } from '../../wp/context.js';
import { WpError } from '../../wp/errors.js';
import { restUrl } from '../../wp/links.js';
import { requiredCode } from '../../wp/permission.js';
import { compactLinks } from '../../wp/response-links.js';
import { TAXONOMIES, taxonomyNamed, type Taxonomy } from './taxonomies.js';

function taxonomyView(t: Taxonomy, origin: string, context: string): Record<string, unknown> {
  const data = {
    name: t.label,
    slug: t.name,
    capabilities: t.capNames,
    description: '',
    labels: t.labels,
    types: t.objectTypes,
    show_cloud: t.showCloud,
    hierarchical: t.hierarchical,
    rest_base: t.restBase,
    rest_namespace: 'cms/v2',
    visibility: { public: true, publicly_queryable: true, show_admin_column: true, show_in_nav_menus: true, show_in_quick_edit: true, show_ui: true },
  };
  const out = filterByContext(data, taxonomySchema, context) as Record<string, unknown>;
  out._links = compactLinks([
    { rel: 'collection', href: restUrl(origin, '/cms/v2/taxonomies') },
    { rel: 'https://api.w.org/items', href: restUrl(origin, `/cms/v2/${t.restBase}`) },
  ]);
  return out;
}

const manageDenied = (code: string, status: number) => new WpError(code, 'Sorry, you are not allowed to manage terms in this taxonomy.', { status });

/** Types the `type` argument narrows to: a post type's taxonomies (none for unknown types). */
const taxonomiesFor = (type: unknown): readonly Taxonomy[] =>
  typeof type === 'string' && type !== '' ? TAXONOMIES.filter((t) => t.objectTypes.includes(type)) : TAXONOMIES;

export const permitTaxonomies: Permit = (req) => {
  if (req.params.context !== 'edit') return null;
  return taxonomiesFor(req.params.type).some((t) => req.user?.capabilities.has(t.cap.assign_terms))
    ? null
    : manageDenied('rest_cannot_view', requiredCode(req.user));
};

export const listTaxonomies: Handler = (req) => {
  const context = String(req.params.context ?? 'view');
  const data: Record<string, unknown> = {};
  for (const t of taxonomiesFor(req.params.type)) {
    if (context === 'edit' && !req.user?.capabilities.has(t.cap.assign_terms)) continue;
    data[t.name] = taxonomyView(t, req.origin, context);
  }
  return { data };
};

export const permitTaxonomy: Permit = (req) => {
  const t = taxonomyNamed(String(req.params.taxonomy));
  if (t && req.params.context === 'edit' && !req.user?.capabilities.has(t.cap.assign_terms))
    return manageDenied('rest_forbidden_context', requiredCode(req.user));
  return null;
};

export const getTaxonomy: Handler = (req) => {
  const t = taxonomyNamed(String(req.params.taxonomy));
  if (!t) return new WpError('rest_taxonomy_invalid', 'Invalid taxonomy.', { status: 404 });
  return { data: taxonomyView(t, req.origin, String(req.params.context ?? 'view')) };
};
