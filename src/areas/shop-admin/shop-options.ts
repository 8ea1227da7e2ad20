// get_option() / update_option() on the shop: the site's `options` table (the one cms/v2 and the site tools read
// and write), over the options WooCommerce wrote when it was installed (data.records['shop-admin.default_options']),
// over the options WordPress always has.
import type { Site } from '../../dispatch/types.js';
import { dataRecords } from '../../store/seed-records.js';
import type { Session } from '../../store/session.js';
import { isPlainObject } from '../../wp/php-values.js';
import { valuesEqual } from '../../wp/schema-validate.js';
import { allOptions, setOption } from '../sitetool/ops/site-options.js';
import { DEFAULT_OPTIONS } from '../../catalogue/record-sets/shop-admin.js';

/** The options WooCommerce's installer wrote (the scenario's mapping). */
function installOptions(site: Site): Readonly<Record<string, unknown>> {
  const given = dataRecords(site.scenario)[DEFAULT_OPTIONS];
  return isPlainObject(given) ? given : {};
}

/** get_option( $name, $fallback ): `fallback` (false, as WordPress) when the option does not exist. */
export function shopOption(site: Site, session: Session, origin: string, name: string, fallback: unknown = false): unknown {
  if (Object.hasOwn(session.state.options, name)) return session.state.options[name];
  const installed = installOptions(site);
  if (Object.hasOwn(installed, name)) return structuredClone(installed[name]);
  const all = allOptions(site, session, origin);
  return Object.hasOwn(all, name) ? all[name] : fallback;
}

/** A scalar as get_option() reads it back from wp_options: text (true is "1", false and null ""). Arrays keep their types. */
function storedForm(value: unknown): unknown {
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value) : value;
}

/** update_option(): false when the value is the one already there, else stores it (the caller ticks and commits). */
export function updateShopOption(site: Site, session: Session, origin: string, name: string, value: unknown): boolean {
  if (valuesEqual(shopOption(site, session, origin, name), value)) return false;
  setOption(session, name, storedForm(value));
  return true;
}
