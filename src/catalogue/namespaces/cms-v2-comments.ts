// cms/v2 comments (WordPress's comments controller). Every endpoint is answered by the comments area, which checks
// permissions too: WordPress checks that the comment and its post exist (404) and the author_email argument before
// the caller's rights, and a create's rights depend on the post and the site's discussion settings.
import { arr, bool, del, edit, get, int, obj, post, PUBLIC, str } from '../define.js';
import type { EndpointDraft } from '../define.js';
import { collectionArgs, contextArg, idList, offsetArg, queryArgs } from '../args/common.js';
import { commentSchema } from '../responses/comment.js';
import { deletedOf, listOf } from '../responses/post.js';
import type { Args } from '../../model/catalogue.js';

const listArgs: Args = {
  ...collectionArgs,
  after: str('Limit response to comments published after a given ISO8601 compliant date.', { format: 'date-time' }),
  author: arr({ type: 'integer' }, 'Limit result set to comments assigned to specific user IDs. Requires authorization.'),
  author_exclude: arr({ type: 'integer' }, 'Ensure result set excludes comments assigned to specific user IDs. Requires authorization.'),
  author_email: str('Limit result set to that from a specific author email. Requires authorization.', { default: null, format: 'email' }),
  before: str('Limit response to comments published before a given ISO8601 compliant date.', { format: 'date-time' }),
  exclude: idList('Ensure result set excludes specific IDs.'),
  include: idList('Limit result set to specific IDs.'),
  offset: offsetArg,
  order: str('Order sort attribute ascending or descending.', { default: 'desc', enum: ['asc', 'desc'] }),
  orderby: str('Sort collection by comment attribute.', { default: 'date_gmt', enum: ['date', 'date_gmt', 'id', 'include', 'post', 'parent', 'type'] }),
  parent: idList('Limit result set to comments of specific parent IDs.'),
  parent_exclude: idList('Ensure result set excludes specific parent IDs.'),
  post: idList('Limit result set to comments assigned to specific post IDs.'),
  status: str('Limit result set to comments assigned a specific status. Requires authorization.', { default: 'approve' }),
  type: str('Limit result set to comments assigned a specific type. Requires authorization.', { default: 'comment' }),
  password: str('The password for the post if it is password protected.'),
};

const content = obj('The content for the comment.', {
  unchecked: true,
  properties: {
    raw: { description: 'Content for the comment, as it exists in the database.', type: 'string', context: ['edit'] },
    rendered: { description: 'HTML content for the comment, transformed for display.', type: 'string', context: ['view', 'edit', 'embed'], readonly: true },
  },
});

function writable(create: boolean): Args {
  return {
    author: int('The ID of the user object, if author was a user.'),
    // check_comment_author_email() replaces the schema check: an empty address passes (src/areas/comments/comment-input.ts).
    author_email: str('Email address for the comment author.', { format: 'email', unchecked: true }),
    author_ip: str('IP address for the comment author.', { format: 'ip' }),
    author_name: str('Display name for the comment author.'),
    author_url: str('URL for the comment author.', { format: 'uri' }),
    author_user_agent: str('User agent for the comment author.'),
    content,
    date: str("The date the comment was published, in the site's timezone.", { format: 'date-time' }),
    date_gmt: str('The date the comment was published, as GMT.', { format: 'date-time' }),
    parent: int('The ID for the parent of the comment.', create ? { default: 0 } : {}),
    post: int('The ID of the associated post object.', create ? { default: 0 } : {}),
    status: str('State of the comment.'),
    meta: obj('Meta fields.', { properties: {} }),
  };
}

const commentId: Args = { id: int('Unique identifier for the comment.') };
const password = (description: string): Args => ({ password: str(description) });
const parentPassword = password('The password for the parent post of the comment (if the post is password protected).');

export const commentRoutes: Record<string, readonly EndpointDraft[]> = {
  '/comments': [
    get(queryArgs(listArgs), { response: listOf(commentSchema), behaviour: 'comments-list' }),
    post(writable(true), { status: 201, response: commentSchema, permission: PUBLIC, behaviour: 'comment-create' }),
  ],
  '/comments/{id}': [
    get(queryArgs({ ...commentId, context: contextArg, ...parentPassword }), { response: commentSchema, behaviour: 'comment-get' }),
    edit({ ...queryArgs(commentId), ...writable(false) }, { response: commentSchema, permission: PUBLIC, behaviour: 'comment-update' }),
    del(queryArgs({ ...commentId, force: bool('Whether to bypass Trash and force deletion.', { default: false }), ...parentPassword }), {
      response: deletedOf(commentSchema),
      permission: PUBLIC,
      behaviour: 'comment-delete',
    }),
  ],
};
