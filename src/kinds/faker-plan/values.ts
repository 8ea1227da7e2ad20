// Values the schema names itself (const, enum, examples), copied as json-schema-faker copies them.
import type { Gen, Schema } from './types.js';
import { unplanned } from './unplanned.js';

/** A copy as structuredClone makes it, quickly for the JSON-like values schemas hold. */
function clone(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(clone);
  const keys = Object.keys(value);
  if (Object.getPrototypeOf(value) !== Object.prototype || keys.includes('__proto__')) return structuredClone(value);
  const out: Schema = {};
  for (const k of keys) out[k] = clone((value as Schema)[k]);
  return out;
}

/** const, enum or examples: a value the schema names. */
export function namedValue(schema: Schema): Gen | null {
  if (schema.const !== undefined) {
    const v = schema.const;
    return typeof v === 'object' && v !== null ? () => clone(v) : () => v;
  }
  if (schema.enum !== undefined) {
    if (!Array.isArray(schema.enum) || schema.enum.length === 0) return unplanned('enum');
    const values = enumValues(schema);
    if (values.length === 0) return unplanned('enum conflicts');
    return (r) => {
      const v = values[r.int(0, values.length - 1)];
      return typeof v === 'object' && v !== null ? clone(v) : v;
    };
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) {
    const values = schema.examples as unknown[];
    return (r) => values[r.int(0, values.length - 1)];
  }
  if (schema.example !== undefined) {
    const v = schema.example;
    return () => v;
  }
  return null;
}

/** json-schema-faker's enum values left by the schema's own bounds. */
function enumValues(schema: Schema): unknown[] {
  let values = schema.enum as unknown[];
  const n = (k: string) => schema[k] as number | undefined;
  if (
    n('minimum') !== undefined ||
    n('maximum') !== undefined ||
    n('exclusiveMinimum') !== undefined ||
    n('exclusiveMaximum') !== undefined ||
    n('multipleOf') !== undefined
  ) {
    const min = n('exclusiveMinimum') ?? n('minimum') ?? Number.NEGATIVE_INFINITY;
    const max = n('exclusiveMaximum') ?? n('maximum') ?? Number.POSITIVE_INFINITY;
    const exMin = n('exclusiveMinimum') !== undefined;
    const exMax = n('exclusiveMaximum') !== undefined;
    const multipleOf = n('multipleOf');
    values = values.filter((v) => {
      if (typeof v !== 'number') return true;
      if (!(exMin ? v > min : v >= min) || !(exMax ? v < max : v <= max)) return false;
      if (multipleOf !== undefined) {
        const decimals = multipleOf.toString().includes('.') ? (multipleOf.toString().split('.')[1] as string).length : 0;
        const precision = 10 ** decimals;
        if (Math.round(v * precision) % Math.round(multipleOf * precision) !== 0) return false;
      }
      return true;
    });
  }
  if (n('minLength') !== undefined || n('maxLength') !== undefined) {
    const lo = n('minLength') ?? 0;
    const hi = n('maxLength') ?? Number.POSITIVE_INFINITY;
    values = values.filter((v) => typeof v !== 'string' || (v.length >= lo && v.length <= hi));
  }
  if (n('minItems') !== undefined || n('maxItems') !== undefined) {
    const lo = n('minItems') ?? 0;
    const hi = n('maxItems') ?? Number.POSITIVE_INFINITY;
    values = values.filter((v) => !Array.isArray(v) || (v.length >= lo && v.length <= hi));
  }
  if (n('minProperties') !== undefined || n('maxProperties') !== undefined) {
    const lo = n('minProperties') ?? 0;
    const hi = n('maxProperties') ?? Number.POSITIVE_INFINITY;
    values = values.filter((v) => typeof v !== 'object' || v === null || Array.isArray(v) || (Object.keys(v).length >= lo && Object.keys(v).length <= hi));
  }
  return values;
}
