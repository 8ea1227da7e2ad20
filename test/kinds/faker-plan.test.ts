// Plans (src/kinds/faker-plan/): a schema compiled once must answer what json-schema-faker answers for it, byte for
// byte, for every seed: the faker's determinism is a promise, and an answer must not change with how it was made.
import { describe, expect, it } from 'vitest';
import { profiles, routesOf } from '../../src/catalogue/profiles.js';
import { fakeBody, fakeBodyByLibrary } from '../../src/kinds/faker.js';
import { fakerSchema } from '../../src/kinds/faker-hints.js';
import { planFaker } from '../../src/kinds/faker-plan/index.js';
import type { ResponseSchema } from '../../src/model/catalogue.js';
import { hash32 } from '../../src/store/seeded-hash.js';
import { WIDGET } from './widget-schema.js';

const CLOCK = '2026-01-15T09:30:00Z';

/** The planned answer and json-schema-faker's, as bytes (or the error each threw). */
async function both(schema: ResponseSchema, seed: number): Promise<[string, string]> {
  const bytes = (p: Promise<unknown>) => p.then(JSON.stringify, (e: Error) => `threw: ${e.message}`);
  return [await bytes(fakeBody(schema, seed, CLOCK)), await bytes(fakeBodyByLibrary(schema, seed, CLOCK))];
}

const planned = (schema: ResponseSchema) => planFaker(fakerSchema(schema)) !== null;

/** Every response schema of both profiles, once each. */
const catalogue: [string, ResponseSchema][] = [];
{
  const seen = new Set<ResponseSchema>();
  for (const profile of Object.values(profiles))
    for (const route of routesOf(profile))
      for (const endpoint of route.endpoints) {
        const schema = endpoint.response;
        if (!schema || seen.has(schema)) continue;
        seen.add(schema);
        catalogue.push([`${endpoint.methods.join(',')} ${route.pattern}`, schema]);
      }
}

/** Schemas reaching the corners json-schema-faker draws differently in. */
const CORNERS: [string, ResponseSchema][] = [
  [
    'type arrays',
    {
      type: 'object',
      properties: { a: { type: ['string', 'null'] }, b: { type: ['integer', 'object'], const: 3 }, c: { type: ['array', 'null'], items: { type: 'boolean' } } },
    },
  ],
  ['no type at all', { type: 'object', properties: { a: { description: 'drawn from every type' }, b: {}, c: true } }],
  ['types inferred', { properties: { n: { minimum: 2 }, s: { format: 'uuid' }, l: { items: { type: 'integer' } }, o: { inner: { type: 'string' } } } }],
  ['keys read as properties', { type: 'object', context: ['view', 'edit'], readonly: true, nested: { type: 'string' }, required: ['context', 'absent'] }],
  [
    'const, enum, examples',
    {
      type: 'object',
      properties: {
        c: { const: { a: [1, { b: 2 }] } },
        e: { enum: [1, 5, 10, 'x'], minimum: 4, multipleOf: 5 },
        x: { examples: [{ k: 1 }, 'two'] },
        y: { example: 'one' },
      },
    },
  ],
  [
    'numbers',
    {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          a: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
          b: { type: 'integer', multipleOf: 7, minimum: -20, maximum: 60 },
          c: { type: 'number', multipleOf: 0.5 },
          d: { type: 'integer', minimum: 0, maximum: 0 },
        },
      },
    },
  ],
  [
    'strings',
    {
      type: 'object',
      properties: {
        f: { type: 'string', format: 'email', maxLength: 5 },
        g: { type: 'string', format: 'ipv4', minLength: 30 },
        h: { type: 'string', format: 'not-a-known-format' },
        p: { type: 'string', pattern: '^(foo|ba[rz])-\\d{2,4}[^a-z]?\\w+(?:x|y)*$' },
        q: { type: 'string', pattern: '[A-F]{9}', maxLength: 3 },
        r: { type: 'string', minLength: 12, maxLength: 14 },
        d: { type: 'string', format: 'date-time' },
      },
    },
  ],
  [
    'every format',
    {
      type: 'object',
      properties: Object.fromEntries(
        ['date', 'time', 'duration', 'uri', 'hostname', 'ipv6', 'json-pointer', 'relative-json-pointer', 'idn-email'].map((f) => [
          f,
          { type: 'string', format: f },
        ]),
      ),
    },
  ],
  [
    'required beyond properties',
    { type: 'object', properties: { a: { type: 'string' }, gone: false }, required: ['a', 'gone', 'extra'], additionalProperties: { type: 'integer' } },
  ],
  ['minProperties filled', { type: 'object', properties: { a: { type: 'string' } }, minProperties: 4 }],
  [
    'maxProperties trimmed',
    {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'integer' }, c: { type: 'null' }, d: { type: 'boolean' } },
      required: ['c'],
      maxProperties: 2,
    },
  ],
  ['a template', { type: 'object', properties: { id: { type: 'integer' }, slug: { type: 'string', template: 'item-#{id}-#{missing}' } } }],
  ['unique items', { type: 'array', items: { type: 'integer', minimum: 1, maximum: 3 }, minItems: 3, maxItems: 6, uniqueItems: true }],
  ['items out of reach', { type: 'array', items: { enum: ['only'] }, minItems: 2, uniqueItems: true }],
  ['arrays without items', { type: 'object', properties: { a: { type: 'array' }, b: { type: 'array', minItems: 5, maxItems: 2, items: { type: 'null' } } } }],
  ['deeper than the depth limit', deep(9)],
  [
    'keys JSON.stringify orders or objects inherit',
    {
      type: 'object',
      properties: { b: { type: 'string' }, '1': { type: 'integer' }, a: { type: 'boolean' }, constructor: { type: 'string' } },
      required: ['toString', 'x', '2', 'b'],
      additionalProperties: { type: 'integer' },
    },
  ],
  [
    'required names objects inherit',
    { type: 'object', properties: { b: { type: 'string' }, constructor: { type: 'string' } }, required: ['toString', 'x', 'b', 'valueOf'] },
  ],
  [
    'a __proto__ property',
    JSON.parse('{"type":"object","properties":{"__proto__":{"type":"object","properties":{"a":{"type":"string"}}},"b":{"type":"string"}}}'),
  ],
  [
    'shapes by type array, inside arrays',
    {
      type: 'array',
      minItems: 1,
      items: { type: ['object', 'array', 'null'], properties: { a: { type: 'integer' } }, items: { type: 'string' } },
    },
  ],
];

function deep(levels: number): ResponseSchema {
  let schema: ResponseSchema = {
    type: 'object',
    required: ['leaf', 'e', 'n'],
    properties: { leaf: { type: 'string' }, e: { enum: ['x', 'y'] }, n: { type: ['integer', 'null'] } },
  };
  for (let i = 0; i < levels; i++)
    schema = {
      type: 'object',
      required: ['child', 'list', 'k'],
      properties: { child: schema, list: { type: 'array', minItems: 1, items: schema }, k: { const: i } },
    };
  return schema;
}

describe('faker plans', () => {
  it('plan nearly every response schema of the catalogue', () => {
    const share = catalogue.filter(([, schema]) => planned(schema)).length / catalogue.length;
    expect(share).toBeGreaterThan(0.8);
    expect(planned(WIDGET)).toBe(true);
  });

  it('answer every catalogue schema with json-schema-faker’s bytes, for a sample of ids', async () => {
    for (const [name, schema] of catalogue) {
      for (const id of [1, 2, 7, 123, 4321, 99_999]) {
        const seed = hash32(`1|GET|${name}|{"id":"${id}"}`);
        const [plan, library] = await both(schema, seed);
        expect(plan, `${name}, id ${id}`).toBe(library);
      }
    }
  });

  it('answer the bench route with json-schema-faker’s bytes, a new id each time', async () => {
    for (let id = 1; id <= 300; id++) {
      const [plan, library] = await both(WIDGET, hash32(`bench|GET|/bench/v1/widgets/(?P<id>[\\d]+)|{"id":"${id}"}`));
      expect(plan, `id ${id}`).toBe(library);
    }
  });

  it.each(CORNERS)('answer %s with json-schema-faker’s bytes', async (_, schema) => {
    expect(planned(schema)).toBe(true);
    for (let i = 0; i < 40; i++) {
      const [plan, library] = await both(schema, hash32(`corner|${i}`));
      expect(plan, `seed ${i}`).toBe(library);
    }
  });

  it('leave what they do not plan to json-schema-faker, with its answer', async () => {
    const composed: ResponseSchema = {
      type: 'object',
      properties: { a: { oneOf: [{ type: 'string' }, { type: 'integer' }] }, b: { $ref: '#/$defs/b' } },
      $defs: { b: { type: 'boolean' } },
    };
    expect(planned(composed)).toBe(false);
    const [plan, library] = await both(composed, 42);
    expect(plan).toBe(library);
  });

  it('throw json-schema-faker’s error where it throws', async () => {
    const impossible: ResponseSchema = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false, minProperties: 3 };
    expect(planned(impossible)).toBe(true);
    const [plan, library] = await both(impossible, 7);
    expect(library).toMatch(/^threw: /);
    expect(plan).toBe(library);
  });

  it('give the same bytes whichever is asked first', async () => {
    const schema: ResponseSchema = { type: 'object', properties: { s: { type: 'string' }, n: { type: 'number' } } };
    const library = JSON.stringify(await fakeBodyByLibrary(schema, 5, CLOCK));
    expect(JSON.stringify(await fakeBody(schema, 5, CLOCK))).toBe(library);
    expect(JSON.stringify(await fakeBody(schema, 5, CLOCK))).toBe(library);
  });
});
