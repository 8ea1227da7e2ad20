// `mock-site import <cassette> --to-scenario <out> --extends <scenario>`: the routes the extended scenario binds to a
// collection or singleton get data.records from the cassette's recorded GET answers, and the scenario written serves
// them. The command runs in-process (its output captured); the scenario written is loaded and served in-process.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stringifyCassette } from '../../src/cassette/cassette-file.js';
import type { Cassette, Interaction } from '../../src/cassette/types.js';
import { importCommand } from '../../src/cli/import.js';
import { validateScenario } from '../../src/cli/validate.js';
import { boundRouteRecords } from '../../src/convert/bound-route-records.js';
import { loadScenario } from '../../src/scenario/load.js';
import { mockApp, rest } from '../helpers.js';

const LEARNED = `profile: site
routes:
  - path: /wc/v3/orders
    namespace: wc/v3
    bind: { kind: collection, store: wc/v3/orders }
    endpoints:
      - { methods: [GET], args: { status: { type: string } } }
      - { methods: [POST], args: { status: { type: string } } }
  - path: /wc/v3/orders/(?P<id>[\\d]+)
    namespace: wc/v3
    endpoints:
      - { methods: [GET], args: {}, bind: { kind: collection, store: wc/v3/orders } }
  - path: /wc/v3/orders/(?P<order_id>[\\d]+)/notes
    namespace: wc/v3
    endpoints:
      - { methods: [GET, POST], args: {}, bind: { kind: collection, store: wc/v3/orders/notes } }
  - path: /wc/v3/orders/(?P<order_id>[\\d]+)/notes/(?P<id>[\\d]+)
    namespace: wc/v3
    bind: { kind: collection, store: wc/v3/orders/notes }
  - path: /wc/v3/settings/general
    namespace: wc/v3
    bind: { kind: singleton, store: wc/v3/settings/general }
    endpoints:
      - { methods: [GET], args: {} }
      - { methods: [POST, PUT, PATCH], args: {} }
  - path: /wc/v3/things/(?P<key>[\\w-]+)
    namespace: wc/v3
    endpoints:
      - { methods: [GET], args: {}, bind: { kind: collection, store: wc/v3/things, idParam: key } }
  - path: /wc/v3/coupons
    namespace: wc/v3
    bind: { kind: collection, store: wc/v3/coupons }
`;

const answer = (method: string, route: string, json: unknown, status = 200): Interaction => ({
  request: { method, route },
  response: { status, headers: { 'content-type': 'application/json; charset=UTF-8' }, body: { json } },
});
const links = { self: [{ href: 'http://recorded-site.invalid/wp-json/wc/v3/orders/1' }] };
const order = (id: number, status: string, total: string) => ({ id, status, total, _links: links });

const CASSETTE: Cassette = {
  cassette: { version: 1, target: 'https://shop.example.org', recordedAt: '2026-03-01T10:00:00Z' },
  interactions: [
    answer('GET', '/wc/v3/orders', [order(12, 'processing', '30.00'), order(3, 'completed', '12.50')]),
    answer('GET', '/wc/v3/orders/3', order(3, 'refunded', '12.50')), // newer than the list's version
    answer('GET', '/wc/v3/orders/7', { ...order(7, 'pending', '5.00'), customer_note: 'Leave it at the door' }),
    answer('GET', '/wc/v3/orders/99', { code: 'woocommerce_rest_shop_order_invalid_id' }, 404),
    answer('POST', '/wc/v3/orders', order(13, 'pending', '1.00'), 201),
    answer('GET', '/wc/v3/orders/3/notes', [
      { id: 31, note: 'Paid' },
      { id: 32, note: 'Shipped' },
    ]),
    answer('GET', '/wc/v3/orders/12/notes', [{ id: 40, note: 'Gift wrap' }, { note: 'no id' }]),
    answer('GET', '/wc/v3/orders/12/notes/41', { note: 'Called the customer' }), // no id field: the route's
    answer('GET', '/wc/v3/settings/general', { woocommerce_currency: 'USD', woocommerce_store_city: 'Springfield' }),
    answer('GET', '/wc/v3/settings/general', { woocommerce_currency: 'EUR', woocommerce_store_city: 'Lyon', _links: links }),
    answer('GET', '/wc/v3/things/blue-one', { label: 'Blue' }),
    answer('GET', '/wc/v3/things/red', { key: 'red', label: 'Red' }),
    answer('GET', '/wp/v2/types', { post: { slug: 'post' } }),
  ],
};

let printed = { stdout: '', stderr: '' };
afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs `mock-site import <args>` in-process, as main.ts would: its exit code, and what it printed. */
async function runImport(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  printed = { stdout: '', stderr: '' };
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.stdout += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.stderr += String(chunk);
    return true;
  });
  try {
    const { values, positionals } = parseArgs({ args, options: importCommand.options, allowPositionals: true, strict: true });
    const code = await importCommand.run(values as Record<string, string | boolean | undefined>, positionals);
    return { code, ...printed };
  } finally {
    vi.restoreAllMocks();
  }
}

/** A temp folder holding the cassette and, in `learned/`, the scenario to extend. */
function workspace(learned = LEARNED) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-site-import-bound-'));
  mkdirSync(join(dir, 'learned'));
  mkdirSync(join(dir, 'out'));
  const cassette = join(dir, 'shop.yaml');
  writeFileSync(cassette, stringifyCassette(CASSETTE));
  const scenario = join(dir, 'learned', 'shop-routes.yaml');
  writeFileSync(scenario, learned);
  return { dir, cassette, scenario, out: join(dir, 'out', 'shop.yaml') };
}

/** The scenario extended, from the output's place in its workspace. */
const learnedOf = (out: string) => join(out, '..', '..', 'learned', 'shop-routes.yaml');

async function imported() {
  const ws = workspace();
  const result = await runImport([ws.cassette, '--to-scenario', ws.out, '--extends', ws.scenario]);
  expect(result.code, result.stderr).toBe(0);
  const scenario = loadScenario(ws.out);
  return { ...ws, result, scenario, http: mockApp({ scenario }).http };
}

describe('import --extends: the records of the extended scenario’s bound routes', () => {
  it('import --extends writes a scenario that extends the given one by a path relative to its own folder, validates, and says what each store got', async () => {
    const { out, result, cassette } = await imported();
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^extends: \.\.\/learned\/shop-routes\.yaml$/m);
    expect(text.indexOf('extends:')).toBeLessThan(text.indexOf('data:'));
    expect(validateScenario(out).problems).toEqual([]);
    expect(result.stdout).toBe(
      [
        `[mock-site] import: wrote ${out} from ${cassette}: 0 posts, 0 pages, 0 media, 0 categories, 0 tags, 0 users, 0 comments, 0 options.`,
        `[mock-site] import: data.records for the routes of ${learnedOf(out)} (4):`,
        '  wc/v3/orders: 3 records',
        '  wc/v3/orders/notes: 4 records',
        '  wc/v3/settings/general: the recorded value (2 fields)',
        '  wc/v3/things: 2 records',
        '[mock-site] import: recorded routes not used (3):',
        '  GET /wc/v3/orders/{id} (404) ×1',
        '  POST /wc/v3/orders ×1',
        '  GET /wp/v2/types ×1',
        '[mock-site] import: note: no users were recorded: the default users (admin, editor, subscriber) stay.',
        '[mock-site] import: note: 1 recorded record of wc/v3/orders/notes had no id (no id field, no id in the route): left out.',
        `[mock-site] import: note: routes of ${learnedOf(out)} bound to a record set but never recorded (no 200 GET answer): not seeded (1):`,
        '  GET /wc/v3/coupons (store wc/v3/coupons)',
        '',
      ].join('\n'),
    );
  });

  it('import --extends seeds a learned collection from its recorded list and item answers', async () => {
    const { http, scenario } = await imported();
    // In id order, the newest answer's fields winning, without _links; the POST's answer (13) is no GET: left out.
    expect(scenario.data.records['wc/v3/orders']).toEqual([
      { id: 3, status: 'refunded', total: '12.50' },
      { id: 7, status: 'pending', total: '5.00', customer_note: 'Leave it at the door' },
      { id: 12, status: 'processing', total: '30.00' },
    ]);
    const list = await http.get(rest('/wc/v3/orders'));
    expect(list.status).toBe(200);
    expect(list.body.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([
      [3, 'refunded'],
      [7, 'pending'],
      [12, 'processing'],
    ]);
    expect(list.headers['x-wp-total']).toBe('3');
    const one = await http.get(rest('/wc/v3/orders/7'));
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ id: 7, status: 'pending', total: '5.00', customer_note: 'Leave it at the door' });
    expect((await http.get(rest('/wc/v3/orders/99'))).status).toBe(404);
    const created = await http.post(rest('/wc/v3/orders')).send({ status: 'pending' });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe(13);
  });

  it('import --extends writes a nested record’s parent capture into it, so the nested list is filtered by its parent', async () => {
    const { http } = await imported();
    const notes = (await http.get(rest('/wc/v3/orders/3/notes'))).body as { id: number; order_id: number }[];
    expect(notes).toEqual([
      { id: 31, note: 'Paid', order_id: 3 },
      { id: 32, note: 'Shipped', order_id: 3 },
    ]);
    const twelve = (await http.get(rest('/wc/v3/orders/12/notes'))).body as { id: number }[];
    expect(twelve.map((n) => n.id)).toEqual([40, 41]);
    expect((await http.get(rest('/wc/v3/orders/12/notes/41'))).body).toEqual({ note: 'Called the customer', order_id: 12, id: 41 });
  });

  it('import --extends seeds a singleton with its newest recorded value', async () => {
    const { http } = await imported();
    const res = await http.get(rest('/wc/v3/settings/general'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ woocommerce_currency: 'EUR', woocommerce_store_city: 'Lyon' });
  });

  it('import --extends keys records by the bind’s idParam, from the body or the route', async () => {
    const { http } = await imported();
    expect((await http.get(rest('/wc/v3/things/blue-one'))).body).toEqual({ label: 'Blue', key: 'blue-one', id: 'blue-one' });
    expect((await http.get(rest('/wc/v3/things/red'))).body).toEqual({ key: 'red', label: 'Red', id: 'red' });
  });
});

describe('import --extends: mistakes', () => {
  it('import --extends without --to-scenario is a usage error that says what to add', async () => {
    const ws = workspace();
    const result = await runImport([ws.cassette, '--extends', ws.scenario]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `[mock-site] import: --extends names the scenario the imported one extends: say where that goes, mock-site import ${ws.cassette} --to-scenario <file> --extends ${ws.scenario}.\n`,
    );
  });

  it('import --extends names a missing scenario and writes nothing', async () => {
    const ws = workspace();
    const missing = join(ws.dir, 'learned', 'nope.yaml');
    const result = await runImport([ws.cassette, '--to-scenario', ws.out, '--extends', missing]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `[mock-site] import: cannot read the scenario to extend, ${missing}: no such file. Check the path (mock-site learn <url> writes one).\n`,
    );
    expect(() => readFileSync(ws.out)).toThrow();
  });

  it('import --extends names a broken scenario with each problem’s place, and writes nothing', async () => {
    const ws = workspace('routes:\n  - path: wc/v3/orders\n');
    const result = await runImport([ws.cassette, '--to-scenario', ws.out, '--extends', ws.scenario]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`[mock-site] import: the scenario to extend, ${ws.scenario}, does not load, so nothing was written.`);
    expect(result.stderr).toContain(`  ${ws.scenario}:2:11: routes[0].path must start with /`);
    expect(() => readFileSync(ws.out)).toThrow();
  });
});

describe('boundRouteRecords', () => {
  it('leaves out a list answer that is not a list of objects, and says so', () => {
    const scenario = join(workspace().dir, 'learned', 'shop-routes.yaml');
    const { routes } = loadScenario(scenario);
    const seeded = boundRouteRecords(routes, { ...CASSETTE, interactions: [answer('GET', '/wc/v3/orders', { total: 3 })] });
    expect(seeded.records).toEqual({});
    expect(seeded.notes).toEqual(['1 recorded answer of GET /wc/v3/orders was not a JSON list of objects: left out of wc/v3/orders.']);
    expect(seeded.used.size).toBe(0);
  });

  it('gives a record keyed by idParam that value as its id, and says how many had another', () => {
    const { routes } = loadScenario(join(workspace().dir, 'learned', 'shop-routes.yaml'));
    const seeded = boundRouteRecords(routes, { ...CASSETTE, interactions: [answer('GET', '/wc/v3/things/red', { id: 5, key: 'red' })] });
    expect(seeded.records).toEqual({ 'wc/v3/things': [{ id: 'red', key: 'red' }] });
    expect(seeded.stores).toEqual([{ store: 'wc/v3/things', kind: 'collection', count: 1 }]);
    expect(seeded.notes).toEqual([
      "1 record of wc/v3/things had an id other than the key field: the id is that field's value now (the collection kind reads a record by its id).",
    ]);
  });
});
