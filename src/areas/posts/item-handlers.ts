// GET, create (POST), update (POST/PUT/PATCH) and DELETE of one post or page: get_item(), create_item(),
// update_item() and delete_item(). Writes move the scenario clock once and answer after the commit.
import type { Handler } from '../../dispatch/types.js';
import type { HandlerOutcome } from '../../wp/rest-result.js';
import type { PostRecord } from '../../store/types.js';
import { WpError } from '../../wp/errors.js';
import { restUrl } from '../../wp/links.js';
import { embedLinks } from '../../dispatch/embed.js';
import { itemRoute, permalinkOf } from '../content/permalinks.js';
import { responseFields } from '../content/response-fields.js';
import { uniquePostSlug } from '../content/unique-slug.js';
import { insertPost, insertSavedPost } from './insert-post.js';
import { postOf } from './permits.js';
import type { PostInput } from './post-input.js';
import { postInput } from './post-input.js';
import type { PostType } from './post-types.js';
import { encodedPostView, postView, viewOptions } from './post-view.js';
import { cachedPostView } from './view-cache.js';
import { unstick, updateSticky, withRestFields } from './rest-fields.js';
import { saveRevision } from './revision-store.js';
import { withSavedText } from './saved-text.js';
import { Scope } from './scope.js';

const blank = (s: string | undefined) => s === undefined || s === '' || s === '0';

/** wp_insert_post()'s refusal of a post with no title, content or excerpt (posts only: pages have no excerpt). */
export function emptyPost(type: PostType, prev: PostRecord | undefined, input: PostInput): WpError | null {
  if (!type.excerpt) return null;
  const value = (f: 'title' | 'content' | 'excerpt') => input[f] ?? prev?.[f];
  if (!blank(value('title')) || !blank(value('content')) || !blank(value('excerpt'))) return null;
  return new WpError('empty_content', 'Content, title, and excerpt are empty.', { status: 400 });
}

/** The controller de-duplicates an explicit slug even for drafts (wp_unique_post_slug keeps draft slugs as given). */
function uniqueDraftSlug(scope: Scope, input: PostInput, id: number, status: string): void {
  if (!input.slug || !['draft', 'pending'].includes(status)) return;
  input.slug = uniquePostSlug(input.slug, { id, status: 'publish', type: scope.type.name, parent: input.parent ?? 0 }, (slug) =>
    scope.session.lookup('posts', 'slug', slug),
  );
}

/** The post as a write answers it, edit context: its data and, unless embeds join it, its JSON. */
async function editAnswer(row: PostRecord, scope: Scope): Promise<{ data: unknown; encoded?: string }> {
  const { view, json } = encodedPostView(row, scope, viewOptions(scope, 'edit'));
  if (scope.req.query._embed === undefined) return { data: view, encoded: json };
  return { data: await embedLinks(view, scope.req, scope.site) };
}

export const getPost =
  (type: PostType): Handler =>
  async (req, ctx) => {
    const scope = new Scope(req, ctx, type);
    const post = postOf(scope, req.params.id);
    if (post instanceof WpError) return post;
    const headers = { Link: `<${permalinkOf(req.origin, post, scope.siteInfo)}>; rel="alternate"; type=text/html` };
    const { view, json } = cachedPostView(post, scope, viewOptions(scope));
    if (req.query._embed === undefined) return { data: view, encoded: json, headers };
    return { data: await embedLinks(view, req, ctx.site), headers };
  };

/**
 * wp_insert_post() for a REST write of `scope.req.params`, the one save every area uses (cms/v2, site-tool
 * builders and content edits, assistant helpers): the filtered text, unique draft slug, the empty-post refusal, one clock tick,
 * the row with its REST fields (`shape` may add to it: builder meta), stickiness, a revision on update, the commit.
 */
export async function writePost(scope: Scope, prev: PostRecord | undefined, shape?: (row: PostRecord) => void): Promise<PostRecord | WpError> {
  const given = postInput(scope, prev);
  if (given instanceof WpError) return given;
  const input = withSavedText(scope, prev, given);
  uniqueDraftSlug(scope, input, prev?.id ?? 0, input.status ?? prev?.status ?? '');
  const empty = emptyPost(scope.type, prev, input);
  if (empty) return empty;
  scope.session.tick();
  const row = withRestFields(insertSavedPost(scope, prev, input), scope, !prev);
  shape?.(row);
  scope.session.put('posts', row.id, row);
  updateSticky(row, scope, !prev);
  if (prev) saveRevision(scope, row);
  await scope.session.commit();
  return row;
}

export const createPost =
  (type: PostType): Handler =>
  async (req, ctx) => {
    const scope = new Scope(req, ctx, type);
    const row = await writePost(scope, undefined);
    if (row instanceof WpError) return row;
    return { status: 201, ...(await editAnswer(row, scope)), headers: { Location: restUrl(req.origin, itemRoute(row)) } };
  };

export const updatePost =
  (type: PostType): Handler =>
  async (req, ctx) => {
    const scope = new Scope(req, ctx, type);
    const prev = postOf(scope, req.params.id);
    if (prev instanceof WpError) return prev;
    const row = await writePost(scope, prev);
    if (row instanceof WpError) return row;
    return editAnswer(row, scope);
  };

/** wp_delete_post(): the post, its revisions and comments go; its child pages move up to its parent. */
function deleteForever(post: PostRecord, scope: Scope): void {
  const { session } = scope;
  for (const row of session.lookup('posts', 'parent', post.id)) {
    if (row.type === 'revision' && row.parent === post.id) session.remove('posts', row.id);
    else if (row.type === post.type && row.parent === post.id) session.put('posts', row.id, { ...row, parent: post.parent });
  }
  for (const comment of session.all('comments')) if (comment.post === post.id) session.remove('comments', comment.id);
  session.remove('posts', post.id);
}

export const deletePost =
  (type: PostType): Handler =>
  async (req, ctx): Promise<HandlerOutcome> => {
    const scope = new Scope(req, ctx, type);
    const post = postOf(scope, req.params.id);
    if (post instanceof WpError) return post;
    if (req.params.force) {
      const previous = postView(post, scope, { context: 'edit', fields: responseFields(req, type.schema, 'edit'), links: false });
      scope.session.tick();
      unstick(post.id, scope);
      deleteForever(post, scope);
      await scope.session.commit();
      return { data: { deleted: true, previous } };
    }
    if (post.status === 'trash') return new WpError('rest_already_trashed', 'The post has already been deleted.', { status: 410 });
    scope.session.tick();
    unstick(post.id, scope);
    const row = insertPost(scope, post, { status: 'trash' });
    scope.session.put('posts', row.id, row);
    saveRevision(scope, row);
    await scope.session.commit();
    return editAnswer(row, scope);
  };
