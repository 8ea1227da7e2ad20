// Permission callbacks of the revisions and autosaves routes: the parent exists and is of this type
// (404 rest_post_invalid_parent), and the caller may edit it (or delete it, for revision deletion).
import type { PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { canDeletePost, canEditPost } from '../content/capabilities.js';
import { param, permit, refuse, updateCheck } from './permits.js';
import type { PostType } from './post-types.js';
import type { Scope } from './scope.js';

/** The revisions controller's get_parent(). */
export function parentOf(scope: Scope, id: unknown): PostRecord | WpError {
  const post = Number(id) > 0 ? scope.get(Number(id)) : undefined;
  if (!post || post.type !== scope.type.name) return new WpError('rest_post_invalid_parent', 'Invalid post parent ID.', { status: 404 });
  return post;
}

/** get_revision(): any revision row. */
export function revisionOf(scope: Scope, id: unknown): PostRecord | WpError {
  const row = Number(id) > 0 ? scope.get(Number(id)) : undefined;
  if (row?.type !== 'revision') return new WpError('rest_post_invalid_id', 'Invalid revision ID.', { status: 404 });
  return row;
}

function readCheck(scope: Scope, id: unknown, what: 'revisions' | 'autosaves'): WpError | null {
  const parent = parentOf(scope, id);
  if (parent instanceof WpError) return parent;
  if (!canEditPost(scope.user, parent, scope)) return refuse('rest_cannot_read', `Sorry, you are not allowed to view ${what} of this post.`, scope);
  return null;
}

export const revisionsReadPermit = (type: PostType) => permit(type, (scope) => readCheck(scope, param(scope, 'parent'), 'revisions'));

/**
 * Deleting a revision. WordPress maps delete_post on a revision to do_not_allow, so everyone, administrators
 * included, is refused after the checks on the parent. A scenario with auth.delete_revisions does what a
 * map_meta_cap filter dropping do_not_allow does: whoever may delete and edit the parent deletes its revisions.
 */
export const revisionDeletePermit = (type: PostType) =>
  permit(type, (scope) => {
    const parent = parentOf(scope, param(scope, 'parent'));
    if (parent instanceof WpError) return parent;
    if (!canDeletePost(scope.user, parent, scope)) return refuse('rest_cannot_delete', 'Sorry, you are not allowed to delete revisions of this post.', scope);
    const revision = revisionOf(scope, param(scope, 'id'));
    if (revision instanceof WpError) return revision;
    const read = readCheck(scope, param(scope, 'parent'), 'revisions');
    if (read) return read;
    if (!scope.site.scenario.auth.deleteRevisions) return refuse('rest_cannot_delete', 'Sorry, you are not allowed to delete this revision.', scope);
    return null;
  });

export const autosavesReadPermit = (type: PostType) => permit(type, (scope) => readCheck(scope, param(scope, 'id'), 'autosaves'));

export const autosaveCreatePermit = (type: PostType) =>
  permit(type, (scope) => {
    const id = param(scope, 'id');
    if (id === undefined || id === null || id === '' || id === 0) return new WpError('rest_post_invalid_id', 'Invalid item ID.', { status: 404 });
    return updateCheck(scope);
  });
