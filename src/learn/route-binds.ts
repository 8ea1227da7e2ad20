// Which learned routes say by their shape what they are. A route with an item route right under it (`/things` and
// `/things/(?P<id>[\d]+)`) is a collection: list and create on the first, read, update and delete on the second,
// in one record set named after the path. A route without captures that only reads and writes (GET with
// POST/PUT/PATCH, no DELETE) is a singleton, a settings object. The rest answer from their schema.
import { routeGroups } from '../catalogue/route-pattern.js';
import type { Binding } from '../model/binding.js';
import type { ArgSchema, Method } from '../model/catalogue.js';

/** What binding needs of a learned route. */
export interface BindableRoute {
  path: string;
  endpoints: readonly { methods: readonly Method[]; args: Readonly<Record<string, ArgSchema>> }[];
  /** The item schema the site declared (OPTIONS), if any. */
  schema?: Readonly<Record<string, unknown>>;
}

export interface RouteBinding {
  kind: 'collection' | 'singleton';
  /** The binding of each endpoint, by index; endpoints left out answer from the schema. */
  endpoints: Map<number, Binding>;
  /** Whether the route lists (its schema is that of one item of the answer). */
  lists: boolean;
}

const LIST_METHODS: readonly Method[] = ['GET', 'POST'];
const ITEM_METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SINGLETON_WRITES: readonly Method[] = ['POST', 'PUT', 'PATCH'];

/** `/wp/v2/posts/(?P<parent>[\d]+)/revisions` → `wp/v2/posts/revisions`: the path without its captures. */
export function storeName(path: string): string {
  let out = '';
  let at = 0;
  for (const g of routeGroups(path)) {
    out += path.slice(at, g.start);
    at = g.end;
  }
  return (out + path.slice(at))
    .split('/')
    .filter((s) => s && !/[()[\]\\*+?|^$]/.test(s))
    .join('/');
}

const methodsOf = (route: BindableRoute) => new Set(route.endpoints.flatMap((ep) => ep.methods));

/** The list route's own defaults a collection takes over: page size and order, where the site declares them. */
function listOptions(list: BindableRoute): Record<string, unknown> {
  const get = list.endpoints.find((ep) => ep.methods.includes('GET'))?.args ?? {};
  const properties = (list.schema?.properties ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const perPage = get.per_page;
  if (Number.isInteger(perPage?.default) && (perPage!.default as number) >= 1 && perPage!.default !== 10) out.perPage = perPage!.default;
  if (Number.isInteger(perPage?.maximum) && (perPage!.maximum as number) >= 1 && perPage!.maximum !== 100) out.maxPerPage = perPage!.maximum;
  const orderby = get.orderby?.default;
  if (typeof orderby === 'string' && orderby !== 'id' && Object.hasOwn(properties, orderby)) out.orderby = orderby;
  const order = get.order?.default;
  if (order === 'desc') out.order = 'desc';
  return out;
}

/** The record's clock fields, where the schema has them: a created record gets `date`, an updated one `modified`. */
function clockOptions(schema: BindableRoute['schema']): Record<string, unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, unknown>;
  return {
    ...(Object.hasOwn(properties, 'date') ? {} : { dateField: '' }),
    ...(Object.hasOwn(properties, 'modified') ? { modifiedField: 'modified' } : {}),
  };
}

function bindEndpoints(route: BindableRoute, methods: readonly Method[], binding: Binding): Map<number, Binding> {
  const bound = new Map<number, Binding>();
  route.endpoints.forEach((ep, i) => {
    if (ep.methods.every((m) => methods.includes(m))) bound.set(i, binding);
  });
  return bound;
}

/** The bindings of the routes that have one, keyed by path. */
export function routeBindings(routes: readonly BindableRoute[]): Map<string, RouteBinding> {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const out = new Map<string, RouteBinding>();
  for (const item of routes) {
    const groups = routeGroups(item.path);
    const last = groups[groups.length - 1];
    if (!last || last.end !== item.path.length || item.path[last.start - 1] !== '/') continue;
    const list = byPath.get(item.path.slice(0, last.start - 1));
    if (!list || out.has(list.path) || !methodsOf(item).has('GET')) continue;
    const listMethods = methodsOf(list);
    if (!LIST_METHODS.some((m) => listMethods.has(m))) continue;
    const store = storeName(list.path);
    const schema = list.schema ?? item.schema;
    const clock = clockOptions(schema);
    const listBinding: Binding = { kind: 'collection', store, ...clock, ...listOptions({ ...list, schema }) };
    // idParam names the item route's capture; on the list route it would read a query argument of that name as an id.
    const itemBinding: Binding = { kind: 'collection', store, ...clock, ...(last.name !== 'id' ? { idParam: last.name } : {}) };
    out.set(list.path, { kind: 'collection', endpoints: bindEndpoints(list, LIST_METHODS, listBinding), lists: true });
    out.set(item.path, { kind: 'collection', endpoints: bindEndpoints(item, ITEM_METHODS, itemBinding), lists: false });
  }
  for (const route of routes) {
    if (out.has(route.path) || routeGroups(route.path).length) continue;
    const methods = methodsOf(route);
    if (!methods.has('GET') || methods.has('DELETE') || !SINGLETON_WRITES.some((m) => methods.has(m))) continue;
    if (routes.some((r) => r.path.startsWith(`${route.path}/`) && out.get(r.path)?.kind === 'collection')) continue;
    const binding: Binding = { kind: 'singleton', store: storeName(route.path) };
    out.set(route.path, { kind: 'singleton', endpoints: bindEndpoints(route, ['GET', ...SINGLETON_WRITES], binding), lists: false });
  }
  return out;
}
