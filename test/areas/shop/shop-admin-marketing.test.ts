// shop-admin marketing: recommendations that leave out what is installed, the knowledge base by topic, the
// installed extensions card and activating one, and the channels active plugins register with their campaigns
// and campaign types, paged with WordPress's collection headers.
import { describe, expect, it } from 'vitest';
import { expectSchema, fresh, get, post, SHOP_MANAGER, shopAdminSite } from './shop-admin-client.js';

const api = shopAdminSite();

const products = (body: { product: string }[]) => body.map((r) => r.product);

describe('recommendations', () => {
  it("recommended lists the marketing category's plugins that are not installed, at most per_page", async () => {
    const session = fresh();
    const all = await get(api, session, '/marketing/recommended').expect(200);
    expect(products(all.body)).toEqual(['pinterest-for-woocommerce', 'tiktok-for-business', 'mailchimp-for-woocommerce', 'klaviyo', 'automatewoo']);
    expectSchema('/marketing/recommended', 'GET', all.body);
    expect(products((await get(api, session, '/marketing/recommended', '&per_page=2').expect(200)).body)).toEqual([
      'pinterest-for-woocommerce',
      'tiktok-for-business',
    ]);
    expect(products((await get(api, session, '/marketing/recommended', '&category=coupons').expect(200)).body)).toEqual([
      'woocommerce-smart-coupons',
      'woocommerce-url-coupons',
    ]);
  });

  it('recommended drops a plugin once it is installed', async () => {
    const session = fresh();
    await post(api, session, '/plugins/install', { plugins: 'pinterest-for-woocommerce' }).expect(200);
    expect(products((await get(api, session, '/marketing/recommended', '&per_page=1').expect(200)).body)).toEqual(['tiktok-for-business']);
  });

  it('recommended checks per_page as the spec declares it', async () => {
    const res = await get(api, fresh(), '/marketing/recommended', '&per_page=101').expect(400);
    expect(res.body.data.params.per_page).toBe('per_page must be between 1 (inclusive) and 100 (inclusive)');
  });

  it('recommendations splits the marketing ones into channels and other extensions', async () => {
    const session = fresh();
    const channels = await get(api, session, '/marketing/recommendations', '&category=channels').expect(200);
    expect(products(channels.body)).toEqual(['google-listings-and-ads', 'pinterest-for-woocommerce', 'tiktok-for-business']);
    expectSchema('/marketing/recommendations', 'GET', channels.body);
    const extensions = await get(api, session, '/marketing/recommendations', '&category=extensions').expect(200);
    expect(products(extensions.body)).toEqual(['mailpoet', 'mailchimp-for-woocommerce', 'klaviyo', 'automatewoo']);
  });

  it('recommendations needs a category of the enum', async () => {
    await get(api, fresh(), '/marketing/recommendations').expect(400);
    const res = await get(api, fresh(), '/marketing/recommendations', '&category=coupons').expect(400);
    expect(res.body.data.params.category).toBe('category is not one of channels and extensions.');
  });

  it('recommendations needs install_plugins, with its own message', async () => {
    const res = await get(api, fresh(), '/marketing/recommendations', '&category=channels', SHOP_MANAGER).expect(403);
    expect(res.body).toEqual({ code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot view marketing channels.', data: { status: 403 } });
  });

  it("misc-recommendations answers WooCommerce.com's document from its store", async () => {
    const res = await get(api, fresh(), '/marketing/misc-recommendations').expect(200);
    expect(res.body).toEqual([
      {
        id: 'woocommerce-analytics',
        order_attribution_promotion_percentage: [
          ['9.7', 100],
          ['9.6', 60],
          ['9.5', 10],
        ],
      },
    ]);
    expectSchema('/marketing/misc-recommendations', 'GET', res.body);
  });

  it('knowledge-base answers the posts of a topic, marketing by default, none for a topic without posts', async () => {
    const session = fresh();
    const marketing = await get(api, session, '/marketing/knowledge-base').expect(200);
    expect(marketing.body).toHaveLength(4);
    expect(Object.keys(marketing.body[0]).sort()).toEqual(['author_avatar', 'author_name', 'date', 'image', 'link', 'title']);
    expectSchema('/marketing/knowledge-base', 'GET', marketing.body);
    expect((await get(api, session, '/marketing/knowledge-base', '&category=coupons').expect(200)).body.map((p: { title: string }) => p.title)).toEqual([
      'Coupons That Grow Sales Without Eroding Margins',
      'How to Run a Store-Wide Sale',
    ]);
    expect((await get(api, session, '/marketing/knowledge-base', '&category=shipping').expect(200)).body).toEqual([]);
  });
});

describe('marketing overview', () => {
  it('installed-plugins lists the installed marketing extensions with their state', async () => {
    const session = fresh();
    const res = await get(api, session, '/marketing/overview/installed-plugins').expect(200);
    expect(res.body.map((e: { slug: string; status: string }) => [e.slug, e.status])).toEqual([
      ['google-listings-and-ads', 'configured'],
      ['mailpoet', 'configured'],
    ]);
    expect(res.body[1]).toMatchObject({
      name: 'MailPoet',
      description: 'Create and send newsletters, post notifications and welcome emails from your WordPress.',
      supportUrl: 'https://www.mailpoet.com/support/',
      docsUrl: 'https://kb.mailpoet.com/',
      settingsUrl: expect.stringMatching(/\/wp-admin\/admin\.php\?page=mailpoet-settings$/),
      icon: expect.stringMatching(/\/wp-content\/plugins\/woocommerce\/assets\/images\/marketing\/mailpoet\.svg$/),
    });
    expectSchema('/marketing/overview/installed-plugins', 'GET', res.body);
  });

  it('an installed extension shows as installed, then activated once activate-plugin activates it', async () => {
    const session = fresh();
    await post(api, session, '/plugins/install', { plugins: 'mailchimp-for-woocommerce' }).expect(200);
    const state = async () =>
      (await get(api, session, '/marketing/overview/installed-plugins').expect(200)).body.find((e: { slug: string }) => e.slug === 'mailchimp-for-woocommerce');
    expect(await state()).toMatchObject({ status: 'installed' });
    expect((await state()).settingsUrl).toBeUndefined();
    const res = await post(api, session, '/marketing/overview/activate-plugin', { plugin: 'mailchimp-for-woocommerce' }).expect(200);
    expect(res.body).toEqual({ status: 'success' });
    expect(await state()).toMatchObject({ status: 'activated', settingsUrl: expect.stringContaining('page=mailchimp-woocommerce') });
    expect((await get(api, session, '/plugins/active').expect(200)).body.plugins).toContain('mailchimp-for-woocommerce');
  });

  it("activate-plugin refuses a plugin that is not installed (WooCommerce's 500 with bare data 404)", async () => {
    const res = await post(api, fresh(), '/marketing/overview/activate-plugin', { plugin: 'klaviyo' }).expect(500);
    expect(res.body).toEqual({ code: 'woocommerce_rest_invalid_plugin', message: 'Invalid plugin.', data: 404 });
    const missing = await post(api, fresh(), '/marketing/overview/activate-plugin', {}).expect(400);
    expect(missing.body.code).toBe('rest_missing_callback_param');
  });

  it("activate-plugin needs install_plugins, with MarketingOverview's message", async () => {
    const res = await post(api, fresh(), '/marketing/overview/activate-plugin', { plugin: 'akismet' }, SHOP_MANAGER).expect(403);
    expect(res.body.message).toBe('You do not have permission to install plugins. Please contact your site administrator.');
  });
});

describe('channels, campaigns and campaign types', () => {
  it('channels lists the channels of active plugins; activating another adds its channel', async () => {
    const session = fresh();
    const before = await get(api, session, '/marketing/channels').expect(200);
    expect(before.body).toEqual([
      {
        slug: 'google-listings-and-ads',
        is_setup_completed: true,
        settings_url: expect.stringMatching(/\/wp-admin\/admin\.php\?page=wc-admin&path=\/google\/settings$/),
        name: 'Google for WooCommerce',
        description: expect.any(String),
        product_listings_status: 'synced',
        errors_count: 0,
        icon: expect.stringMatching(/google\.svg$/),
      },
    ]);
    expectSchema('/marketing/channels', 'GET', before.body);
    await post(api, session, '/plugins/install', { plugins: 'tiktok-for-business' }).expect(200);
    await post(api, session, '/plugins/activate', { plugins: 'tiktok-for-business' }).expect(200);
    const after = (await get(api, session, '/marketing/channels').expect(200)).body;
    expect(after.map((c: { slug: string }) => c.slug)).toEqual(['google-listings-and-ads', 'tiktok-for-business']);
  });

  it('campaigns are those of the registered channels, with prices formatted for their currency', async () => {
    const session = fresh();
    const res = await get(api, session, '/marketing/campaigns').expect(200);
    expect(res.body.map((c: { title: string }) => c.title)).toEqual(['Spring sale — Performance Max', 'New arrivals — United States', 'Holiday remarketing']);
    expect(res.body[2]).toMatchObject({
      id: '20771352160',
      channel: 'google-listings-and-ads',
      cost: { value: '1250.00', currency: 'USD', formatted: '$1,250.00' },
    });
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.headers['x-wp-totalpages']).toBe('1');
    expectSchema('/marketing/campaigns', 'GET', res.body);
  });

  it('campaigns page with page/per_page and prev/next links; a page past the end is empty', async () => {
    const session = fresh();
    const page2 = await get(api, session, '/marketing/campaigns', '&per_page=2&page=2').expect(200);
    expect(page2.body.map((c: { title: string }) => c.title)).toEqual(['Holiday remarketing']);
    expect(page2.headers['x-wp-total']).toBe('3');
    expect(page2.headers['x-wp-totalpages']).toBe('2');
    expect(page2.headers.link).toMatch(/rel="prev"/);
    expect(page2.headers.link).not.toMatch(/rel="next"/);
    const beyond = await get(api, session, '/marketing/campaigns', '&per_page=2&page=3').expect(200);
    expect(beyond.body).toEqual([]);
    await get(api, session, '/marketing/campaigns', '&page=0').expect(400);
  });

  it('campaign types follow the registered channels and page the same way', async () => {
    const session = fresh();
    const res = await get(api, session, '/marketing/campaign-types').expect(200);
    expect(res.body).toEqual([
      {
        id: 'google-ads',
        name: 'Google Ads',
        description: expect.any(String),
        channel: { slug: 'google-listings-and-ads', name: 'Google for WooCommerce' },
        create_url: expect.stringContaining('/wp-admin/admin.php?page=wc-admin&path=/google/dashboard&subpath=/campaigns/create'),
        icon_url: expect.stringMatching(/google\.svg$/),
      },
    ]);
    expect(res.headers['x-wp-total']).toBe('1');
    expectSchema('/marketing/campaign-types', 'GET', res.body);
  });
});
