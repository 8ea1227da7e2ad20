// The (deprecated) wc-admin Options API on the site's own options: GET ?options=a,b answers get_option() of each
// (false when unset), POST a JSON object of name => value answers whether update_option() changed each. The
// options WooCommerce allow-lists need the shop manager; on a production site any other needs manage_options.
import type { Handler } from '../../dispatch/types.js';
import { sessionOf } from '../../kinds/kind.js';
import type { User } from '../../scenario/types.js';
import { requiredCode } from '../../wp/permission.js';
import { isPlainObject } from '../../wp/php-values.js';
import { shopAdminErrors } from './errors.js';
import { shopOption, updateShopOption } from './shop-options.js';

/** Options::get_default_option_permissions(): the WooCommerce options a shop manager may read and write. */
const ALLOWED = new Set([
  'woocommerce_setup_jetpack_opted_in', 'woocommerce_stripe_settings', 'woocommerce-ppcp-settings', 'woocommerce_ppcp-gateway_setting',
  'woocommerce_demo_store', 'woocommerce_demo_store_notice', 'woocommerce_ces_tracks_queue', 'woocommerce_navigation_intro_modal_dismissed',
  'woocommerce_shipping_dismissed_timestamp', 'woocommerce_allow_tracking', 'woocommerce_task_list_keep_completed',
  'woocommerce_task_list_prompt_shown', 'woocommerce_default_homepage_layout', 'woocommerce_no_sales_tax', 'woocommerce_calc_taxes',
  'woocommerce_bacs_settings', 'woocommerce_bacs_accounts', 'woocommerce_settings_shipping_recommendations_hidden',
  'woocommerce_task_list_dismissed_tasks', 'woocommerce_setting_payments_recommendations_hidden',
  'woocommerce_navigation_favorites_tooltip_hidden', 'woocommerce_admin_transient_notices_queue',
  'woocommerce_task_list_welcome_modal_dismissed', 'woocommerce_welcome_from_calypso_modal_dismissed', 'woocommerce_task_list_hidden',
  'woocommerce_task_list_complete', 'woocommerce_extended_task_list_hidden', 'woocommerce_ces_shown_for_actions',
  'woocommerce_clear_ces_tracks_queue_for_page', 'woocommerce_admin_install_timestamp', 'woocommerce_task_list_tracked_completed_tasks',
  'woocommerce_show_marketplace_suggestions', 'woocommerce_task_list_reminder_bar_hidden', 'wc_connect_options',
  'woocommerce_admin_created_default_shipping_zones', 'woocommerce_admin_reviewed_default_shipping_zones',
  'woocommerce_admin_reviewed_store_location_settings', 'woocommerce_ces_product_feedback_shown',
  'woocommerce_marketing_overview_multichannel_banner_dismissed', 'woocommerce_dimension_unit', 'woocommerce_weight_unit',
  'woocommerce_product_editor_show_feedback_bar', 'woocommerce_product_tour_modal_hidden', 'woocommerce_block_product_tour_shown',
  'woocommerce_revenue_report_date_tour_shown', 'woocommerce_date_type', 'date_format', 'time_format', 'woocommerce_onboarding_profile',
  'woocommerce_default_country', 'blogname', 'wc-admin-test-helper-rest-api-filters', 'wc_admin_helper_feature_values',
]);

/** Options::user_has_permission() on a production site. */
const mayUse = (user: User | null, option: string): boolean =>
  user?.capabilities.has(ALLOWED.has(option) ? 'manage_woocommerce' : 'manage_options') ?? false;

/** GET options?options=a,b. */
export const getOptions: Handler = (req, ctx) => {
  const names = typeof req.params.options === 'string' && req.params.options !== '' ? req.params.options.split(',') : [];
  // WooCommerce answers this with HTTP 500; it is the caller's mistake, so 400 here.
  if (!names.length) return shopAdminErrors.noOptionNames();
  if (names.some((name) => !mayUse(req.user, name))) return shopAdminErrors.cannotViewOptions(requiredCode(req.user));
  const session = sessionOf(req, ctx);
  const out: Record<string, unknown> = {};
  for (const name of names) Object.defineProperty(out, name, { value: shopOption(ctx.site, session, req.origin, name), enumerable: true, writable: true, configurable: true });
  return { data: out };
};

/** POST options with a JSON object body. */
export const updateOptions: Handler = async (req, ctx) => {
  const values = req.json;
  if (!isPlainObject(values)) return shopAdminErrors.noOptionValues();
  const names = Object.keys(values);
  // wp_options.option_name is a VARCHAR(191); `__proto__` would not be an option but the table's prototype.
  const bad = names.find((name) => name === '' || name.length > 191 || name === '__proto__');
  if (bad !== undefined) return shopAdminErrors.badOptionName(bad);
  if (names.some((name) => !mayUse(req.user, name))) return shopAdminErrors.cannotUpdateOptions(requiredCode(req.user));
  if (!names.length) return { data: [] };
  const session = sessionOf(req, ctx);
  session.tick();
  const out: Record<string, boolean> = {};
  for (const name of names) {
    const changed = updateShopOption(ctx.site, session, req.origin, name, values[name]);
    Object.defineProperty(out, name, { value: changed, enumerable: true, writable: true, configurable: true });
  }
  await session.commit();
  return { data: out };
};
