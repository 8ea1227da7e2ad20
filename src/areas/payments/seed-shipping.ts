// The shop's shipping as the PayPal shipping callback prices it: the cart PayPal's order was made from and the
// shipping zones with their rates (WooCommerce shipping zones, reduced to countries and flat costs).
export const SHIPPING_DEFAULTS = {
  currency: 'USD',
  item_total: '29.00',
  tax_total: '0.00',
  zones: [
    {
      name: 'United States',
      countries: ['US'],
      rates: [
        { id: 'flat_rate:1', label: 'Flat rate', cost: '5.00' },
        { id: 'free_shipping:2', label: 'Free shipping', cost: '0.00' },
        { id: 'local_pickup:3', label: 'Local pickup', cost: '0.00' },
      ],
    },
    {
      name: 'Europe and the UK',
      countries: ['GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'IE'],
      rates: [{ id: 'flat_rate:4', label: 'International flat rate', cost: '7.50' }],
    },
  ],
};
