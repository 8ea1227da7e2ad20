// mock-site learn, the part that needs no site: an index and OPTIONS answers become scenario routes, with binds
// where a route's shape says what it is.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { learnRoutes } from '../../src/learn/learn-routes.js';
import { routeBindings, storeName } from '../../src/learn/route-binds.js';
import { learnedText } from '../../src/learn/learn-site.js';
import type { SiteIndex, SiteRoute } from '../../src/learn/site-index.js';
import { validateScenario } from '../../src/cli/validate.js';
import { ADMIN, rest, site } from '../helpers.js';

const ITEM_SCHEMA = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'order',
  type: 'object',
  properties: { id: { type: 'integer', readonly: true }, status: { type: 'string', enum: ['pending', 'done'] }, date: { type: 'string' } },
  links: [{ rel: 'https://api.w.org/action-publish', href: 'https://shop.example/wp-json/acme/v1/orders/{id}' }],
};

const route = (namespace: string, endpoints: SiteRoute['endpoints']): SiteRoute => ({
  namespace,
  methods: endpoints.flatMap((e) => e.methods),
  endpoints,
});

const INDEX: SiteIndex = {
  name: 'Acme Shop',
  description: 'Things',
  url: 'https://shop.example',
  home: 'https://shop.example',
  gmt_offset: '2',
  timezone_string: 'Europe/Paris',
  namespaces: ['oembed/1.0', 'acme/v1'],
  routes: {
    '/': route('', [{ methods: ['GET'], args: { context: { default: 'view', required: false } } }]),
    '/oembed/1.0/embed': route('oembed/1.0', [{ methods: ['GET'], args: [] }]),
    '/acme/v1': route('acme/v1', [{ methods: ['GET'], args: { namespace: { default: 'acme/v1', required: false } } }]),
    '/acme/v1/orders': route('acme/v1', [
      {
        methods: ['GET'],
        args: {
          per_page: { type: 'integer', default: 20, minimum: 1, maximum: 50, required: false },
          orderby: { type: 'string', default: 'date', enum: ['date', 'id'], required: false },
          order: { type: 'string', default: 'desc', enum: ['asc', 'desc'], required: false },
        },
      },
      {
        methods: ['POST'],
        args: {
          status: { type: 'string', enum: ['pending', 'done'], required: true },
          meta: { type: 'object', properties: [] as unknown as Record<string, never>, required: false },
        },
        allow_batch: { v1: true },
      },
    ]),
    '/acme/v1/orders/(?P<id>[\\d]+)': route('acme/v1', [
      { methods: ['GET'], args: { id: { type: 'integer', required: false } } },
      { methods: ['POST', 'PUT', 'PATCH'], args: { status: { type: 'string', enum: ['pending', 'done'], required: false } } },
      { methods: ['DELETE'], args: { force: { type: 'boolean', default: false, required: false } } },
      { methods: ['GET'], args: [] },
    ]),
    '/acme/v1/orders/(?P<order_id>[\\d]+)/notes': route('acme/v1', [{ methods: ['GET', 'POST'], args: { note: { type: 'string', required: false } } }]),
    '/acme/v1/orders/(?P<order_id>[\\d]+)/notes/(?P<id>[\\d]+)': route('acme/v1', [{ methods: ['GET', 'DELETE'], args: [] }]),
    '/acme/v1/coupons': route('acme/v1', [{ methods: ['GET'], args: [] }]),
    '/acme/v1/coupons/(?P<code>[\\w-]+)': route('acme/v1', [{ methods: ['GET'], args: [] }]),
    '/acme/v1/settings': route('acme/v1', [
      { methods: ['GET'], args: [] },
      { methods: ['POST', 'PUT', 'PATCH'], args: { title: { type: 'string', required: false } } },
    ]),
    '/acme/v1/report': route('acme/v1', [{ methods: ['GET'], args: { period: { type: 'string', enum: { 0: 'week', 3: 'month' }, required: false } } }]),
    '/acme/v1/(?P<odd>[\\d]+': route('acme/v1', [{ methods: ['GET'], args: [] }]),
    '/acme/v1/hooks': route('acme/v1', [{ methods: ['OPTIONS'], args: [] }]),
  },
};

const OPTIONS = new Map<string, SiteRoute | string>([
  ['/acme/v1/orders', { ...INDEX.routes['/acme/v1/orders']!, schema: ITEM_SCHEMA }],
  ['/acme/v1/orders/(?P<id>[\\d]+)', { ...INDEX.routes['/acme/v1/orders/(?P<id>[\\d]+)']!, schema: structuredClone(ITEM_SCHEMA) }],
  ['/acme/v1/settings', 'OPTIONS /acme/v1/settings answered 500 text/html'],
]);

const learn = () =>
  learnRoutes({
    index: INDEX,
    options: OPTIONS,
    catalogue: new Set(['/', '/oembed/1.0/embed']),
    namespaces: new Set(['oembed/1.0']),
    restPrefixes: ['https://shop.example/index.php?rest_route=', 'https://shop.example/wp-json'],
  });
const byPath = (path: string) => learn().routes.find((r) => r.path === path);

describe('learned routes', () => {
  it('leaves out the routes the catalogue serves and the namespace roots', () => {
    const learned = learn();
    expect(learned.served).toEqual(['/', '/oembed/1.0/embed']);
    expect(learned.routes.map((r) => r.path)).not.toContain('/acme/v1');
    expect(learned.namespaces).toEqual(['acme/v1']);
    expect(learned.routes.map((r) => r.path)).toContain('/acme/v1/orders');
  });

  it('keeps each endpoint with its methods and arguments as declared, less required: false', () => {
    const orders = byPath('/acme/v1/orders')!;
    expect(orders.namespace).toBe('acme/v1');
    expect(orders.endpoints![0]).toMatchObject({
      methods: ['GET'],
      args: { per_page: { type: 'integer', default: 20, minimum: 1, maximum: 50 }, order: { enum: ['asc', 'desc'] } },
    });
    expect(orders.endpoints![0]!.args!.per_page).not.toHaveProperty('required');
    expect(orders.endpoints![1]!.args!.status).toEqual({ type: 'string', enum: ['pending', 'done'], required: true });
  });

  it("writes PHP's empty arrays as the mappings they stand for, and keeps allow_batch", () => {
    const post = byPath('/acme/v1/orders')!.endpoints![1]!;
    expect(post.args!.meta).toEqual({ type: 'object', properties: {} });
    expect(post.allow_batch).toBe(true);
  });

  it('drops an endpoint whose methods an earlier endpoint of the route already has, as WordPress never runs it', () => {
    expect(byPath('/acme/v1/orders/(?P<id>[\\d]+)')!.endpoints!.map((e) => e.methods)).toEqual([['GET'], ['POST', 'PUT', 'PATCH'], ['DELETE']]);
  });

  it('says why a route is left out: a pattern JavaScript cannot read, or no method the mock serves', () => {
    expect(learn().skipped).toEqual([
      { pattern: '/acme/v1/(?P<odd>[\\d]+', reason: 'a pattern JavaScript cannot read' },
      { pattern: '/acme/v1/hooks', reason: 'no endpoint with a method the mock serves' },
    ]);
  });

  it('takes the OPTIONS schema, a list of it on a list route, with links to the site written as routes', () => {
    const { routes } = learn();
    const list = routes.find((r) => r.path === '/acme/v1/orders')!;
    const item = routes.find((r) => r.path === '/acme/v1/orders/(?P<id>[\\d]+)')!;
    expect(list.response).toMatchObject({ type: 'array', items: { title: 'order' } });
    expect(item.response).toMatchObject({ title: 'order', links: [{ href: '/acme/v1/orders/{id}' }] });
    expect((list.response as { items: unknown }).items).toBe(item.response); // one object: written once in the YAML
  });

  it('lists the routes without a schema and why', () => {
    expect(learn().schemaless).toContainEqual({ pattern: '/acme/v1/settings', reason: 'OPTIONS /acme/v1/settings answered 500 text/html' });
    expect(learn().schemaless).toContainEqual({ pattern: '/acme/v1/report', reason: 'the site declares no schema' });
  });
});

describe('binds from the shape of a route', () => {
  it('binds a route and its item route to one collection, with the page size and order the site declares', () => {
    const list = byPath('/acme/v1/orders')!;
    expect(list.bind).toEqual({ kind: 'collection', store: 'acme/v1/orders', perPage: 20, maxPerPage: 50, orderby: 'date', order: 'desc' });
    expect(byPath('/acme/v1/orders/(?P<id>[\\d]+)')!.bind).toEqual({ kind: 'collection', store: 'acme/v1/orders' });
  });

  it('names the store after the path without its captures, for nested collections too', () => {
    expect(storeName('/acme/v1/orders/(?P<order_id>[\\d]+)/notes')).toBe('acme/v1/orders/notes');
    expect(byPath('/acme/v1/orders/(?P<order_id>[\\d]+)/notes')!.bind).toMatchObject({ kind: 'collection', store: 'acme/v1/orders/notes' });
  });

  it('gives the item route idParam when its capture is not id, and keeps it off the list route', () => {
    expect(byPath('/acme/v1/coupons/(?P<code>[\\w-]+)')!.bind).toMatchObject({ store: 'acme/v1/coupons', idParam: 'code' });
    expect(byPath('/acme/v1/coupons')!.bind).not.toHaveProperty('idParam');
  });

  it('sets no creation date on records whose schema has no date field', () => {
    expect(byPath('/acme/v1/coupons')!.bind).toMatchObject({ dateField: '' });
    expect(byPath('/acme/v1/orders')!.bind).not.toHaveProperty('dateField');
  });

  it('binds a GET/POST route without captures to a singleton', () => {
    expect(byPath('/acme/v1/settings')!.bind).toEqual({ kind: 'singleton', store: 'acme/v1/settings' });
  });

  it('leaves a route that only reads to answer from its schema', () => {
    expect(byPath('/acme/v1/report')!.bind).toBeUndefined();
    expect(learn().bound).toEqual({ collection: 6, singleton: 1 });
  });

  it('binds only the endpoints a collection serves on a route with others', () => {
    const bindings = routeBindings([
      {
        path: '/x/v1/items',
        endpoints: [
          { methods: ['GET'], args: {} },
          { methods: ['DELETE'], args: {} },
        ],
      },
      { path: '/x/v1/items/(?P<id>[\\d]+)', endpoints: [{ methods: ['GET'], args: {} }] },
    ]);
    expect([...bindings.get('/x/v1/items')!.endpoints.keys()]).toEqual([0]);
  });
});

describe('the learned scenario', () => {
  const write = () => {
    const text = learnedText(
      {
        index: INDEX,
        learned: learn(),
        scenario: {
          profile: 'site',
          site: { name: 'Acme Shop', permalinks: 'plain' },
          routes: [{ path: '/acme/v1', namespace: 'acme/v1' }, ...learn().routes],
        },
      },
      'https://shop.example',
    );
    const file = join(mkdtempSync(join(tmpdir(), 'mock-site-learn-')), 'acme.yaml');
    writeFileSync(file, text);
    return { file, text };
  };

  it('loads as a scenario, and writes a shared schema once', () => {
    const { file, text } = write();
    expect(validateScenario(file).problems).toEqual([]);
    expect(text.match(/title: order/g)).toHaveLength(1);
    expect(text).toContain('enum: [ pending, done ]');
  });

  it('is served: the index lists the routes as the site does, and a learned collection keeps what is written', async () => {
    const http = site({ scenario: write().file });
    const index = await http.get(rest('/'));
    expect(index.body.namespaces).toContain('acme/v1');
    expect(index.body.routes['/acme/v1/orders'].endpoints).toEqual(INDEX.routes['/acme/v1/orders']!.endpoints);
    expect(index.body.routes['/acme/v1/report'].endpoints[0].args.period.enum).toEqual({ 0: 'week', 3: 'month' });
    const created = await http.post(rest('/acme/v1/orders')).set('Authorization', ADMIN).send({ status: 'pending' });
    expect(created.status).toBe(201);
    expect((await http.get(rest(`/acme/v1/orders/${created.body.id}`))).body).toMatchObject({ id: created.body.id, status: 'pending' });
    expect((await http.post(rest('/acme/v1/orders')).send({ status: 'lost' })).body.code).toBe('rest_invalid_param');
    expect((await http.get(rest('/acme/v1/report', '&period=year'))).body.code).toBe('rest_invalid_param');
    expect((await http.get(rest('/acme/v1/report', '&period=month'))).status).toBe(200);
    const options = await http.options(rest('/acme/v1/orders/5'));
    expect(options.body.schema).toMatchObject({
      title: 'order',
      links: [{ href: expect.stringMatching(/\/index\.php\?rest_route=\/acme\/v1\/orders\/\{id\}$/) }],
    });
  });
});
