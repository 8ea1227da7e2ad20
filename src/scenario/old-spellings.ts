// Keys first written in another case than the scenario's own keys (snake_case: as_user, volatile_params): the
// loader still reads the old spelling, with a hint to use the new one, and the JSON Schema marks it deprecated.
import { doc, type Shape } from '../model/shape-check.js';

/** Each key's old spelling. */
export const OLD_SPELLINGS: ReadonlyMap<string, string> = new Map([['body_file', 'bodyFile']]);

const OLD = new WeakSet<Shape & object>();

/** The shape of an old spelling of `canonical`: the same values, documented (and emitted) as deprecated. */
export function oldSpelling(canonical: string, shape: Shape): Shape {
  const old = doc(`Deprecated: the old spelling of ${canonical}. Write ${canonical}.`, shape) as Shape & object;
  OLD.add(old);
  return old;
}

export const isOldSpelling = (shape: Shape): boolean => typeof shape === 'object' && OLD.has(shape);
