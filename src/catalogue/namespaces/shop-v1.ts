// shop/v1 (wc/v1 in the real plugin): the in-app marketplace's product preview, registered by the
// same helper as shop/v3's featured route and guarded the same way (manage_woocommerce).
import { defineNamespace, get } from '../define.js';
import type { Permission } from '../../model/catalogue.js';
import { productPreview } from '../responses/shop-v3.js';

const SHOP_MANAGER: Permission = { cap: 'manage_woocommerce' };

export const shopV1 = defineNamespace(
  'shop/v1',
  { read: SHOP_MANAGER, write: SHOP_MANAGER },
  {
    // The callback reads an undeclared `product_id` (query) and answers 400 without it.
    '/marketplace/product-preview': [get({}, { response: productPreview, behaviour: 'marketplace-product-preview' })],
  },
);
