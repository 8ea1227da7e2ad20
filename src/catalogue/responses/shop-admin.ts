// shop-admin answers outside the marketing, plugins and onboarding areas: dismissals, features,
// experiments, the (deprecated) options API, payment gateway suggestions and theme upload.
import type { ResponseSchema } from '../../model/catalogue.js';
import { few, flag, link, shape, strings, text, whole, yes } from './shop-common.js';

const MARKET = 'https://woocommerce.com';

/** TaxSettingsRecommendations::dismiss(). */
export const taxDismissed: ResponseSchema = shape({ dismissed: yes });

/** Notice::dissmiss_notice(): false unless the notice id is a known subscription notice. */
export const noticeDismissed: ResponseSchema = shape({ success: flag });

/** Features::get_available_features(): the available wc-admin feature slugs (the store's; these are WooCommerce's). */
export const features: ResponseSchema = {
  type: 'array',
  items: {
    type: 'string',
    examples: [
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
  uniqueItems: true,
};

/** Experiments::get_assignment(): WordPress.com ExPlat's answer, passed through: the experiment asked => its variation (null: none). */
export const assignment: ResponseSchema = shape({
  variations: {
    type: 'object',
    properties: { woocommerce_core_profiler_2025: { enum: ['treatment', 'control', null] } },
    additionalProperties: { type: ['string', 'null'] },
    minProperties: 1,
    maxProperties: 1,
  },
  ttl: whole(60, 3600),
});

/** GET options: the requested option names with get_option() values (false when unset; text, or arrays as stored). */
export const optionValues: ResponseSchema = {
  type: 'object',
  properties: {
    woocommerce_task_list_hidden: { enum: ['no', 'yes', false] },
    woocommerce_default_country: text('US:CA', 'GB', 'DE:BE'),
    woocommerce_allow_tracking: { enum: ['no', 'yes', false] },
  },
  additionalProperties: { type: ['string', 'boolean', 'object', 'array'] },
  minProperties: 1,
};
/** POST options: option name => whether update_option() changed it ([] for an empty object). */
export const optionsUpdated: ResponseSchema = {
  anyOf: [
    { type: 'object', properties: { woocommerce_task_list_hidden: flag, woocommerce_allow_tracking: flag }, additionalProperties: flag, minProperties: 1 },
    { type: 'array', maxItems: 0 },
  ],
};

/** Country codes, as many as a spec names (none too). */
const countries: ResponseSchema = { type: 'array', items: text('US', 'CA', 'GB') };

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
      is_visible: yes,
      recommendation_priority: whole(1, 2, 3),
      category_other: countries,
      category_additional: countries,
    },
    ['image_72x72', 'square_image', 'recommendation_priority', 'category_other', 'category_additional'],
  ),
  4,
  0,
);
/** Suggestions::dismiss(): update_option()'s boolean. */
export const suggestionsDismissed: ResponseSchema = { type: 'boolean' };

/** Themes::upload_theme(): the installed theme's folder, or the upgrader's error message. */
export const themeUploaded: ResponseSchema = {
  oneOf: [
    shape({ status: { const: 'success' }, message: { const: 'Theme installed successfully.' }, theme: text('storefront', 'twentytwentyfive-child') }),
    shape({
      status: { const: 'error' },
      message: text('Destination folder already exists.', 'The package could not be installed. The theme is missing the style.css stylesheet.'),
    }),
  ],
};
