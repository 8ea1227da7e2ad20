// The records the marketplace routes keep in a session: the WooCommerce.com side (the account's subscriptions,
// the catalogue the Discover page shows, the site's connection). A scenario seeds or replaces each under
// `data.records`. What is installed here is the site's own: the shared plugin store and the theme area's themes.
import { recordsIn } from '../../store/records.js';
import { dataRecords } from '../../store/seed-records.js';
import type { Scenario } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import { isPlainObject } from '../../wp/php-values.js';
import { installedPlugins } from '../plugins/plugin-store.js';
import { installedThemes } from '../sitetool/theme/index.js';
import { readThemeFile } from '../sitetool/theme/theme-store.js';

/** WooCommerce.com subscriptions of the connected account, one record per product_key. */
export const SUBSCRIPTIONS = 'marketplace.subscriptions';
/** The Discover page's product groups (bound to GET featured); their items are the marketplace catalogue. */
export const FEATURED = 'marketplace.featured';
/** The site's WooCommerce.com connection: a mapping `{site_id}`; site_id 0 means not connected. */
export const CONNECTION = 'marketplace.connection';

export const MARKET = 'https://woocommerce.com';

export type Row = Record<string, unknown>;

/** A locally installed plugin or theme, as get_local_plugins()/get_local_themes() see it. */
export interface LocalProduct {
  /** The plugin's record id in the plugin store, or the theme's stylesheet. */
  id: string;
  type: 'plugin' | 'theme';
  /** The plugin folder, or the theme's stylesheet. */
  slug: string;
  /** The plugin file (`folder/file.php`) or the theme's `stylesheet/style.css`. */
  path: string;
  name: string;
  version: string;
  active: boolean;
  /** The `Woo:` header's product id: set for WooCommerce.com extensions and themes. */
  product_id?: number;
}

const DEFAULT_SITE_ID = 412345;

/** The WooCommerce.com site id this site is connected as (0: not connected). */
export function connectedSiteId(scenario: Scenario): number {
  const given = dataRecords(scenario)[CONNECTION];
  if (!isPlainObject(given)) return DEFAULT_SITE_ID;
  const id = Number(given.site_id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** The `Woo: <product id>:<hash>` header of a theme's style.css, as WC_Helper reads it (undefined without one). */
function themeProductId(session: Session, stylesheet: string): number | undefined {
  const match = /^[ \t/*#@]*Woo:\s*(\d+)/im.exec((readThemeFile(session, stylesheet, 'style.css') ?? '').slice(0, 8192));
  return match ? Number(match[1]) : undefined;
}

/** get_local_plugins() and get_local_themes(): what is installed on the site, plugins first. */
export function localProducts(session: Session): LocalProduct[] {
  const plugins = installedPlugins(session).map(
    (p): LocalProduct => ({
      id: p.id,
      type: 'plugin',
      slug: p.slug,
      path: p.file,
      name: p.name,
      version: p.version,
      active: p.active,
      ...(p.product_id !== undefined ? { product_id: p.product_id } : {}),
    }),
  );
  const themes = installedThemes(session).map((t): LocalProduct => {
    const productId = themeProductId(session, t.stylesheet);
    return {
      id: t.stylesheet,
      type: 'theme',
      slug: t.stylesheet,
      path: `${t.stylesheet}/style.css`,
      name: t.name,
      version: t.version,
      active: t.active,
      ...(productId !== undefined ? { product_id: productId } : {}),
    };
  });
  return [...plugins, ...themes];
}

/** The account's subscriptions, as WooCommerce.com lists them (empty when the site is not connected). */
export const subscriptionRecords = (session: Session, scenario: Scenario): Row[] =>
  connectedSiteId(scenario) ? recordsIn(session, SUBSCRIPTIONS).map((r) => r.data) : [];

/** WC_Helper::get_subscription(): the subscription with this key, or undefined. */
export function findSubscription(session: Session, scenario: Scenario, productKey: unknown): Row | undefined {
  if (typeof productKey !== 'string' || productKey === '') return undefined;
  return subscriptionRecords(session, scenario).find((s) => s.product_key === productKey);
}

/** Every product the Discover groups list, by WooCommerce.com product id. */
export function marketplaceProduct(session: Session, productId: number): Row | undefined {
  for (const { data } of recordsIn(session, FEATURED)) {
    const items = Array.isArray(data.items) ? (data.items as unknown[]) : [];
    const found = items.find((item) => isPlainObject(item) && item.id === productId);
    if (found) return found as Row;
  }
  return undefined;
}
