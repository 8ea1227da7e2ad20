// The faker's answers held to a fixture: the bodies (and statuses) a scenario's faker-bound routes gave, request by
// request, written once by the code as it was before the faker was made faster (test/kinds/fixtures/faker-golden.json).
// Determinism is a promise to users: the same scenario and request give the same bytes across versions too, so a change
// to how answers are generated (plans, seeds, encoding, the memo) must leave every byte here as it was.
//
// The routes cover the bench's plugin route (a new id each request), formats, patterns, enums, const and examples
// (one holding the example origin, which answers rewrite to the request's), nested objects and arrays, a top-level
// list, a schema only json-schema-faker answers ($ref, oneOf), inline and borrowed schemas, and catalogue routes bound
// by rules (the narrowed WordPress schemas, `context=edit`), with `_fields`, `_envelope` and `_pretty` beside.
//
// Regenerate only from code whose answers are known good (never to make a failing change pass):
//   MOCK_SITE_FAKER_GOLDEN=write npx vitest run --config test/vitest.config.ts test/kinds/faker-golden.test.ts
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, rest, site } from '../helpers.js';
import { WIDGET } from './widget-schema.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'faker-golden.json');
const HOST = 'mock.test';

const STRINGS = {
  type: 'object',
  properties: {
    sku: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' },
    code: { type: 'string', pattern: '^(foo|ba[rz])-\\d{2,4}[^a-z]?\\w+(?:x|y)*$' },
    short: { type: 'string', pattern: '[A-F]{9}', maxLength: 3 },
    hex: { type: 'string', pattern: '^#[0-9a-f]{6}$' },
    sized: { type: 'string', minLength: 12, maxLength: 14 },
    email: { type: 'string', format: 'email', maxLength: 5 },
    ip: { type: 'string', format: 'ipv4', minLength: 30 },
    uuid: { type: 'string', format: 'uuid' },
    uri: { type: 'string', format: 'uri' },
    date: { type: 'string', format: 'date' },
    time: { type: 'string', format: 'time' },
    at: { type: 'string', format: 'date-time' },
    duration: { type: 'string', format: 'duration' },
    host: { type: 'string', format: 'hostname' },
    ipv6: { type: 'string', format: 'ipv6' },
    pointer: { type: 'string', format: 'json-pointer' },
    unknown: { type: 'string', format: 'not-a-known-format' },
  },
};

const VALUES = {
  type: 'object',
  required: ['kind', 'level', 'link', 'fixed'],
  properties: {
    kind: { type: 'string', enum: ['alpha', 'beta', 'gamma', 'delta'] },
    level: { type: 'integer', enum: [1, 5, 10, 15, 20], minimum: 4, multipleOf: 5 },
    link: { type: 'string', examples: ['http://127.0.0.1:8080/?p=1', 'http://127.0.0.1:8080/shop/item'] },
    fixed: { const: { a: [1, { b: 'http://127.0.0.1:8080/x' }] } },
    either: { type: ['string', 'null'] },
    anything: { description: 'drawn from every type' },
    flag: { type: 'boolean' },
    ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
    step: { type: 'integer', multipleOf: 7, minimum: -20, maximum: 60 },
    half: { type: 'number', multipleOf: 0.5 },
    label: { type: 'string', template: 'item-#{kind}-#{level}' },
    note: { example: 'one' },
  },
};

const NESTED = {
  type: 'object',
  required: ['owner', 'items', 'meta'],
  properties: {
    owner: {
      type: 'object',
      required: ['name', 'address'],
      properties: {
        name: { type: 'string' },
        address: { type: 'object', properties: { city: { type: 'string' }, zip: { type: 'string', pattern: '^\\d{5}$' } } },
      },
    },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 5,
      items: {
        type: 'object',
        required: ['id', 'qty'],
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 999 },
          qty: { type: 'integer', minimum: 1, maximum: 9 },
          tags: { type: 'array', items: { enum: ['a', 'b', 'c'] } },
        },
      },
    },
    unique: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 3 }, minItems: 3, maxItems: 6, uniqueItems: true },
    meta: {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'integer' }, c: { type: 'null' }, d: { type: 'boolean' } },
      required: ['c'],
      maxProperties: 2,
    },
    extra: { type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'more'], additionalProperties: { type: 'integer' } },
    filled: { type: 'object', properties: { a: { type: 'string' } }, minProperties: 3 },
  },
};

/** A list answer: an array at the top. */
const LIST = { type: 'array', items: { type: 'object', required: ['id', 'title'], properties: { id: { type: 'integer' }, title: { type: 'string' } } } };

/** What the plans leave to json-schema-faker ($ref, oneOf). */
const COMPOSED = {
  type: 'object',
  properties: { a: { oneOf: [{ type: 'string' }, { type: 'integer' }] }, b: { $ref: '#/$defs/b' }, c: { type: 'string', format: 'email' } },
  $defs: { b: { type: 'boolean' } },
};

/** Catalogue routes bound to the faker by rules: WordPress's schemas as the faker narrows them. */
const RULED = ['/cms/v2/posts/{id}', '/cms/v2/users/{id}', '/cms/v2/comments', '/shop-admin/marketing/campaigns', '/shop/v3/payments/settings'];

const route = (path: string, response: unknown, bind: Record<string, unknown> = { kind: 'faker' }) => ({ path, methods: ['GET'], response, bind });

const SCENARIO = {
  profile: 'shop',
  routes: [
    route('/bench/v1/widgets/{id}', WIDGET),
    route('/golden/v1/strings/{id}', STRINGS),
    route('/golden/v1/values/{id}', VALUES),
    route('/golden/v1/nested/{id}', NESTED),
    route('/golden/v1/list', LIST),
    route('/golden/v1/composed/{id}', COMPOSED),
    route('/golden/v1/inline/{id}', undefined, { kind: 'faker', schema: NESTED }),
    route('/golden/v1/borrowed/{id}', undefined, { kind: 'faker', route: '/cms/v2/posts/{id}' }),
  ],
  rules: RULED.map((r) => ({ match: { route: r }, bind: { kind: 'faker' } })),
};

/** Each request as [label, route, query]: every one asked as the administrator, at Host mock.test. */
function requests(): [string, string, string][] {
  const out: [string, string, string][] = [];
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  for (const id of ids(300)) out.push(['widget', `/bench/v1/widgets/${id}`, '']);
  for (const name of ['strings', 'values', 'nested', 'composed']) for (const id of ids(60)) out.push([name, `/golden/v1/${name}/${id}`, '']);
  for (const name of ['inline', 'borrowed']) for (const id of ids(20)) out.push([name, `/golden/v1/${name}/${id}`, '']);
  for (const page of ids(20)) out.push(['list', '/golden/v1/list', `&page=${page}`]);
  for (const id of ids(20)) out.push(['post', `/cms/v2/posts/${id}`, '']);
  for (const id of ids(10)) out.push(['post edit', `/cms/v2/posts/${id}`, '&context=edit']);
  for (const id of ids(10)) out.push(['user', `/cms/v2/users/${id}`, '']);
  for (const page of ids(5)) out.push(['comments', '/cms/v2/comments', `&page=${page}`]);
  for (const page of ids(5)) out.push(['campaigns', '/shop-admin/marketing/campaigns', `&page=${page}`]);
  out.push(['settings', '/shop/v3/payments/settings', '']);
  // Delivery arguments: the same seed, the answer delivered otherwise; asked after the plain answer (from the memo)
  // and first (generated).
  for (const id of [1, 2, 3, 301, 302, 303]) {
    out.push(['widget _fields', `/bench/v1/widgets/${id}`, '&_fields=id,owner.email,tags']);
    out.push(['widget _envelope', `/bench/v1/widgets/${id + 10}`, '&_envelope']);
    out.push(['widget _pretty', `/bench/v1/widgets/${id + 20}`, '&_pretty']);
  }
  // Long answers are kept (the memo): asked again, plain, cut by _fields, wrapped by _envelope.
  for (const page of [1, 2]) {
    out.push(['comments again', '/cms/v2/comments', `&page=${page}`]);
    out.push(['comments _fields', '/cms/v2/comments', `&page=${page}&_fields=id,link,author_avatar_urls`]);
    out.push(['comments _envelope', '/cms/v2/comments', `&page=${page}&_envelope`]);
  }
  for (const id of [1, 2, 41]) {
    out.push(['values _fields', `/golden/v1/values/${id}`, '&_fields=link,fixed']);
    out.push(['post _envelope', `/cms/v2/posts/${id}`, '&_envelope&_fields=id,link,guid']);
    out.push(['post edit again', `/cms/v2/posts/${id}`, '&context=edit']);
  }
  return out;
}

interface Answer {
  label: string;
  path: string;
  status: number;
  body: string;
}

async function answers(file: string): Promise<Answer[]> {
  const agent = site({ scenario: file });
  const out: Answer[] = [];
  for (const [label, r, query] of requests()) {
    const res = await agent.get(rest(r, query)).set('Host', HOST).set('Authorization', ADMIN);
    out.push({ label, path: `${r}${query}`, status: res.status, body: res.text });
  }
  return out;
}

/** One answer a line, so a change shows as the lines of the answers it changed. */
const fixtureText = (got: Record<string, Answer[]>) =>
  `{\n${Object.entries(got)
    .map(([key, list]) => ` ${JSON.stringify(key)}: [\n${list.map((a) => `  ${JSON.stringify(a)}`).join(',\n')}\n ]`)
    .join(',\n')}\n}\n`;

describe('faker answers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-site-faker-golden-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const scenario = (seed?: number) => {
    const file = join(dir, `scenario-${seed ?? 'default'}.yaml`);
    writeFileSync(file, JSON.stringify(seed === undefined ? SCENARIO : { ...SCENARIO, seed }));
    return file;
  };

  it('are the bytes the fixture holds, request by request (the default seed and seed 7)', { timeout: 120_000 }, async () => {
    const got = { default: await answers(scenario()), seed7: await answers(scenario(7)) };
    if (process.env.MOCK_SITE_FAKER_GOLDEN === 'write') writeFileSync(FIXTURE, fixtureText(got));
    const want = JSON.parse(readFileSync(FIXTURE, 'utf8')) as typeof got;
    for (const key of ['default', 'seed7'] as const) {
      expect(got[key].length, key).toBe(want[key].length);
      for (const [i, a] of got[key].entries()) expect(a, `${key}: ${a.label} ${a.path}`).toEqual(want[key][i]);
    }
  });

  it('are the same asked again (from the memo) and from a fresh app', async () => {
    const file = scenario();
    const agent = site({ scenario: file });
    const ask = (a: ReturnType<typeof site>, id: number) => a.get(rest(`/bench/v1/widgets/${id}`)).set('Host', HOST);
    const first = await ask(agent, 42);
    expect(first.status).toBe(200);
    expect((await ask(agent, 42)).text).toBe(first.text);
    expect((await ask(site({ scenario: file }), 42)).text).toBe(first.text);
  });
});
