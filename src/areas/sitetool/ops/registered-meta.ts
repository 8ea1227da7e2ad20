// GET /sitetool/v1/registered-meta: the meta keys a post type registers for REST. WordPress registers
// `footnotes` (string, single) for the post types that support the editor, custom fields and revisions:
// posts and pages. Attachments register none and do not support custom fields.
import type { Handler } from '../../../dispatch/types.js';
import { notFound } from './errors.js';

const FOOTNOTES = { type: 'string', single: true, show_in_rest: true, has_default: true, has_sanitize: false, has_auth: false };
const TYPES: Readonly<Record<string, { meta: Record<string, unknown>; supportsMeta: boolean }>> = {
  post: { meta: { footnotes: FOOTNOTES }, supportsMeta: true },
  page: { meta: { footnotes: FOOTNOTES }, supportsMeta: true },
  attachment: { meta: {}, supportsMeta: false },
};

export const registeredMeta: Handler = (req) => {
  const postType = String(req.params.post_type);
  const type = TYPES[postType];
  if (!type) return notFound('sitetool_invalid_post_type', `No post type "${postType}" is registered. Post types: ${Object.keys(TYPES).join(', ')}.`);
  return {
    data: {
      post_type: postType,
      post_type_show_in_rest: true,
      post_type_supports_meta: type.supportsMeta,
      rest_meta_writable: type.supportsMeta,
      registered_meta_count: Object.keys(type.meta).length,
      registered_meta: type.meta,
      gotcha_note: type.supportsMeta ? null : `${postType} does not support custom-fields, so "meta" sent in a REST write is ignored.`,
    },
  };
};
