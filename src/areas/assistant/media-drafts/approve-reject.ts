// POST helpers/approve_media and helpers/reject_media (attachmentId): an approved draft becomes an attachment of
// the media library with the same id (GET /cms/v2/media lists it); a rejected one is deleted with its file.
// Either way it leaves the drafts list, and a video's job at the provider is deleted.
import type { Handler } from '../../../dispatch/types.js';
import type { HandlerOutcome } from '../../../wp/rest-result.js';
import { getRecord, removeRecord } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import type { PostRecord } from '../../../store/types.js';
import { sanitizeTitle } from '../../../wp/format/sanitize-title.js';
import { uniqueAttachmentSlug } from '../../media/media-records.js';
import { intParam } from '../params.js';
import { badRequest, notFound, success } from '../reply.js';
import { VIDEOS } from '../../../catalogue/record-sets/assistant.js';
import { draftById, removeDraft, type MediaDraft } from './draft-store.js';

/** The attachment row wp_update_post() makes of an mwai_image / mwai_video post. */
function attachmentOf(session: Session, draft: MediaDraft): PostRecord {
  const [local, gmt] = session.now();
  return {
    id: draft.id,
    type: 'attachment',
    status: 'inherit',
    author: draft.user,
    date: local,
    date_gmt: gmt,
    modified: local,
    modified_gmt: gmt,
    slug: uniqueAttachmentSlug(session, sanitizeTitle(draft.title), draft.id),
    title: draft.title,
    content: draft.description,
    excerpt: draft.caption,
    password: '',
    parent: 0,
    menu_order: 0,
    comment_status: 'open',
    ping_status: 'closed',
    template: '',
    format: 'standard',
    meta: {},
    categories: [],
    tags: [],
    featured_media: 0,
    mime_type: draft.mime_type,
    file: draft.file,
    alt_text: draft.alt,
    // The media area reads the file size from the stored file.
    media_details: draft.width && draft.height ? { width: draft.width, height: draft.height, file: draft.file } : {},
  };
}

/** The provider forgets a generated video once it is approved or rejected. */
function forgetVideo(session: Session, draft: MediaDraft): void {
  if (draft.openai_id && getRecord(session, VIDEOS, draft.openai_id)) removeRecord(session, VIDEOS, draft.openai_id);
}

function draftAction(act: (session: Session, draft: MediaDraft) => void): Handler {
  return async (req, ctx): Promise<HandlerOutcome> => {
    const id = intParam(req.params, 'attachmentId');
    if (!id) return badRequest('missing_attachment_id', 'Attachment ID is required: attachmentId, the id helpers/list_draft_media answers.');
    const session = ctx.session;
    const draft = draftById(session, id);
    if (!draft)
      return notFound(
        'draft_not_found',
        `No media draft has attachment id ${id} (helpers/list_draft_media lists them; approved or rejected drafts leave the list).`,
      );
    session.tick();
    act(session, draft);
    forgetVideo(session, draft);
    await session.commit();
    return success();
  };
}

export const approveMedia = draftAction((session, draft) => {
  session.put('posts', draft.id, attachmentOf(session, draft));
  removeDraft(session, draft, false);
});

export const rejectMedia = draftAction((session, draft) => removeDraft(session, draft, true));
