// The compile entry: a schema walked once into a generator, checked against the subset and dispatched by type.
import { arrayGen } from './arrays.js';
import { ALL_TYPES, inferType, isObject, KNOWN_TYPES } from './keywords.js';
import { numberGen } from './numbers.js';
import { objectGen } from './objects.js';
import { stringGen } from './strings.js';
import type { Format, Gen, Schema } from './types.js';
import { unplanned } from './unplanned.js';
import { namedValue } from './values.js';

/** Compiles schemas into generators; one per plan (its date-time format differs by clock). */
export class Planner {
  private readonly plans = new Map<unknown, { gen: Gen; done: boolean }>();
  constructor(private readonly formats: ReadonlyMap<string, Format>) {}

  /** json-schema-faker's walk of `schema`. */
  walk(schema: unknown): Gen {
    const slot = this.plans.get(schema);
    // Met again while it is being planned (a schema that contains itself): called through its slot, filled once planned.
    if (slot) return slot.done ? slot.gen : (r, depth) => slot.gen(r, depth);
    // Registered before its children are planned: a schema that contains itself plans once.
    const made: { gen: Gen; done: boolean } = { gen: () => unplanned('unfinished'), done: false };
    this.plans.set(schema, made);
    made.gen = this.body(schema);
    made.done = true;
    return made.gen;
  }

  private body(schema: unknown): Gen {
    if (schema === true) return this.body({});
    if (!isObject(schema)) return unplanned('not a schema object');
    for (const k of ['$defs', '$ref', 'allOf', 'anyOf', 'oneOf', 'faker', 'chance', 'patternProperties', 'prefixItems', 'contains', 'containsAll'])
      if (schema[k] !== undefined) unplanned(k);
    for (const k of ['dependentRequired', 'dependencies', 'dependentSchemas', 'not', 'if', 'autoIncrement', 'jsonPath']) if (schema[k]) unplanned(k);
    for (const k of Object.keys(schema)) if (k.startsWith('x-')) unplanned(k);

    const typeArray = Array.isArray(schema.type) ? (schema.type as unknown[]) : null;
    if (typeArray) {
      if (typeArray.length === 0 || typeArray.some((t) => typeof t !== 'string' || !KNOWN_TYPES.has(t))) unplanned('type');
    } else if (schema.type !== undefined && !(typeof schema.type === 'string' && KNOWN_TYPES.has(schema.type))) unplanned('type');

    const value = namedValue(schema);
    if (value) {
      // A type array is drawn from before const, enum and examples are looked at.
      if (!typeArray) return value;
      return (r, depth) => {
        r.int(0, typeArray.length - 1);
        return value(r, depth);
      };
    }

    if (typeArray) {
      const byType = typeArray.map((t) => this.typed(schema, t as string));
      return (r, depth) => {
        r.int(0, byType.length - 1);
        return (byType[r.int(0, byType.length - 1)] as Gen)(r, depth);
      };
    }
    const type = typeof schema.type === 'string' ? schema.type : inferType(schema);
    if (type !== null) return this.typed(schema, type);
    const byType = ALL_TYPES.map((t) => this.typed(schema, t));
    return (r, depth) => (byType[r.int(0, byType.length - 1)] as Gen)(r, depth);
  }

  private typed(schema: Schema, type: string): Gen {
    switch (type) {
      case 'null':
        return () => null;
      case 'boolean':
        return (r) => r.next() < 0.5;
      case 'number':
        return numberGen(schema, false);
      case 'integer':
        return numberGen(schema, true);
      case 'string':
        return stringGen(schema, this.formats);
      case 'object':
        return objectGen(schema, (s) => this.walk(s));
      case 'array':
        return arrayGen(schema, (s) => this.walk(s));
      default:
        return unplanned('type');
    }
  }
}
