// The behaviour names of the marketplace routes (shop/v3, shop/v1). GET featured is the collection kind over
// `marketplace.featured`, bound in the catalogue; everything else is here.
import type { Behaviour, Handler } from '../../dispatch/types.js';
import { activateProduct, activateSubscriptionPlugin } from './activation.js';
import { connectSubscription, disconnectSubscription } from './connections.js';
import { createOrder } from './create-order.js';
import { installUrl } from './install-url.js';
import { productPreview } from './product-preview.js';
import { sendJson } from './send-json.js';
import { subscriptionList } from './subscription-list.js';

/** GET subscriptions, and POST refresh (which only empties the helper's caches first). */
const subscriptions: Handler = (_req, ctx) => sendJson(subscriptionList(ctx.session, ctx.site.scenario));

export const marketplaceBehaviours: Readonly<Record<string, Behaviour>> = {
  'marketplace-subscriptions': subscriptions,
  'marketplace-connect': connectSubscription,
  'marketplace-disconnect': disconnectSubscription,
  'marketplace-activate': activateProduct,
  'marketplace-activate-plugin': activateSubscriptionPlugin,
  'marketplace-install-url': installUrl,
  'marketplace-create-order': createOrder,
  'marketplace-product-preview': productPreview,
};
