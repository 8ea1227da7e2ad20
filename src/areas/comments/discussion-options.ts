// The discussion settings comment writes read from the session's wp_options (a scenario sets them in
// `data.options`), with WordPress's defaults. `rest_allow_anonymous_comments` stands for WordPress's filter of that
// name: off, as in WordPress, so anonymous callers get 401 until a scenario turns it on.
import type { Session } from '../../store/session.js';

export interface Discussion {
  /** comment_registration: only logged-in users may comment. */
  registration: boolean;
  /** The rest_allow_anonymous_comments filter. */
  anonymous: boolean;
  /** require_name_email: anonymous comments need a name and an e-mail address. */
  requireNameEmail: boolean;
  /** comment_moderation: every comment waits for approval. */
  moderation: boolean;
  /** comment_previously_approved: only authors with an approved comment skip moderation. */
  previouslyApproved: boolean;
  /** comment_max_links: this many links hold a comment for moderation (0: no limit). */
  maxLinks: number;
  /** moderation_keys and disallowed_keys: one word per line. */
  moderationKeys: string;
  disallowedKeys: string;
  /** close_comments_for_old_posts / close_comments_days_old. */
  closeOld: boolean;
  closeDays: number;
}

/** PHP's truthiness of an option value ('0', 0, '' and false are off). */
const isOn = (v: unknown, otherwise: boolean): boolean => (v === undefined || v === null ? otherwise : !(v === '0' || v === 0 || v === '' || v === false));
const numberOf = (v: unknown, otherwise: number): number => (v === undefined || v === null || Number.isNaN(Number(v)) ? otherwise : Math.trunc(Number(v)));
const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function discussionOf(s: Session): Discussion {
  const o = s.state.options;
  return {
    registration: isOn(o.comment_registration, false),
    anonymous: isOn(o.rest_allow_anonymous_comments, false),
    requireNameEmail: isOn(o.require_name_email, true),
    moderation: isOn(o.comment_moderation, false),
    previouslyApproved: isOn(o.comment_previously_approved, true),
    maxLinks: numberOf(o.comment_max_links, 2),
    moderationKeys: textOf(o.moderation_keys),
    disallowedKeys: textOf(o.disallowed_keys),
    closeOld: isOn(o.close_comments_for_old_posts, false),
    closeDays: numberOf(o.close_comments_days_old, 14),
  };
}
