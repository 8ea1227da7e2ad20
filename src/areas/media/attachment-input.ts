// prepare_item_for_database() for an attachment: the fields a create or update request sets, with the filters
// wp_insert_post() and update_post_meta() run on them (dates in the site's time, alt text as sanitize_text_field()
// leaves it and update_post_meta() unslashes it, title and texts as sanitize_post() saves them).
import type { User } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { contentSavePre, titleSavePre } from '../../wp/format/post-save-filters.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { sanitizeTextField } from '../collection/sanitize-text-field.js';
import { dateWithGmt } from '../content/post-dates.js';
import { rawText } from './media-records.js';

/** PHP's stripslashes(): a backslash escapes the character after it (`\0` is NUL); a lone last one goes. */
const stripslashes = (text: string): string => text.replace(/\\([\s\S]?)/g, (_, c: string) => (c === '0' ? '\0' : c));

/** The `_wp_attachment_image_alt` meta an `alt_text` argument stores. */
export const storedAltText = (value: string): string => stripslashes(sanitizeTextField(value));

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || v === false || v === 0 || v === '0';

/** `date`, else `date_gmt`, as rest_get_date_with_gmt() reads it; either sent as null puts the date back to now. */
function dateChange(params: Record<string, unknown>, existing: PostRecord | undefined, s: Session): Partial<PostRecord> {
  if (params.date === null || params.date_gmt === null) {
    const [local, gmt] = s.now();
    return { date: local, date_gmt: gmt };
  }
  const offset = s.clock.offsetHours;
  const given = !isEmpty(params.date)
    ? dateWithGmt(String(params.date), false, offset)
    : !isEmpty(params.date_gmt)
      ? dateWithGmt(String(params.date_gmt), true, offset)
      : null;
  if (!given || (existing && existing.date === given[0] && existing.date_gmt === given[1])) return {};
  return { date: given[0], date_gmt: given[1] };
}

/** The attachment fields a create or update request sets. */
export function attachmentChanges(params: Record<string, unknown>, s: Session, existing?: PostRecord): Partial<PostRecord> {
  const out: Partial<PostRecord> = dateChange(params, existing, s);
  // An empty `{raw}` title changes nothing; an empty caption or description does.
  const title = rawText(params.title);
  if (title !== undefined && (title !== '' || typeof params.title === 'string')) out.title = title;
  const description = rawText(params.description);
  if (description !== undefined) out.content = description;
  const caption = rawText(params.caption);
  if (caption !== undefined) out.excerpt = caption;
  if (typeof params.slug === 'string') out.slug = sanitizeTitle(params.slug);
  // wp_insert_post() keeps an attachment `private` (or its own status); any other status becomes `inherit`.
  if (params.status === 'private') out.status = 'private';
  else if (typeof params.status === 'string' && params.status !== existing?.status) out.status = 'inherit';
  if (typeof params.author === 'number') out.author = params.author;
  if (params.comment_status === 'open' || params.comment_status === 'closed') out.comment_status = params.comment_status;
  if (params.ping_status === 'open' || params.ping_status === 'closed') out.ping_status = params.ping_status;
  if (typeof params.template === 'string') out.template = params.template;
  if (typeof params.post === 'number') out.parent = params.post;
  if (typeof params.alt_text === 'string') out.alt_text = storedAltText(params.alt_text);
  return out;
}

/**
 * The title, description and caption as wp_insert_post() stores them: every save runs them all through the save
 * filters (kses for a user without unfiltered_html), the ones the request did not change too.
 */
export function savedTexts(record: PostRecord, user: User | null, origin: string): Pick<PostRecord, 'title' | 'content' | 'excerpt'> {
  const unfiltered = user?.capabilities.has('unfiltered_html') === true;
  const o = { uploadsOrigin: origin };
  return {
    title: titleSavePre(record.title, unfiltered, o),
    content: contentSavePre(record.content, unfiltered, o),
    excerpt: contentSavePre(record.excerpt, unfiltered, o),
  };
}
