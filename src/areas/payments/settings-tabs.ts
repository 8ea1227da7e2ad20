// The sectioned tabs of the settings screen, bound to their stores by data: button styling per location
// (StylingRestEndpoint), payment methods per gateway (PaymentRestEndpoint) and Pay Later messages per placement
// (PayLaterMessagingEndpoint). The plain tabs (onboarding, settings) are singleton kinds in the catalogue.
import type { ArgSchema } from '../../model/catalogue.js';
import { PAYMENT_METHODS_DEFAULTS } from './seed-payment-methods.js';
import { PAY_LATER_DEFAULTS, STYLING_DEFAULTS } from './seed-settings.js';
import { sectionedTab, type Fields } from './sectioned-tab.js';
import { PAY_LATER, PAYMENT_METHODS, STYLING } from '../../catalogue/record-sets/payments.js';

const BOOLEAN: ArgSchema = { type: 'boolean' };
const STRING: ArgSchema = { type: 'string' };
const oneOf = (...values: string[]): ArgSchema => ({ type: 'string', enum: values });
const fieldsFor = (names: readonly string[], fields: Fields): Record<string, Fields> => Object.fromEntries(names.map((n) => [n, fields]));

/** LocationStylingDTO's writable properties. */
const LOCATION: Fields = {
  enabled: BOOLEAN,
  methods: { type: 'array', items: oneOf('venmo', 'paylater', 'applepay', 'googlepay') },
  shape: oneOf('rect', 'pill'),
  label: oneOf('pay', 'checkout', 'buynow', 'paypal'),
  color: oneOf('gold', 'blue', 'silver', 'black', 'white'),
  layout: oneOf('vertical', 'horizontal'),
  tagline: BOOLEAN,
};

export const stylingTab = sectionedTab({
  store: STYLING,
  defaults: STYLING_DEFAULTS,
  sections: fieldsFor(['cart', 'classicCheckout', 'expressCheckout', 'miniCart', 'product'], LOCATION),
});

/** What the Payment Methods tab changes of a gateway (PaymentSettings::toggle_method_state() and friends). */
const GATEWAY: Fields = { enabled: BOOLEAN, title: STRING, description: STRING };

export const paymentMethodsTab = sectionedTab({
  store: PAYMENT_METHODS,
  defaults: PAYMENT_METHODS_DEFAULTS,
  sections: fieldsFor(
    Object.keys(PAYMENT_METHODS_DEFAULTS).filter((k) => typeof (PAYMENT_METHODS_DEFAULTS as Record<string, unknown>)[k] === 'object'),
    GATEWAY,
  ),
  values: { paypalShowLogo: BOOLEAN, cardholderName: BOOLEAN, fastlaneDisplayWatermark: BOOLEAN },
});

const STATUS = oneOf('enabled', 'disabled');
/** The configurator's text message (cart, checkout, product) and banner (shop, home) settings. */
const TEXT_MESSAGE: Fields = {
  layout: oneOf('text', 'flex'),
  'logo-position': oneOf('left', 'right', 'top'),
  'logo-type': oneOf('inline', 'primary', 'alternative', 'none'),
  'text-color': oneOf('black', 'white', 'monochrome', 'grayscale'),
  'text-size': oneOf('10', '11', '12', '13', '14', '15', '16'),
  status: STATUS,
};
const BANNER_MESSAGE: Fields = {
  layout: oneOf('flex', 'text'),
  color: oneOf('black', 'blue', 'white', 'white-no-border'),
  ratio: oneOf('8x1', '20x1', '1x1', '1x4'),
  status: STATUS,
};

export const payLaterTab = sectionedTab({
  store: PAY_LATER,
  defaults: PAY_LATER_DEFAULTS,
  sections: {
    ...fieldsFor(['cart', 'checkout', 'product'], TEXT_MESSAGE),
    ...fieldsFor(['shop', 'home'], BANNER_MESSAGE),
    custom_placement: { status: STATUS },
  },
});
