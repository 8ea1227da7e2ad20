// The two ways a plan hands a schema back to json-schema-faker: unplanned while compiling, PlanFallback while generating.
/** Thrown while planning: the schema leaves the subset, json-schema-faker answers it. */
export class Unplanned extends Error {}
/** Thrown while generating where json-schema-faker throws: the caller runs json-schema-faker for its error. */
export class PlanFallback extends Error {}

export const unplanned = (why: string): never => {
  throw new Unplanned(why);
};
