// The records the POS catalog feed reads and keeps: the shop's products and their variations (as the
// WooCommerce REST API represents them) and one generation status per set of feed arguments.
export const PRODUCTS = 'catalog.products';
export const VARIATIONS = 'catalog.variations';
/** AsyncGenerator's `feed_status_<hash>` options: one record per set of arguments. */
export const FEEDS = 'catalog.feeds';
