// Revisions and autosaves as rows of their own (type `revision`, status `inherit`): stored when an update
// changes the title, content or excerpt (wp_save_post_revision()), listed newest first.
import type { PostRecord } from '../../store/types.js';
import { normalizeWhitespace } from '../content/text-filters.js';
import type { Scope } from './scope.js';

const FIELDS = ['title', 'content', 'excerpt'] as const;

export const isAutosave = (r: PostRecord): boolean => r.slug.includes(`${r.parent}-autosave`);

/** wp_get_post_revisions(): a post's revisions and autosaves, by date then ID, newest first. */
export function revisionsOf(parent: number, scope: Scope): PostRecord[] {
  return scope
    .posts()
    .filter((r) => r.type === 'revision' && r.parent === parent)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
}

/** A revision row copying the post's text fields (an autosave takes only the fields it was given). */
export function revisionRow(
  scope: Scope,
  parent: PostRecord,
  fields: Partial<Pick<PostRecord, 'title' | 'content' | 'excerpt'>>,
  autosave: boolean,
  dates: [string, string],
): PostRecord {
  return {
    id: scope.session.nextId('post'),
    type: 'revision',
    status: 'inherit',
    author: scope.user?.id ?? 0,
    date: dates[0],
    date_gmt: dates[1],
    modified: dates[0],
    modified_gmt: dates[1],
    slug: `${parent.id}-${autosave ? 'autosave' : 'revision'}-v1`,
    title: fields.title ?? '',
    content: fields.content ?? '',
    excerpt: fields.excerpt ?? '',
    password: '',
    parent: parent.id,
    menu_order: 0,
    comment_status: 'closed',
    ping_status: 'closed',
    template: '',
    format: 'standard',
    meta: {},
    categories: [],
    tags: [],
    featured_media: 0,
    ...(autosave ? { autosave: true } : {}),
  };
}

export const sameText = (a: Partial<PostRecord>, b: PostRecord): boolean =>
  FIELDS.every((f) => a[f] === undefined || normalizeWhitespace(a[f]) === normalizeWhitespace(b[f]));

/** wp_save_post_revision(): after an update, a revision of the post unless nothing revisioned changed. */
export function saveRevision(scope: Scope, post: PostRecord): void {
  if (post.status === 'auto-draft') return;
  const latest = revisionsOf(post.id, scope).find((r) => !isAutosave(r));
  if (latest && sameText(latest, post)) return;
  const row = revisionRow(scope, post, post, false, [post.modified, post.modified_gmt]);
  scope.session.put('posts', row.id, row);
}
