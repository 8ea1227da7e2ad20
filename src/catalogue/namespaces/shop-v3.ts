// shop/v3 (wc/v3 in the real plugin): the WooCommerce.com marketplace helper routes. Every route
// checks current_user_can( 'manage_woocommerce' ) ("the Extensions page can only be accessed by
// users with the manage_woocommerce capability, so the API mimics that"); WordPress answers
// rest_forbidden when it fails.
import { defineNamespace, get, post, required, str, untyped } from '../define.js';
import type { Permission } from '../types.js';
import {
  activated,
  connected,
  disconnected,
  featured,
  installUrl,
  orderCreated,
  pluginActivated,
  subscriptions,
} from '../responses/shop-v3.js';

const SHOP_MANAGER: Permission = { cap: 'manage_woocommerce' };
const productKey = { product_key: required(str()) };

export const shopV3 = defineNamespace('shop/v3', { read: SHOP_MANAGER, write: SHOP_MANAGER }, {
  '/marketplace/featured': [get({}, { response: featured })],
  '/marketplace/refresh': [post({}, { response: subscriptions })],
  '/marketplace/subscriptions': [get({}, { response: subscriptions })],
  '/marketplace/subscriptions/connect': [post(productKey, { response: connected })],
  '/marketplace/subscriptions/activate-plugin': [post(productKey, { response: pluginActivated })],
  '/marketplace/subscriptions/disconnect': [post(productKey, { response: disconnected })],
  '/marketplace/subscriptions/activate': [post(productKey, { response: activated })],
  '/marketplace/subscriptions/install-url': [get(productKey, { response: installUrl })],
  // The plugin validates product_id with is_int() but declares no type; the callback also requires
  // install_plugins and answers 403 { message } itself when that is missing.
  '/marketplace/create-order': [post({ product_id: required(untyped()) }, { response: orderCreated })],
});
