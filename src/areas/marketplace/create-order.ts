// POST create-order: WooCommerce.com creates an order for a marketplace product and the helper passes its answer
// through. A free product gets an order and a new (unconnected) subscription, which GET subscriptions lists from
// then on; a product already owned answers its subscription again; a paid one must go through the checkout.
import { createHash } from '../../platform/hash.js';
import type { Handler } from '../../dispatch/types.js';
import type { HandlerOutcome } from '../../wp/rest-result.js';
import { putRecord, readCounter, writeCounter } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { protocolErrors } from '../../wp/errors.js';
import { sendJson } from './send-json.js';
import { subscriptionRecord, type SubscribedProduct } from './subscription-record.js';
import { MARKET, marketplaceProduct, SUBSCRIPTIONS, subscriptionRecords, type Row } from './stores.js';

/** Where order numbers continue from (WooCommerce.com's order ids are large). */
const ORDER_COUNTER = `${SUBSCRIPTIONS}#order`;
const FIRST_ORDER = 9054400;

const orderAnswer = (s: Row) => ({
  success: true,
  data: { product_id: s.product_id, product_type: s.product_type, zip_slug: s.zip_slug, product_key: s.product_key, documentation_url: s.documentation_url },
});

function nextOrderId(session: Session): number {
  return writeCounter(session, ORDER_COUNTER, (readCounter(session, ORDER_COUNTER) ?? FIRST_ORDER) + 1);
}

/** The subscription a free order gives: one site, for life. */
function newSubscription(product: Row, orderId: number, seed: number): Row {
  const productKey = createHash('md5')
    .update(`wccom-order:${seed}:${orderId}:${String(product.id)}`)
    .digest('hex');
  return subscriptionRecord(productKey, product as unknown as SubscribedProduct, String(product.slug), { lifetime: true, order_id: orderId });
}

export const createOrder: Handler = async (req, ctx): Promise<HandlerOutcome> => {
  const productId = req.params.product_id;
  // The route's validate_callback is is_int(): a JSON number without a fraction, never a numeric string.
  if (typeof productId !== 'number' || !Number.isInteger(productId)) {
    return protocolErrors.invalidParams({ product_id: 'Invalid parameter.' }, [] as unknown as Record<string, unknown>);
  }
  if (!req.user?.capabilities.has('install_plugins')) return sendJson({ message: 'You do not have permission to install plugins.' }, 403);
  const session = ctx.session;
  const product = marketplaceProduct(session, productId);
  if (!product) return sendJson({ success: false, data: { code: 'product_not_found', message: "We couldn't find this product on WooCommerce.com." } }, 404);
  const owned = subscriptionRecords(session, ctx.site.scenario).find((s) => s.product_id === productId);
  if (owned) return sendJson(orderAnswer(owned));
  if (product.raw_price !== 0) {
    return sendJson(
      {
        success: false,
        data: {
          code: 'payment_required',
          message: 'This product is not free: complete the purchase on WooCommerce.com.',
          redirect_location: `${MARKET}/cart/?add-to-cart=${productId}`,
        },
      },
      402,
    );
  }
  session.tick();
  const subscription = newSubscription(product, nextOrderId(session), ctx.site.scenario.seed);
  putRecord(session, SUBSCRIPTIONS, String(subscription.id), subscription);
  await session.commit();
  return sendJson(orderAnswer(subscription));
};
