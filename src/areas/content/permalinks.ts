// Where a post lives, as WordPress with plain permalinks writes it: `?p=ID` for posts, `?page_id=ID` for
// pages (the front page is the home page), and the REST routes of each post type.
import type { SiteInfo } from '../../model/scenario.js';
import type { PostRecord } from '../../store/types.js';
import { homeUrl } from '../../wp/links.js';

export const CMS_NAMESPACE = 'cms/v2';

/** rest_base of each post type the content API serves. */
export const REST_BASES: Readonly<Record<string, string>> = { post: 'posts', page: 'pages', attachment: 'media' };

/** get_permalink() with plain permalinks. */
export function permalinkOf(origin: string, post: Pick<PostRecord, 'id' | 'type'>, site: SiteInfo): string {
  const home = homeUrl(origin);
  if (post.type === 'page') {
    if (site.show_on_front === 'page' && site.page_on_front === post.id) return `${home}/`;
    return `${home}/?page_id=${post.id}`;
  }
  if (post.type === 'attachment') return `${home}/?attachment_id=${post.id}`;
  return `${home}/?p=${post.id}`;
}

/** The guid WordPress stores at insertion (the permalink of the time, before any front-page setting). */
export function guidOf(origin: string, post: Pick<PostRecord, 'id' | 'type'>): string {
  const home = homeUrl(origin);
  return post.type === 'page' ? `${home}/?page_id=${post.id}` : `${home}/?p=${post.id}`;
}

/** rest_get_route_for_post_type_items(). */
export const collectionRoute = (type: string): string => `/${CMS_NAMESPACE}/${REST_BASES[type] ?? type}`;

/** rest_get_route_for_post(). */
export const itemRoute = (post: Pick<PostRecord, 'id' | 'type'>): string => `${collectionRoute(post.type)}/${post.id}`;
