// shop-admin plugins answers (wc-admin's Plugins controller and PluginsHelper).
import type { ResponseSchema } from '../../model/catalogue.js';
import { choice, few, link, shape, SITE, text, yes } from './shop-common.js';

const SLUGS = ['woocommerce-payments', 'jetpack', 'mailpoet', 'google-listings-and-ads'];
/** Plugin slugs, as many as there are. */
const slugList = (...examples: string[]): ResponseSchema => ({ type: 'array', items: text(...examples) });
const slugs = slugList(...SLUGS);
/** PHP's empty array, which json-encodes as []. */
const emptyArray: ResponseSchema = { type: 'array', maxItems: 0 };
/** A WP_Error as json-encoded: its public `errors` (messages by plugin; [] when none) and `error_data`. */
const wpError = shape({
  errors: { anyOf: [emptyArray, { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }] },
  error_data: emptyArray,
});
/** Plugin => value, or [] when no plugin got one. */
const byPlugin = (value: ResponseSchema, examples: Record<string, unknown>): ResponseSchema => ({
  anyOf: [{ type: 'object', additionalProperties: value, examples: [examples] }, emptyArray],
});

/** `async`: the job that will do it (PluginsHelper::schedule_*_plugins()). */
const scheduled = (message: string): ResponseSchema =>
  shape({ data: shape({ job_id: { type: 'string', pattern: '^[0-9a-f]{13}$' }, plugins: slugs }), message: { const: message } });

/** install_plugins(): PluginsHelper::install_plugins() for the comma-separated `plugins`, or the job with `async`. */
export const installed: ResponseSchema = {
  oneOf: [
    shape({
      data: shape({
        installed: slugs,
        results: byPlugin({ type: 'boolean' }, { jetpack: true }),
        install_time: byPlugin({ type: 'integer', minimum: 0 }, { jetpack: 2310 }),
      }),
      errors: wpError,
      success: { type: 'boolean' },
      message: { enum: ['Plugins were successfully installed.', 'There was a problem installing some of the requested plugins.'] },
    }),
    scheduled('Plugin installation has been scheduled.'),
  ],
};

/** activate_plugins(): PluginsHelper::activate_plugins(), or the job with `async`. */
export const activated: ResponseSchema = {
  oneOf: [
    shape({
      data: shape({ activated: slugs, active: slugList('woocommerce', ...SLUGS) }),
      errors: wpError,
      success: { type: 'boolean' },
      message: { enum: ['Plugins were successfully activated.', 'There was a problem activating some of the requested plugins.'] },
    }),
    scheduled('Plugin activation has been scheduled.'),
  ],
};

/** PluginsHelper::get_action_data(): one scheduled install/activate job (job ids come from uniqid()). */
export const job: ResponseSchema = shape({
  job_id: { type: 'string', pattern: '^[0-9a-f]{13}$' },
  plugins: slugs,
  status: choice('pending', 'in-progress', 'complete', 'failed', 'canceled'),
});
/** The recently scheduled jobs, newest first. */
export const jobs: ResponseSchema = few(job, 3, 0);
/** One job by id: reset() of the search, false when no job has that id. */
export const jobStatus: ResponseSchema = { oneOf: [job, { const: false }] };

/** active_plugins() / installed_plugins(): `{ plugins: [slugs] }`. */
export const pluginSlugs: ResponseSchema = shape({ plugins: slugList('woocommerce', ...SLUGS) });

/** connect_jetpack(): the connector's (Jetpack's) connection URL. */
export const connectorUrl: ResponseSchema = shape({
  slug: { const: 'jetpack' },
  name: { const: 'Jetpack' },
  connectAction: link(
    'https://jetpack.wordpress.com/jetpack.authorize/1/?response_type=code&client_id=123456789&redirect_uri=http%3A%2F%2F127.0.0.1%3A8080%2Fwp-admin%2Fadmin.php%3Fpage%3Dwc-admin&from=woocommerce-onboarding&calypso_env=production',
  ),
});

/** request_wccom_connect(): the WooCommerce.com OAuth authorize URL. */
export const vendorConnectUrl: ResponseSchema = shape({
  connectAction: link(
    'https://woocommerce.com/wc-api/product-key-api?request=oauth/authorize&home_url=http%253A%252F%252F127.0.0.1%253A8080&secret=8c2d6f0b1e3a4c5d&wccom-from=onboarding',
  ),
});

/** finish_wccom_connect(). */
export const vendorConnected: ResponseSchema = shape({ success: yes });

/** connect_wcpay() / connect_square(): where to send the merchant to finish the processor's onboarding. */
const processorConnectUrl = (...examples: string[]): ResponseSchema => shape({ connectUrl: link(...examples) });
export const processorA = processorConnectUrl(`${SITE}/wp-admin/?wcpay-connect=WCADMIN_PAYMENT_TASK&_wpnonce=3f9a1c2b7d`);
export const processorB = processorConnectUrl(
  'https://connect.woocommerce.com/login/square?redirect=http%253A%252F%252F127.0.0.1%253A8080%252Fwp-admin%252Fadmin.php&scopes=MERCHANT_PROFILE_READ,PAYMENTS_READ,PAYMENTS_WRITE',
);
