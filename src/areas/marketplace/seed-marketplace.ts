// The default shop's marketplace: the Discover page's groups (their items are the catalogue create-order and
// product-preview read), the connected account's WooCommerce.com subscriptions, and the WooCommerce.com themes
// installed on the site (its plugins are seeded with all others, in src/areas/plugins/seed-plugins.ts). One of
// each case: connected with an update out, installed but not connected and about to expire, expired, used up on
// another site, an installed inactive theme, a theme not installed yet, and an installed extension without a
// subscription. The site is WooCommerce.com site 412345.
import { MARKET } from './stores.js';
import { subscriptionRecord } from './subscription-record.js';

const UPLOADS = `${MARKET}/wp-content/uploads`;

function item(id: number, slug: string, title: string, type: 'extension' | 'theme', price: number, excerpt: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    slug,
    title,
    image: `${UPLOADS}/2025/06/${slug}-banner.png`,
    type,
    freemium_type: price === 0 ? 'primary' : 'unset',
    excerpt,
    link: `${MARKET}/products/${slug}/`,
    demo_url: type === 'theme' ? `${MARKET}/products/${slug}/demo/` : '',
    price: price === 0 ? '$0.00' : `$${price.toFixed(2)}`,
    raw_price: price,
    currency: 'USD',
    rating: 4.5,
    reviews_count: 120,
    vendor_name: 'Woo',
    vendor_url: `${MARKET}/vendor/woocommerce/`,
    icon: `${UPLOADS}/2025/06/${slug}-icon.png`,
    is_installable: true,
    is_on_sale: false,
    regular_price: price,
    ...extra,
  };
}

const SUBSCRIPTIONS_PRODUCT = item(
  27147,
  'woocommerce-subscriptions',
  'WooCommerce Subscriptions',
  'extension',
  279,
  'Let customers subscribe to your products or services and pay on a weekly, monthly or annual basis.',
  { rating: 4.1, reviews_count: 312 },
);
const BUNDLES_PRODUCT = item(
  18716,
  'product-bundles',
  'Product Bundles',
  'extension',
  79,
  'Offer personalized product bundles, bulk discount packages and assembled products.',
  { rating: 4.8, reviews_count: 204 },
);
const SHIPPING_PRODUCT = item(
  2165910,
  'woocommerce-shipping',
  'WooCommerce Shipping',
  'extension',
  0,
  'Print USPS and DHL labels right from your dashboard and save on shipping.',
  { rating: 3.9, reviews_count: 88 },
);
const GOOGLE_PRODUCT = item(
  7623964,
  'google-listings-and-ads',
  'Google for WooCommerce',
  'extension',
  0,
  'Reach millions of shoppers on Google with free listings and ads.',
  { rating: 3.6, reviews_count: 57 },
);
const BOOKINGS_PRODUCT = item(
  390890,
  'woocommerce-bookings',
  'WooCommerce Bookings',
  'extension',
  249,
  'Let customers book appointments, rent equipment or reserve a table online.',
  { rating: 4.0, reviews_count: 146 },
);
const ADDONS_PRODUCT = item(
  18618,
  'product-add-ons',
  'Product Add-Ons',
  'extension',
  49,
  'Offer add-ons like gift wrapping, special messages or other special options.',
  { rating: 4.3, reviews_count: 97, is_on_sale: true, price: '$39.00', raw_price: 39 },
);
const MEMBERSHIPS_PRODUCT = item(
  958589,
  'woocommerce-memberships',
  'WooCommerce Memberships',
  'extension',
  199,
  'Sell memberships that give access to content, products and discounts.',
  { rating: 4.2, reviews_count: 131 },
);
const STOREFRONT_PRODUCT = item(
  1865170,
  'storefront',
  'Storefront',
  'theme',
  0,
  'The official WooCommerce theme: a flexible, lightweight base for any store.',
  { rating: 4.4, reviews_count: 403 },
);
const BISTRO_PRODUCT = item(5891236, 'bistro', 'Bistro', 'theme', 39, 'A warm, photo-led theme for restaurants, cafés and food shops.', {
  rating: null,
  reviews_count: null,
});
const BOOKSHOP_PRODUCT = item(5891240, 'bookshop', 'Bookshop', 'theme', 39, 'A clean theme for independent booksellers and publishers.', {
  rating: null,
  reviews_count: null,
});

/** GET marketplace/featured: the groups, in id order. */
export const FEATURED_GROUPS = [
  {
    id: '_hand_picked',
    title: 'Staff picks',
    items: [SUBSCRIPTIONS_PRODUCT, BUNDLES_PRODUCT, SHIPPING_PRODUCT],
    url: `${MARKET}/product-category/woocommerce-extensions/?utm_source=extensionsscreen`,
  },
  {
    id: '_popular_extensions',
    title: 'Most popular',
    items: [GOOGLE_PRODUCT, BOOKINGS_PRODUCT, ADDONS_PRODUCT, MEMBERSHIPS_PRODUCT],
    url: `${MARKET}/product-category/woocommerce-extensions/?orderby=popularity`,
  },
  { id: '_themes', title: 'Popular themes', items: [STOREFRONT_PRODUCT, BISTRO_PRODUCT, BOOKSHOP_PRODUCT], url: `${MARKET}/product-category/themes/` },
];

const SITE = 412345;
const OTHER_SITE = 518877;

function subscription(key: string, product: ReturnType<typeof item>, fields: Record<string, unknown>) {
  const theme = product.type === 'theme';
  const slug = theme ? product.slug : `woocommerce-${product.slug.replace(/^woocommerce-/, '')}`;
  const connections = (fields.connections as number[] | undefined) ?? [];
  const sitesMax = (fields.sites_max as number | undefined) ?? 1;
  return subscriptionRecord(key, product, slug, {
    autorenew: true,
    expires: 1793404800,
    sites_max: sitesMax,
    sites_active: connections.length,
    maxed: connections.length >= sitesMax,
    order_id: 8812345,
    has_changelog: !theme,
    ...fields,
  });
}

export const SUBSCRIPTION_RECORDS = [
  subscription('a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6', SUBSCRIPTIONS_PRODUCT, { connections: [SITE], version: '7.1.0', order_id: 8812345 }),
  subscription('b7e41c09d2a85f36e0c47b19a2d8f350', BUNDLES_PRODUCT, {
    expires: 1769904000,
    expiring: true,
    autorenew: false,
    version: '8.0.2',
    order_id: 8830117,
  }),
  subscription('c3f9a07e15b24d68a9e0b3c71f4d2e85', BOOKINGS_PRODUCT, {
    expires: 1764547200,
    expired: true,
    autorenew: false,
    version: '2.2.6',
    order_id: 8519004,
  }),
  subscription('d05be8a3c6f1479e2b8d0a5c3e7f1b92', ADDONS_PRODUCT, { connections: [OTHER_SITE], version: '7.9.1', order_id: 8903566 }),
  subscription('e8c2d4f6a0b13579e2d4c6a8b0f1e3d5', BISTRO_PRODUCT, { connections: [SITE], version: '1.4.0', order_id: 8911203 }),
  subscription('f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4', BOOKSHOP_PRODUCT, {
    key_type: 'multi',
    key_type_label: '5 sites',
    sites_max: 5,
    version: '1.1.2',
    order_id: 8950778,
  }),
];

/** style.css of an installed WooCommerce.com theme (`Woo:` names its product), as the theme files store keeps it. */
const styleCss = (name: string, slug: string, version: string, woo?: number) => `/*
Theme Name: ${name}
Theme URI: ${MARKET}/products/${slug}/
Author: WooCommerce
Version: ${version}
Text Domain: ${slug}
${woo === undefined ? '' : `Woo: ${woo}:9f1c3a7e5b2d4f6081a3c5e7b9d0f2a4\n`}*/
`;

const INDEX_PHP = '<?php\nget_header();\nwhile ( have_posts() ) {\n\tthe_post();\n\tthe_content();\n}\nget_footer();\n';

/** The WooCommerce.com themes installed beside the site's own: Storefront (free) and Bistro (subscribed), inactive. */
export const MARKET_THEME_FILES: Record<string, unknown>[] = [
  { id: 'bistro/style.css', content: styleCss('Bistro', 'bistro', '1.4.0', 5891236) },
  { id: 'bistro/index.php', content: INDEX_PHP },
  { id: 'storefront/style.css', content: styleCss('Storefront', 'storefront', '4.6.1') },
  { id: 'storefront/index.php', content: INDEX_PHP },
];
