// Response schemas of the cms/v2 post types, as WordPress's posts controller describes its items
// (get_item_schema): each property carries the contexts it appears in.
import { EXAMPLE_ORIGIN } from '../example-origin.js';
import type { ResponseSchema } from '../types.js';

type Props = Record<string, Record<string, unknown>>;
const ALL = ['view', 'edit', 'embed'];
const VE = ['view', 'edit'];
const EDIT = ['edit'];

const dt = (context: string[]) => ({ type: 'string', format: 'date-time', context });
const rawRendered = (context: string[], examples: string[], extra: Props = {}) => ({
  type: 'object',
  context,
  properties: {
    raw: { type: 'string', context: EDIT, examples },
    rendered: { type: 'string', context, examples },
    ...extra,
  },
  required: ['raw', 'rendered', ...Object.keys(extra)],
});
const isProtected = { type: 'boolean', context: ALL, const: false };
const int = (context: string[], min = 1, max = 60) => ({ type: 'integer', context, minimum: min, maximum: max });
const link = { type: 'string', format: 'uri', context: ALL, examples: [`${EXAMPLE_ORIGIN}/?p=1`] };

const TITLES = ['Hello world!', 'Release notes for the spring update', 'How we test our frontend', 'A short note on caching'];
const CONTENT = ['<p>Welcome to the mock site. This is sample content.</p>\n', '<p>Frontends read this text through the REST API.</p>\n'];

/** Fields every post type shares (id, dates, guid, slug, status, link...). */
const base: Props = {
  id: int(ALL, 1, 500),
  date: dt(ALL),
  date_gmt: dt(VE),
  guid: rawRendered(VE, [`${EXAMPLE_ORIGIN}/?p=1`]),
  modified: dt(VE),
  modified_gmt: dt(VE),
  slug: { type: 'string', context: ALL, examples: ['hello-world', 'release-notes', 'about'] },
  status: { type: 'string', context: VE, enum: ['publish'] },
  type: { type: 'string', context: ALL, const: 'post' },
  link,
  title: rawRendered(ALL, TITLES),
  author: int(ALL, 1, 3),
};

const editOnly: Props = {
  password: { type: 'string', context: EDIT, const: '' },
  permalink_template: { type: 'string', context: EDIT, examples: [`${EXAMPLE_ORIGIN}/?p=1`] },
  generated_slug: { type: 'string', context: EDIT, examples: ['hello-world'] },
};

const content = rawRendered(VE, CONTENT, { block_version: { type: 'integer', context: EDIT, const: 0 }, protected: isProtected });
const excerpt = rawRendered(ALL, ['<p>A short summary of the post.</p>\n'], { protected: isProtected });
const discussion: Props = {
  featured_media: int(ALL, 0, 0),
  comment_status: { type: 'string', context: VE, enum: ['open', 'closed'] },
  ping_status: { type: 'string', context: VE, enum: ['open', 'closed'] },
};
const meta = { type: 'object', context: VE, properties: { footnotes: { type: 'string', const: '' } }, required: ['footnotes'] };
const template = { type: 'string', context: VE, const: '' };

function item(title: string, properties: Props): ResponseSchema {
  return { $schema: 'http://json-schema.org/draft-04/schema#', title, type: 'object', properties, required: Object.keys(properties) };
}

export const postSchema = item('post', {
  ...base,
  ...editOnly,
  content,
  excerpt,
  ...discussion,
  sticky: { type: 'boolean', context: VE, const: false },
  template,
  format: { type: 'string', context: VE, enum: ['standard'] },
  meta,
  categories: { type: 'array', context: VE, items: { type: 'integer', minimum: 1, maximum: 5 }, minItems: 1, maxItems: 2 },
  tags: { type: 'array', context: VE, items: { type: 'integer', minimum: 6, maximum: 9 }, maxItems: 2 },
});

export const pageSchema = item('page', {
  ...base,
  type: { type: 'string', context: ALL, const: 'page' },
  ...editOnly,
  parent: int(VE, 0, 0),
  content,
  excerpt,
  ...discussion,
  menu_order: int(VE, 0, 10),
  template,
  meta,
});

const revisionProps = (parent: string): Props => ({
  author: base.author!,
  date: base.date!,
  date_gmt: base.date_gmt!,
  id: base.id!,
  modified: base.modified!,
  modified_gmt: base.modified_gmt!,
  parent: int(ALL, 1, 500),
  slug: { type: 'string', context: ALL, examples: [`1-${parent}-v1`] },
  guid: base.guid!,
  title: base.title!,
  content: rawRendered(VE, CONTENT),
  excerpt: rawRendered(ALL, ['<p>A short summary of the post.</p>\n']),
});

export const revisionSchema = item('post-revision', revisionProps('revision'));
export const autosaveSchema = item('post-revision', {
  ...revisionProps('autosave'),
  preview_link: { type: 'string', format: 'uri', context: EDIT, examples: [`${EXAMPLE_ORIGIN}/?p=1&preview=true`] },
});

export const mediaSchema = item('attachment', {
  ...base,
  type: { type: 'string', context: ALL, const: 'attachment' },
  status: { type: 'string', context: VE, const: 'inherit' },
  ...editOnly,
  comment_status: discussion.comment_status!,
  ping_status: discussion.ping_status!,
  template,
  meta,
  description: rawRendered(VE, ['<p>A photo used on the front page.</p>\n']),
  caption: rawRendered(ALL, ['<p>Front page photo</p>\n']),
  alt_text: { type: 'string', context: ALL, examples: ['A mountain lake at sunrise'] },
  media_type: { type: 'string', context: ALL, enum: ['image'] },
  mime_type: { type: 'string', context: ALL, enum: ['image/jpeg', 'image/png'] },
  media_details: {
    type: 'object', context: ALL,
    properties: { width: { type: 'integer', minimum: 300, maximum: 1920 }, height: { type: 'integer', minimum: 200, maximum: 1080 }, file: { type: 'string', examples: ['2026/01/lake.jpg'] }, sizes: { type: 'object', properties: {} } },
    required: ['width', 'height', 'file', 'sizes'],
  },
  post: { type: ['integer', 'null'], context: VE, const: null },
  source_url: { type: 'string', format: 'uri', context: ALL, examples: [`${EXAMPLE_ORIGIN}/wp-content/uploads/2026/01/lake.jpg`] },
});

/** A list answer: an array of items. */
export const listOf = (schema: ResponseSchema): ResponseSchema => ({ type: 'array', items: schema, minItems: 2, maxItems: 4 });

/** WordPress's answer to a forced delete: {deleted: true, previous: item}. */
export const deletedOf = (schema: ResponseSchema): ResponseSchema => ({
  type: 'object', properties: { deleted: { const: true }, previous: schema }, required: ['deleted', 'previous'],
});
