// Payment gateway suggestions (PaymentGatewaySuggestions\Init): the specs visible for the store's country (the
// `woocommerce_default_country` option), by recommendation_priority, each answered with `is_visible: true`.
// None while the merchant dismissed them (`woocommerce_setting_payments_recommendations_hidden` is "yes") or
// marketplace suggestions are off, unless `force_default_suggestions` asks for them anyway; dismissing sets the
// option and answers update_option()'s boolean.
import type { Handler } from '../../dispatch/types.js';
import { recordsIn } from '../../store/records.js';
import { shopOption, updateShopOption } from './shop-options.js';
import { GATEWAY_SUGGESTIONS } from '../../catalogue/record-sets/shop-admin.js';

export const DISMISS_OPTION = 'woocommerce_setting_payments_recommendations_hidden';

/** GET payment-gateway-suggestions. */
export const gatewaySuggestions: Handler = (req, ctx) => {
  const session = ctx.session;
  const option = (name: string, fallback: string) => shopOption(ctx.site, session, req.origin, name, fallback);
  const display = option(DISMISS_OPTION, 'no') !== 'yes' && option('woocommerce_show_marketplace_suggestions', 'yes') !== 'no';
  if (!display && req.params.force_default_suggestions !== true) return { data: [] };
  const country = String(option('woocommerce_default_country', 'US:CA')).split(':')[0];
  const priority = (spec: Record<string, unknown>) => (typeof spec.recommendation_priority === 'number' ? spec.recommendation_priority : Infinity);
  const suggestions = recordsIn(session, GATEWAY_SUGGESTIONS)
    .filter(({ data }) => !Array.isArray(data.countries) || data.countries.includes(country))
    .map(({ id, data: { countries: _countries, ...spec } }) => ({ ...spec, id: String(spec.id ?? id), is_visible: true }))
    .sort((a, b) => priority(a) - priority(b));
  return { data: suggestions };
};

/** POST payment-gateway-suggestions/dismiss. */
export const dismissGatewaySuggestions: Handler = async (req, ctx) => {
  const session = ctx.session;
  session.tick();
  const changed = updateShopOption(ctx.site, session, req.origin, DISMISS_OPTION, 'yes');
  await session.commit();
  return { data: changed };
};
