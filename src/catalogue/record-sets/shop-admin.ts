// The record sets the store-administration (shop-admin) routes keep in a session. The default shop seeds them
// (src/areas/shop-admin/default-records.ts); a scenario overrides any under `data.records`. The installed plugins are
// the site's shared store (`plugins.installed`, src/areas/plugins/plugin-store.ts).

/** What plugins/install can fetch (WordPress.org's plugin API): `{id: slug, file, name, description, version}`. */
export const PLUGIN_DIRECTORY = 'shop-admin.plugin_directory';
/** Scheduled install/activate jobs (Action Scheduler's actions). */
export const PLUGIN_JOBS = 'shop-admin.plugin_jobs';
/** The options WooCommerce writes when it is installed (a mapping); the site's `options` table overrides them. */
export const DEFAULT_OPTIONS = 'shop-admin.default_options';
/** wc-admin's features: `{id: slug, option?, default?}` (an optional feature is on while its option is "yes"). */
export const FEATURES = 'shop-admin.features';
/** ExPlat experiments: `{id: experiment name, variations, ttl}`. */
export const EXPERIMENTS = 'shop-admin.experiments';
/** WooCommerce.com marketing recommendations (recommended, recommendations). */
export const MARKETING_RECOMMENDATIONS = 'shop-admin.marketing_recommendations';
/** WooCommerce.com misc recommendations (bound to the collection kind). */
export const MISC_RECOMMENDATIONS = 'shop-admin.misc_recommendations';
/** WooCommerce.com knowledge-base posts, by `topic`. */
export const KNOWLEDGE_BASE = 'shop-admin.knowledge_base';
/** What the installed-marketing-extensions card knows of each extension: icon, links, whether set up. */
export const MARKETING_EXTENSIONS = 'shop-admin.marketing_extensions';
/** The marketing channels a plugin registers while active. */
export const MARKETING_CHANNELS = 'shop-admin.marketing_channels';
/** The campaigns of the channels. */
export const MARKETING_CAMPAIGNS = 'shop-admin.marketing_campaigns';
/** The campaign types the channels offer. */
export const MARKETING_CAMPAIGN_TYPES = 'shop-admin.marketing_campaign_types';
/** Payment gateway suggestion specs: `{id, title, ..., countries}` (visible where the store's country is listed). */
export const GATEWAY_SUGGESTIONS = 'shop-admin.payment_gateway_suggestions';
/** The free-extension bundles of the profiler and task list. */
export const FREE_EXTENSIONS = 'shop-admin.free_extensions';
/** The product types the profiler offers (a mapping; bound to the singleton kind). */
export const PRODUCT_TYPES = 'shop-admin.product_types';
/** Notices a user dismissed (user meta in WooCommerce). */
export const NOTICE_DISMISSALS = 'shop-admin.notice_dismissals';
/** WooCommerce.com connection requests issued by plugins/request-vendor-connect and not yet finished. */
export const WCCOM_REQUESTS = 'shop-admin.wccom_requests';

/** Every record set above: `mock-site validate` accepts scenarios that seed them. */
export const SHOP_ADMIN_STORES: readonly string[] = [
  PLUGIN_DIRECTORY,
  PLUGIN_JOBS,
  DEFAULT_OPTIONS,
  FEATURES,
  EXPERIMENTS,
  MARKETING_RECOMMENDATIONS,
  MISC_RECOMMENDATIONS,
  KNOWLEDGE_BASE,
  MARKETING_EXTENSIONS,
  MARKETING_CHANNELS,
  MARKETING_CAMPAIGNS,
  MARKETING_CAMPAIGN_TYPES,
  GATEWAY_SUGGESTIONS,
  FREE_EXTENSIONS,
  PRODUCT_TYPES,
  NOTICE_DISMISSALS,
  WCCOM_REQUESTS,
];
