// GET wc/v1 marketplace/product-preview?product_id=: WooCommerce.com's preview of a marketplace product (its
// markup and styles, sanitized), built here from the product as the Discover groups list it.
import type { Handler } from '../../dispatch/types.js';
import { toInt } from '../../wp/php-values.js';
import { escAttr } from '../oembed/embed-html.js';
import { sendError, sendJson } from './send-json.js';
import { marketplaceProduct, type Row } from './stores.js';

const CSS = [
  '.wccom-product-preview{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;color:#1e1e1e;max-width:640px}',
  '.wccom-product-preview__header{display:flex;gap:16px;align-items:center}',
  '.wccom-product-preview__icon{width:64px;height:64px;border-radius:8px}',
  '.wccom-product-preview__title{font-size:24px;margin:0}',
  '.wccom-product-preview__vendor{color:#757575;margin:4px 0 0}',
  '.wccom-product-preview__price{font-weight:600;font-size:18px}',
].join('');

const text = (v: unknown) => escAttr(String(v ?? ''));

function previewHtml(p: Row): string {
  const price = p.raw_price === 0 ? 'Free' : `${text(p.price)} <span>annually</span>`;
  const rating =
    typeof p.rating === 'number'
      ? `<p class="wccom-product-preview__rating">${p.rating.toFixed(1)} out of 5 (${Number(p.reviews_count ?? 0)} reviews)</p>`
      : '';
  return [
    '<div class="wccom-product-preview">',
    '<div class="wccom-product-preview__header">',
    `<img class="wccom-product-preview__icon" src="${text(p.icon)}" alt="" />`,
    `<div><h2 class="wccom-product-preview__title">${text(p.title)}</h2><p class="wccom-product-preview__vendor">By ${text(p.vendor_name)}</p></div>`,
    '</div>',
    `<p class="wccom-product-preview__excerpt">${text(p.excerpt)}</p>`,
    rating,
    `<p class="wccom-product-preview__price">${price}</p>`,
    `<a class="wccom-product-preview__link" href="${text(p.link)}">View on WooCommerce.com</a>`,
    '</div>',
  ].join('');
}

export const productPreview: Handler = (req, ctx) => {
  const productId = toInt(req.params.product_id);
  if (!productId) return sendError('Missing product ID');
  const product = marketplaceProduct(ctx.session, productId);
  if (!product) return sendError("We couldn't find a preview for this product.", 404);
  return sendJson({ css: CSS, html: previewHtml(product) });
};
