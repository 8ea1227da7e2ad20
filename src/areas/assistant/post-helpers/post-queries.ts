// The content helpers that read the posts cms/v2 serves: GET helpers/count_posts and helpers/posts_ids
// (postType, postStatus: a comma list, default publish; attachments count images only; posts marked
// _mwai_embedding_ignore are left out), helpers/post_content (postId, or the offset-th post of postType, newest
// first) and POST helpers/check_posts_content (postIds: which have text).
import { createHash } from '../../../platform/hash.js';
import type { Handler } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import type { PostRecord } from '../../../store/types.js';
import type { RestRequest } from '../../../wp/request.js';
import { permalinkOf } from '../../content/permalinks.js';
import { intParam, listParam, textParam } from '../params.js';
import { badRequest, notFound, success } from '../reply.js';
import { assistantOption } from '../settings/options.js';
import { hasText, postText } from './post-text.js';

const READABLE = new Set(['publish', 'future', 'draft', 'private']);

interface Selection {
  type: string;
  statuses: string[];
}

function selectionOf(req: RestRequest): Selection | string {
  const type = textParam(req.params, 'postType');
  if (!type) return 'postType is required: a post type such as post or page (GET helpers/post_types lists them), or attachment for images.';
  const statuses = listParam(req.params, 'postStatus')?.map(String) ?? ['publish'];
  return { type, statuses };
}

function selected(session: Session, s: Selection): PostRecord[] {
  return session
    .all('posts')
    .filter((p) => p.type === s.type && s.statuses.includes(p.status) && p.meta._mwai_embedding_ignore === undefined)
    .filter((p) => p.type !== 'attachment' || (p.mime_type ?? '').startsWith('image/'))
    .sort((a, b) => a.id - b.id);
}

export const countPosts: Handler = (req, ctx) => {
  const s = selectionOf(req);
  if (typeof s === 'string') return badRequest('missing_post_type', s);
  return success({ count: selected(ctx.session, s).length });
};

export const postIds: Handler = (req, ctx) => {
  const s = selectionOf(req);
  if (typeof s === 'string') return badRequest('missing_post_type', s);
  return success({ postIds: selected(ctx.session, s).map((p) => p.id) });
};

export const postContent: Handler = (req, ctx) => {
  const session = ctx.session;
  const id = intParam(req.params, 'postId');
  let post: PostRecord | undefined;
  if (id) {
    const found = session.get('posts', id);
    post = found && READABLE.has(found.status) ? found : undefined;
  } else {
    const s = selectionOf(req);
    if (typeof s === 'string') return badRequest('missing_post_type', s);
    const newest = session
      .all('posts')
      .filter((p) => p.type === s.type && s.statuses.includes(p.status))
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
    post = newest[Math.max(0, intParam(req.params, 'offset'))];
  }
  if (!post)
    return notFound(
      'post_not_found',
      id ? `Post not found: no readable post has id ${id}.` : 'Post not found: no post of that type and status at this offset.',
    );
  const max = Number(assistantOption(session, ctx, 'context_max_length')) || 16384;
  const content = postText(post.content, max);
  const url = permalinkOf(req.origin, post, ctx.site.scenario.site);
  return success({
    content,
    checksum: createHash('md5')
      .update(content + post.title + url)
      .digest('hex'),
    language: 'en_us (english)',
    excerpt: post.excerpt,
    postId: post.id,
    title: post.title,
    url,
  });
};

export const checkPostsContent: Handler = (req, ctx) => {
  const ids = listParam(req.params, 'postIds');
  if (!ids?.length) return badRequest('missing_post_ids', 'postIds array is required: the ids of the posts to check.');
  const session = ctx.session;
  const withContent = ids.map(Number).filter((id) => {
    const post = Number.isInteger(id) && id > 0 ? session.get('posts', id) : undefined;
    return post !== undefined && hasText(post.content);
  });
  return success({ postsWithContent: withContent });
};
