// cms/v2 post types (WordPress's post types controller): read-only descriptions of post, page and attachment.
import { get, str } from '../define.js';
import type { EndpointDraft } from '../define.js';
import { contextArg } from '../args/common.js';
import { postTypeSchema, postTypesSchema } from '../responses/post-type.js';

export const typeRoutes: Record<string, readonly EndpointDraft[]> = {
  '/types': [get({ context: contextArg }, { response: postTypesSchema, schema: postTypeSchema, behaviour: 'types-list' })],
  '/types/{type}': [
    get({ type: str('An alphanumeric identifier for the post type.'), context: contextArg }, { response: postTypeSchema, behaviour: 'type-get' }),
  ],
};
