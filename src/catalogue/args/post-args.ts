// Arguments of the cms/v2 post-type routes (posts, pages, their revisions and autosaves, media),
// modelled on WordPress's WP_REST_Posts_Controller and the spec's tables.
import { arr, bool, int, obj, str } from '../define.js';
import type { ArgSchema, Args } from '../types.js';
import { collectionArgs, contextArg, idList, offsetArg, orderArg, pageArg } from './common.js';

const rendered = (what: string, contexts: string[]) => ({
  description: `HTML ${what}, transformed for display.`, type: 'string', context: contexts, readonly: true,
}) as const;
const raw = (what: string) => ({ description: `${what}, as it exists in the database.`, type: 'string', context: ['edit'] }) as const;
const isProtected = (what: string) => ({
  description: `Whether the ${what} is protected with a password.`, type: 'boolean', context: ['view', 'edit', 'embed'], readonly: true,
}) as const;

export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'] as const;
export const POST_FORMATS = ['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'] as const;
export const LIST_STATUSES = [...POST_STATUSES, 'trash', 'auto-draft', 'inherit', 'request-pending', 'request-confirmed',
  'request-failed', 'request-completed', 'any'] as const;

const date = (description: string): ArgSchema => ({ description, type: ['string', 'null'], format: 'date-time' });

/** Fields every post type writes (the spec's "Post writable fields" minus the post-only ones). */
const sharedWritable: Args = {
  date: date("The date the post was published, in the site's timezone."),
  date_gmt: date('The date the post was published, as GMT.'),
  slug: str('An alphanumeric identifier for the post unique to its type.'),
  status: str('A named status for the post.', { enum: POST_STATUSES }),
  password: str('A password to protect access to the content and excerpt.'),
  title: obj('The title for the post.', { unchecked: true, properties: { raw: raw('Title for the post'), rendered: rendered('title for the post', ['view', 'edit', 'embed']) } }),
  content: obj('The content for the post.', {
    unchecked: true,
    properties: {
      raw: raw('Content for the post'),
      rendered: rendered('content for the post', ['view', 'edit']),
      block_version: { description: 'Version of the content block format used by the post.', type: 'integer', context: ['edit'], readonly: true },
      protected: isProtected('content'),
    },
  }),
  author: int('The ID for the author of the post.'),
  excerpt: obj('The excerpt for the post.', {
    unchecked: true,
    properties: { raw: raw('Excerpt for the post'), rendered: rendered('excerpt for the post', ['view', 'edit', 'embed']), protected: isProtected('excerpt') },
  }),
  featured_media: int('The ID of the featured media for the post.'),
  comment_status: str('Whether or not comments are open on the post.', { enum: ['open', 'closed'] }),
  ping_status: str('Whether or not the post can be pinged.', { enum: ['open', 'closed'] }),
};

const meta: ArgSchema = obj('Meta fields.', { properties: { footnotes: { type: 'string', default: '' } } });
const template: ArgSchema = str('The theme file to use to display the post.');

export const postWritable: Args = {
  ...sharedWritable,
  format: str('The format for the post.', { enum: POST_FORMATS }),
  meta,
  sticky: bool('Whether or not the post should be treated as sticky.'),
  template,
  categories: arr({ type: 'integer' }, 'The terms assigned to the post in the category taxonomy.'),
  tags: arr({ type: 'integer' }, 'The terms assigned to the post in the post_tag taxonomy.'),
};

export const pageWritable: Args = {
  ...sharedWritable,
  meta,
  template,
  parent: int('The ID for the parent of the post.'),
  menu_order: int('The order of the post in relation to other posts.'),
};

const termQuery = (taxonomy: string, withOperator: boolean, withChildren: boolean, exclude: boolean): ArgSchema => ({
  description: `${exclude ? 'Limit result set to items except those with' : 'Limit result set to items with'} specific terms assigned in the ${taxonomy} taxonomy.`,
  type: ['array', 'object'],
  oneOf: [
    { title: 'Term ID List', description: 'Match terms with the listed IDs.', type: 'array', items: { type: 'integer' } },
    {
      title: 'Term ID Taxonomy Query',
      description: 'Perform an advanced term query.',
      type: 'object',
      properties: {
        terms: { description: 'Term IDs.', type: 'array', items: { type: 'integer' }, default: [] },
        ...(withChildren ? { include_children: { description: 'Whether to include child terms in the terms limiting the result set.', type: 'boolean', default: false } } : {}),
        ...(withOperator ? { operator: { description: 'Whether items must be assigned all or any of the specified terms.', type: 'string', enum: ['AND', 'OR'], default: 'OR' } } : {}),
      },
      additionalProperties: false,
    },
  ],
});

function listArgs(orderby: readonly string[]): Args {
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
    search_semantics: str('How to interpret the search input.', { enum: ['exact'] }),
    offset: offsetArg,
    order: orderArg,
    orderby: str('Sort collection by post attribute.', { default: 'date', enum: orderby }),
    search_columns: arr({ type: 'string', enum: ['post_title', 'post_content', 'post_excerpt'] }, 'Array of column names to be searched.', { default: [] }),
    slug: arr({ type: 'string' }, 'Limit result set to posts with one or more specific slugs.'),
    status: arr({ type: 'string', enum: LIST_STATUSES }, 'Limit result set to posts assigned one or more statuses.', { default: ['publish'] }),
  };
}

const ORDERBY = ['author', 'date', 'id', 'include', 'modified', 'parent', 'relevance', 'slug', 'include_slugs', 'title'];

export const postListArgs: Args = {
  ...listArgs(ORDERBY),
  tax_relation: str('Limit result set based on relationship between multiple taxonomies.', { enum: ['AND', 'OR'] }),
  categories: termQuery('category', true, true, false),
  categories_exclude: termQuery('category', false, true, true),
  tags: termQuery('post_tag', true, false, false),
  tags_exclude: termQuery('post_tag', false, false, true),
  sticky: bool('Limit result set to items that are sticky.'),
  ignore_sticky: bool('Whether to ignore sticky posts or not.', { default: true }),
  format: arr({ type: 'string', enum: POST_FORMATS }, 'Limit result set to items assigned one or more given formats.', { uniqueItems: true }),
};

export const pageListArgs: Args = {
  ...listArgs([...ORDERBY, 'menu_order']),
  menu_order: int('Limit result set to posts with a specific menu_order value.'),
  parent: idList('Limit result set to items with particular parent IDs.'),
  parent_exclude: idList('Limit result set to all items except those of a particular parent ID.'),
};

export const itemGetArgs: Args = {
  id: int('Unique identifier for the post.'),
  context: contextArg,
  excerpt_length: int('Override the default excerpt length.'),
  password: str('The password for the post if it is password protected.'),
};

export const idArg: Args = { id: int('Unique identifier for the post.') };
export const forceArg = (description: string): Args => ({ force: bool(description, { default: false }) });

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

export const mediaListArgs: Args = {
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
  status: arr({ type: 'string', enum: ['inherit', 'private', 'trash'] }, 'Limit result set to posts assigned one or more statuses.', { default: 'inherit' }),
  media_type: str('Limit result set to attachments of a particular media type.', { default: null, enum: MEDIA_TYPES }),
  mime_type: str('Limit result set to attachments of a particular MIME type.', { default: null }),
};

const caption = (what: string): ArgSchema => obj(`The attachment ${what}.`, {
  unchecked: true,
  properties: { raw: raw(`${what[0]!.toUpperCase()}${what.slice(1)} for the attachment`), rendered: rendered(`${what} for the attachment`, ['view', 'edit', 'embed']) },
});

export const mediaWritable: Args = {
  date: sharedWritable.date!,
  date_gmt: sharedWritable.date_gmt!,
  slug: sharedWritable.slug!,
  status: sharedWritable.status!,
  title: sharedWritable.title!,
  author: sharedWritable.author!,
  comment_status: sharedWritable.comment_status!,
  ping_status: sharedWritable.ping_status!,
  meta,
  template,
  alt_text: str('Alternative text to display when attachment is not displayed.'),
  caption: caption('caption'),
  description: caption('description'),
  post: int('The ID for the associated post of the attachment.'),
};
