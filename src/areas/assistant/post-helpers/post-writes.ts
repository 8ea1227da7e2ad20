// The content helpers that write the posts cms/v2 serves, through the posts area's own wp_insert_post() (slugs,
// dates, default category, a revision on update): POST helpers/create_post (a draft from title, Markdown
// content, excerpt and postType), helpers/update_post_title and helpers/update_post_excerpt (postId). Texts
// are sanitize_text_field()'d as the plugin does; attachments get their title or caption directly.
import type { Handler, HandlerContext } from '../../../dispatch/types.js';
import type { HandlerOutcome } from '../../../wp/rest-result.js';
import type { PostRecord } from '../../../store/types.js';
import { WpError } from '../../../wp/errors.js';
import type { RestRequest } from '../../../wp/request.js';
import { writePost } from '../../posts/item-handlers.js';
import { PAGE, POST, type PostType } from '../../posts/post-types.js';
import { Scope } from '../../posts/scope.js';
import { intParam, textParam } from '../params.js';
import { badRequest, notFound, success } from '../reply.js';
import { markdownToHtml } from './markdown.js';

const TYPES: Readonly<Record<string, PostType>> = { post: POST, page: PAGE };

/** A posts-area scope for a write with exactly these fields. */
const scopeFor = (req: RestRequest, ctx: HandlerContext, type: PostType, params: Record<string, unknown>) => new Scope({ ...req, params }, ctx, type);

const save = (scope: Scope, prev: PostRecord | undefined): Promise<PostRecord | WpError> => writePost(scope, prev);

export const createPost: Handler = async (req, ctx) => {
  const postType = textParam(req.params, 'postType') || 'post';
  const type = TYPES[postType];
  if (!type) return badRequest('invalid_post_type', `postType must be post or page (got "${postType}").`);
  const content = typeof req.params.content === 'string' ? markdownToHtml(req.params.content) : '';
  const params = { title: textParam(req.params, 'title') ?? '', excerpt: textParam(req.params, 'excerpt') ?? '', content, status: 'draft' };
  const row = await save(scopeFor(req, ctx, type, params), undefined);
  return row instanceof WpError ? row : success({ postId: row.id });
};

/** update_post_title / update_post_excerpt: `field` of the post `postId` names. */
function updateField(field: 'title' | 'excerpt', message: string): Handler {
  return async (req, ctx): Promise<HandlerOutcome> => {
    const value = textParam(req.params, field);
    if (value === undefined) return badRequest(`missing_${field}`, `${field} is required: the new ${field} of the post.`);
    const id = intParam(req.params, 'postId');
    const session = ctx.session;
    const post = id > 0 ? session.get('posts', id) : undefined;
    if (!post || post.type === 'revision') return notFound('post_not_found', `There is no post with this ID (postId ${id || 'missing'}).`);
    const type = TYPES[post.type];
    if (type) {
      const row = await save(scopeFor(req, ctx, type, { id: post.id, [field]: value }), post);
      return row instanceof WpError ? row : success({ message });
    }
    session.tick();
    const [local, gmt] = session.now();
    session.put('posts', post.id, { ...post, [field]: value, modified: local, modified_gmt: gmt });
    await session.commit();
    return success({ message });
  };
}

export const updatePostTitle = updateField('title', 'Title updated.');
export const updatePostExcerpt = updateField('excerpt', 'Excerpt updated.');
