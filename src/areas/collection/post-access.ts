// Whether a caller may read a post: is_post_publicly_viewable() or current_user_can('read_post'),
// as the terms, comments and media controllers ask before showing what hangs off a post.
import type { User } from '../../model/scenario.js';
import type { PostRecord } from '../../store/types.js';

const PRIVATE_CAP: Record<string, string> = { post: 'read_private_posts', page: 'read_private_pages' };
const EDIT_OTHERS: Record<string, string> = { post: 'edit_others_posts', page: 'edit_others_pages' };

/** map_meta_cap('read_post'): public statuses for anyone; private for its author or read_private_*; the rest for editors. */
export function canReadPost(post: PostRecord, user: User | null, parentOf?: (id: number) => PostRecord | undefined): boolean {
  if (post.type === 'attachment' && post.status === 'inherit') {
    const parent = post.parent && parentOf ? parentOf(post.parent) : undefined;
    return parent ? canReadPost(parent, user, parentOf) : true;
  }
  if (post.status === 'publish') return true;
  if (!user) return false;
  const own = post.author === user.id;
  if (post.status === 'private') return own || user.capabilities.has(PRIVATE_CAP[post.type] ?? 'read_private_posts');
  if (post.status === 'trash') return user.capabilities.has(own ? 'edit_posts' : (EDIT_OTHERS[post.type] ?? 'edit_others_posts'));
  return own ? user.capabilities.has('edit_posts') : user.capabilities.has(EDIT_OTHERS[post.type] ?? 'edit_others_posts');
}
