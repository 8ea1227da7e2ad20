// POST /builder-login: a single-use login link to one page's builder screen, valid two minutes of the scenario
// clock. The builder is the one the page is built with (builder A, builder B, else the block editor).
import type { Handler } from '../../../dispatch/types.js';
import type { PostRecord } from '../../../store/types.js';
import { WpError } from '../../../wp/errors.js';
import { requiredCode } from '../../../wp/permission.js';
import { canEditPost } from '../../content/capabilities.js';
import { permalinkOf } from '../../content/permalinks.js';
import { builderTarget } from './builder-post.js';
import { issueLoginToken, LOGIN_TTL_SECONDS } from './login-tokens.js';

/** Where the page is edited: its builder's screen. */
function builderUrl(origin: string, post: PostRecord, permalink: string): string {
  if (post.meta._elementor_edit_mode === 'builder') return `${origin}/wp-admin/post.php?post=${post.id}&action=elementor`;
  if (post.meta._fl_builder_enabled === '1') return `${permalink}&fl_builder`;
  return `${origin}/wp-admin/post.php?post=${post.id}&action=edit`;
}

export const builderLogin: Handler = async (req, ctx) => {
  const post = builderTarget(ctx.session, Number(req.params.page_id));
  if (post instanceof WpError) return post;
  const session = ctx.session;
  if (!canEditPost(req.user, post, { get: (id) => session.get('posts', id), siteInfo: ctx.site.scenario.site })) {
    return new WpError('sitetool_cannot_edit', `Sorry, you are not allowed to edit page ${post.id}; builder-login needs an account that may edit it.`, {
      status: requiredCode(req.user),
    });
  }
  const target = builderUrl(req.origin, post, permalinkOf(req.origin, post, ctx.site.scenario.site));
  session.tick();
  const { token, expiresAt } = issueLoginToken(session, post.id, req.user?.id ?? 0, target);
  await session.commit();
  return {
    data: {
      login_url: `${req.origin}/?sitetool_builder_login=${token}`,
      builder_url: target,
      expires_in: LOGIN_TTL_SECONDS,
      expires_at: new Date(expiresAt).toISOString(),
      message: `Login link for page ${post.id} issued; it works once, for ${LOGIN_TTL_SECONDS} seconds.`,
    },
  };
};
