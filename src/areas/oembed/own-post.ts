// url_to_postid() with plain permalinks, as the oEmbed routes use it: a URL of this site names a post by
// `?p=`, `?page_id=` or `?attachment_id=`, or is the home page showing a static front page. Anything else
// (another host, a pretty path: this site has no rewrite rules) names none.
import type { SiteInfo } from '../../model/scenario.js';
import type { Session } from '../../store/session.js';
import type { PostRecord } from '../../store/types.js';
import { postStatusOf } from '../content/capabilities.js';

/** parse_url($url, PHP_URL_HOST), without `www.` (as url_to_postid() compares hosts). */
function hostOf(url: string): string {
  const host = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url)?.[1] ?? '';
  return host.replace(/www\./g, '');
}

export function urlToPostId(url: string, home: string, site: SiteInfo, session: Session): number {
  const host = hostOf(url);
  if (host && host !== hostOf(home)) return 0;
  const query = /[?&](p|page_id|attachment_id)=(\d+)/.exec(url);
  if (query && Number(query[2])) return Number(query[2]);
  let bare = url
    .split('#')[0]!
    .split('?')[0]!
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, `${new URL(home).protocol}//`);
  if (!home.includes('://www.')) bare = bare.replace('://www.', '://');
  if (bare.replace(/^\/+|\/+$/g, '') === home && site.show_on_front === 'page' && site.page_on_front) {
    return session.get('posts', site.page_on_front) ? site.page_on_front : 0;
  }
  return 0;
}

/** is_post_publicly_viewable(): a post, page or attachment whose (inherited) status is publish. */
export function publiclyViewable(post: PostRecord | undefined, session: Session, site: SiteInfo): post is PostRecord {
  if (!post || !['post', 'page', 'attachment'].includes(post.type)) return false;
  return postStatusOf(post, { get: (id) => session.get('posts', id), siteInfo: site }) === 'publish';
}
