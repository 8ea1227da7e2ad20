// rest_validate_value_from_schema(): WordPress's validation of one argument against its schema,
// with WordPress's error codes and wording.
import { isIPv6 } from '../platform/ip-address.js';
import { enumValues, type ArgSchema, type ArgType } from '../model/catalogue.js';
import { formatList, isIntegerLike, isNumeric, isPlainObject, isScalar, parseList } from './php-values.js';
import { parseRestDate } from './rest-date.js';
import { findMatchingSchema } from './schema-combining.js';
import { sanitizeWith } from './schema-sanitize.js';
import { bestType, checksMembers, invalid, isBoolean, memberSchema, schemaPattern, TYPE_CHECKS, type Invalid } from './schema-parts.js';

const notOfType = (param: string, type: string) => invalid('rest_invalid_type', `${param} is not of type ${type}.`, { param });

const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?';
const EMAIL = new RegExp(`^[a-zA-Z0-9!#$%&'*+/=?^_\`{|}~.-]+@${LABEL}(?:\\.${LABEL})+$`);
/** wp_is_uuid(): lower-case hex only. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

function checkFormat(value: unknown, schema: ArgSchema, param: string): Invalid | null {
  const v = String(value);
  switch (schema.format) {
    case 'hex-color':
      return /^#([A-Fa-f0-9]{3}){1,2}$/.test(v) ? null : invalid('rest_invalid_hex_color', 'Invalid hex color.');
    case 'date-time':
      return parseRestDate(v) !== null ? null : invalid('rest_invalid_date', 'Invalid date.');
    case 'email':
      return v.length >= 6 && EMAIL.test(v) ? null : invalid('rest_invalid_email', 'Invalid email address.');
    // rest_is_ip_address(): dotted IPv4, or an IPv6 address Requests_IPv6::check_ipv6() takes (no zone index).
    case 'ip':
      return IPV4.test(v) || (isIPv6(v) && !v.includes('%')) ? null : invalid('rest_invalid_ip', `${param} is not a valid IP address.`);
    case 'uuid':
      return UUID.test(v) ? null : invalid('rest_invalid_uuid', `${param} is not a valid UUID.`);
    default:
      return null;
  }
}

/** Validates `value` against `schema`; null when valid. */
export function validateValue(value: unknown, schema: ArgSchema, param: string): Invalid | null {
  let type = schema.type;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (!options) continue;
    const match = findMatchingSchema(value, schema, options, param, key === 'oneOf', validateValue);
    if ('code' in match) return match;
    if (type === undefined && match.type !== undefined) type = match.type;
  }
  if (Array.isArray(type)) {
    const best = bestType(value, type as ArgType[]);
    if (!best) return notOfType(param, (type as ArgType[]).join(','));
    type = best;
  }
  const problem = validateTyped(value, type as ArgType | undefined, schema, param);
  if (problem) return problem;
  const allowed = enumValues(schema.enum);
  if (allowed?.length) {
    const clean = sanitizeWith(value, { ...schema, type }, param, validateValue);
    if (!allowed.some((e) => valuesEqual(clean, e))) {
      const shown = allowed.map((e) => (isScalar(e) ? e : JSON.stringify(e)));
      return shown.length === 1
        ? invalid('rest_not_in_enum', `${param} is not ${String(shown[0])}.`)
        : invalid('rest_not_in_enum', `${param} is not one of ${formatList(shown)}.`);
    }
  }
  if (schema.format && (type === undefined || type === 'string' || !(typeof type === 'string' && type in TYPE_CHECKS)))
    return checkFormat(value, schema, param);
  return null;
}

function validateTyped(value: unknown, type: ArgType | undefined, schema: ArgSchema, param: string): Invalid | null {
  switch (type) {
    case 'null':
      return value === null ? null : notOfType(param, 'null');
    case 'boolean':
      return isBoolean(value) ? null : notOfType(param, 'boolean');
    case 'object':
      return validateObject(value, schema, param);
    case 'array':
      return validateArray(value, schema, param);
    case 'number':
      return validateNumber(value, schema, param, 'number');
    case 'integer':
      return validateNumber(value, schema, param, 'integer') ?? (isIntegerLike(value) ? null : notOfType(param, 'integer'));
    case 'string':
      return validateString(value, schema, param);
    default:
      return null;
  }
}

function validateObject(value: unknown, schema: ArgSchema, param: string): Invalid | null {
  if (!TYPE_CHECKS.object!(value)) return notOfType(param, 'object');
  // A list is a PHP array with keys 0, 1, 2...: read in place, never copied into an object first.
  const obj = (value === '' ? {} : value) as Record<string, unknown>;
  // A list of names (JSON Schema draft 4) replaces the draft 3 `required: true` of each property.
  const names = Array.isArray(schema.required)
    ? (schema.required as readonly string[])
    : Object.entries(schema.properties ?? {})
        .filter(([, prop]) => prop.required === true)
        .map(([name]) => name);
  for (const name of names) {
    if (!Object.hasOwn(obj, name)) return invalid('rest_property_required', `${name} is a required property of ${param}.`);
  }
  if (checksMembers(schema, obj)) {
    for (const name of Object.keys(obj)) {
      const v = obj[name];
      const child = memberSchema(name, schema);
      if (child) {
        const p = validateValue(v, child, `${param}[${name}]`);
        if (p) return p;
      } else if (schema.additionalProperties === false) {
        return invalid('rest_additional_properties_forbidden', `${name} is not a valid property of Object.`);
      } else if (isPlainObject(schema.additionalProperties)) {
        const p = validateValue(v, schema.additionalProperties, `${param}[${name}]`);
        if (p) return p;
      }
    }
  }
  if (schema.minProperties === undefined && schema.maxProperties === undefined) return null;
  const count = Array.isArray(obj) ? obj.length : Object.keys(obj).length;
  if (schema.minProperties !== undefined && count < schema.minProperties) {
    return invalid(
      'rest_too_few_properties',
      `${param} must contain at least ${schema.minProperties} ${schema.minProperties === 1 ? 'property' : 'properties'}.`,
    );
  }
  if (schema.maxProperties !== undefined && count > schema.maxProperties) {
    return invalid(
      'rest_too_many_properties',
      `${param} must contain at most ${schema.maxProperties} ${schema.maxProperties === 1 ? 'property' : 'properties'}.`,
    );
  }
  return null;
}

function validateArray(value: unknown, schema: ArgSchema, param: string): Invalid | null {
  if (!TYPE_CHECKS.array!(value)) return notOfType(param, 'array');
  const list = isScalar(value) ? parseList(value) : Array.isArray(value) ? value : Object.values(value as object);
  if (schema.items) {
    for (let i = 0; i < list.length; i++) {
      const p = validateValue(list[i], schema.items, `${param}[${i}]`);
      if (p) return p;
    }
  }
  const n = list.length;
  if (schema.minItems !== undefined && n < schema.minItems) {
    return invalid('rest_too_few_items', `${param} must contain at least ${schema.minItems} ${schema.minItems === 1 ? 'item' : 'items'}.`);
  }
  if (schema.maxItems !== undefined && n > schema.maxItems) {
    return invalid('rest_too_many_items', `${param} must contain at most ${schema.maxItems} ${schema.maxItems === 1 ? 'item' : 'items'}.`);
  }
  if (schema.uniqueItems && !hasUniqueItems(list)) return invalid('rest_duplicate_items', `${param} has duplicate items.`);
  return null;
}

export function hasUniqueItems(list: readonly unknown[]): boolean {
  const seen = new Set<string>();
  for (const item of list) {
    const key = JSON.stringify(stabilize(item));
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

const stabilize = (v: unknown): unknown =>
  isPlainObject(v)
    ? Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, stabilize(v[k])]),
      )
    : Array.isArray(v)
      ? v.map(stabilize)
      : v;

function validateNumber(value: unknown, schema: ArgSchema, param: string, type: string): Invalid | null {
  if (!isNumeric(value)) return notOfType(param, type);
  const n = Number(value);
  if (schema.multipleOf !== undefined && n % schema.multipleOf !== 0) {
    return invalid('rest_invalid_multiple', `${param} must be a multiple of ${schema.multipleOf}.`);
  }
  const { minimum: min, maximum: max, exclusiveMinimum: xMin, exclusiveMaximum: xMax } = schema;
  const d = (x: number) => Math.trunc(x);
  if (min !== undefined && max === undefined) {
    if (xMin && n <= min) return invalid('rest_out_of_bounds', `${param} must be greater than ${d(min)}`);
    if (!xMin && n < min) return invalid('rest_out_of_bounds', `${param} must be greater than or equal to ${d(min)}`);
  }
  if (max !== undefined && min === undefined) {
    if (xMax && n >= max) return invalid('rest_out_of_bounds', `${param} must be less than ${d(max)}`);
    if (!xMax && n > max) return invalid('rest_out_of_bounds', `${param} must be less than or equal to ${d(max)}`);
  }
  if (min !== undefined && max !== undefined) {
    const below = xMin ? n <= min : n < min;
    const above = xMax ? n >= max : n > max;
    if (below || above) {
      return invalid(
        'rest_out_of_bounds',
        `${param} must be between ${d(min)} (${xMin ? 'exclusive' : 'inclusive'}) and ${d(max)} (${xMax ? 'exclusive' : 'inclusive'})`,
      );
    }
  }
  return null;
}

function validateString(value: unknown, schema: ArgSchema, param: string): Invalid | null {
  if (typeof value !== 'string') return notOfType(param, 'string');
  const len = [...value].length;
  if (schema.minLength !== undefined && len < schema.minLength) {
    return invalid('rest_too_short', `${param} must be at least ${schema.minLength} ${schema.minLength === 1 ? 'character' : 'characters'} long.`);
  }
  if (schema.maxLength !== undefined && len > schema.maxLength) {
    return invalid('rest_too_long', `${param} must be at most ${schema.maxLength} ${schema.maxLength === 1 ? 'character' : 'characters'} long.`);
  }
  if (schema.pattern !== undefined && !schemaPattern(schema.pattern).test(value)) {
    return invalid('rest_invalid_pattern', `${param} does not match pattern ${schema.pattern}.`);
  }
  return null;
}

/** rest_are_values_equal(). */
export function valuesEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => valuesEqual(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && valuesEqual(a[k], b[k]));
  }
  return a === b;
}

/** rest_sanitize_value_from_schema() (schema-sanitize.ts), choosing among anyOf/oneOf members by validateValue(). */
export const sanitizeValue = (value: unknown, schema: ArgSchema, param: string): unknown => sanitizeWith(value, schema, param, validateValue);
