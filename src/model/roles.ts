// WordPress's default roles and their capabilities (populate_roles(), in the order WordPress 6.1 stores them, which
// is the order a user's `capabilities` lists them in), plus the shop roles and capabilities WooCommerce and
// Jetpack add for the shop profile (which a user's `capabilities` lists after WordPress's).

const SUBSCRIBER = ['read', 'level_0'];
const CONTRIBUTOR = ['edit_posts', 'read', 'level_1', 'level_0', 'delete_posts'];
const AUTHOR = ['upload_files', 'edit_posts', 'edit_published_posts', 'publish_posts', 'read', 'level_2', 'level_1', 'level_0',
  'delete_posts', 'delete_published_posts'];
const EDITOR = [
  'moderate_comments', 'manage_categories', 'manage_links', 'upload_files', 'unfiltered_html', 'edit_posts',
  'edit_others_posts', 'edit_published_posts', 'publish_posts', 'edit_pages', 'read', 'level_7', 'level_6',
  'level_5', 'level_4', 'level_3', 'level_2', 'level_1', 'level_0', 'edit_others_pages', 'edit_published_pages',
  'publish_pages', 'delete_pages', 'delete_others_pages', 'delete_published_pages', 'delete_posts',
  'delete_others_posts', 'delete_published_posts', 'delete_private_posts', 'edit_private_posts',
  'read_private_posts', 'delete_private_pages', 'edit_private_pages', 'read_private_pages',
];
const ADMINISTRATOR = [
  'switch_themes', 'edit_themes', 'activate_plugins', 'edit_plugins', 'edit_users', 'edit_files', 'manage_options',
  'moderate_comments', 'manage_categories', 'manage_links', 'upload_files', 'import', 'unfiltered_html',
  'edit_posts', 'edit_others_posts', 'edit_published_posts', 'publish_posts', 'edit_pages', 'read', 'level_10',
  'level_9', 'level_8', 'level_7', 'level_6', 'level_5', 'level_4', 'level_3', 'level_2', 'level_1', 'level_0',
  'edit_others_pages', 'edit_published_pages', 'publish_pages', 'delete_pages', 'delete_others_pages',
  'delete_published_pages', 'delete_posts', 'delete_others_posts', 'delete_published_posts',
  'delete_private_posts', 'edit_private_posts', 'read_private_posts', 'delete_private_pages', 'edit_private_pages',
  'read_private_pages', 'delete_users', 'create_users', 'unfiltered_upload', 'edit_dashboard', 'update_plugins',
  'delete_plugins', 'install_plugins', 'update_themes', 'install_themes', 'update_core', 'list_users',
  'remove_users', 'promote_users', 'edit_theme_options', 'delete_themes', 'export',
];

/** What WooCommerce gives its shop managers and administrators. */
const SHOP = ['manage_woocommerce', 'view_woocommerce_reports', 'edit_theme_options'];
/** Meta capabilities some shop routes check as if they were the administrator's own (map_meta_cap() grants them). */
const SHOP_ADMIN_META = ['upload_themes', 'jetpack_connect'];

export const ROLES: Readonly<Record<string, readonly string[]>> = {
  administrator: [...ADMINISTRATOR, ...SHOP.filter((c) => !ADMINISTRATOR.includes(c)), ...SHOP_ADMIN_META],
  shop_manager: [...EDITOR, ...SHOP],
  editor: EDITOR,
  author: AUTHOR,
  contributor: CONTRIBUTOR,
  subscriber: SUBSCRIBER,
  customer: SUBSCRIBER,
};

export function capabilitiesOf(roles: readonly string[]): Set<string> {
  const caps = new Set<string>();
  for (const role of roles) for (const cap of ROLES[role] ?? []) caps.add(cap);
  return caps;
}
