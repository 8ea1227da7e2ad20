// The site's own addresses as WordPress builds them (home_url, admin_url, plugins_url), from the scenario's
// `site.url` or, when it leaves it empty, the address the request came to.
import type { HandlerContext } from '../../dispatch/types.js';
import type { RestRequest } from '../../wp/request.js';
import { homeUrl } from '../../wp/links.js';

/** home_url(). */
export const siteHome = (req: RestRequest, ctx: HandlerContext): string => homeUrl(ctx.site.scenario.site.url || req.origin);

/** admin_url( $path ). */
export const adminUrl = (req: RestRequest, ctx: HandlerContext, path = ''): string => `${siteHome(req, ctx)}/wp-admin/${path}`;

/** wc_admin_url( $path ): the wc-admin page with `path` appended to its query. */
export const wcAdminUrl = (req: RestRequest, ctx: HandlerContext, query = ''): string => adminUrl(req, ctx, `admin.php?page=wc-admin${query}`);

/** WC_ADMIN_IMAGES_FOLDER_URL . '/' . $file. */
export const wcImageUrl = (req: RestRequest, ctx: HandlerContext, file: string): string =>
  `${siteHome(req, ctx)}/wp-content/plugins/woocommerce/assets/images/${file}`;

/** A stored address: kept when absolute, else an admin page (`admin.php?page=...`). */
export const adminLink = (req: RestRequest, ctx: HandlerContext, link: unknown): string => {
  const text = String(link ?? '');
  return /^https?:\/\//.test(text) ? text : adminUrl(req, ctx, text);
};
