// map_meta_cap() for posts: which primitive capabilities reading, editing or deleting one post needs,
// from its type, status and author (WordPress's post and page capability types).
import type { SiteInfo, User } from '../../model/scenario.js';
import type { PostRecord } from '../../store/types.js';

export interface TypeCaps {
  edit_posts: string;
  edit_others_posts: string;
  edit_published_posts: string;
  edit_private_posts: string;
  publish_posts: string;
  read_private_posts: string;
  delete_posts: string;
  delete_others_posts: string;
  delete_published_posts: string;
  delete_private_posts: string;
  create_posts: string;
}

const capsFor = (plural: string, create?: string): TypeCaps => ({
  edit_posts: `edit_${plural}`,
  edit_others_posts: `edit_others_${plural}`,
  edit_published_posts: `edit_published_${plural}`,
  edit_private_posts: `edit_private_${plural}`,
  publish_posts: `publish_${plural}`,
  read_private_posts: `read_private_${plural}`,
  delete_posts: `delete_${plural}`,
  delete_others_posts: `delete_others_${plural}`,
  delete_published_posts: `delete_published_${plural}`,
  delete_private_posts: `delete_private_${plural}`,
  create_posts: create ?? `edit_${plural}`,
});

const POST_CAPS = capsFor('posts');
const PAGE_CAPS = capsFor('pages');
const ATTACHMENT_CAPS = capsFor('posts', 'upload_files');

export const capsOf = (type: string): TypeCaps => (type === 'page' ? PAGE_CAPS : type === 'attachment' ? ATTACHMENT_CAPS : POST_CAPS);

export const can = (user: User | null, cap: string): boolean => user?.capabilities.has(cap) === true;

/** What a capability check needs to know besides the user: other posts (parents) and the site's pages. */
export interface PostLookup {
  get(id: number): PostRecord | undefined;
  readonly siteInfo: SiteInfo;
}

const PUBLISHED = new Set(['publish', 'future']);

/** The status a trashed post had, which decides what editing or deleting it needs. */
const effectiveStatus = (post: PostRecord): string => (post.status === 'trash' ? String(post.meta._wp_trash_meta_status ?? 'draft') : post.status);

function ownerOrOthers(user: User, post: PostRecord, verb: 'edit' | 'delete'): string[] {
  const caps = capsOf(post.type);
  const status = effectiveStatus(post);
  if (post.author && post.author === user.id) {
    return [PUBLISHED.has(status) ? caps[`${verb}_published_posts`] : caps[`${verb}_posts`]];
  }
  const needed = [caps[`${verb}_others_posts`]];
  if (PUBLISHED.has(post.status)) needed.push(caps[`${verb}_published_posts`]);
  else if (post.status === 'private') needed.push(caps[`${verb}_private_posts`]);
  return needed;
}

/** current_user_can('edit_post', id). */
export function canEditPost(user: User | null, post: PostRecord, lookup: PostLookup): boolean {
  if (!user) return false;
  const target = post.type === 'revision' ? lookup.get(post.parent) : post;
  if (!target) return false;
  return ownerOrOthers(user, target, 'edit').every((cap) => can(user, cap));
}

/** current_user_can('delete_post', id): revisions never (do_not_allow); the front and posts pages need manage_options. */
export function canDeletePost(user: User | null, post: PostRecord, lookup: PostLookup): boolean {
  if (!user || post.type === 'revision') return false;
  if (post.id === lookup.siteInfo.page_for_posts || post.id === lookup.siteInfo.page_on_front) return can(user, 'manage_options');
  return ownerOrOthers(user, post, 'delete').every((cap) => can(user, cap));
}

/** current_user_can('read_post', id). */
export function canReadPost(user: User | null, post: PostRecord, lookup: PostLookup): boolean {
  const target = post.type === 'revision' ? lookup.get(post.parent) : post;
  if (!target || !user) return false;
  if (target.status === 'publish') return can(user, 'read');
  if (target.author === user.id) return can(user, 'read');
  if (target.status === 'private') return can(user, capsOf(target.type).read_private_posts);
  return canEditPost(user, target, lookup);
}

/** WP_REST_Posts_Controller::check_read_permission(): published, readable, or inheriting a readable parent. */
export function checkReadPermission(user: User | null, post: PostRecord, lookup: PostLookup): boolean {
  if (post.status === 'publish' || canReadPost(user, post, lookup)) return true;
  if (post.status !== 'inherit') return false;
  const parent = post.parent > 0 ? lookup.get(post.parent) : undefined;
  return parent ? checkReadPermission(user, parent, lookup) : true;
}

/** get_post_status(): an attachment without its own status has its parent's (unattached ones are published). */
export function postStatusOf(post: PostRecord, lookup: PostLookup): string {
  if (post.type !== 'attachment' || post.status !== 'inherit') return post.status;
  const parent = post.parent && post.parent !== post.id ? lookup.get(post.parent) : undefined;
  if (!parent) return 'publish';
  return parent.status === 'trash' ? String(parent.meta._wp_trash_meta_status ?? 'publish') : postStatusOf(parent, lookup);
}
