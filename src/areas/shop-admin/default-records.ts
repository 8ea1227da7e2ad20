// What the default shop's store administration (shop-admin) starts from (the installed plugins are the site's,
// src/areas/plugins/seed-plugins.ts): what WordPress.org offers to install, the options
// WooCommerce wrote at install, and WooCommerce.com's recommendations, suggestions and knowledge base as its APIs
// answer them. Each store can be replaced under a scenario's `data.records`.
import {
  DEFAULT_OPTIONS,
  EXPERIMENTS,
  FEATURES,
  FREE_EXTENSIONS,
  GATEWAY_SUGGESTIONS,
  KNOWLEDGE_BASE,
  MARKETING_CAMPAIGNS,
  MARKETING_CAMPAIGN_TYPES,
  MARKETING_CHANNELS,
  MARKETING_EXTENSIONS,
  MARKETING_RECOMMENDATIONS,
  MISC_RECOMMENDATIONS,
  PLUGIN_DIRECTORY,
  PRODUCT_TYPES,
} from '../../catalogue/record-sets/shop-admin.js';

const WOO = 'https://woocommerce.com';
const TAB_ICONS = `${WOO}/wp-content/plugins/wccom-plugins/marketing-tab-rest-api/icons`;
const PAYMENT_IMAGES = `${WOO}/wp-content/plugins/woocommerce/assets/images/payment_methods`;
const product = (slug: string) => `${WOO}/products/${slug}/?utm_source=marketingtab&utm_medium=product&utm_campaign=wcaddons`;

interface PluginInfo {
  id: string;
  file: string;
  name: string;
  description: string;
  version: string;
}

const plugin = (id: string, file: string, name: string, version: string, description: string): PluginInfo => ({
  id,
  file: `${id}/${file}`,
  name,
  version,
  description,
});

/** WordPress.org's plugin directory, as far as the shop's suggestions reach (paid WooCommerce.com extensions are not in it). */
const DIRECTORY: PluginInfo[] = [
  plugin(
    'akismet',
    'akismet.php',
    'Akismet Anti-spam: Spam Protection',
    '5.4',
    'The best anti-spam protection to block spam comments and spam in a contact form.',
  ),
  plugin(
    'ai-engine',
    'ai-engine.php',
    'AI Engine',
    '2.9.4',
    'AI meets WordPress: chatbots, content and image generation, forms, and an AI assistant for your site.',
  ),
  plugin(
    'creative-mail-by-constant-contact',
    'creative-mail-plugin.php',
    'Creative Mail by Constant Contact',
    '1.6.9',
    'Free email marketing designed specifically for WordPress, Jetpack and WooCommerce.',
  ),
  plugin(
    'facebook-for-woocommerce',
    'facebook-for-woocommerce.php',
    'Facebook for WooCommerce',
    '3.5.2',
    'Grow your business on Facebook and Instagram: sync your products, run ads and measure their results.',
  ),
  plugin(
    'google-listings-and-ads',
    'google-listings-and-ads.php',
    'Google for WooCommerce',
    '2.9.10',
    'Native integration with Google that allows merchants to easily display their products across Google’s network.',
  ),
  plugin(
    'jetpack',
    'jetpack.php',
    'Jetpack',
    '14.6',
    'Security, performance, and marketing tools made by WordPress experts. Jetpack keeps your site protected so you can focus on more important things.',
  ),
  plugin('jetpack-boost', 'jetpack-boost.php', 'Jetpack Boost', '3.13.1', 'Boost your WordPress site’s performance, from the creators of Jetpack.'),
  plugin(
    'klaviyo',
    'klaviyo.php',
    'Klaviyo',
    '3.6.1',
    'Grow and retain customers with intelligent, impactful email and SMS marketing automation and a consolidated view of customer interactions.',
  ),
  plugin(
    'mailchimp-for-woocommerce',
    'mailchimp-woocommerce.php',
    'Mailchimp for WooCommerce',
    '5.3',
    'Connects WooCommerce to Mailchimp to sync your store data, send targeted campaigns to your customers, and sell more stuff.',
  ),
  plugin('mailpoet', 'mailpoet.php', 'MailPoet', '5.12.4', 'Create and send newsletters, post notifications and welcome emails from your WordPress.'),
  plugin(
    'pinterest-for-woocommerce',
    'pinterest-for-woocommerce.php',
    'Pinterest for WooCommerce',
    '1.4.19',
    'Grow your business on Pinterest! Use this official plugin to allow shoppers to Pin products while browsing your store, track conversions, and advertise on Pinterest.',
  ),
  plugin(
    'tiktok-for-business',
    'tiktok-for-woocommerce.php',
    'TikTok for WooCommerce',
    '1.3.4',
    'With the TikTok x WooCommerce integration, it is easier than ever to unlock innovative social commerce features for your business.',
  ),
  plugin('woocommerce', 'woocommerce.php', 'WooCommerce', '10.1.2', 'An ecommerce toolkit that helps you sell anything. Beautifully.'),
  plugin(
    'woocommerce-gateway-stripe',
    'woocommerce-gateway-stripe.php',
    'WooCommerce Stripe Gateway',
    '9.6.0',
    'Take credit card payments on your store using Stripe.',
  ),
  plugin('woocommerce-payments', 'woocommerce-payments.php', 'WooPayments', '9.7.0', 'Accept payments via credit card. Manage transactions within WordPress.'),
  plugin(
    'woocommerce-paypal-payments',
    'woocommerce-paypal-payments.php',
    'WooCommerce PayPal Payments',
    '3.0.7',
    'PayPal’s latest complete payments processing solution. Accept PayPal, Pay Later, credit/debit cards, alternative digital wallets local payment types and bank accounts.',
  ),
  plugin(
    'woocommerce-services',
    'woocommerce-services.php',
    'WooCommerce Shipping & Tax',
    '2.8.9',
    'Hosted services for WooCommerce: automated tax calculation, shipping label printing, and smoother payment setup.',
  ),
  plugin(
    'woocommerce-shipping',
    'woocommerce-shipping.php',
    'WooCommerce Shipping',
    '1.7.1',
    'Print USPS, UPS and DHL labels right from your WooCommerce dashboard and instantly save on shipping.',
  ),
  plugin(
    'woocommerce-square',
    'woocommerce-square.php',
    'WooCommerce Square',
    '4.9.6',
    'Securely accept payments, synchronize sales, and seamlessly manage inventory and product data between WooCommerce and Square POS.',
  ),
  plugin('woocommerce-tax', 'woocommerce-tax.php', 'WooCommerce Tax', '3.0.4', 'Automated tax calculation for WooCommerce.'),
];

const recommendation = (
  n: number,
  title: string,
  slug: string,
  file: string,
  icon: string,
  description: string,
  more: { direct?: boolean; categories?: string[]; sub?: [string, string][]; tags?: [string, string][] } = {},
) => ({
  id: n,
  title,
  description,
  url: product(slug === 'tiktok-for-business' ? 'tiktok-for-woocommerce' : slug),
  direct_install: more.direct ?? true,
  icon: `${TAB_ICONS}/${icon}`,
  product: slug,
  plugin: `${slug}/${file}`,
  categories: more.categories ?? ['marketing'],
  subcategories: (more.sub ?? []).map(([s, name]) => ({ slug: s, name })),
  tags: (more.tags ?? []).map(([s, name]) => ({ slug: s, name })),
});

const CHANNEL: [string, string] = ['sales-channels', 'Sales channels'];
const EMAIL: [string, string] = ['email', 'Email'];
const BY_WOO: [string, string] = ['built-by-woocommerce', 'Built by WooCommerce'];

const RECOMMENDATIONS = [
  recommendation(
    1,
    'Google for WooCommerce',
    'google-listings-and-ads',
    'google-listings-and-ads.php',
    'google.svg',
    'Get in front of shoppers and drive traffic so you can grow your business with Performance Max Campaigns and free listings.',
    { sub: [CHANNEL], tags: [BY_WOO] },
  ),
  recommendation(
    2,
    'Pinterest for WooCommerce',
    'pinterest-for-woocommerce',
    'pinterest-for-woocommerce.php',
    'pinterest.svg',
    'Grow your business on Pinterest! Use this official plugin to allow shoppers to Pin products while browsing your store, track conversions, and advertise on Pinterest.',
    { sub: [CHANNEL], tags: [BY_WOO] },
  ),
  recommendation(
    3,
    'TikTok for WooCommerce',
    'tiktok-for-business',
    'tiktok-for-woocommerce.php',
    'tiktok.jpg',
    'Create advertising campaigns and reach one billion global users with TikTok for WooCommerce.',
    { sub: [CHANNEL] },
  ),
  recommendation(
    4,
    'MailPoet',
    'mailpoet',
    'mailpoet.php',
    'mailpoet.svg',
    'Create and send purchase follow-up emails, newsletters, and promotional campaigns straight from your dashboard.',
    { sub: [EMAIL], tags: [BY_WOO] },
  ),
  recommendation(
    5,
    'Mailchimp for WooCommerce',
    'mailchimp-for-woocommerce',
    'mailchimp-woocommerce.php',
    'mailchimp.svg',
    'Send targeted campaigns, recover abandoned carts and more with Mailchimp.',
    { sub: [EMAIL] },
  ),
  recommendation(
    6,
    'Klaviyo for WooCommerce',
    'klaviyo',
    'klaviyo.php',
    'klaviyo.png',
    'Grow and retain customers with intelligent, impactful email and SMS marketing automation and a consolidated view of customer interactions.',
    { sub: [EMAIL] },
  ),
  recommendation(
    7,
    'AutomateWoo',
    'automatewoo',
    'automatewoo.php',
    'automatewoo.svg',
    'Convert and retain customers with automated marketing that does the hard work for you.',
    { direct: false, sub: [['automations', 'Automations']], tags: [BY_WOO] },
  ),
  recommendation(
    8,
    'Smart Coupons',
    'woocommerce-smart-coupons',
    'woocommerce-smart-coupons.php',
    'woocommerce-smart-coupons.svg',
    'Powerful, "all in one" solution for gift certificates, store credits, discount coupons and vouchers.',
    { direct: false, categories: ['coupons'] },
  ),
  recommendation(
    9,
    'URL Coupons',
    'woocommerce-url-coupons',
    'woocommerce-url-coupons.php',
    'woocommerce-url-coupons.svg',
    'Create a unique URL that applies a discount and optionally adds one or more products to the customer’s cart.',
    { direct: false, categories: ['coupons'] },
  ),
];

/** What the installed-extensions card shows of each marketing extension, in WooCommerce's order. */
const MARKETING_EXTENSION_DATA = [
  {
    slug: 'automatewoo',
    icon: 'marketing/automatewoo.svg',
    settingsUrl: 'admin.php?page=automatewoo-settings',
    docsUrl: 'https://automatewoo.com/docs/',
    configured: true,
  },
  {
    slug: 'mailchimp-for-woocommerce',
    icon: 'marketing/mailchimp.svg',
    settingsUrl: 'admin.php?page=mailchimp-woocommerce',
    docsUrl: 'https://mailchimp.com/help/connect-or-disconnect-mailchimp-for-woocommerce/',
  },
  {
    slug: 'facebook-for-woocommerce',
    icon: 'marketing/facebook-icon.svg',
    settingsUrl: 'admin.php?page=wc-facebook',
    docsUrl: `${WOO}/document/facebook-for-woocommerce/`,
  },
  {
    slug: 'pinterest-for-woocommerce',
    icon: 'marketing/pinterest.svg',
    settingsUrl: 'admin.php?page=wc-admin&path=/pinterest/landing',
    docsUrl: `${WOO}/document/pinterest-for-woocommerce/?utm_medium=product`,
    docsAlways: true,
  },
  {
    slug: 'google-listings-and-ads',
    icon: 'marketing/google.svg',
    settingsUrl: 'admin.php?page=wc-admin&path=/google/settings',
    docsUrl: `${WOO}/document/google-listings-and-ads/?utm_medium=product`,
    configured: true,
  },
  {
    slug: 'mailpoet',
    icon: 'marketing/mailpoet.svg',
    settingsUrl: 'admin.php?page=mailpoet-settings',
    docsUrl: 'https://kb.mailpoet.com/',
    supportUrl: 'https://www.mailpoet.com/support/',
    configured: true,
  },
  {
    slug: 'creative-mail-by-constant-contact',
    icon: 'marketing/creative-mail-by-constant-contact.png',
    settingsUrl: 'admin.php?page=creativemail',
    docsUrl: 'https://app.creativemail.com/kb/help/WooCommerce',
    supportUrl: 'https://app.creativemail.com/kb/help/',
  },
  { slug: 'tiktok-for-business', icon: 'marketing/tiktok.jpg', settingsUrl: 'admin.php?page=tiktok', docsUrl: `${WOO}/document/tiktok-for-woocommerce/` },
].map((e, i) => ({ id: i + 1, ...e }));

/** The channels their plugins register once active. */
const CHANNELS = [
  {
    id: 'google-listings-and-ads',
    name: 'Google for WooCommerce',
    description: 'Get in front of shoppers and drive traffic so you can grow your business with Performance Max Campaigns and free listings.',
    icon: `${TAB_ICONS}/google.svg`,
    settings_url: 'admin.php?page=wc-admin&path=/google/settings',
    is_setup_completed: true,
    product_listings_status: 'synced',
    errors_count: 0,
  },
  {
    id: 'pinterest-for-woocommerce',
    name: 'Pinterest for WooCommerce',
    description: 'Get your products in front of Pinterest users searching for ideas and things to buy.',
    icon: `${TAB_ICONS}/pinterest.svg`,
    settings_url: 'admin.php?page=wc-admin&path=/pinterest/landing',
    is_setup_completed: false,
    product_listings_status: 'not-synced',
    errors_count: 0,
  },
  {
    id: 'tiktok-for-business',
    name: 'TikTok for WooCommerce',
    description: 'Create advertising campaigns and reach one billion global users with TikTok.',
    icon: `${TAB_ICONS}/tiktok.jpg`,
    settings_url: 'admin.php?page=tiktok',
    is_setup_completed: false,
    product_listings_status: 'not-synced',
    errors_count: 0,
  },
];

const usd = (value: string) => ({ value, currency: 'USD' });
const CAMPAIGNS = [
  {
    id: 1,
    campaign_id: '20771352148',
    channel: 'google-listings-and-ads',
    title: 'Spring sale — Performance Max',
    manage_url: 'admin.php?page=wc-admin&path=/google/dashboard&subpath=/campaigns/edit&programId=20771352148',
    cost: usd('412.50'),
    sales: usd('2980.00'),
  },
  {
    id: 2,
    campaign_id: '20771352151',
    channel: 'google-listings-and-ads',
    title: 'New arrivals — United States',
    manage_url: 'admin.php?page=wc-admin&path=/google/dashboard&subpath=/campaigns/edit&programId=20771352151',
    cost: usd('88.20'),
    sales: usd('640.75'),
  },
  {
    id: 3,
    campaign_id: '20771352160',
    channel: 'google-listings-and-ads',
    title: 'Holiday remarketing',
    manage_url: 'admin.php?page=wc-admin&path=/google/dashboard&subpath=/campaigns/edit&programId=20771352160',
    cost: usd('1250.00'),
    sales: usd('9310.40'),
  },
  {
    id: 4,
    campaign_id: '1790254383162418',
    channel: 'tiktok-for-business',
    title: 'Summer collection',
    manage_url: 'https://ads.tiktok.com/i18n/perf/campaign?aadvid=7093412283560',
  },
];

const CAMPAIGN_TYPES = [
  {
    id: 1,
    type_id: 'google-ads',
    channel: 'google-listings-and-ads',
    name: 'Google Ads',
    description: 'Boost your product listings with a campaign that is automatically optimized to meet your goals.',
    create_url: 'admin.php?page=wc-admin&path=/google/dashboard&subpath=/campaigns/create',
    icon_url: `${TAB_ICONS}/google.svg`,
  },
  {
    id: 2,
    type_id: 'pinterest-ads',
    channel: 'pinterest-for-woocommerce',
    name: 'Pinterest Ads',
    description: 'Reach people planning their next purchase with ads on Pinterest.',
    create_url: 'https://ads.pinterest.com/',
    icon_url: `${TAB_ICONS}/pinterest.svg`,
  },
  {
    id: 3,
    type_id: 'tiktok-ads',
    channel: 'tiktok-for-business',
    name: 'TikTok Ads',
    description: 'Create a campaign that reaches shoppers where they watch and discover.',
    create_url: 'https://ads.tiktok.com/i18n/perf/campaign/create',
    icon_url: `${TAB_ICONS}/tiktok.jpg`,
  },
];

const post = (id: number, topic: string, title: string, date: string, slug: string, author: string) => ({
  id,
  topic,
  title,
  date,
  link: `${WOO}/posts/${slug}/?utm_medium=product`,
  author_name: author,
  author_avatar: 'https://secure.gravatar.com/avatar/?s=96&d=mm&r=g',
  image: `${WOO}/wp-content/uploads/2025/${date.slice(5, 7)}/${slug}.png`,
});

const KNOWLEDGE = [
  post(1, 'marketing', 'How to Use Email Marketing to Grow Your Store', '2025-11-04T14:00:00', 'email-marketing-ecommerce', 'WooCommerce'),
  post(2, 'marketing', 'A Beginner’s Guide to Google Shopping', '2025-10-21T09:30:00', 'google-shopping-beginners-guide', 'Jess Ramos'),
  post(3, 'marketing', 'Seven Ways to Win Back Customers Who Left Their Carts', '2025-09-30T11:15:00', 'abandoned-cart-recovery', 'Marcus Bell'),
  post(4, 'marketing', 'Social Commerce: Selling Where Your Customers Scroll', '2025-09-09T08:45:00', 'social-commerce-guide', 'WooCommerce'),
  post(5, 'coupons', 'Coupons That Grow Sales Without Eroding Margins', '2025-10-14T10:00:00', 'coupon-strategy', 'Priya Natarajan'),
  post(6, 'coupons', 'How to Run a Store-Wide Sale', '2025-08-26T16:20:00', 'store-wide-sale', 'WooCommerce'),
];

const suggestion = (id: string, title: string, image: string, plugins: string[], countries: string[], priority: number, content: string) => ({
  id,
  title,
  content,
  image: `${PAYMENT_IMAGES}/72x72/${image}.png`,
  image_72x72: `${PAYMENT_IMAGES}/72x72/${image}.png`,
  square_image: `${PAYMENT_IMAGES}/${image}.svg`,
  plugins,
  recommendation_priority: priority,
  category_other: countries,
  category_additional: [],
  countries,
});

const WOOPAYMENTS_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'AU',
  'NZ',
  'IE',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'BE',
  'AT',
  'PT',
  'CH',
  'SE',
  'DK',
  'NO',
  'FI',
  'PL',
  'JP',
  'SG',
  'HK',
];
const SUGGESTIONS = [
  suggestion(
    'woocommerce_payments',
    'WooPayments',
    'woopayments',
    ['woocommerce-payments'],
    WOOPAYMENTS_COUNTRIES,
    1,
    'Manage transactions without leaving your WordPress Dashboard. Only with WooPayments.',
  ),
  suggestion(
    'ppcp-gateway',
    'PayPal Payments',
    'paypal',
    ['woocommerce-paypal-payments'],
    [...WOOPAYMENTS_COUNTRIES, 'MX', 'BR', 'IN', 'ZA'],
    2,
    'Safe and secure payments using credit cards or your customer’s PayPal account.',
  ),
  suggestion(
    'stripe',
    'Stripe',
    'stripe',
    ['woocommerce-gateway-stripe'],
    [...WOOPAYMENTS_COUNTRIES, 'MX', 'BR', 'IN'],
    3,
    'Accept debit and credit cards in 135+ currencies, methods such as Alipay, and one-touch checkout with Apple Pay.',
  ),
  suggestion(
    'square_credit_card',
    'Square',
    'square',
    ['woocommerce-square'],
    ['US', 'CA', 'GB', 'AU', 'JP', 'IE', 'ES', 'FR'],
    4,
    'Securely accept credit and debit cards with one low rate, no surprise fees (custom rates available). Sell online and in store and track sales and inventory in one place.',
  ),
  suggestion(
    'mollie_wc_gateway_banktransfer',
    'Mollie',
    'mollie',
    ['mollie-payments-for-woocommerce'],
    ['DE', 'FR', 'NL', 'BE', 'AT', 'ES', 'IT', 'PT', 'CH', 'PL'],
    5,
    'Effortless payments by Mollie: offer global and local payment methods, get onboarded in minutes, and supported in your language.',
  ),
  suggestion(
    'razorpay',
    'Razorpay',
    'razorpay',
    ['woo-razorpay'],
    ['IN'],
    5,
    'The official Razorpay extension for WooCommerce allows you to accept credit cards, debit cards, netbanking, wallet, and UPI payments.',
  ),
];

const freePlugin = (key: string, name: string, description: string, manage: string, extra: Record<string, unknown> = {}) => ({
  key,
  name,
  description,
  manage_url: manage,
  is_visible: true,
  ...extra,
});

const FREE_EXTENSION_BUNDLES = [
  {
    id: 1,
    key: 'obw/core-profiler',
    title: 'Get a boost with our free features',
    plugins: [
      freePlugin(
        'woocommerce-payments',
        'WooPayments',
        'Accept credit cards and other popular payment methods with WooPayments',
        'admin.php?page=wc-settings&tab=checkout',
        {
          image_url: `${WOO}/wp-content/plugins/wccom-plugins/obw-free-extensions/images/core-profiler/logo-woo-payments.svg`,
          label: 'Get paid with WooPayments',
          learn_more_link: `${WOO}/products/woocommerce-payments/`,
          install_priority: 5,
        },
      ),
      freePlugin(
        'woocommerce-services:shipping',
        'WooCommerce Shipping',
        'Print shipping labels with WooCommerce Shipping',
        'admin.php?page=wc-settings&tab=shipping',
        {
          image_url: `${WOO}/wp-content/plugins/wccom-plugins/obw-free-extensions/images/core-profiler/logo-woo.svg`,
          label: 'Print shipping labels with WooCommerce Shipping',
          learn_more_link: `${WOO}/products/shipping/`,
          install_priority: 3,
        },
      ),
      freePlugin('jetpack', 'Jetpack', 'Enhance speed and security with Jetpack', 'admin.php?page=jetpack', {
        image_url: `${WOO}/wp-content/plugins/wccom-plugins/obw-free-extensions/images/core-profiler/logo-jetpack.svg`,
        label: 'Enhance speed and security with Jetpack',
        learn_more_link: 'https://jetpack.com/',
        install_priority: 8,
      }),
      freePlugin('pinterest-for-woocommerce', 'Pinterest', 'Showcase your products with Pinterest', 'admin.php?page=wc-admin&path=/pinterest/landing', {
        image_url: `${WOO}/wp-content/plugins/wccom-plugins/obw-free-extensions/images/core-profiler/logo-pinterest.svg`,
        label: 'Showcase your products with Pinterest',
        learn_more_link: `${WOO}/products/pinterest-for-woocommerce/`,
        install_priority: 2,
      }),
      freePlugin('mailpoet', 'MailPoet', 'Reach your customers with MailPoet', 'admin.php?page=mailpoet-homepage', {
        image_url: `${WOO}/wp-content/plugins/wccom-plugins/obw-free-extensions/images/core-profiler/logo-mailpoet.svg`,
        label: 'Reach your customers with MailPoet',
        learn_more_link: `${WOO}/products/mailpoet/`,
        install_priority: 7,
      }),
      freePlugin(
        'google-listings-and-ads',
        'Google for WooCommerce',
        'Drive sales with Google for WooCommerce',
        'admin.php?page=wc-admin&path=%2Fgoogle%2Fstart',
        {
          image_url: `${WOO}/wp-content/plugins/wccom-plugins/obw-free-extensions/images/core-profiler/logo-google.svg`,
          label: 'Drive sales with Google for WooCommerce',
          learn_more_link: `${WOO}/products/google-listings-and-ads/`,
          install_priority: 6,
        },
      ),
      freePlugin(
        'tiktok-for-business',
        'TikTok for WooCommerce',
        'Grow your online sales by promoting your products on TikTok to over one billion monthly active users around the world.',
        'admin.php?page=tiktok',
        { is_visible: false, install_priority: 1 },
      ),
    ],
  },
  {
    id: 2,
    key: 'task-list/reach',
    title: 'Reach out to customers',
    plugins: [
      freePlugin(
        'mailpoet',
        'MailPoet',
        'Create and send purchase follow-up emails, newsletters, and promotional campaigns straight from your dashboard.',
        'admin.php?page=mailpoet-newsletters',
      ),
      freePlugin(
        'mailchimp-for-woocommerce',
        'Mailchimp',
        'Send targeted campaigns, recover abandoned carts and much more with Mailchimp.',
        'admin.php?page=mailchimp-woocommerce',
      ),
    ],
  },
  {
    id: 3,
    key: 'task-list/grow',
    title: 'Grow your store',
    plugins: [
      freePlugin(
        'google-listings-and-ads',
        'Google for WooCommerce',
        'Get in front of shoppers and drive traffic so you can grow your business with Performance Max Campaigns and free listings.',
        'admin.php?page=wc-admin&path=%2Fgoogle%2Fstart',
      ),
      freePlugin(
        'pinterest-for-woocommerce',
        'Pinterest for WooCommerce',
        'Get your products in front of Pinners searching for ideas and things to buy.',
        'admin.php?page=wc-admin&path=%2Fpinterest%2Flanding',
      ),
      freePlugin(
        'facebook-for-woocommerce',
        'Facebook for WooCommerce',
        'List products and create ads on Facebook and Instagram.',
        'admin.php?page=wc-facebook',
      ),
    ],
  },
];

const paidType = (label: string, productId: number, slug: string, price: number) => ({
  label,
  product: productId,
  yearly_price: price,
  description: `Sell ${label.toLowerCase()} with WooCommerce.`,
  more_url: `${WOO}/products/${slug}/`,
  slug,
});

export const SHOP_ADMIN_RECORDS: Readonly<Record<string, Record<string, unknown>[] | Record<string, unknown>>> = {
  [PLUGIN_DIRECTORY]: DIRECTORY.map((p) => ({ ...p })),
  [DEFAULT_OPTIONS]: {
    woocommerce_default_country: 'US:CA',
    woocommerce_currency: 'USD',
    woocommerce_weight_unit: 'kg',
    woocommerce_dimension_unit: 'cm',
    woocommerce_calc_taxes: 'no',
    woocommerce_demo_store: 'no',
    woocommerce_allow_tracking: 'no',
    woocommerce_show_marketplace_suggestions: 'yes',
    woocommerce_setting_payments_recommendations_hidden: 'no',
    woocommerce_task_list_hidden: 'no',
    woocommerce_analytics_enabled: 'yes',
  },
  [FEATURES]: [
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
  ].map((slug, i) => ({ id: i + 1, slug, ...(slug === 'analytics' ? { option: 'woocommerce_analytics_enabled', default: 'yes' } : {}) })),
  [EXPERIMENTS]: [
    { id: 'woocommerce_core_profiler_2025', variations: ['control', 'treatment'], ttl: 3600 },
    { id: 'woocommerce_payments_settings_2025', variations: ['control', 'treatment'], ttl: 3600 },
  ],
  [MARKETING_RECOMMENDATIONS]: RECOMMENDATIONS,
  [MISC_RECOMMENDATIONS]: [
    {
      id: 'woocommerce-analytics',
      order_attribution_promotion_percentage: [
        ['9.7', 100],
        ['9.6', 60],
        ['9.5', 10],
      ],
    },
  ],
  [KNOWLEDGE_BASE]: KNOWLEDGE,
  [MARKETING_EXTENSIONS]: MARKETING_EXTENSION_DATA,
  [MARKETING_CHANNELS]: CHANNELS,
  [MARKETING_CAMPAIGNS]: CAMPAIGNS,
  [MARKETING_CAMPAIGN_TYPES]: CAMPAIGN_TYPES,
  [GATEWAY_SUGGESTIONS]: SUGGESTIONS,
  [FREE_EXTENSIONS]: FREE_EXTENSION_BUNDLES,
  [PRODUCT_TYPES]: {
    physical: { label: 'Physical products', default: true },
    downloads: { label: 'Downloads' },
    subscriptions: paidType('Subscriptions', 27147, 'woocommerce-subscriptions', 279),
    memberships: paidType('Memberships', 958589, 'woocommerce-memberships', 199),
    bookings: paidType('Bookings', 390890, 'woocommerce-bookings', 249),
    'product-bundles': paidType('Bundles', 18716, 'product-bundles', 49),
  },
};
