// Response schema of cms/v2 media (WordPress's attachments controller): the posts controller's fields
// an attachment keeps, plus its own; each property carries the contexts it appears in.
import { EXAMPLE_ORIGIN } from '../example-origin.js';
import type { ResponseSchema } from '../types.js';

const ALL = ['view', 'edit', 'embed'];
const VE = ['view', 'edit'];
const EDIT = ['edit'];

const dt = (description: string, context: string[]) => ({ description, type: ['string', 'null'], format: 'date-time', context });
const rawRendered = (description: string, context: string[], examples: string[]) => ({
  description, type: 'object', context,
  properties: { raw: { type: 'string', context: EDIT, examples }, rendered: { type: 'string', context, readonly: true, examples } },
  required: ['raw', 'rendered'],
});
const FILE = '2026/01/mountain-lake.png';

export const attachmentSchema: ResponseSchema = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'attachment',
  type: 'object',
  properties: {
    id: { description: 'Unique identifier for the post.', type: 'integer', context: ALL, readonly: true, minimum: 30, maximum: 32 },
    date: dt("The date the post was published, in the site's timezone.", ALL),
    date_gmt: dt('The date the post was published, as GMT.', VE),
    guid: rawRendered('The globally unique identifier for the post.', VE, [`${EXAMPLE_ORIGIN}/wp-content/uploads/${FILE}`]),
    modified: { description: "The date the post was last modified, in the site's timezone.", type: 'string', format: 'date-time', context: VE, readonly: true },
    modified_gmt: { description: 'The date the post was last modified, as GMT.', type: 'string', format: 'date-time', context: VE, readonly: true },
    slug: { description: 'An alphanumeric identifier for the post unique to its type.', type: 'string', context: ALL, examples: ['mountain-lake'] },
    status: { description: 'A named status for the post.', type: 'string', enum: ['publish', 'future', 'draft', 'pending', 'private'], context: VE },
    type: { description: 'Type of post.', type: 'string', context: ALL, readonly: true, const: 'attachment' },
    link: { description: 'URL to the post.', type: 'string', format: 'uri', context: ALL, readonly: true, examples: [`${EXAMPLE_ORIGIN}/?attachment_id=30`] },
    title: rawRendered('The title for the post.', ALL, ['Mountain lake']),
    author: { description: 'The ID for the author of the post.', type: 'integer', context: ALL, minimum: 1, maximum: 2 },
    comment_status: { description: 'Whether or not comments are open on the post.', type: 'string', enum: ['open', 'closed'], context: VE },
    ping_status: { description: 'Whether or not the post can be pinged.', type: 'string', enum: ['open', 'closed'], context: VE },
    template: { description: 'The theme file to use to display the post.', type: 'string', context: VE, const: '' },
    meta: { description: 'Meta fields.', type: 'object', context: VE, properties: {} },
    permalink_template: { description: 'Permalink template for the post.', type: 'string', context: EDIT, readonly: true },
    generated_slug: { description: 'Slug automatically generated from the post title.', type: 'string', context: EDIT, readonly: true },
    description: rawRendered('The attachment description.', VE, ['<p>A photo used on the front page.</p>\n']),
    caption: rawRendered('The attachment caption.', ALL, ['<p>Sunrise over the lake</p>\n']),
    alt_text: { description: 'Alternative text to display when attachment is not displayed.', type: 'string', context: ALL, examples: ['A mountain lake at sunrise'] },
    media_type: { description: 'Attachment type.', type: 'string', enum: ['image', 'file'], context: ALL, readonly: true },
    mime_type: { description: 'The attachment MIME type.', type: 'string', context: ALL, readonly: true, const: 'image/png' },
    media_details: {
      description: 'Details about the media file, specific to its type.', type: 'object', context: ALL, readonly: true,
      properties: {
        width: { type: 'integer', minimum: 300, maximum: 1920 }, height: { type: 'integer', minimum: 200, maximum: 1080 },
        file: { type: 'string', const: FILE }, filesize: { type: 'integer', minimum: 1000, maximum: 90000 }, sizes: { type: 'object', properties: {} },
      },
      required: ['width', 'height', 'file', 'filesize', 'sizes'],
    },
    post: { description: 'The ID for the associated post of the attachment.', type: ['integer', 'null'], context: VE, const: null },
    source_url: { description: 'URL to the original attachment file.', type: 'string', format: 'uri', context: ALL, readonly: true, const: `${EXAMPLE_ORIGIN}/wp-content/uploads/${FILE}` },
    missing_image_sizes: { description: 'List of the missing image sizes of the attachment.', type: 'array', items: { type: 'string' }, context: EDIT, readonly: true },
  },
  required: ['id', 'date', 'date_gmt', 'guid', 'modified', 'modified_gmt', 'slug', 'status', 'type', 'link', 'title', 'author', 'comment_status',
    'ping_status', 'template', 'meta', 'description', 'caption', 'alt_text', 'media_type', 'mime_type', 'media_details', 'post', 'source_url'],
};
