// The default shop's marketplace and catalog feed records (data.records): the WooCommerce.com side (Discover
// groups, the account's subscriptions) and the products the POS feed lists.
import { CATALOG_PRODUCTS, CATALOG_VARIATIONS } from '../catalog-feed/seed-catalog.js';
import { PRODUCTS, VARIATIONS } from '../catalog-feed/stores.js';
import { FEATURED_GROUPS, SUBSCRIPTION_RECORDS } from './seed-marketplace.js';
import { FEATURED, SUBSCRIPTIONS } from './stores.js';

export const SHOP_MARKET_RECORDS: Readonly<Record<string, Record<string, unknown>[]>> = {
  [FEATURED]: FEATURED_GROUPS,
  [SUBSCRIPTIONS]: SUBSCRIPTION_RECORDS,
  [PRODUCTS]: CATALOG_PRODUCTS,
  [VARIATIONS]: CATALOG_VARIATIONS,
};
