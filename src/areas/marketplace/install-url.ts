// GET install-url: where WooCommerce.com installs a subscription's product on this site. The address carries the
// connection's access token and a signature (WC_Helper_API::add_auth_parameters(): HMAC-SHA256, keyed with the
// token secret, of the JSON {host, request_uri, method}); the mock derives both from the scenario seed.
import { createHash, createHmac } from '../../platform/hash.js';
import type { Handler } from '../../dispatch/types.js';
import { wpJson } from '../../wp/json.js';
import { sendError, sendSuccess } from './send-json.js';
import { connectedSiteId, findSubscription, localProducts, MARKET } from './stores.js';
import { installedProduct } from './subscription-list.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The connection's access token and its secret, the same for a site id and seed on every run. */
export function connectionCredentials(seed: number, siteId: number): { token: string; secret: string } {
  return { token: md5(`wccom-access-token:${seed}:${siteId}`), secret: md5(`wccom-token-secret:${seed}:${siteId}`) };
}

export function signedInstallUrl(productKey: string, productSlug: string, credentials: { token: string; secret: string }): string {
  const path = `/auto-install-init/${productSlug}/`;
  const query = `product-key=${encodeURIComponent(productKey)}`;
  const data = { host: new URL(MARKET).host, request_uri: `${path}?${query}`, method: 'GET' };
  const signature = createHmac('sha256', credentials.secret).update(wpJson(data)).digest('hex');
  return `${MARKET}${path}?${query}&token=${credentials.token}&signature=${signature}`;
}

export const installUrl: Handler = (req, ctx) => {
  const session = ctx.session;
  const subscription = findSubscription(session, ctx.site.scenario, req.params.product_key);
  if (!subscription) return sendError("We couldn't find a subscription for this product.");
  if (installedProduct(subscription, localProducts(session))) return sendSuccess({ message: 'This product is already installed.' });
  const credentials = connectionCredentials(ctx.site.scenario.seed, connectedSiteId(ctx.site.scenario));
  return sendSuccess({ url: signedInstallUrl(String(subscription.product_key), String(subscription.product_slug ?? subscription.zip_slug), credentials) });
};
