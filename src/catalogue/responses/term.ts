// The item schemas of cms/v2 terms and taxonomies as WordPress's terms and taxonomies controllers publish them
// (get_item_schema): what OPTIONS shows and what each context keeps. The faker narrows its fakes on its own.
import type { ResponseSchema } from '../../model/catalogue.js';

const VEE = ['view', 'embed', 'edit'];
const VE = ['view', 'edit'];
const VEM = ['view', 'edit', 'embed'];
const EDIT = ['edit'];

function termSchema(taxonomy: 'category' | 'post_tag'): ResponseSchema {
  const hierarchical = taxonomy === 'category';
  return {
    $schema: 'http://json-schema.org/draft-04/schema#',
    title: hierarchical ? 'category' : 'tag',
    type: 'object',
    properties: {
      id: { description: 'Unique identifier for the term.', type: 'integer', context: VEE, readonly: true },
      count: { description: 'Number of published posts for the term.', type: 'integer', context: VE, readonly: true },
      description: { description: 'HTML description of the term.', type: 'string', context: VE },
      link: { description: 'URL of the term.', type: 'string', format: 'uri', context: VEE, readonly: true },
      name: { description: 'HTML title for the term.', type: 'string', context: VEE, required: true },
      slug: { description: 'An alphanumeric identifier for the term unique to its type.', type: 'string', context: VEE },
      taxonomy: { description: 'Type attribution for the term.', type: 'string', enum: [taxonomy], context: VEE, readonly: true },
      ...(hierarchical ? { parent: { description: 'The parent term ID.', type: 'integer', context: VE } } : {}),
      meta: { description: 'Meta fields.', type: 'object', context: VE, properties: {} },
    },
  };
}

export const categorySchema = termSchema('category');
export const tagSchema = termSchema('post_tag');

const bool = (description: string) => ({ description, type: 'boolean' });

export const taxonomySchema: ResponseSchema = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'taxonomy',
  type: 'object',
  properties: {
    capabilities: { description: 'All capabilities used by the taxonomy.', type: 'object', context: EDIT, readonly: true },
    description: { description: 'A human-readable description of the taxonomy.', type: 'string', context: VE, readonly: true },
    hierarchical: { description: 'Whether or not the taxonomy should have children.', type: 'boolean', context: VE, readonly: true },
    labels: { description: 'Human-readable labels for the taxonomy for various contexts.', type: 'object', context: EDIT, readonly: true },
    name: { description: 'The title for the taxonomy.', type: 'string', context: VEM, readonly: true },
    slug: { description: 'An alphanumeric identifier for the taxonomy.', type: 'string', context: VEM, readonly: true },
    show_cloud: { description: 'Whether or not the term cloud should be displayed.', type: 'boolean', context: EDIT, readonly: true },
    types: { description: 'Types associated with the taxonomy.', type: 'array', items: { type: 'string' }, context: VE, readonly: true },
    rest_base: { description: 'REST base route for the taxonomy.', type: 'string', context: VEM, readonly: true },
    rest_namespace: { description: 'REST namespace route for the taxonomy.', type: 'string', context: VEM, readonly: true },
    visibility: {
      description: 'The visibility settings for the taxonomy.',
      type: 'object',
      context: EDIT,
      readonly: true,
      properties: {
        public: bool('Whether a taxonomy is intended for use publicly either via the admin interface or by front-end users.'),
        publicly_queryable: bool('Whether the taxonomy is publicly queryable.'),
        show_ui: bool('Whether to generate a default UI for managing this taxonomy.'),
        show_admin_column: bool('Whether to allow automatic creation of taxonomy columns on associated post-types table.'),
        show_in_nav_menus: bool('Whether to make the taxonomy available for selection in navigation menus.'),
        show_in_quick_edit: bool('Whether to show the taxonomy in the quick/bulk edit panel.'),
      },
    },
  },
};

/** GET /taxonomies answers an object keyed by taxonomy slug (its route's schema is still the item's). */
export const taxonomiesSchema: ResponseSchema = {
  type: 'object',
  properties: { category: taxonomySchema, post_tag: taxonomySchema },
  required: ['category', 'post_tag'],
};
