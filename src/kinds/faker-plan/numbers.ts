// Numbers and integers drawn within the schema's bounds and multipleOf.
import type { Gen, Schema } from './types.js';
import { unplanned } from './unplanned.js';

export function numberGen(schema: Schema, asInteger: boolean): Gen {
  let min = -1000;
  let max = 1000;
  let exclusiveMin = false;
  let exclusiveMax = false;
  if (schema.minimum !== undefined) min = schema.minimum as number;
  if (schema.maximum !== undefined) max = schema.maximum as number;
  if (schema.exclusiveMinimum !== undefined) {
    min = schema.exclusiveMinimum as number;
    exclusiveMin = true;
  }
  if (schema.exclusiveMaximum !== undefined) {
    max = schema.exclusiveMaximum as number;
    exclusiveMax = true;
  }
  if (typeof min !== 'number' || typeof max !== 'number') return unplanned('bounds');
  if (schema.multipleOf !== undefined) {
    const multipleOf = schema.multipleOf as number;
    let lo = Math.ceil(min / multipleOf);
    let hi = Math.floor(max / multipleOf);
    if (exclusiveMin && lo * multipleOf === min) lo++;
    if (exclusiveMax && hi * multipleOf === max) hi--;
    if (lo > hi) {
      const only = lo * multipleOf;
      return () => only;
    }
    return (r) => r.int(lo, hi) * multipleOf;
  }
  if (asInteger) {
    const lo = exclusiveMin ? Math.floor(min) + 1 : Math.ceil(min);
    const hi = exclusiveMax ? Math.ceil(max) - 1 : Math.floor(max);
    return (r) => r.int(lo, hi);
  }
  const lo = exclusiveMin ? min + Number.EPSILON : min;
  const hi = exclusiveMax ? max - Number.EPSILON : max;
  return (r) => lo + r.next() * (hi - lo);
}
