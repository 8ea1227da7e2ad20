// POST /cms/v2/comments, POST/PUT/PATCH and DELETE /cms/v2/comments/{id}: create_item(), update_item() and
// delete_item() of the comments controller. IDs come from the session's comment counter, dates from the scenario
// clock; answers are in edit context (a create in view context unless the caller moderates), with `_embed`.
// Not modelled, as for posts: kses, balanceTags and rel="nofollow ugc" on the stored content.
import type { Handler, HandlerContext } from '../../dispatch/types.js';
import type { CommentRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { restUrl } from '../../wp/links.js';
import type { RestRequest } from '../../wp/request.js';
import { embedLinks } from '../../dispatch/embed.js';
import { gmtFromLocal } from '../content/post-dates.js';
import { isEmpty, isSet } from '../posts/request-values.js';
import { emailForDb, nameForDb, urlForDb } from '../users/user-text.js';
import { allowComment } from './comment-approval.js';
import { commentInput, lengthError } from './comment-input.js';
import { sanitizeKey, statusOfApproval, trashComment, withStatus } from './comment-status.js';
import { commentView } from './comment-view.js';
import { writableComment } from './comment-write-access.js';
import { discussionOf } from './discussion-options.js';

const badRequest = (code: string, message: string) => new WpError(code, message, { status: 400 });

function viewOf(c: CommentRecord, req: RestRequest, ctx: HandlerContext, context: string): Record<string, unknown> {
  const s = ctx.session;
  return commentView(c, { origin: req.origin, context, post: s.get('posts', c.post), hasChildren: s.all('comments').some((x) => x.parent === c.id) });
}

const answerOf = async (c: CommentRecord, req: RestRequest, ctx: HandlerContext, context: string) => embedLinks(viewOf(c, req, ctx, context), req, ctx.site);

export const createComment: Handler = async (req, ctx) => {
  const p = req.params;
  if (!isEmpty(p.id)) return badRequest('rest_comment_exists', 'Cannot create existing comment.');
  if (!isEmpty(p.type) && p.type !== 'comment') return badRequest('rest_invalid_comment_type', 'Cannot create a comment with that type.');
  const s = ctx.session;
  const input = commentInput(req, s);
  if (input instanceof WpError) return input;
  const content = input.content ?? '';
  if (content === '') return badRequest('rest_comment_content_invalid', 'Invalid comment content.');
  let { user = 0, author_name: name, author_email: email, author_url: url } = input;
  // A logged-in caller who names no author is the author.
  if (req.user && !user && isEmpty(name) && isEmpty(email) && isEmpty(url)) {
    const me = s.get('users', req.user.id);
    [user, name, email, url] = [req.user.id, me?.name ?? req.user.name, me?.email ?? req.user.email, me?.url ?? ''];
  }
  const discussion = discussionOf(s);
  if (discussion.requireNameEmail && (isEmpty(name) || isEmpty(email))) {
    return badRequest('rest_comment_author_data_required', 'Creating a comment requires valid author name and email values.');
  }
  const author = { author_name: name ?? '', author_email: email ?? '', author_url: url ?? '' };
  const tooLong = lengthError({ ...author, content });
  if (tooLong) return tooLong;
  // The attempt is a write: the clock moves before the duplicate and flood checks read it, as WordPress's time does.
  s.tick();
  const [date, dateGmt] = input.date ?? s.now();
  const candidate = {
    ...author,
    post: input.post ?? 0,
    parent: input.parent ?? 0,
    user,
    content,
    author_ip: input.author_ip,
    author_user_agent: input.author_user_agent ?? '',
    date_gmt: dateGmt,
  };
  const approval = allowComment(s, candidate, req.user, discussion);
  if (approval instanceof WpError) return approval;
  const id = s.nextId('comment');
  let row: CommentRecord = {
    id,
    post: candidate.post,
    parent: candidate.parent,
    author: user,
    author_name: nameForDb(author.author_name),
    author_email: emailForDb(author.author_email),
    author_url: urlForDb(author.author_url),
    author_ip: candidate.author_ip,
    author_user_agent: candidate.author_user_agent,
    date,
    date_gmt: dateGmt,
    content,
    status: statusOfApproval(approval),
  };
  if (isSet(p.status)) row = withStatus(row, sanitizeKey(p.status));
  s.put('comments', id, row);
  await s.commit();
  const context = req.user?.capabilities.has('moderate_comments') ? 'edit' : 'view';
  return { status: 201, data: await answerOf(row, req, ctx, context), headers: { Location: restUrl(req.origin, `/cms/v2/comments/${id}`) } };
};

export const updateComment: Handler = async (req, ctx) => {
  const c = writableComment(req, ctx);
  if (c instanceof WpError) return c;
  const p = req.params;
  if (isSet(p.type) && p.type !== 'comment')
    return new WpError('rest_comment_invalid_type', 'Sorry, you are not allowed to change the comment type.', { status: 404 });
  const s = ctx.session;
  const input = commentInput(req, s);
  if (input instanceof WpError) return input;
  if (input.post && !s.get('posts', input.post)) return new WpError('rest_comment_invalid_post_id', 'Invalid post ID.', { status: 403 });
  // The prepared fields always hold the author's IP, so WordPress always saves the whole comment (never only its status).
  if (input.content !== undefined && isEmpty(input.content)) return badRequest('rest_comment_content_invalid', 'Invalid comment content.');
  const tooLong = lengthError(input);
  if (tooLong) return tooLong;
  s.tick();
  const date = input.date?.[0] ?? c.date;
  let row: CommentRecord = {
    ...c,
    post: input.post ?? c.post,
    parent: input.parent ?? c.parent,
    author: input.user ?? c.author,
    author_name: nameForDb(input.author_name ?? c.author_name),
    author_email: emailForDb(input.author_email ?? c.author_email),
    author_url: urlForDb(input.author_url ?? c.author_url ?? ''),
    author_ip: input.author_ip,
    author_user_agent: input.author_user_agent ?? c.author_user_agent ?? '',
    content: input.content ?? c.content,
    // wp_update_comment(): the GMT date always follows the local one.
    date,
    date_gmt: gmtFromLocal(date, s.clock.offsetHours),
  };
  if (isSet(p.status)) row = withStatus(row, sanitizeKey(p.status));
  s.put('comments', row.id, row);
  await s.commit();
  return { data: await answerOf(row, req, ctx, 'edit') };
};

export const deleteComment: Handler = async (req, ctx) => {
  const c = writableComment(req, ctx);
  if (c instanceof WpError) return c;
  const s = ctx.session;
  if (req.params.force === true) {
    const previous = viewOf(c, req, ctx, 'edit');
    delete previous._links;
    s.tick();
    // wp_delete_comment(): replies move up to the deleted comment's parent.
    for (const child of s.lookup('comments', 'parent', c.id)) s.put('comments', child.id, { ...child, parent: c.parent });
    s.remove('comments', c.id);
    await s.commit();
    return { data: { deleted: true, previous } };
  }
  if (c.status === 'trash') return new WpError('rest_already_trashed', 'The comment has already been trashed.', { status: 410 });
  s.tick();
  const row = s.put('comments', c.id, trashComment(c));
  await s.commit();
  return { data: await answerOf(row, req, ctx, 'edit') };
};
