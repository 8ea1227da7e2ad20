// The item schema of cms/v2 media as WordPress's attachments controller publishes it: the posts controller's fields
// an attachment keeps, then its own. Only WordPress's keywords; the faker narrows its fakes on its own.
import type { ResponseSchema } from '../../model/catalogue.js';
import { attachmentBase } from './post.js';
import { schemaLinks } from './schema-links.js';

const ALL = ['view', 'edit', 'embed'];
const VE = ['view', 'edit'];
const EDIT = ['edit'];

const rawRendered = (description: string, what: string, context: string[]) => ({
  description,
  type: 'object',
  context,
  unchecked: true,
  properties: {
    raw: { description: `${what[0]!.toUpperCase()}${what.slice(1)} for the attachment, as it exists in the database.`, type: 'string', context: EDIT },
    rendered: { description: `HTML ${what} for the attachment, transformed for display.`, type: 'string', context, readonly: true },
  },
});

/** The attachment schema WordPress publishes (OPTIONS), `post` an integer. */
export const publishedAttachmentSchema: ResponseSchema = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'attachment',
  type: 'object',
  properties: {
    ...attachmentBase,
    alt_text: { description: 'Alternative text to display when attachment is not displayed.', type: 'string', context: ALL },
    caption: rawRendered('The attachment caption.', 'caption', ALL),
    description: rawRendered('The attachment description.', 'description', VE),
    media_type: { description: 'Attachment type.', type: 'string', enum: ['image', 'file'], context: ALL, readonly: true },
    mime_type: { description: 'The attachment MIME type.', type: 'string', context: ALL, readonly: true },
    media_details: { description: 'Details about the media file, specific to its type.', type: 'object', context: ALL, readonly: true },
    post: { description: 'The ID for the associated post of the attachment.', type: 'integer', context: VE },
    source_url: { description: 'URL to the original attachment file.', type: 'string', format: 'uri', context: ALL, readonly: true },
    missing_image_sizes: {
      description: 'List of the missing image sizes of the attachment.',
      type: 'array',
      items: { type: 'string' },
      context: EDIT,
      readonly: true,
    },
  },
  links: schemaLinks('/cms/v2/media/{id}', { publish: false, sticky: false, taxonomies: [] }),
};

/**
 * What an attachment answer holds: WordPress's schema, but `post` is null for an attachment of no post, as WordPress
 * answers it though its schema says integer. Fakes and generated types follow this one.
 */
export const attachmentSchema: ResponseSchema = {
  ...publishedAttachmentSchema,
  properties: {
    ...(publishedAttachmentSchema.properties as Record<string, Record<string, unknown>>),
    post: { description: 'The ID for the associated post of the attachment.', type: ['integer', 'null'], context: VE },
  },
};
