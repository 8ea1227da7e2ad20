// What a plan is built from: schemas, formats, generators, and the depth and item limits faker.ts passes the library.
import type { Random } from 'json-schema-faker';
import type { Rng } from './rng.js';

export type Schema = Record<string, unknown>;
export type Format = (random: Random) => string;
/** Generates one value at a depth (json-schema-faker's ctx.depth: objects and arrays add one for their children). */
export type Gen = (r: Rng, depth: number) => unknown;

export const MAX_DEPTH = 6;
export const MAX_DEFAULT_ITEMS = 3;
/** Compiles a schema into its generator (the planner's walk), handed to the generators of objects and arrays. */
export type Walk = (schema: unknown) => Gen;
