// Response schemas of cms/v2 terms and taxonomies, as WordPress's terms and taxonomies controllers
// describe their items (get_item_schema): each property carries the contexts it appears in. The
// handlers filter their answers by these contexts.
import { EXAMPLE_ORIGIN } from '../example-origin.js';
import type { ResponseSchema } from '../types.js';

const ALL = ['view', 'edit', 'embed'];
const VE = ['view', 'edit'];
const EDIT = ['edit'];

function termSchema(taxonomy: 'category' | 'post_tag'): ResponseSchema {
  const hierarchical = taxonomy === 'category';
  return {
    $schema: 'http://json-schema.org/draft-04/schema#',
    title: hierarchical ? 'category' : 'tag',
    type: 'object',
    properties: {
      id: { description: 'Unique identifier for the term.', type: 'integer', context: ALL, readonly: true, minimum: 1, maximum: 9 },
      count: { description: 'Number of published posts for the term.', type: 'integer', context: VE, readonly: true, minimum: 0, maximum: 5 },
      description: { description: 'HTML description of the term.', type: 'string', context: VE, examples: ['', 'What happened on the site.'] },
      link: { description: 'URL of the term.', type: 'string', format: 'uri', context: ALL, readonly: true, examples: [`${EXAMPLE_ORIGIN}/?cat=2`] },
      name: { description: 'HTML title for the term.', type: 'string', context: ALL, examples: hierarchical ? ['News', 'Engineering'] : ['testing', 'performance'] },
      slug: { description: 'An alphanumeric identifier for the term unique to its type.', type: 'string', context: ALL, examples: hierarchical ? ['news', 'engineering'] : ['testing', 'performance'] },
      taxonomy: { description: 'Type attribution for the term.', type: 'string', enum: [taxonomy], context: ALL, readonly: true },
      ...(hierarchical ? { parent: { description: 'The parent term ID.', type: 'integer', context: VE, minimum: 0, maximum: 0 } } : {}),
      meta: { description: 'Meta fields.', type: 'object', context: VE, properties: {} },
    },
    required: ['id', 'count', 'description', 'link', 'name', 'slug', 'taxonomy', ...(hierarchical ? ['parent'] : []), 'meta'],
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
    description: { description: 'A human-readable description of the taxonomy.', type: 'string', context: VE, readonly: true, const: '' },
    hierarchical: { description: 'Whether or not the taxonomy should have children.', type: 'boolean', context: VE, readonly: true },
    labels: { description: 'Human-readable labels for the taxonomy for various contexts.', type: 'object', context: EDIT, readonly: true },
    name: { description: 'The title for the taxonomy.', type: 'string', context: ALL, readonly: true, enum: ['Categories', 'Tags'] },
    slug: { description: 'An alphanumeric identifier for the taxonomy.', type: 'string', context: ALL, readonly: true, enum: ['category', 'post_tag'] },
    show_cloud: { description: 'Whether or not the term cloud should be displayed.', type: 'boolean', context: EDIT, readonly: true },
    types: { description: 'Types associated with the taxonomy.', type: 'array', items: { type: 'string' }, context: VE, readonly: true, const: ['post'] },
    rest_base: { description: 'REST base route for the taxonomy.', type: 'string', context: ALL, readonly: true, enum: ['categories', 'tags'] },
    rest_namespace: { description: 'REST namespace route for the taxonomy.', type: 'string', context: ALL, readonly: true, const: 'cms/v2' },
    visibility: {
      description: 'The visibility settings for the taxonomy.', type: 'object', context: EDIT, readonly: true,
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
  required: ['description', 'hierarchical', 'name', 'slug', 'types', 'rest_base', 'rest_namespace'],
};

/** GET /taxonomies answers an object keyed by taxonomy slug. */
export const taxonomiesSchema: ResponseSchema = {
  type: 'object',
  properties: { category: taxonomySchema, post_tag: taxonomySchema },
  required: ['category', 'post_tag'],
};
