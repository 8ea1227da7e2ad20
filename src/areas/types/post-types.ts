// The post types the site shows in the REST API (post, page, attachment), as register_post_type()
// leaves them: capabilities, labels, supports and their routes.

export interface PostType {
  name: string;
  label: string;
  restBase: string;
  hierarchical: boolean;
  viewable: boolean;
  icon: string;
  taxonomies: string[];
  supports: string[];
  /** Capability that lets a user edit (and so list in edit context) this type. */
  editCap: string;
  cap: Record<string, string>;
  labels: Record<string, string | null>;
}

function caps(singular: string, plural: string, create = `edit_${plural}`): Record<string, string> {
  return {
    edit_post: `edit_${singular}`,
    read_post: `read_${singular}`,
    delete_post: `delete_${singular}`,
    edit_posts: `edit_${plural}`,
    edit_others_posts: `edit_others_${plural}`,
    delete_posts: `delete_${plural}`,
    publish_posts: `publish_${plural}`,
    read_private_posts: `read_private_${plural}`,
    read: 'read',
    delete_private_posts: `delete_private_${plural}`,
    delete_published_posts: `delete_published_${plural}`,
    delete_others_posts: `delete_others_${plural}`,
    edit_private_posts: `edit_private_${plural}`,
    edit_published_posts: `edit_published_${plural}`,
    create_posts: create,
  };
}

/** get_post_type_labels() for a post type called `singular`/`plural`. */
function labels(singular: string, plural: string, hierarchical: boolean, extra: Record<string, string> = {}): Record<string, string | null> {
  const one = singular.toLowerCase();
  const many = plural.toLowerCase();
  return {
    name: plural,
    singular_name: singular,
    add_new: 'Add New',
    add_new_item: `Add New ${singular}`,
    edit_item: `Edit ${singular}`,
    new_item: `New ${singular}`,
    view_item: `View ${singular}`,
    view_items: `View ${plural}`,
    search_items: `Search ${plural}`,
    not_found: `No ${many} found.`,
    not_found_in_trash: `No ${many} found in Trash.`,
    parent_item_colon: hierarchical ? `Parent ${singular}:` : null,
    all_items: `All ${plural}`,
    archives: `${singular} Archives`,
    attributes: `${singular} Attributes`,
    insert_into_item: `Insert into ${one}`,
    uploaded_to_this_item: `Uploaded to this ${one}`,
    featured_image: 'Featured image',
    set_featured_image: 'Set featured image',
    remove_featured_image: 'Remove featured image',
    use_featured_image: 'Use as featured image',
    filter_items_list: `Filter ${many} list`,
    filter_by_date: 'Filter by date',
    items_list_navigation: `${plural} list navigation`,
    items_list: `${plural} list`,
    item_published: `${singular} published.`,
    item_published_privately: `${singular} published privately.`,
    item_reverted_to_draft: `${singular} reverted to draft.`,
    item_scheduled: `${singular} scheduled.`,
    item_updated: `${singular} updated.`,
    item_link: `${singular} Link`,
    item_link_description: `A link to a ${one}.`,
    menu_name: plural,
    name_admin_bar: singular,
    ...extra,
  };
}

export const POST_TYPES: readonly PostType[] = [
  {
    name: 'post',
    label: 'Posts',
    restBase: 'posts',
    hierarchical: false,
    viewable: true,
    icon: 'dashicons-admin-post',
    taxonomies: ['category', 'post_tag'],
    editCap: 'edit_posts',
    cap: caps('post', 'posts'),
    labels: labels('Post', 'Posts', false),
    supports: ['title', 'editor', 'author', 'thumbnail', 'excerpt', 'trackbacks', 'custom-fields', 'comments', 'revisions', 'post-formats'],
  },
  {
    name: 'page',
    label: 'Pages',
    restBase: 'pages',
    hierarchical: true,
    viewable: true,
    icon: 'dashicons-admin-page',
    taxonomies: [],
    editCap: 'edit_pages',
    cap: caps('page', 'pages'),
    labels: labels('Page', 'Pages', true),
    supports: ['title', 'editor', 'author', 'thumbnail', 'page-attributes', 'custom-fields', 'comments', 'revisions'],
  },
  {
    name: 'attachment',
    label: 'Media',
    restBase: 'media',
    hierarchical: false,
    viewable: true,
    icon: 'dashicons-admin-media',
    taxonomies: [],
    editCap: 'edit_posts',
    cap: caps('post', 'posts', 'upload_files'),
    supports: ['title', 'author', 'comments'],
    labels: labels('Media', 'Media', false, {
      add_new_item: 'Add New Media',
      edit_item: 'Edit Media',
      new_item: 'New Media',
      view_item: 'View Attachment Page',
      view_items: 'View Attachment Pages',
      search_items: 'Search Media',
      not_found: 'No media found.',
      not_found_in_trash: 'No media found in Trash.',
      all_items: 'Media',
      archives: 'Media',
      attributes: 'Attachment Attributes',
      insert_into_item: 'Insert into media',
      uploaded_to_this_item: 'Uploaded to this media',
      filter_items_list: 'Filter media list',
      items_list_navigation: 'Media list navigation',
      items_list: 'Media list',
      item_link: 'Media Link',
      item_link_description: 'A link to a media.',
      name_admin_bar: 'Media',
    }),
  },
];

export const postTypeNamed = (name: string): PostType | undefined => POST_TYPES.find((t) => t.name === name);
