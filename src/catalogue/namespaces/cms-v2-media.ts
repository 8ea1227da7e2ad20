// cms/v2 media (WordPress's attachments controller): the list with every attachment argument, uploads,
// the item route, and WordPress 6.1's post-process and edit routes. Not batchable; attachments do not trash.
import { bool, del, edit, get, int, obj, post, PUBLIC } from '../define.js';
import type { EndpointDraft } from '../define.js';
import { contextArg } from '../args/common.js';
import { mediaEditArgs, mediaPostProcessArgs } from '../args/media-edit-args.js';
import { mediaListArgs, mediaWritable } from '../args/post-args.js';
import { attachmentSchema, publishedAttachmentSchema } from '../responses/media.js';
import { deletedOf, listOf } from '../responses/post.js';
import type { Args } from '../../model/catalogue.js';
import { cap } from './cms-v2-post-types.js';

/** The attachment's writable fields as WordPress 6.1 lists them (no registered meta; description not embedded). */
const writable: Args = {
  ...mediaWritable,
  meta: obj('Meta fields.', { properties: {} }),
  description: obj('The attachment description.', {
    unchecked: true,
    properties: {
      raw: { description: 'Description for the attachment, as it exists in the database.', type: 'string', context: ['edit'] },
      rendered: { description: 'HTML description for the attachment, transformed for display.', type: 'string', context: ['view', 'edit'], readonly: true },
    },
  }),
};

const mediaId: Args = { id: int('Unique identifier for the post.') };

/** check_status(): an update may repeat the attachment's own status (`inherit`) though the enum lacks it, so the area checks. */
const updateArgs: Args = { ...mediaId, ...writable, status: { ...writable.status!, unchecked: true } };

export const mediaRoutes: Record<string, readonly EndpointDraft[]> = {
  '/media': [
    get(mediaListArgs, { response: listOf(attachmentSchema), schema: publishedAttachmentSchema, behaviour: 'media-list' }),
    post(writable, {
      status: 201,
      response: attachmentSchema,
      behaviour: 'media-create',
      permission: cap('upload_files', 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.'),
    }),
  ],
  '/media/{id}': [
    get({ ...mediaId, context: contextArg }, { response: attachmentSchema, schema: publishedAttachmentSchema, behaviour: 'media-get' }),
    // The item is looked up before any capability (404 rest_post_invalid_id first), so the behaviour checks.
    edit(updateArgs, { response: attachmentSchema, permission: PUBLIC, behaviour: 'media-update' }),
    del(
      { ...mediaId, force: bool('Whether to bypass Trash and force deletion.', { default: false }) },
      {
        response: deletedOf(attachmentSchema),
        permission: PUBLIC,
        behaviour: 'media-delete',
      },
    ),
  ],
  // Both check the item and the caller's rights in the area: upload_files first for edit, then the update rules.
  '/media/{id}/post-process': [post(mediaPostProcessArgs, { response: attachmentSchema, permission: PUBLIC, behaviour: 'media-post-process' })],
  '/media/{id}/edit': [post(mediaEditArgs, { status: 201, response: attachmentSchema, permission: PUBLIC, behaviour: 'media-edit' })],
};
