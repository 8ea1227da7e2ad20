// The (deprecated) wc-admin Options API on the site's own options: GET ?options=a,b answers get_option() of each
// (false when unset), POST a JSON object of name => value answers whether update_option() changed each. The
// options WooCommerce allow-lists need the shop manager; on a production site any other needs manage_options.
// The route itself is open (catalogue): WooCommerce's permission callback makes these checks, in this order.
import type { Handler } from '../../dispatch/types.js';
import type { User } from '../../model/scenario.js';
import { requiredCode } from '../../wp/permission.js';
import { isPlainObject } from '../../wp/php-values.js';
import { shopAdminErrors } from './errors.js';
import { shopOption, updateShopOption } from './shop-options.js';

/** Options::get_default_option_permissions(): the WooCommerce options a shop manager may read and write. */
const ALLOWED = new Set([
  'woocommerce_setup_jetpack_opted_in',
  'woocommerce_stripe_settings',
  'woocommerce-ppcp-settings',
  'woocommerce_ppcp-gateway_setting',
  'woocommerce_demo_store',
  'woocommerce_demo_store_notice',
  'woocommerce_ces_tracks_queue',
  'woocommerce_navigation_intro_modal_dismissed',
  'woocommerce_shipping_dismissed_timestamp',
  'woocommerce_allow_tracking',
  'woocommerce_task_list_keep_completed',
  'woocommerce_task_list_prompt_shown',
  'woocommerce_default_homepage_layout',
  'woocommerce_no_sales_tax',
  'woocommerce_calc_taxes',
  'woocommerce_bacs_settings',
  'woocommerce_bacs_accounts',
  'woocommerce_settings_shipping_recommendations_hidden',
  'woocommerce_task_list_dismissed_tasks',
  'woocommerce_setting_payments_recommendations_hidden',
  'woocommerce_navigation_favorites_tooltip_hidden',
  'woocommerce_admin_transient_notices_queue',
  'woocommerce_task_list_welcome_modal_dismissed',
  'woocommerce_welcome_from_calypso_modal_dismissed',
  'woocommerce_task_list_hidden',
  'woocommerce_task_list_complete',
  'woocommerce_extended_task_list_hidden',
  'woocommerce_ces_shown_for_actions',
  'woocommerce_clear_ces_tracks_queue_for_page',
  'woocommerce_admin_install_timestamp',
  'woocommerce_task_list_tracked_completed_tasks',
  'woocommerce_show_marketplace_suggestions',
  'woocommerce_task_list_reminder_bar_hidden',
  'wc_connect_options',
  'woocommerce_admin_created_default_shipping_zones',
  'woocommerce_admin_reviewed_default_shipping_zones',
  'woocommerce_admin_reviewed_store_location_settings',
  'woocommerce_ces_product_feedback_shown',
  'woocommerce_marketing_overview_multichannel_banner_dismissed',
  'woocommerce_dimension_unit',
  'woocommerce_weight_unit',
  'woocommerce_product_editor_show_feedback_bar',
  'woocommerce_product_tour_modal_hidden',
  'woocommerce_block_product_tour_shown',
  'woocommerce_revenue_report_date_tour_shown',
  'woocommerce_date_type',
  'date_format',
  'time_format',
  'woocommerce_onboarding_profile',
  'woocommerce_default_country',
  'blogname',
  'wc-admin-test-helper-rest-api-filters',
  'wc_admin_helper_feature_values',
]);

/** Options::user_has_permission() on a production site. */
const mayUse = (user: User | null, option: string): boolean => user?.capabilities.has(ALLOWED.has(option) ? 'manage_woocommerce' : 'manage_options') ?? false;

/** PHP's trim() (update_option() trims the name): spaces, tabs, line breaks, NUL and vertical tab only. */
const phpTrim = (s: string): string => s.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');

/** A name PHP's empty() is true for: update_option() and get_options() give up on it. */
const phpEmpty = (s: string): boolean => s === '' || s === '0';

/**
 * GET options?options=a,b. In the permission check's order: no `options` string at all is WooCommerce's bare-500
 * error, whoever asks; then every name must be allowed; then get_options() answers `[]` for an empty() list.
 */
export const getOptions: Handler = (req, ctx) => {
  const raw = req.params.options;
  if (typeof raw !== 'string') return shopAdminErrors.noOptionNames();
  const names = raw.split(',');
  if (names.some((name) => !mayUse(req.user, name))) return shopAdminErrors.cannotViewOptions(requiredCode(req.user));
  if (phpEmpty(raw)) return { data: [] };
  const session = ctx.session;
  const out: Record<string, unknown> = {};
  for (const name of names)
    Object.defineProperty(out, name, { value: shopOption(ctx.site, session, req.origin, name), enumerable: true, writable: true, configurable: true });
  return { data: out };
};

/** The JSON body as PHP's array of name => value: a JSON list is an array too, keyed 0, 1, 2... */
function optionEntries(body: unknown): [string, unknown][] | null {
  if (Array.isArray(body)) return body.map((value, i) => [String(i), value]);
  return isPlainObject(body) ? Object.entries(body) : null;
}

/** POST options with a JSON object (or list) body: whether update_option() changed each. */
export const updateOptions: Handler = async (req, ctx) => {
  const entries = optionEntries(req.json);
  if (!entries) return shopAdminErrors.noOptionValues();
  if (entries.some(([name]) => !mayUse(req.user, name))) return shopAdminErrors.cannotUpdateOptions(requiredCode(req.user));
  // wp_options.option_name is a VARCHAR(191); `__proto__` would not be an option but the table's prototype.
  const bad = entries.find(([name]) => name.length > 191 || name === '__proto__');
  if (bad !== undefined) return shopAdminErrors.badOptionName(bad[0]);
  const session = ctx.session;
  if (entries.length) session.tick();
  const changed = entries.map(([name, value]): [string, boolean] => {
    const option = phpTrim(name);
    return [name, !phpEmpty(option) && updateShopOption(ctx.site, session, req.origin, option, value)];
  });
  if (entries.length) await session.commit();
  // PHP's array keeps the body's keys: a list's 0, 1, 2... encode as a JSON list again.
  if (Array.isArray(req.json)) return { data: changed.map(([, c]) => c) };
  const out: Record<string, boolean> = {};
  for (const [name, c] of changed) Object.defineProperty(out, name, { value: c, enumerable: true, writable: true, configurable: true });
  return { data: entries.length ? out : [] };
};
