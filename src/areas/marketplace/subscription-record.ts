// A WooCommerce.com subscription as the marketplace lists it: a single-site key of one product. What differs between
// the seeded ones and the one a free order gives (renewal, expiry, sites, order) comes in `fields`.
import { MARKET, type Row } from './stores.js';

export interface SubscribedProduct {
  id: unknown;
  title: unknown;
  link: unknown;
  icon: unknown;
  slug: unknown;
  type: unknown;
}

/** `slug`: the product's plugin or theme slug on the site (its zip). */
export function subscriptionRecord(key: string, product: SubscribedProduct, slug: string, fields: Row): Row {
  return {
    id: key,
    product_key: key,
    product_id: product.id,
    product_name: product.title,
    product_url: product.link,
    product_icon: product.icon,
    product_slug: slug,
    product_type: product.type === 'theme' ? 'theme' : 'plugin',
    documentation_url: `${MARKET}/document/${String(product.slug)}/`,
    zip_slug: slug,
    key_type: 'single',
    key_type_label: 'Single site',
    autorenew: false,
    connections: [],
    legacy_connections: [],
    shares: [],
    lifetime: false,
    expires: 0,
    expired: false,
    expiring: false,
    sites_max: 1,
    sites_active: 0,
    maxed: false,
    order_id: 0,
    product_keys_all: [key],
    product_status: 'publish',
    is_installable: true,
    is_shared: false,
    owner_email: null,
    has_changelog: false,
    ...fields,
  };
}
