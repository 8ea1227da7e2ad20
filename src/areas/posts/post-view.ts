// prepare_item_for_response() of the posts controller: a post or page in WordPress's field order,
// only the fields asked for (`_fields`), filtered by context, with its `_links`.
import type { PostRecord } from '../../store/types.js';
import { asciiJson, slashedJson } from '../../wp/json.js';
import { canEditPost } from '../content/capabilities.js';
import { gmtFromLocal } from '../content/post-dates.js';
import { guidOf, permalinkOf } from '../content/permalinks.js';
import { renderedContent, renderedExcerpt, renderedTitle } from '../content/rendered-fields.js';
import { blockVersion } from '../content/blocks.js';
import { responseFields, type FieldTest } from '../content/response-fields.js';
import { uniquePostSlug } from '../content/unique-slug.js';
import { DEFAULT_EXCERPT_LENGTH } from '../content/text-filters.js';
import { contextPlan, type PathTest } from './context-plan.js';
import { postLinks, pushPostLinksJson } from './post-links.js';
import { POST_TAXONOMIES } from './post-types.js';
import type { Scope } from './scope.js';
import { slugFromTitle } from './title-slug.js';

export interface ViewOptions {
  context: string;
  fields: FieldTest;
  /** Links are part of the answer (not of a force-delete's `previous`). */
  links?: boolean;
}

export const viewOptions = (scope: Scope, context = String(scope.req.params.context ?? 'view')): ViewOptions => ({
  context,
  fields: responseFields(scope.req, scope.type.schema, context),
});

/** can_access_password_content() / post_password_required() as the REST controller combines them. */
export function passwordRequired(post: PostRecord, scope: Scope, context: string): boolean {
  if (!post.password) return false;
  if (context === 'edit' && canEditPost(scope.user, post, scope)) return false;
  const given = scope.req.params.password;
  return !(typeof given === 'string' && given !== '' && given === post.password);
}

/** Terms of one taxonomy as get_the_terms() lists them: existing ones, by name. */
function termIds(post: PostRecord, field: 'categories' | 'tags', taxonomy: string, scope: Scope): number[] {
  const terms = post[field].map((id) => scope.term(id)).filter((t) => t !== undefined && t.taxonomy === taxonomy);
  return terms.sort((a, b) => a!.name.localeCompare(b!.name, 'en', { sensitivity: 'base' }) || a!.id - b!.id).map((t) => t!.id);
}

/** get_sample_permalink()'s slug: what the title would make, unique as if published. */
function generatedSlug(post: PostRecord, scope: Scope): string {
  const status = ['draft', 'pending', 'future'].includes(post.status) ? 'publish' : post.status;
  const slug = slugFromTitle(post.title) || String(post.id);
  return uniquePostSlug(slug, { id: post.id, status, type: post.type, parent: post.parent }, (slug) => scope.session.lookup('posts', 'slug', slug));
}

/** `f`: the field is asked for and kept in the context; `keep`: kept in the context. */
function textFields(post: PostRecord, scope: Scope, o: ViewOptions, f: FieldTest, keep: PathTest, data: Record<string, unknown>): void {
  if (f('title')) {
    const title: Record<string, unknown> = {};
    if (f('title.raw')) title.raw = post.title;
    if (f('title.rendered')) title.rendered = renderedTitle(post);
    data.title = title;
  }
  const locked = passwordRequired(post, scope, o.context);
  if (f('content')) {
    const content: Record<string, unknown> = {};
    if (f('content.raw')) content.raw = post.content;
    if (f('content.rendered')) content.rendered = locked ? '' : renderedContent(post);
    if (f('content.protected')) content.protected = post.password !== '';
    if (f('content.block_version')) content.block_version = blockVersion(post.content);
    data.content = content;
  }
  if (f('excerpt')) {
    const excerpt: Record<string, unknown> = {};
    if (keep('excerpt.raw')) excerpt.raw = post.excerpt;
    if (keep('excerpt.rendered')) excerpt.rendered = locked ? '' : renderedExcerpt(post, Number(scope.req.params.excerpt_length ?? DEFAULT_EXCERPT_LENGTH));
    if (keep('excerpt.protected')) excerpt.protected = post.password !== '';
    data.excerpt = excerpt;
  }
}

/**
 * The post as the context shows it: what filter_response_by_context() keeps, built directly (the schema's contexts,
 * compiled once: context-plan.ts), then its `_links`.
 */
export function postView(post: PostRecord, scope: Scope, o: ViewOptions): Record<string, unknown> {
  const data = postFields(post, scope, o);
  if (wantsLinks(o)) data._links = postLinks(post, scope, o.context);
  return data;
}

/**
 * The view and its JSON, wpJson(view) byte for byte: the fields encoded together, the `_links` (half the bytes,
 * nearly all of them URLs) from their template (post-links.ts). The view's `_links` is read back from that JSON when
 * something first reads it (an `_embed`, `_envelope`): most answers are only sent.
 */
export function encodedPostView(post: PostRecord, scope: Scope, o: ViewOptions): { view: Record<string, unknown>; json: string } {
  const data = postFields(post, scope, o);
  const fields = slashedJson(data);
  if (!wantsLinks(o)) return { view: data, json: asciiJson(fields) };
  const out = [fields.length > 2 ? `${fields.slice(0, -1)},` : '{', '"_links":'];
  pushPostLinksJson(out, post, scope, o.context);
  out.push('}');
  // Joined in one go: a flat string (answers are kept a while: a batch's, the journal's, the view cache's), then made
  // ASCII as a whole (the links are: their URLs are escaped), so the fields' JSON is not scanned twice.
  const joined = out.join('');
  const json = asciiJson(joined);
  const view = data as Record<symbol, unknown>;
  view[ANSWER_JSON] = json;
  // What escaping lengthened is all before the links.
  view[LINKS_AT] = out[0]!.length + out[1]!.length + json.length - joined.length;
  Object.defineProperty(data, '_links', LINKS_READ_BACK);
  return { view: data, json };
}

/** Where a view keeps its answer's JSON and where its `_links` start in it, until they are read (symbols: no JSON, key list or clone sees them). */
const ANSWER_JSON = Symbol('answer JSON');
const LINKS_AT = Symbol('links at');

/** An enumerable `_links` that parses its JSON on first read and is a plain value from then on (writable, as any view's). */
const LINKS_READ_BACK: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: Record<string | symbol, unknown>) {
    const links: unknown = JSON.parse((this[ANSWER_JSON] as string).slice(this[LINKS_AT] as number, -1));
    Object.defineProperty(this, '_links', { value: links, enumerable: true, configurable: true, writable: true });
    return links;
  },
  set(this: Record<string | symbol, unknown>, value: unknown) {
    Object.defineProperty(this, '_links', { value, enumerable: true, configurable: true, writable: true });
  },
};

const wantsLinks = (o: ViewOptions) => o.links !== false && (o.fields('_links') || o.fields('_embedded'));

/** The view's fields, `_links` aside. */
function postFields(post: PostRecord, scope: Scope, o: ViewOptions): Record<string, unknown> {
  const keep = contextPlan(scope.type.schema, o.context);
  const asked = o.fields;
  const f = (field: string) => asked(field) && keep(field);
  const { origin } = scope.req;
  const data: Record<string, unknown> = {};
  if (f('id')) data.id = post.id;
  if (f('date')) data.date = post.date;
  if (f('date_gmt')) data.date_gmt = post.date_gmt ?? gmtFromLocal(post.date, scope.offsetHours);
  if (f('guid')) {
    const guid = guidOf(origin, post);
    const shown: Record<string, unknown> = {};
    if (keep('guid.rendered')) shown.rendered = guid;
    if (keep('guid.raw')) shown.raw = guid;
    data.guid = shown;
  }
  if (f('modified')) data.modified = post.modified;
  if (f('modified_gmt')) data.modified_gmt = post.modified_gmt;
  if (f('password')) data.password = post.password;
  if (f('slug')) data.slug = post.slug;
  if (f('status')) data.status = post.status;
  if (f('type')) data.type = post.type;
  if (f('link')) data.link = permalinkOf(origin, post, scope.siteInfo);
  textFields(post, scope, o, f, keep, data);
  if (f('author')) data.author = post.author;
  if (f('featured_media')) data.featured_media = post.featured_media;
  if (scope.type.pageAttributes) {
    if (f('parent')) data.parent = post.parent;
    if (f('menu_order')) data.menu_order = post.menu_order;
  }
  if (f('comment_status')) data.comment_status = post.comment_status;
  if (f('ping_status')) data.ping_status = post.ping_status;
  if (scope.type.postOnly && f('sticky')) data.sticky = scope.sticky.has(post.id);
  if (f('template')) data.template = post.template;
  if (scope.type.postOnly && f('format')) data.format = post.format || 'standard';
  if (f('meta')) data.meta = keep('meta.footnotes') ? { footnotes: String(post.meta.footnotes ?? '') } : {};
  if (scope.type.postOnly) for (const t of POST_TAXONOMIES) if (f(t.field)) data[t.field] = termIds(post, t.field, t.taxonomy, scope);
  if (f('permalink_template')) data.permalink_template = permalinkOf(origin, post, scope.siteInfo);
  if (f('generated_slug') && o.context === 'edit') data.generated_slug = generatedSlug(post, scope);
  return data;
}
