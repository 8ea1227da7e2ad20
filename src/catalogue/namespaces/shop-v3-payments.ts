// shop/v3/payments (wc/v3/wc_paypal in the real plugin): WooCommerce PayPal Payments' settings
// module. Every endpoint uses RestEndpoint::check_permission(), i.e. current_user_can(
// 'manage_woocommerce'), so a refusal is WordPress's rest_forbidden.
import { arr, bool, defineNamespace, edit, get, post, required, str } from '../define.js';
import type { Permission } from '../types.js';
import {
  bannerApplied,
  bannerDismissed,
  bannerSnoozed,
  common,
  directLogin,
  disconnected,
  features,
  featuresRefreshed,
  loginLink,
  merchantDetails,
  migratedToCards,
  oauthLogin,
  onboarding,
  sellerAccount,
  simulationStarted,
  simulationState,
  todoCompleted,
  todos,
  todosReset,
  todosUpdated,
  webhooks,
} from '../responses/shop-v3-payments.js';
import { payLaterMessaging, paymentMethods, settings, styling } from '../responses/shop-v3-payments-settings.js';

const SHOP_MANAGER: Permission = { cap: 'manage_woocommerce' };

export const shopV3Payments = defineNamespace('shop/v3/payments', { read: SHOP_MANAGER, write: SHOP_MANAGER }, {
  '/onboarding': [get({}, { response: onboarding }), edit({}, { response: onboarding })],
  '/common': [get({}, { response: common }), edit({}, { response: common })],
  '/common/merchant': [get({}, { response: merchantDetails })],
  '/common/seller-account': [get({}, { response: sellerAccount })],
  '/authenticate/direct': [
    edit(
      {
        clientId: required(str(undefined, { minLength: 80, maxLength: 80 })),
        clientSecret: required(str()),
        useSandbox: bool(undefined, { default: false }),
      },
      { response: directLogin },
    ),
  ],
  '/authenticate/oauth': [
    // The plugin really declares `default => 0` on a boolean argument here (and on login_link).
    edit({ sharedId: required(str()), authCode: required(str()), useSandbox: bool(undefined, { default: 0 }) }, { response: oauthLogin }),
  ],
  '/authenticate/disconnect': [edit({}, { response: disconnected })],
  '/login_link': [
    edit(
      {
        useSandbox: bool(undefined, { default: 0 }),
        products: required(arr({ type: 'string' })),
        options: arr({ type: 'boolean' }),
      },
      { response: loginLink },
    ),
  ],
  '/webhooks': [get({}, { response: webhooks }), post({}, { response: webhooks })],
  '/webhooks/simulate': [get({}, { response: simulationState }), post({}, { response: simulationStarted })],
  '/refresh-features': [edit({}, { response: featuresRefreshed })],
  '/payment': [get({}, { response: paymentMethods }), edit({}, { response: paymentMethods })],
  '/settings': [get({}, { response: settings }), post({}, { response: settings })],
  '/styling': [get({}, { response: styling }), edit({}, { response: styling })],
  '/todos': [get({}, { response: todos }), edit({}, { response: todosUpdated })],
  '/todos/reset': [edit({}, { response: todosReset })],
  '/todos/complete': [edit({}, { response: todoCompleted })],
  '/pay_later_messaging': [get({}, { response: payLaterMessaging }), edit({}, { response: payLaterMessaging })],
  '/features': [get({}, { response: features })],
  '/migrate-to-advanced-cards': [post({}, { response: migratedToCards })],
  '/agentic-beta-banner/dismiss': [post({}, { response: bannerDismissed })],
  '/agentic-beta-banner/remind': [post({}, { response: bannerSnoozed })],
  '/agentic-beta-banner/apply': [post({}, { response: bannerApplied })],
});
