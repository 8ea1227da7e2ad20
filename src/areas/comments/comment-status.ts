// Comment statuses as WordPress moves them: handle_status_param() (approve, hold, spam, unspam, trash, untrash),
// wp_trash_comment() / wp_spam_comment() remembering the status before in `_wp_trash_meta_status`, and
// wp_untrash_comment() / wp_unspam_comment() going back to it (or to hold).
import type { CommentRecord } from '../../store/types.js';

type Status = CommentRecord['status'];

/** comment_approved as WordPress stores it: '1', '0', 'spam' or 'trash'. */
const RAW: Record<Status, string> = { approved: '1', hold: '0', spam: 'spam', trash: 'trash' };
const FROM_RAW: Record<string, Status> = { 1: 'approved', 0: 'hold', spam: 'spam', trash: 'trash' };

/** wp_get_comment_status(). */
const WP_STATUS: Record<Status, string> = { approved: 'approved', hold: 'unapproved', spam: 'spam', trash: 'trash' };

const TRASH_META = '_wp_trash_meta_status';

/** wp_trash_comment() / wp_spam_comment(): the status changes, the one before is remembered. */
function putAway(c: CommentRecord, status: 'trash' | 'spam'): CommentRecord {
  return { ...c, status, meta: { ...c.meta, [TRASH_META]: RAW[c.status] } };
}

/** wp_untrash_comment() / wp_unspam_comment(): back to the remembered status, or to hold. */
function bringBack(c: CommentRecord): CommentRecord {
  const meta = { ...c.meta };
  const before = FROM_RAW[String(meta[TRASH_META] ?? '')] ?? 'hold';
  delete meta[TRASH_META];
  return { ...c, status: before, meta };
}

export const trashComment = (c: CommentRecord): CommentRecord => putAway(c, 'trash');

/** handle_status_param(): the comment after the status the request asks for (unchanged when nothing applies). */
export function withStatus(c: CommentRecord, wanted: string): CommentRecord {
  if (wanted === WP_STATUS[c.status]) return c;
  switch (wanted) {
    case 'approved':
    case 'approve':
    case '1':
      return { ...c, status: 'approved' };
    case 'hold':
    case '0':
      return { ...c, status: 'hold' };
    case 'spam':
      return putAway(c, 'spam');
    case 'trash':
      return putAway(c, 'trash');
    case 'unspam':
    case 'untrash':
      return bringBack(c);
    default:
      return c;
  }
}

/** The comment_approved value wp_allow_comment() decided (1, 0, 'spam' or 'trash') as a stored status. */
export const statusOfApproval = (approved: 0 | 1 | 'spam' | 'trash'): Status => FROM_RAW[String(approved)]!;

/** sanitize_key(), as the `status` argument is sanitized. */
export const sanitizeKey = (v: unknown): string =>
  String(v)
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '');
