// The item schema of cms/v2 comments as WordPress's comments controller publishes it.
import type { ResponseSchema } from '../../model/catalogue.js';

const VEM = ['view', 'edit', 'embed'];
const EVE = ['embed', 'view', 'edit'];
const VE = ['view', 'edit'];
const EDIT = ['edit'];

const avatar = (size: number) => ({ description: `Avatar URL with image size of ${size} pixels.`, type: 'string', format: 'uri', context: EVE });

export const commentSchema: ResponseSchema = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'comment',
  type: 'object',
  properties: {
    id: { description: 'Unique identifier for the comment.', type: 'integer', context: VEM, readonly: true },
    author: { description: 'The ID of the user object, if author was a user.', type: 'integer', context: VEM },
    author_email: { description: 'Email address for the comment author.', type: 'string', format: 'email', context: EDIT },
    author_ip: { description: 'IP address for the comment author.', type: 'string', format: 'ip', context: EDIT },
    author_name: { description: 'Display name for the comment author.', type: 'string', context: VEM },
    author_url: { description: 'URL for the comment author.', type: 'string', format: 'uri', context: VEM },
    author_user_agent: { description: 'User agent for the comment author.', type: 'string', context: EDIT },
    content: {
      description: 'The content for the comment.',
      type: 'object',
      context: VEM,
      properties: {
        raw: { description: 'Content for the comment, as it exists in the database.', type: 'string', context: EDIT },
        rendered: { description: 'HTML content for the comment, transformed for display.', type: 'string', context: VEM, readonly: true },
      },
    },
    date: { description: "The date the comment was published, in the site's timezone.", type: 'string', format: 'date-time', context: VEM },
    date_gmt: { description: 'The date the comment was published, as GMT.', type: 'string', format: 'date-time', context: VE },
    link: { description: 'URL to the comment.', type: 'string', format: 'uri', context: VEM, readonly: true },
    parent: { description: 'The ID for the parent of the comment.', type: 'integer', context: VEM, default: 0 },
    post: { description: 'The ID of the associated post object.', type: 'integer', context: VE, default: 0 },
    status: { description: 'State of the comment.', type: 'string', context: VE },
    type: { description: 'Type of the comment.', type: 'string', context: VEM, readonly: true },
    author_avatar_urls: {
      description: 'Avatar URLs for the comment author.',
      type: 'object',
      context: VEM,
      readonly: true,
      properties: { 24: avatar(24), 48: avatar(48), 96: avatar(96) },
    },
    meta: { description: 'Meta fields.', type: 'object', context: VE, properties: {} },
  },
};
