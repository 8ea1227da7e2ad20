// The item schema of cms/v2 post types as WordPress's post types controller publishes it.
import type { ResponseSchema } from '../../model/catalogue.js';

const VEM = ['view', 'edit', 'embed'];
const VE = ['view', 'edit'];
const EDIT = ['edit'];

export const postTypeSchema: ResponseSchema = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'type',
  type: 'object',
  properties: {
    capabilities: { description: 'All capabilities used by the post type.', type: 'object', context: EDIT, readonly: true },
    description: { description: 'A human-readable description of the post type.', type: 'string', context: VE, readonly: true },
    hierarchical: { description: 'Whether or not the post type should have children.', type: 'boolean', context: VE, readonly: true },
    viewable: { description: 'Whether or not the post type can be viewed.', type: 'boolean', context: EDIT, readonly: true },
    labels: { description: 'Human-readable labels for the post type for various contexts.', type: 'object', context: EDIT, readonly: true },
    name: { description: 'The title for the post type.', type: 'string', context: VEM, readonly: true },
    slug: { description: 'An alphanumeric identifier for the post type.', type: 'string', context: VEM, readonly: true },
    supports: { description: 'All features, supported by the post type.', type: 'object', context: EDIT, readonly: true },
    has_archive: {
      description: 'If the value is a string, the value will be used as the archive slug. If the value is false the post type has no archive.',
      type: ['string', 'boolean'],
      context: VE,
      readonly: true,
    },
    taxonomies: { description: 'Taxonomies associated with post type.', type: 'array', items: { type: 'string' }, context: VE, readonly: true },
    rest_base: { description: 'REST base route for the post type.', type: 'string', context: VEM, readonly: true },
    rest_namespace: { description: "REST route's namespace for the post type.", type: 'string', context: VEM, readonly: true },
    visibility: {
      description: 'The visibility settings for the post type.',
      type: 'object',
      context: EDIT,
      readonly: true,
      properties: {
        show_ui: { description: 'Whether to generate a default UI for managing this post type.', type: 'boolean' },
        show_in_nav_menus: { description: 'Whether to make the post type available for selection in navigation menus.', type: 'boolean' },
      },
    },
    icon: { description: 'The icon for the post type.', type: ['string', 'null'], context: VEM, readonly: true },
  },
};

/** GET /types answers an object keyed by post type (its route's schema is still the item's). */
export const postTypesSchema: ResponseSchema = {
  type: 'object',
  properties: { post: postTypeSchema, page: postTypeSchema, attachment: postTypeSchema },
  required: ['post', 'page', 'attachment'],
};
