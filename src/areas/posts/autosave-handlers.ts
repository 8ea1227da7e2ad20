// Autosaves: one per user and post, stored as a revision named `{id}-autosave-v1`; the author of a draft
// autosaves into the draft itself (as WordPress does). Answers are 200, in edit context, or 400 when an autosave
// would only repeat the post.
import type { Handler } from '../../dispatch/types.js';
import type { PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { emptyPost } from './item-handlers.js';
import { insertPost } from './insert-post.js';
import { postInput, type PostInput } from './post-input.js';
import type { PostType } from './post-types.js';
import { parentOf } from './revision-permits.js';
import { isAutosave, revisionRow, revisionsOf, sameText } from './revision-store.js';
import { revisionView } from './revision-view.js';
import { Scope } from './scope.js';
import { withSavedText } from './saved-text.js';
import { contextOf } from './request-values.js';

const autosavesOf = (parent: number, scope: Scope) => revisionsOf(parent, scope).filter(isAutosave);

export const listAutosaves =
  (type: PostType): Handler =>
  (req, ctx) => {
    const scope = new Scope(req, ctx, type);
    const parent = parentOf(scope, req.params.id);
    if (parent instanceof WpError) return parent;
    return { data: autosavesOf(parent.id, scope).map((r) => revisionView(r, scope, contextOf(req), true)) };
  };

/** wp_get_post_autosave(): the newest autosave of the post, whoever made it (the route's ID is not consulted). */
export const getAutosave =
  (type: PostType): Handler =>
  (req, ctx) => {
    const scope = new Scope(req, ctx, type);
    const parent = parentOf(scope, req.params.parent);
    if (parent instanceof WpError) return parent;
    const autosave = autosavesOf(parent.id, scope)[0];
    if (!autosave) return new WpError('rest_post_no_autosave', 'There is no autosave revision for this post.', { status: 404 });
    return { data: revisionView(autosave, scope, contextOf(req), true) };
  };

/** The text fields sent, as they will be saved (the *_save_pre filters: kses for a user without unfiltered_html). */
const textOf = (input: PostInput, saved: PostInput) => {
  const fields: Partial<Pick<PostRecord, 'title' | 'content' | 'excerpt'>> = {};
  if (input.title !== undefined) fields.title = saved.title;
  if (input.content !== undefined) fields.content = saved.content;
  if (input.excerpt !== undefined) fields.excerpt = saved.excerpt;
  return fields;
};

/**
 * create_post_autosave(): the caller's autosave, created, or overwritten with the fields sent. Overwriting it with
 * nothing that differs from the post deletes it instead, and the request is refused.
 */
function saveAutosave(scope: Scope, parent: PostRecord, input: PostInput): PostRecord | WpError {
  const fields = textOf(input, withSavedText(scope, parent, input));
  const mine = autosavesOf(parent.id, scope).find((r) => r.author === scope.user?.id);
  scope.session.tick();
  if (mine && sameText(fields, parent)) {
    scope.session.remove('posts', mine.id);
    return new WpError('rest_autosave_no_changes', 'There is nothing to save. The autosave and the post content are the same.', { status: 400 });
  }
  const now = scope.session.now();
  const row = mine
    ? { ...mine, ...fields, author: scope.user?.id ?? 0, date: now[0], date_gmt: now[1], modified: now[0], modified_gmt: now[1] }
    : revisionRow(scope, parent, fields, true, now);
  scope.session.put('posts', row.id, row);
  return row;
}

export const createAutosave =
  (type: PostType): Handler =>
  async (req, ctx) => {
    const scope = new Scope(req, ctx, type);
    const parent = parentOf(scope, req.params.id);
    if (parent instanceof WpError) return parent;
    const input = postInput(scope, parent);
    if (input instanceof WpError) return input;
    let row: PostRecord | WpError;
    if ((parent.status === 'draft' || parent.status === 'auto-draft') && parent.author === scope.user?.id) {
      // The author's own draft is updated in place; no revision is stored while autosaving.
      const empty = emptyPost(type, parent, input);
      if (empty) return new WpError(empty.code, empty.message, { status: 500 });
      scope.session.tick();
      row = insertPost(scope, parent, input);
      scope.session.put('posts', row.id, row);
    } else {
      row = saveAutosave(scope, parent, input);
    }
    await scope.session.commit();
    return row instanceof WpError ? row : { data: revisionView(row, scope, 'edit', true) };
  };
