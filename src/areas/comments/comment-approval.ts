// wp_allow_comment(): a new comment's fate. A duplicate is refused (409), so is a flood (a non-moderator's second
// comment within 15 seconds, 400); otherwise the post's author and moderators are approved, and everyone else goes
// through check_comment() (moderation, link count, moderation keys, a previously approved comment) and the
// disallowed keys (trash). MySQL compares text case-insensitively, and so do these checks.
import type { User } from '../../model/scenario.js';
import { capabilitiesOf } from '../../model/roles.js';
import type { Session } from '../../store/session.js';
import { parseGmt } from '../../store/clock.js';
import type { CommentRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { stripAllTags } from '../content/text-filters.js';
import { REMOTE_ADDR } from './comment-input.js';
import type { Discussion } from './discussion-options.js';

/** The comment as wp_allow_comment() sees it (before wp_filter_comment()). */
export interface NewComment {
  post: number;
  parent: number;
  user: number;
  author_name: string;
  author_email: string;
  author_url: string;
  content: string;
  author_ip: string;
  author_user_agent: string;
  date_gmt: string;
}

export type Approval = 0 | 1 | 'spam' | 'trash';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const FLOOD_SECONDS = 15;
const HOUR = 3600_000;

function isDuplicate(all: readonly CommentRecord[], c: NewComment): boolean {
  return all.some(
    (x) =>
      x.post === c.post &&
      x.parent === c.parent &&
      x.status !== 'trash' &&
      same(x.author_name, c.author_name) &&
      (!c.author_email || same(x.author_email, c.author_email)) &&
      same(x.content, c.content),
  );
}

/** wp_check_comment_flood() with wp_throttle_comment_flood(): the caller's (or the IP's) last comment within the hour. */
function isFlood(all: readonly CommentRecord[], c: NewComment, caller: User | null, nowMs: number): boolean {
  if (caller?.capabilities.has('manage_options') || caller?.capabilities.has('moderate_comments')) return false;
  const mine = (x: CommentRecord) => (caller ? x.author === caller.id : (x.author_ip ?? REMOTE_ADDR) === c.author_ip) || same(x.author_email, c.author_email);
  let last: number | undefined;
  for (const x of all) {
    const at = parseGmt(x.date_gmt);
    if (at >= nowMs - HOUR && mine(x) && (last === undefined || at > last)) last = at;
  }
  return last !== undefined && (parseGmt(c.date_gmt) - last) / 1000 < FLOOD_SECONDS;
}

/** The links comment_text() would show: anchors written, and the URLs and e-mail addresses make_clickable() links. */
function linkCount(content: string): number {
  const anchors = (content.match(/<a [^>]*href/gi) ?? []).length;
  const text = ` ${content.replace(/<a\b[\s\S]*?<\/a>/gi, ' ').replace(/<[^>]*>/g, ' ')}`;
  const bare = text.match(/(?<=[\s(])(?:(?:https?|ftp):\/\/[^\s<]+|(?:www|ftp)\.[^\s<]+|[.0-9a-z_+-]+@(?:[0-9a-z-]+\.)+[0-9a-z]{2,})/gi) ?? [];
  return anchors + bare.length;
}

/** A word list option (moderation_keys, disallowed_keys) found in any of the fields. */
function mentions(keys: string, fields: readonly string[]): boolean {
  const words = keys
    .split('\n')
    .map((w) => w.trim())
    .filter(Boolean);
  return words.some((w) => fields.some((f) => f.toLowerCase().includes(w.toLowerCase())));
}

/** check_comment(): whether a comment may skip moderation. */
function passesModeration(s: Session, c: NewComment, d: Discussion): boolean {
  if (d.moderation) return false;
  if (d.maxLinks && linkCount(c.content) >= d.maxLinks) return false;
  if (mentions(d.moderationKeys, [c.author_name, c.author_email, c.author_url, c.content, c.author_ip, c.author_user_agent])) return false;
  if (!d.previouslyApproved) return true;
  if (c.author_name === '' || c.author_email === '') return false;
  const user = s.all('users').find((u) => same(u.email, c.author_email));
  const approved = s
    .all('comments')
    .some((x) => x.status === 'approved' && (user ? x.author === user.id : same(x.author_name, c.author_name) && same(x.author_email, c.author_email)));
  return approved && (!d.moderationKeys || !c.author_email.includes(d.moderationKeys));
}

export function allowComment(s: Session, c: NewComment, caller: User | null, d: Discussion): Approval | WpError {
  const all = s.all('comments');
  if (isDuplicate(all, c))
    return new WpError('comment_duplicate', 'Duplicate comment detected; it looks as though you&#8217;ve already said that!', { status: 409 });
  if (isFlood(all, c, caller, s.instant())) return new WpError('comment_flood', 'You are posting comments too quickly. Slow down.', { status: 400 });
  const user = c.user ? s.get('users', c.user) : undefined;
  if (user && (c.user === s.get('posts', c.post)?.author || capabilitiesOf(user.roles).has('moderate_comments'))) return 1;
  let approved: Approval = passesModeration(s, c, d) ? 1 : 0;
  const fields = [c.author_name, c.author_email, c.author_url, c.content, stripAllTags(c.content), c.author_ip, c.author_user_agent];
  if (d.disallowedKeys && mentions(d.disallowedKeys, fields)) approved = 'trash';
  return approved;
}
