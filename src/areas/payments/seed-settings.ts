// The settings tabs of a fresh WooCommerce PayPal Payments install, as the plugin's data models default them
// (OnboardingProfile, SettingsModel, StylingSettings, PayLaterMessagingSettings, TodosModel), with the shop's
// name as brand. A scenario replaces any of them under data.records.<store>.

export const ONBOARDING_DEFAULTS = {
  completed: false,
  step: 0,
  isCasualSeller: false,
  areOptionalPaymentMethodsEnabled: true,
  products: [] as string[],
  gatewaysSynced: false,
  gatewaysRefreshed: false,
};

export const SETTINGS_DEFAULTS = {
  invoicePrefix: 'WC-',
  brandName: 'Mock Shop',
  softDescriptor: '',
  subtotalAdjustment: 'correction',
  instantPaymentsOnly: false,
  landingPage: 'any',
  buttonLanguage: '',
  authorizeOnly: false,
  captureVirtualOrders: false,
  savePaypalAndVenmo: false,
  enableContactModule: true,
  saveCardDetails: false,
  enablePayNow: false,
  enableLogging: false,
  stayUpdated: true,
  disabledCards: [] as string[],
  threeDSecure: 'only-required-3d-secure',
  paymentLevelProcessing: false,
  shipsFromPostalCode: '',
};

const buttons = (location: string, enabled: boolean, methods: string[]) => ({
  location,
  enabled,
  methods,
  shape: 'rect',
  label: 'pay',
  color: 'gold',
  layout: 'vertical',
  tagline: false,
});

/** Smart buttons everywhere but the product page (so the "add buttons to the Product page" to-do shows). */
export const STYLING_DEFAULTS = {
  cart: buttons('cart', true, ['venmo', 'paylater']),
  classicCheckout: buttons('classic_checkout', true, ['venmo', 'paylater']),
  expressCheckout: buttons('express_checkout', true, ['venmo', 'paylater', 'googlepay', 'applepay']),
  miniCart: buttons('mini_cart', true, ['venmo', 'paylater']),
  product: buttons('product', false, ['venmo', 'paylater']),
};

const textMessage = (placement: string) => ({
  layout: 'text',
  'logo-position': 'left',
  'logo-type': 'inline',
  'text-color': 'black',
  'text-size': '12',
  status: 'disabled',
  placement,
});
const bannerMessage = (placement: string) => ({ layout: 'flex', color: 'black', ratio: '8x1', status: 'disabled', placement });

/** Pay Later messaging off everywhere until configured. */
export const PAY_LATER_DEFAULTS = {
  cart: textMessage('cart'),
  checkout: textMessage('checkout'),
  product: textMessage('product'),
  shop: bannerMessage('shop'),
  home: bannerMessage('home'),
  custom_placement: [{ status: 'disabled', message_reference: 'woocommerceBlock' }],
};

export const TODOS_DEFAULTS = { dismissedTodos: [] as string[], completedOnClickTodos: [] as string[] };
