// shop/v3 (wc/v3 in the real plugin): the WooCommerce.com marketplace helper routes. Every route
// checks current_user_can( 'manage_woocommerce' ) ("the Extensions page can only be accessed by
// users with the manage_woocommerce capability, so the API mimics that"); WordPress answers
// rest_forbidden when it fails. The answers are stateful: src/areas/marketplace (featured: the collection kind).
import { defineNamespace, get, post, required, str, untyped } from '../define.js';
import type { Permission } from '../../model/catalogue.js';
import { activated, connected, disconnected, featured, installUrl, orderCreated, pluginActivated, subscriptions } from '../responses/shop-v3.js';

const SHOP_MANAGER: Permission = { cap: 'manage_woocommerce' };
const productKey = { product_key: required(str()) };

export const shopV3 = defineNamespace(
  'shop/v3',
  { read: SHOP_MANAGER, write: SHOP_MANAGER },
  {
    '/marketplace/featured': [get({}, { response: featured, bind: { kind: 'collection', store: 'marketplace.featured' } })],
    '/marketplace/refresh': [post({}, { response: subscriptions, behaviour: 'marketplace-subscriptions' })],
    '/marketplace/subscriptions': [get({}, { response: subscriptions, behaviour: 'marketplace-subscriptions' })],
    '/marketplace/subscriptions/connect': [post(productKey, { response: connected, behaviour: 'marketplace-connect' })],
    '/marketplace/subscriptions/activate-plugin': [post(productKey, { response: pluginActivated, behaviour: 'marketplace-activate-plugin' })],
    '/marketplace/subscriptions/disconnect': [post(productKey, { response: disconnected, behaviour: 'marketplace-disconnect' })],
    '/marketplace/subscriptions/activate': [post(productKey, { response: activated, behaviour: 'marketplace-activate' })],
    '/marketplace/subscriptions/install-url': [get(productKey, { response: installUrl, behaviour: 'marketplace-install-url' })],
    // The plugin validates product_id with is_int() but declares no type; the callback also requires
    // install_plugins and answers 403 { message } itself when that is missing.
    '/marketplace/create-order': [post({ product_id: required(untyped()) }, { response: orderCreated, behaviour: 'marketplace-create-order' })],
  },
);
