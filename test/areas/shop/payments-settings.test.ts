// shop/v3/payments settings tabs: Settings, Styling, Payment Methods and Pay Later messaging round trips, the
// to-dos that follow them, features and their refresh, the move to advanced cards, and the beta banner.
import { describe, expect, it } from 'vitest';
import { api, connect, expectSchema, get, P, post, storeRows } from './payments-client.js';

const todoIds = async (session: string): Promise<string[]> => {
  const res = await get(session, `${P}/todos`).expect(200);
  expectSchema(`${P}/todos`, 'GET', res.body);
  return (res.body.data.todos as { id: string }[]).map((t) => t.id);
};

describe('settings tab', () => {
  it('reads back what a write set, ignoring fields the tab does not have', async () => {
    const s = 'settings-round-trip';
    const before = await get(s, `${P}/settings`).expect(200);
    expectSchema(`${P}/settings`, 'GET', before.body);
    expect(before.body.data).toMatchObject({ brandName: 'Mock Shop', invoicePrefix: 'WC-', threeDSecure: 'only-required-3d-secure' });
    const written = await post(s, `${P}/settings`, { brandName: 'Acme', disabledCards: ['amex'], authorizeOnly: 'true', bogus: 'x' }).expect(200);
    expectSchema(`${P}/settings`, 'POST', written.body);
    expect(written.body.data).toMatchObject({ brandName: 'Acme', disabledCards: ['amex'], authorizeOnly: true });
    expect(written.body.data).not.toHaveProperty('bogus');
    expect((await get(s, `${P}/settings`).expect(200)).body).toEqual(written.body);
  });

  it('refuses a value outside the choices the tab offers', async () => {
    const res = await post('settings-bad', `${P}/settings`, { landingPage: 'everywhere' }).expect(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { landingPage: expect.stringContaining('is not one of any, login, and guest_checkout') } },
    });
  });
});

describe('styling tab', () => {
  it('merges the fields given into each location and reads them back', async () => {
    const s = 'styling';
    const before = (await get(s, `${P}/styling`).expect(200)).body.data;
    const res = await post(s, `${P}/styling`, {
      product: { enabled: true, color: 'blue' },
      cart: { shape: 'pill', sparkle: true },
      nowhere: { enabled: true },
    }).expect(200);
    expectSchema(`${P}/styling`, 'POST', res.body);
    expect(res.body.data.product).toEqual({ ...before.product, enabled: true, color: 'blue' });
    expect(res.body.data.cart).toEqual({ ...before.cart, shape: 'pill' });
    expect(res.body.data).not.toHaveProperty('nowhere');
    expect((await get(s, `${P}/styling`).expect(200)).body).toEqual(res.body);
  });

  it('refuses a field value of the wrong kind and changes nothing', async () => {
    const s = 'styling-bad';
    const res = await post(s, `${P}/styling`, { cart: { color: 'purple' }, product: { enabled: true } }).expect(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { cart: expect.stringContaining('cart[color] is not one of') } } });
    expect((await post(s, `${P}/styling`, { miniCart: 'red' }).expect(400)).body.data.params.miniCart).toBe('miniCart is not of type object.');
    expect((await get(s, `${P}/styling`).expect(200)).body.data.product.enabled).toBe(false);
  });
});

describe('payment methods tab', () => {
  it("turns gateways on and off, renames them and sets the tab's flags", async () => {
    const s = 'payment-methods';
    const res = await post(s, `${P}/payment`, {
      'ppcp-googlepay': { enabled: true, title: 'GPay', icon: 'mine' },
      venmo: { enabled: false },
      paypalShowLogo: true,
    }).expect(200);
    expectSchema(`${P}/payment`, 'POST', res.body);
    expect(res.body.data['ppcp-googlepay']).toMatchObject({ enabled: true, title: 'GPay', itemTitle: 'Google Pay', icon: 'payment-method-google-pay' });
    expect(res.body.data.venmo.enabled).toBe(false);
    expect(res.body.data.paypalShowLogo).toBe(true);
    const read = await get(s, `${P}/payment`).expect(200);
    expectSchema(`${P}/payment`, 'GET', read.body);
    expect(read.body).toEqual(res.body);
  });

  it('moves from the card button to advanced cards for good', async () => {
    const s = 'migrate-cards';
    const res = await post(s, `${P}/migrate-to-advanced-cards`).expect(200);
    expectSchema(`${P}/migrate-to-advanced-cards`, 'POST', res.body);
    expect(res.body).toEqual({ success: true, data: { success: true } });
    const methods = (await get(s, `${P}/payment`).expect(200)).body.data;
    expect(methods['ppcp-card-button-gateway'].enabled).toBe(false);
    expect(methods['ppcp-credit-card-gateway'].enabled).toBe(true);
  });
});

describe('pay later messaging tab', () => {
  it('merges each placement, the custom placement item by item, and reads them back', async () => {
    const s = 'pay-later';
    const res = await post(s, `${P}/pay_later_messaging`, { cart: { status: 'enabled', 'text-size': '14' }, custom_placement: [{ status: 'enabled' }] }).expect(
      200,
    );
    expectSchema(`${P}/pay_later_messaging`, 'POST', res.body);
    expect(res.body.data.cart).toMatchObject({ status: 'enabled', 'text-size': '14', placement: 'cart', layout: 'text' });
    expect(res.body.data.custom_placement).toEqual([{ status: 'enabled', message_reference: 'woocommerceBlock' }]);
    const read = await get(s, `${P}/pay_later_messaging`).expect(200);
    expectSchema(`${P}/pay_later_messaging`, 'GET', read.body);
    expect(read.body).toEqual(res.body);
  });
});

describe('to-dos', () => {
  it('follow the connection and the tabs: eligible ones come and go as the merchant acts', async () => {
    const s = 'todos-move';
    expect(await todoIds(s)).toEqual(['add_paypal_buttons_product']);
    await connect(s);
    expect(await todoIds(s)).toEqual(['enable_fastlane', 'enable_pay_later_messaging', 'add_paypal_buttons_product', 'enable_apple_pay', 'enable_google_pay']);
    await post(s, `${P}/pay_later_messaging`, { cart: { status: 'enabled' } }).expect(200);
    await post(s, `${P}/styling`, { product: { enabled: true } }).expect(200);
    await post(s, `${P}/payment`, { 'ppcp-applepay': { enabled: true } }).expect(200);
    expect(await todoIds(s)).toEqual([
      'enable_fastlane',
      'add_pay_later_messaging_product_page',
      'add_pay_later_messaging_checkout',
      'register_domain_apple_pay',
      'enable_google_pay',
    ]);
  });

  it('dismisses, resets the dismissed, and completes a click-to-complete to-do for good', async () => {
    const s = 'todos-lists';
    await connect(s);
    await post(s, `${P}/payment`, { 'ppcp-applepay': { enabled: true } }).expect(200);
    const dismissed = await post(s, `${P}/todos`, { dismissedTodos: ['enable_fastlane', 'enable_fastlane', 7] }).expect(200);
    expectSchema(`${P}/todos`, 'POST', dismissed.body);
    expect(dismissed.body).toEqual({ success: true, data: { dismissedTodos: ['enable_fastlane'], completedOnClickTodos: [] } });
    const echoed = await post(s, `${P}/todos`, { note: 'kept as sent' }).expect(200);
    expect(echoed.body).toEqual({ success: true, data: { note: 'kept as sent' } });
    const completed = await post(s, `${P}/todos/complete`, { todoId: 'register_domain_apple_pay' }).expect(200);
    expectSchema(`${P}/todos/complete`, 'POST', completed.body);
    expect(completed.body.data).toEqual({ message: 'Todo marked as completed on click successfully.', todoId: 'register_domain_apple_pay' });
    const list = (await get(s, `${P}/todos`).expect(200)).body.data;
    expect(list.todos.map((t: { id: string }) => t.id)).not.toContain('register_domain_apple_pay');
    expect(list).toMatchObject({ dismissedTodos: ['enable_fastlane'], completedOnClickTodos: ['register_domain_apple_pay'] });
    const reset = await post(s, `${P}/todos/reset`).expect(200);
    expectSchema(`${P}/todos/reset`, 'POST', reset.body);
    expect(reset.body).toEqual({ success: true, data: { message: 'Dismissed todos reset successfully.' } });
    expect((await get(s, `${P}/todos`).expect(200)).body.data).toMatchObject({ dismissedTodos: [], completedOnClickTodos: ['register_domain_apple_pay'] });
  });

  it("answers the plugin's failure when no to-do is named", async () => {
    expect((await post('todos-no-id', `${P}/todos/complete`).expect(200)).body).toEqual({ success: false, message: 'Todo ID is required.' });
  });
});

describe('features', () => {
  it('are all off until a merchant connects, then on as its capabilities say', async () => {
    const s = 'features';
    const before = await get(s, `${P}/features`).expect(200);
    expectSchema(`${P}/features`, 'GET', before.body);
    expect(before.body.data.features.map((f: { id: string }) => f.id)).toEqual([
      'save_paypal_and_venmo',
      'advanced_credit_and_debit_cards',
      'alternative_payment_methods',
      'google_pay',
      'apple_pay',
      'pay_later_messaging',
    ]);
    expect(before.body.data.features.every((f: { enabled: boolean }) => !f.enabled)).toBe(true);
    await connect(s);
    await post(s, `${P}/settings`, { savePaypalAndVenmo: true }).expect(200);
    const after = (await get(s, `${P}/features`).expect(200)).body.data.features as { id: string; enabled: boolean }[];
    expect(Object.fromEntries(after.map((f) => [f.id, f.enabled]))).toMatchObject({ apple_pay: true, save_paypal_and_venmo: true, pay_later_messaging: false });
  });

  it('refresh at most once a minute of the scenario clock', async () => {
    const s = 'features-refresh';
    const first = await post(s, `${P}/refresh-features`).expect(200);
    expectSchema(`${P}/refresh-features`, 'POST', first.body);
    expect(first.body).toEqual({ success: true, data: { message: 'Feature status refreshed successfully.' } });
    const again = await post(s, `${P}/refresh-features`).expect(200);
    expectSchema(`${P}/refresh-features`, 'POST', again.body);
    expect(again.body).toEqual({ success: false, message: 'Wait 59 seconds before trying again.' });
    await api.put('/__mock/clock').send({ session: s, advance: 60 }).expect(200);
    expect((await post(s, `${P}/refresh-features`).expect(200)).body.success).toBe(true);
  });
});

describe('agentic beta banner', () => {
  it('is dismissed, snoozed for seven days of the scenario clock, and applied for', async () => {
    const s = 'banner';
    const now = Math.floor(Date.parse((await api.get(`/__mock/clock?session=${s}`).expect(200)).body.now) / 1000);
    const remind = await post(s, `${P}/agentic-beta-banner/remind`).expect(200);
    expectSchema(`${P}/agentic-beta-banner/remind`, 'POST', remind.body);
    expect(remind.body.data.snoozed_until).toBe(now + 7 * 24 * 3600);
    const dismiss = await post(s, `${P}/agentic-beta-banner/dismiss`).expect(200);
    expectSchema(`${P}/agentic-beta-banner/dismiss`, 'POST', dismiss.body);
    const apply = await post(s, `${P}/agentic-beta-banner/apply`).expect(200);
    expectSchema(`${P}/agentic-beta-banner/apply`, 'POST', apply.body);
    expect(apply.body).toEqual({ success: true, data: { status: 'applied' } });
    expect(await storeRows(s, 'payments.agentic_banner')).toEqual([{ dismissed: true, status: 'applied', snoozed_until: now + 7 * 24 * 3600 }]);
  });
});
