// Arguments of the cms/v2 post-type routes (posts, pages, their revisions and autosaves, media),
// modelled on WordPress's WP_REST_Posts_Controller and the spec's tables.
import { arr, bool, int, str } from '../define.js';
import { publishedAttachmentSchema } from '../responses/media.js';
import { pageSchema, POST_FORMATS, POST_STATUSES, postSchema } from '../responses/post.js';
import type { ArgSchema, Args } from '../../model/catalogue.js';
import { collectionArgs, contextArg, idList, offsetArg, orderArg, pageArg, queryArgs } from './common.js';
import { writableArgs } from './schema-args.js';

export { POST_FORMATS, POST_STATUSES } from '../responses/post.js';
export const LIST_STATUSES = [
  ...POST_STATUSES,
  'trash',
  'auto-draft',
  'inherit',
  'request-pending',
  'request-confirmed',
  'request-failed',
  'request-completed',
  'any',
] as const;

/** What a post or page is created and updated with: its schema's writable fields, in the schema's order. */
export const postWritable: Args = writableArgs(postSchema);
export const pageWritable: Args = writableArgs(pageSchema);

/** prepare_taxonomy_limit_schema(): the taxonomy is named by its REST base. */
const termQuery = (restBase: string, withOperator: boolean, withChildren: boolean, exclude: boolean): ArgSchema => ({
  description: `${exclude ? 'Limit result set to items except those with' : 'Limit result set to items with'} specific terms assigned in the ${restBase} taxonomy.`,
  type: ['object', 'array'],
  oneOf: [
    { title: 'Term ID List', description: 'Match terms with the listed IDs.', type: 'array', items: { type: 'integer' } },
    {
      title: 'Term ID Taxonomy Query',
      description: 'Perform an advanced term query.',
      type: 'object',
      properties: {
        terms: { description: 'Term IDs.', type: 'array', items: { type: 'integer' }, default: [] },
        ...(withChildren
          ? { include_children: { description: 'Whether to include child terms in the terms limiting the result set.', type: 'boolean', default: false } }
          : {}),
        ...(withOperator
          ? {
              operator: {
                description: 'Whether items must be assigned all or any of the specified terms.',
                type: 'string',
                enum: ['AND', 'OR'],
                default: 'OR',
              },
            }
          : {}),
      },
      additionalProperties: false,
    },
  ],
});

/** The statuses a list filters on: `default` first, as WordPress registers it (a string the array coercion wraps). */
const statusList: ArgSchema = {
  default: ['publish'], // the seed's value; WordPress registers the string 'publish' (the same once coerced)
  description: 'Limit result set to posts assigned one or more statuses.',
  type: 'array',
  items: { enum: LIST_STATUSES, type: 'string' },
};

/** get_collection_params() of the posts controller; `page` adds what page-attributes brings, where WordPress puts it. */
function listArgs(orderby: readonly string[], page: boolean): Args {
  return {
    ...collectionArgs,
    after: str('Limit response to posts published after a given ISO8601 compliant date.', { format: 'date-time' }),
    modified_after: str('Limit response to posts modified after a given ISO8601 compliant date.', { format: 'date-time' }),
    author: idList('Limit result set to posts assigned to specific authors.'),
    author_exclude: idList('Ensure result set excludes posts assigned to specific authors.'),
    before: str('Limit response to posts published before a given ISO8601 compliant date.', { format: 'date-time' }),
    modified_before: str('Limit response to posts modified before a given ISO8601 compliant date.', { format: 'date-time' }),
    exclude: idList('Ensure result set excludes specific IDs.'),
    include: idList('Limit result set to specific IDs.'),
    ...(page ? { menu_order: int('Limit result set to posts with a specific menu_order value.') } : {}),
    search_semantics: str('How to interpret the search input.', { enum: ['exact'] }),
    offset: offsetArg,
    order: orderArg,
    orderby: str('Sort collection by post attribute.', { default: 'date', enum: orderby }),
    ...(page
      ? {
          parent: idList('Limit result set to items with particular parent IDs.'),
          parent_exclude: idList('Limit result set to all items except those of a particular parent ID.'),
        }
      : {}),
    search_columns: arr({ type: 'string', enum: ['post_title', 'post_content', 'post_excerpt'] }, 'Array of column names to be searched.', { default: [] }),
    slug: arr({ type: 'string' }, 'Limit result set to posts with one or more specific slugs.'),
    status: statusList,
  };
}

const ORDERBY = ['author', 'date', 'id', 'include', 'modified', 'parent', 'relevance', 'slug', 'include_slugs', 'title'];

export const postListArgs: Args = {
  ...listArgs(ORDERBY, false),
  tax_relation: str('Limit result set based on relationship between multiple taxonomies.', { enum: ['AND', 'OR'] }),
  categories: termQuery('categories', true, true, false),
  categories_exclude: termQuery('categories', false, true, true),
  tags: termQuery('tags', true, false, false),
  tags_exclude: termQuery('tags', false, false, true),
  sticky: bool('Limit result set to items that are sticky.'),
  ignore_sticky: bool('Whether to ignore sticky posts or not.', { default: true }),
  format: arr({ type: 'string', enum: POST_FORMATS }, 'Limit result set to items assigned one or more given formats.', { uniqueItems: true }),
};

export const pageListArgs: Args = listArgs([...ORDERBY, 'menu_order'], true);

export const itemGetArgs: Args = {
  id: int('Unique identifier for the post.'),
  context: contextArg,
  excerpt_length: int('Override the default excerpt length.'),
  password: str('The password for the post if it is password protected.'),
};

export const idArg: Args = { id: int('Unique identifier for the post.') };
/** WordPress registers `force` type first: `{type, default, description}`. */
export const forceArg = (description: string): Args => ({ force: { type: 'boolean', default: false, description } });

export const revisionListArgs: Args = {
  parent: int('The ID for the parent of the revision.'),
  context: contextArg,
  page: pageArg,
  per_page: int('Maximum number of items to be returned in result set.', { minimum: 1, maximum: 100 }),
  search: collectionArgs.search,
  exclude: idList('Ensure result set excludes specific IDs.'),
  include: idList('Limit result set to specific IDs.'),
  offset: offsetArg,
  order: orderArg,
  orderby: str('Sort collection by object attribute.', { default: 'date', enum: ['date', 'id', 'include', 'relevance', 'slug', 'include_slugs', 'title'] }),
};

export const revisionItemArgs: Args = {
  parent: int('The ID for the parent of the revision.'),
  id: int('Unique identifier for the revision.'),
};

export const autosaveParentArg: Args = { parent: int('The ID for the parent of the autosave.') };

const MEDIA_TYPES = ['image', 'video', 'text', 'application', 'audio'];

export const mediaListArgs: Args = queryArgs({
  ...collectionArgs,
  after: postListArgs.after!,
  modified_after: postListArgs.modified_after!,
  author: postListArgs.author!,
  author_exclude: postListArgs.author_exclude!,
  before: postListArgs.before!,
  modified_before: postListArgs.modified_before!,
  exclude: postListArgs.exclude!,
  include: postListArgs.include!,
  offset: offsetArg,
  order: orderArg,
  orderby: postListArgs.orderby!,
  parent: pageListArgs.parent!,
  parent_exclude: pageListArgs.parent_exclude!,
  slug: postListArgs.slug!,
  status: { ...statusList, default: 'inherit', items: { enum: ['inherit', 'private', 'trash'], type: 'string' } },
  media_type: { default: null, description: 'Limit result set to attachments of a particular media type.', type: 'string', enum: MEDIA_TYPES },
  mime_type: { default: null, description: 'Limit result set to attachments of a particular MIME type.', type: 'string' },
});

/** What an attachment is updated with: its schema's writable fields. */
export const mediaWritable: Args = writableArgs(publishedAttachmentSchema);
