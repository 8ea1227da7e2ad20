// The connection as the settings screen reads it: CommonRestEndpoint::add_merchant_info() (`merchant`, and
// `features` once connected) and the account PayPal reports. The client secret is shown as the placeholder the
// interface document uses for secrets, never as given.
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { CAPABILITIES, connectionOf, isConnected, type Connection } from './connection.js';
import { isSendOnlyCountry, storeCountry } from './store-locale.js';

export const SECRET_PLACEHOLDER = '<CLIENT_SECRET>';

export function merchantView(c: Connection, country: string): Record<string, unknown> {
  return {
    isConnected: isConnected(c),
    isSandbox: c.sandbox_merchant,
    id: c.merchant_id,
    email: c.merchant_email,
    sellerType: c.seller_type,
    clientId: c.client_id,
    clientSecret: c.has_client_secret ? SECRET_PLACEHOLDER : '',
    isSendOnlyCountry: isSendOnlyCountry(country),
  };
}

/** The `woocommerce_paypal_payments_rest_common_merchant_features` list: each capability and whether it is on. */
export const merchantFeatures = (c: Connection): Record<string, { enabled: boolean }> =>
  Object.fromEntries(CAPABILITIES.map((k) => [k, { enabled: c.capabilities[k] === true }]));

/** `merchant`, plus `features` when a merchant is connected. */
export function merchantExtras(session: Session, ctx: HandlerContext): Record<string, unknown> {
  const c = connectionOf(session, ctx);
  const merchant = merchantView(c, storeCountry(ctx.site, session));
  return isConnected(c) ? { merchant, features: merchantFeatures(c) } : { merchant };
}
