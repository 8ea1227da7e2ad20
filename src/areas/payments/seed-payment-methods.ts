// The Payment Methods tab of a US store (PaymentMethodsDefinition): PayPal, Venmo, Pay Later and the card
// button on; advanced cards, Fastlane, the wallets and local methods off until the merchant turns them on.

function gateway(id: string, title: string, icon: string, description: string, enabled: boolean, fields = false) {
  return {
    id,
    title,
    description,
    enabled,
    icon,
    itemTitle: title,
    itemDescription: description,
    warningMessages: [] as string[],
    ...(fields ? { fields: { checkoutPageTitle: { type: 'text', default: title, label: 'Checkout page title' } } } : {}),
  };
}

export const PAYMENT_METHODS_DEFAULTS = {
  'ppcp-gateway': gateway('ppcp-gateway', 'PayPal', 'payment-method-paypal', 'Pay via PayPal.', true, true),
  venmo: gateway('venmo', 'Venmo', 'payment-method-venmo', 'Offer Venmo at checkout to millions of active users.', true),
  'pay-later': gateway(
    'pay-later',
    'Pay Later',
    'payment-method-paypal',
    'Get paid in full at checkout while giving your customers the flexibility to pay in installments over time with no late fees.',
    true,
  ),
  'ppcp-card-button-gateway': gateway(
    'ppcp-card-button-gateway',
    'Credit and debit card payments',
    'payment-method-cards',
    'Accept all major credit and debit cards.',
    true,
    true,
  ),
  'ppcp-credit-card-gateway': gateway(
    'ppcp-credit-card-gateway',
    'Advanced Credit and Debit Card Payments',
    'payment-method-advanced-cards',
    'Present custom credit and debit card fields to your payers.',
    false,
    true,
  ),
  'ppcp-axo-gateway': gateway(
    'ppcp-axo-gateway',
    'Fastlane by PayPal',
    'payment-method-fastlane',
    'Recognize shoppers and make guest checkout more seamless than ever.',
    false,
  ),
  'ppcp-applepay': gateway('ppcp-applepay', 'Apple Pay', 'payment-method-apple-pay', 'Allow customers to pay via their Apple Pay digital wallet.', false),
  'ppcp-googlepay': gateway('ppcp-googlepay', 'Google Pay', 'payment-method-google-pay', 'Allow customers to pay via their Google Pay digital wallet.', false),
  'ppcp-bancontact': gateway(
    'ppcp-bancontact',
    'Bancontact',
    'payment-method-bancontact',
    'A popular and trusted electronic payment method in Belgium.',
    false,
  ),
  paypalShowLogo: false,
  cardholderName: false,
  fastlaneDisplayWatermark: false,
};
