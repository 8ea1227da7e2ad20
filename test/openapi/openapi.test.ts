import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { profiles, routesOf } from '../../src/catalogue/profiles.js';
import { toOpenApiPath } from '../../src/catalogue/route-pattern.js';
import { PROFILES } from '../../src/model/catalogue.js';
import { argJsonSchema, toJsonSchema } from '../../src/openapi/json-schema.js';
import { openApiDocument, openApiJson } from '../../src/openapi/document.js';
import type { JsonSchema, OpenApiDocument, Operation, Parameter, PathItem } from '../../src/openapi/types.js';
import { runCli } from '../cli/run-cli.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operationsOf = (item: PathItem): Operation[] => METHODS.flatMap((m) => (item[m] ? [item[m]] : []));
const docs = Object.fromEntries(PROFILES.map((p) => [p, openApiDocument(profiles[p])])) as Record<string, OpenApiDocument>;

describe.each(PROFILES)('openapi of the %s profile', (name) => {
  const doc = docs[name]!;

  it('validates under swagger-parser as OpenAPI 3.1', async () => {
    const api = await SwaggerParser.validate(structuredClone(doc) as never);
    expect((api as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('lists every catalogue route with each of its methods, captures as {name}', () => {
    for (const route of routesOf(profiles[name])) {
      const { path } = toOpenApiPath(route.pattern);
      const item = doc.paths[path];
      expect(item, route.pattern).toBeDefined();
      for (const method of route.endpoints.flatMap((e) => e.methods)) {
        expect(item![method.toLowerCase() as (typeof METHODS)[number]], `${method} ${route.pattern}`).toBeDefined();
      }
    }
  });

  it('declares exactly one path parameter per placeholder and unique operation ids', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (item.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect(declared, path).toEqual(placeholders);
      for (const op of operationsOf(item)) {
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(
          (op.parameters ?? []).some((p) => p.in === 'path'),
          op.operationId,
        ).toBe(false);
      }
    }
  });

  it('gives the same bytes for the same catalogue', () => {
    expect(openApiJson(openApiDocument(profiles[name]))).toBe(openApiJson(doc));
  });
});

describe('openapi content', () => {
  const site = docs.site!;

  it('turns a WordPress capture into a typed path parameter with its regex', () => {
    const item = site.paths['/cms/v2/posts/{id}']!;
    expect(item.parameters).toEqual([
      { name: 'id', in: 'path', required: true, description: 'Unique identifier for the post.', schema: { type: 'integer', pattern: '^[\\d]+$' } },
    ]);
    expect(site.paths['/cms/v2/posts/{parent}/revisions/{id}']!.parameters!.map((p) => p.name)).toEqual(['parent', 'id']);
  });

  it('puts GET arguments in the query, marking required ones', () => {
    const params = site.paths['/oembed/1.0/embed']!.get!.parameters!;
    const url = params.find((p) => p.name === 'url') as Parameter;
    expect(url).toMatchObject({ in: 'query', required: true, schema: { type: 'string' } });
    const maxwidth = params.find((p) => p.name === 'maxwidth');
    expect(maxwidth?.required).toBeUndefined();
    const list = site.paths['/cms/v2/posts']!.get!.parameters!.find((p) => p.name === 'include')!;
    expect(list).toMatchObject({ style: 'form', explode: false, schema: { type: 'array' } });
  });

  it('takes POST arguments as a JSON body and answers the creation status', () => {
    const create = site.paths['/cms/v2/posts']!.post!;
    expect(create.parameters).toBeUndefined();
    const schema = create.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['title', 'content', 'status']));
    expect(schema.properties.title).toMatchObject({ anyOf: [{ type: 'string' }, { type: 'object', properties: { raw: { type: 'string' } } }] });
    expect(Object.keys(create.responses)).toEqual(['201', '400', '401', '403']);
  });

  it('requires authentication where the route needs a capability, and names it', () => {
    const capped = routesOf(profiles.shop)
      .flatMap((r) => r.endpoints.map((e) => ({ r, e })))
      .filter(({ e }) => e.permission !== 'public');
    expect(capped.length).toBeGreaterThan(0);
    for (const { r, e } of capped) {
      const op = docs.shop!.paths[toOpenApiPath(r.pattern).path]![e.methods[0]!.toLowerCase() as (typeof METHODS)[number]]!;
      expect(op['x-wp-capability'], r.pattern).toBe((e.permission as { cap: string }).cap);
      expect(op.security).toEqual([{ applicationPassword: [] }, { cookieNonce: [] }]);
      expect(op.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    }
    const read = site.paths['/cms/v2/posts']!.get!;
    expect(read.security).toContainEqual({});
    expect(read.responses['401']).toBeUndefined();
  });

  it('carries the response schema in JSON Schema 2020-12 terms, and WordPress errors as WpError', () => {
    const ok = site.paths['/cms/v2/posts/{id}']!.get!.responses['200'] as { content: Record<string, { schema: JsonSchema }> };
    const schema = ok.content['application/json']!.schema;
    const properties = schema.properties as Record<string, unknown>;
    expect(schema.type).toBe('object');
    expect(schema.$schema).toBeUndefined();
    expect(properties.id).toMatchObject({ type: 'integer', 'x-wp-context': ['view', 'edit', 'embed'] });
    expect(properties.guid).toMatchObject({ type: 'object', readOnly: true, 'x-wp-context': ['view', 'edit'] });
    expect(site.paths['/cms/v2/posts/{id}']!.get!.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(site.components.schemas.WpError).toMatchObject({ required: ['code', 'message', 'data'] });
  });

  it('documents both addressings and serves from /wp-json', () => {
    expect(site.servers).toEqual([expect.objectContaining({ url: 'http://127.0.0.1:8080/wp-json' })]);
    expect(site.info.description).toContain('index.php?rest_route=');
    expect(site.info.description).toContain('/wp-json');
  });
});

describe('WordPress schema to JSON Schema', () => {
  it('moves per-property required flags to the required list, and renames readonly', () => {
    expect(toJsonSchema({ type: 'object', properties: { a: { type: 'string', required: true, readonly: true }, b: { type: 'integer' } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'string', readOnly: true }, b: { type: 'integer' } },
      required: ['a'],
    });
  });

  it('rewrites draft-04 exclusive bounds and file uploads', () => {
    expect(toJsonSchema({ type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: false })).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 5,
    });
    expect(toJsonSchema({ type: 'file' })).toEqual({ type: 'string', format: 'binary' });
  });

  it('gives an array without items any items, and lists each enum value once', () => {
    expect(toJsonSchema({ type: 'array' })).toEqual({ type: 'array', items: {} });
    expect(toJsonSchema({ type: ['object', 'array'], oneOf: [{ type: 'array', items: { type: 'integer' } }, { type: 'object' }] })).toEqual({
      type: ['object', 'array'],
      oneOf: [{ type: 'array', items: { type: 'integer' } }, { type: 'object' }],
      items: {},
    });
    expect(toJsonSchema({ type: 'string', enum: ['a', 'b', 'a'] })).toEqual({ type: 'string', enum: ['a', 'b'] });
  });

  it('publishes the default WordPress applies: sanitized to the type, none for null, none that cannot fit', () => {
    expect(toJsonSchema({ type: 'array', items: { type: 'string', enum: ['inherit', 'trash'] }, default: 'inherit' })).toEqual({
      type: 'array',
      items: { type: 'string', enum: ['inherit', 'trash'] },
      default: ['inherit'],
    });
    expect(toJsonSchema({ type: 'boolean', default: 0 })).toEqual({ type: 'boolean', default: false });
    expect(toJsonSchema({ type: 'object', default: [], properties: { a: { type: 'string' } } })).toEqual({
      type: 'object',
      default: {},
      properties: { a: { type: 'string' } },
    });
    expect(toJsonSchema({ type: 'integer', default: null })).toEqual({ type: 'integer' });
    expect(toJsonSchema({ type: 'string', enum: ['a', 'b'], default: 'c' })).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(toJsonSchema({ type: 'integer', default: 10 })).toEqual({ type: 'integer', default: 10 });
  });

  it('offers the raw value or the object for an unchecked argument with a raw member (a post title), in requests only', () => {
    const title = {
      description: 'The title.',
      type: 'object',
      unchecked: true,
      context: ['view'],
      properties: { raw: { type: 'string', context: ['edit'] }, rendered: { type: 'string', readonly: true } },
    } as const;
    expect(argJsonSchema(title)).toEqual({
      description: 'The title.',
      anyOf: [
        { type: 'string', description: 'The raw value itself (the same as `{"raw": value}`).' },
        { type: 'object', properties: { raw: { type: 'string', 'x-wp-context': ['edit'] }, rendered: { type: 'string', readOnly: true } } },
      ],
      'x-wp-context': ['view'],
    });
    expect(toJsonSchema(title)).toMatchObject({ type: 'object' });
    const { unchecked: _checked, ...checked } = title;
    expect(argJsonSchema(checked)).toEqual(toJsonSchema(checked));
    expect(argJsonSchema({ type: 'integer', unchecked: true })).toEqual({ type: 'integer' });
  });
});

describe('mock-site openapi (CLI)', () => {
  it('prints the document, and --out writes the same bytes that validate', async () => {
    const printed = await runCli(['openapi', '--profile', 'shop']);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toBe(openApiJson(docs.shop!));
    const out = join(mkdtempSync(join(tmpdir(), 'mock-site-openapi-')), 'openapi.json');
    const written = await runCli(['openapi', '--profile', 'shop', '--out', out]);
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(/^\[mock-site\] openapi: wrote .*openapi\.json \(\d+ paths\)\.\n$/);
    expect(readFileSync(out, 'utf8')).toBe(printed.stdout);
    await expect(SwaggerParser.validate(out)).resolves.toBeDefined();
  });

  it('refuses an unknown profile with one line and exit code 2', async () => {
    const r = await runCli(['openapi', '--profile', 'blog']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('[mock-site] openapi: --profile must be one of site, shop (got "blog").\n');
  });
});
