// WooCommerce's WP_Errors whose data is a bare status (`new WP_Error( $code, $message, 404 )`) or nothing: WordPress
// finds no `data.status` in them, so it answers HTTP 500 and passes the data through as it is. The mock copies
// that quirk wherever the shop-admin routes meet one, and the Options API's check order with it.
import { describe, expect, it } from 'vitest';
import { fresh, get, post, postForm, shopAdminSite, SUBSCRIBER } from './shop-admin-client.js';

const api = shopAdminSite();
const noJetpack = shopAdminSite({ data: { records: { 'plugins.installed': [{ id: 'woocommerce', file: 'woocommerce/woocommerce.php', status: 'active' }] } } });

describe('WooCommerce errors with a bare status', () => {
  it.each([
    ['GET options without `options`', () => get(api, fresh(), '/options'), 'woocommerce_rest_cannot_view', 'You must supply an array of options.', 500],
    [
      'GET options without `options`, anonymous',
      () => get(api, fresh(), '/options', '', null),
      'woocommerce_rest_cannot_view',
      'You must supply an array of options.',
      500,
    ],
    [
      'GET options with `options` as an array',
      () => get(api, fresh(), '/options', '&options[]=blogname'),
      'woocommerce_rest_cannot_view',
      'You must supply an array of options.',
      500,
    ],
    [
      'POST options form-encoded, anonymous',
      () => postForm(api, fresh(), '/options', { blogname: 'x' }, null),
      'woocommerce_rest_cannot_update',
      'You must supply an array of options and values.',
      500,
    ],
    [
      'POST options with a JSON string',
      () => post(api, fresh(), '/options', '"blogname"').set('Content-Type', 'application/json'),
      'woocommerce_rest_cannot_update',
      'You must supply an array of options and values.',
      500,
    ],
    [
      'POST plugins/install without plugins',
      () => post(api, fresh(), '/plugins/install', {}),
      'woocommerce_rest_invalid_plugins',
      'Plugins must be a non-empty array.',
      404,
    ],
    [
      'POST plugins/activate with an empty plugins list',
      () => post(api, fresh(), '/plugins/activate', { plugins: '' }),
      'woocommerce_rest_invalid_plugins',
      'Plugins must be a non-empty array.',
      404,
    ],
    [
      'activating a marketing plugin that is not installed',
      () => post(api, fresh(), '/marketing/overview/activate-plugin', { plugin: 'klaviyo' }),
      'woocommerce_rest_invalid_plugin',
      'Invalid plugin.',
      404,
    ],
    [
      'connect-connector without Jetpack',
      () => get(noJetpack, fresh(), '/plugins/connect-connector'),
      'woocommerce_rest_jetpack_not_active',
      'Jetpack is not installed or active.',
      404,
    ],
    [
      'connect-processor-a without WooPayments',
      () => post(noJetpack, fresh(), '/plugins/connect-processor-a'),
      'woocommerce_rest_helper_connect',
      'There was an error communicating with the WooCommerce Payments plugin.',
      500,
    ],
    [
      'connect-processor-b without Square',
      () => post(noJetpack, fresh(), '/plugins/connect-processor-b'),
      'woocommerce_rest_helper_connect',
      'There was an error connecting to Square.',
      500,
    ],
  ])('answers %s with HTTP 500 and the bare status as data', async (_, send, code, message, data) => {
    const res = await send().expect(500);
    expect(res.body).toEqual({ code, message, data });
  });

  it('answers finish-vendor-connect with a token it never issued with HTTP 500 and data 500, saying why', async () => {
    const res = await post(api, fresh(), '/plugins/finish-vendor-connect', { request_token: 'f00d' }).expect(500);
    expect(res.body).toEqual({
      code: 'woocommerce_rest_helper_connect',
      message: expect.stringMatching(/^There was an error connecting to WooCommerce\.com: request_token was not issued/),
      data: 500,
    });
  });

  it('keeps the bare data inside an _envelope', async () => {
    const res = await get(api, fresh(), '/options', '&_envelope').expect(200);
    expect(res.body).toMatchObject({ status: 500, body: { code: 'woocommerce_rest_cannot_view', data: 500 } });
  });
});

describe("the Options API, in WooCommerce's check order", () => {
  it.each([
    ['an anonymous caller', null, 401],
    ['a subscriber', SUBSCRIBER, 403],
  ])('refuses named options to %s with %i', async (_, auth, status) => {
    const res = await get(api, fresh(), '/options', '&options=blogname', auth).expect(status);
    expect(res.body).toEqual({ code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot view these options.', data: { status } });
  });

  it.each(['', '0'])('answers [] for options=%j, a list PHP calls empty()', async (names) => {
    expect((await get(api, fresh(), '/options', `&options=${names}`).expect(200)).body).toEqual([]);
  });

  it('takes a JSON list as PHP\'s array keyed 0, 1...: option "0" is never written, and the answer is a list', async () => {
    const session = fresh();
    expect((await post(api, session, '/options', []).expect(200)).body).toEqual([]);
    expect((await post(api, session, '/options', ['ignored', 'one']).expect(200)).body).toEqual([false, true]);
    expect((await get(api, session, '/options', '&options=1').expect(200)).body).toEqual({ 1: 'one' });
  });

  it('answers false for a name update_option() trims to nothing, storing nothing', async () => {
    const session = fresh();
    expect((await post(api, session, '/options', { ' ': 'x', '': 'y' }).expect(200)).body).toEqual({ ' ': false, '': false });
  });
});
