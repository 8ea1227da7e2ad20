// shop-admin answers outside the marketing, plugins and onboarding areas: dismissals, features,
// experiments, the (deprecated) options API, payment gateway suggestions and theme upload.
import type { ResponseSchema } from '../types.js';
import { choice, few, flag, link, shape, strings, text, whole, yes } from './shop-common.js';

const MARKET = 'https://woocommerce.com';

/** TaxSettingsRecommendations::dismiss(). */
export const taxDismissed: ResponseSchema = shape({ dismissed: yes });

/** Notice::dissmiss_notice(): false unless the notice id is a known subscription notice. */
export const noticeDismissed: ResponseSchema = shape({ success: flag });

/** Features::get_available_features(): the enabled wc-admin feature slugs. */
export const features: ResponseSchema = {
  type: 'array',
  items: {
    enum: [
      'activity-panels',
      'analytics',
      'coupons',
      'core-profiler',
      'customize-store',
      'homescreen',
      'marketing',
      'onboarding',
      'onboarding-tasks',
      'payment-gateway-suggestions',
      'remote-inbox-notifications',
      'remote-free-extensions',
      'shipping-label-banner',
      'store-alerts',
      'transient-notices',
      'launch-your-store',
    ],
  },
  minItems: 3,
  maxItems: 8,
  uniqueItems: true,
};

/** Experiments::get_assignment(): WordPress.com ExPlat's answer, passed through. */
export const assignment: ResponseSchema = shape({
  variations: {
    type: 'object',
    properties: { woocommerce_core_profiler_2025: { enum: ['treatment', 'control', null] } },
    required: ['woocommerce_core_profiler_2025'],
  },
  ttl: whole(60, 3600),
});

/** GET options: the requested option names with get_option() values (false when unset). */
export const optionValues: ResponseSchema = {
  type: 'object',
  properties: {
    woocommerce_task_list_hidden: { enum: ['no', 'yes', false] },
    woocommerce_default_country: text('US:CA', 'GB', 'DE:BE'),
    woocommerce_allow_tracking: { enum: ['no', 'yes', false] },
  },
  minProperties: 1,
};
/** POST options: option name => whether update_option() changed it. */
export const optionsUpdated: ResponseSchema = {
  type: 'object',
  properties: { woocommerce_task_list_hidden: flag, woocommerce_allow_tracking: flag },
  minProperties: 1,
};

/** Suggestions::get_suggestions(): the payment gateways suggested to the store. */
export const gatewaySuggestions: ResponseSchema = few(
  shape(
    {
      id: text('woocommerce_payments', 'stripe', 'ppcp-gateway', 'square_credit_card'),
      title: text('WooPayments', 'Stripe', 'PayPal Payments', 'Square'),
      content: text('Manage transactions without leaving your WordPress Dashboard. Only with WooPayments.'),
      image: link(`${MARKET}/wp-content/plugins/woocommerce/assets/images/payment_methods/72x72/woopayments.png`),
      image_72x72: link(`${MARKET}/wp-content/plugins/woocommerce/assets/images/payment_methods/72x72/woopayments.png`),
      square_image: link(`${MARKET}/wp-content/plugins/woocommerce/assets/images/payment_methods/woopayments.svg`),
      plugins: strings('woocommerce-payments', 'woocommerce-gateway-stripe', 'woocommerce-paypal-payments'),
      is_visible: flag,
      recommendation_priority: whole(1, 2, 3),
      category_other: strings('US', 'CA', 'GB'),
      category_additional: strings('US', 'CA', 'GB'),
    },
    ['image_72x72', 'square_image', 'recommendation_priority', 'category_other', 'category_additional'],
  ),
);
/** Suggestions::dismiss(): update_option()'s boolean. */
export const suggestionsDismissed: ResponseSchema = { type: 'boolean' };

/** Themes::upload_theme(). */
export const themeUploaded: ResponseSchema = shape({
  status: choice('success'),
  message: { const: 'Theme installed successfully.' },
  theme: text('storefront', 'twentytwentyfive-child'),
});
