// shop/v3/payments webhooks (subscription, re-subscription, simulation) and the payments/v1 callbacks from PayPal:
// incoming webhook events and the shipping callback, recorded where the tests (and users) can read them back.
import { describe, expect, it } from 'vitest';
import { connect, expectSchema, get, P, post, storeRows } from './payments-client.js';

const INCOMING = '/payments/v1/incoming';
const SHIPPING = '/payments/v1/shipping-callback';

const event = (id: string, type = 'PAYMENT.CAPTURE.COMPLETED') => ({
  id,
  event_type: type,
  resource_type: 'capture',
  summary: 'Payment completed for $ 34.00 USD',
  resource: { id: '3C679366HH908993F', status: 'COMPLETED' },
});

describe('webhook subscription', () => {
  it("exists once a merchant connects: this site's incoming address over https and the events the plugin handles", async () => {
    const s = 'webhooks-list';
    const none = await get(s, `${P}/webhooks`).expect(200);
    expectSchema(`${P}/webhooks`, 'GET', none.body);
    expect(none.body).toEqual({ success: false, message: 'No webhooks found.' });
    await connect(s);
    const res = await get(s, `${P}/webhooks`).set('Host', 'shop.test').expect(200);
    expectSchema(`${P}/webhooks`, 'GET', res.body);
    expect(res.body.data.url).toBe('https://shop.test/index.php?rest_route=/payments/v1/incoming');
    expect(res.body.data.events).toEqual(expect.arrayContaining(['checkout.order.approved', 'payment.capture.completed', 'vault.payment-token.created']));
  });

  it('subscribes again under a new webhook id when connected; fails without a merchant', async () => {
    const s = 'webhooks-resubscribe';
    const refused = await post(s, `${P}/webhooks`).expect(200);
    expectSchema(`${P}/webhooks`, 'POST', refused.body);
    expect(refused.body).toEqual({ success: false, message: 'Webhook subscription failed.' });
    await connect(s);
    const [before] = await storeRows(s, 'payments.webhook');
    const res = await post(s, `${P}/webhooks`).expect(200);
    expectSchema(`${P}/webhooks`, 'POST', res.body);
    expect(res.body.success).toBe(true);
    const [after] = await storeRows(s, 'payments.webhook');
    expect(after!.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(after!.id).not.toBe(before!.id);
  });
});

describe('webhook simulation', () => {
  it("waits on the first poll, then PayPal's test event arrives and is recorded as received", async () => {
    const s = 'simulation';
    expect((await get(s, `${P}/webhooks/simulate`).expect(200)).body).toEqual({ success: false, message: 'Webhook simulation data not found.' });
    expect((await post(s, `${P}/webhooks/simulate`).expect(200)).body).toEqual({ success: false, message: 'Webhooks not registered' });
    await connect(s);
    const started = await post(s, `${P}/webhooks/simulate`).expect(200);
    expectSchema(`${P}/webhooks/simulate`, 'POST', started.body);
    expect(started.body).toEqual({ success: true, data: [] });
    const polls = [];
    for (let i = 0; i < 3; i++) polls.push((await get(s, `${P}/webhooks/simulate`).expect(200)).body);
    for (const p of polls) expectSchema(`${P}/webhooks/simulate`, 'GET', p);
    expect(polls.map((p) => p.data.state)).toEqual(['waiting', 'received', 'received']);
    const received = await storeRows(s, 'payments.incoming_webhooks');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ event_type: 'CHECKOUT.ORDER.APPROVED', handled: true, simulated: true });
    expect(received[0]!.event_id).toMatch(/^WH-[A-Z0-9]{17}-[A-Z0-9]{17}$/);
  });

  it('is received at once when its event is posted to the incoming webhook', async () => {
    const s = 'simulation-posted';
    await connect(s);
    await post(s, `${P}/webhooks/simulate`).expect(200);
    const [simulation] = await storeRows(s, 'payments.webhook_simulation');
    const res = await post(s, INCOMING, event(String(simulation!.id), 'CHECKOUT.ORDER.APPROVED'), null).expect(200);
    expect(res.body).toEqual({ success: true });
    expect((await get(s, `${P}/webhooks/simulate`).expect(200)).body.data.state).toBe('received');
  });
});

describe('incoming webhook events', () => {
  it("are taken from anyone once a webhook is subscribed, recorded in order, and answered as the plugin's handlers answer", async () => {
    const s = 'incoming';
    await connect(s);
    const handled = await post(s, INCOMING, event('WH-1'), null).expect(200);
    expectSchema(INCOMING, 'POST', handled.body);
    expect(handled.body).toEqual({ success: true });
    const unknown = await post(s, INCOMING, event('WH-2', 'MERCHANT.ONBOARDING.COMPLETED'), null).expect(200);
    expectSchema(INCOMING, 'POST', unknown.body);
    expect(unknown.body).toEqual({ success: false, message: 'Could not find handler for request type MERCHANT.ONBOARDING.COMPLETED' });
    const rows = await storeRows(s, 'payments.incoming_webhooks');
    expect(rows.map((r) => [r.event_id, r.event_type, r.handled])).toEqual([
      ['WH-1', 'PAYMENT.CAPTURE.COMPLETED', true],
      ['WH-2', 'MERCHANT.ONBOARDING.COMPLETED', false],
    ]);
    expect(rows[0]).toMatchObject({ resource: { id: '3C679366HH908993F', status: 'COMPLETED' }, simulated: false });
  });

  it('are refused while no webhook is subscribed (the plugin cannot verify them), and need an id and a type', async () => {
    const s = 'incoming-refused';
    expect((await post(s, INCOMING, event('WH-1'), null).expect(401)).body.code).toBe('rest_forbidden');
    const bad = await post(s, INCOMING, { event_type: 'PAYMENT.CAPTURE.COMPLETED' }, null).expect(400);
    expect(bad.body).toMatchObject({ code: 'ppcp_invalid_webhook_event', data: { status: 400 } });
    expect(await storeRows(s, 'payments.incoming_webhooks')).toEqual([]);
  });
});

describe('shipping callback', () => {
  const callback = (country: string, option?: string) => ({
    id: '5O190127TN364715T',
    purchase_units: [{ reference_id: 'default' }],
    shipping_address: { country_code: country, admin_area_1: 'CA', admin_area_2: 'San Jose', postal_code: '95131' },
    ...(option ? { shipping_option: { id: option } } : {}),
  });

  it("re-prices the order for the address's zone with the option chosen, and records the callback", async () => {
    const s = 'shipping';
    const first = await post(s, SHIPPING, callback('US'), null).expect(200);
    expectSchema(SHIPPING, 'POST', first.body);
    expect(first.body.purchase_units[0].amount).toEqual({
      currency_code: 'USD',
      value: '34.00',
      breakdown: {
        item_total: { currency_code: 'USD', value: '29.00' },
        shipping: { currency_code: 'USD', value: '5.00' },
        tax_total: { currency_code: 'USD', value: '0.00' },
      },
    });
    expect(first.body.purchase_units[0].shipping_options.map((o: { id: string; selected: boolean }) => [o.id, o.selected])).toEqual([
      ['flat_rate:1', true],
      ['free_shipping:2', false],
      ['local_pickup:3', false],
    ]);
    const free = await post(s, SHIPPING, callback('US', 'free_shipping:2'), null).expect(200);
    expect(free.body.purchase_units[0].amount.value).toBe('29.00');
    const europe = await post(s, SHIPPING, callback('DE'), null).expect(200);
    expect(europe.body.purchase_units[0].amount.value).toBe('36.50');
    const rows = await storeRows(s, 'payments.shipping_callbacks');
    expect(rows.map((r) => [r.order_id, r.selected, r.status])).toEqual([
      ['5O190127TN364715T', 'flat_rate:1', 200],
      ['5O190127TN364715T', 'free_shipping:2', 200],
      ['5O190127TN364715T', 'flat_rate:4', 200],
    ]);
  });

  it("answers PayPal's 422 ADDRESS_ERROR for an address no zone ships to, and 400 for a body that is not a callback", async () => {
    const s = 'shipping-refused';
    const res = await post(s, SHIPPING, callback('JP'), null).expect(422);
    expect(res.body).toEqual({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ADDRESS_ERROR' }] });
    expect((await storeRows(s, 'payments.shipping_callbacks'))[0]).toMatchObject({ status: 422, selected: null });
    expect((await post(s, SHIPPING, { id: 'X' }, null).expect(400)).body.code).toBe('ppcp_invalid_shipping_callback');
  });
});
