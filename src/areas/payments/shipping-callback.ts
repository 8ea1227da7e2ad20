// payments/v1/shipping-callback (ShippingCallbackEndpoint): PayPal asks the shop to re-price its order when the
// buyer picks an address or a shipping option. The zone of the address's country gives the rates; the option
// chosen (or the first) is selected; an address no zone serves is PayPal's 422 ADDRESS_ERROR. Every callback is
// recorded in `payments.shipping_callbacks` with what was answered.
import type { Handler } from '../../dispatch/types.js';
import { nextRecordId, putRecord } from '../../store/records.js';
import { WpError } from '../../wp/errors.js';
import { isPlainObject } from '../../wp/php-values.js';
import { readDocument } from './documents.js';
import { SHIPPING_DEFAULTS } from './seed-shipping.js';
import { SHIPPING_CALLBACKS, SHIPPING } from '../../catalogue/record-sets/payments.js';

interface Rate {
  id: string;
  label: string;
  cost: string;
}
interface Zone {
  name?: string;
  countries: string[];
  rates: Rate[];
}

const cents = (v: unknown): number => Math.round((Number.parseFloat(String(v ?? '0')) || 0) * 100);
const money = (currency: string, c: number) => ({ currency_code: currency, value: (c / 100).toFixed(2) });

const notACallback = () =>
  new WpError(
    'ppcp_invalid_shipping_callback',
    "The shipping callback needs the PayPal order id (id) and the buyer's shipping_address (country_code, admin_area_1, admin_area_2, postal_code), as PayPal sends them.",
    { status: 400 },
  );

const ADDRESS_ERROR = { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ADDRESS_ERROR' }] };

export const shippingCallback: Handler = async (req, ctx) => {
  const p = req.params;
  const address = isPlainObject(p.shipping_address) ? p.shipping_address : null;
  if (typeof p.id !== 'string' || !p.id || !address) return notACallback();
  const units = Array.isArray(p.purchase_units) ? p.purchase_units : [];
  const referenceId = isPlainObject(units[0]) && typeof units[0].reference_id === 'string' ? units[0].reference_id : 'default';
  const session = ctx.session;
  const shop = readDocument(session, ctx, SHIPPING, SHIPPING_DEFAULTS);
  const country = String(address.country_code ?? '').toUpperCase();
  const zone = (Array.isArray(shop.zones) ? (shop.zones as Zone[]) : []).find((z) => Array.isArray(z.countries) && z.countries.includes(country));
  const rates = zone && Array.isArray(zone.rates) ? zone.rates : [];
  const wanted = isPlainObject(p.shipping_option) ? String(p.shipping_option.id ?? '') : '';
  const selected = rates.find((r) => r.id === wanted) ?? rates[0];
  const currency = String(shop.currency || 'USD');
  const answer = selected
    ? {
        id: p.id,
        purchase_units: [
          {
            reference_id: referenceId,
            amount: {
              ...money(currency, cents(shop.item_total) + cents(selected.cost) + cents(shop.tax_total)),
              breakdown: {
                item_total: money(currency, cents(shop.item_total)),
                shipping: money(currency, cents(selected.cost)),
                tax_total: money(currency, cents(shop.tax_total)),
              },
            },
            shipping_options: rates.map((r) => ({
              id: r.id,
              label: r.label,
              selected: r === selected,
              type: 'SHIPPING',
              amount: money(currency, cents(r.cost)),
            })),
          },
        ],
      }
    : ADDRESS_ERROR;
  const status = selected ? 200 : 422;
  session.tick();
  const n = nextRecordId(session, SHIPPING_CALLBACKS);
  putRecord(session, SHIPPING_CALLBACKS, n, {
    order_id: p.id,
    cart_token: typeof p.cart_token === 'string' ? p.cart_token : null,
    shipping_address: address,
    shipping_option: wanted || null,
    status,
    selected: selected?.id ?? null,
    received_at: session.now()[1],
  });
  await session.commit();
  return { status, data: answer };
};
