// An endpoint's arguments, resolved as WP_REST_Request does: sources merged with WordPress's precedence
// (JSON body, form body, query, URL captures, defaults), then required → validate → sanitize.
import type { ArgSchema } from '../model/catalogue.js';
import { protocolErrors, type WpError } from './errors.js';
import { isPlainObject } from './php-values.js';
import type { RestRequest } from './request.js';
import { sanitizeValue } from './schema-validate.js';
import { validateValue } from './schema-validate.js';
import type { Invalid } from './schema-parts.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ArgSpec {
  readonly name: string;
  readonly schema: ArgSchema;
  readonly required: boolean;
  /** Whether WordPress would validate and sanitize it (it has a type, an enum or alternatives). */
  readonly checked: boolean;
  /**
   * Whether it is checked before any argument is sanitized (WordPress registers a validate_callback for it); the
   * others are checked as they are sanitized (rest_parse_request_arg), which happens only once these all passed.
   */
  readonly early: boolean;
}

export function argSpecs(args: Readonly<Record<string, ArgSchema>>): ArgSpec[] {
  return Object.entries(args).map(([name, schema]) => {
    const checked =
      schema.unchecked !== true && (schema.type !== undefined || schema.enum !== undefined || schema.oneOf !== undefined || schema.anyOf !== undefined);
    return { name, schema, required: schema.required === true, checked, early: checked && schema.checkedOnSanitize !== true };
  });
}

/** Defaults after sanitization (WordPress sanitizes the defaults source too), computed once per endpoint. */
export function sanitizedDefaults(specs: readonly ArgSpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of specs) {
    if (s.schema.default === undefined || s.schema.default === null) continue;
    out[s.name] = s.checked ? sanitizeValue(s.schema.default, s.schema, s.name) : s.schema.default;
  }
  return out;
}

/** get_parameter_order(): the sources a request's parameters come from, the one that wins first. */
function sources(req: RestRequest): Record<string, unknown>[] {
  const order: Record<string, unknown>[] = [];
  if (isPlainObject(req.json)) order.push(req.json);
  if (BODY_METHODS.has(req.method)) order.push(req.form);
  order.push(req.query, req.urlParams);
  return order;
}

/** Merged raw parameters (before validation), highest precedence last. */
export function mergeSources(req: RestRequest, defaults: Record<string, unknown>): Record<string, unknown> {
  return Object.assign({ ...defaults }, ...sources(req).reverse());
}

/** What resolveArgs reads of an endpoint's specs, worked out once per spec list: by name, the required, the early. */
interface SpecIndex {
  byName: Map<string, ArgSpec>;
  required: readonly ArgSpec[];
  early: readonly ArgSpec[];
}

const indexes = new WeakMap<readonly ArgSpec[], SpecIndex>();

function indexOf(specs: readonly ArgSpec[]): SpecIndex {
  let index = indexes.get(specs);
  if (!index) {
    index = { byName: new Map(specs.map((s) => [s.name, s])), required: specs.filter((s) => s.required), early: specs.filter((s) => s.early) };
    indexes.set(specs, index);
  }
  return index;
}

/**
 * Fills req.params; returns WordPress's error when the arguments are missing or invalid. As WP_REST_Request does it:
 * required arguments first; then has_valid_params() checks the arguments with a validate_callback, in the order they
 * are declared, and answers with those errors alone if any; then sanitize_params() goes through every source, the
 * winning one first and each in the order its keys came, checking the other arguments as it sanitizes them.
 */
export function resolveArgs(req: RestRequest, specs: readonly ArgSpec[], defaults: Record<string, unknown>): WpError | null {
  if (req.jsonError) return protocolErrors.invalidJson(req.jsonError);
  const { byName, required, early } = indexOf(specs);
  const given = sources(req);
  const params = mergeSources(req, defaults);
  const missing = required.filter((s) => params[s.name] === undefined || params[s.name] === null).map((s) => s.name);
  if (missing.length) return protocolErrors.missingParams(missing);
  const invalid = new Map<string, Invalid>();
  for (const s of early) {
    const value = params[s.name];
    if (value === undefined || value === null || !given.some((source) => Object.hasOwn(source, s.name))) continue;
    const problem = validateValue(value, s.schema, s.name);
    if (problem) invalid.set(s.name, problem);
  }
  if (!invalid.size) {
    const sanitized = new Set<string>();
    for (const source of given) {
      for (const [name, value] of Object.entries(source)) {
        const s = byName.get(name);
        if (!s?.checked || value === undefined) continue;
        const problem = s.early || value === null ? null : validateValue(value, s.schema, name);
        if (problem) invalid.set(name, problem);
        else if (!sanitized.has(name)) params[name] = value === null ? null : sanitizeValue(value, s.schema, name);
        sanitized.add(name);
      }
    }
  }
  if (invalid.size) {
    const details = Object.fromEntries(invalid);
    return protocolErrors.invalidParams(Object.fromEntries([...invalid].map(([name, p]) => [name, p.message])), details);
  }
  req.params = params;
  return null;
}
