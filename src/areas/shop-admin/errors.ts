// The errors the shop-admin routes answer, in WooCommerce's codes and words. Where WooCommerce passes a bare
// status as the error's data (`new WP_Error( $code, $message, 404 )`) or no data at all, WordPress answers HTTP
// 500 with that data as it is (`"data": 404`, `"data": null`): `bare` copies that, so a client meets the same
// answer as on the real store.
import { BareDataError } from '../../wp/bare-data-error.js';
import { WpError } from '../../wp/errors.js';

const err = (code: string, status: number, message: string) => new WpError(code, message, { status });
const bare = (code: string, data: number | null, message: string) => new BareDataError(code, message, data);

export const shopAdminErrors = {
  noPlugins: () => bare('woocommerce_rest_invalid_plugins', 404, 'Plugins must be a non-empty array.'),
  // WooCommerce's explode() fails on an array with a PHP fatal error; the mock refuses it in words instead.
  pluginsNotText: () =>
    err(
      'woocommerce_rest_invalid_plugins',
      400,
      'plugins must be a comma-separated string of plugin slugs, such as "jetpack,mailpoet" (WooCommerce splits it on commas; an array is not accepted).',
    ),
  invalidPlugin: () => bare('woocommerce_rest_invalid_plugin', 404, 'Invalid plugin.'),
  jetpackInactive: () => bare('woocommerce_rest_jetpack_not_active', 404, 'Jetpack is not installed or active.'),
  wcpayInactive: () => bare('woocommerce_rest_helper_connect', 500, 'There was an error communicating with the WooCommerce Payments plugin.'),
  squareInactive: () => bare('woocommerce_rest_helper_connect', 500, 'There was an error connecting to Square.'),
  wccomConnect: (why: string) => bare('woocommerce_rest_helper_connect', 500, `There was an error connecting to WooCommerce.com: ${why}`),
  noOptionNames: () => bare('woocommerce_rest_cannot_view', 500, 'You must supply an array of options.'),
  noOptionValues: () => bare('woocommerce_rest_cannot_update', 500, 'You must supply an array of options and values.'),
  badOptionName: (name: string) =>
    err('woocommerce_rest_cannot_update', 400, `${JSON.stringify(name)} is not an option name: option names are 1 to 191 characters.`),
  cannotViewOptions: (status: number) => err('woocommerce_rest_cannot_view', status, 'Sorry, you cannot view these options.'),
  cannotUpdateOptions: (status: number) => err('woocommerce_rest_cannot_update', status, 'Sorry, you cannot manage these options.'),
  experimentNameRequired: () => err('woocommerce_rest_experiment_name_required', 400, 'Sorry, experiment_name is required.'),
  invalidNonce: () => err('unauthorized', 401, 'Invalid nonce.'),
  noUpload: () =>
    bare('woocommerce_rest_invalid_file', null, 'Specified file failed upload test. Send the theme as a multipart/form-data file field named "pluginzip".'),
};
