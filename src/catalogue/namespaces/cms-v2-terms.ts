// cms/v2 taxonomies and their terms (WordPress's taxonomies and terms controllers): categories are
// hierarchical (parent), tags are not (offset); both batchable, as WordPress registers them.
import { bool, del, edit, get, int, obj, post, PUBLIC, required, str } from '../define.js';
import type { EndpointDraft, EndpointOptions } from '../define.js';
import { contextArg, collectionArgs, idList, offsetArg, queryArgs } from '../args/common.js';
import { deletedOf, listOf } from '../responses/post.js';
import { categorySchema, tagSchema, taxonomiesSchema, taxonomySchema } from '../responses/term.js';
import type { Args, ResponseSchema } from '../../model/catalogue.js';
import { cap } from './cms-v2-post-types.js';

const termId: Args = { id: int('Unique identifier for the term.') };

function termListArgs(hierarchical: boolean): Args {
  return {
    ...collectionArgs,
    exclude: idList('Ensure result set excludes specific IDs.'),
    include: idList('Limit result set to specific IDs.'),
    ...(hierarchical ? {} : { offset: offsetArg }),
    order: str('Order sort attribute ascending or descending.', { default: 'asc', enum: ['asc', 'desc'] }),
    orderby: str('Sort collection by term attribute.', {
      default: 'name',
      enum: ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'],
    }),
    hide_empty: bool('Whether to hide terms not assigned to any posts.', { default: false }),
    ...(hierarchical ? { parent: int('Limit result set to terms assigned to a specific parent.') } : {}),
    post: int('Limit result set to terms assigned to a specific post.', { default: null }),
    slug: { description: 'Limit result set to terms with one or more specific slugs.', type: 'array', items: { type: 'string' } },
  };
}

function termWritable(hierarchical: boolean, nameRequired: boolean): Args {
  const name = str('HTML title for the term.');
  return {
    description: str('HTML description of the term.'),
    name: nameRequired ? required(name) : name,
    slug: str('An alphanumeric identifier for the term unique to its type.'),
    ...(hierarchical ? { parent: int('The parent term ID.') } : {}),
    meta: obj('Meta fields.', { properties: {} }),
  };
}

function termRoutesOf(base: string, schema: ResponseSchema, hierarchical: boolean): Record<string, readonly EndpointDraft[]> {
  const batch: EndpointOptions = { allowBatch: true };
  // Item permissions look the term up first (404 rest_term_invalid), so the behaviour checks them.
  return {
    [base]: [
      get(queryArgs(termListArgs(hierarchical)), { ...batch, response: listOf(schema), behaviour: 'terms-list' }),
      post(termWritable(hierarchical, true), {
        ...batch,
        status: 201,
        response: schema,
        behaviour: 'term-create',
        permission: cap(
          hierarchical ? 'manage_categories' : 'edit_posts',
          'rest_cannot_create',
          'Sorry, you are not allowed to create terms in this taxonomy.',
        ),
      }),
    ],
    [`${base}/{id}`]: [
      get(queryArgs({ ...termId, context: contextArg }), { ...batch, response: schema, behaviour: 'term-get' }),
      edit({ ...queryArgs(termId), ...termWritable(hierarchical, false) }, { ...batch, response: schema, permission: PUBLIC, behaviour: 'term-update' }),
      del(queryArgs({ ...termId, force: bool('Required to be true, as terms do not support trashing.', { default: false }) }), {
        ...batch,
        response: deletedOf(schema),
        permission: PUBLIC,
        behaviour: 'term-delete',
      }),
    ],
  };
}

export const taxonomyRoutes: Record<string, readonly EndpointDraft[]> = {
  '/taxonomies': [
    get(
      { context: contextArg, type: str('Limit results to taxonomies associated with a specific post type.') },
      { response: taxonomiesSchema, schema: taxonomySchema, behaviour: 'taxonomies-list' },
    ),
  ],
  '/taxonomies/{taxonomy}': [
    get({ taxonomy: str('An alphanumeric identifier for the taxonomy.'), context: contextArg }, { response: taxonomySchema, behaviour: 'taxonomy-get' }),
  ],
};

export const termRoutes: Record<string, readonly EndpointDraft[]> = {
  ...termRoutesOf('/categories', categorySchema, true),
  ...termRoutesOf('/tags', tagSchema, false),
};
