// WC_Helper::get_subscription_list_data(): the account's subscriptions merged with the Woo plugins and themes
// installed here (an installed one without a subscription joins the list with an empty product_key), each with
// its local state, whether an update is out, and the install flags the My Subscriptions page reads.
import type { Scenario } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import { connectedSiteId, localProducts, subscriptionRecords, type LocalProduct, type Row } from './stores.js';

export interface LocalData {
  installed: boolean;
  active: boolean;
  version: string | null;
  type: 'plugin' | 'theme' | null;
  slug: string | null;
  path: string | null;
}

const NOT_INSTALLED: LocalData = { installed: false, active: false, version: null, type: null, slug: null, path: null };

/** The installed plugin or theme a subscription's zip_slug names, if any. */
export const installedProduct = (subscription: Row, local: readonly LocalProduct[]): LocalProduct | undefined =>
  local.find((p) => p.slug === subscription.zip_slug);

/** WC_Helper::get_subscription_local_data(). */
export function localData(subscription: Row, local: readonly LocalProduct[]): LocalData {
  const found = installedProduct(subscription, local);
  return found ? { installed: true, active: found.active, version: found.version, type: found.type, slug: found.slug, path: found.path } : { ...NOT_INSTALLED };
}

export const connectionsOf = (subscription: Row): unknown[] => (Array.isArray(subscription.connections) ? subscription.connections : []);

/** The record as WooCommerce.com sends it: the store's own id left out. */
export function apiFields(record: Row): Row {
  const { id: _id, ...fields } = record;
  return fields;
}

/** version_compare( $a, $b, '>' ) for dotted numeric versions. */
export function isNewer(a: string, b: string): boolean {
  const x = a.split('.').map((n) => parseInt(n, 10) || 0);
  const y = b.split('.').map((n) => parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  }
  return false;
}

/** An installed WooCommerce.com product the account has no subscription for. */
const withoutSubscription = (p: LocalProduct): Row => ({
  product_key: '',
  product_id: p.product_id,
  product_name: p.name,
  product_url: '',
  zip_slug: p.slug,
  documentation_url: '',
  key_type: '',
  key_type_label: '',
  lifetime: false,
  product_status: 'publish',
  connections: [],
  expires: 0,
  expired: true,
  expiring: false,
  sites_max: 0,
  sites_active: 0,
  autorenew: false,
  maxed: false,
});

/** strcasecmp() on the values as text. */
const caseCompare = (a: unknown, b: unknown): number => {
  const x = String(a ?? '').toLowerCase();
  const y = String(b ?? '').toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** WC_Helper::is_subscription_available(): not active here, not expired, and no other key of the product active here. */
function isAvailable(s: Row, all: readonly Row[]): boolean {
  if (s.active === true || s.expired === true) return false;
  return !all.some((o) => o.product_id === s.product_id && o.active === true);
}

/** WC_Helper::is_subscription_installed(): which one of a product's keys the installed copy counts against. */
function isInstalled(s: Row, all: readonly Row[]): boolean {
  if ((s.local as LocalData).installed === false) return false;
  if (s.active === true) return true;
  const same = all.filter((o) => o.product_id === s.product_id);
  if (same.length === 1) return true;
  if (same.some((o) => o.active === true)) return false;
  const pick = same.find((o) => o.maxed === false) ?? same[0]!;
  return pick.product_key === s.product_key;
}

export function subscriptionList(session: Session, scenario: Scenario): Row[] {
  const siteId = connectedSiteId(scenario);
  const local = localProducts(session);
  const subscriptions = subscriptionRecords(session, scenario).map(apiFields);
  const owned = new Set(subscriptions.map((s) => s.product_id));
  for (const p of local) if (p.product_id !== undefined && !owned.has(p.product_id)) subscriptions.push(withoutSubscription(p));
  const listed: Row[] = subscriptions.map((s) => {
    const here = localData(s, local);
    const latest = typeof s.version === 'string' ? s.version : undefined;
    return {
      ...s,
      active: siteId > 0 && connectionsOf(s).includes(siteId),
      local: here,
      has_update: here.installed && latest !== undefined && isNewer(latest, here.version ?? ''),
    };
  });
  listed.sort((a, b) => caseCompare(a.product_name, b.product_name) || caseCompare(a.expires, b.expires));
  return listed.map((s) => ({ ...s, subscription_available: isAvailable(s, listed), subscription_installed: isInstalled(s, listed) }));
}
