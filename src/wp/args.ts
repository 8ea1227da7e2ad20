// An endpoint's arguments, resolved as WP_REST_Request does: sources merged with WordPress's precedence
// (JSON body, form body, query, URL captures, defaults), then required → validate → sanitize.
import type { ArgSchema } from '../catalogue/types.js';
import { protocolErrors, type WpError } from './errors.js';
import { isPlainObject } from './php-values.js';
import type { RestRequest } from './request.js';
import { sanitizeValue } from './schema-sanitize.js';
import { validateValue, type Invalid } from './schema-validate.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ArgSpec {
  readonly name: string;
  readonly schema: ArgSchema;
  readonly required: boolean;
  /** Whether WordPress would validate and sanitize it (it has a type, an enum or alternatives). */
  readonly checked: boolean;
}

export function argSpecs(args: Readonly<Record<string, ArgSchema>>): ArgSpec[] {
  return Object.entries(args).map(([name, schema]) => ({
    name,
    schema,
    required: schema.required === true,
    checked: schema.unchecked !== true && (schema.type !== undefined || schema.enum !== undefined || schema.oneOf !== undefined || schema.anyOf !== undefined),
  }));
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

/** Merged raw parameters (before validation), highest precedence last. */
export function mergeSources(req: RestRequest, defaults: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults, ...req.urlParams, ...req.query };
  if (BODY_METHODS.has(req.method)) Object.assign(merged, req.form);
  if (isPlainObject(req.json)) Object.assign(merged, req.json);
  return merged;
}

/** Fills req.params; returns WordPress's error when the arguments are missing or invalid. */
export function resolveArgs(req: RestRequest, specs: readonly ArgSpec[], defaults: Record<string, unknown>): WpError | null {
  if (req.jsonError) return protocolErrors.invalidJson(req.jsonError);
  const params = mergeSources(req, defaults);
  const missing = specs.filter((s) => s.required && (params[s.name] === undefined || params[s.name] === null)).map((s) => s.name);
  if (missing.length) return protocolErrors.missingParams(missing);
  let invalid: Record<string, string> | undefined;
  let details: Record<string, Invalid> | undefined;
  for (const s of specs) {
    const value = params[s.name];
    if (!s.checked || value === undefined || value === null || value === defaults[s.name]) continue;
    const problem = validateValue(value, s.schema, s.name);
    if (problem) {
      (invalid ??= {})[s.name] = problem.message;
      (details ??= {})[s.name] = problem;
    } else {
      params[s.name] = sanitizeValue(value, s.schema, s.name);
    }
  }
  if (invalid) return protocolErrors.invalidParams(invalid, details!);
  req.params = params;
  return null;
}
