// The record sets of the payments area (the session's `records` table). Documents (one settings value per record set)
// are kept as the singleton kind keeps them; logs (incoming webhooks, shipping callbacks, login links) are collections.
export const CONNECTION = 'payments.connection';
export const ONBOARDING = 'payments.onboarding';
export const SETTINGS = 'payments.settings';
export const STYLING = 'payments.styling';
export const PAYMENT_METHODS = 'payments.payment_methods';
export const PAY_LATER = 'payments.pay_later_messaging';
export const TODOS = 'payments.todos';
export const WEBHOOK = 'payments.webhook';
export const SIMULATION = 'payments.webhook_simulation';
export const INCOMING_WEBHOOKS = 'payments.incoming_webhooks';
export const SHIPPING = 'payments.shipping';
export const SHIPPING_CALLBACKS = 'payments.shipping_callbacks';
export const LOGIN_LINKS = 'payments.login_links';
export const FEATURE_REFRESH = 'payments.feature_refresh';
export const AGENTIC_BANNER = 'payments.agentic_banner';

/** Every record set of the area, for `mock-site validate` (src/areas/built-in-record-sets.ts). */
export const PAYMENTS_STORES: readonly string[] = [
  CONNECTION,
  ONBOARDING,
  SETTINGS,
  STYLING,
  PAYMENT_METHODS,
  PAY_LATER,
  TODOS,
  WEBHOOK,
  SIMULATION,
  INCOMING_WEBHOOKS,
  SHIPPING,
  SHIPPING_CALLBACKS,
  LOGIN_LINKS,
  FEATURE_REFRESH,
  AGENTIC_BANNER,
];
