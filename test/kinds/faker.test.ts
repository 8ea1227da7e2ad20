// The faker kind: answers generated from each route's response schema, seeded by the scenario and the
// request, so the same request gives the same bytes on every run, app and machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles, routesOf } from '../../src/catalogue/profiles.js';
import { enumValues, type ArgSchema, type Args, type ProfileName, type ResponseSchema } from '../../src/model/catalogue.js';
import { ADMIN, rest, samplePath, site } from '../helpers.js';
import { kindSite } from './kind-site.js';

const HOST = 'mock.test';

/** A GET as the administrator, aimed at a fixed Host so links do not carry the test server's port. */
const fetchAs = (agent: ReturnType<typeof site>, route: string, query = '') => agent.get(rest(route, query)).set('Host', HOST).set('Authorization', ADMIN);

/** Every shop route answers from state; these two are bound to the faker to test it on real catalogue schemas. */
const FAKED = ['/shop-admin/marketing/campaigns', '/shop/v3/payments/settings'];
const FAKED_RULES = FAKED.map((route) => `  - match: { route: ${route} }\n    bind: { kind: faker }\n`).join('');
const fakerShop = () =>
  kindSite(
    FAKED.map((route) => [route, { kind: 'faker' }]),
    { profile: 'shop' },
  );
const agentFor = (profile: ProfileName) => (profile === 'shop' ? fakerShop() : site({ profile }));

const REQUESTS: [string, ProfileName, string, string][] = [
  ['a list', 'site', '/cms/v2/posts', '&per_page=5'],
  ['an item', 'site', '/cms/v2/posts/7', ''],
  ['an item in edit context', 'site', '/cms/v2/pages/21', '&context=edit'],
  ['a shop list', 'shop', '/shop-admin/marketing/campaigns', '&page=2'],
  ['a shop document', 'shop', '/shop/v3/payments/settings', ''],
];

describe('determinism', () => {
  it.each(REQUESTS)('two fresh apps answer %s with identical bytes', async (_, profile, route, query) => {
    const [a, b] = await Promise.all([fetchAs(agentFor(profile), route, query), fetchAs(agentFor(profile), route, query)]);
    expect(a.status).toBe(200);
    expect(a.text.length).toBeGreaterThan(2);
    expect(b.text).toBe(a.text);
  });

  it.each(REQUESTS)('the same app answers %s twice with identical bytes, other requests in between', async (_, profile, route, query) => {
    const agent = agentFor(profile);
    const first = await fetchAs(agent, route, query);
    await fetchAs(agent, route, `${query}&_fields=id`);
    await fetchAs(agent, route, `${query}&seed_breaker=1`);
    const again = await fetchAs(agent, route, query);
    expect(again.text).toBe(first.text);
  });

  it('the same arguments in another order give the same bytes', async () => {
    const agent = site();
    const a = await fetchAs(agent, '/cms/v2/posts', '&per_page=5&order=asc&page=2');
    const b = await fetchAs(agent, '/cms/v2/posts', '&page=2&order=asc&per_page=5');
    expect(b.text).toBe(a.text);
  });

  it.each([
    ['another page', 'site', ['/cms/v2/posts', '&page=1'], ['/cms/v2/posts', '&page=2']],
    ['another search', 'site', ['/cms/v2/posts', '&search=alpha'], ['/cms/v2/posts', '&search=beta']],
    ['another post id', 'site', ['/cms/v2/posts/1', ''], ['/cms/v2/posts/2', '']],
    ['another shop page', 'shop', ['/shop-admin/marketing/campaigns', '&page=1'], ['/shop-admin/marketing/campaigns', '&page=2']],
  ] as const)('%s gives another body', async (_, profile, [routeA, queryA], [routeB, queryB]) => {
    const agent = agentFor(profile);
    const a = await fetchAs(agent, routeA, queryA);
    const b = await fetchAs(agent, routeB, queryB);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.text).not.toBe(a.text);
  });

  it('the same request as another method gives another body', async () => {
    const agent = site();
    const read = await fetchAs(agent, '/cms/v2/posts/1');
    const update = await agent.put(rest('/cms/v2/posts/1')).set('Host', HOST).set('Authorization', ADMIN);
    expect(update.status).toBe(200);
    expect(update.text).not.toBe(read.text);
  });

  it('delivery arguments do not change the data: _envelope wraps the very body the plain request gets', async () => {
    const agent = site();
    const plain = await fetchAs(agent, '/cms/v2/posts', '&per_page=2');
    const wrapped = await fetchAs(agent, '/cms/v2/posts', '&per_page=2&_envelope');
    expect(wrapped.body.body).toEqual(plain.body);
  });

  it('_fields filters a copy: the full answer is unchanged afterwards', async () => {
    const agent = site();
    const before = await fetchAs(agent, '/cms/v2/posts/4');
    const filtered = await fetchAs(agent, '/cms/v2/posts/4', '&_fields=id,title.rendered');
    expect(filtered.body).toEqual({ id: before.body.id, title: { rendered: before.body.title.rendered } });
    const after = await fetchAs(agent, '/cms/v2/posts/4');
    expect(after.text).toBe(before.text);
  });

  describe('with another scenario seed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-faker-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const seeded = (seed: number) => {
      const file = join(dir, `seed-${seed}.yaml`);
      writeFileSync(file, `seed: ${seed}\nprofile: shop\nrules:\n${FAKED_RULES}`);
      return site({ scenario: file });
    };

    it('the same request gives another body', async () => {
      const route = '/shop-admin/marketing/campaigns';
      const [a, b] = await Promise.all([fetchAs(seeded(1), route), fetchAs(seeded(2), route)]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(b.text).not.toBe(a.text);
    });
  });
});

describe('contexts', () => {
  const agent = site();

  it('context=edit answers carry the edit-only fields (title.raw, content.raw, password, permalink_template)', async () => {
    const res = await fetchAs(agent, '/cms/v2/posts/1', '&context=edit');
    expect(res.status).toBe(200);
    expect(res.body.title).toEqual({ raw: expect.any(String), rendered: expect.any(String) });
    expect(res.body.content.raw).toEqual(expect.any(String));
    expect(res.body).toHaveProperty('password');
    expect(res.body).toHaveProperty('permalink_template');
  });

  it.each([
    ['an item', '/cms/v2/posts/1'],
    ['a list', '/cms/v2/posts'],
  ])('view answers of %s leave the edit-only fields out', async (_, route) => {
    const res = await fetchAs(agent, route);
    const items = Array.isArray(res.body) ? res.body : [res.body];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item.title)).toEqual(['rendered']);
      expect(item.content).not.toHaveProperty('raw');
      expect(item).not.toHaveProperty('password');
      expect(item).not.toHaveProperty('permalink_template');
    }
  });

  it('embed answers keep only the embed fields (no content, no date_gmt)', async () => {
    const res = await fetchAs(agent, '/cms/v2/posts/1', '&context=embed');
    expect(res.body).toHaveProperty('title.rendered');
    expect(res.body).not.toHaveProperty('content');
    expect(res.body).not.toHaveProperty('date_gmt');
  });

  it('dates are written as WordPress writes them, without a zone, before the scenario clock', async () => {
    const res = await fetchAs(agent, '/cms/v2/posts');
    for (const post of res.body as { date: string; modified: string }[]) {
      for (const date of [post.date, post.modified]) {
        expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
        expect(Date.parse(`${date}Z`)).toBeLessThanOrEqual(Date.parse('2026-01-15T09:00:00Z'));
      }
    }
  });
});

// ---- every GET route of both deployments, derived from the catalogue ----

const jsonType = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);

/** The JSON types a schema allows at its top level (its `type`, or those of its oneOf/anyOf alternatives). */
function topTypes(schema: ResponseSchema): string[] {
  const alternatives = (schema.oneOf ?? schema.anyOf) as ResponseSchema[] | undefined;
  if (schema.type !== undefined) return ([] as string[]).concat(schema.type as string | string[]);
  if ('const' in schema) return [jsonType(schema.const)];
  if (alternatives) return alternatives.flatMap(topTypes);
  throw new Error(`a response schema without type, oneOf or anyOf: ${JSON.stringify(schema).slice(0, 120)}`);
}

/** A valid value for a required argument, from its schema (first enum value, lower bound, format...). */
function sampleArg(schema: ArgSchema): unknown {
  const allowed = enumValues(schema.enum);
  if (allowed?.length) return allowed[0];
  const type = ([] as string[]).concat(schema.type ?? 'string').find((t) => t !== 'null');
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return false;
  if (type === 'array') return schema.items ? [sampleArg(schema.items)] : [];
  if (schema.format === 'uri') return 'https://example.org/';
  if (schema.format === 'email') return 'sample@example.org';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00';
  return 'sample'.padEnd(schema.minLength ?? 0, 'x');
}

/** The query text that fills an endpoint's required arguments. */
const requiredQuery = (args: Args) =>
  Object.entries(args)
    .filter(([, a]) => a.required)
    .map(([name, a]) => {
      const value = sampleArg(a);
      return Array.isArray(value) ? value.map((v) => `&${name}[]=${encodeURIComponent(String(v))}`).join('') : `&${name}=${encodeURIComponent(String(value))}`;
    })
    .join('');

const getRoutes = (profile: ProfileName) =>
  routesOf(profiles[profile]).flatMap((route) =>
    route.endpoints
      .filter((ep) => ep.methods.includes('GET') && ep.response)
      .map((ep) => ({ pattern: route.pattern, path: samplePath(route.pattern), query: requiredQuery(ep.args), types: topTypes(ep.response!) })),
  );

describe.each(['site', 'shop'] as const)('every GET route of the %s deployment, bound to the faker', (profile) => {
  it("answers 200 with a body of its response schema's top-level type", async () => {
    const routes = getRoutes(profile);
    expect(routes.length).toBeGreaterThan(10);
    const agent = kindSite(
      routes.map((r) => [r.path, { kind: 'faker' }, 'GET']),
      { profile },
    );
    const wrong: string[] = [];
    for (const { pattern, path, query, types } of routes) {
      const res = await fetchAs(agent, path, query);
      const got = jsonType(res.body);
      const fits = types.includes(got) || (got === 'integer' && types.includes('number'));
      if (res.status !== 200 || !fits) wrong.push(`${pattern}: ${res.status} ${got} (want 200 ${types.join('|')})`);
    }
    expect(wrong).toEqual([]);
  });
});

// ---- the faker kind bound by data (src/kinds/faker-kind.ts) ----

describe('the faker kind bound to a route', () => {
  const SCHEMA = {
    type: 'object',
    required: ['id', 'email'],
    properties: { id: { type: 'integer', minimum: 1, maximum: 9 }, email: { type: 'string', format: 'email' } },
  };
  const bound = (bind: Record<string, unknown>, route = '/my/v1/fake') => kindSite([[route, { kind: 'faker', ...bind } as never]]);

  it('answers from an inline schema, the same bytes from two fresh apps', async () => {
    const [a, b] = await Promise.all([bound({ schema: SCHEMA }).get(rest('/my/v1/fake')), bound({ schema: SCHEMA }).get(rest('/my/v1/fake'))]);
    expect(a.status).toBe(200);
    expect(Object.keys(a.body).sort()).toEqual(['email', 'id']);
    expect(a.body.email).toMatch(/@/);
    expect(b.text).toBe(a.text);
  });

  it('another request gives another body', async () => {
    const http = bound({ schema: SCHEMA });
    const bodies = new Set<string>();
    for (const q of ['&a=1', '&a=2', '&a=3', '&a=4']) bodies.add((await http.get(rest('/my/v1/fake', q)).expect(200)).text);
    expect(bodies.size).toBeGreaterThan(1);
  });

  it("answers with another route's response schema (`route`), the fields that route answers", async () => {
    const own = await fetchAs(site({ profile: 'shop' }), '/shop/v3/payments/settings');
    const res = await bound({ route: '/shop/v3/payments/settings' }).get(rest('/my/v1/fake')).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(own.body).sort());
  });

  it("without options answers from the bound route's own schema; `status` changes the status", async () => {
    const own = await fetchAs(bound({}, '/shop/v3/payments/settings') as never, '/shop/v3/payments/settings').expect(200);
    const res = await bound({ status: 203 }, '/shop/v3/payments/settings')
      .get(rest('/shop/v3/payments/settings'))
      .set('Authorization', ADMIN)
      .set('Host', HOST)
      .expect(203);
    expect(Object.keys(own.body).length).toBeGreaterThan(1);
    expect(res.text).toBe(own.text);
  });

  it('a route the deployment does not serve answers 500 mock_site_internal_error, WordPress-shaped', async () => {
    const res = await bound({ route: '/nowhere/v1/x' }).get(rest('/my/v1/fake')).expect(500);
    expect(res.body).toEqual({ code: 'mock_site_internal_error', message: expect.stringContaining('/nowhere/v1/x'), data: { status: 500 } });
  });
});

describe('the catalogue', () => {
  it.each(['site', 'shop'] as const)('leaves no endpoint of the %s deployment to the faker alone: every one answers from state', (profile) => {
    const left = routesOf(profiles[profile]).flatMap((route) =>
      route.endpoints.filter((ep) => ep.behaviour === undefined && ep.bind === undefined).map((ep) => `${ep.methods.join(',')} ${route.pattern}`),
    );
    expect(left).toEqual([]);
  });
});
