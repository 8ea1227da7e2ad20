// shop/v3/payments connection: onboarding, direct and OAuth login, disconnect, the merchant, common and seller
// views that follow the connection, the login link, and the client secret that is never answered or kept.
import { describe, expect, it } from 'vitest';
import { ADMIN, basic } from '../../helpers.js';
import { api, CLIENT_ID, CLIENT_SECRET, connect, expectSchema, get, P, post, state, storeRows } from './payments-client.js';

const SUBSCRIBER = basic('subscriber', 'subscriber-password');

describe('onboarding', () => {
  it("answers the wizard's progress and flags, and reads back what a write set (typed)", async () => {
    const s = 'onboarding-round-trip';
    const first = await get(s, `${P}/onboarding`).expect(200);
    expectSchema(`${P}/onboarding`, 'GET', first.body);
    expect(first.body.data).toMatchObject({ completed: false, step: 0, products: [] });
    expect(first.body.flags.canUseCasualSelling).toBe(true);
    const written = await post(s, `${P}/onboarding`, { step: '3', isCasualSeller: true, products: ['virtual', 'subscriptions'], unknown: 1 }).expect(200);
    expectSchema(`${P}/onboarding`, 'POST', written.body);
    expect(written.body.data).toMatchObject({ step: 3, isCasualSeller: true, products: ['virtual', 'subscriptions'] });
    expect(written.body.data).not.toHaveProperty('unknown');
    expect((await get(s, `${P}/onboarding`).expect(200)).body.data).toEqual(written.body.data);
  });

  it("refuses a value of the wrong type with WordPress's rest_invalid_param, changing nothing", async () => {
    const s = 'onboarding-bad-type';
    const res = await post(s, `${P}/onboarding`, { completed: 'maybe' }).expect(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { completed: 'completed is not of type boolean.' } } });
    expect((await get(s, `${P}/onboarding`).expect(200)).body.data.completed).toBe(false);
  });
});

describe('a shop no merchant is connected to', () => {
  it('shows an empty merchant, no merchant features, and cannot fetch the seller account', async () => {
    const s = 'fresh-shop';
    const common = await get(s, `${P}/common`).expect(200);
    expectSchema(`${P}/common`, 'GET', common.body);
    expect(common.body).toMatchObject({
      success: true,
      data: { useSandbox: false, useManualConnection: false },
      wooSettings: { storeCountry: 'US', storeCurrency: 'USD', ownBrandOnly: false },
      merchant: { isConnected: false, isSandbox: false, id: '', email: '', sellerType: 'unknown', clientId: '', clientSecret: '' },
    });
    expect(common.body).not.toHaveProperty('features');
    const merchant = await get(s, `${P}/common/merchant`).expect(200);
    expectSchema(`${P}/common/merchant`, 'GET', merchant.body);
    expect(merchant.body).toEqual({ success: true, data: [], merchant: common.body.merchant });
    const seller = await get(s, `${P}/common/seller-account`).expect(200);
    expectSchema(`${P}/common/seller-account`, 'GET', seller.body);
    expect(seller.body).toEqual({ success: false, message: 'Could not fetch sellers status.' });
  });
});

describe("the store's country", () => {
  it('comes from the woocommerce_default_country option: the Woo settings, the seller account and the features follow it', async () => {
    const s = 'store-country';
    const state = (await api.get(`/__mock/state?session=${s}`).expect(200)).body;
    state.options.woocommerce_default_country = 'DE:BE';
    state.options.woocommerce_currency = 'EUR';
    await api.put(`/__mock/state?session=${s}`).send(state).expect(200);
    expect((await get(s, `${P}/common`).expect(200)).body.wooSettings).toEqual({ storeCountry: 'DE', storeCurrency: 'EUR', ownBrandOnly: false });
    await connect(s);
    expect((await get(s, `${P}/common/seller-account`).expect(200)).body.data).toEqual({ country: 'DE' });
    const features = (await get(s, `${P}/features`).expect(200)).body.data.features as { id: string; buttons: { url?: string }[] }[];
    expect(features.find((f) => f.id === 'pay_later_messaging')!.buttons.at(-1)!.url).toBe(
      'https://www.paypal.com/de/business/accept-payments/checkout/installments',
    );
  });
});

describe('direct login', () => {
  it('connects a business account; common, merchant and seller account show it', async () => {
    const s = 'direct-login';
    const res = await post(s, `${P}/authenticate/direct`, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, useSandbox: true }).expect(200);
    expectSchema(`${P}/authenticate/direct`, 'POST', res.body);
    expect(res.body.data.merchantId).toMatch(/^[A-Z0-9]{13}$/);
    expect(res.body.data.email).toMatch(/^sb-[a-z]{5}\d{8}@business\.example\.com$/);
    const common = (await get(s, `${P}/common`).expect(200)).body;
    expectSchema(`${P}/common`, 'GET', common);
    expect(common.merchant).toEqual({
      isConnected: true,
      isSandbox: true,
      id: res.body.data.merchantId,
      email: res.body.data.email,
      sellerType: 'business',
      clientId: CLIENT_ID,
      clientSecret: '<CLIENT_SECRET>',
      isSendOnlyCountry: false,
    });
    expect(Object.values(common.features).every((f) => (f as { enabled: boolean }).enabled)).toBe(true);
    expect((await get(s, `${P}/common/merchant`).expect(200)).body.features).toEqual(common.features);
    expect((await get(s, `${P}/common/seller-account`).expect(200)).body).toEqual({ success: true, data: { country: 'US' } });
  });

  it('gives the same credentials the same account in another session and on another app; live accounts have live e-mails', async () => {
    const a = await connect('direct-same-a');
    const b = await connect('direct-same-b');
    expect(b).toEqual(a);
    const live = await connect('direct-live', false);
    expect(live.merchantId).toBe(a.merchantId);
    expect(live.email).toMatch(/^shop-[a-z]{6}@example\.com$/);
  });

  it.each([
    ['a client id that is not 80 characters', { clientId: 'Ashort', clientSecret: CLIENT_SECRET }, 400, 'rest_invalid_param'],
    ['no client secret', { clientId: CLIENT_ID }, 400, 'rest_missing_callback_param'],
  ])("refuses %s with WordPress's argument error", async (_, body, status, code) => {
    const res = await post('direct-args', `${P}/authenticate/direct`, body).expect(status);
    expect(res.body.code).toBe(code);
  });

  it.each([
    ['a blank client id', { clientId: ' '.repeat(80), clientSecret: CLIENT_SECRET }, 'No client ID provided.'],
    ['a blank client secret', { clientId: CLIENT_ID, clientSecret: '  ' }, 'No client secret provided.'],
    ['credentials PayPal would not take', { clientId: 'x'.repeat(80), clientSecret: 'not-a-secret' }, 'Could not create token.'],
  ])("answers the plugin's failure for %s and stays disconnected", async (_, body, message) => {
    const s = `direct-fails-${message}`;
    const res = await post(s, `${P}/authenticate/direct`, body).expect(200);
    expectSchema(`${P}/authenticate/direct`, 'POST', res.body);
    expect(res.body).toEqual({ success: false, message });
    expect((await get(s, `${P}/common`).expect(200)).body.merchant.isConnected).toBe(false);
  });
});

describe('the client secret', () => {
  it('is never answered, stored, listed in the request journal or confirmed by verify', async () => {
    const s = 'secret-kept';
    await api.post(`/__mock/reset?session=${s}`).expect(200);
    await post(s, `${P}/authenticate/direct`, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }).expect(200);
    // WordPress also takes arguments from the query string: that copy must not be listed either.
    await api
      .post(`/index.php?rest_route=${P}/authenticate/direct&clientId=${CLIENT_ID}&clientSecret=${CLIENT_SECRET}`)
      .set('X-Mock-Session', s)
      .set('Authorization', ADMIN)
      .expect(200);
    const answers = await Promise.all([`${P}/common`, `${P}/common/merchant`, `${P}/webhooks`].map((r) => get(s, r).expect(200)));
    for (const a of answers) expect(a.text).not.toContain(CLIENT_SECRET);
    expect(JSON.stringify(await state(s))).not.toContain(CLIENT_SECRET);
    const journal = await api.get(`/__mock/journal?session=${s}`).expect(200);
    expect(journal.text).not.toContain(CLIENT_SECRET);
    const withQuery = (journal.body as { route: string; query: Record<string, unknown> }[]).filter((e) => e.query.clientId === CLIENT_ID);
    expect(withQuery.map((e) => e.query.clientSecret)).toEqual(['[redacted]']);
    const verify = await api
      .post('/__mock/verify')
      .send({ match: { session: s, body: { clientSecret: CLIENT_SECRET } } })
      .expect(200);
    expect(verify.body.count).toBe(0);
    const sent = await api
      .post('/__mock/verify')
      .send({ match: { session: s, body: { clientId: CLIENT_ID } } })
      .expect(200);
    expect(sent.body.count).toBe(1);
  });
});

describe('OAuth login (the login-link flow)', () => {
  it('connects the account PayPal onboarded: a business account with PayPal-issued credentials', async () => {
    const s = 'oauth-login';
    const res = await post(s, `${P}/authenticate/oauth`, { sharedId: 'shared-onboarding-id-42', authCode: 'C21AAL-one-time-code', useSandbox: true }).expect(
      200,
    );
    expectSchema(`${P}/authenticate/oauth`, 'POST', res.body);
    expect(res.body).toEqual({ success: true, data: true });
    const { merchant, features } = (await get(s, `${P}/common`).expect(200)).body;
    expect(merchant).toMatchObject({ isConnected: true, isSandbox: true, sellerType: 'business', clientSecret: '<CLIENT_SECRET>' });
    expect(merchant.clientId).toMatch(/^A[\w-]{79}$/);
    expect(features.advanced_credit_and_debit_cards.enabled).toBe(true);
    expect(JSON.stringify(await state(s))).not.toContain('C21AAL-one-time-code');
  });

  it("connects a casual seller's personal account without card processing or wallets", async () => {
    const s = 'oauth-casual';
    await post(s, `${P}/onboarding`, { isCasualSeller: true }).expect(200);
    await post(s, `${P}/authenticate/oauth`, { sharedId: 'casual-shared-id', authCode: 'code' }).expect(200);
    const { merchant, features } = (await get(s, `${P}/common`).expect(200)).body;
    expect(merchant).toMatchObject({ isConnected: true, isSandbox: false, sellerType: 'personal' });
    expect(features).toMatchObject({
      advanced_credit_and_debit_cards: { enabled: false },
      apple_pay: { enabled: false },
      pay_later_messaging: { enabled: true },
    });
  });

  it.each([
    [{ sharedId: ' ', authCode: 'code' }, 'No onboarding ID provided.'],
    [{ sharedId: 'shared', authCode: '' }, 'No authorization code provided.'],
  ])("answers the plugin's failure for %j", async (body, message) => {
    const res = await post('oauth-fails', `${P}/authenticate/oauth`, body).expect(200);
    expect(res.body).toEqual({ success: false, message });
  });
});

describe('disconnect', () => {
  it('clears the merchant, its features and its webhook; the flags stay', async () => {
    const s = 'disconnect';
    await connect(s);
    await post(s, `${P}/common`, { useSandbox: true }).expect(200);
    const res = await post(s, `${P}/authenticate/disconnect`).expect(200);
    expectSchema(`${P}/authenticate/disconnect`, 'POST', res.body);
    expect(res.body).toEqual({ success: true, data: 'OK' });
    const common = (await get(s, `${P}/common`).expect(200)).body;
    expect(common.merchant).toMatchObject({ isConnected: false, id: '', email: '', clientId: '', clientSecret: '' });
    expect(common).not.toHaveProperty('features');
    expect(common.data.useSandbox).toBe(true);
    expect((await get(s, `${P}/webhooks`).expect(200)).body).toEqual({ success: false, message: 'No webhooks found.' });
  });

  it('with reset, also puts every settings tab back at its start', async () => {
    const s = 'disconnect-reset';
    await connect(s);
    await post(s, `${P}/settings`, { brandName: 'Changed' }).expect(200);
    await post(s, `${P}/styling`, { product: { enabled: true } }).expect(200);
    await post(s, `${P}/authenticate/disconnect`, { reset: true }).expect(200);
    expect((await get(s, `${P}/settings`).expect(200)).body.data.brandName).toBe('Mock Shop');
    expect((await get(s, `${P}/styling`).expect(200)).body.data.product.enabled).toBe(false);
  });
});

describe('common settings', () => {
  it('writes the sandbox and manual-connection flags as booleans and ignores other fields', async () => {
    const s = 'common-write';
    const res = await post(s, `${P}/common`, { useSandbox: 'true', useManualConnection: 1, merchant: { isConnected: true } }).expect(200);
    expectSchema(`${P}/common`, 'POST', res.body);
    expect(res.body.data).toEqual({ useSandbox: true, useManualConnection: true });
    expect(res.body.merchant.isConnected).toBe(false);
    expect((await get(s, `${P}/common`).expect(200)).body.data).toEqual(res.body.data);
  });

  it('refuses a flag that is not a boolean', async () => {
    const res = await post('common-bad', `${P}/common`, { useSandbox: 'sometimes' }).expect(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { useSandbox: 'useSandbox is not of type boolean.' } } });
  });
});

describe('login link', () => {
  it('answers a PayPal sign-up link, the same one for the same request, another for another environment', async () => {
    const s = 'login-link';
    const body = { products: ['PPCP', 'ADVANCED_VAULTING'], useSandbox: true };
    const first = await post(s, `${P}/login_link`, body).expect(200);
    expectSchema(`${P}/login_link`, 'POST', first.body);
    expect(first.body.data).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/bizsignup\/partner\/entry\?referralToken=[A-Za-z0-9]{88}&displayMode=minibrowser$/);
    expect((await post(s, `${P}/login_link`, { products: ['ADVANCED_VAULTING', 'PPCP'], useSandbox: true }).expect(200)).body.data).toBe(first.body.data);
    const live = (await post(s, `${P}/login_link`, { products: ['PPCP', 'ADVANCED_VAULTING'] }).expect(200)).body.data;
    expect(live).toMatch(/^https:\/\/www\.paypal\.com\/bizsignup\//);
    expect(await storeRows(s, 'payments.login_links')).toHaveLength(2);
  });

  it('answers an empty link when no product is asked for; products are required', async () => {
    expect((await post('login-link-empty', `${P}/login_link`, { products: [] }).expect(200)).body).toEqual({ success: true, data: '' });
    expect((await post('login-link-empty', `${P}/login_link`, {}).expect(400)).body.code).toBe('rest_missing_callback_param');
  });
});

describe('who may call', () => {
  it('refuses a subscriber with rest_forbidden (403) and an anonymous caller with 401', async () => {
    const sub = await post('who', `${P}/authenticate/direct`, { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }, SUBSCRIBER).expect(403);
    expect(sub.body.code).toBe('rest_forbidden');
    expect((await get('who', `${P}/common`, '', null).expect(401)).body.code).toBe('rest_forbidden');
  });
});
