// The discovery documents, generated from the catalogue: the index (`GET /`), namespace roots and the
// route data OPTIONS answers (WP_REST_Server::get_index / get_namespace_index / get_data_for_route).
import type { ArgSchema, Endpoint } from '../model/catalogue.js';
import type { CompiledRoute, Site } from './types.js';
import { restUrl } from '../wp/links.js';
import { ALLOWED_SCHEMA_KEYWORDS } from '../catalogue/args/schema-args.js';

/**
 * PHP writes an empty array as `[]`: empty `properties` maps and argument lists look like that, at any depth of an
 * argument's schema (`requests.items.properties.body.properties` is `[]`). Copies only
 * what changes: a value with no empty object in it is returned as it is (the documents are only encoded, never
 * changed), which spares the first index answer a copy of every schema in the catalogue.
 */
function phpArrays(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < v.length; i++) {
      const x = phpArrays(v[i]);
      if (x !== v[i]) (copy ??= v.slice())[i] = x;
    }
    return copy ?? v;
  }
  const keys = Object.keys(v);
  if (!keys.length) return [];
  let copy: Record<string, unknown> | undefined;
  for (const k of keys) {
    const x = (v as Record<string, unknown>)[k];
    const shown = phpArrays(x);
    if (shown !== x) (copy ??= { ...v })[k] = shown;
  }
  return copy ?? v;
}

function argData(schema: ArgSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(schema)) {
    if (ALLOWED_SCHEMA_KEYWORDS.has(k)) out[k] = phpArrays(schema[k as keyof ArgSchema]);
  }
  out.required = schema.required === true;
  return out;
}

/** An endpoint's arguments as the index shows them (PHP's `[]` when it has none). */
function argsData(args: Endpoint['args']): unknown {
  const out: Record<string, unknown> = {};
  let any = false;
  for (const name of Object.keys(args)) {
    out[name] = argData(args[name]!);
    any = true;
  }
  return any ? out : [];
}

/** The route's schema as OPTIONS shows it: its links' routes as full REST addresses, PHP's empty arrays. */
function schemaData(schema: Record<string, unknown>, origin: string): unknown {
  const links = schema.links as readonly { href: string }[] | undefined;
  const shown = links ? { ...schema, links: links.map((l) => ({ ...l, href: restUrl(origin, l.href) })) } : schema;
  return phpArrays(shown);
}

export function routeData(route: CompiledRoute, origin: string, help = false): Record<string, unknown> {
  const { source } = route;
  const data: Record<string, unknown> = {
    namespace: source.namespace,
    methods: source.endpoints.flatMap((ep) => ep.methods),
    endpoints: source.endpoints.map((ep) => {
      const out: Record<string, unknown> = { methods: ep.methods };
      if (ep.allowBatch) out.allow_batch = { v1: true };
      out.args = argsData(ep.args);
      return out;
    }),
  };
  if (help && route.schema) data.schema = schemaData(route.schema, origin);
  if (!source.pattern.includes('(?P<')) data._links = { self: [{ href: restUrl(origin, source.pattern) }] };
  return data;
}

const routesOf = (routes: readonly CompiledRoute[], origin: string, help: boolean) =>
  Object.fromEntries(routes.map((r) => [r.source.pattern, routeData(r, origin, help)]));

/** The index's links: help, and the active theme for a user who may see it (add_active_theme_link_to_index). */
function indexLinks(origin: string, activeTheme: string | null): Record<string, unknown> {
  const links: Record<string, unknown> = { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] };
  if (activeTheme === null) return links;
  links['wp:active-theme'] = [{ href: restUrl(origin, `/cms/v2/themes/${activeTheme}`) }];
  links.curies = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];
  return links;
}

/** `activeTheme`: the active theme's stylesheet when the caller may see it, else null. */
export function indexDocument(site: Site, origin: string, help = false, activeTheme: string | null = null): Record<string, unknown> {
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
    _links: indexLinks(origin, activeTheme),
  };
}

export function namespaceDocument(site: Site, namespace: string, origin: string, help = false): Record<string, unknown> | null {
  // `/` and `/batch/v1` have no namespace: WordPress has no namespace '' to answer for.
  if (!namespace || (!site.profile.namespaces.includes(namespace) && !site.routes.some((r) => r.source.namespace === namespace))) return null;
  return {
    namespace,
    routes: routesOf(
      site.routes.filter((r) => r.source.namespace === namespace),
      origin,
      help,
    ),
    _links: { up: [{ href: restUrl(origin, '/') }] },
  };
}
