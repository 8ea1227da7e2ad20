// What the site runs on, as site-info, ping and `wp core version` report it: fixed versions a scenario may
// override (`data.records['sitetool.environment']`: wp_version, php_version). The installed plugins are the
// site's shared store (src/areas/plugins/plugin-store.ts).
import { dataRecords } from '../../../store/seed-records.js';
import type { Scenario } from '../../../model/scenario.js';
import { isPlainObject } from '../../../wp/php-values.js';

export const PLUGIN_VERSION = '1.15.3';
export const FEATURES = ['content_edit', 'content_search'] as const;
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
