// The WooCommerce store's country and currency, as the plugin reads them (GeneralSettings::get_woo_settings()):
// the options `woocommerce_default_country` ("US:CA") and `woocommerce_currency`, read as shop-admin reads them
// (the site's options table over the options WooCommerce's installer wrote); a shop without them sells from the
// US in dollars.
import type { Site } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import { shopOption } from '../shop-admin/shop-options.js';

/** Countries PayPal lets merchants send money from but not receive (a few of PayPal's list). */
const SEND_ONLY_COUNTRIES = new Set(['AO', 'AI', 'AM', 'AW', 'AZ', 'BY', 'BJ', 'BT', 'BO', 'VG', 'BN', 'BF', 'BI', 'CI', 'KH', 'CM', 'CV', 'TD', 'KM']);

// The origin only matters for options derived from the site's address, which these are not.
const option = (site: Site, session: Session, name: string): string => {
  const value = shopOption(site, session, '', name, '');
  return typeof value === 'string' ? value : '';
};

export const storeCountry = (site: Site, session: Session): string => option(site, session, 'woocommerce_default_country').split(':')[0]!.toUpperCase() || 'US';

export const storeCurrency = (site: Site, session: Session): string => option(site, session, 'woocommerce_currency').toUpperCase() || 'USD';

export const isSendOnlyCountry = (country: string): boolean => SEND_ONLY_COUNTRIES.has(country);

/** CommonRestEndpoint::add_woo_settings(). */
export function wooSettings(site: Site, session: Session): Record<string, unknown> {
  return { storeCountry: storeCountry(site, session), storeCurrency: storeCurrency(site, session), ownBrandOnly: false };
}
