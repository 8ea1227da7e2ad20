// The discovery documents: the index (`GET /`) of both deployments against the spec and the acceptance
// catalogue, namespace roots, `context=help`.
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, routesOf } from '../../src/catalogue/profiles.js';
import type { ProfileName } from '../../src/model/catalogue.js';
import { hasShared, rest, SHARED, site } from '../helpers.js';

const HOST = 'mock.test';
const ORIGIN = `http://${HOST}`;
const PROFILES: readonly ProfileName[] = ['site', 'shop'];

/** The namespaces each spec document lists for its deployment, in its order. */
const SPEC_NAMESPACES: Record<ProfileName, string[]> = {
  site: ['oembed/1.0', 'sitetool/v1', 'cms/v2', 'cms-site-health/v1', 'cms-block-editor/v1', 'cms-abilities/v1'],
  shop: [
    'oembed/1.0',
    'assistant-ui/v1',
    'assistant/v1',
    'shop/v3',
    'shop/v1',
    'shop/pos/v1/catalog',
    'connector/v4',
    'licenser/assistant/v1',
    'agentproto/v1',
    'payments/v1',
    'shop/v3/payments',
    'shop-admin',
    'shop-analytics',
    'shop/store',
    'shop/store/v1',
    'shop/private',
    'shop/v2',
    'shop-admin-email',
    'shop-telemetry',
    'vendor-site/v3',
    'cms-abilities/v1',
    'cms/v2',
    'cms-site-health/v1',
    'cms-block-editor/v1',
  ],
};

/** The namespace roots each spec document names. */
const SPEC_ROOTS: Record<ProfileName, string[]> = {
  site: ['/oembed/1.0', '/sitetool/v1', '/cms/v2'],
  shop: [
    '/oembed/1.0',
    '/assistant-ui/v1',
    '/assistant/v1',
    '/shop/v3',
    '/shop/v1',
    '/shop/pos/v1/catalog',
    '/connector/v4',
    '/licenser/assistant/v1',
    '/agentproto/v1',
    '/payments/v1',
    '/shop/v3/payments',
    '/shop-admin',
  ],
};

/** The routes that batch: the spec's posts and pages collections and items, and WordPress's categories and tags. */
const BATCHABLE = [
  '/cms/v2/posts',
  '/cms/v2/posts/(?P<id>[\\d]+)',
  '/cms/v2/pages',
  '/cms/v2/pages/(?P<id>[\\d]+)',
  '/cms/v2/categories',
  '/cms/v2/categories/(?P<id>[\\d]+)',
  '/cms/v2/tags',
  '/cms/v2/tags/(?P<id>[\\d]+)',
];

interface IndexEndpoint {
  methods: string[];
  allow_batch?: unknown;
  args: Record<string, Record<string, unknown>> | [];
}
interface IndexRoute {
  namespace: string;
  methods: string[];
  endpoints: IndexEndpoint[];
  schema?: Record<string, unknown>;
  _links?: unknown;
}

const agents = { site: site(), shop: site({ profile: 'shop' }) };
const get = (profile: ProfileName, route: string, query = '') => agents[profile].get(rest(route, query)).set('Host', HOST);

describe.each(PROFILES)('the %s index', (profile) => {
  let index: Record<string, unknown>;
  let text: string;
  let routes: Record<string, IndexRoute>;
  beforeAll(async () => {
    const res = await get(profile, '/');
    expect(res.status).toBe(200);
    index = res.body;
    text = res.text;
    routes = res.body.routes;
  });

  it("writes the top-level fields in WordPress's order", () => {
    expect(Object.keys(index)).toEqual([
      'name',
      'description',
      'url',
      'home',
      'gmt_offset',
      'timezone_string',
      'page_for_posts',
      'page_on_front',
      'show_on_front',
      'namespaces',
      'authentication',
      'routes',
      'site_logo',
      'site_icon',
      'site_icon_url',
      '_links',
    ]);
  });

  it('gives every top-level field the type the spec states (gmt_offset a string)', () => {
    expect(index).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      url: ORIGIN,
      home: ORIGIN,
      gmt_offset: '0',
      timezone_string: expect.any(String),
      show_on_front: expect.any(String),
      routes: expect.any(Object),
      _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
    });
    expect(Number.isInteger(index.page_for_posts)).toBe(true);
    expect(Number.isInteger(index.page_on_front)).toBe(true);
    expect(Array.isArray(index.routes)).toBe(false);
  });

  it("lists exactly the spec's namespaces in its order", () => {
    expect(index.namespaces).toEqual(SPEC_NAMESPACES[profile]);
  });

  it('advertises application passwords with the authorize-application.php address', () => {
    expect(index.authentication).toEqual({ 'application-passwords': { endpoints: { authorization: `${ORIGIN}/wp-admin/authorize-application.php` } } });
  });

  it('keys routes by their WordPress patterns in registration order', () => {
    expect(Object.keys(routes)).toEqual(routesOf(profiles[profile]).map((r) => r.pattern));
    expect(Object.keys(routes).slice(0, 2)).toEqual(['/', '/batch/v1']);
  });

  it('describes the post item route with namespace, methods and one entry per endpoint', () => {
    const post = routes['/cms/v2/posts/(?P<id>[\\d]+)']!;
    expect(Object.keys(post)).toEqual(['namespace', 'methods', 'endpoints']);
    expect(post.namespace).toBe('cms/v2');
    expect(post.methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(post.endpoints.map((e) => e.methods)).toEqual([['GET'], ['POST', 'PUT', 'PATCH'], ['DELETE']]);
    expect(post.endpoints.map((e) => Object.keys(e))).toEqual([
      ['methods', 'allow_batch', 'args'],
      ['methods', 'allow_batch', 'args'],
      ['methods', 'allow_batch', 'args'],
    ]);
    expect((post.endpoints[2]!.args as Record<string, unknown>).force).toEqual({
      description: 'Whether to bypass Trash and force deletion.',
      type: 'boolean',
      default: false,
      required: false,
    });
  });

  it('writes the root routes with namespace ""', () => {
    expect(routes['/']).toEqual({
      namespace: '',
      methods: ['GET'],
      endpoints: [{ methods: ['GET'], args: { context: { default: 'view', required: false } } }],
      _links: { self: [{ href: `${ORIGIN}/index.php?rest_route=/` }] },
    });
    expect(routes['/batch/v1']).toMatchObject({ namespace: '', methods: ['POST'] });
  });

  it('writes the /batch/v1 arguments as WordPress registers them, empty properties as []', () => {
    const { requests, validation } = routes['/batch/v1']!.endpoints[0]!.args as Record<string, Record<string, unknown>>;
    expect(validation).toEqual({ type: 'string', enum: ['require-all-validate', 'normal'], default: 'normal', required: false });
    expect(requests).toEqual({
      type: 'array',
      maxItems: 25,
      items: {
        type: 'object',
        properties: {
          method: { type: 'string', enum: ['POST', 'PUT', 'PATCH', 'DELETE'], default: 'POST' },
          path: { type: 'string', required: true },
          body: { type: 'object', properties: [], additionalProperties: true },
          headers: { type: 'object', properties: [], additionalProperties: { type: ['string', 'array'], items: { type: 'string' } } },
        },
      },
      required: true,
    });
  });

  it('puts allow_batch {v1: true} on every posts, pages, categories and tags endpoint and nowhere else, never at route level', () => {
    const batchable = Object.entries(routes)
      .filter(([, r]) => r.endpoints.some((e) => 'allow_batch' in e))
      .map(([k]) => k);
    expect(batchable).toEqual(BATCHABLE);
    for (const pattern of BATCHABLE) for (const ep of routes[pattern]!.endpoints) expect(ep.allow_batch).toEqual({ v1: true });
    expect(Object.values(routes).filter((r) => 'allow_batch' in r)).toEqual([]);
  });

  it('links routes without path parameters to themselves, and only those', () => {
    for (const [pattern, route] of Object.entries(routes)) {
      if (pattern.includes('(?P<')) expect(route, pattern).not.toHaveProperty('_links');
      else expect(route._links, pattern).toEqual({ self: [{ href: `${ORIGIN}/index.php?rest_route=${pattern}` }] });
    }
  });

  it('writes "args": [] for endpoints without arguments and `required` on every argument', () => {
    const catalogue = new Map(routesOf(profiles[profile]).map((r) => [r.pattern, r]));
    let empty = 0;
    for (const [pattern, route] of Object.entries(routes)) {
      route.endpoints.forEach((ep, i) => {
        const declared = Object.keys(catalogue.get(pattern)!.endpoints[i]!.args);
        if (!declared.length) {
          empty++;
          expect(ep.args, `${pattern} ${ep.methods}`).toEqual([]);
        } else {
          expect(Object.keys(ep.args), `${pattern} ${ep.methods}`).toEqual(declared);
          for (const [name, arg] of Object.entries(ep.args)) expect(typeof arg.required, `${pattern} ${name}`).toBe('boolean');
        }
      });
    }
    expect(empty).toBeGreaterThan(0);
    expect(text).toContain('"args":[]');
    expect(text).not.toContain('"args":{}');
  });

  it('answers anonymous callers with Allow: GET', async () => {
    const res = await get(profile, '/');
    expect(res.headers.allow).toBe('GET');
  });
});

describe('context=help', () => {
  it("adds each route's schema to the index, after its endpoints", async () => {
    const res = await get('site', '/', '&context=help');
    const posts: IndexRoute = res.body.routes['/cms/v2/posts'];
    expect(Object.keys(posts)).toEqual(['namespace', 'methods', 'endpoints', 'schema', '_links']);
    expect(posts.schema).toMatchObject({ $schema: 'http://json-schema.org/draft-04/schema#', title: 'post', type: 'object', properties: expect.any(Object) });
  });

  it('is needed for schemas: the plain index has none', async () => {
    const res = await get('site', '/');
    expect(Object.values(res.body.routes as Record<string, IndexRoute>).filter((r) => 'schema' in r)).toEqual([]);
  });

  it('adds schemas to a namespace root too', async () => {
    const res = await get('site', '/cms/v2', '&context=help');
    expect(res.body.routes['/cms/v2/pages'].schema).toMatchObject({ title: 'page', type: 'object' });
  });
});

describe('namespace roots', () => {
  const cases = PROFILES.flatMap((profile) => SPEC_ROOTS[profile].map((root) => ({ profile, root })));

  it.each(cases)("$profile: GET $root answers {namespace, routes, _links.up} with that namespace's routes", async ({ profile, root }) => {
    const namespace = root.slice(1);
    const [res, index] = await Promise.all([get(profile, root), get(profile, '/')]);
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe('GET');
    expect(Object.keys(res.body)).toEqual(['namespace', 'routes', '_links']);
    expect(res.body.namespace).toBe(namespace);
    expect(res.body._links).toEqual({ up: [{ href: `${ORIGIN}/index.php?rest_route=/` }] });
    const expected = Object.fromEntries(Object.entries(index.body.routes as Record<string, IndexRoute>).filter(([, r]) => r.namespace === namespace));
    expect(res.body.routes).toEqual(expected);
    expect(Object.keys(res.body.routes)[0]).toBe(root);
  });

  it('declares namespace (default: its own name) and context (default view) on each root', async () => {
    const res = await get('site', '/sitetool/v1');
    expect(res.body.routes['/sitetool/v1'].endpoints).toEqual([
      {
        methods: ['GET'],
        args: { namespace: { default: 'sitetool/v1', required: false }, context: { default: 'view', required: false } },
      },
    ]);
  });

  it('answers the namespace its `namespace` argument names', async () => {
    const res = await get('site', '/cms/v2', '&namespace=oembed/1.0');
    expect(res.status).toBe(200);
    expect(res.body.namespace).toBe('oembed/1.0');
    expect(Object.keys(res.body.routes)).toEqual(['/oembed/1.0', '/oembed/1.0/embed', '/oembed/1.0/proxy']);
  });

  it.each([
    ['an unknown namespace', 'nope/v1'],
    ['the empty namespace of / and /batch/v1', ''],
    ['a namespace of the other deployment', 'shop/v3'],
  ])('answers %s as `namespace` argument with 404 rest_invalid_namespace', async (_, namespace) => {
    const res = await get('site', '/cms/v2', `&namespace=${encodeURIComponent(namespace)}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_invalid_namespace', message: 'The specified namespace could not be found.', data: { status: 404 } });
  });

  it('answers an unknown namespace path with 404 rest_no_route', async () => {
    const res = await get('site', '/nope/v1');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
    expect(res.headers.allow).toBeUndefined();
  });
});

// ---- against the acceptance catalogue of the two spec documents (../shared/tools/seed-routes.json) ----

interface SeedArg {
  type?: string | string[];
  required?: boolean;
  default?: unknown;
  default_absent?: boolean;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  format?: string;
  items?: { type?: string | string[]; enum?: unknown[] };
}
interface SeedEndpoint {
  methods: string[];
  args: Record<string, SeedArg>;
  allow_batch?: boolean;
}
interface SeedRoute {
  route: string;
  namespace: string;
  namespace_also_accepted?: string[];
  endpoints: SeedEndpoint[];
}
interface Seed {
  deployments: Record<ProfileName, { namespaces: string[]; routes: SeedRoute[] }>;
}

const seed: Seed | null = hasShared ? (JSON.parse(readFileSync(`${SHARED}tools/seed-routes.json`, 'utf8')) as Seed) : null;

const setOf = (v: unknown) => [...new Set(([] as unknown[]).concat(v ?? []).map((x) => JSON.stringify(x)))].sort();
const sameSet = (a: unknown, b: unknown) => isDeepStrictEqual(setOf(a), setOf(b));

/** What differs between an argument the catalogue expects and the one the index writes (the checker's keywords). */
function argDiffs(want: SeedArg, got: Record<string, unknown> | undefined): string[] {
  if (!got) return ['missing'];
  const out: string[] = [];
  if ('type' in want && !sameSet(want.type, got.type)) out.push(`type ${JSON.stringify(got.type)} (want ${JSON.stringify(want.type)})`);
  if (got.required !== (want.required === true)) out.push(`required ${String(got.required)}`);
  if ('default' in want && !isDeepStrictEqual(got.default, want.default))
    out.push(`default ${JSON.stringify(got.default)} (want ${JSON.stringify(want.default)})`);
  if (want.default_absent && 'default' in got) out.push(`default ${JSON.stringify(got.default)} (the document declares none)`);
  if ('enum' in want && !sameSet(want.enum, got.enum)) out.push(`enum ${JSON.stringify(got.enum)}`);
  for (const k of ['minimum', 'maximum', 'format'] as const) if (k in want && !isDeepStrictEqual(got[k], want[k])) out.push(`${k} ${JSON.stringify(got[k])}`);
  const items = got.items as SeedArg['items'];
  if (want.items?.type && !sameSet(want.items.type, items?.type)) out.push(`items.type ${JSON.stringify(items?.type)}`);
  if (want.items?.enum && !sameSet(want.items.enum, items?.enum)) out.push(`items.enum ${JSON.stringify(items?.enum)}`);
  return out;
}

describe.skipIf(!seed).each(PROFILES)('the %s index against ../shared/tools/seed-routes.json', (profile) => {
  const expected = seed?.deployments[profile];
  let namespaces: string[];
  let routes: Record<string, IndexRoute>;
  beforeAll(async () => {
    ({ namespaces, routes } = (await get(profile, '/')).body);
  });

  it("lists the catalogue's namespaces", () => {
    expect(namespaces).toEqual(expected!.namespaces);
  });

  it('serves every route of the catalogue under its exact pattern, namespace and methods', () => {
    const wrong: string[] = [];
    for (const want of expected!.routes) {
      const got = routes[want.route];
      if (!got) {
        wrong.push(`${want.route}: missing`);
        continue;
      }
      if (got.namespace !== want.namespace && !(want.namespace_also_accepted ?? []).includes(got.namespace))
        wrong.push(`${want.route}: namespace ${got.namespace}`);
      const methods = [...new Set(want.endpoints.flatMap((e) => e.methods))].sort();
      if (!isDeepStrictEqual([...got.methods].sort(), methods)) wrong.push(`${want.route}: methods ${got.methods.join(',')} (want ${methods.join(',')})`);
      const grouping = (eps: { methods: string[] }[]) => eps.map((e) => [...e.methods].sort().join(',')).sort();
      if (!isDeepStrictEqual(grouping(got.endpoints), grouping(want.endpoints))) wrong.push(`${want.route}: endpoints ${grouping(got.endpoints).join(' | ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares every argument of the catalogue with its type, required, default, enum, bounds, format and items', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const want of expected!.routes) {
      const got = routes[want.route];
      for (const ep of want.endpoints) {
        const carriers = got?.endpoints.filter((e) => e.methods.some((m) => ep.methods.includes(m))) ?? [];
        for (const [name, arg] of Object.entries(ep.args)) {
          checked++;
          if (!carriers.length) wrong.push(`${want.route} ${ep.methods.join(',')}: no endpoint`);
          for (const carrier of carriers) {
            const args = Array.isArray(carrier.args) ? {} : carrier.args;
            for (const d of argDiffs(arg, args[name])) wrong.push(`${want.route} ${carrier.methods.join(',')} ${name}: ${d}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('marks allow_batch exactly where the catalogue says', () => {
    const wrong: string[] = [];
    for (const want of expected!.routes) {
      for (const ep of want.endpoints.filter((e) => typeof e.allow_batch === 'boolean')) {
        for (const carrier of routes[want.route]?.endpoints.filter((e) => e.methods.some((m) => ep.methods.includes(m))) ?? []) {
          const marked = isDeepStrictEqual(carrier.allow_batch, { v1: true });
          if (marked !== ep.allow_batch) wrong.push(`${want.route} ${carrier.methods.join(',')}: allow_batch ${JSON.stringify(carrier.allow_batch ?? null)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

if (!seed) {
  console.warn(
    `[mock-site] skipped the seed-routes cases of test/wp/index.test.ts: ${SHARED}tools/seed-routes.json is missing. Clone the steering repo's shared/ folder beside this repo (as ../shared) to run them.`,
  );
}
