// GET helpers/list_draft_media: the caller's drafts (images and videos waiting for approval), oldest first;
// `type` keeps images or videos only.
import type { Handler } from '../../../dispatch/types.js';
import { success } from '../reply.js';
import { drafts, draftView } from './draft-store.js';

export const listDraftMedia: Handler = (req, ctx) => {
  const type = typeof req.params.type === 'string' && req.params.type ? req.params.type : undefined;
  const mine = drafts(ctx.session).filter((d) => d.user === (req.user?.id ?? 0) && (!type || d.type === type));
  return success({ media: mine.sort((a, b) => a.created_at - b.created_at || a.id - b.id).map((d) => draftView(d, req.origin)) });
};
