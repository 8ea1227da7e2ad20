// wp_delete_user(): what becomes of a deleted user's posts. Given a user to reassign them to, every post of theirs
// (any type) becomes that user's. Given none, wp_delete_post() runs on each: posts and pages go to the trash, and
// what is already trashed, their media and their revisions are deleted for good. Their comments stay.
import type { HandlerContext } from '../../dispatch/types.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import type { RestRequest } from '../../wp/request.js';
import { insertPost } from '../posts/insert-post.js';
import { PAGE, POST } from '../posts/post-types.js';
import { saveRevision } from '../posts/revision-store.js';
import { Scope } from '../posts/scope.js';

/** wp_delete_post() with force, or wp_delete_attachment(): comments go, children move up, media files go. */
function deleteForever(s: Session, post: PostRecord): void {
  for (const c of s.lookup('comments', 'post', post.id)) s.remove('comments', c.id);
  if (post.type === 'attachment') {
    for (const p of s.all('posts')) if (p.featured_media === post.id) s.put('posts', p.id, { ...p, featured_media: 0 });
    if (post.file && s.get('files', post.file)) s.remove('files', post.file);
  } else {
    for (const row of s.lookup('posts', 'parent', post.id)) {
      if (row.type === 'revision') s.remove('posts', row.id);
      else if (row.type === post.type) s.put('posts', row.id, { ...row, parent: post.parent });
    }
  }
  s.remove('posts', post.id);
}

/** wp_trash_post(), as the posts controller's DELETE without force does it (slug suffix, trash meta, revision). */
function trash(req: RestRequest, ctx: HandlerContext, post: PostRecord): void {
  const scope = new Scope(req, ctx, post.type === 'page' ? PAGE : POST);
  const row = insertPost(scope, post, { status: 'trash' });
  scope.session.put('posts', row.id, row);
  saveRevision(scope, row);
}

export function handOverPosts(req: RestRequest, ctx: HandlerContext, userId: number, reassign: number | null): void {
  const s = ctx.session;
  const owned = s
    .all('posts')
    .filter((p) => p.author === userId)
    .map((p) => p.id)
    .sort((a, b) => a - b);
  for (const id of owned) {
    const post = s.get('posts', id);
    if (!post) continue; // deleted with a post before it (a revision of a trashed post)
    if (reassign !== null) s.put('posts', id, { ...post, author: reassign });
    else if ((post.type === 'post' || post.type === 'page') && post.status !== 'trash') trash(req, ctx, post);
    else deleteForever(s, post);
  }
}
