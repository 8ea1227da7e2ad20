// The default shop's product catalogue, as the WooCommerce REST API (wc/v3) represents products and variations:
// simple and variable products (hoodie, sunglasses) with their variations, one on sale, one out of stock, one
// virtual download, and a draft the feed leaves out. Links name the example origin; the feed rebases them.
import { EXAMPLE_ORIGIN } from '../../catalogue/example-origin.js';

const image = (id: number, file: string, name: string, alt = '') => ({
  id,
  date_created: '2026-01-10T10:00:00',
  src: `${EXAMPLE_ORIGIN}/wp-content/uploads/2026/01/${file}`,
  name,
  alt,
});
const CLOTHING = { id: 16, name: 'Clothing', slug: 'clothing' };
const ACCESSORIES = { id: 17, name: 'Accessories', slug: 'accessories' };
const MUSIC = { id: 18, name: 'Music', slug: 'music' };
const DECOR = { id: 19, name: 'Decor', slug: 'decor' };

interface ProductInput {
  id: number;
  name: string;
  slug: string;
  sku: string;
  price: string;
  categories: { id: number; name: string; slug: string }[];
  images: ReturnType<typeof image>[];
  [field: string]: unknown;
}

function product({ id, name, slug, sku, price, ...rest }: ProductInput) {
  const onSale = typeof rest.sale_price === 'string' && rest.sale_price !== '';
  return {
    id,
    name,
    slug,
    permalink: `${EXAMPLE_ORIGIN}/?product=${slug}`,
    date_created: '2026-01-10T10:00:00',
    date_modified: '2026-01-12T16:20:00',
    type: 'simple',
    status: 'publish',
    featured: false,
    catalog_visibility: 'visible',
    description: '',
    short_description: '',
    sku,
    price,
    regular_price: price,
    sale_price: '',
    on_sale: onSale,
    purchasable: true,
    virtual: false,
    downloadable: false,
    tax_status: 'taxable',
    tax_class: '',
    manage_stock: false,
    stock_quantity: null,
    stock_status: 'instock',
    backorders: 'no',
    weight: '',
    dimensions: { length: '', width: '', height: '' },
    tags: [],
    attributes: [],
    default_attributes: [],
    variations: [],
    menu_order: 0,
    ...rest,
  };
}

function variation(
  id: number,
  parent: { id: number; name: string; slug: string; sku: string },
  options: Record<string, string>,
  price: string,
  extra: Record<string, unknown> = {},
) {
  const suffix = Object.values(options)
    .map((o) => o.toLowerCase())
    .join('-');
  return {
    id,
    parent_id: parent.id,
    type: 'variation',
    name: `${parent.name} - ${Object.values(options).join(', ')}`,
    permalink: `${EXAMPLE_ORIGIN}/?product=${parent.slug}&${Object.keys(options)
      .map((k) => `attribute_pa_${k.toLowerCase()}=${options[k]!.toLowerCase()}`)
      .join('&')}`,
    date_created: '2026-01-10T10:05:00',
    date_modified: '2026-01-12T16:20:00',
    status: 'publish',
    description: '',
    sku: `${parent.sku}-${suffix}`,
    price,
    regular_price: price,
    sale_price: '',
    on_sale: false,
    purchasable: true,
    virtual: false,
    downloadable: false,
    tax_status: 'taxable',
    tax_class: '',
    manage_stock: true,
    stock_quantity: 12,
    stock_status: 'instock',
    backorders: 'no',
    weight: '0.4',
    dimensions: { length: '', width: '', height: '' },
    image: image(id + 1000, `${parent.slug}-${suffix}.jpg`, `${parent.name} ${Object.values(options).join(' ')}`),
    attributes: Object.entries(options).map(([name, option], i) => ({ id: i + 1, name, slug: `pa_${name.toLowerCase()}`, option })),
    menu_order: 0,
    ...extra,
  };
}

const HOODIE = { id: 101, name: 'Hoodie', slug: 'hoodie', sku: 'woo-hoodie' };
const SUNGLASSES = { id: 105, name: 'Sunglasses', slug: 'sunglasses', sku: 'woo-sunglasses' };

export const CATALOG_PRODUCTS = [
  product({
    ...HOODIE,
    type: 'variable',
    price: '42',
    regular_price: '',
    categories: [CLOTHING],
    short_description: '<p>A warm hoodie in organic cotton.</p>',
    images: [image(1101, 'hoodie-2.jpg', 'Hoodie', 'A blue hoodie')],
    attributes: [
      { id: 1, name: 'Color', slug: 'pa_color', position: 0, visible: true, variation: true, options: ['Blue', 'Green'] },
      { id: 2, name: 'Size', slug: 'pa_size', position: 1, visible: true, variation: true, options: ['M', 'L'] },
    ],
    default_attributes: [{ id: 1, name: 'Color', option: 'Blue' }],
    variations: [201, 202, 203],
  }),
  product({
    id: 102,
    name: 'T-Shirt',
    slug: 't-shirt',
    sku: 'woo-tshirt',
    price: '18',
    categories: [CLOTHING],
    images: [image(1102, 'tshirt-2.jpg', 'T-Shirt', 'A grey t-shirt')],
    manage_stock: true,
    stock_quantity: 40,
  }),
  product({
    id: 103,
    name: 'Beanie',
    slug: 'beanie',
    sku: 'woo-beanie',
    price: '18',
    regular_price: '20',
    sale_price: '18',
    categories: [ACCESSORIES],
    images: [image(1103, 'beanie-2.jpg', 'Beanie', 'A red beanie')],
  }),
  product({
    id: 104,
    name: 'Coffee Mug',
    slug: 'coffee-mug',
    sku: 'woo-mug',
    price: '12',
    categories: [DECOR],
    images: [image(1104, 'mug.jpg', 'Coffee Mug', 'A white mug with the shop logo')],
    manage_stock: true,
    stock_quantity: 0,
    stock_status: 'outofstock',
  }),
  product({
    ...SUNGLASSES,
    type: 'variable',
    price: '90',
    regular_price: '',
    categories: [ACCESSORIES],
    images: [image(1105, 'sunglasses-2.jpg', 'Sunglasses', 'Black sunglasses')],
    attributes: [{ id: 1, name: 'Color', slug: 'pa_color', position: 0, visible: true, variation: true, options: ['Black', 'Tortoise'] }],
    variations: [204, 205],
  }),
  product({
    id: 106,
    name: 'Album',
    slug: 'album',
    sku: 'woo-album',
    price: '15',
    categories: [MUSIC],
    images: [image(1106, 'album-1.jpg', 'Album', 'The album cover')],
    virtual: true,
    downloadable: true,
    tax_status: 'none',
  }),
  product({
    id: 107,
    name: 'Gift Wrap (coming soon)',
    slug: 'gift-wrap',
    sku: 'woo-gift-wrap',
    price: '5',
    status: 'draft',
    categories: [ACCESSORIES],
    images: [],
  }),
];

export const CATALOG_VARIATIONS = [
  variation(201, HOODIE, { Color: 'Blue', Size: 'M' }, '42'),
  variation(202, HOODIE, { Color: 'Blue', Size: 'L' }, '45'),
  variation(203, HOODIE, { Color: 'Green', Size: 'M' }, '42', { stock_quantity: 0, stock_status: 'outofstock' }),
  variation(204, SUNGLASSES, { Color: 'Black' }, '90'),
  variation(205, SUNGLASSES, { Color: 'Tortoise' }, '95', { sale_price: '85', price: '85', on_sale: true }),
];
