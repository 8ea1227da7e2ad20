// What the faker narrows in WordPress's item schemas so a fake reads like one small consistent site: published
// standard posts by the seed's users, a few categories, example titles, dates never null. The catalogue keeps
// WordPress's schemas as WordPress publishes them (what OPTIONS shows); only the faker reads these hints.
import { EXAMPLE_ORIGIN } from '../catalogue/example-origin.js';
import type { ResponseSchema } from '../model/catalogue.js';

type Schema = Record<string, unknown>;
type Hints = Record<string, Schema>;

const TITLES = ['Hello world!', 'Release notes for the spring update', 'How we test our frontend', 'A short note on caching'];
const CONTENT = ['<p>Welcome to the mock site. This is sample content.</p>\n', '<p>Frontends read this text through the REST API.</p>\n'];
const EXCERPT = ['<p>A short summary of the post.</p>\n'];

const examples = (...values: unknown[]) => ({ examples: values });
const between = (minimum: number, maximum: number) => ({ minimum, maximum });
const rawRendered = (values: string[], extra: Record<string, Schema> = {}) => ({
  properties: { raw: examples(...values), rendered: examples(...values), ...extra },
});
/** WordPress's nullable dates are always set on a stored post. */
const dateTime = { type: 'string' };

const postHints = (type: string): Hints => ({
  id: between(1, 500),
  date: dateTime,
  date_gmt: dateTime,
  guid: rawRendered([`${EXAMPLE_ORIGIN}/?p=1`]),
  slug: examples('hello-world', 'release-notes', 'about'),
  status: { enum: ['publish'] },
  type: { const: type },
  link: examples(`${EXAMPLE_ORIGIN}/?p=1`),
  password: { const: '' },
  permalink_template: examples(`${EXAMPLE_ORIGIN}/?p=1`),
  generated_slug: examples('hello-world'),
  title: rawRendered(TITLES),
  content: rawRendered(CONTENT, { block_version: { const: 0 }, protected: { const: false } }),
  author: between(1, 3),
  excerpt: rawRendered(EXCERPT, { protected: { const: false } }),
  featured_media: between(0, 0),
  parent: between(0, 0),
  menu_order: between(0, 10),
  format: { enum: ['standard'] },
  meta: { properties: { footnotes: { const: '' } } },
  sticky: { const: false },
  template: { const: '' },
  categories: { items: between(1, 5), minItems: 1, maxItems: 2 },
  tags: { items: between(6, 9), maxItems: 2 },
});

const revisionHints = (autosave: boolean): Hints => ({
  id: between(1, 500),
  parent: between(1, 500),
  author: between(1, 3),
  guid: rawRendered([`${EXAMPLE_ORIGIN}/?p=1`]),
  slug: examples(autosave ? '1-autosave-v1' : '1-revision-v1'),
  title: rawRendered(TITLES),
  content: rawRendered(CONTENT, { block_version: { const: 0 }, protected: { const: false } }),
  excerpt: rawRendered(EXCERPT, { protected: { const: false } }),
  preview_link: examples(`${EXAMPLE_ORIGIN}/?p=1&preview=true`),
});

const FILE = '2026/01/mountain-lake.png';
const attachmentHints: Hints = {
  ...postHints('attachment'),
  id: between(30, 32),
  status: { const: 'inherit' },
  link: examples(`${EXAMPLE_ORIGIN}/?attachment_id=30`),
  slug: examples('mountain-lake'),
  title: rawRendered(['Mountain lake']),
  author: between(1, 2),
  caption: rawRendered(['<p>Sunrise over the lake</p>\n']),
  description: rawRendered(['<p>A photo used on the front page.</p>\n']),
  alt_text: examples('A mountain lake at sunrise'),
  media_type: { enum: ['image'] },
  mime_type: { const: 'image/png' },
  media_details: {
    properties: {
      width: { type: 'integer', ...between(300, 1920) },
      height: { type: 'integer', ...between(200, 1080) },
      file: { type: 'string', const: FILE },
      filesize: { type: 'integer', ...between(1000, 90000) },
      sizes: { type: 'object', properties: {} },
    },
    required: ['width', 'height', 'file', 'filesize', 'sizes'],
  },
  post: { type: ['integer', 'null'], const: null },
  source_url: { const: `${EXAMPLE_ORIGIN}/wp-content/uploads/${FILE}` },
  missing_image_sizes: { maxItems: 0 },
};

const termHints = (hierarchical: boolean): Hints => ({
  id: between(1, 9),
  count: between(0, 5),
  description: examples('', 'What happened on the site.'),
  link: examples(`${EXAMPLE_ORIGIN}/?cat=2`),
  name: examples(...(hierarchical ? ['News', 'Engineering'] : ['testing', 'performance'])),
  slug: examples(...(hierarchical ? ['news', 'engineering'] : ['testing', 'performance'])),
  parent: between(0, 0),
});

const taxonomyHints: Hints = {
  description: { const: '' },
  name: { enum: ['Categories', 'Tags'] },
  slug: { enum: ['category', 'post_tag'] },
  types: { const: ['post'] },
  rest_base: { enum: ['categories', 'tags'] },
  rest_namespace: { const: 'cms/v2' },
};

const typeHints: Hints = {
  description: { const: '' },
  name: { enum: ['Posts', 'Pages', 'Media'] },
  slug: { enum: ['post', 'page', 'attachment'] },
  has_archive: { const: false },
  rest_base: { enum: ['posts', 'pages', 'media'] },
  rest_namespace: { const: 'cms/v2' },
  icon: { enum: ['dashicons-admin-post', 'dashicons-admin-page', 'dashicons-admin-media'] },
};

const avatars = {
  properties: Object.fromEntries(
    [24, 48, 96].map((size) => [String(size), examples(`http://0.gravatar.com/avatar/00000000000000000000000000000000?s=${size}&d=mm&r=g`)]),
  ),
};

const userHints: Hints = {
  id: between(1, 3),
  username: examples('admin', 'editor'),
  name: examples('admin', 'Edith Editor'),
  first_name: { const: '' },
  last_name: { const: '' },
  email: examples('admin@example.org'),
  url: { const: '' },
  description: { const: '' },
  link: examples(`${EXAMPLE_ORIGIN}/?author=1`),
  nickname: examples('admin'),
  slug: examples('admin', 'editor'),
  roles: examples(['administrator']),
  avatar_urls: avatars,
  meta: { properties: {} },
};

const commentHints: Hints = {
  id: between(1, 3),
  post: between(1, 3),
  parent: { const: 0 },
  author: between(0, 2),
  author_name: examples('A WordPress Commenter'),
  author_url: { const: '' },
  author_ip: { const: '127.0.0.1' },
  author_user_agent: { const: '' },
  content: { properties: { raw: examples('Hi, this is a comment.'), rendered: examples('<p>Hi, this is a comment.</p>\n') } },
  link: examples(`${EXAMPLE_ORIGIN}/?p=1#comment-1`),
  status: { const: 'approved' },
  type: { const: 'comment' },
  author_avatar_urls: avatars,
};

/** The hints of an item schema, by its title. */
function hintsFor(schema: Schema): Hints | undefined {
  const properties = schema.properties as Schema | undefined;
  switch (schema.title) {
    case 'post':
      return postHints('post');
    case 'page':
      return postHints('page');
    case 'post-revision':
    case 'page-revision':
      return revisionHints(properties !== undefined && 'preview_link' in properties);
    case 'attachment':
      return attachmentHints;
    case 'category':
      return termHints(true);
    case 'tag':
      return termHints(false);
    case 'taxonomy':
      return taxonomyHints;
    case 'type':
      return typeHints;
    case 'user':
      return userHints;
    case 'comment':
      return commentHints;
    default:
      return undefined;
  }
}

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `hint` laid over `base`: keywords replaced or added, only properties `base` has are narrowed; `properties: {}` empties them. */
function overlay(base: Schema, hint: Schema): Schema {
  const out: Schema = { ...base };
  for (const [key, value] of Object.entries(hint)) {
    if (key === 'properties' && isSchema(base.properties) && isSchema(value) && Object.keys(value).length) {
      const props: Schema = { ...base.properties };
      for (const [name, h] of Object.entries(value)) {
        const p = props[name];
        if (isSchema(p) && isSchema(h)) props[name] = overlay(p, h);
      }
      out.properties = props;
    } else out[key] = isSchema(out[key]) && isSchema(value) ? overlay(out[key] as Schema, value) : value;
  }
  return out;
}

function narrow(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(narrow);
  if (!isSchema(schema)) return schema;
  let out: Schema = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === 'links' ? v : narrow(v)]));
  const hints = hintsFor(out);
  if (hints && isSchema(out.properties)) {
    out = overlay(out, { properties: hints });
    // Every field of an item is filled, as WordPress fills them.
    out.required = Object.keys(out.properties as Schema);
  }
  return out;
}

const narrowed = new WeakMap<ResponseSchema, ResponseSchema>();

/** The schema the faker generates from: WordPress's, narrowed; a list answer holds two to four items. */
export function fakerSchema(schema: ResponseSchema): ResponseSchema {
  let out = narrowed.get(schema);
  if (!out) {
    out = narrow(schema) as ResponseSchema;
    if (out.type === 'array' && out.minItems === undefined && out.maxItems === undefined) out = { ...out, minItems: 2, maxItems: 4 };
    narrowed.set(schema, out);
  }
  return out;
}
