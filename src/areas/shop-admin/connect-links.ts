// Where the onboarding sends the merchant to connect a service: Jetpack (the site connector), WooPayments and
// Square. Each needs its plugin active, as the real controller needs the plugin's classes loaded.
import type { Handler } from '../../dispatch/types.js';
import { hash32 } from '../../store/seeded-hash.js';
import { isPlainObject } from '../../wp/php-values.js';
import { shopAdminErrors } from './errors.js';
import { isActive } from '../plugins/plugin-store.js';
import { shopOption } from './shop-options.js';
import { adminUrl, siteHome, wcAdminUrl } from './site-urls.js';
import { escHtml, nonceFor, rawurlencode } from './tokens.js';

const SQUARE_CONNECT = 'https://connect.woocommerce.com/login/square';
const SQUARE_CBD = 'https://squareup.com/t/f_partnerships/d_referrals/p_woocommerce/c_general/o_none/l_us/dt_alldevice/pr_payments/?route=/solutions/cbd';
const SQUARE_SCOPES = [
  'MERCHANT_PROFILE_READ',
  'PAYMENTS_READ',
  'PAYMENTS_WRITE',
  'ORDERS_READ',
  'ORDERS_WRITE',
  'CUSTOMERS_READ',
  'CUSTOMERS_WRITE',
  'SETTLEMENTS_READ',
  'ITEMS_READ',
  'ITEMS_WRITE',
  'INVENTORY_READ',
  'INVENTORY_WRITE',
];

/** GET plugins/connect-connector: Jetpack's authorize URL (Jetpack::build_connect_url()), back to `redirect_url`. */
export const connectConnector: Handler = (req, ctx) => {
  const session = ctx.session;
  if (!isActive(session, 'jetpack')) return shopAdminErrors.jetpackInactive();
  const home = siteHome(req, ctx);
  const redirect = typeof req.params.redirect_url === 'string' && /^https?:\/\//.test(req.params.redirect_url) ? req.params.redirect_url : wcAdminUrl(req, ctx);
  const user = req.user;
  const query = new URLSearchParams({
    response_type: 'code',
    // The site's WordPress.com blog id: made up from its address, the same on every run.
    client_id: String(100_000_000 + (hash32(`blog|${home}`) % 900_000_000)),
    redirect_uri: redirect,
    state: String(user?.id ?? 0),
    scope: `administrator:${nonceFor(ctx, 'jetpack-scope', user?.id ?? 0)}`,
    user_email: user?.email ?? '',
    user_login: user?.username ?? '',
    from: 'woocommerce-onboarding',
    site_url: home,
    home_url: home,
    site_lang: 'en_US',
    calypso_env: 'production',
  });
  return { data: { slug: 'jetpack', name: 'Jetpack', connectAction: `https://jetpack.wordpress.com/jetpack.authorize/1/?${query}` } };
};

/** POST plugins/connect-processor-a: WooPayments' own onboarding entry in wp-admin. */
export const connectProcessorA: Handler = (req, ctx) => {
  if (!isActive(ctx.session, 'woocommerce-payments')) return shopAdminErrors.wcpayInactive();
  const nonce = nonceFor(ctx, 'wcpay-connect', req.user?.id ?? 0);
  return { data: { connectUrl: `${adminUrl(req, ctx)}?wcpay-connect=WCADMIN_PAYMENT_TASK&_wpnonce=${nonce}` } };
};

/** The industries of the onboarding profile as connect_square() reads them: the `slug` of each entry. */
function industrySlugs(profile: unknown): unknown[] {
  const industry = isPlainObject(profile) ? profile.industry : undefined;
  return Array.isArray(industry) ? industry.filter(isPlainObject).map((i) => i.slug) : [];
}

/** POST plugins/connect-processor-b: Square's OAuth page, back to the payments task. */
export const connectProcessorB: Handler = (req, ctx) => {
  const session = ctx.session;
  if (!isActive(session, 'woocommerce-square')) return shopAdminErrors.squareInactive();
  const country = String(shopOption(ctx.site, session, req.origin, 'woocommerce_default_country', '')).split(':')[0];
  const profile = shopOption(ctx.site, session, req.origin, 'woocommerce_onboarding_profile', {});
  const cbd = country === 'US' && industrySlugs(profile).includes('cbd-other-hemp-derived-products');
  const back = `${wcAdminUrl(req, ctx, '&task=payments&method=square&square-connect-finish=1')}&_wpnonce=${nonceFor(ctx, 'wc_square_connected', req.user?.id ?? 0)}`;
  const base = cbd ? SQUARE_CBD : SQUARE_CONNECT;
  // wp_nonce_url() escapes the ampersands, and the controller encodes the address twice: both as WooCommerce does.
  const query = `redirect=${rawurlencode(rawurlencode(escHtml(back)))}&scopes=${SQUARE_SCOPES.join(',')}`;
  return { data: { connectUrl: `${base}${base.includes('?') ? '&' : '?'}${query}` } };
};
