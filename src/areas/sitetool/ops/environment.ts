// What the site runs on, as site-info, ping and `wp core version` / `wp plugin list` report it: fixed
// versions a scenario may override (`data.records['sitetool.environment']`: wp_version, php_version) and the
// installed plugins (`data.records['sitetool.plugins']`, one record per plugin).
import { storeRecords } from '../../../kinds/records.js';
import { dataRecords } from '../../../kinds/seed-records.js';
import type { Scenario } from '../../../scenario/types.js';
import type { Session } from '../../../store/session.js';
import { isPlainObject } from '../../../wp/php-values.js';

export const PLUGIN_VERSION = '1.15.3';
export const FEATURES = ['content_edit', 'content_search'] as const;
export const PLUGINS_STORE = 'sitetool.plugins';
export const ENVIRONMENT_STORE = 'sitetool.environment';

export interface Environment {
  wp_version: string;
  php_version: string;
}

const DEFAULTS: Environment = { wp_version: '6.8.1', php_version: '8.2.28' };

export function environmentOf(scenario: Scenario): Environment {
  const given = dataRecords(scenario)[ENVIRONMENT_STORE];
  if (!isPlainObject(given)) return DEFAULTS;
  const text = (v: unknown, d: string) => (typeof v === 'string' && v ? v : d);
  return { wp_version: text(given.wp_version, DEFAULTS.wp_version), php_version: text(given.php_version, DEFAULTS.php_version) };
}

/** A plugin as `wp plugin list` knows it. */
export interface Plugin {
  /** The slug (`akismet`). */
  name: string;
  /** The plugin file (`akismet/akismet.php`). */
  file: string;
  title: string;
  status: 'active' | 'inactive' | 'must-use' | 'dropin';
  version: string;
}

function pluginOf(data: Record<string, unknown>): Plugin {
  const name = String(data.name ?? data.id ?? '');
  const file = String(data.file ?? `${name}/${name}.php`);
  const status = ['active', 'inactive', 'must-use', 'dropin'].includes(String(data.status)) ? data.status as Plugin['status'] : 'inactive';
  return { name, file, title: String(data.title ?? name), status, version: String(data.version ?? '') };
}

/** The installed plugins, in name order (WP-CLI sorts them so). */
export function pluginsOf(session: Session): Plugin[] {
  return storeRecords(session, PLUGINS_STORE).map((r) => pluginOf(r.data)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
