// shop-admin plugins (wc-admin's Plugins controller): install and activate at once or as jobs whose status moves
// over polls, the installed and active lists that reflect them, and the connect links that need a plugin active.
import { describe, expect, it } from 'vitest';
import { expectSchema, fresh, get, post, postForm, SHOP_MANAGER, shopAdminSite } from './shop-admin-client.js';

const api = shopAdminSite();

const installed = async (session: string): Promise<string[]> => (await get(api, session, '/plugins/installed').expect(200)).body.plugins;
const active = async (session: string): Promise<string[]> => (await get(api, session, '/plugins/active').expect(200)).body.plugins;

describe('installed and active plugins', () => {
  it("list the default shop's plugins: installed by name, active by plugin file", async () => {
    const session = fresh();
    expect(await installed(session)).toEqual([
      // By plugin name: "WooPayments" sorts after every "WooCommerce ..."; a single-file plugin's slug is its file.
      'ai-engine',
      'akismet',
      'beaver-builder-lite-version',
      'elementor',
      'google-listings-and-ads',
      'hello.php',
      'jetpack',
      'mailpoet',
      'sitetool',
      'woocommerce',
      'woocommerce-gift-cards',
      'woocommerce-paypal-payments',
      'woocommerce-product-bundles',
      'woocommerce-square',
      'woocommerce-subscriptions',
      'woocommerce-payments',
      'insert-headers-and-footers',
    ]);
    expect(await active(session)).toEqual([
      // active_plugins is sorted by plugin file: "woocommerce-payments/..." sorts before "woocommerce/...".
      'ai-engine',
      'beaver-builder-lite-version',
      'elementor',
      'google-listings-and-ads',
      'insert-headers-and-footers',
      'jetpack',
      'mailpoet',
      'sitetool',
      'woocommerce-gift-cards',
      'woocommerce-payments',
      'woocommerce-paypal-payments',
      'woocommerce-square',
      'woocommerce-subscriptions',
      'woocommerce',
    ]);
    expectSchema('/plugins/installed', 'GET', { plugins: await installed(session) });
  });

  it('need manage_woocommerce', async () => {
    const res = await get(api, fresh(), '/plugins/active', '', null).expect(401);
    expect(res.body.code).toBe('woocommerce_rest_cannot_view');
  });
});

describe('POST plugins/install', () => {
  it('installs directory plugins inactive, counts installed ones as installed, and reports the install time', async () => {
    const session = fresh();
    const res = await post(api, session, '/plugins/install', { plugins: 'pinterest-for-woocommerce,jetpack' }).expect(200);
    expect(res.body).toEqual({
      data: {
        installed: ['pinterest-for-woocommerce', 'jetpack'],
        results: { 'pinterest-for-woocommerce': true },
        install_time: { 'pinterest-for-woocommerce': expect.any(Number) },
      },
      errors: { errors: [], error_data: [] },
      success: true,
      message: 'Plugins were successfully installed.',
    });
    expectSchema('/plugins/install', 'POST', res.body);
    expect(await installed(session)).toContain('pinterest-for-woocommerce');
    expect(await active(session)).not.toContain('pinterest-for-woocommerce');
  });

  it('reports a plugin WordPress.org does not have as an error of that plugin, and installs the others', async () => {
    const session = fresh();
    const res = await post(api, session, '/plugins/install', { plugins: 'automatewoo,klaviyo' }).expect(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('There was a problem installing some of the requested plugins.');
    expect(res.body.errors).toEqual({
      errors: { automatewoo: ['The requested plugin `automatewoo` could not be installed. Plugin API call failed.'] },
      error_data: [],
    });
    expect(res.body.data.installed).toEqual(['klaviyo']);
    expectSchema('/plugins/install', 'POST', res.body);
  });

  it('answers results and install_time as [] when nothing had to be installed', async () => {
    const res = await post(api, fresh(), '/plugins/install', { plugins: 'jetpack' }).expect(200);
    expect(res.body.data).toEqual({ installed: ['jetpack'], results: [], install_time: [] });
  });

  it('refuses a missing plugins list as WooCommerce does (500, bare data 404) and a plugins array with a clear 400', async () => {
    const none = await post(api, fresh(), '/plugins/install', {}).expect(500);
    expect(none.body).toEqual({ code: 'woocommerce_rest_invalid_plugins', message: 'Plugins must be a non-empty array.', data: 404 });
    const list = await post(api, fresh(), '/plugins/install', { plugins: ['jetpack'] }).expect(400);
    expect(list.body.message).toMatch(/comma-separated string/);
  });

  it('needs install_plugins: a shop manager is refused', async () => {
    const res = await post(api, fresh(), '/plugins/install', { plugins: 'klaviyo' }, SHOP_MANAGER).expect(403);
    expect(res.body).toEqual({ code: 'woocommerce_rest_cannot_update', message: 'Sorry, you cannot manage plugins.', data: { status: 403 } });
  });
});

describe('install jobs (async)', () => {
  it('schedules a job whose status moves pending → in-progress → complete over polls, installing the plugins when it completes', async () => {
    const session = fresh();
    const start = await post(api, session, '/plugins/install', { plugins: 'tiktok-for-business', async: true }).expect(200);
    expect(start.body).toEqual({
      data: { job_id: expect.stringMatching(/^[0-9a-f]{13}$/), plugins: ['tiktok-for-business'] },
      message: 'Plugin installation has been scheduled.',
    });
    expectSchema('/plugins/install', 'POST', start.body);
    const id = start.body.data.job_id as string;
    expect(await installed(session)).not.toContain('tiktok-for-business');
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await get(api, session, `/plugins/install/status/${id}`).expect(200);
      expectSchema('/plugins/install/status/{job_id}', 'GET', res.body);
      seen.push(res.body.status);
    }
    expect(seen).toEqual(['in-progress', 'complete', 'complete']);
    expect(await installed(session)).toContain('tiktok-for-business');
  });

  it('lists the jobs newest first, each polled by the read', async () => {
    const session = fresh();
    const a = (await post(api, session, '/plugins/install', { plugins: 'klaviyo', async: '1' }).expect(200)).body.data.job_id;
    const b = (await post(api, session, '/plugins/install', { plugins: 'mailchimp-for-woocommerce', async: true }).expect(200)).body.data.job_id;
    expect(a).not.toBe(b);
    const first = await get(api, session, '/plugins/install/status').expect(200);
    expect(first.body).toEqual([
      { job_id: b, plugins: ['mailchimp-for-woocommerce'], status: 'in-progress' },
      { job_id: a, plugins: ['klaviyo'], status: 'in-progress' },
    ]);
    expectSchema('/plugins/install/status', 'GET', first.body);
    const second = await get(api, session, '/plugins/install/status').expect(200);
    expect(second.body.map((j: { status: string }) => j.status)).toEqual(['complete', 'complete']);
    expect((await get(api, session, '/plugins/activate/status').expect(200)).body).toEqual([]);
  });

  it('answers false for a job id no job has, as WooCommerce does', async () => {
    const res = await get(api, fresh(), '/plugins/install/status/0123456789abc').expect(200);
    expect(res.body).toBe(false);
  });
});

describe('POST plugins/activate', () => {
  it('activates installed plugins and answers every active plugin', async () => {
    const session = fresh();
    await post(api, session, '/plugins/install', { plugins: 'pinterest-for-woocommerce' }).expect(200);
    const res = await post(api, session, '/plugins/activate', { plugins: 'pinterest-for-woocommerce,akismet' }).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Plugins were successfully activated.');
    expect(res.body.data.activated).toEqual(['pinterest-for-woocommerce', 'akismet']);
    expect(res.body.data.active).toEqual(await active(session));
    expect(await active(session)).toEqual(expect.arrayContaining(['pinterest-for-woocommerce', 'akismet']));
    expectSchema('/plugins/activate', 'POST', res.body);
  });

  it("reports a plugin that is not installed, in WooCommerce's words", async () => {
    const res = await post(api, fresh(), '/plugins/activate', { plugins: 'klaviyo' }).expect(200);
    expect(res.body.success).toBe(false);
    expect(res.body.errors.errors).toEqual({ klaviyo: ['The requested plugin `klaviyo`. is not yet installed.'] });
  });

  it('takes the plugins from a form body too', async () => {
    const session = fresh();
    const res = await postForm(api, session, '/plugins/activate', { plugins: 'akismet' }).expect(200);
    expect(res.body.data.activated).toEqual(['akismet']);
  });

  it('as a job: activates when the job completes', async () => {
    const session = fresh();
    const id = (await post(api, session, '/plugins/activate', { plugins: 'akismet', async: true }).expect(200)).body.data.job_id;
    expect(await active(session)).not.toContain('akismet');
    await get(api, session, `/plugins/activate/status/${id}`).expect(200);
    const done = await get(api, session, `/plugins/activate/status/${id}`).expect(200);
    expect(done.body).toEqual({ job_id: id, plugins: ['akismet'], status: 'complete' });
    expect(await active(session)).toContain('akismet');
  });
});

describe('connect links', () => {
  it("connect-connector answers Jetpack's authorize URL back to redirect_url", async () => {
    const res = await get(api, fresh(), '/plugins/connect-connector', '&redirect_url=https%3A%2F%2Fshop.example%2Fback').expect(200);
    expect(res.body.slug).toBe('jetpack');
    const url = new URL(res.body.connectAction);
    expect(url.origin + url.pathname).toBe('https://jetpack.wordpress.com/jetpack.authorize/1/');
    expect(url.searchParams.get('redirect_uri')).toBe('https://shop.example/back');
    expect(url.searchParams.get('from')).toBe('woocommerce-onboarding');
    expectSchema('/plugins/connect-connector', 'GET', res.body);
  });

  it("connect-connector needs Jetpack active (WooCommerce's 500 with bare data 404)", async () => {
    const other = shopAdminSite({ data: { records: { 'plugins.installed': [{ id: 'woocommerce', file: 'woocommerce/woocommerce.php', status: 'active' }] } } });
    const res = await other
      .get('/index.php?rest_route=/shop-admin/plugins/connect-connector')
      .set('Authorization', `Basic ${Buffer.from('admin:mock-site-password').toString('base64')}`)
      .expect(500);
    expect(res.body).toEqual({ code: 'woocommerce_rest_jetpack_not_active', message: 'Jetpack is not installed or active.', data: 404 });
  });

  it("connect-processor-a answers WooPayments' connect page in wp-admin; connect-processor-b Square's OAuth page", async () => {
    const session = fresh();
    const a = await post(api, session, '/plugins/connect-processor-a').expect(200);
    expect(a.body.connectUrl).toMatch(/\/wp-admin\/\?wcpay-connect=WCADMIN_PAYMENT_TASK&_wpnonce=[0-9a-f]{10}$/);
    const b = await post(api, session, '/plugins/connect-processor-b').expect(200);
    expect(b.body.connectUrl).toMatch(/^https:\/\/connect\.woocommerce\.com\/login\/square\?redirect=.+&scopes=MERCHANT_PROFILE_READ,PAYMENTS_READ,/);
    expectSchema('/plugins/connect-processor-b', 'POST', b.body);
  });

  it("the processor links answer WooCommerce's 500 when the processor's plugin is not active", async () => {
    const other = shopAdminSite({ data: { records: { 'plugins.installed': [{ id: 'woocommerce', file: 'woocommerce/woocommerce.php', status: 'active' }] } } });
    const auth = `Basic ${Buffer.from('admin:mock-site-password').toString('base64')}`;
    const a = await other.post('/index.php?rest_route=/shop-admin/plugins/connect-processor-a').set('Authorization', auth).expect(500);
    expect(a.body.message).toBe('There was an error communicating with the WooCommerce Payments plugin.');
    const b = await other.post('/index.php?rest_route=/shop-admin/plugins/connect-processor-b').set('Authorization', auth).expect(500);
    expect(b.body.message).toBe('There was an error connecting to Square.');
  });
});

describe('WooCommerce.com connection', () => {
  it('request-vendor-connect answers an authorize URL whose secret finish-vendor-connect takes once; the profile then says connected', async () => {
    const session = fresh();
    expect((await get(api, session, '/onboarding/profile').expect(200)).body.wccom_connected).toBe(false);
    const req = await post(api, session, '/plugins/request-vendor-connect').expect(200);
    const url = new URL(req.body.connectAction);
    expect(url.searchParams.get('request')).toBe('oauth/authorize');
    expect(url.searchParams.get('wccom-from')).toBe('onboarding');
    const secret = url.searchParams.get('secret')!;
    expect(secret).toMatch(/^[0-9a-f]{32}$/);
    expect((await post(api, session, '/plugins/finish-vendor-connect', { request_token: secret }).expect(200)).body).toEqual({ success: true });
    expect((await get(api, session, '/onboarding/profile').expect(200)).body.wccom_connected).toBe(true);
    const again = await post(api, session, '/plugins/finish-vendor-connect', { request_token: secret }).expect(500);
    expect(again.body).toMatchObject({ code: 'woocommerce_rest_helper_connect', data: 500 });
  });

  it('finish-vendor-connect without a request_token says what to send', async () => {
    const res = await post(api, fresh(), '/plugins/finish-vendor-connect').expect(500);
    expect(res.body.message).toMatch(/request_token is missing/);
  });
});
