// The entry faker.ts calls: a schema compiled once into a plan, or null for json-schema-faker to answer it.
//
// A schema compiled once into a plan that generates what json-schema-faker 0.6 generates for it, byte for byte, with
// the options faker.ts passes (alwaysFakeOptionals, useExamplesValue, maxDepth 6, maxDefaultItems 3, a date-time
// format): the same mulberry32 stream drawn in the same order. json-schema-faker walks a schema through generator
// coroutines and copies a context of some forty fields per node, and picks each letter of a string from a freshly
// spread alphabet; a plan does the same draws without that. A schema using anything outside the subset written here
// ($ref, composition, patternProperties, dependencies, extensions...) gets no plan: json-schema-faker answers it.
// test/kinds/faker-plan.test.ts holds the plan to json-schema-faker's bytes on the catalogue's schemas.
import { BUILTIN_FORMATS } from './formats.js';
import { Planner } from './planner.js';
import { Rng } from './rng.js';
import type { Format, Gen } from './types.js';
import { Unplanned } from './unplanned.js';

export { Rng } from './rng.js';
export { PlanFallback } from './unplanned.js';

/** A compiled schema: the value json-schema-faker would generate from `seed`. */
export type Plan = (seed: number) => unknown;

/**
 * The plan of `schema` with these formats beside json-schema-faker's own (faker.ts passes its date-time), or null when
 * the schema leaves the subset planned here. A plan throws PlanFallback where json-schema-faker throws.
 */
export function planFaker(schema: unknown, formats: Readonly<Record<string, Format>> = {}): Plan | null {
  const registry = new Map(BUILTIN_FORMATS);
  for (const [name, gen] of Object.entries(formats)) registry.set(name, gen);
  let root: Gen;
  try {
    root = new Planner(registry).walk(schema);
  } catch (e) {
    if (e instanceof Unplanned) return null;
    throw e;
  }
  return (seed) => root(new Rng(seed), 0);
}
