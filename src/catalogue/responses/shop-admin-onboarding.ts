// shop-admin onboarding answers (wc-admin's OnboardingFreeExtensions, OnboardingProductTypes and
// OnboardingProfile controllers).
import type { ResponseSchema } from '../../model/catalogue.js';
import { choice, few, flag, link, nullable, shape, strings, text, whole } from './shop-common.js';

const MARKET = 'https://woocommerce.com';

/** RemoteFreeExtensions\Init::get_extensions(): bundles of suggested free extensions. */
export const freeExtensions: ResponseSchema = few(
  shape({
    key: text('obw/core-profiler', 'task-list/reach', 'task-list/grow'),
    title: text('Get a boost with our free features', 'Reach out to customers', 'Grow your store'),
    plugins: few(
      shape(
        {
          key: text('woocommerce-payments', 'jetpack', 'mailpoet', 'google-listings-and-ads'),
          name: text('WooPayments', 'Jetpack', 'MailPoet', 'Google for WooCommerce'),
          description: text('Accept credit cards and other popular payment methods with WooPayments', 'Enhance speed and security with Jetpack'),
          manage_url: text('admin.php?page=wc-settings&tab=checkout', 'admin.php?page=jetpack'),
          is_visible: flag,
          is_installed: flag,
          is_activated: flag,
          image_url: link(`${MARKET}/wp-content/plugins/wccom-plugins/obw-free-extensions/images/core-profiler/logo-woo-payments.svg`),
          label: text('Get paid with WooPayments', 'Enhance speed and security with Jetpack'),
          learn_more_link: link(`${MARKET}/products/woocommerce-payments/`, 'https://jetpack.com/'),
          install_priority: whole(1, 2, 3),
        },
        ['image_url', 'label', 'learn_more_link', 'install_priority'],
      ),
      8,
      0,
    ),
  }),
);

/** A paid product type, enriched from WooCommerce.com (OnboardingProducts::get_product_types_with_data()). */
const paidType = (label: string, product: number, slug: string): ResponseSchema =>
  shape(
    {
      label: { const: label },
      product: { const: product },
      yearly_price: { type: 'number', examples: [199, 249, 279] },
      description: text(`Sell ${label.toLowerCase()} with WooCommerce.`),
      more_url: link(`${MARKET}/products/${slug}/`),
      slug: { const: slug },
    },
    ['yearly_price', 'description', 'more_url', 'slug'],
  );

/** GET onboarding/product-types: product types keyed by slug. */
export const productTypes: ResponseSchema = shape(
  {
    physical: shape({ label: { const: 'Physical products' }, default: { const: true } }),
    downloads: shape({ label: { const: 'Downloads' } }),
    subscriptions: paidType('Subscriptions', 27147, 'woocommerce-subscriptions'),
    memberships: paidType('Memberships', 958589, 'woocommerce-memberships'),
    bookings: paidType('Bookings', 390890, 'woocommerce-bookings'),
    'product-bundles': paidType('Bundles', 18716, 'product-bundles'),
  },
  ['memberships', 'bookings', 'product-bundles'],
);

/** GET onboarding/profile: every profile property (null when unset) plus wccom_connected. */
export const profile: ResponseSchema = shape({
  completed: nullable(flag),
  skipped: nullable(flag),
  industry: nullable(strings('clothing_and_accessories', 'health_and_beauty', 'food_and_drink')),
  business_extensions: nullable(strings('woocommerce-payments', 'jetpack')),
  is_agree_marketing: nullable(flag),
  store_email: nullable({ type: 'string', format: 'email', examples: ['admin@example.com'] }),
  is_store_country_set: nullable(flag),
  is_plugins_page_skipped: nullable(flag),
  business_choice: nullable(choice('im_just_starting_my_business', 'im_already_selling', 'im_setting_up_a_store_for_a_client')),
  selling_online_answer: nullable(choice('yes_im_selling_online', 'no_im_selling_offline', 'im_selling_both_online_and_offline')),
  selling_platforms: nullable({ type: 'array', items: { type: ['string', 'null'], examples: ['amazon', 'etsy', 'shopify'] } }),
  wccom_connected: flag,
});

/** POST onboarding/profile. */
export const profileUpdated: ResponseSchema = shape({
  status: { const: 'success' },
  message: { const: 'Onboarding profile data has been updated.' },
});

/** GET onboarding/profile/experimental_get_email_prefill: Jetpack's user email, else admin_email. */
export const emailPrefill: ResponseSchema = shape({ email: { type: 'string', format: 'email', examples: ['admin@example.com'] } });

const stepDone = shape({ completed_at: { type: 'string', format: 'date-time' } });
/** The woocommerce_onboarding_profile_progress option. */
const progress: ResponseSchema = shape({
  core_profiler_completed_steps: shape({ 'intro-opt-in': stepDone, 'user-profile': stepDone, 'business-info': stepDone, plugins: stepDone }, [
    'user-profile',
    'business-info',
    'plugins',
  ]),
});

/** GET onboarding/profile/progress: the option, [] until a step is completed. */
export const profileProgress: ResponseSchema = { anyOf: [progress, { type: 'array', maxItems: 0 }] };
/** core_profiler_step_complete(). */
export const stepCompleted: ResponseSchema = shape({ results: progress, status: { const: 'success' } });
