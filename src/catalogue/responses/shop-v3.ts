// shop/v3 marketplace answers: WooCommerce's WooCommerce.com helper (WC_Helper_Admin,
// WC_Helper_Subscriptions_API, WC_Helper_Orders_API). Most routes end in wp_send_json().
import type { ResponseSchema } from '../../model/catalogue.js';
import { few, flag, jsonSuccess, link, message, shape, strings, text, whole } from './shop-common.js';

const MARKET = 'https://woocommerce.com';

/** A WooCommerce.com catalogue product as the featured (Discover) feed lists it. */
const marketProduct: ResponseSchema = shape(
  {
    id: whole(18734, 27147, 390890),
    slug: text('woocommerce-subscriptions', 'product-bundles', 'storefront'),
    title: text('WooCommerce Subscriptions', 'Product Bundles', 'Storefront'),
    image: link(`${MARKET}/wp-content/uploads/2025/06/woocommerce-subscriptions-banner.png`),
    type: { enum: ['extension', 'theme', 'business-service'] },
    freemium_type: { enum: ['unset', 'primary'] },
    excerpt: text('Let customers subscribe to your products or services and pay on a weekly, monthly or annual basis.'),
    link: link(`${MARKET}/products/woocommerce-subscriptions/`, `${MARKET}/products/product-bundles/`),
    demo_url: { type: 'string', examples: ['', `${MARKET}/products/storefront/demo/`] },
    price: text('$279.00', '$79.00', '$0.00'),
    raw_price: { type: 'number', examples: [279, 79, 0] },
    currency: { const: 'USD' },
    rating: { type: ['number', 'null'], minimum: 1, maximum: 5 },
    reviews_count: { type: ['integer', 'null'], minimum: 0, maximum: 2000 },
    vendor_name: text('Woo', 'Automattic'),
    vendor_url: link(`${MARKET}/vendor/woocommerce/`),
    icon: link(`${MARKET}/wp-content/uploads/2025/06/woocommerce-subscriptions-icon.png`),
    is_installable: flag,
    is_on_sale: flag,
    regular_price: { type: 'number', examples: [279, 79, 0] },
  },
  ['demo_url', 'rating', 'reviews_count'],
);

/** GET marketplace/featured: the Discover page's product groups (proxied from WooCommerce.com). */
export const featured: ResponseSchema = few(
  shape({
    id: text('_hand_picked', '_popular_extensions', '_themes'),
    title: text('Staff picks', 'Most popular', 'Popular themes'),
    items: few(marketProduct, 4),
    url: link(`${MARKET}/product-category/woocommerce-extensions/`),
  }),
);

/** GET wc/v1 marketplace/product-preview: sanitized preview markup. */
export const productPreview: ResponseSchema = shape({
  css: text('.wccom-product-preview{font-family:sans-serif}.wccom-product-preview h2{font-size:20px}'),
  html: text('<div class="wccom-product-preview"><h2>WooCommerce Subscriptions</h2><p>Sell products and services with recurring payments.</p></div>'),
});

/** WC_Helper::get_subscription_local_data(): the installed copy, all null when it is not installed. */
const localData: ResponseSchema = shape({
  installed: flag,
  active: flag,
  version: { type: ['string', 'null'], examples: ['7.0.1', '8.0.2', null] },
  type: { enum: ['plugin', 'theme', null] },
  slug: { type: ['string', 'null'], examples: ['woocommerce-subscriptions', 'bistro', null] },
  path: { type: ['string', 'null'], examples: ['woocommerce-subscriptions/woocommerce-subscriptions.php', 'bistro/style.css', null] },
});

/**
 * WC_Helper::get_subscription_list_data(): a WooCommerce.com subscription with its local state, or an installed
 * WooCommerce.com product the account has no subscription for (product_key '', fewer fields).
 */
const subscription: ResponseSchema = shape(
  {
    product_key: { type: 'string', pattern: '^([a-z0-9]{32})?$' },
    product_id: whole(27147, 18716),
    product_name: text('WooCommerce Subscriptions', 'Product Bundles'),
    product_url: { type: 'string', examples: [`${MARKET}/products/woocommerce-subscriptions/`, ''] },
    product_icon: link(`${MARKET}/wp-content/uploads/2025/06/woocommerce-subscriptions-icon.png`),
    product_slug: text('woocommerce-subscriptions', 'woocommerce-product-bundles'),
    product_type: { enum: ['plugin', 'theme'] },
    documentation_url: { type: 'string', examples: [`${MARKET}/document/woocommerce-subscriptions/`, ''] },
    zip_slug: text('woocommerce-subscriptions', 'woocommerce-product-bundles'),
    key_type: { enum: ['single', 'multi', 'unlimited', ''] },
    key_type_label: text('Single site', '5 sites', 'Unlimited', ''),
    autorenew: flag,
    connections: few({ type: 'integer', examples: [412345, 518877] }, 2, 0),
    legacy_connections: { type: 'array', maxItems: 0 },
    shares: { type: 'array', maxItems: 0 },
    lifetime: flag,
    expires: { type: 'integer', minimum: 0, maximum: 1798761600 },
    expired: flag,
    expiring: flag,
    sites_max: whole(1, 5),
    sites_active: whole(0, 1),
    maxed: flag,
    order_id: whole(8812345, 9054321),
    product_keys_all: strings('a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'),
    product_status: { enum: ['publish', 'private'] },
    version: text('7.1.0', '8.0.2'),
    is_installable: flag,
    is_shared: flag,
    owner_email: { type: ['string', 'null'], examples: [null] },
    has_changelog: flag,
    active: flag,
    local: localData,
    has_update: flag,
    subscription_available: flag,
    subscription_installed: flag,
  },
  [
    'product_icon',
    'product_slug',
    'product_type',
    'legacy_connections',
    'shares',
    'order_id',
    'product_keys_all',
    'version',
    'is_installable',
    'is_shared',
    'owner_email',
    'has_changelog',
  ],
);

/** GET marketplace/subscriptions and POST marketplace/refresh: wp_send_json( array_values( $subscriptions ) ), sorted by name. */
export const subscriptions: ResponseSchema = few(subscription, 8, 0);

/** connect / disconnect / activate / activate-plugin: wp_send_json_success( [ 'message' => ... ] ). */
export const connected = jsonSuccess(message('Your subscription has been connected.'));
export const disconnected = jsonSuccess(message('Your subscription has been disconnected.'));
export const activated = jsonSuccess(message('This product has been activated.', 'This product is already active.'));
export const pluginActivated = jsonSuccess(message('The plugin for your subscription has been activated.'));

/** GET subscriptions/install-url: the signed WooCommerce.com install address, or a note that it is installed already. */
export const installUrl = jsonSuccess({
  oneOf: [
    shape({
      url: link(
        `${MARKET}/auto-install-init/bookshop/?product-key=f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4&token=5d41402abc4b2a76b9719d911017c592&signature=2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae`,
      ),
    }),
    message('This product is already installed.'),
  ],
});

/** POST create-order: WooCommerce.com's create-order answer for a free product, passed through (errors: {success: false, data: {code, message}}). */
export const orderCreated = jsonSuccess(
  shape({
    product_id: whole(2165910, 1865170),
    product_type: { enum: ['plugin', 'theme'] },
    zip_slug: text('woocommerce-shipping', 'storefront'),
    product_key: { type: 'string', pattern: '^[a-z0-9]{32}$' },
    documentation_url: link(`${MARKET}/document/woocommerce-shipping/`),
  }),
);
