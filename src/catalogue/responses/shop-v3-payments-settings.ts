// shop/v3/payments answers of the settings tabs (WooCommerce PayPal Payments): payment methods,
// general settings, button styling and the Pay Later messaging configurator. GET and the write
// endpoint of each route answer the same document (update_details() ends in get_details()); a gateway's title
// and description are the merchant's to change.
import type { ResponseSchema } from '../../model/catalogue.js';
import { choice, flag, shape, text } from './shop-common.js';
import { ok } from './shop-v3-payments.js';

/** PaymentRestEndpoint::get_details(): one entry per gateway id. */
function method(id: string, title: string, icon: string, description: string): ResponseSchema {
  return shape(
    {
      id: { const: id },
      title: text(title),
      description: text(description),
      enabled: flag,
      icon: { const: icon },
      itemTitle: { const: title },
      itemDescription: text(description),
      warningMessages: { type: 'array', maxItems: 0 },
      fields: shape({ checkoutPageTitle: shape({ type: { const: 'text' }, default: { const: title }, label: { const: 'Checkout page title' } }) }),
    },
    ['fields'],
  );
}

export const paymentMethods = ok(
  shape(
    {
      'ppcp-gateway': method('ppcp-gateway', 'PayPal', 'payment-method-paypal', 'Pay via PayPal.'),
      venmo: method('venmo', 'Venmo', 'payment-method-venmo', 'Offer Venmo at checkout to millions of active users.'),
      'pay-later': method(
        'pay-later',
        'Pay Later',
        'payment-method-paypal',
        'Get paid in full at checkout while giving your customers the flexibility to pay in installments over time with no late fees.',
      ),
      'ppcp-card-button-gateway': method(
        'ppcp-card-button-gateway',
        'Credit and debit card payments',
        'payment-method-cards',
        'Accept all major credit and debit cards.',
      ),
      'ppcp-credit-card-gateway': method(
        'ppcp-credit-card-gateway',
        'Advanced Credit and Debit Card Payments',
        'payment-method-advanced-cards',
        'Present custom credit and debit card fields to your payers.',
      ),
      'ppcp-axo-gateway': method(
        'ppcp-axo-gateway',
        'Fastlane by PayPal',
        'payment-method-fastlane',
        'Recognize shoppers and make guest checkout more seamless than ever.',
      ),
      'ppcp-applepay': method('ppcp-applepay', 'Apple Pay', 'payment-method-apple-pay', 'Allow customers to pay via their Apple Pay digital wallet.'),
      'ppcp-googlepay': method('ppcp-googlepay', 'Google Pay', 'payment-method-google-pay', 'Allow customers to pay via their Google Pay digital wallet.'),
      'ppcp-bancontact': method('ppcp-bancontact', 'Bancontact', 'payment-method-bancontact', 'A popular and trusted electronic payment method in Belgium.'),
      paypalShowLogo: flag,
      cardholderName: flag,
      fastlaneDisplayWatermark: flag,
    },
    ['ppcp-credit-card-gateway', 'ppcp-axo-gateway', 'ppcp-applepay', 'ppcp-googlepay', 'ppcp-bancontact'],
  ),
);

/** SettingsRestEndpoint::get_details(): the Settings tab. */
export const settings = ok(
  shape({
    invoicePrefix: text('WC-', 'shop-'),
    brandName: text('Mock Shop'),
    softDescriptor: text('MOCKSHOP', ''),
    subtotalAdjustment: choice('correction', 'no_details'),
    instantPaymentsOnly: flag,
    landingPage: choice('any', 'login', 'guest_checkout'),
    buttonLanguage: text('', 'en_US', 'de_DE'),
    authorizeOnly: flag,
    captureVirtualOrders: flag,
    savePaypalAndVenmo: flag,
    enableContactModule: flag,
    saveCardDetails: flag,
    enablePayNow: flag,
    enableLogging: flag,
    stayUpdated: flag,
    disabledCards: { type: 'array', items: text('amex', 'discover', 'jcb'), maxItems: 6, uniqueItems: true },
    threeDSecure: choice('no-3d-secure', 'only-required-3d-secure', 'always-3d-secure'),
    paymentLevelProcessing: flag,
    shipsFromPostalCode: text('', '94107'),
  }),
);

/** LocationStylingDTO, serialised with its public properties. */
const location = (name: string): ResponseSchema =>
  shape({
    location: { const: name },
    enabled: flag,
    methods: { type: 'array', items: choice('venmo', 'paylater', 'applepay', 'googlepay'), maxItems: 4 },
    shape: choice('rect', 'pill'),
    label: choice('pay', 'checkout', 'buynow', 'paypal'),
    color: choice('gold', 'blue', 'silver', 'black', 'white'),
    layout: choice('vertical', 'horizontal'),
    tagline: flag,
  });

/** StylingRestEndpoint::get_details(). */
export const styling = ok(
  shape({
    cart: location('cart'),
    classicCheckout: location('classic_checkout'),
    expressCheckout: location('express_checkout'),
    miniCart: location('mini_cart'),
    product: location('product'),
  }),
);

const status = choice('enabled', 'disabled');
/** ConfigFactory::for_default_location(). */
const textMessage = (placement: string): ResponseSchema =>
  shape({
    layout: choice('text', 'flex'),
    'logo-position': choice('left', 'right', 'top'),
    'logo-type': choice('inline', 'primary', 'alternative', 'none'),
    'text-color': choice('black', 'white', 'monochrome', 'grayscale'),
    'text-size': choice('10', '11', '12', '13', '14', '15', '16'),
    status,
    placement: { const: placement },
  });
/** ConfigFactory::for_shop_or_home(). */
const bannerMessage = (placement: string): ResponseSchema =>
  shape({
    layout: choice('flex', 'text'),
    color: choice('black', 'blue', 'white', 'white-no-border'),
    ratio: choice('8x1', '20x1', '1x1', '1x4'),
    status,
    placement: { const: placement },
  });

/** PayLaterMessagingEndpoint::get_details(): ConfigFactory::from_settings(). */
export const payLaterMessaging = ok(
  shape({
    cart: textMessage('cart'),
    checkout: textMessage('checkout'),
    product: textMessage('product'),
    shop: bannerMessage('shop'),
    home: bannerMessage('home'),
    custom_placement: { type: 'array', items: shape({ status, message_reference: { const: 'woocommerceBlock' } }), minItems: 1, maxItems: 1 },
  }),
);
