// The POS catalog feed (POST shop/pos/v1/catalog/create): a generation scheduled by the first call and moved on by
// each later one, never restarted while it runs, regenerated on `force` or once expired, one per set of field
// lists; the finished feed is a JSON file served from uploads with the shop's published products and variations.
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../helpers.js';
import { expectSchema, post, shop, SHOP_MANAGER, SUBSCRIBER } from './market-client.js';

const api = shop();
let sessions = 0;
const fresh = () => `feed-${++sessions}`;

const ROUTE = '/shop/pos/v1/catalog/create';
/** The default catalogue: 6 published products (a draft left out) and 5 variations. */
const ENTRIES = 11;

interface Status {
  scheduled_at: string;
  updated_at: number;
  completed_at: string | null;
  state: string;
  progress: number;
  processed: number;
  total: number;
  args: unknown;
  file_name?: string;
  page?: number;
  entries_written?: number;
  url?: string;
}

async function create(session: string, body: object = {}, auth: string | null = ADMIN): Promise<Status> {
  const res = await post(api, session, ROUTE, body, auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expectSchema(ROUTE, 'POST', res.body);
  return res.body as Status;
}

/** Calls until the feed is completed (at most a few polls). */
async function completed(session: string, body: object = {}): Promise<Status> {
  for (let i = 0; i < 5; i++) {
    const status = await create(session, body);
    if (status.state === 'completed') return status;
  }
  throw new Error('the feed never completed');
}

interface Row {
  type: string;
  data: Record<string, unknown>;
}

async function feedFile(session: string, url: string): Promise<Row[]> {
  const res = await api.get(new URL(url).pathname).set('X-Mock-Session', session);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/json');
  return JSON.parse(res.text) as Row[];
}

describe('a generation moves on with each call', () => {
  it('schedules on the first call, writes half the entries on the next, completes on the third', async () => {
    const s = fresh();
    const scheduled = await create(s);
    expect(scheduled).toEqual({
      scheduled_at: scheduled.scheduled_at,
      updated_at: scheduled.updated_at,
      completed_at: null,
      state: 'scheduled',
      progress: 0,
      processed: 0,
      total: -1,
      args: [],
    });
    expect(scheduled.scheduled_at).toMatch(/^2026-01-15T09:00:\d\d$/);
    expect(scheduled.updated_at).toBe(Date.parse(`${scheduled.scheduled_at}Z`) / 1000);

    const running = await create(s);
    expect(running).toMatchObject({
      state: 'in_progress',
      scheduled_at: scheduled.scheduled_at,
      processed: 6,
      total: ENTRIES,
      entries_written: 6,
      progress: 54.55,
      page: 2,
      completed_at: null,
    });
    expect(running.file_name).toMatch(/^pos-catalog-feed-2026-01-15-[0-9a-f]{32}\.json$/);

    const done = await create(s);
    expect(done).toMatchObject({
      state: 'completed',
      scheduled_at: scheduled.scheduled_at,
      processed: ENTRIES,
      total: ENTRIES,
      progress: 100,
      file_name: running.file_name,
    });
    expect(done.completed_at).toMatch(/^2026-01-15T09:00:\d\d$/);
    expect(new URL(done.url!).pathname).toBe(`/wp-content/uploads/product-feeds/${running.file_name}`);
    expect(done).not.toHaveProperty('path');

    // Finished: further calls answer the same feed.
    expect(await create(s)).toEqual(done);
  });

  it('does not restart a generation under way, force or not', async () => {
    const s = fresh();
    const scheduled = await create(s);
    expect((await create(s, { force: true })).state).toBe('in_progress');
    const done = await create(s, { force: true });
    expect(done.state).toBe('completed');
    expect(done.scheduled_at).toBe(scheduled.scheduled_at);
  });

  it('regenerates a completed feed on force, and the old file is gone', async () => {
    const s = fresh();
    const first = await completed(s);
    const again = await create(s, { force: 'true' });
    expect(again).toMatchObject({ state: 'scheduled', progress: 0, total: -1, completed_at: null });
    expect(again.scheduled_at > first.scheduled_at).toBe(true);
    expect((await api.get(new URL(first.url!).pathname).set('X-Mock-Session', s)).status).toBe(404);
    const second = await completed(s);
    expect(second.url).not.toBe(first.url);
    expect(await feedFile(s, second.url!)).toHaveLength(ENTRIES);
  });

  it('starts over once a completed feed has expired (20 hours on the scenario clock)', async () => {
    const s = fresh();
    const done = await completed(s);
    await api
      .put(`/__mock/clock?session=${s}`)
      .send({ advance: 19 * 3600 })
      .expect(200);
    expect((await create(s)).state).toBe('completed');
    await api
      .put(`/__mock/clock?session=${s}`)
      .send({ advance: 2 * 3600 })
      .expect(200);
    const restarted = await create(s);
    expect(restarted.state).toBe('scheduled');
    expect(restarted.scheduled_at > done.scheduled_at).toBe(true);
  });
});

describe('the feed file', () => {
  it('lists the published products and their variations in id order, links at the address asked', async () => {
    const s = fresh();
    const rows = await feedFile(s, (await completed(s)).url!);
    expect(rows.map((r) => [r.type, r.data.id])).toEqual([
      ['variable', 101],
      ['simple', 102],
      ['simple', 103],
      ['simple', 104],
      ['variable', 105],
      ['simple', 106],
      ['variation', 201],
      ['variation', 202],
      ['variation', 203],
      ['variation', 204],
      ['variation', 205],
    ]);
    const hoodie = rows[0]!.data;
    expect(hoodie).toMatchObject({ name: 'Hoodie', sku: 'woo-hoodie', variations: [201, 202, 203] });
    expect(String(hoodie.permalink)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?product=hoodie$/);
    expect(rows[10]!.data).toMatchObject({ parent_id: 105, sku: 'woo-sunglasses-tortoise', price: '85', on_sale: true });
  });

  it('keeps only _product_fields of products and _variation_fields of variations, dot-nested fields included', async () => {
    const s = fresh();
    const args = { _product_fields: 'id,name,price,dimensions.width', _variation_fields: 'id,sku,stock_status' };
    const done = await completed(s, args);
    expect(done.args).toEqual(args);
    const rows = await feedFile(s, done.url!);
    expect(rows[1]).toEqual({ type: 'simple', data: { id: 102, name: 'T-Shirt', price: '18', dimensions: { width: '' } } });
    expect(rows[8]).toEqual({ type: 'variation', data: { id: 203, sku: 'woo-hoodie-green-m', stock_status: 'outofstock' } });
  });

  it('keeps one generation per set of field lists', async () => {
    const s = fresh();
    const full = await completed(s);
    const narrow = await create(s, { _product_fields: 'id' });
    expect(narrow).toMatchObject({ state: 'scheduled', args: { _product_fields: 'id' } });
    expect(await create(s)).toEqual(full);
  });

  it('is built from the products the scenario seeds', async () => {
    const small = shop({
      data: {
        records: {
          'catalog.products': [{ id: 7, name: 'Tote bag', type: 'simple', status: 'publish', sku: 'tote', price: '9' }],
          'catalog.variations': [],
        },
      },
    });
    const status = async () => (await post(small, 's', ROUTE)).body as Status;
    await status();
    expect((await status()).total).toBe(1);
    const done = await status();
    const res = await small.get(new URL(done.url!).pathname).set('X-Mock-Session', 's');
    expect(JSON.parse(res.text)).toEqual([{ type: 'simple', data: { id: 7, name: 'Tote bag', type: 'simple', status: 'publish', sku: 'tote', price: '9' } }]);
  });
});

describe('permissions', () => {
  it('lets a shop manager generate the feed and refuses subscribers and anonymous callers', async () => {
    const s = fresh();
    expect((await create(s, {}, SHOP_MANAGER)).state).toBe('scheduled');
    const subscriber = await post(api, s, ROUTE, {}, SUBSCRIBER);
    expect(subscriber.status).toBe(403);
    expect(subscriber.body.code).toBe('rest_forbidden');
    expect((await post(api, s, ROUTE, {}, null)).status).toBe(401);
  });

  it('checks force as a boolean', async () => {
    const res = await post(api, fresh(), ROUTE, { force: 'maybe' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  });
});
