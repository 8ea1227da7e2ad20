// cms/v2 media (WordPress's attachments controller).
import { get, post } from '../define.js';
import type { EndpointDraft } from '../define.js';
import { mediaListArgs, mediaWritable } from '../args/post-args.js';
import { listOf, mediaSchema } from '../responses/post.js';
import { cap } from './cms-v2-post-types.js';

export const mediaRoutes: Record<string, readonly EndpointDraft[]> = {
  '/media': [
    get(mediaListArgs, { response: listOf(mediaSchema) }),
    post(mediaWritable, { status: 201, response: mediaSchema, permission: cap('upload_files', 'rest_cannot_create', 'Sorry, you are not allowed to upload media on this site.') }),
  ],
};
