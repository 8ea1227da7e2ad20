// The plugins installed on the default site: a WooCommerce shop built with two page builders and the site tool.
// WooCommerce and the plugins behind the shop's namespaces (assistant/v1, connector/v4, the payment routes) are
// active, as are two WooCommerce.com extensions (Subscriptions with an update out, Gift Cards); Product Bundles is
// installed but inactive. `product_id` is the `Woo:` header of WooCommerce.com extensions.
/** A type, not an interface: scenario records are index-signature records. */
type Seed = {
  id: string;
  file: string;
  name: string;
  version: string;
  status: 'active' | 'inactive';
  author: string;
  description: string;
  update_version?: string;
  product_id?: number;
};

const seed = (
  id: string,
  file: string,
  name: string,
  version: string,
  status: Seed['status'],
  author: string,
  description: string,
  more: Partial<Seed> = {},
): Seed => ({ id, file, name, version, status, author, description, ...more });

export const INSTALLED_PLUGIN_RECORDS: Seed[] = [
  seed(
    'ai-engine',
    'ai-engine/ai-engine.php',
    'AI Engine',
    '2.9.4',
    'active',
    'Jordy Meow',
    'AI meets WordPress: chatbots, content and image generation, forms, and an AI assistant for your site.',
  ),
  seed(
    'akismet',
    'akismet/akismet.php',
    'Akismet Anti-spam: Spam Protection',
    '5.4',
    'inactive',
    'Automattic - Anti-spam Team',
    'The best anti-spam protection to block spam comments and spam in a contact form.',
  ),
  seed(
    'beaver-builder-lite-version',
    'beaver-builder-lite-version/fl-builder.php',
    'Beaver Builder Plugin (Lite Version)',
    '2.9.1',
    'active',
    'The Beaver Builder Team',
    'A drag and drop frontend WordPress page builder plugin that works with almost any theme!',
  ),
  seed(
    'elementor',
    'elementor/elementor.php',
    'Elementor',
    '3.29.2',
    'active',
    'Elementor.com',
    'The Elementor Website Builder has it all: drag and drop page builder, pixel perfect design, mobile responsive editing, and more.',
  ),
  seed(
    'google-listings-and-ads',
    'google-listings-and-ads/google-listings-and-ads.php',
    'Google for WooCommerce',
    '2.9.10',
    'active',
    'WooCommerce',
    'Native integration with Google that allows merchants to easily display their products across Google’s network.',
  ),
  seed(
    'hello',
    'hello.php',
    'Hello Dolly',
    '1.7.2',
    'inactive',
    'Matt Mullenweg',
    'This is not just a plugin, it symbolizes the hope and enthusiasm of an entire generation summed up in two words sung most famously by Louis Armstrong: Hello, Dolly.',
  ),
  seed(
    'insert-headers-and-footers',
    'insert-headers-and-footers/ihaf.php',
    'WPCode Lite',
    '2.2.7',
    'active',
    'WPCode',
    'Easily add code snippets in WordPress. Insert scripts to the header and footer, add PHP code snippets with conditional logic, insert ads pixel, custom content, and more.',
  ),
  seed(
    'jetpack',
    'jetpack/jetpack.php',
    'Jetpack',
    '14.6',
    'active',
    'Automattic',
    'Security, performance, and marketing tools made by WordPress experts. Jetpack keeps your site protected so you can focus on more important things.',
  ),
  seed(
    'mailpoet',
    'mailpoet/mailpoet.php',
    'MailPoet',
    '5.12.4',
    'active',
    'MailPoet',
    'Create and send newsletters, post notifications and welcome emails from your WordPress.',
  ),
  seed(
    'sitetool',
    'sitetool/sitetool.php',
    'Site Tool',
    '1.15.3',
    'active',
    'Site Tool',
    'Lets an assistant read and edit the site: content, theme files and page-builder layouts.',
  ),
  seed(
    'woocommerce',
    'woocommerce/woocommerce.php',
    'WooCommerce',
    '10.1.2',
    'active',
    'Automattic',
    'An ecommerce toolkit that helps you sell anything. Beautifully.',
  ),
  seed(
    'woocommerce-gift-cards',
    'woocommerce-gift-cards/woocommerce-gift-cards.php',
    'WooCommerce Gift Cards',
    '2.1.0',
    'active',
    'WooCommerce',
    'Offer digital prepaid gift cards that customers can redeem at your store.',
    { product_id: 5571998 },
  ),
  seed(
    'woocommerce-payments',
    'woocommerce-payments/woocommerce-payments.php',
    'WooPayments',
    '9.7.0',
    'active',
    'WooCommerce',
    'Accept payments via credit card. Manage transactions within WordPress.',
  ),
  seed(
    'woocommerce-paypal-payments',
    'woocommerce-paypal-payments/woocommerce-paypal-payments.php',
    'WooCommerce PayPal Payments',
    '3.0.7',
    'active',
    'PayPal',
    'PayPal’s latest complete payments processing solution. Accept PayPal, Pay Later, credit/debit cards, alternative digital wallets local payment types and bank accounts.',
  ),
  seed(
    'woocommerce-product-bundles',
    'woocommerce-product-bundles/woocommerce-product-bundles.php',
    'WooCommerce Product Bundles',
    '8.0.2',
    'inactive',
    'WooCommerce',
    'Offer personalized product bundles, bulk discount packages and assembled products.',
    { product_id: 18716 },
  ),
  seed(
    'woocommerce-square',
    'woocommerce-square/woocommerce-square.php',
    'WooCommerce Square',
    '4.9.6',
    'active',
    'WooCommerce',
    'Securely accept payments, synchronize sales, and seamlessly manage inventory and product data between WooCommerce and Square POS.',
  ),
  seed(
    'woocommerce-subscriptions',
    'woocommerce-subscriptions/woocommerce-subscriptions.php',
    'WooCommerce Subscriptions',
    '7.0.1',
    'active',
    'WooCommerce',
    'Sell products and services with recurring payments in your WooCommerce store.',
    { product_id: 27147, update_version: '7.1.0' },
  ),
];
