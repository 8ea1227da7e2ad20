// shop/pos/v1/catalog (wc/pos/v1/catalog in the real plugin): WooCommerce's POS catalog feed
// (ProductFeed\Integrations\POSCatalog\ApiController). The route starts or reports an async feed
// generation; is_authorized() wants a logged-in user with manage_woocommerce (or manage_options).
// Answered by src/areas/catalog-feed (polls move a generation on; the feed file is served from uploads).
import { bool, defineNamespace, post, str } from '../define.js';
import type { ResponseSchema } from '../../model/catalogue.js';
import { choice, shape, SITE, text } from '../responses/shop-common.js';

/** The arguments the status was made for; none is PHP's empty array, `[]`. */
const feedArgs: ResponseSchema = {
  oneOf: [
    { type: 'array', maxItems: 0 },
    shape({ _product_fields: text('id,name,sku,price,stock_status,images'), _variation_fields: text('id,sku,price,attributes') }, [
      '_product_fields',
      '_variation_fields',
    ]),
  ],
};

/**
 * AsyncGenerator::get_status() / force_regeneration(), with scheduled_at and completed_at run through
 * wc_rest_prepare_date_response() and action_id/path removed. Once the first chunk ran the status also names the
 * file, the next page and the entries written; `url` appears once the feed is complete.
 */
const feedStatus: ResponseSchema = shape(
  {
    scheduled_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'integer', minimum: 1767225600, maximum: 1798761600 },
    completed_at: { type: ['string', 'null'], format: 'date-time' },
    state: choice('scheduled', 'in_progress', 'completed', 'failed'),
    progress: { type: 'number', minimum: 0, maximum: 100 },
    processed: { type: 'integer', minimum: 0, maximum: 250 },
    total: { type: 'integer', minimum: -1, maximum: 250 },
    args: feedArgs,
    file_name: text('pos-catalog-feed-2026-01-15-6f1c2a9e0b3d4c5e8f7a9b1c2d3e4f50.json'),
    page: { type: 'integer', minimum: 1, maximum: 3 },
    entries_written: { type: 'integer', minimum: 0, maximum: 250 },
    url: text(`${SITE}/wp-content/uploads/product-feeds/pos-catalog-feed-2026-01-15-6f1c2a9e0b3d4c5e8f7a9b1c2d3e4f50.json`),
  },
  ['file_name', 'page', 'entries_written', 'url'],
);

export const shopPosV1Catalog = defineNamespace(
  'shop/pos/v1/catalog',
  { read: { cap: 'manage_woocommerce' }, write: { cap: 'manage_woocommerce' } },
  {
    '/create': [
      post(
        {
          force: bool('Force regeneration of the feed. NOOP if generation is in progress.', { default: false }),
          _product_fields: str('Comma-separated list of fields to include for non-variable products.'),
          _variation_fields: str('Comma-separated list of fields to include for variations.'),
        },
        { response: feedStatus, behaviour: 'catalog-feed-create' },
      ),
    ],
  },
);
