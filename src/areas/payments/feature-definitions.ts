// FeaturesDefinition: the features the Overview tab offers, each on or off by the merchant's capabilities
// (Pay Later messaging also off while PayPal and Venmo are saved for later), with the buttons the tab shows.
import type { Capability } from './connection.js';
import type { PaymentsState } from './payments-state.js';

type Button = Record<string, unknown>;

export interface FeatureDefinition {
  id: Capability;
  title: string;
  description: string;
  buttons: (s: PaymentsState, country: string) => Button[];
  enabled: (s: PaymentsState) => boolean;
  /** Store countries where PayPal offers it (undefined: everywhere). */
  countries?: readonly string[];
}

const small = { class: 'small-button' };
const configure = (action: Record<string, unknown>): Button => ({
  type: 'secondary',
  text: 'Configure',
  action: { type: 'tab', ...action },
  showWhen: 'enabled',
  ...small,
});
const signUp = (live: string, sandbox = live.replace('://www.paypal.com', '://www.sandbox.paypal.com')): Button => ({
  type: 'secondary',
  text: 'Sign up',
  urls: { sandbox, live },
  showWhen: 'disabled',
  ...small,
});
const learnMore = (url: string): Button => ({ type: 'tertiary', text: 'Learn more', url, ...small });
const capable = (id: Capability) => (s: PaymentsState) => s.connection.capabilities[id] === true;

const PAY_LATER_DOCS = ['US', 'GB', 'ES', 'IT', 'FR', 'DE', 'AU'];

export const FEATURE_DEFINITIONS: readonly FeatureDefinition[] = [
  {
    id: 'save_paypal_and_venmo',
    title: 'Save PayPal and Venmo',
    description: 'Securely save PayPal and Venmo payment methods for subscriptions or return buyers.',
    enabled: capable('save_paypal_and_venmo'),
    buttons: () => [
      configure({ tab: 'settings', section: 'ppcp-save-paypal-and-venmo' }),
      signUp('https://www.paypal.com/bizsignup/entry?product=ADVANCED_VAULTING'),
      learnMore('https://www.paypal.com/us/enterprise/payment-processing/accept-venmo'),
    ],
  },
  {
    id: 'advanced_credit_and_debit_cards',
    title: 'Advanced Credit and Debit Cards',
    description: 'Process major credit and debit cards including Visa, Mastercard, American Express and Discover.',
    enabled: capable('advanced_credit_and_debit_cards'),
    buttons: () => [
      configure({ tab: 'payment_methods', section: 'ppcp-credit-card-gateway', modal: 'ppcp-credit-card-gateway' }),
      signUp('https://www.paypal.com/bizsignup/entry?product=ppcp'),
      learnMore('https://developer.paypal.com/studio/checkout/advanced'),
    ],
  },
  {
    id: 'alternative_payment_methods',
    title: 'Alternative Payment Methods',
    description: 'Offer global, country-specific payment options for your customers.',
    enabled: capable('alternative_payment_methods'),
    buttons: () => [
      configure({ tab: 'payment_methods', section: 'ppcp-alternative-payments-card', highlight: false }),
      { type: 'secondary', text: 'Sign up', url: 'https://developer.paypal.com/docs/checkout/apm/', showWhen: 'disabled', ...small },
      learnMore('https://developer.paypal.com/docs/checkout/apm/'),
    ],
  },
  {
    id: 'google_pay',
    title: 'Google Pay',
    description: 'Let customers pay using their Google Pay wallet.',
    enabled: capable('google_pay'),
    buttons: () => [
      configure({ tab: 'payment_methods', section: 'ppcp-googlepay', modal: 'ppcp-googlepay' }),
      signUp('https://www.paypal.com/bizsignup/add-product?product=payment_methods&capabilities=GOOGLE_PAY'),
      learnMore('https://developer.paypal.com/docs/checkout/apm/google-pay/'),
    ],
  },
  {
    id: 'apple_pay',
    title: 'Apple Pay',
    description: 'Let customers pay using their Apple Pay wallet.',
    enabled: capable('apple_pay'),
    buttons: () => [
      configure({ tab: 'payment_methods', section: 'ppcp-applepay', modal: 'ppcp-applepay' }),
      {
        type: 'secondary',
        text: 'Domain registration',
        urls: { sandbox: 'https://www.sandbox.paypal.com/uccservicing/apm/applepay', live: 'https://www.paypal.com/uccservicing/apm/applepay' },
        showWhen: 'enabled',
        ...small,
      },
      signUp('https://www.paypal.com/bizsignup/add-product?product=payment_methods&capabilities=APPLE_PAY'),
      learnMore('https://developer.paypal.com/docs/checkout/apm/apple-pay/'),
    ],
  },
  {
    id: 'pay_later_messaging',
    title: 'Pay Later Messaging',
    description: 'Help grow sales with Pay Later messaging. Let customers know they have flexible payment options as they browse, shop, and check out.',
    enabled: (s) => capable('pay_later_messaging')(s) && s.settings.savePaypalAndVenmo !== true,
    countries: ['US', 'GB', 'DE', 'FR', 'IT', 'ES', 'AU'],
    buttons: (_, country) => [
      configure({ tab: 'pay_later_messaging' }),
      learnMore(`https://www.paypal.com/${PAY_LATER_DOCS.includes(country) ? country.toLowerCase() : 'us'}/business/accept-payments/checkout/installments`),
    ],
  },
];
