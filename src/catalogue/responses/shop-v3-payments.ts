// shop/v3/payments answers (wc/v3/wc_paypal in WooCommerce PayPal Payments' settings module):
// connection, onboarding, webhooks, features, to-dos and banners. Every endpoint answers through
// RestEndpoint::return_success( $data, $extra ): `{ success: true, data, ...extra }`.
import type { ResponseSchema } from '../types.js';
import { choice, few, flag, link, restUrl, shape, strings, text, unixTime, yes } from './shop-common.js';

/** RestEndpoint::return_success(): `{ success: true, data, ...extra }` (extra keys all present unless `optional`). */
export const ok = (data: unknown, extra: Readonly<Record<string, unknown>> = {}, optional: readonly string[] = []): ResponseSchema =>
  shape({ success: yes, data, ...extra }, optional);
/** return_success( [ 'message' => ... ] ) plus fixed extra data fields. */
const said = (sentence: string, more: Readonly<Record<string, unknown>> = {}): ResponseSchema =>
  ok(shape({ message: { const: sentence }, ...more }));

const MERCHANT_ID = { type: 'string', pattern: '^[A-Z0-9]{13}$' };
const EMAIL = { type: 'string', format: 'email', examples: ['merchant@example.com', 'sb-47bcd12345678@business.example.com'] };

/** OnboardingRestEndpoint::get_details(): the wizard's progress plus its feature flags. */
export const onboarding = ok(
  shape({
    completed: flag,
    step: { type: 'integer', minimum: 0, maximum: 6 },
    isCasualSeller: flag,
    areOptionalPaymentMethodsEnabled: flag,
    products: strings('virtual', 'physical', 'subscriptions'),
    gatewaysSynced: flag,
    gatewaysRefreshed: flag,
  }),
  {
    flags: shape({
      canUseCasualSelling: flag,
      canUseVaulting: flag,
      canUseCardPayments: flag,
      canUseSubscriptions: flag,
      shouldSkipPaymentMethods: flag,
      canUseFastlane: flag,
      canUsePayLater: flag,
    }),
  },
);

/** CommonRestEndpoint::add_merchant_info(): merchant details, plus `features` once connected. */
const merchant = shape({
  isConnected: flag,
  isSandbox: flag,
  id: MERCHANT_ID,
  email: EMAIL,
  sellerType: choice('business', 'personal', 'unknown'),
  clientId: { type: 'string', pattern: '^A[A-Za-z0-9_-]{79}$' },
  clientSecret: { const: '<CLIENT_SECRET>' },
  isSendOnlyCountry: flag,
});
const enabled = shape({ enabled: flag });
const merchantFeatures = shape({
  save_paypal_and_venmo: enabled,
  advanced_credit_and_debit_cards: enabled,
  apple_pay: enabled,
  google_pay: enabled,
  alternative_payment_methods: enabled,
  pay_later_messaging: enabled,
});

/** CommonRestEndpoint::get_details() (GET and POST /common). */
export const common = ok(
  shape({ useSandbox: flag, useManualConnection: flag, webhooks: { type: 'array', maxItems: 0 } }),
  {
    wooSettings: shape({ storeCountry: text('US', 'DE', 'GB'), storeCurrency: text('USD', 'EUR', 'GBP'), ownBrandOnly: flag }),
    merchant,
    features: merchantFeatures,
  },
  ['features'],
);

/** GET /common/merchant: no persistent data, only the merchant extras. */
export const merchantDetails = ok({ type: 'array', maxItems: 0 }, { merchant, features: merchantFeatures }, ['features']);

/** GET /common/seller-account: the seller's country from PayPal's seller-status API. */
export const sellerAccount = ok(shape({ country: text('US', 'DE', 'GB') }));

/** AuthenticationRestEndpoint: direct login answers the account, OAuth `true`, disconnect 'OK'. */
export const directLogin = ok(shape({ merchantId: MERCHANT_ID, email: EMAIL }));
export const oauthLogin = ok({ const: true });
export const disconnected = ok({ const: 'OK' });

/** LoginLinkRestEndpoint::get_login_url(): the PayPal partner sign-up URL. */
export const loginLink = ok(
  link(
    'https://www.sandbox.paypal.com/bizsignup/partner/entry?partnerId=FM7H6UDAT6DBL&product=PPCP&integrationType=FO&features=PAYMENT,REFUND&displayMode=minibrowser',
    'https://www.paypal.com/bizsignup/partner/entry?partnerId=K8SKZ36LQBWXJ&product=PPCP&integrationType=FO&features=PAYMENT,REFUND,VAULT&displayMode=minibrowser',
  ),
);

/** WebhookSettingsEndpoint::get_webhooks() (GET, and POST after re-subscribing). */
export const webhooks = ok(
  shape({
    url: { const: restUrl('/payments/v1/incoming').replace('http://', 'https://') },
    events: strings(
      'checkout.order.approved',
      'checkout.order.completed',
      'payment.capture.completed',
      'payment.capture.refunded',
      'payment.capture.reversed',
      'vault.payment-token.created',
    ),
  }),
);
/** GET /webhooks/simulate: WebhookSimulation::get_state(); POST starts one and answers []. */
export const simulationState = ok(shape({ state: choice('waiting', 'received') }));
export const simulationStarted = ok({ type: 'array', maxItems: 0 });

export const featuresRefreshed = said('Feature status refreshed successfully.');

/** FeaturesRestEndpoint::get_features(): the eligible features of the Overview tab. */
export const features = ok(
  shape({
    features: few(
      shape({
        id: choice('save_paypal_and_venmo', 'advanced_credit_and_debit_cards', 'alternative_payment_methods', 'google_pay', 'apple_pay', 'pay_later_messaging'),
        title: text('Save PayPal and Venmo', 'Advanced Credit and Debit Cards', 'Google Pay', 'Apple Pay'),
        description: text('Let customers pay using their Google Pay wallet.', 'Offer global, country-specific payment options for your customers.'),
        enabled: flag,
        buttons: few(
          shape(
            {
              type: choice('secondary', 'tertiary'),
              text: text('Configure', 'Sign up', 'Learn more'),
              url: link('https://developer.paypal.com/docs/checkout/apm/'),
              showWhen: choice('enabled', 'disabled'),
              class: { const: 'small-button' },
            },
            ['url', 'showWhen'],
          ),
        ),
      }),
    ),
  }),
);

/** TodosModel::get_todos_data(). */
const todoLists = { dismissedTodos: strings('enable_fastlane', 'add_apple_pay'), completedOnClickTodos: strings('register_domain_apple_pay') };
/** TodosRestEndpoint::get_todos(): the eligible to-dos, sorted, and the dismissed/completed ids. */
export const todos = ok(
  shape({
    todos: few(
      shape({
        id: choice('enable_fastlane', 'enable_pay_later_messaging', 'add_paypal_buttons_cart', 'register_domain_apple_pay', 'enable_google_pay'),
        title: text('Enable Fastlane', 'Enable Pay Later messaging', 'Register Domain for Apple Pay'),
        description: text('Accelerate your guest checkout with Fastlane by PayPal'),
        action: shape(
          { type: choice('tab', 'external'), tab: text('payment_methods', 'pay_later_messaging', 'styling'), url: link('https://www.paypal.com/businessmanage/account/settings') },
          ['tab', 'url'],
        ),
        priority: { type: 'integer', minimum: 0, maximum: 16 },
      }),
    ),
    ...todoLists,
  }),
);
/** POST /todos with dismissedTodos: the stored lists. */
export const todosUpdated = ok(shape(todoLists));
export const todosReset = said('Dismissed todos reset successfully.');
export const todoCompleted = said('Todo marked as completed on click successfully.', { todoId: text('register_domain_apple_pay', 'configure_paypal_subscription') });

/** MigrateToAcdcRestEndpoint::handle_migration(). */
export const migratedToCards = ok(shape({ success: yes }));

/** AgenticBetaBannerEndpoint. */
export const bannerDismissed = ok(shape({ dismissed: yes }));
export const bannerSnoozed = ok(shape({ snoozed_until: unixTime }));
export const bannerApplied = ok(shape({ status: { const: 'applied' } }));
