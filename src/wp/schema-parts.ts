// What validating and sanitizing against a schema share: the error value, WordPress's type checks and the schema
// of an object's member.
import type { ArgSchema, ArgType } from '../model/catalogue.js';
import { isIntegerLike, isNumeric, isNumericArray, isPlainObject, isScalar } from './php-values.js';

export interface Invalid {
  code: string;
  message: string;
  data: Record<string, unknown> | null;
}

export const invalid = (code: string, message: string, data: Record<string, unknown> | null = null): Invalid => ({ code, message, data });
export const TYPE_CHECKS: Record<string, (v: unknown) => boolean> = {
  array: (v) => (isScalar(v) ? true : isNumericArray(v)),
  object: (v) => v === '' || isPlainObject(v) || Array.isArray(v),
  integer: isIntegerLike,
  number: isNumeric,
  boolean: isBoolean,
  string: (v) => typeof v === 'string',
  null: (v) => v === null,
};

export function isBoolean(v: unknown): boolean {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'string') return ['false', 'true', '0', '1'].includes(v.toLowerCase());
  return v === 0 || v === 1;
}

/** rest_get_best_type_for_value(). */
export function bestType(value: unknown, types: readonly ArgType[]): ArgType | '' {
  if (value === '' && types.includes('string')) return 'string';
  return types.find((t) => TYPE_CHECKS[t]?.(value)) ?? '';
}

/** is_email(): allowed local-part characters; at least two domain labels, none starting or ending with `-`. */
/**
 * Whether an object schema says anything of the members of `value` one by one (else only their count matters). A
 * list given for an object is a PHP array keyed 0, 1, 2...: only patterns, additionalProperties or a property named
 * by a number reach its members.
 */
export function checksMembers(schema: ArgSchema, value: unknown): boolean {
  if (schema.patternProperties !== undefined || schema.additionalProperties === false || isPlainObject(schema.additionalProperties)) return true;
  if (schema.properties === undefined) return false;
  return !Array.isArray(value) || Object.keys(schema.properties).some((name) => /^\d+$/.test(name));
}

/** Schema patterns compiled once: they come from the catalogue and the scenario, a bounded set. */
const compiledPatterns = new Map<string, RegExp>();

export function schemaPattern(pattern: string): RegExp {
  let re = compiledPatterns.get(pattern);
  if (!re) compiledPatterns.set(pattern, (re = new RegExp(pattern, 'u')));
  return re;
}

/** The schema of an object's member: its own property (never one inherited from Object.prototype), else a pattern's. */
export const memberSchema = (name: string, schema: ArgSchema): ArgSchema | undefined =>
  (schema.properties && Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined) ?? patternSchema(name, schema);

export function patternSchema(name: string, schema: ArgSchema): ArgSchema | undefined {
  for (const [pattern, child] of Object.entries(schema.patternProperties ?? {})) {
    if (schemaPattern(pattern).test(name)) return child;
  }
  return undefined;
}
