// What content/edit and content/search address: a post's title, content or excerpt (`post` + post_id + field),
// one of its meta values (`meta` + post_id + meta_key) or an option (`option` + option_name). Resolving a
// target checks it exists, that the caller may edit it, and that its value is text.
import type { HandlerContext } from '../../../dispatch/types.js';
import type { PostRecord } from '../../../store/types.js';
import { isWpError, type WpError } from '../../../wp/errors.js';
import type { RestRequest } from '../../../wp/request.js';
import { can, canEditPost } from '../../content/capabilities.js';
import { REST_BASES } from '../../content/permalinks.js';
import { badRequest, missingCapability, notFound } from './errors.js';
import { callRoute } from './internal-request.js';
import { getOption, setOption } from './site-options.js';

export interface ContentTarget {
  /** How the plugin names it: `post 1 post_content`, `post 1 meta:_thumbnail_alt`, `option:blogdescription`. */
  label: string;
  value: string;
  /** Stores a new value the way WordPress would (a post field through the cms/v2 update). */
  write(next: string): Promise<WpError | null>;
}

const FIELDS = ['title', 'content', 'excerpt'] as const;
type Field = (typeof FIELDS)[number];

function fieldOf(given: unknown, post: PostRecord): Field | WpError {
  const name = given === undefined || given === '' ? 'content' : String(given).replace(/^post_/, '');
  if (!(FIELDS as readonly string[]).includes(name)) {
    return badRequest(
      'sitetool_invalid_field',
      `field must be one of title, content, excerpt (or post_title, post_content, post_excerpt); got "${String(given)}".`,
    );
  }
  if (name === 'excerpt' && post.type === 'page')
    return badRequest('sitetool_invalid_field', `Post ${post.id} is a page, and pages have no excerpt: use field title or content.`);
  return name as Field;
}

/** The post `post_id` names, which the caller must be allowed to edit. */
function postOf(req: RestRequest, ctx: HandlerContext, type: string): PostRecord | WpError {
  const id = req.params.post_id;
  if (id === undefined || id === null || id === '')
    return badRequest(
      'sitetool_missing_post_id',
      `target_type "${type}" needs post_id: the ID of the post whose ${type === 'meta' ? 'meta value' : 'field'} to use.`,
    );
  const session = ctx.session;
  const post = session.get('posts', Number(id));
  if (!post || post.type === 'revision')
    return notFound('sitetool_post_not_found', `No post with ID ${String(id)}. List posts with GET /cms/v2/posts or /cms/v2/pages.`);
  if (post.type === 'attachment' && type === 'post') {
    return badRequest(
      'sitetool_unsupported_post_type',
      `Post ${post.id} is an attachment; content/edit edits the title, content and excerpt of posts and pages (edit media through /cms/v2/media).`,
    );
  }
  const lookup = { get: (n: number) => session.get('posts', n), siteInfo: ctx.site.scenario.site };
  return canEditPost(req.user, post, lookup) ? post : missingCapability('edit_post', req.user);
}

function asText(value: unknown, what: string): string | WpError {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return badRequest(
    'sitetool_value_not_text',
    `${what} holds ${Array.isArray(value) ? 'an array' : 'an object'}, not text; content/edit and content/search work on text values only.`,
  );
}

function postTarget(req: RestRequest, ctx: HandlerContext): ContentTarget | WpError {
  const post = postOf(req, ctx, 'post');
  if (isWpError(post)) return post;
  const field = fieldOf(req.params.field, post);
  if (isWpError(field)) return field;
  return {
    label: `post ${post.id} post_${field}`,
    value: post[field],
    write: async (next) => {
      const answer = await callRoute(ctx.site, req, 'POST', `/cms/v2/${REST_BASES[post.type]}/${post.id}`, { [field]: next });
      return isWpError(answer) ? answer : null;
    },
  };
}

function metaTarget(req: RestRequest, ctx: HandlerContext): ContentTarget | WpError {
  const post = postOf(req, ctx, 'meta');
  if (isWpError(post)) return post;
  const key = req.params.meta_key;
  if (typeof key !== 'string' || key === '')
    return badRequest('sitetool_missing_meta_key', 'target_type "meta" needs meta_key: the name of the meta value to use.');
  if (!(key in post.meta))
    return notFound('sitetool_meta_not_found', `Post ${post.id} has no meta "${key}". Its meta keys: ${Object.keys(post.meta).join(', ') || 'none'}.`);
  const value = asText(post.meta[key], `Meta "${key}" of post ${post.id}`);
  if (isWpError(value)) return value;
  return {
    label: `post ${post.id} meta:${key}`,
    value,
    write: async (next) => {
      const session = ctx.session;
      session.tick();
      const current = session.get('posts', post.id) ?? post;
      session.put('posts', post.id, { ...current, meta: { ...current.meta, [key]: next } });
      await session.commit();
      return null;
    },
  };
}

function optionTarget(req: RestRequest, ctx: HandlerContext): ContentTarget | WpError {
  const name = req.params.option_name;
  if (typeof name !== 'string' || name === '')
    return badRequest('sitetool_missing_option_name', 'target_type "option" needs option_name: the name of the option to use.');
  if (!can(req.user, 'manage_options')) return missingCapability('manage_options', req.user);
  const session = ctx.session;
  const current = getOption(ctx.site, session, req.origin, name);
  if (current === undefined) return notFound('sitetool_option_not_found', `No option "${name}". List the options with the CLI: wp option list.`);
  const value = asText(current, `Option "${name}"`);
  if (isWpError(value)) return value;
  return {
    label: `option:${name}`,
    value,
    write: async (next) => {
      session.tick();
      setOption(session, name, next);
      await session.commit();
      return null;
    },
  };
}

export function contentTarget(req: RestRequest, ctx: HandlerContext): ContentTarget | WpError {
  switch (req.params.target_type) {
    case 'post':
      return postTarget(req, ctx);
    case 'meta':
      return metaTarget(req, ctx);
    default:
      return optionTarget(req, ctx);
  }
}
