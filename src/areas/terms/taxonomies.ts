// The taxonomies the site registers for the REST API (category and post_tag), as register_taxonomy()
// leaves them: capabilities, labels, visibility and the routes of their terms.
import type { TermRecord } from '../../store/types.js';

export type TaxonomyName = TermRecord['taxonomy'];

export interface Taxonomy {
  name: TaxonomyName;
  restBase: string;
  label: string;
  hierarchical: boolean;
  /** Capability per action (manage_terms, edit_terms, delete_terms, assign_terms). */
  cap: { manage_terms: string; edit_terms: string; delete_terms: string; assign_terms: string };
  /** The meta capabilities the taxonomy object names (what `capabilities` shows). */
  capNames: Record<string, string>;
  labels: Record<string, string | null>;
  objectTypes: string[];
  showCloud: boolean;
  /** The query argument that filters posts by this taxonomy's terms (its rest_base). */
  postsFilter: string;
}

const capNames = (noun: string) => ({
  manage_terms: `manage_${noun}`,
  edit_terms: `edit_${noun}`,
  delete_terms: `delete_${noun}`,
  assign_terms: `assign_${noun}`,
});
const CAP = { manage_terms: 'manage_categories', edit_terms: 'manage_categories', delete_terms: 'manage_categories', assign_terms: 'edit_posts' };

/** get_taxonomy_labels() for a taxonomy named `plural`/`singular`. */
function labels(plural: string, singular: string, hierarchical: boolean): Record<string, string | null> {
  const lower = plural.toLowerCase();
  return {
    name: plural,
    singular_name: singular,
    search_items: `Search ${plural}`,
    popular_items: hierarchical ? null : `Popular ${plural}`,
    all_items: `All ${plural}`,
    parent_item: hierarchical ? `Parent ${singular}` : null,
    parent_item_colon: hierarchical ? `Parent ${singular}:` : null,
    name_field_description: 'The name is how it appears on your site.',
    slug_field_description:
      'The &#8220;slug&#8221; is the URL-friendly version of the name. It is usually all lowercase and contains only letters, numbers, and hyphens.',
    parent_field_description: hierarchical
      ? `Assign a parent term to create a hierarchy. The term Jazz, for example, would be the parent of Bebop and Big Band.`
      : null,
    desc_field_description: 'The description is not prominent by default; however, some themes may show it.',
    edit_item: `Edit ${singular}`,
    view_item: `View ${singular}`,
    update_item: `Update ${singular}`,
    add_new_item: `Add New ${singular}`,
    new_item_name: `New ${singular} Name`,
    separate_items_with_commas: hierarchical ? null : `Separate ${lower} with commas`,
    add_or_remove_items: hierarchical ? null : `Add or remove ${lower}`,
    choose_from_most_used: hierarchical ? null : `Choose from the most used ${lower}`,
    not_found: `No ${lower} found.`,
    no_terms: `No ${lower}`,
    filter_by_item: hierarchical ? `Filter by ${singular.toLowerCase()}` : null,
    items_list_navigation: `${plural} list navigation`,
    items_list: `${plural} list`,
    most_used: 'Most Used',
    back_to_items: `&larr; Go to ${plural}`,
    item_link: `${singular} Link`,
    item_link_description: `A link to a ${singular.toLowerCase()}.`,
    menu_name: plural,
    name_admin_bar: singular,
    archives: `All ${plural}`,
  };
}

export const TAXONOMIES: readonly Taxonomy[] = [
  {
    name: 'category',
    restBase: 'categories',
    label: 'Categories',
    hierarchical: true,
    cap: CAP,
    capNames: capNames('categories'),
    labels: labels('Categories', 'Category', true),
    objectTypes: ['post'],
    showCloud: true,
    postsFilter: 'categories',
  },
  {
    name: 'post_tag',
    restBase: 'tags',
    label: 'Tags',
    hierarchical: false,
    cap: CAP,
    capNames: capNames('post_tags'),
    labels: labels('Tags', 'Tag', false),
    objectTypes: ['post'],
    showCloud: true,
    postsFilter: 'tags',
  },
];

export const taxonomyNamed = (name: string): Taxonomy | undefined => TAXONOMIES.find((t) => t.name === name);

/** The taxonomy a terms route serves, from its pattern (`/cms/v2/categories/(?P<id>...)`). */
export function taxonomyOfRoute(pattern: string): Taxonomy {
  const base = pattern.split('/')[3];
  const taxonomy = TAXONOMIES.find((t) => t.restBase === base);
  if (!taxonomy) throw new Error(`[mock-site] no taxonomy is served at ${pattern}`);
  return taxonomy;
}
