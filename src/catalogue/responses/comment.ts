// Response schema of cms/v2 comments, as WordPress's comments controller describes its items.
import { EXAMPLE_ORIGIN } from '../example-origin.js';
import type { ResponseSchema } from '../types.js';

const ALL = ['view', 'edit', 'embed'];
const VE = ['view', 'edit'];
const EDIT = ['edit'];

const avatar = (size: number) => ({
  description: `Avatar URL with image size of ${size} pixels.`, type: 'string', format: 'uri', context: ALL,
  examples: [`http://0.gravatar.com/avatar/00000000000000000000000000000000?s=${size}&d=mm&r=g`],
});

export const commentSchema: ResponseSchema = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'comment',
  type: 'object',
  properties: {
    id: { description: 'Unique identifier for the comment.', type: 'integer', context: ALL, readonly: true, minimum: 1, maximum: 3 },
    post: { description: 'The ID of the associated post object.', type: 'integer', context: VE, minimum: 1, maximum: 3 },
    parent: { description: 'The ID for the parent of the comment.', type: 'integer', context: ALL, const: 0 },
    author: { description: 'The ID of the user object, if author was a user.', type: 'integer', context: ALL, minimum: 0, maximum: 2 },
    author_name: { description: 'Display name for the comment author.', type: 'string', context: ALL, examples: ['A WordPress Commenter'] },
    author_email: { description: 'Email address for the comment author.', type: 'string', format: 'email', context: EDIT },
    author_url: { description: 'URL for the comment author.', type: 'string', format: 'uri', context: ALL, const: '' },
    author_ip: { description: 'IP address for the comment author.', type: 'string', format: 'ip', context: EDIT, const: '127.0.0.1' },
    author_user_agent: { description: 'User agent for the comment author.', type: 'string', context: EDIT, const: '' },
    date: { description: "The date the comment was published, in the site's timezone.", type: 'string', format: 'date-time', context: ALL },
    date_gmt: { description: 'The date the comment was published, as GMT.', type: 'string', format: 'date-time', context: VE },
    content: {
      description: 'The content for the comment.', type: 'object', context: ALL,
      properties: {
        raw: { description: 'Content for the comment, as it exists in the database.', type: 'string', context: EDIT, examples: ['Hi, this is a comment.'] },
        rendered: { description: 'HTML content for the comment, transformed for display.', type: 'string', context: ALL, readonly: true, examples: ['<p>Hi, this is a comment.</p>\n'] },
      },
      required: ['raw', 'rendered'],
    },
    link: { description: 'URL to the comment.', type: 'string', format: 'uri', context: ALL, readonly: true, examples: [`${EXAMPLE_ORIGIN}/?p=1#comment-1`] },
    status: { description: 'State of the comment.', type: 'string', context: VE, const: 'approved' },
    type: { description: 'Type of the comment.', type: 'string', context: ALL, readonly: true, const: 'comment' },
    author_avatar_urls: {
      description: 'Avatar URLs for the comment author.', type: 'object', context: ALL, readonly: true,
      properties: { 24: avatar(24), 48: avatar(48), 96: avatar(96) }, required: ['24', '48', '96'],
    },
    meta: { description: 'Meta fields.', type: 'object', context: VE, properties: {} },
  },
  required: ['id', 'post', 'parent', 'author', 'author_name', 'author_url', 'date', 'date_gmt', 'content', 'link', 'status', 'type', 'author_avatar_urls', 'meta'],
};
