// The plugins installed on the site: one store every area reads and writes (`wp plugin list` and site-info,
// shop-admin's installed/active lists and install/activate jobs, the marketplace's local state, the payments and
// connector routes), so installing or activating through one shows in all. One record per plugin, its id the
// plugin's folder: `{file, name, version, status, author, description, network, update_version, product_id}`.
import { getRecord, putRecord, recordsIn } from '../../store/records.js';
import type { Session } from '../../store/session.js';

export const INSTALLED_PLUGINS = 'plugins.installed';

export type PluginStatus = 'active' | 'inactive' | 'must-use' | 'dropin';
const STATUSES: readonly string[] = ['active', 'inactive', 'must-use', 'dropin'];

export interface Plugin {
  /** The record's id in its store. */
  id: string;
  /** The plugin's folder (`jetpack`), or its file for a single-file plugin (`hello.php`): PluginsHelper's slug. */
  slug: string;
  /** The plugin file relative to wp-content/plugins (`jetpack/jetpack.php`). */
  file: string;
  /** The `Plugin Name:` header. */
  name: string;
  version: string;
  status: PluginStatus;
  /** In active_plugins (must-use plugins and drop-ins run, but are not "active" there). */
  active: boolean;
  author: string;
  description: string;
  /** `Network: true`: network-activated only, on a multisite. */
  network: boolean;
  /** The newer version WordPress.org (or WooCommerce.com) offers, or '' when up to date. */
  update_version: string;
  /** The `Woo:` header's product id: set for WooCommerce.com extensions. */
  product_id?: number;
}

const text = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/** A record as seeded: `title` is taken for `name`, `path` for `file` and `active: true` for the status. */
export function pluginOf(id: string, data: Record<string, unknown>): Plugin {
  const file = text(data.file, text(data.path, `${id}/${id}.php`));
  const status = STATUSES.includes(String(data.status)) ? (data.status as PluginStatus) : data.active === true ? 'active' : 'inactive';
  const slug = file.split('/')[0]!;
  return {
    id,
    slug,
    file,
    name: text(data.name, text(data.title, slug)),
    version: text(data.version),
    status,
    active: status === 'active',
    author: text(data.author),
    description: text(data.description),
    network: data.network === true,
    update_version: text(data.update_version),
    ...(Number.isInteger(data.product_id) ? { product_id: data.product_id as number } : {}),
  };
}

const byName = (a: Plugin, b: Plugin): number => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
};

/** get_plugins(): every installed plugin, by name as WordPress sorts them. */
export const installedPlugins = (session: Session): Plugin[] =>
  recordsIn(session, INSTALLED_PLUGINS)
    .map((r) => pluginOf(r.id, r.data))
    .sort(byName);

/** The plugin installed under `slug` (the part of its file before the first `/`). */
export const installedPlugin = (session: Session, slug: string): Plugin | undefined => installedPlugins(session).find((p) => p.slug === slug);

/** PluginsHelper::is_plugin_installed(): by slug, or by plugin file when given one (`a/b.php`). */
export const isInstalled = (session: Session, slugOrFile: string): boolean =>
  slugOrFile.includes('/') ? installedPlugins(session).some((p) => p.file === slugOrFile) : installedPlugin(session, slugOrFile) !== undefined;

/** PluginsHelper::is_plugin_active(). */
export const isActive = (session: Session, slugOrFile: string): boolean =>
  installedPlugins(session).some((p) => p.active && (slugOrFile.includes('/') ? p.file === slugOrFile : p.slug === slugOrFile));

/** get_installed_plugin_slugs(). */
export const installedSlugs = (session: Session): string[] => installedPlugins(session).map((p) => p.slug);

/** The active_plugins option: plugin files, which WordPress keeps sorted. */
export const activeFiles = (session: Session): string[] =>
  installedPlugins(session)
    .filter((p) => p.active)
    .map((p) => p.file)
    .sort();

/** get_active_plugin_slugs(): from active_plugins. */
export const activeSlugs = (session: Session): string[] => activeFiles(session).map((f) => f.split('/')[0]!);

/** Installs a plugin, inactive, keyed by its slug (the caller ticks and commits). */
export function addPlugin(session: Session, plugin: Plugin): void {
  const { slug, file, name, version, author, description, network, update_version, product_id } = plugin;
  putRecord(session, INSTALLED_PLUGINS, slug, {
    id: slug,
    file,
    name,
    version,
    status: 'inactive',
    author,
    description,
    network,
    update_version,
    ...(product_id !== undefined ? { product_id } : {}),
  });
}

/** activate_plugin(): the plugin is active from now on (the caller ticks and commits). */
export function activatePlugin(session: Session, plugin: Plugin): void {
  const record = getRecord(session, INSTALLED_PLUGINS, plugin.id);
  if (!record || pluginOf(record.id, record.data).active) return;
  const { active: _active, ...rest } = record.data;
  putRecord(session, INSTALLED_PLUGINS, plugin.id, { ...rest, status: 'active' });
}
