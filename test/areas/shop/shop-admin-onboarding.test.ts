// shop-admin onboarding: the profile (every field type-checked, read back as written, kept in the site option the
// Options API sees), the core profiler's progress, the e-mail prefill, the free-extension bundles (which follow
// the installed plugins) and the product types.
import { describe, expect, it } from 'vitest';
import { expectSchema, fresh, get, post, postForm, SUBSCRIBER, shopAdminSite } from './shop-admin-client.js';

const api = shopAdminSite();

const EMPTY_PROFILE = {
  completed: null,
  skipped: null,
  industry: null,
  business_extensions: null,
  is_agree_marketing: null,
  store_email: null,
  is_store_country_set: null,
  is_plugins_page_skipped: null,
  business_choice: null,
  selling_online_answer: null,
  selling_platforms: null,
  wccom_connected: false,
};

const FULL = {
  completed: true,
  skipped: false,
  industry: ['clothing_and_accessories'],
  business_extensions: ['jetpack', 'woocommerce-payments'],
  is_agree_marketing: true,
  store_email: 'owner@shop.example',
  is_store_country_set: true,
  is_plugins_page_skipped: false,
  business_choice: 'im_already_selling',
  selling_online_answer: 'yes_im_selling_online',
  selling_platforms: ['amazon', null],
};

describe('onboarding profile', () => {
  it('a fresh shop answers every field null and not connected to WooCommerce.com', async () => {
    const res = await get(api, fresh(), '/onboarding/profile').expect(200);
    expect(res.body).toEqual(EMPTY_PROFILE);
    expectSchema('/onboarding/profile', 'GET', res.body);
  });

  it('GET returns what POST wrote, field by field, and later writes merge', async () => {
    const session = fresh();
    const write = await post(api, session, '/onboarding/profile', FULL).expect(200);
    expect(write.body).toEqual({ status: 'success', message: 'Onboarding profile data has been updated.' });
    expectSchema('/onboarding/profile', 'POST', write.body);
    expect((await get(api, session, '/onboarding/profile').expect(200)).body).toEqual({ ...FULL, wccom_connected: false });
    await post(api, session, '/onboarding/profile', { skipped: true, selling_platforms: null }).expect(200);
    const after = (await get(api, session, '/onboarding/profile').expect(200)).body;
    // A null is skipped (WooCommerce's isset()), not stored.
    expect(after).toEqual({ ...FULL, skipped: true, wccom_connected: false });
    expectSchema('/onboarding/profile', 'GET', after);
  });

  it('keeps the profile in the woocommerce_onboarding_profile option, which the Options API reads', async () => {
    const session = fresh();
    await post(api, session, '/onboarding/profile', { business_choice: 'im_just_starting_my_business' }).expect(200);
    const res = await get(api, session, '/options', '&options=woocommerce_onboarding_profile').expect(200);
    expect(res.body).toEqual({ woocommerce_onboarding_profile: { business_choice: 'im_just_starting_my_business' } });
  });

  it.each([
    ['completed', 'yes please', 'completed is not of type boolean.'],
    ['skipped', 'maybe', 'skipped is not of type boolean.'],
    ['is_agree_marketing', 'sure', 'is_agree_marketing is not of type boolean.'],
    ['is_store_country_set', 2, 'is_store_country_set is not of type boolean.'],
    ['is_plugins_page_skipped', [], 'is_plugins_page_skipped is not of type boolean.'],
    ['industry', { a: 1 }, 'industry is not of type array.'],
    ['industry', [['nested']], 'industry[0] is not of type string.'],
    ['business_extensions', [5], 'business_extensions[0] is not of type string.'],
    ['store_email', 42, 'store_email is not of type string.'],
    ['business_choice', ['a'], 'business_choice is not of type string.'],
    ['selling_online_answer', { no: 1 }, 'selling_online_answer is not of type string.'],
    ['selling_platforms', [{ x: 1 }], 'selling_platforms[0] is not of type string,null.'],
    ['context', 'edit', 'context is not view.'],
  ])('refuses a %s of the wrong type (%j) with rest_invalid_param, writing nothing', async (field, value, message) => {
    const session = fresh();
    const res = await post(api, session, '/onboarding/profile', { [field]: value }).expect(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.data.params).toEqual({ [field]: message });
    expect((await get(api, session, '/onboarding/profile').expect(200)).body).toEqual(EMPTY_PROFILE);
  });

  it('checks store_email as WooCommerce does: a given address must be valid, and agreeing to marketing needs one', async () => {
    const bad = await post(api, fresh(), '/onboarding/profile', { store_email: 'not-an-address' }).expect(400);
    expect(bad.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): store_email',
      data: {
        status: 400,
        params: { store_email: 'Invalid email address' },
        details: { store_email: { code: 'rest_invalid_email', message: 'Invalid email address', data: null } },
      },
    });
    await post(api, fresh(), '/onboarding/profile', { is_agree_marketing: true, store_email: '' }).expect(400);
    await post(api, fresh(), '/onboarding/profile', { is_agree_marketing: false, store_email: '' }).expect(200);
  });

  it("stores only a JSON body's fields: form fields are checked but not kept, as WooCommerce reads get_json_params()", async () => {
    const session = fresh();
    await postForm(api, session, '/onboarding/profile', { completed: 'true' }).expect(200);
    expect((await get(api, session, '/onboarding/profile').expect(200)).body.completed).toBeNull();
    const wrong = await postForm(api, session, '/onboarding/profile', { completed: 'perhaps' }).expect(400);
    expect(wrong.body.code).toBe('rest_invalid_param');
  });

  it("needs manage_woocommerce, with WooCommerce's code", async () => {
    const read = await get(api, fresh(), '/onboarding/profile', '', SUBSCRIBER).expect(403);
    expect(read.body).toEqual({ code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot list resources.', data: { status: 403 } });
    const write = await post(api, fresh(), '/onboarding/profile', { completed: true }, null).expect(401);
    expect(write.body.message).toBe('Sorry, you cannot edit this resource.');
  });

  it("the e-mail prefill is the site's admin e-mail", async () => {
    const res = await get(api, fresh(), '/onboarding/profile/experimental_get_email_prefill').expect(200);
    expect(res.body).toEqual({ email: 'admin@example.org' });
  });
});

describe('core profiler progress', () => {
  it("is [] until a step is completed; completing steps records each with the scenario clock's UTC time", async () => {
    const session = fresh();
    expect((await get(api, session, '/onboarding/profile/progress').expect(200)).body).toEqual([]);
    const first = await post(api, session, '/onboarding/profile/progress/core-profiler/complete', { step: 'intro-opt-in' }).expect(200);
    expect(first.body).toEqual({
      results: { core_profiler_completed_steps: { 'intro-opt-in': { completed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) } } },
      status: 'success',
    });
    expectSchema('/onboarding/profile/progress/core-profiler/complete', 'POST', first.body);
    await post(api, session, '/onboarding/profile/progress/core-profiler/complete', { step: 'user-profile' }).expect(200);
    const progress = (await get(api, session, '/onboarding/profile/progress').expect(200)).body;
    expect(Object.keys(progress.core_profiler_completed_steps)).toEqual(['intro-opt-in', 'user-profile']);
    expect(progress.core_profiler_completed_steps['user-profile'].completed_at > progress.core_profiler_completed_steps['intro-opt-in'].completed_at).toBe(
      true,
    );
    expectSchema('/onboarding/profile/progress', 'GET', progress);
  });

  it("needs a step, one of the profiler's", async () => {
    const missing = await post(api, fresh(), '/onboarding/profile/progress/core-profiler/complete', {}).expect(400);
    expect(missing.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): step', data: { status: 400, params: ['step'] } });
    const unknown = await post(api, fresh(), '/onboarding/profile/progress/core-profiler/complete', { step: 'payments' }).expect(400);
    expect(unknown.body.code).toBe('rest_invalid_param');
    expect(unknown.body.data.params.step).toMatch(/^step is not one of intro-opt-in, skip-guided-setup, user-profile/);
  });
});

describe('free extensions and product types', () => {
  it('the bundles say which of their plugins are installed and activated, and follow installs', async () => {
    const session = fresh();
    const before = (await get(api, session, '/onboarding/free-extensions').expect(200)).body;
    expectSchema('/onboarding/free-extensions', 'GET', before);
    const profiler = before.find((b: { key: string }) => b.key === 'obw/core-profiler');
    const byKey = (bundle: { plugins: { key: string }[] }, key: string) => bundle.plugins.find((p) => p.key === key) as Record<string, unknown>;
    expect(byKey(profiler, 'jetpack')).toMatchObject({ is_installed: true, is_activated: true, is_visible: true });
    expect(byKey(profiler, 'pinterest-for-woocommerce')).toMatchObject({ is_installed: false, is_activated: false });
    // A plugin whose spec is not visible is left out.
    expect(byKey(profiler, 'tiktok-for-business')).toBeUndefined();
    await post(api, session, '/plugins/install', { plugins: 'pinterest-for-woocommerce' }).expect(200);
    const after = (await get(api, session, '/onboarding/free-extensions').expect(200)).body;
    expect(
      byKey(
        after.find((b: { key: string }) => b.key === 'obw/core-profiler'),
        'pinterest-for-woocommerce',
      ),
    ).toMatchObject({ is_installed: true, is_activated: false });
  });

  it('product types come from their store, keyed by slug', async () => {
    const res = await get(api, fresh(), '/onboarding/product-types').expect(200);
    expect(res.body.physical).toEqual({ label: 'Physical products', default: true });
    expect(res.body.subscriptions).toMatchObject({ label: 'Subscriptions', product: 27147, slug: 'woocommerce-subscriptions' });
    expectSchema('/onboarding/product-types', 'GET', res.body);
  });
});
