// The WooCommerce.com marketplace routes (shop/v3, shop/v1): the Discover groups, the account's subscriptions
// merged with what is installed on the site, connect/disconnect, activating the installed product, install
// addresses, previews and orders for free products. Every write is read back through GET subscriptions.
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../helpers.js';
import { expectSchema, get, post, SHOP_MANAGER, shop, SUBSCRIBER } from './market-client.js';

const api = shop();
let sessions = 0;
const fresh = () => `market-${++sessions}`;

const V3 = '/shop/v3/marketplace';
const KEYS = {
  subscriptions: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  bundles: 'b7e41c09d2a85f36e0c47b19a2d8f350',
  bookings: 'c3f9a07e15b24d68a9e0b3c71f4d2e85',
  addOns: 'd05be8a3c6f1479e2b8d0a5c3e7f1b92',
  bistro: 'e8c2d4f6a0b13579e2d4c6a8b0f1e3d5',
  bookshop: 'f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4',
};
const SITE = 412345;

interface Subscription {
  product_key: string;
  product_id: number;
  product_name: string;
  active: boolean;
  connections: number[];
  sites_active: number;
  maxed: boolean;
  has_update: boolean;
  subscription_available: boolean;
  subscription_installed: boolean;
  local: { installed: boolean; active: boolean; version: string | null; type: string | null; slug: string | null; path: string | null };
}

async function subscriptions(session: string): Promise<Subscription[]> {
  const res = await get(api, session, `${V3}/subscriptions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expectSchema(`${V3}/subscriptions`, 'GET', res.body);
  return res.body as Subscription[];
}

const byKey = async (session: string, key: string) => (await subscriptions(session)).find((s) => s.product_key === key)!;
const action = (session: string, name: string, productKey: string, auth = ADMIN) =>
  post(api, session, `${V3}/subscriptions/${name}`, { product_key: productKey }, auth);

describe('featured and product preview', () => {
  it('lists the Discover groups in order, each with its products', async () => {
    const res = await get(api, fresh(), `${V3}/featured`);
    expect(res.status).toBe(200);
    expectSchema(`${V3}/featured`, 'GET', res.body);
    expect(res.body.map((g: { id: string }) => g.id)).toEqual(['_hand_picked', '_popular_extensions', '_themes']);
    expect(res.body[0].items.map((p: { title: string }) => p.title)).toEqual(['WooCommerce Subscriptions', 'Product Bundles', 'WooCommerce Shipping']);
  });

  it('needs manage_woocommerce: a shop manager may, a subscriber and an anonymous caller may not', async () => {
    const s = fresh();
    expect((await get(api, s, `${V3}/featured`, '', SHOP_MANAGER)).status).toBe(200);
    const subscriber = await get(api, s, `${V3}/featured`, '', SUBSCRIBER);
    expect(subscriber.status).toBe(403);
    expect(subscriber.body.code).toBe('rest_forbidden');
    expect((await get(api, s, `${V3}/subscriptions`, '', null)).status).toBe(401);
  });

  it('previews a marketplace product named by product_id, and says what is missing otherwise', async () => {
    const s = fresh();
    const res = await get(api, s, '/shop/v1/marketplace/product-preview', '&product_id=18716');
    expect(res.status).toBe(200);
    expectSchema('/shop/v1/marketplace/product-preview', 'GET', res.body);
    expect(res.body.html).toContain('<h2 class="wccom-product-preview__title">Product Bundles</h2>');
    expect(res.body.html).toContain('$79.00');
    expect(res.body.css).toContain('.wccom-product-preview');
    const missing = await get(api, s, '/shop/v1/marketplace/product-preview');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, data: { message: 'Missing product ID' } });
    const unknown = await get(api, s, '/shop/v1/marketplace/product-preview', '&product_id=42');
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.message).toBe("We couldn't find a preview for this product.");
  });
});

describe('subscriptions', () => {
  it('lists the subscriptions by name with their local state, then installed extensions without one', async () => {
    const list = await subscriptions(fresh());
    expect(list.map((s) => s.product_name)).toEqual([
      'Bistro',
      'Bookshop',
      'Product Add-Ons',
      'Product Bundles',
      'WooCommerce Bookings',
      'WooCommerce Gift Cards',
      'WooCommerce Subscriptions',
    ]);
    const [bistro, bookshop, addOns, bundles, bookings, giftCards, woocommerceSubscriptions] = list;
    expect(woocommerceSubscriptions).toMatchObject({ active: true, has_update: true, subscription_installed: true, subscription_available: false });
    expect(woocommerceSubscriptions!.local).toEqual({
      installed: true,
      active: true,
      version: '7.0.1',
      type: 'plugin',
      slug: 'woocommerce-subscriptions',
      path: 'woocommerce-subscriptions/woocommerce-subscriptions.php',
    });
    expect(bundles).toMatchObject({ active: false, subscription_available: true, subscription_installed: true, local: { installed: true, active: false } });
    expect(bookshop!.local).toEqual({ installed: false, active: false, version: null, type: null, slug: null, path: null });
    expect(bookings).toMatchObject({ subscription_available: false, subscription_installed: false });
    expect(addOns).toMatchObject({ active: false, maxed: true, connections: [518877] });
    expect(bistro).toMatchObject({ active: true, local: { installed: true, active: false, type: 'theme', path: 'bistro/style.css' } });
    expect(giftCards).toMatchObject({ product_key: '', product_id: 5571998, expired: true, local: { installed: true, active: true } });
  });

  it('answers refresh with the same list', async () => {
    const s = fresh();
    const refreshed = await post(api, s, `${V3}/refresh`);
    expect(refreshed.status).toBe(200);
    expectSchema(`${V3}/refresh`, 'POST', refreshed.body);
    expect(refreshed.body).toEqual(await subscriptions(s));
  });

  it('answers as wp_send_json() does: no _envelope and no _fields', async () => {
    const s = fresh();
    const res = await get(api, s, `${V3}/subscriptions`, '&_envelope=1&_fields=product_key');
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body[0].product_name).toBe('Bistro');
  });

  it("keeps each session's subscriptions apart", async () => {
    const [a, b] = [fresh(), fresh()];
    await action(a, 'connect', KEYS.bundles).expect(200);
    expect((await byKey(a, KEYS.bundles)).active).toBe(true);
    expect((await byKey(b, KEYS.bundles)).active).toBe(false);
  });
});

describe('connect and disconnect', () => {
  it('connects an available subscription to this site and activates its installed plugin', async () => {
    const s = fresh();
    const res = await action(s, 'connect', KEYS.bundles);
    expect(res.status).toBe(200);
    expectSchema(`${V3}/subscriptions/connect`, 'POST', res.body);
    expect(res.body).toEqual({ success: true, data: { message: 'Your subscription has been connected.' } });
    const bundles = await byKey(s, KEYS.bundles);
    expect(bundles).toMatchObject({ active: true, connections: [SITE], sites_active: 1, maxed: true, subscription_available: false, local: { active: true } });
    // Connected already: WooCommerce.com's already_connected counts as success, nothing changes.
    await action(s, 'connect', KEYS.bundles).expect(200);
    expect((await byKey(s, KEYS.bundles)).connections).toEqual([SITE]);
  });

  it('connects without activating the plugin for a shop manager, who may not activate plugins', async () => {
    const s = fresh();
    await action(s, 'connect', KEYS.bundles, SHOP_MANAGER).expect(200);
    expect(await byKey(s, KEYS.bundles)).toMatchObject({ active: true, local: { active: false } });
  });

  it('refuses unknown keys, expired subscriptions and subscriptions with no site left', async () => {
    const s = fresh();
    const unknown = await action(s, 'connect', '0'.repeat(32));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, data: { message: 'Subscription not found' } });
    const expired = await action(s, 'connect', KEYS.bookings);
    expect(expired.status).toBe(400);
    expect(expired.body.data.message).toContain('expired');
    const maxed = await action(s, 'connect', KEYS.addOns);
    expect(maxed.status).toBe(400);
    expect(maxed.body.data.message).toContain('as many sites as it allows');
    expect((await byKey(s, KEYS.addOns)).connections).toEqual([518877]);
    const missing = await post(api, s, `${V3}/subscriptions/connect`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('rest_missing_callback_param');
  });

  it('disconnects a connected subscription, which becomes available again', async () => {
    const s = fresh();
    const res = await action(s, 'disconnect', KEYS.subscriptions);
    expect(res.status).toBe(200);
    expectSchema(`${V3}/subscriptions/disconnect`, 'POST', res.body);
    expect(res.body.data.message).toBe('Your subscription has been disconnected.');
    expect(await byKey(s, KEYS.subscriptions)).toMatchObject({ active: false, connections: [], sites_active: 0, maxed: false, subscription_available: true });
    const again = await action(s, 'disconnect', KEYS.subscriptions);
    expect(again.status).toBe(400);
    expect(again.body.data.message).toBe('This subscription is not connected to this site.');
    expect((await action(s, 'disconnect', 'nope')).body.data.message).toBe('Subscription not found');
  });
});

describe('activate and activate-plugin', () => {
  it('activates the installed plugin of a subscription, once', async () => {
    const s = fresh();
    const res = await action(s, 'activate', KEYS.bundles);
    expect(res.status).toBe(200);
    expectSchema(`${V3}/subscriptions/activate`, 'POST', res.body);
    expect(res.body.data.message).toBe('This product has been activated.');
    expect((await byKey(s, KEYS.bundles)).local.active).toBe(true);
    expect((await action(s, 'activate', KEYS.bundles)).body.data.message).toBe('This product is already active.');
  });

  it('switches to the installed theme of a subscription', async () => {
    const s = fresh();
    await action(s, 'activate', KEYS.bistro).expect(200);
    expect((await byKey(s, KEYS.bistro)).local.active).toBe(true);
    // The theme area's active theme: the stylesheet option, so the site's own theme is no longer active.
    const state = (await api.get(`/__mock/state?session=${s}`).expect(200)).body;
    expect(state.options).toMatchObject({ stylesheet: 'bistro', template: 'bistro' });
  });

  it('refuses what is not installed, unknown keys and callers who may not activate plugins', async () => {
    const s = fresh();
    const notInstalled = await action(s, 'activate', KEYS.bookshop);
    expect(notInstalled.status).toBe(400);
    expect(notInstalled.body).toEqual({ success: false, data: { message: 'This product is not installed.' } });
    expect((await action(s, 'activate', 'nope')).body.data.message).toBe("We couldn't find a subscription for this product.");
    const manager = await action(s, 'activate', KEYS.bundles, SHOP_MANAGER);
    expect(manager.status).toBe(403);
    expect(manager.body.data.message).toContain('permission');
    expect((await byKey(s, KEYS.bundles)).local.active).toBe(false);
  });

  it("activates a subscription's plugin with activate-plugin, and only a plugin that is installed", async () => {
    const s = fresh();
    const res = await action(s, 'activate-plugin', KEYS.bundles);
    expect(res.status).toBe(200);
    expectSchema(`${V3}/subscriptions/activate-plugin`, 'POST', res.body);
    expect(res.body.data.message).toBe('The plugin for your subscription has been activated.');
    expect((await byKey(s, KEYS.bundles)).local.active).toBe(true);
    const theme = await action(s, 'activate-plugin', KEYS.bookshop);
    expect(theme.status).toBe(400);
    expect(theme.body.data.message).toBe("The plugin for your subscription couldn't be activated.");
    expect((await action(s, 'activate-plugin', 'nope')).body.data.message).toBe('Subscription not found');
  });
});

describe('install-url', () => {
  it('gives a signed WooCommerce.com install address for a product not installed, the same every time', async () => {
    const s = fresh();
    const route = `${V3}/subscriptions/install-url`;
    const res = await get(api, s, route, `&product_key=${KEYS.bookshop}`);
    expect(res.status).toBe(200);
    expectSchema(route, 'GET', res.body);
    expect(res.body.data.url).toMatch(
      new RegExp(`^https://woocommerce\\.com/auto-install-init/bookshop/\\?product-key=${KEYS.bookshop}&token=[0-9a-f]{32}&signature=[0-9a-f]{64}$`),
    );
    expect((await get(api, fresh(), route, `&product_key=${KEYS.bookshop}`)).body).toEqual(res.body);
  });

  it('says an installed product is installed already, and refuses unknown keys', async () => {
    const s = fresh();
    const route = `${V3}/subscriptions/install-url`;
    const installed = await get(api, s, route, `&product_key=${KEYS.subscriptions}`);
    expect(installed.body).toEqual({ success: true, data: { message: 'This product is already installed.' } });
    const unknown = await get(api, s, route, '&product_key=nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.message).toBe("We couldn't find a subscription for this product.");
    expect((await get(api, s, route)).body.code).toBe('rest_missing_callback_param');
  });
});

describe('create-order', () => {
  const order = (s: string, body: object, auth = ADMIN) => post(api, s, `${V3}/create-order`, body, auth);

  it('orders a free product: a new subscription, listed and available, and the same one when ordered again', async () => {
    const s = fresh();
    const res = await order(s, { product_id: 2165910 });
    expect(res.status).toBe(200);
    expectSchema(`${V3}/create-order`, 'POST', res.body);
    expect(res.body.data).toMatchObject({
      product_id: 2165910,
      product_type: 'plugin',
      zip_slug: 'woocommerce-shipping',
      documentation_url: 'https://woocommerce.com/document/woocommerce-shipping/',
    });
    const key = res.body.data.product_key as string;
    expect(await byKey(s, key)).toMatchObject({
      product_name: 'WooCommerce Shipping',
      active: false,
      subscription_available: true,
      local: { installed: false },
    });
    expect((await order(s, { product_id: 2165910 })).body.data.product_key).toBe(key);
    expect((await subscriptions(s)).filter((x) => x.product_id === 2165910)).toHaveLength(1);
    // The new subscription works like the others.
    await action(s, 'connect', key).expect(200);
    expect((await byKey(s, key)).active).toBe(true);
  });

  it('sends a paid product to the checkout and refuses products WooCommerce.com does not have', async () => {
    const s = fresh();
    const paid = await order(s, { product_id: 958589 });
    expect(paid.status).toBe(402);
    expect(paid.body.data).toMatchObject({ code: 'payment_required', redirect_location: 'https://woocommerce.com/cart/?add-to-cart=958589' });
    const unknown = await order(s, { product_id: 42 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, data: { code: 'product_not_found' } });
  });

  it('wants product_id as an integer (is_int) and a caller who may install plugins', async () => {
    const s = fresh();
    const text = await api
      .post('/index.php?rest_route=/shop/v3/marketplace/create-order')
      .set('X-Mock-Session', s)
      .set('Authorization', ADMIN)
      .type('form')
      .send({ product_id: '2165910' });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): product_id',
      data: { status: 400, params: { product_id: 'Invalid parameter.' }, details: [] },
    });
    const manager = await order(s, { product_id: 2165910 }, SHOP_MANAGER);
    expect(manager.status).toBe(403);
    expect(manager.body).toEqual({ message: 'You do not have permission to install plugins.' });
  });
});

describe('a site not connected to WooCommerce.com', () => {
  const offline = shop({ data: { records: { 'marketplace.connection': { site_id: 0 } } } });

  it('lists only the installed WooCommerce.com products and finds no subscription to connect', async () => {
    const res = await get(offline, 'offline', `${V3}/subscriptions`);
    expectSchema(`${V3}/subscriptions`, 'GET', res.body);
    expect(res.body.map((s: Subscription) => [s.product_name, s.product_key])).toEqual([
      ['Bistro', ''],
      ['WooCommerce Gift Cards', ''],
      ['WooCommerce Product Bundles', ''],
      ['WooCommerce Subscriptions', ''],
    ]);
    const connect = await post(offline, 'offline', `${V3}/subscriptions/connect`, { product_key: KEYS.bundles });
    expect(connect.body.data.message).toBe('Subscription not found');
  });
});
