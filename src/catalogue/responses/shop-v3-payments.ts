// shop/v3/payments answers (wc/v3/wc_paypal in WooCommerce PayPal Payments' settings module): connection, onboarding,
// webhooks, features, to-dos and banners. Every endpoint answers through RestEndpoint::return_success( $data, $extra ):
// `{ success: true, data, ...extra }`; a failure the plugin catches is return_error(): `{ success: false, message }`,
// HTTP 200 both. The client secret is never answered: the merchant view shows the placeholder once one was given.
import type { ResponseSchema } from '../../model/catalogue.js';
import { choice, few, flag, link, shape, text, unixTime, yes } from './shop-common.js';

/** RestEndpoint::return_success(): `{ success: true, data, ...extra }` (extra keys all present unless `optional`). */
export const ok = (data: unknown, extra: Readonly<Record<string, unknown>> = {}, optional: readonly string[] = []): ResponseSchema =>
  shape({ success: yes, data, ...extra }, optional);
/** RestEndpoint::return_error( $reason ). */
const failed = shape({ success: { const: false }, message: text('Could not create token.', 'No webhooks found.') });
/** An answer of the endpoint, or the plugin's failure. */
const orFailure = (answer: ResponseSchema): ResponseSchema => ({ oneOf: [answer, failed] });
/** return_success( [ 'message' => ... ] ) plus fixed extra data fields. */
const said = (sentence: string, more: Readonly<Record<string, unknown>> = {}): ResponseSchema => ok(shape({ message: { const: sentence }, ...more }));
/** A list that may be empty. */
const list = (items: unknown): ResponseSchema => ({ type: 'array', items, maxItems: 6 });
const ids = (...examples: string[]): ResponseSchema => ({ ...list(text(...examples)), uniqueItems: true });

const MERCHANT_ID = { type: 'string', pattern: '^([A-Z0-9]{13})?$', examples: ['7K4Y2MNSQ8ZJW'] };
const EMAIL = { type: 'string', pattern: '^(|[^@\\s]+@[^@\\s]+)$', examples: ['merchant@example.com', 'sb-47bcd12345678@business.example.com'] };

/** OnboardingRestEndpoint::get_details(): the wizard's progress plus its feature flags. */
export const onboarding = ok(
  shape({
    completed: flag,
    step: { type: 'integer', minimum: 0, examples: [0, 2, 4] },
    isCasualSeller: flag,
    areOptionalPaymentMethodsEnabled: flag,
    products: ids('virtual', 'physical', 'subscriptions'),
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

/** CommonRestEndpoint::add_merchant_info(): merchant details ('' until connected), plus `features` once connected. */
const merchant = shape({
  isConnected: flag,
  isSandbox: flag,
  id: MERCHANT_ID,
  email: EMAIL,
  sellerType: choice('business', 'personal', 'unknown'),
  clientId: { type: 'string', pattern: '^(A[A-Za-z0-9_-]{79})?$' },
  clientSecret: choice('', '<CLIENT_SECRET>'),
  isSendOnlyCountry: flag,
});
const enabled = shape({ enabled: flag });
const merchantFeatures = shape({
  save_paypal_and_venmo: enabled,
  advanced_credit_and_debit_cards: enabled,
  alternative_payment_methods: enabled,
  google_pay: enabled,
  apple_pay: enabled,
  pay_later_messaging: enabled,
});

/** CommonRestEndpoint::get_details() (GET and POST /common). */
export const common = ok(
  shape({ useSandbox: flag, useManualConnection: flag }),
  {
    wooSettings: shape({ storeCountry: text('US', 'DE', 'GB'), storeCurrency: text('USD', 'EUR', 'GBP'), ownBrandOnly: flag }),
    merchant,
    features: merchantFeatures,
  },
  ['features'],
);

/** GET /common/merchant: no persistent data, only the merchant extras. */
export const merchantDetails = ok({ type: 'array', maxItems: 0 }, { merchant, features: merchantFeatures }, ['features']);

/** GET /common/seller-account: the seller's country from PayPal's seller-status API (connected merchants only). */
export const sellerAccount = orFailure(ok(shape({ country: text('US', 'DE', 'GB') })));

/** AuthenticationRestEndpoint: direct login answers the account, OAuth `true`, disconnect 'OK'. */
export const directLogin = orFailure(ok(shape({ merchantId: MERCHANT_ID, email: EMAIL })));
export const oauthLogin = orFailure(ok({ const: true }));
export const disconnected = ok({ const: 'OK' });

/** LoginLinkRestEndpoint::get_login_url(): the PayPal sign-up link ('' when PayPal refuses the referral). */
export const loginLink = ok({
  anyOf: [
    link(
      'https://www.sandbox.paypal.com/bizsignup/partner/entry?referralToken=ZjVmNmQ0YTgtMjM4Mi00ODcxLWE5MmEtNDg5YmQ3NjQ0MzE2&displayMode=minibrowser',
      'https://www.paypal.com/bizsignup/partner/entry?referralToken=MmQ3YzE4NjctYjQ0Zi00ZmE5LWEwYmMtY2U0MjY0NTg1ZWUx&displayMode=minibrowser',
    ),
    { const: '' },
  ],
});

/** WebhookSettingsEndpoint::get_webhooks() (GET, and POST after re-subscribing): this site's incoming address. */
export const webhooks = orFailure(
  ok(
    shape({
      url: link('https://example.org/index.php?rest_route=/payments/v1/incoming'),
      events: ids(
        'checkout.order.approved',
        'checkout.order.completed',
        'payment.capture.completed',
        'payment.capture.refunded',
        'vault.payment-token.created',
      ),
    }),
  ),
);
/** GET /webhooks/simulate: WebhookSimulation::get_state(); POST starts one and answers []. */
export const simulationState = orFailure(ok(shape({ state: choice('waiting', 'received') })));
export const simulationStarted = orFailure(ok({ type: 'array', maxItems: 0 }));

export const featuresRefreshed = orFailure(said('Feature status refreshed successfully.'));

const button = shape(
  {
    type: choice('secondary', 'tertiary'),
    text: text('Configure', 'Sign up', 'Learn more', 'Domain registration'),
    action: shape(
      {
        type: { const: 'tab' },
        tab: text('settings', 'payment_methods', 'pay_later_messaging'),
        section: text('ppcp-googlepay'),
        modal: text('ppcp-googlepay'),
        highlight: flag,
      },
      ['section', 'modal', 'highlight'],
    ),
    urls: shape({
      sandbox: link('https://www.sandbox.paypal.com/bizsignup/entry?product=ppcp'),
      live: link('https://www.paypal.com/bizsignup/entry?product=ppcp'),
    }),
    url: link('https://developer.paypal.com/docs/checkout/apm/'),
    showWhen: choice('enabled', 'disabled'),
    class: { const: 'small-button' },
  },
  ['action', 'urls', 'url', 'showWhen'],
);

/** FeaturesRestEndpoint::get_features(): the eligible features of the Overview tab. */
export const features = ok(
  shape({
    features: few(
      shape({
        id: choice('save_paypal_and_venmo', 'advanced_credit_and_debit_cards', 'alternative_payment_methods', 'google_pay', 'apple_pay', 'pay_later_messaging'),
        title: text('Save PayPal and Venmo', 'Advanced Credit and Debit Cards', 'Google Pay', 'Apple Pay'),
        description: text('Let customers pay using their Google Pay wallet.', 'Offer global, country-specific payment options for your customers.'),
        enabled: flag,
        buttons: few(button, 4),
      }),
      6,
    ),
  }),
);

/** TodosModel::get_todos_data(). */
const todoLists = { dismissedTodos: ids('enable_fastlane', 'add_apple_pay'), completedOnClickTodos: ids('register_domain_apple_pay') };
/** TodosRestEndpoint::get_todos(): the eligible to-dos by priority, and the dismissed/completed ids. */
export const todos = ok(
  shape({
    todos: list(
      shape({
        id: text('enable_fastlane', 'enable_pay_later_messaging', 'add_paypal_buttons_product', 'register_domain_apple_pay', 'enable_google_pay'),
        title: text('Enable Fastlane', 'Enable Pay Later messaging', 'Register Domain for Apple Pay'),
        description: text('Accelerate your guest checkout with Fastlane by PayPal'),
        action: shape(
          {
            type: choice('tab', 'external'),
            tab: text('payment_methods', 'pay_later_messaging', 'styling'),
            section: text('ppcp-axo-gateway', 'ppcp-applepay'),
            highlight: text('ppcp-axo-gateway', 'ppcp-applepay'),
            url: link('https://www.paypal.com/businessmanage/account/settings'),
            completeOnClick: yes,
          },
          ['tab', 'section', 'highlight', 'url', 'completeOnClick'],
        ),
        priority: { type: 'integer', minimum: 0, maximum: 16 },
      }),
    ),
    ...todoLists,
  }),
);
/** POST /todos: with dismissedTodos the stored lists, otherwise the body as sent. */
export const todosUpdated = ok({ anyOf: [shape(todoLists), { type: 'object' }] });
export const todosReset = said('Dismissed todos reset successfully.');
export const todoCompleted = orFailure(
  said('Todo marked as completed on click successfully.', { todoId: text('register_domain_apple_pay', 'configure_paypal_subscription') }),
);

/** MigrateToAcdcRestEndpoint::handle_migration(). */
export const migratedToCards = ok(shape({ success: yes }));

/** AgenticBetaBannerEndpoint. */
export const bannerDismissed = ok(shape({ dismissed: yes }));
export const bannerSnoozed = ok(shape({ snoozed_until: unixTime }));
export const bannerApplied = ok(shape({ status: { const: 'applied' } }));
