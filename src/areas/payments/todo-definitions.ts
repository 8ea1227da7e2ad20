// TodosDefinition: the "Things to do next" of the Overview tab, each eligible or not by the state of the
// connection and the settings tabs (the plugin's TodosEligibilityService, decided here from the session).
import { anyMessageEnabled, buttonsEnabled, gatewayEnabled, messageEnabled, type PaymentsState } from './payments-state.js';

export interface TodoAction extends Record<string, unknown> {
  type: 'tab' | 'external';
}

export interface TodoDefinition {
  id: string;
  title: string;
  description: string;
  action: (s: PaymentsState) => TodoAction;
  priority: number;
  eligible: (s: PaymentsState) => boolean;
}

const tab = (name: string, section?: string): TodoAction => ({ type: 'tab', tab: name, ...(section ? { section, highlight: section } : {}) });
const external = (url: string, completeOnClick = false): TodoAction => ({ type: 'external', url, ...(completeOnClick ? { completeOnClick: true } : {}) });
const can = (s: PaymentsState, capability: keyof PaymentsState['connection']['capabilities']) => s.connected && s.connection.capabilities[capability] === true;
const lacks = (s: PaymentsState, capability: keyof PaymentsState['connection']['capabilities']) =>
  s.connected && s.connection.capabilities[capability] !== true;

const messagingTodo = (id: string, page: string, placement: string): TodoDefinition => ({
  id,
  title: `Add Pay Later messaging to the ${page} page`,
  description: `Present Pay Later messaging on your ${page} page to boost conversion rate and increase cart size`,
  action: () => tab('pay_later_messaging'),
  priority: 4,
  eligible: (s) => anyMessageEnabled(s) && !messageEnabled(s, placement),
});

const buttonsTodo = (id: string, page: string, location: string): TodoDefinition => ({
  id,
  title: `Add PayPal buttons to the ${page} page`,
  description: `Allow customers to check out quickly and securely from the ${page} page. Customers save time and get through checkout in fewer clicks.`,
  action: () => tab('styling'),
  priority: 6,
  eligible: (s) => !buttonsEnabled(s, location),
});

const BUSINESS_SETTINGS = 'https://www.paypal.com/businessmanage/account/settings';

export const TODO_DEFINITIONS: readonly TodoDefinition[] = [
  {
    id: 'enable_fastlane',
    title: 'Enable Fastlane',
    description: 'Accelerate your guest checkout with Fastlane by PayPal',
    action: () => tab('payment_methods', 'ppcp-axo-gateway'),
    priority: 1,
    eligible: (s) => can(s, 'advanced_credit_and_debit_cards') && !gatewayEnabled(s, 'ppcp-axo-gateway'),
  },
  {
    id: 'enable_pay_later_messaging',
    title: 'Enable Pay Later messaging',
    description: 'Show Pay Later messaging to boost conversion rate and increase cart size',
    action: () => tab('pay_later_messaging'),
    priority: 3,
    eligible: (s) => can(s, 'pay_later_messaging') && !anyMessageEnabled(s),
  },
  messagingTodo('add_pay_later_messaging_product_page', 'Product', 'product'),
  messagingTodo('add_pay_later_messaging_cart', 'Cart', 'cart'),
  messagingTodo('add_pay_later_messaging_checkout', 'Checkout', 'checkout'),
  {
    id: 'configure_paypal_subscription',
    title: 'Configure a PayPal Subscription',
    description: 'Connect a subscriptions-type product from WooCommerce with PayPal',
    action: () => external('https://woocommerce.com/document/woocommerce-paypal-payments/#paypal-subscriptions', true),
    priority: 5,
    eligible: (s) => s.connected && Array.isArray(s.onboarding.products) && s.onboarding.products.includes('subscriptions'),
  },
  buttonsTodo('add_paypal_buttons_cart', 'Cart', 'cart'),
  buttonsTodo('add_paypal_buttons_block_checkout', 'Express Checkout', 'expressCheckout'),
  buttonsTodo('add_paypal_buttons_product', 'Product', 'product'),
  {
    id: 'register_domain_apple_pay',
    title: 'Register Domain for Apple Pay',
    description: 'To enable Apple Pay, you must register your domain with PayPal',
    action: (s) => external(`https://www.${s.connection.sandbox_merchant ? 'sandbox.' : ''}paypal.com/uccservicing/apm/applepay`, true),
    priority: 7,
    eligible: (s) => gatewayEnabled(s, 'ppcp-applepay'),
  },
  {
    id: 'add_digital_wallets',
    title: 'Add digital wallets to your account',
    description: 'Add the ability to accept Apple Pay & Google Pay to your PayPal account',
    action: () => external(BUSINESS_SETTINGS),
    priority: 8,
    eligible: (s) => lacks(s, 'apple_pay') && lacks(s, 'google_pay'),
  },
  {
    id: 'add_apple_pay',
    title: 'Add Apple Pay to your account',
    description: 'Add the ability to accept Apple Pay to your PayPal account',
    action: () => external(BUSINESS_SETTINGS),
    priority: 9,
    eligible: (s) => lacks(s, 'apple_pay') && can(s, 'google_pay'),
  },
  {
    id: 'add_google_pay',
    title: 'Add Google Pay to your account',
    description: 'Add the ability to accept Google Pay to your PayPal account',
    action: () => external(BUSINESS_SETTINGS),
    priority: 10,
    eligible: (s) => lacks(s, 'google_pay') && can(s, 'apple_pay'),
  },
  {
    id: 'enable_apple_pay',
    title: 'Enable Apple Pay',
    description: 'Allow your buyers to check out via Apple Pay',
    action: () => tab('payment_methods', 'ppcp-applepay'),
    priority: 11,
    eligible: (s) => can(s, 'apple_pay') && !gatewayEnabled(s, 'ppcp-applepay'),
  },
  {
    id: 'enable_google_pay',
    title: 'Enable Google Pay',
    description: 'Allow your buyers to check out via Google Pay',
    action: () => tab('payment_methods', 'ppcp-googlepay'),
    priority: 12,
    eligible: (s) => can(s, 'google_pay') && !gatewayEnabled(s, 'ppcp-googlepay'),
  },
];
