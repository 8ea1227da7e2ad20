// What plugins/install fetches new plugins from: WordPress.org's plugin API, as the `shop-admin.plugin_directory`
// store seeds it. Installed plugins live in the site's shared plugin store (../plugins/plugin-store.ts).
import { getRecord } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { pluginOf, type Plugin } from '../plugins/plugin-store.js';
import { PLUGIN_DIRECTORY } from '../../catalogue/record-sets/shop-admin.js';

/** plugins_api( 'plugin_information' ): what WordPress.org knows of `slug`, or undefined. */
export function directoryEntry(session: Session, slug: string): Plugin | undefined {
  const record = getRecord(session, PLUGIN_DIRECTORY, slug);
  return record ? pluginOf(record.id, { ...record.data, status: 'inactive' }) : undefined;
}
