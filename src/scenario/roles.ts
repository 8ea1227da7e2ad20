// WordPress's default roles and the capabilities the mock checks (plus the shop roles WooCommerce adds).

const READ = ['read'];
const CONTRIBUTOR = [...READ, 'edit_posts', 'delete_posts'];
const AUTHOR = [...CONTRIBUTOR, 'upload_files', 'publish_posts', 'edit_published_posts', 'delete_published_posts'];
const EDITOR = [...AUTHOR, 'edit_others_posts', 'delete_others_posts', 'edit_pages', 'publish_pages', 'delete_pages',
  'edit_others_pages', 'edit_published_pages', 'delete_published_pages', 'edit_private_posts', 'read_private_posts',
  'edit_private_pages', 'read_private_pages', 'manage_categories', 'moderate_comments', 'unfiltered_html',
  'delete_others_pages', 'delete_private_posts', 'delete_private_pages'];
const SHOP_MANAGER = [...EDITOR, 'manage_woocommerce', 'view_woocommerce_reports', 'edit_theme_options'];
const ADMINISTRATOR = [...SHOP_MANAGER, 'manage_options', 'install_plugins', 'activate_plugins', 'update_plugins',
  'delete_plugins', 'install_themes', 'upload_themes', 'switch_themes', 'jetpack_connect', 'edit_themes', 'edit_plugins', 'edit_files', 'list_users',
  'create_users', 'edit_users', 'delete_users', 'promote_users', 'export', 'import', 'update_core'];

export const ROLES: Readonly<Record<string, readonly string[]>> = {
  administrator: ADMINISTRATOR,
  shop_manager: SHOP_MANAGER,
  editor: EDITOR,
  author: AUTHOR,
  contributor: CONTRIBUTOR,
  subscriber: READ,
  customer: READ,
};

export function capabilitiesOf(roles: readonly string[]): Set<string> {
  const caps = new Set<string>();
  for (const role of roles) for (const cap of ROLES[role] ?? []) caps.add(cap);
  return caps;
}
