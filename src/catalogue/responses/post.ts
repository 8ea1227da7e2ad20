// The item schemas of the cms/v2 post types as WordPress's controllers publish them (get_item_schema of the posts,
// revisions and autosaves controllers): what OPTIONS shows, what each context keeps, what the faker reads. Only
// WordPress's keywords are here; the faker narrows its fakes on its own (src/kinds/faker-hints.ts).
import type { ResponseSchema } from '../../model/catalogue.js';
import { schemaLinks } from './schema-links.js';

type Props = Record<string, Record<string, unknown>>;
const ALL = ['view', 'edit', 'embed'];
const VE = ['view', 'edit'];
const EDIT = ['edit'];

const readonly = (p: Record<string, unknown>) => ({ ...p, readonly: true });
const date = (description: string, context: string[], nullable: boolean) => ({
  description,
  type: nullable ? ['string', 'null'] : 'string',
  format: 'date-time',
  context,
});
const raw = (what: string) => ({ description: `${what}, as it exists in the database.`, type: 'string', context: EDIT });
const rendered = (what: string, context: string[]) => readonly({ description: `HTML ${what}, transformed for display.`, type: 'string', context });
const isProtected = (what: string) => readonly({ description: `Whether the ${what} is protected with a password.`, type: 'boolean', context: ALL });

const guid = {
  description: 'The globally unique identifier for the post.',
  type: 'object',
  context: VE,
  readonly: true,
  properties: {
    raw: readonly({ description: 'GUID for the post, as it exists in the database.', type: 'string', context: EDIT }),
    rendered: readonly({ description: 'GUID for the post, transformed for display.', type: 'string', context: VE }),
  },
};
// title, content and excerpt take a string or `{raw}` unchecked (WordPress's arg_options; OPTIONS does not show it).
const title = {
  description: 'The title for the post.',
  type: 'object',
  context: ALL,
  unchecked: true,
  properties: { raw: raw('Title for the post'), rendered: rendered('title for the post', ALL) },
};
const content = {
  description: 'The content for the post.',
  type: 'object',
  context: VE,
  unchecked: true,
  properties: {
    raw: raw('Content for the post'),
    rendered: rendered('content for the post', VE),
    block_version: readonly({ description: 'Version of the content block format used by the post.', type: 'integer', context: EDIT }),
    protected: isProtected('content'),
  },
};
const excerpt = {
  description: 'The excerpt for the post.',
  type: 'object',
  context: ALL,
  unchecked: true,
  properties: { raw: raw('Excerpt for the post'), rendered: rendered('excerpt for the post', ALL), protected: isProtected('excerpt') },
};
const openClosed = (description: string) => ({ description, type: 'string', enum: ['open', 'closed'], context: VE });

export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'] as const;
export const POST_FORMATS = ['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'] as const;

/** Fields every type of the posts controller starts with (WP_REST_Posts_Controller::get_item_schema). */
const head: Props = {
  date: date("The date the post was published, in the site's timezone.", ALL, true),
  date_gmt: date('The date the post was published, as GMT.', VE, true),
  guid,
  id: readonly({ description: 'Unique identifier for the post.', type: 'integer', context: ALL }),
  link: readonly({ description: 'URL to the post.', type: 'string', format: 'uri', context: ALL }),
  modified: readonly(date("The date the post was last modified, in the site's timezone.", VE, false)),
  modified_gmt: readonly(date('The date the post was last modified, as GMT.', VE, false)),
  slug: { description: 'An alphanumeric identifier for the post unique to its type.', type: 'string', context: ALL },
  status: { description: 'A named status for the post.', type: 'string', enum: POST_STATUSES, context: VE },
  type: readonly({ description: 'Type of post.', type: 'string', context: ALL }),
};
const password = { description: 'A password to protect access to the content and excerpt.', type: 'string', context: EDIT };
const permalinks: Props = {
  permalink_template: readonly({ description: 'Permalink template for the post.', type: 'string', context: EDIT }),
  generated_slug: readonly({ description: 'Slug automatically generated from the post title.', type: 'string', context: EDIT }),
};
const author = { description: 'The ID for the author of the post.', type: 'integer', context: ALL };
const featuredMedia = { description: 'The ID of the featured media for the post.', type: 'integer', context: ALL };
const discussion: Props = {
  comment_status: openClosed('Whether or not comments are open on the post.'),
  ping_status: openClosed('Whether or not the post can be pinged.'),
};
/** The registered meta: the seed's deployment declares footnotes (WordPress 6.3 and later). */
export const metaSchema = { description: 'Meta fields.', type: 'object', context: VE, properties: { footnotes: { type: 'string', default: '' } } };
const template = { description: 'The theme file to use to display the post.', type: 'string', context: VE };
const terms = (taxonomy: string) => ({
  description: `The terms assigned to the post in the ${taxonomy} taxonomy.`,
  type: 'array',
  items: { type: 'integer' },
  context: VE,
});

const item = (name: string, properties: Props, links?: readonly unknown[]): ResponseSchema => ({
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: name,
  type: 'object',
  properties,
  ...(links ? { links } : {}),
});

export const postSchema = item(
  'post',
  {
    ...head,
    password,
    ...permalinks,
    title,
    content,
    author,
    excerpt,
    featured_media: featuredMedia,
    ...discussion,
    format: { description: 'The format for the post.', type: 'string', enum: POST_FORMATS, context: VE },
    meta: metaSchema,
    sticky: { description: 'Whether or not the post should be treated as sticky.', type: 'boolean', context: VE },
    template,
    categories: terms('category'),
    tags: terms('post_tag'),
  },
  schemaLinks('/cms/v2/posts/{id}', {
    publish: true,
    sticky: true,
    taxonomies: [
      ['category', 'categories'],
      ['post_tag', 'tags'],
    ],
  }),
);

export const pageSchema = item(
  'page',
  {
    ...head,
    password,
    ...permalinks,
    parent: { description: 'The ID for the parent of the post.', type: 'integer', context: VE },
    title,
    content,
    author,
    excerpt,
    featured_media: featuredMedia,
    ...discussion,
    menu_order: { description: 'The order of the post in relation to other posts.', type: 'integer', context: VE },
    meta: metaSchema,
    template,
  },
  schemaLinks('/cms/v2/pages/{id}', { publish: true, sticky: false, taxonomies: [] }),
);

/** WP_REST_Revisions_Controller::get_item_schema: its own fields, then title, content and excerpt as the parent type has them. */
const revisionProps: Props = {
  author: { description: 'The ID for the author of the revision.', type: 'integer', context: ALL },
  date: date("The date the revision was published, in the site's timezone.", ALL, false),
  date_gmt: date('The date the revision was published, as GMT.', VE, false),
  guid,
  id: { description: 'Unique identifier for the revision.', type: 'integer', context: ALL },
  modified: date("The date the revision was last modified, in the site's timezone.", VE, false),
  modified_gmt: date('The date the revision was last modified, as GMT.', VE, false),
  parent: { description: 'The ID for the parent of the revision.', type: 'integer', context: ALL },
  slug: { description: 'An alphanumeric identifier for the revision unique to its type.', type: 'string', context: ALL },
  title,
  content,
  excerpt,
};
const previewLink = readonly({ description: 'Preview link for the post.', type: 'string', format: 'uri', context: EDIT });

export const revisionSchema = item('post-revision', revisionProps);
export const pageRevisionSchema = item('page-revision', revisionProps);
export const autosaveSchema = item('post-revision', { ...revisionProps, preview_link: previewLink });
export const pageAutosaveSchema = item('page-revision', { ...revisionProps, preview_link: previewLink });

/** The posts controller's fields an attachment keeps (WP_REST_Attachments_Controller::get_item_schema builds on them). */
export const attachmentBase: Props = {
  // footnotes is registered for types with an editor and revisions: an attachment has no meta declared.
  ...head,
  ...permalinks,
  title,
  author,
  ...discussion,
  meta: { ...metaSchema, properties: {} },
  template,
};

/** A list answer: an array of items. */
export const listOf = (schema: ResponseSchema): ResponseSchema => ({ type: 'array', items: schema });

/** WordPress's answer to a forced delete: {deleted: true, previous: item}. */
export const deletedOf = (schema: ResponseSchema): ResponseSchema => ({
  type: 'object',
  properties: { deleted: { type: 'boolean', const: true }, previous: schema },
  required: ['deleted', 'previous'],
});
