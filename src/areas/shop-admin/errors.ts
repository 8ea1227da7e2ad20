// The errors the shop-admin routes answer, in WooCommerce's codes and words. Where WooCommerce passes a status as
// the error's bare data (`new WP_Error( $code, $message, 404 )`), WordPress itself answers HTTP 500 with
// `"data": 404`; the mock answers the status WooCommerce meant, with WordPress's usual `data.status`.
import { WpError } from '../../wp/errors.js';

const err = (code: string, status: number, message: string) => new WpError(code, message, { status });

export const shopAdminErrors = {
  noPlugins: () => err('woocommerce_rest_invalid_plugins', 400, 'Plugins must be a non-empty array.'),
  pluginsNotText: () => err('woocommerce_rest_invalid_plugins', 400,
    'plugins must be a comma-separated string of plugin slugs, such as "jetpack,mailpoet" (WooCommerce splits it on commas; an array is not accepted).'),
  invalidPlugin: () => err('woocommerce_rest_invalid_plugin', 404, 'Invalid plugin.'),
  jetpackInactive: () => err('woocommerce_rest_jetpack_not_active', 404, 'Jetpack is not installed or active.'),
  wcpayInactive: () => err('woocommerce_rest_helper_connect', 500, 'There was an error communicating with the WooCommerce Payments plugin.'),
  squareInactive: () => err('woocommerce_rest_helper_connect', 500, 'There was an error connecting to Square.'),
  wccomConnect: (why: string) => err('woocommerce_rest_helper_connect', 400, `There was an error connecting to WooCommerce.com: ${why}`),
  noOptionNames: () => err('woocommerce_rest_cannot_view', 400, 'You must supply an array of options.'),
  noOptionValues: () => err('woocommerce_rest_cannot_update', 400, 'You must supply an array of options and values.'),
  badOptionName: (name: string) => err('woocommerce_rest_cannot_update', 400, `${JSON.stringify(name)} is not an option name: option names are 1 to 191 characters.`),
  cannotViewOptions: (status: number) => err('woocommerce_rest_cannot_view', status, 'Sorry, you cannot view these options.'),
  cannotUpdateOptions: (status: number) => err('woocommerce_rest_cannot_update', status, 'Sorry, you cannot manage these options.'),
  experimentNameRequired: () => err('woocommerce_rest_experiment_name_required', 400, 'Sorry, experiment_name is required.'),
  invalidNonce: () => err('unauthorized', 401, 'Invalid nonce.'),
  noUpload: () => err('woocommerce_rest_invalid_file', 400, 'Specified file failed upload test. Send the theme as a multipart/form-data file field named "pluginzip".'),
  notAZip: (why: string) => err('woocommerce_rest_invalid_file', 400, `pluginzip is not a zip archive (${why}). Upload the theme as a .zip file.`),
};
