// The route catalogue: every route of the spec as typed data. The index document, namespace roots,
// OPTIONS answers, argument validation, batch permission and faker answers all derive from it.
import type { Binding } from './binding.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export type ArgType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null' | 'file';

/** The subset of JSON Schema that WordPress understands for arguments (rest_get_allowed_schema_keywords). */
/** An enum's allowed values: the list, or a PHP keyed array's values. */
export const enumValues = (e: ArgSchema['enum']): readonly unknown[] | undefined =>
  e === undefined || Array.isArray(e) ? (e as readonly unknown[] | undefined) : Object.values(e);

export interface ArgSchema {
  type?: ArgType | readonly ArgType[];
  description?: string;
  /** `true` on an argument or property; on an object schema, the list of its required properties (draft 4). */
  required?: boolean | readonly string[];
  default?: unknown;
  /** A list; a scenario may also give a PHP keyed array (`{"0": "post", "5": "page"}`, as some sites declare): its values count. */
  enum?: readonly unknown[] | Readonly<Record<string, unknown>>;
  /** date-time, uri, email, ip, uuid, hex-color, text-field, textarea-field are checked; any other is ignored, as WordPress does. */
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: ArgSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Readonly<Record<string, ArgSchema>>;
  additionalProperties?: boolean | ArgSchema;
  patternProperties?: Readonly<Record<string, ArgSchema>>;
  minProperties?: number;
  maxProperties?: number;
  oneOf?: readonly ArgSchema[];
  anyOf?: readonly ArgSchema[];
  title?: string;
  context?: readonly string[];
  readonly?: boolean;
  /**
   * Not shown in the index: the argument registers no validate/sanitize callback (WordPress's
   * `arg_options`), so any value passes; e.g. a post's title may be a string or {raw}.
   */
  unchecked?: boolean;
  /**
   * Not shown in the index: WordPress registers no validate_callback for it, so it is checked only as it is sanitized
   * (rest_parse_request_arg), after every argument that has one passed. The list filters of the core controllers are
   * such (order, orderby, include...); context, page, per_page, search and what a schema declares writable are not.
   */
  checkedOnSanitize?: boolean;
}

export type Args = Readonly<Record<string, ArgSchema>>;

/** A JSON Schema describing a response body; used by the faker until a route is bound to a behaviour. */
export type ResponseSchema = Readonly<Record<string, unknown>>;

/**
 * Who may call an endpoint. `public`: anyone. Otherwise the caller must be logged in and hold `cap`;
 * a refusal answers `code`/`message` with 401 (anonymous) or 403 (logged in), as WordPress's
 * rest_authorization_required_code() does.
 */
export type Permission = 'public' | { readonly cap: string; readonly code?: string; readonly message?: string };

export interface Endpoint {
  readonly methods: readonly Method[];
  readonly args: Args;
  readonly allowBatch?: boolean;
  readonly permission: Permission;
  /** Status of a successful answer (201 for creations); default 200. */
  readonly status?: number;
  /** Schema of the success body. */
  readonly response?: ResponseSchema;
  /**
   * The item schema OPTIONS shows for the route, when the answer is neither an item nor a list of items (GET /types
   * answers types keyed by name); otherwise it is read off `response`. null: OPTIONS shows none, as for a controller
   * that registers no schema (oEmbed's), though the faker and OpenAPI read `response`.
   */
  readonly schema?: ResponseSchema | null;
  /** Name of the behaviour (area) that answers; absent = `bind`, else the faker answers from `response`. */
  readonly behaviour?: string;
  /** A generic behaviour kind bound by data (src/kinds): a store served as a collection, a settings object, a job... */
  readonly bind?: Binding;
}

export interface Route {
  /** WordPress route pattern as written in the index, e.g. `/cms/v2/posts/(?P<id>[\d]+)`. */
  readonly pattern: string;
  /** Namespace ('' for `/` and `/batch/v1`). */
  readonly namespace: string;
  readonly endpoints: readonly Endpoint[];
}

export interface NamespaceCatalogue {
  readonly namespace: string;
  /** Whether GET /<namespace> (its namespace root) is registered, as register_rest_route does for every namespace. */
  readonly root: boolean;
  readonly routes: readonly Route[];
}

export type ProfileName = 'site' | 'shop';
export const PROFILES: readonly ProfileName[] = ['site', 'shop'];

export interface Profile {
  readonly name: ProfileName;
  /** The namespaces list of the index, in the spec's order. */
  readonly namespaces: readonly string[];
  /** The catalogues served, in registration order (the index lists routes in this order). */
  readonly catalogues: readonly NamespaceCatalogue[];
}
