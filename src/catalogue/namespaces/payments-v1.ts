// payments/v1: WooCommerce PayPal Payments' callbacks from PayPal (paypal/v1 in the real plugin).
// Both are server-to-server: the shipping callback's permission_callback returns true and the
// webhook endpoint only verifies PayPal's signature, so neither needs a WordPress user
// (src/areas/payments: incoming-webhook.ts, shipping-callback.ts).
import { defineNamespace, post, PUBLIC } from '../define.js';
import type { ResponseSchema } from '../../model/catalogue.js';
import { few, shape, text, yes } from '../responses/shop-common.js';

const money = (...values: string[]): ResponseSchema => shape({ currency_code: text('USD', 'EUR', 'GBP'), value: text(...values) });

/** ShippingCallbackEndpoint::handle_request(): the order's purchase unit re-priced for the new address. */
const shippingCallback: ResponseSchema = shape({
  id: text('5O190127TN364715T', '8VJ03245CB9087413'),
  purchase_units: few(
    shape({
      reference_id: text('default'),
      amount: shape({
        currency_code: text('USD', 'EUR', 'GBP'),
        value: text('34.00', '52.50'),
        breakdown: shape({
          item_total: money('29.00', '45.00'),
          shipping: money('5.00', '7.50'),
          tax_total: money('0.00'),
        }),
      }),
      shipping_options: few(
        shape({
          id: text('flat_rate:1', 'free_shipping:2', 'local_pickup:3'),
          label: text('Flat rate', 'Free shipping', 'Local pickup'),
          selected: { type: 'boolean' },
          type: { const: 'SHIPPING' },
          amount: money('5.00', '0.00', '7.50'),
        }),
      ),
    }),
    1,
  ),
});

/** IncomingWebhookEndpoint: the handler's success_response(), or failure_response() for an event type no handler takes. */
const webhookHandled: ResponseSchema = {
  oneOf: [
    shape({ success: yes }),
    shape({ success: { const: false }, message: text('Could not find handler for request type MERCHANT.ONBOARDING.COMPLETED') }),
  ],
};

export const paymentsV1 = defineNamespace(
  'payments/v1',
  { read: PUBLIC, write: PUBLIC },
  {
    '/shipping-callback': [post({}, { response: shippingCallback, behaviour: 'payments-shipping-callback' })],
    '/incoming': [post({}, { response: webhookHandled, behaviour: 'payments-incoming-webhook' })],
  },
);
