// shop/v3/payments (wc/v3/wc_paypal in the real plugin): WooCommerce PayPal Payments' settings
// module. Every endpoint uses RestEndpoint::check_permission(), i.e. current_user_can(
// 'manage_woocommerce'), so a refusal is WordPress's rest_forbidden. The plain tabs (onboarding,
// settings) are singleton kinds; the rest is src/areas/payments.
import { ONBOARDING, SETTINGS } from '../record-sets/payments.js';
import type { Binding } from '../../model/binding.js';
import { arr, bool, defineNamespace, edit, get, post, required, str } from '../define.js';
import type { Permission, ResponseSchema } from '../../model/catalogue.js';
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

/** The onboarding wizard's progress (OnboardingRestEndpoint's field map), with the flags of a US store. */
const ONBOARDING_TAB: Binding = {
  kind: 'singleton',
  store: ONBOARDING,
  fields: ['completed', 'step', 'isCasualSeller', 'areOptionalPaymentMethodsEnabled', 'products', 'gatewaysSynced', 'gatewaysRefreshed'],
  schema: {
    properties: {
      completed: { type: 'boolean' },
      step: { type: 'integer', minimum: 0 },
      isCasualSeller: { type: 'boolean' },
      areOptionalPaymentMethodsEnabled: { type: 'boolean' },
      products: { type: 'array', items: { type: 'string' } },
      gatewaysSynced: { type: 'boolean' },
      gatewaysRefreshed: { type: 'boolean' },
    },
  },
  body: {
    success: true,
    data: '{{value}}',
    flags: {
      canUseCasualSelling: true,
      canUseVaulting: true,
      canUseCardPayments: true,
      canUseSubscriptions: false,
      shouldSkipPaymentMethods: false,
      canUseFastlane: true,
      canUsePayLater: true,
    },
  },
};

const BOOLEAN = { type: 'boolean' } as const;
const TEXT = { type: 'string' } as const;
/** The Settings tab (SettingsRestEndpoint's field map). */
const SETTINGS_TAB: Binding = {
  kind: 'singleton',
  store: SETTINGS,
  fields: [
    'invoicePrefix',
    'brandName',
    'softDescriptor',
    'subtotalAdjustment',
    'instantPaymentsOnly',
    'landingPage',
    'buttonLanguage',
    'authorizeOnly',
    'captureVirtualOrders',
    'savePaypalAndVenmo',
    'enableContactModule',
    'saveCardDetails',
    'enablePayNow',
    'enableLogging',
    'stayUpdated',
    'disabledCards',
    'threeDSecure',
    'paymentLevelProcessing',
    'shipsFromPostalCode',
  ],
  schema: {
    properties: {
      invoicePrefix: TEXT,
      brandName: TEXT,
      softDescriptor: TEXT,
      buttonLanguage: TEXT,
      shipsFromPostalCode: TEXT,
      subtotalAdjustment: { type: 'string', enum: ['correction', 'no_details'] },
      landingPage: { type: 'string', enum: ['any', 'login', 'guest_checkout'] },
      threeDSecure: { type: 'string', enum: ['no-3d-secure', 'only-required-3d-secure', 'always-3d-secure'] },
      disabledCards: { type: 'array', items: { type: 'string' } },
      instantPaymentsOnly: BOOLEAN,
      authorizeOnly: BOOLEAN,
      captureVirtualOrders: BOOLEAN,
      savePaypalAndVenmo: BOOLEAN,
      enableContactModule: BOOLEAN,
      saveCardDetails: BOOLEAN,
      enablePayNow: BOOLEAN,
      enableLogging: BOOLEAN,
      stayUpdated: BOOLEAN,
      paymentLevelProcessing: BOOLEAN,
    },
  },
  body: { success: true, data: '{{value}}' },
};

/** An endpoint answered by the payments area (src/areas/payments/behaviours.ts). */
const area = (behaviour: string, response: ResponseSchema) => ({ behaviour, response });

export const shopV3Payments = defineNamespace(
  'shop/v3/payments',
  { read: SHOP_MANAGER, write: SHOP_MANAGER },
  {
    '/onboarding': [get({}, { response: onboarding, bind: ONBOARDING_TAB }), edit({}, { response: onboarding, bind: ONBOARDING_TAB })],
    '/common': [get({}, area('payments-common', common)), edit({}, area('payments-common-update', common))],
    '/common/merchant': [get({}, area('payments-merchant', merchantDetails))],
    '/common/seller-account': [get({}, area('payments-seller-account', sellerAccount))],
    '/authenticate/direct': [
      edit(
        {
          clientId: required(str(undefined, { minLength: 80, maxLength: 80 })),
          clientSecret: required(str()),
          useSandbox: bool(undefined, { default: false }),
        },
        area('payments-authenticate-direct', directLogin),
      ),
    ],
    '/authenticate/oauth': [
      // The plugin really declares `default => 0` on a boolean argument here (and on login_link).
      edit(
        { sharedId: required(str()), authCode: required(str()), useSandbox: bool(undefined, { default: 0 }) },
        area('payments-authenticate-oauth', oauthLogin),
      ),
    ],
    '/authenticate/disconnect': [edit({}, area('payments-disconnect', disconnected))],
    '/login_link': [
      edit(
        {
          useSandbox: bool(undefined, { default: 0 }),
          products: required(arr({ type: 'string' })),
          options: arr({ type: 'boolean' }),
        },
        area('payments-login-link', loginLink),
      ),
    ],
    '/webhooks': [get({}, area('payments-webhooks', webhooks)), post({}, area('payments-webhooks-resubscribe', webhooks))],
    '/webhooks/simulate': [get({}, area('payments-simulation-state', simulationState)), post({}, area('payments-simulation-start', simulationStarted))],
    '/refresh-features': [edit({}, area('payments-refresh-features', featuresRefreshed))],
    '/payment': [get({}, area('payments-payment-methods', paymentMethods)), edit({}, area('payments-payment-methods-update', paymentMethods))],
    '/settings': [get({}, { response: settings, bind: SETTINGS_TAB }), post({}, { response: settings, bind: SETTINGS_TAB })],
    '/styling': [get({}, area('payments-styling', styling)), edit({}, area('payments-styling-update', styling))],
    '/todos': [get({}, area('payments-todos', todos)), edit({}, area('payments-todos-update', todosUpdated))],
    '/todos/reset': [edit({}, area('payments-todos-reset', todosReset))],
    '/todos/complete': [edit({}, area('payments-todo-complete', todoCompleted))],
    '/pay_later_messaging': [get({}, area('payments-pay-later', payLaterMessaging)), edit({}, area('payments-pay-later-update', payLaterMessaging))],
    '/features': [get({}, area('payments-features', features))],
    '/migrate-to-advanced-cards': [post({}, area('payments-migrate-to-cards', migratedToCards))],
    '/agentic-beta-banner/dismiss': [post({}, area('payments-banner-dismiss', bannerDismissed))],
    '/agentic-beta-banner/remind': [post({}, area('payments-banner-remind', bannerSnoozed))],
    '/agentic-beta-banner/apply': [post({}, area('payments-banner-apply', bannerApplied))],
  },
);
