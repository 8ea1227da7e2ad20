// shop-admin settings: the Options API on the site's own options (what it writes, every area reads), payment
// gateway suggestions that follow the store's country and their dismissal, features, experiments, and the
// tax-recommendation and notice dismissals.
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../helpers.js';
import { expectSchema, fresh, get, post, postForm, SHOP_MANAGER, shopAdminSite } from './shop-admin-client.js';

const api = shopAdminSite();

const options = async (session: string, names: string) => (await get(api, session, '/options', `&options=${names}`).expect(200)).body;

describe('options', () => {
  it("GET answers each option asked for: WooCommerce's install values, WordPress's own, false when unset", async () => {
    const res = await get(
      api,
      fresh(),
      '/options',
      '&options=woocommerce_default_country,blogname,woocommerce_task_list_hidden,woocommerce_no_sales_tax',
    ).expect(200);
    expect(res.body).toEqual({
      woocommerce_default_country: 'US:CA',
      blogname: 'Mock Site',
      woocommerce_task_list_hidden: 'no',
      woocommerce_no_sales_tax: false,
    });
    expectSchema('/options', 'GET', res.body);
  });

  it('POST answers whether update_option() changed each option, and GET reads the new values back', async () => {
    const session = fresh();
    const res = await post(api, session, '/options', {
      woocommerce_default_country: 'GB',
      woocommerce_task_list_hidden: 'no',
      woocommerce_calc_taxes: true,
    }).expect(200);
    expect(res.body).toEqual({ woocommerce_default_country: true, woocommerce_task_list_hidden: false, woocommerce_calc_taxes: true });
    expectSchema('/options', 'POST', res.body);
    // Scalars come back as wp_options stores them: true is "1".
    expect(await options(session, 'woocommerce_default_country,woocommerce_calc_taxes')).toEqual({
      woocommerce_default_country: 'GB',
      woocommerce_calc_taxes: '1',
    });
    expect((await post(api, session, '/options', { woocommerce_default_country: 'GB' }).expect(200)).body).toEqual({ woocommerce_default_country: false });
  });

  it("writes the site's own options: a new blogname is the index's name", async () => {
    const session = fresh();
    await post(api, session, '/options', { blogname: 'Corner Shop' }).expect(200);
    expect(await options(session, 'blogname')).toEqual({ blogname: 'Corner Shop' });
  });

  it("keeps each session's options apart", async () => {
    const a = fresh();
    await post(api, a, '/options', { woocommerce_weight_unit: 'lbs' }).expect(200);
    expect(await options(fresh(), 'woocommerce_weight_unit')).toEqual({ woocommerce_weight_unit: 'kg' });
  });

  it('an empty object changes nothing and answers []', async () => {
    expect((await post(api, fresh(), '/options', {}).expect(200)).body).toEqual([]);
  });

  it('refuses a GET without option names and a POST without a JSON object as WooCommerce does: 500, the status as bare data', async () => {
    const names = await get(api, fresh(), '/options').expect(500);
    expect(names.body).toEqual({ code: 'woocommerce_rest_cannot_view', message: 'You must supply an array of options.', data: 500 });
    const form = await postForm(api, fresh(), '/options', { blogname: 'x' }).expect(500);
    expect(form.body).toEqual({ code: 'woocommerce_rest_cannot_update', message: 'You must supply an array of options and values.', data: 500 });
  });

  it('answers false for names that are no option, even those every JavaScript object has, and refuses writing an impossible name', async () => {
    const session = fresh();
    expect(await options(session, 'constructor,toString')).toEqual({ constructor: false, toString: false });
    const res = await post(api, session, '/options', '{"__proto__":{"polluted":true}}').set('Content-Type', 'application/json').expect(400);
    expect(res.body.message).toBe('"__proto__" is not an option name: option names are 1 to 191 characters.');
    expect(await options(session, 'polluted')).toEqual({ polluted: false });
  });

  it("lets a shop manager use WooCommerce's allow-listed options only; others need manage_options", async () => {
    const session = fresh();
    await get(api, session, '/options', '&options=woocommerce_default_country', SHOP_MANAGER).expect(200);
    const read = await get(api, session, '/options', '&options=admin_email', SHOP_MANAGER).expect(403);
    expect(read.body).toEqual({ code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot view these options.', data: { status: 403 } });
    const write = await post(api, session, '/options', { woocommerce_allow_tracking: 'yes', siteurl: 'https://evil.example' }, SHOP_MANAGER).expect(403);
    expect(write.body.code).toBe('woocommerce_rest_cannot_update');
    expect(await options(session, 'woocommerce_allow_tracking')).toEqual({ woocommerce_allow_tracking: 'no' });
    expect((await get(api, session, '/options', '&options=admin_email').set('Authorization', ADMIN).expect(200)).body).toEqual({
      admin_email: 'admin@example.org',
    });
  });
});

describe('payment gateway suggestions', () => {
  const ids = (body: { id: string }[]) => body.map((s) => s.id);

  it("lists the suggestions for the store's country, visible, and follows a change of country", async () => {
    const session = fresh();
    const us = await get(api, session, '/payment-gateway-suggestions').expect(200);
    expect(ids(us.body)).toEqual(['woocommerce_payments', 'ppcp-gateway', 'stripe', 'square_credit_card']);
    expect(us.body.every((s: { is_visible: boolean; countries?: unknown }) => s.is_visible === true && s.countries === undefined)).toBe(true);
    expectSchema('/payment-gateway-suggestions', 'GET', us.body);
    await post(api, session, '/options', { woocommerce_default_country: 'IN' }).expect(200);
    expect(ids((await get(api, session, '/payment-gateway-suggestions').expect(200)).body)).toEqual(['ppcp-gateway', 'stripe', 'razorpay']);
  });

  it('dismissing hides them (true the first time, false after); force_default_suggestions still lists them', async () => {
    const session = fresh();
    expect((await post(api, session, '/payment-gateway-suggestions/dismiss').expect(200)).body).toBe(true);
    expect((await post(api, session, '/payment-gateway-suggestions/dismiss').expect(200)).body).toBe(false);
    expect((await get(api, session, '/payment-gateway-suggestions').expect(200)).body).toEqual([]);
    expect((await get(api, session, '/payment-gateway-suggestions', '&force_default_suggestions=true').expect(200)).body.length).toBe(4);
    expect(await options(session, 'woocommerce_setting_payments_recommendations_hidden')).toEqual({
      woocommerce_setting_payments_recommendations_hidden: 'yes',
    });
  });

  it('are off while marketplace suggestions are turned off', async () => {
    const session = fresh();
    await post(api, session, '/options', { woocommerce_show_marketplace_suggestions: 'no' }).expect(200);
    expect((await get(api, session, '/payment-gateway-suggestions').expect(200)).body).toEqual([]);
  });
});

describe('features and experiments', () => {
  it("features lists wc-admin's features; an optional one goes with its option", async () => {
    const session = fresh();
    const before = (await get(api, session, '/features').expect(200)).body;
    expect(before).toContain('analytics');
    expect(before).toContain('onboarding');
    expectSchema('/features', 'GET', before);
    await post(api, session, '/options', { woocommerce_analytics_enabled: 'no' }).expect(200);
    expect((await get(api, session, '/features').expect(200)).body).not.toContain('analytics');
  });

  it('an experiment assigns one of its variations, the same for the same visitor; an unknown one answers null', async () => {
    const session = fresh();
    const first = await get(api, session, '/experiments/assignment', '&experiment_name=woocommerce_core_profiler_2025&anon_id=visitor-1').expect(200);
    expect(first.body).toEqual({ variations: { woocommerce_core_profiler_2025: expect.stringMatching(/^(control|treatment)$/) }, ttl: 3600 });
    expectSchema('/experiments/assignment', 'GET', first.body);
    const again = await get(api, session, '/experiments/assignment', '&experiment_name=woocommerce_core_profiler_2025&anon_id=visitor-1').expect(200);
    expect(again.body).toEqual(first.body);
    const unknown = await get(api, session, '/experiments/assignment', '&experiment_name=nope').expect(200);
    expect(unknown.body).toEqual({ variations: { nope: null }, ttl: 3600 });
  });

  it('an assignment needs experiment_name', async () => {
    const res = await get(api, fresh(), '/experiments/assignment').expect(400);
    expect(res.body).toEqual({ code: 'woocommerce_rest_experiment_name_required', message: 'Sorry, experiment_name is required.', data: { status: 400 } });
  });
});

describe('dismissals', () => {
  it('tax/recommendations/dismiss sets the option the settings page reads', async () => {
    const session = fresh();
    expect((await post(api, session, '/tax/recommendations/dismiss').expect(200)).body).toEqual({ dismissed: true });
    expect(await options(session, 'woocommerce_settings_tax_recommendations_hidden')).toEqual({ woocommerce_settings_tax_recommendations_hidden: 'yes' });
  });

  it('notice/dismiss dismisses a known notice with the nonce, answers false for another, 401 without the nonce', async () => {
    const session = fresh();
    const ok = await post(api, session, '/notice/dismiss', { notice_id: 'woo-connect-notice', dismiss_notice_nonce: 'mock-site-nonce' }).expect(200);
    expect(ok.body).toEqual({ success: true });
    expectSchema('/notice/dismiss', 'POST', ok.body);
    expect((await post(api, session, '/notice/dismiss', { notice_id: 'other', dismiss_notice_nonce: 'mock-site-nonce' }).expect(200)).body).toEqual({
      success: false,
    });
    const bad = await post(api, session, '/notice/dismiss', { notice_id: 'woo-connect-notice', dismiss_notice_nonce: 'wrong' }).expect(401);
    expect(bad.body).toEqual({ code: 'unauthorized', message: 'Invalid nonce.', data: { status: 401 } });
  });
});
