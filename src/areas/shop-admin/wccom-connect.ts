// Connecting the store to WooCommerce.com: request-vendor-connect asks for a request token (its `secret`) and
// answers the authorize URL; finish-vendor-connect trades the token back for the access token WooCommerce keeps
// in the `woocommerce_helper_data` option, which makes the onboarding profile's `wccom_connected` true.
import type { Handler } from '../../dispatch/types.js';
import { getRecord, nextRecordId, putRecord, removeRecord } from '../../store/records.js';
import { isPlainObject } from '../../wp/php-values.js';
import { shopAdminErrors } from './errors.js';
import { shopOption, updateShopOption } from './shop-options.js';
import { siteHome, wcAdminUrl } from './site-urls.js';
import { WCCOM_REQUESTS } from '../../catalogue/record-sets/shop-admin.js';
import { hexToken, rawurlencode } from './tokens.js';

export const HELPER_OPTION = 'woocommerce_helper_data';
const AUTHORIZE = 'https://woocommerce.com/wc-api/product-key-api?request=oauth/authorize';

/** POST plugins/request-vendor-connect. */
export const requestVendorConnect: Handler = async (req, ctx) => {
  const session = ctx.session;
  session.tick();
  const secret = hexToken(ctx, 32, 'wccom-request', session.name, nextRecordId(session, WCCOM_REQUESTS));
  putRecord(session, WCCOM_REQUESTS, secret, { id: secret, user: req.user?.id ?? 0, requested: session.now()[1] });
  await session.commit();
  const redirect = wcAdminUrl(req, ctx, '&task=connect&wccom-connected=1');
  const url = `${AUTHORIZE}&home_url=${rawurlencode(siteHome(req, ctx))}&redirect_uri=${rawurlencode(redirect)}&secret=${secret}&wccom-from=onboarding`;
  return { data: { connectAction: url } };
};

/** POST plugins/finish-vendor-connect with the `request_token` WooCommerce.com sent back (the request's secret). */
export const finishVendorConnect: Handler = async (req, ctx) => {
  const token = req.params.request_token;
  if (typeof token !== 'string' || token === '') {
    return shopAdminErrors.wccomConnect('request_token is missing. Send the secret of the connectAction that plugins/request-vendor-connect answered.');
  }
  const session = ctx.session;
  if (!getRecord(session, WCCOM_REQUESTS, token)) {
    return shopAdminErrors.wccomConnect('request_token was not issued by plugins/request-vendor-connect, or was already used. Request a new connection.');
  }
  const instant = session.tick();
  removeRecord(session, WCCOM_REQUESTS, token);
  const helper = shopOption(ctx.site, session, req.origin, HELPER_OPTION, {});
  const auth = {
    access_token: hexToken(ctx, 40, 'wccom-access', token),
    access_token_secret: hexToken(ctx, 40, 'wccom-access-secret', token),
    site_id: 10_000_000 + Number.parseInt(hexToken(ctx, 6, 'wccom-site', siteHome(req, ctx)), 16),
    user_id: req.user?.id ?? 0,
    updated: Math.floor(instant / 1000),
  };
  updateShopOption(ctx.site, session, req.origin, HELPER_OPTION, { ...(isPlainObject(helper) ? helper : {}), auth });
  await session.commit();
  return { data: { success: true } };
};

/** WC_Helper_Options::get( 'auth' ) has an access token. */
export function wccomConnected(helperOption: unknown): boolean {
  const auth = isPlainObject(helperOption) ? helperOption.auth : undefined;
  return isPlainObject(auth) && typeof auth.access_token === 'string' && auth.access_token !== '';
}
