// `wp plugin list`, `wp theme list`, `wp user list`, `wp core version`, `wp cache flush`, `wp rewrite flush`.
import { formatItems } from './cli-format.js';
import { output, success, type CliCommand } from './cli-command.js';
import { installedThemes } from './active-theme.js';
import { installedPlugins, type Plugin } from '../../plugins/plugin-store.js';
import { environmentOf } from './environment.js';

const UPDATABLE_FIELDS = ['name', 'status', 'update', 'version', 'update_version', 'auto_update'];
const noUpdate = { update: 'none', update_version: '', auto_update: 'off' };
/** WP-CLI's plugin name: the folder, or the file without `.php` for a single-file plugin (`hello`). */
const cliName = (p: Plugin): string => (p.file.includes('/') ? p.slug : p.file.replace(/\.php$/, ''));
const byCliName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const byStatus = (status: unknown) => (item: { status: string }) => typeof status !== 'string' || item.status === status;

const pluginList: CliCommand = {
  name: 'plugin list',
  synopsis: 'wp plugin list [--status=<status>] [--field=<field>] [--fields=<fields>] [--format=<format>]',
  tier: 'read',
  run: (env) => {
    const items = installedPlugins(env.session)
      .map((p) => ({
        name: cliName(p),
        status: p.status,
        update: p.update_version ? 'available' : 'none',
        version: p.version,
        update_version: p.update_version,
        auto_update: 'off',
        title: p.name,
        file: p.file,
        author: p.author,
        description: p.description,
      }))
      .filter(byStatus(env.args.assoc.status))
      .sort(byCliName);
    return output(formatItems(items, env.args.assoc, UPDATABLE_FIELDS));
  },
};

const themeList: CliCommand = {
  name: 'theme list',
  synopsis: 'wp theme list [--status=<status>] [--field=<field>] [--fields=<fields>] [--format=<format>]',
  tier: 'read',
  run: (env) => {
    const items = installedThemes(env.session)
      .map((t) => ({ name: t.stylesheet, status: t.active ? 'active' : 'inactive', ...noUpdate, version: t.version, title: t.name }))
      .filter(byStatus(env.args.assoc.status));
    return output(formatItems(items, env.args.assoc, UPDATABLE_FIELDS));
  },
};

const userList: CliCommand = {
  name: 'user list',
  synopsis: 'wp user list [--role=<role>] [--field=<field>] [--fields=<fields>] [--format=<format>]',
  tier: 'read',
  run: (env) => {
    const role = env.args.assoc.role;
    const items = env.session
      .all('users')
      .filter((u) => typeof role !== 'string' || u.roles.includes(role))
      .sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0))
      .map((u) => ({
        ID: u.id,
        user_login: u.username,
        display_name: u.name,
        user_email: u.email,
        user_registered: u.registered_date.replace('T', ' '),
        roles: u.roles.join(','),
        user_url: u.url,
        user_nicename: u.slug,
      }));
    return output(formatItems(items, env.args.assoc, ['ID', 'user_login', 'display_name', 'user_email', 'user_registered', 'roles'], 'user'));
  },
};

const coreVersion: CliCommand = {
  name: 'core version',
  synopsis: 'wp core version',
  tier: 'read',
  run: (env) => output(environmentOf(env.site.scenario).wp_version),
};

/** Writes of caches the mock does not have: confirmed, they report what WP-CLI reports and change nothing. */
const flush = (name: string, would: string, done: string): CliCommand => ({
  name,
  synopsis: `wp ${name}`,
  tier: 'write',
  plan: () => ({ would, changes: {}, apply: () => success(done) }),
});

export const SITE_COMMANDS: readonly CliCommand[] = [
  pluginList,
  themeList,
  userList,
  coreVersion,
  flush('cache flush', 'Would flush the object cache', 'The cache was flushed.'),
  flush('rewrite flush', 'Would regenerate the rewrite rules', 'Rewrite rules flushed.'),
];
