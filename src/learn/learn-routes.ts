// A site's index (and its routes' OPTIONS answers) as scenario routes: every route the profile's catalogue does
// not serve, with its namespace, its endpoints' methods and arguments exactly as the site declares them, the
// response schema, and a bind where the route's shape says what it is (route-binds.ts). Namespace roots are left
// out: the mock registers one for every namespace, as WordPress does.
import { toRegExp } from '../catalogue/route-pattern.js';
import { METHODS, type ArgSchema, type Method } from '../model/catalogue.js';
import type { Binding } from '../model/binding.js';
import type { EndpointFile, RouteFile } from '../scenario/file-types.js';
import { routeBindings, type BindableRoute } from './route-binds.js';
import type { SiteIndex, SiteRoute } from './site-index.js';

export interface LearnInput {
  index: SiteIndex;
  /** Each route's OPTIONS answer by pattern, or why there is none. */
  options: ReadonlyMap<string, SiteRoute | string>;
  /** The patterns the profile's catalogue serves (any case). */
  catalogue: ReadonlySet<string>;
  /** The profile's namespaces: each has its root already. */
  namespaces: ReadonlySet<string>;
  /** Where the site's REST addresses start (`https://example.org/wp-json`): schema links become routes. */
  restPrefixes: readonly string[];
}

export interface Learned {
  /** The namespaces the profile lacks, in the index's order. */
  namespaces: string[];
  routes: RouteFile[];
  /** Routes of the index served by the catalogue already. */
  served: string[];
  /** Routes left out, and why. */
  skipped: { pattern: string; reason: string }[];
  /** Learned routes without a response schema, and why. */
  schemaless: { pattern: string; reason: string }[];
  bound: { collection: number; singleton: number };
}

const isMethod = (m: string): m is Method => (METHODS as readonly string[]).includes(m);

const MAPS = new Set(['properties', 'patternProperties']);

/** PHP writes an empty map as `[]`: the schema with its empty `properties` as the mappings they stand for. */
function phpMaps(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(phpMaps);
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, MAPS.has(k) && Array.isArray(x) && !x.length ? {} : phpMaps(x)]));
}

/** An argument as the site declares it, less what the mock writes anyway (`required: false`). */
function argOf(schema: ArgSchema): ArgSchema {
  const { required, ...rest } = phpMaps(schema) as ArgSchema & { required?: unknown };
  return (required === true ? { ...rest, required: true } : rest) as ArgSchema;
}

const argsOf = (args: SiteRoute['endpoints'][number]['args']): Record<string, ArgSchema> =>
  Array.isArray(args) ? {} : Object.fromEntries(Object.entries(args).map(([name, schema]) => [name, argOf(schema)]));

/** Schema links the site wrote as its own REST addresses, written as routes (the mock adds its own origin). */
function withRouteLinks(schema: Record<string, unknown>, prefixes: readonly string[]): Record<string, unknown> {
  const links = schema.links;
  if (!Array.isArray(links)) return schema;
  return {
    ...schema,
    links: links.map((link: Record<string, unknown>) => {
      const href = typeof link.href === 'string' ? link.href : undefined;
      const prefix = href && prefixes.find((p) => href.startsWith(p));
      return prefix ? { ...link, href: decodeURIComponent(href!.slice(prefix.length)) } : link;
    }),
  };
}

interface Draft extends BindableRoute {
  namespace: string;
  endpoints: { methods: Method[]; args: Record<string, ArgSchema>; allow_batch?: boolean }[];
}

export function learnRoutes({ index, options, catalogue, namespaces, restPrefixes }: LearnInput): Learned {
  const learned: Learned = { namespaces: [], routes: [], served: [], skipped: [], schemaless: [], bound: { collection: 0, singleton: 0 } };
  const drafts: Draft[] = [];
  // Equal schemas as one object, so the YAML writes each once (a list route and its item route declare the same).
  const schemas = new Map<string, Record<string, unknown>>();
  const shared = (schema: Record<string, unknown>) => {
    const key = JSON.stringify(schema);
    const first = schemas.get(key);
    if (first) return first;
    schemas.set(key, schema);
    return schema;
  };
  for (const [pattern, route] of Object.entries(index.routes)) {
    if (catalogue.has(pattern.toLowerCase())) {
      learned.served.push(pattern);
      continue;
    }
    const namespace = typeof route.namespace === 'string' ? route.namespace : '';
    if (pattern === `/${namespace}`) {
      // Declares the namespace (in the index's order), even one whose routes are all the catalogue's or left out.
      if (!namespaces.has(namespace)) learned.namespaces.push(namespace);
      continue;
    }
    if (!namespace || !pattern.toLowerCase().startsWith(`/${namespace.toLowerCase()}/`)) {
      learned.skipped.push({ pattern, reason: namespace ? `not under its namespace ${namespace}` : 'a route outside any namespace' });
      continue;
    }
    try {
      toRegExp(pattern);
    } catch {
      learned.skipped.push({ pattern, reason: 'a pattern JavaScript cannot read' });
      continue;
    }
    const taken = new Set<Method>();
    const endpoints: Draft['endpoints'] = [];
    for (const ep of Array.isArray(route.endpoints) ? route.endpoints : []) {
      // WordPress answers a method with the first endpoint that has it; a later one never runs.
      const methods = (ep.methods ?? []).filter((m): m is Method => isMethod(m) && !taken.has(m));
      if (!methods.length) continue;
      for (const m of methods) taken.add(m);
      endpoints.push({ methods, args: argsOf(ep.args ?? []), ...(ep.allow_batch?.v1 ? { allow_batch: true } : {}) });
    }
    if (!endpoints.length) {
      learned.skipped.push({ pattern, reason: 'no endpoint with a method the mock serves' });
      continue;
    }
    const described = options.get(pattern);
    const schema =
      typeof described === 'object' && described.schema
        ? shared(withRouteLinks(phpMaps(described.schema) as Record<string, unknown>, restPrefixes))
        : undefined;
    if (!schema) learned.schemaless.push({ pattern, reason: typeof described === 'string' ? described : 'the site declares no schema' });
    drafts.push({ path: pattern, namespace, endpoints, ...(schema ? { schema } : {}) });
  }
  const bindings = routeBindings(drafts);
  for (const draft of drafts) {
    const binding = bindings.get(draft.path);
    if (binding) learned.bound[binding.kind]++;
    learned.routes.push(routeFile(draft, binding?.endpoints, binding?.lists === true));
  }
  return learned;
}

/** The scenario's spelling: one bind for the whole route when every endpoint has the same. */
function routeFile(draft: Draft, bound: ReadonlyMap<number, Binding> | undefined, lists: boolean): RouteFile {
  const shared = bound && bound.size === draft.endpoints.length ? bound.get(0) : undefined;
  const endpoints: EndpointFile[] = draft.endpoints.map((ep, i) => ({
    methods: ep.methods,
    args: ep.args,
    ...(ep.allow_batch ? { allow_batch: true } : {}),
    ...(!shared && bound?.get(i) ? { bind: { ...bound.get(i)! } } : {}),
  }));
  const response = draft.schema && (lists ? { type: 'array', items: draft.schema } : draft.schema);
  return {
    path: draft.path,
    namespace: draft.namespace,
    ...(response ? { response } : {}),
    ...(shared ? { bind: { ...shared } } : {}),
    endpoints,
  };
}
