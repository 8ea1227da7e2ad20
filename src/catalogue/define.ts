// Small builders that keep the catalogue files close to the spec's tables.
import type { Binding } from '../model/binding.js';
import type { ArgSchema, ArgType, Args, Endpoint, Method, NamespaceCatalogue, Permission, ResponseSchema, Route } from '../model/catalogue.js';
import { toPattern } from './route-pattern.js';

export const PUBLIC: Permission = 'public';
/** What most plugin routes check: current_user_can('manage_options'); WordPress answers rest_forbidden. */
export const ADMIN: Permission = { cap: 'manage_options' };

type ArgExtra = Omit<ArgSchema, 'type' | 'description'>;

function typed(type: ArgType | readonly ArgType[]) {
  return (description?: string, extra: ArgExtra = {}): ArgSchema => (description === undefined ? { type, ...extra } : { description, type, ...extra });
}

export const str = typed('string');
export const int = typed('integer');
export const num = typed('number');
export const bool = typed('boolean');
export const obj = typed('object');
export const file = typed('file');
export function arr(items: ArgSchema | undefined, description?: string, extra: ArgExtra = {}): ArgSchema {
  const head: ArgSchema = description === undefined ? { type: 'array' } : { description, type: 'array' };
  return items ? { ...head, items, ...extra } : { ...head, ...extra };
}
/** An argument whose type the spec leaves open: only the attributes given. */
export const untyped = (extra: ArgExtra = {}): ArgSchema => ({ ...extra });
/** Marks an argument as required. */
export const required = (a: ArgSchema): ArgSchema => ({ ...a, required: true });

export interface EndpointOptions {
  permission?: Permission;
  allowBatch?: boolean;
  status?: number;
  response?: ResponseSchema;
  /** The route's item schema, when `response` is not an item or a list of items; null for none (Endpoint.schema). */
  schema?: ResponseSchema | null;
  behaviour?: string;
  /** A generic behaviour kind bound by data (collection, singleton, action, job, static): see src/kinds. */
  bind?: Binding;
}

/** An endpoint whose permission is filled in from the namespace defaults when left out. */
export type EndpointDraft = Omit<Endpoint, 'permission'> & { permission?: Permission };

export function endpoint(methods: readonly Method[], args: Args = {}, options: EndpointOptions = {}): EndpointDraft {
  const ep: { -readonly [K in keyof EndpointDraft]: EndpointDraft[K] } = { methods, args };
  if (options.allowBatch) ep.allowBatch = true;
  if (options.permission) ep.permission = options.permission;
  if (options.status) ep.status = options.status;
  if (options.response) ep.response = options.response;
  if (options.schema !== undefined) ep.schema = options.schema;
  if (options.behaviour) ep.behaviour = options.behaviour;
  if (options.bind) ep.bind = options.bind;
  return ep;
}

export const get = (args?: Args, o?: EndpointOptions) => endpoint(['GET'], args, o);
export const post = (args?: Args, o?: EndpointOptions) => endpoint(['POST'], args, o);
/** WordPress's EDITABLE methods: one endpoint for POST, PUT and PATCH. */
export const edit = (args?: Args, o?: EndpointOptions) => endpoint(['POST', 'PUT', 'PATCH'], args, o);
export const del = (args?: Args, o?: EndpointOptions) => endpoint(['DELETE'], args, o);

export interface NamespaceDefaults {
  /** Permission of GET endpoints that name none. */
  read: Permission;
  /** Permission of write endpoints that name none. */
  write: Permission;
  /** Whether the namespace root route is registered (true for every namespace WordPress knows). */
  root?: boolean;
}

/**
 * One namespace's routes. Keys are paths relative to the namespace (`/posts/{id}`; `''` for a route
 * at the namespace itself), values the endpoints in registration order.
 */
export function defineNamespace(namespace: string, defaults: NamespaceDefaults, routes: Record<string, readonly EndpointDraft[]>): NamespaceCatalogue {
  const prefix = namespace ? `/${namespace}` : '';
  const list: Route[] = Object.entries(routes).map(([path, endpoints]) => ({
    pattern: toPattern(prefix + path) || '/',
    namespace,
    endpoints: endpoints.map((ep) => ({
      ...ep,
      permission: ep.permission ?? (ep.methods.includes('GET') ? defaults.read : defaults.write),
    })),
  }));
  return { namespace, root: defaults.root ?? namespace !== '', routes: list };
}
