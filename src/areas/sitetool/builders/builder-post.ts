// How the page-builder routes create or update a page (or post): through the posts area, as a cms/v2 write
// would (its permission checks, wp_insert_post()'s slugs and dates, a revision on update), with the builder's
// data in post meta and its plain-HTML rendering as the content, so GET /cms/v2/pages/{id} shows the page.
import type { HandlerContext } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import type { PostRecord } from '../../../store/types.js';
import { WpError } from '../../../wp/errors.js';
import type { RestRequest } from '../../../wp/request.js';
import { writePost } from '../../posts/item-handlers.js';
import { createPermit, updateCheck } from '../../posts/permits.js';
import { PAGE, POST, type PostType } from '../../posts/post-types.js';
import { Scope } from '../../posts/scope.js';

/** The statuses a builder save accepts (future needs a date the builders do not send). */
export const SAVE_STATUSES = ['publish', 'draft', 'pending', 'private'];
const TYPES: Readonly<Record<string, PostType>> = { page: PAGE, post: POST };

/** The post or page a builder route works on, or a 404 naming the id. */
export function builderTarget(session: Session, id: number): PostRecord | WpError {
  const post = session.get('posts', id);
  if (!post || (post.type !== 'post' && post.type !== 'page')) {
    return new WpError(
      'sitetool_post_not_found',
      `No page or post with id ${id}. Leave id out to create a new page, or use the id of an existing page or post.`,
      { status: 404 },
    );
  }
  return post;
}

/** A save that passed its checks: the scope of the posts area to write with, and the post it updates. */
export interface PreparedSave {
  scope: Scope;
  prev?: PostRecord;
}

/** Checks a save before its data: the target exists, the type and status are allowed, the caller may write it. */
export function prepareBuilderSave(req: RestRequest, ctx: HandlerContext, title: string | undefined): PreparedSave | WpError {
  const id = typeof req.params.id === 'number' && req.params.id > 0 ? req.params.id : undefined;
  const prev = id === undefined ? undefined : builderTarget(ctx.session, id);
  if (prev instanceof WpError) return prev;
  const typeName = prev?.type ?? String(req.params.post_type ?? 'page');
  const type = TYPES[typeName];
  if (!type) return new WpError('sitetool_invalid_post_type', `post_type must be one of page, post (got "${typeName}").`, { status: 400 });
  const status = String(req.params.status ?? 'publish');
  if (!SAVE_STATUSES.includes(status)) {
    return new WpError('sitetool_invalid_status', `status must be one of ${SAVE_STATUSES.join(', ')} (got "${status}").`, { status: 400 });
  }
  const params: Record<string, unknown> = { status, ...(title !== undefined ? { title } : {}), ...(prev ? { id: prev.id } : {}) };
  const sub: RestRequest = { ...req, params };
  const scope = new Scope(sub, ctx, type);
  const refused = prev ? updateCheck(scope) : createPermit(type)(sub, ctx);
  return refused ?? { scope, ...(prev ? { prev } : {}) };
}

export interface BuilderContent {
  /** The plain-HTML rendering of the layout (post_content). */
  content: string;
  /** The page template ('' for the default one); left as it is when undefined. */
  template?: string;
  meta: Record<string, unknown>;
  /** The title a new post gets when none was given (builder A names it after its id). */
  defaultTitle?: (id: number) => string;
}

/** Writes the post through the posts area's own save, with the builder's meta and template. */
export async function saveBuilderPost(prepared: PreparedSave, body: BuilderContent): Promise<PostRecord | WpError> {
  const { scope, prev } = prepared;
  scope.req.params.content = body.content;
  // A new row takes the next post id (insertPost draws it once), so the default title can name it beforehand.
  if (!prev && scope.req.params.title === undefined && body.defaultTitle) scope.req.params.title = body.defaultTitle(scope.session.state.ids.post + 1);
  return writePost(scope, prev, (row) => {
    row.meta = { ...row.meta, ...body.meta };
    if (body.template !== undefined) row.template = body.template;
  });
}
