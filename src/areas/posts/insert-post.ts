// wp_insert_post() / wp_update_post() for posts and pages: the stored row a create or update produces
// (defaults, floating draft dates, scheduling, slugs, trash suffixes, default category, parent loops).
import type { PostRecord } from '../../store/types.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { FLOATING_STATUSES, gmtFromLocal, localFromGmt, scheduledStatus } from '../content/post-dates.js';
import { trashedSlug, uniquePostSlug } from '../content/unique-slug.js';
import type { PostInput } from './post-input.js';
import { withSavedText } from './saved-text.js';
import type { Scope } from './scope.js';
import { slugFromTitle } from './title-slug.js';

/** PHP's empty() on a string field. */
const blank = (s: string) => s === '' || s === '0';

/** wp_check_post_hierarchy_for_loops(): a parent that would make a loop is dropped. */
function parentWithoutLoop(id: number, parent: number, scope: Scope): number {
  const seen = new Set<number>();
  for (let at = parent; at; at = scope.get(at)?.parent ?? 0) {
    if (at === id) return 0;
    if (seen.has(at)) break;
    seen.add(at);
  }
  return parent;
}

interface Dates {
  date: string;
  date_gmt: string | null;
}

/** The GMT of a local date; now's is at hand (now[1] is gmtFromLocal(now[0])). */
const gmtOf = (date: string, scope: Scope, now: [string, string]): string => (date === now[0] ? now[1] : gmtFromLocal(date, scope.offsetHours));

/** The date a save ends with: kept, explicitly set, floating for drafts, or now. */
function datesOf(prev: PostRecord | undefined, input: PostInput, status: string, scope: Scope, now: [string, string]): Dates {
  let date: string | null = prev?.date ?? null;
  let gmt: string | null = prev?.date_gmt ?? null;
  // wp_update_post(): a draft whose date floats gets "now" on every save until a date is given.
  if (prev && FLOATING_STATUSES.has(prev.status) && !input.date && prev.date_gmt === null) date = gmt = null;
  if (input.date) [date, gmt] = input.date;
  if (input.resetDate) date = gmt = null;
  date ??= gmt === null ? now[0] : localFromGmt(gmt, scope.offsetHours);
  if (gmt === null && !FLOATING_STATUSES.has(status)) gmt = gmtOf(date, scope, now);
  return { date, date_gmt: gmt };
}

function slugOf(prev: PostRecord | undefined, input: PostInput, row: PostRecord, scope: Scope): string {
  const given = input.slug ?? prev?.slug ?? '';
  const floating = FLOATING_STATUSES.has(row.status);
  let slug = blank(given) ? (floating ? '' : slugFromTitle(row.title)) : sanitizeTitle(given);
  const desired = prev?.meta._wp_desired_post_slug;
  // Leaving the trash gives the slug back; entering it frees the slug for other posts.
  if (prev?.status === 'trash' && row.status !== 'trash' && typeof desired === 'string' && desired) slug = desired;
  if (row.status === 'trash' && prev && prev.status !== 'trash') slug = trashedSlug(prev.slug);
  // A published post without a usable title is named after its ID.
  if (!slug && !floating) slug = String(row.id);
  return uniquePostSlug(slug, row, (slug) => scope.session.lookup('posts', 'slug', slug));
}

/** What the trash remembers: the status before it and the slug to give back. */
function trashMeta(prev: PostRecord | undefined, status: string, now: string): Record<string, unknown> {
  const meta = { ...(prev?.meta ?? { footnotes: '' }) };
  if (status === 'trash' && prev && prev.status !== 'trash') {
    Object.assign(meta, { _wp_trash_meta_status: prev.status, _wp_trash_meta_time: now, _wp_desired_post_slug: prev.slug });
  } else if (status !== 'trash' && prev?.status === 'trash') {
    delete meta._wp_trash_meta_status;
    delete meta._wp_trash_meta_time;
    delete meta._wp_desired_post_slug;
  }
  return meta;
}

/** The row after a save (emptiness is checked before: see emptyPost), its text filtered. A new row takes the next ID. */
export function insertPost(scope: Scope, prev: PostRecord | undefined, given: PostInput): PostRecord {
  return insertSavedPost(scope, prev, withSavedText(scope, prev, given));
}

/** insertPost() of an input whose text withSavedText() has filtered already. */
export function insertSavedPost(scope: Scope, prev: PostRecord | undefined, input: PostInput): PostRecord {
  const type = scope.type;
  const title = input.title ?? prev?.title ?? '';
  const content = input.content ?? prev?.content ?? '';
  const excerpt = input.excerpt ?? prev?.excerpt ?? '';
  const now = scope.session.now();
  let status = input.status ?? prev?.status ?? 'draft';
  const dates = datesOf(prev, input, status, scope, now);
  status = scheduledStatus(status, dates.date_gmt, now[1]);
  const id = prev?.id ?? scope.session.nextId('post');
  const categories = prev?.categories ?? [];
  const row: PostRecord = {
    id,
    type: type.name,
    status,
    author: input.author ?? prev?.author ?? scope.user?.id ?? 0,
    ...dates,
    modified: prev ? now[0] : dates.date,
    modified_gmt: prev ? now[1] : (dates.date_gmt ?? gmtOf(dates.date, scope, now)),
    slug: '',
    title,
    content,
    excerpt,
    password: input.password ?? prev?.password ?? '',
    parent: type.hierarchical ? parentWithoutLoop(id, input.parent ?? prev?.parent ?? 0, scope) : 0,
    menu_order: input.menu_order ?? prev?.menu_order ?? 0,
    comment_status: input.comment_status ?? prev?.comment_status ?? type.discussion,
    ping_status: input.ping_status ?? prev?.ping_status ?? type.discussion,
    template: prev?.template ?? '',
    format: prev?.format ?? 'standard',
    meta: trashMeta(prev, status, now[1]),
    // wp_insert_post(): a post always has a category (the default one when it has none).
    categories: type.postOnly && !categories.length ? [Number(scope.session.state.options.default_category ?? 1)] : categories,
    tags: prev?.tags ?? [],
    featured_media: prev?.featured_media ?? 0,
  };
  row.slug = slugOf(prev, input, row, scope);
  return row;
}
