// The shop's payment-provider integration and site connection as a fresh install starts them: settings tabs at
// the plugin's defaults, no PayPal merchant connected yet (connect with authenticate/direct or the login-link
// flow, or seed `payments.connection`), US shipping zones for the shipping callback, and two connection errors
// waiting for WordPress.com to confirm them.
import type { ScenarioData } from '../../model/data.js';
import { XMLRPC_ERROR_SEEDS } from '../connector/seed-errors.js';
import { XMLRPC_ERRORS } from '../connector/stores.js';
import { PAYMENT_METHODS_DEFAULTS } from './seed-payment-methods.js';
import { ONBOARDING_DEFAULTS, PAY_LATER_DEFAULTS, SETTINGS_DEFAULTS, STYLING_DEFAULTS, TODOS_DEFAULTS } from './seed-settings.js';
import { SHIPPING_DEFAULTS } from './seed-shipping.js';
import { ONBOARDING, PAY_LATER, PAYMENT_METHODS, SETTINGS, SHIPPING, STYLING, TODOS } from '../../catalogue/record-sets/payments.js';

export const SHOP_PAYMENTS_RECORDS: ScenarioData['records'] = {
  [ONBOARDING]: ONBOARDING_DEFAULTS,
  [SETTINGS]: SETTINGS_DEFAULTS,
  [STYLING]: STYLING_DEFAULTS,
  [PAYMENT_METHODS]: PAYMENT_METHODS_DEFAULTS,
  [PAY_LATER]: PAY_LATER_DEFAULTS,
  [TODOS]: TODOS_DEFAULTS,
  [SHIPPING]: SHIPPING_DEFAULTS,
  [XMLRPC_ERRORS]: XMLRPC_ERROR_SEEDS,
};
