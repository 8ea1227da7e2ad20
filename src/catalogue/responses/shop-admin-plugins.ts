// shop-admin plugins answers (wc-admin's Plugins controller and PluginsHelper).
import type { ResponseSchema } from '../types.js';
import { choice, few, link, shape, SITE, strings, yes } from './shop-common.js';

const SLUGS = ['woocommerce-payments', 'jetpack', 'mailpoet', 'google-listings-and-ads'];
const slugs = strings(...SLUGS);
/** A WP_Error with no error in it, as json-encoded: its public `errors` and `error_data` arrays. */
const noErrors = shape({ errors: { type: 'array', maxItems: 0 }, error_data: { type: 'array', maxItems: 0 } });

/** install_plugins(): PluginsHelper::install_plugins() for the comma-separated `plugins`. */
export const installed: ResponseSchema = shape({
  data: shape({
    installed: slugs,
    results: { type: 'object', properties: { jetpack: { type: 'boolean' }, mailpoet: { type: 'boolean' } } },
    install_time: { type: 'object', properties: { jetpack: { type: 'number', examples: [2.31] }, mailpoet: { type: 'number', examples: [1.87] } } },
  }),
  errors: noErrors,
  success: yes,
  message: { const: 'Plugins were successfully installed.' },
});

/** activate_plugins(): PluginsHelper::activate_plugins(). */
export const activated: ResponseSchema = shape({
  data: shape({ activated: slugs, active: strings('woocommerce', ...SLUGS) }),
  errors: noErrors,
  success: yes,
  message: { const: 'Plugins were successfully activated.' },
});

/** PluginsHelper::get_action_data(): one scheduled install/activate job (job ids come from uniqid()). */
export const job: ResponseSchema = shape({
  job_id: { type: 'string', pattern: '^[0-9a-f]{13}$' },
  plugins: slugs,
  status: choice('pending', 'in-progress', 'complete', 'failed', 'canceled'),
});
/** The recently scheduled jobs, newest first. */
export const jobs: ResponseSchema = few(job);

/** active_plugins() / installed_plugins(): `{ plugins: [slugs] }`. */
export const pluginSlugs: ResponseSchema = shape({ plugins: strings('woocommerce', ...SLUGS) });

/** connect_jetpack(): the connector's (Jetpack's) connection URL. */
export const connectorUrl: ResponseSchema = shape({
  slug: { const: 'jetpack' },
  name: { const: 'Jetpack' },
  connectAction: link('https://jetpack.wordpress.com/jetpack.authorize/1/?response_type=code&client_id=123456789&redirect_uri=http%3A%2F%2F127.0.0.1%3A8080%2Fwp-admin%2Fadmin.php%3Fpage%3Dwc-admin&from=woocommerce-onboarding&calypso_env=production'),
});

/** request_wccom_connect(): the WooCommerce.com OAuth authorize URL. */
export const vendorConnectUrl: ResponseSchema = shape({
  connectAction: link('https://woocommerce.com/wc-api/product-key-api?request=oauth/authorize&home_url=http%253A%252F%252F127.0.0.1%253A8080&secret=8c2d6f0b1e3a4c5d&wccom-from=onboarding'),
});

/** finish_wccom_connect(). */
export const vendorConnected: ResponseSchema = shape({ success: yes });

/** connect_wcpay() / connect_square(): where to send the merchant to finish the processor's onboarding. */
const processorConnectUrl = (...examples: string[]): ResponseSchema => shape({ connectUrl: link(...examples) });
export const processorA = processorConnectUrl(`${SITE}/wp-admin/?wcpay-connect=WCADMIN_PAYMENT_TASK&_wpnonce=3f9a1c2b7d`);
export const processorB = processorConnectUrl('https://connect.woocommerce.com/login/square?redirect=http%253A%252F%252F127.0.0.1%253A8080%252Fwp-admin%252Fadmin.php&scopes=MERCHANT_PROFILE_READ,PAYMENTS_READ,PAYMENTS_WRITE');
