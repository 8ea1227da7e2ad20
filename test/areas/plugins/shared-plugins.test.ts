// One store of installed plugins for the whole site: what shop-admin, the marketplace and `wp plugin list` (the
// site tool) install and activate, each of the others sees. The site tool is served by the site profile and the
// shop routes by the shop profile, so a session's state is carried from one app to the other where both are needed.
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../../../src/app.js';
import { activatePlugin as marketplaceActivate, switchTheme } from '../../../src/areas/marketplace/local-state.js';
import { localProducts } from '../../../src/areas/marketplace/stores.js';
import { activeSlugs, installedPlugin } from '../../../src/areas/plugins/plugin-store.js';
import { activeTheme } from '../../../src/areas/sitetool/theme/index.js';
import { ADMIN, rest, site } from '../../helpers.js';

const BUNDLES_KEY = 'b7e41c09d2a85f36e0c47b19a2d8f350';

type Http = ReturnType<typeof site>;
const apps = () => ({ shopHttp: site({ profile: 'shop' }), siteHttp: site({ profile: 'site' }) });

const call = (http: Http, method: 'get' | 'post', session: string, route: string, body: object = {}) =>
  http[method](rest(route)).set('X-Mock-Session', session).set('Authorization', ADMIN).send(body);

async function activeInWpPluginList(http: Http, session: string): Promise<string[]> {
  const res = await call(http, 'post', session, '/sitetool/v1/cli/run', { command: 'plugin list --status=active --field=name' }).expect(200);
  return (res.body.stdout as string).split('\n');
}

const shopAdminActive = async (http: Http, session: string): Promise<string[]> =>
  (await call(http, 'get', session, '/shop-admin/plugins/active').expect(200)).body.plugins;

describe('the shared store of installed plugins', () => {
  it('shows a plugin activated through shop-admin as active in `wp plugin list`', async () => {
    const { shopHttp, siteHttp } = apps();
    expect(await activeInWpPluginList(siteHttp, 'p1')).not.toContain('akismet');
    const res = await call(shopHttp, 'post', 'p1', '/shop-admin/plugins/activate', { plugins: 'akismet' }).expect(200);
    expect(res.body.data.activated).toEqual(['akismet']);
    const state = (await shopHttp.get('/__mock/state?session=p1').expect(200)).body;
    await siteHttp.put('/__mock/state?session=p1').send(state).expect(200);
    expect(await activeInWpPluginList(siteHttp, 'p1')).toContain('akismet');
  });

  it("shows a plugin activated through the marketplace in shop-admin's active list", async () => {
    const { shopHttp } = apps();
    expect(await shopAdminActive(shopHttp, 'p2')).not.toContain('woocommerce-product-bundles');
    await call(shopHttp, 'post', 'p2', '/shop/v3/marketplace/subscriptions/activate', { product_key: BUNDLES_KEY }).expect(200);
    expect(await shopAdminActive(shopHttp, 'p2')).toContain('woocommerce-product-bundles');
  });

  it("shows a plugin activated through shop-admin as active in the marketplace's subscription list", async () => {
    const { shopHttp } = apps();
    const bundles = async () =>
      (
        (await call(shopHttp, 'get', 'p3', '/shop/v3/marketplace/subscriptions').expect(200)).body as { product_key: string; local: { active: boolean } }[]
      ).find((s) => s.product_key === BUNDLES_KEY)!;
    expect((await bundles()).local.active).toBe(false);
    await call(shopHttp, 'post', 'p3', '/shop-admin/plugins/activate', { plugins: 'woocommerce-product-bundles' }).expect(200);
    expect((await bundles()).local.active).toBe(true);
  });

  it("keeps one record per plugin: the marketplace's activation is the one store's, and its themes are the theme area's", () => {
    const session = createMockApp({ profile: 'shop' }).site.store.session('direct');
    const local = localProducts(session);
    const bundles = local.find((p) => p.slug === 'woocommerce-product-bundles')!;
    expect(bundles).toMatchObject({ type: 'plugin', active: false, product_id: 18716 });
    marketplaceActivate(session, bundles);
    expect(installedPlugin(session, 'woocommerce-product-bundles')?.status).toBe('active');
    expect(activeSlugs(session)).toContain('woocommerce-product-bundles');
    const bistro = local.find((p) => p.type === 'theme' && p.slug === 'bistro')!;
    expect(bistro).toMatchObject({ active: false, product_id: 5891236 });
    expect(activeTheme(session)?.stylesheet).toBe('lakeside');
    switchTheme(session, bistro);
    expect(activeTheme(session)?.stylesheet).toBe('bistro');
  });
});
