// RestEndpoint::return_success() and return_error() of WooCommerce PayPal Payments: every shop/v3/payments
// answer is `{success: true, data, ...extra}`, and a failure the plugin catches is `{success: false, message}`,
// both with HTTP 200 (the settings screen reads `success`). Argument and permission errors stay WordPress's.
import type { RestResult } from '../../wp/rest-result.js';

export const success = (data: unknown, extra: Readonly<Record<string, unknown>> = {}): RestResult => ({
  data: { success: true, data, ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'success' && k !== 'data')) },
});

export const failure = (message: string): RestResult => ({ data: { success: false, message } });
