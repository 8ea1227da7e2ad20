// GET /cms/v2/types and /cms/v2/types/{type} (WordPress's post types controller).
import { postTypeSchema } from '../../catalogue/responses/post-type.js';
import type { Behaviour, Handler, Permit } from '../../dispatch/types.js';
import { filterByContext } from '../../wp/context.js';
import { WpError } from '../../wp/errors.js';
import { restUrl } from '../../wp/links.js';
import { requiredCode } from '../../wp/permission.js';
import type { RestRequest } from '../../wp/request.js';
import { compactLinks } from '../../wp/response-links.js';
import { POST_TYPES, postTypeNamed, type PostType } from './post-types.js';

function typeView(t: PostType, origin: string, context: string): Record<string, unknown> {
  const data = {
    capabilities: t.cap,
    description: '',
    hierarchical: t.hierarchical,
    has_archive: false,
    visibility: { show_in_nav_menus: t.name !== 'attachment', show_ui: true },
    viewable: t.viewable,
    labels: t.labels,
    name: t.label,
    slug: t.name,
    icon: t.icon,
    supports: Object.fromEntries(t.supports.map((s) => [s, true])),
    taxonomies: t.taxonomies,
    rest_base: t.restBase,
    rest_namespace: 'cms/v2',
  };
  const out = filterByContext(data, postTypeSchema, context) as Record<string, unknown>;
  out._links = compactLinks([
    { rel: 'collection', href: restUrl(origin, '/cms/v2/types') },
    { rel: 'https://api.w.org/items', href: restUrl(origin, `/cms/v2/${t.restBase}`) },
  ]);
  return out;
}

const contextOf = (req: RestRequest) => String(req.params.context ?? 'view');
const canEdit = (req: RestRequest, t: PostType) => req.user?.capabilities.has(t.editCap) === true;

const permitTypes: Permit = (req) => {
  if (contextOf(req) !== 'edit' || POST_TYPES.some((t) => canEdit(req, t))) return null;
  return new WpError('rest_cannot_view', 'Sorry, you are not allowed to edit posts in this post type.', { status: requiredCode(req.user) });
};

const listTypes: Handler = (req) => {
  const context = contextOf(req);
  const data: Record<string, unknown> = {};
  for (const t of POST_TYPES) if (context !== 'edit' || canEdit(req, t)) data[t.name] = typeView(t, req.origin, context);
  return { data };
};

const getType: Handler = (req) => {
  const t = postTypeNamed(String(req.params.type));
  if (!t) return new WpError('rest_type_invalid', 'Invalid post type.', { status: 404 });
  if (contextOf(req) === 'edit' && !canEdit(req, t)) {
    return new WpError('rest_forbidden_context', 'Sorry, you are not allowed to edit posts in this post type.', { status: requiredCode(req.user) });
  }
  return { data: typeView(t, req.origin, contextOf(req)) };
};

export const typeBehaviours: Readonly<Record<string, Behaviour>> = {
  'types-list': { handle: listTypes, permit: permitTypes },
  'type-get': getType,
};
