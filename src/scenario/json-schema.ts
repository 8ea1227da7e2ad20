// The scenario format as a JSON Schema (draft 2020-12), emitted from the same shape load.ts checks, so
// editors (yaml-language-server) autocomplete and check exactly what the loader accepts.
// `npm run schema` writes it to scenarios/scenario.schema.json; a test fails when that file is stale.
import { MAX_LATENCY_MS } from '../model/latency.js';
import type { Scalar, Shape } from '../model/shape-check.js';
import { SCENARIO_SHAPE } from './shape.js';
import { isOldSpelling } from './old-spellings.js';

type Schema = Record<string, unknown>;

const SCALARS: Record<Scalar, Schema> = {
  string: { type: 'string' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  // What Date.parse takes in practice (a zone is optional), rather than format: date-time, which demands one.
  'date-time': { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?)?(Z|[+-]\\d{2}:?\\d{2})?$' },
  'string-or-number': { type: ['string', 'number'] },
  mapping: { type: 'object' },
  any: {},
  // The JSON Schema cannot say min <= max; the loader does (src/model/latency.ts).
  latency: {
    anyOf: [
      { type: 'integer', minimum: 0, maximum: MAX_LATENCY_MS },
      { type: 'string', pattern: '^\\s*\\d{1,7}\\s*(-\\s*\\d{1,7}\\s*)?$' },
    ],
  },
};

function emit(shape: Shape, defs: Map<string, Schema | null>): Schema {
  if (typeof shape === 'string') return { ...SCALARS[shape] };
  const described = (schema: Schema): Schema => (shape.doc ? { description: shape.doc, ...schema } : schema);
  if ('scalar' in shape) {
    return described({
      ...SCALARS[shape.scalar],
      ...(shape.min !== undefined ? { minimum: shape.min } : {}),
      ...(shape.max !== undefined ? { maximum: shape.max } : {}),
    });
  }
  if ('ref' in shape) {
    if (!defs.has(shape.ref)) {
      defs.set(shape.ref, null); // placeholder: the shape may refer to itself
      defs.set(shape.ref, emit(shape.shape(), defs));
    }
    return described({ $ref: `#/$defs/${shape.ref}` });
  }
  if ('enum' in shape) return described({ enum: [...shape.enum] });
  if ('list' in shape) return described({ type: 'array', items: emit(shape.list, defs) });
  if ('anyOf' in shape) return described({ anyOf: shape.anyOf.map((s) => emit(s, defs)) });
  if ('tagged' in shape) return described({ type: 'object', required: [shape.tagged], anyOf: Object.values(shape.cases).map((s) => emit(s, defs)) });
  if ('map' in shape) {
    return described({ type: 'object', ...(shape.keys ? { propertyNames: { description: shape.keys } } : {}), additionalProperties: emit(shape.map, defs) });
  }
  const properties = Object.fromEntries(
    Object.entries(shape.object).map(([k, s]) => [k, isOldSpelling(s) ? { ...emit(s, defs), deprecated: true } : emit(s, defs)]),
  );
  return described({
    type: 'object',
    properties,
    ...(shape.required?.length ? { required: [...shape.required] } : {}),
    additionalProperties: shape.open === true,
  });
}

export function scenarioJsonSchema(): Schema {
  const defs = new Map<string, Schema | null>();
  const root = emit(SCENARIO_SHAPE, defs);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'mock-site scenario',
    ...root,
    $defs: Object.fromEntries([...defs].sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** The file's exact text (2-space JSON and a final newline). */
export const scenarioJsonSchemaText = (): string => `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`;
