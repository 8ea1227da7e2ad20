// The discovery documents, generated from the catalogue: the index (`GET /`), namespace roots and the
// route data OPTIONS answers (WP_REST_Server::get_index / get_namespace_index / get_data_for_route).
import type { ArgSchema } from '../catalogue/types.js';
import type { CompiledRoute, Site } from '../dispatch/types.js';
import { restUrl } from './links.js';

/** rest_get_allowed_schema_keywords(): what the index shows of an argument, in the order it was written. */
const SHOWN = new Set(['title', 'description', 'default', 'type', 'format', 'enum', 'items', 'properties',
  'additionalProperties', 'patternProperties', 'minProperties', 'maxProperties', 'minimum', 'maximum',
  'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'minItems',
  'maxItems', 'uniqueItems', 'anyOf', 'oneOf']);

/** PHP writes an empty array as `[]`: empty `properties` maps and argument lists look like that. */
const phpEmpty = (v: Record<string, unknown>): unknown => (Object.keys(v).length ? v : []);

/** The same at any depth of an argument's schema (`requests.items.properties.body.properties` is `[]`). */
function phpArrays(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(phpArrays);
  if (typeof v !== 'object' || v === null) return v;
  return phpEmpty(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, phpArrays(x)])));
}

function argData(schema: ArgSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (!SHOWN.has(k)) continue;
    out[k] = phpArrays(v);
  }
  out.required = schema.required === true;
  return out;
}

export function routeData(route: CompiledRoute, origin: string, help = false): Record<string, unknown> {
  const { source } = route;
  const data: Record<string, unknown> = {
    namespace: source.namespace,
    methods: source.endpoints.flatMap((ep) => ep.methods),
    endpoints: source.endpoints.map((ep) => {
      const out: Record<string, unknown> = { methods: ep.methods };
      if (ep.allowBatch) out.allow_batch = { v1: true };
      out.args = phpEmpty(Object.fromEntries(Object.entries(ep.args).map(([name, schema]) => [name, argData(schema)])));
      return out;
    }),
  };
  if (help && route.schema) data.schema = route.schema;
  if (!source.pattern.includes('(?P<')) data._links = { self: [{ href: restUrl(origin, source.pattern) }] };
  return data;
}

const routesOf = (routes: readonly CompiledRoute[], origin: string, help: boolean) =>
  Object.fromEntries(routes.map((r) => [r.source.pattern, routeData(r, origin, help)]));

export function indexDocument(site: Site, origin: string, help = false): Record<string, unknown> {
  const s = site.scenario.site;
  return {
    name: s.name,
    description: s.description,
    url: origin,
    home: origin,
    gmt_offset: s.gmt_offset,
    timezone_string: s.timezone_string,
    page_for_posts: s.page_for_posts,
    page_on_front: s.page_on_front,
    show_on_front: s.show_on_front,
    namespaces: site.profile.namespaces,
    authentication: { 'application-passwords': { endpoints: { authorization: `${origin}/wp-admin/authorize-application.php` } } },
    routes: routesOf(site.routes, origin, help),
    site_logo: 0,
    site_icon: 0,
    site_icon_url: '',
    _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
  };
}

export function namespaceDocument(site: Site, namespace: string, origin: string, help = false): Record<string, unknown> | null {
  // `/` and `/batch/v1` have no namespace: WordPress has no namespace '' to answer for.
  if (!namespace || (!site.profile.namespaces.includes(namespace) && !site.routes.some((r) => r.source.namespace === namespace))) return null;
  return {
    namespace,
    routes: routesOf(site.routes.filter((r) => r.source.namespace === namespace), origin, help),
    _links: { up: [{ href: restUrl(origin, '/') }] },
  };
}
