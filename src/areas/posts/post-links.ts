// A post's `_links` (prepare_links()), compacted as WordPress writes them: attributes before `href`,
// `wp:` relations with their curie, and in edit context the actions the caller may take.
import type { PostRecord } from '../../store/types.js';
import { restUrl } from '../../wp/links.js';
import { can, capsOf, checkReadPermission, postStatusOf } from '../content/capabilities.js';
import { CMS_NAMESPACE, collectionRoute, itemRoute } from '../content/permalinks.js';
import { restQueryUrl } from '../../wp/url-encoding.js';
import { POST_TAXONOMIES } from './post-types.js';
import type { Scope } from './scope.js';

export type Links = Record<string, Record<string, unknown>[]>;

export const CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

/** The attachment a post features, when it exists and the caller may see it. */
function featuredMedia(post: PostRecord, scope: Scope): PostRecord | undefined {
  const media = post.featured_media ? scope.get(post.featured_media) : undefined;
  if (media?.type !== 'attachment') return undefined;
  return postStatusOf(media, scope) === 'publish' || checkReadPermission(scope.user, media, scope) ? media : undefined;
}

/** get_available_actions(): what the caller may do, as links to the post itself (edit context only). */
function actions(post: PostRecord, scope: Scope): string[] {
  const caps = capsOf(post.type);
  const user = scope.user;
  const rels: string[] = [];
  if (can(user, caps.publish_posts)) rels.push('wp:action-publish');
  if (can(user, 'unfiltered_html')) rels.push('wp:action-unfiltered-html');
  if (post.type === 'post' && can(user, caps.edit_others_posts) && can(user, caps.publish_posts)) rels.push('wp:action-sticky');
  if (can(user, caps.edit_others_posts)) rels.push('wp:action-assign-author');
  if (scope.type.postOnly) {
    if (can(user, 'manage_categories')) rels.push('wp:action-create-categories');
    if (can(user, 'edit_posts')) rels.push('wp:action-assign-categories');
    if (can(user, 'edit_posts')) rels.push('wp:action-create-tags');
    if (can(user, 'edit_posts')) rels.push('wp:action-assign-tags');
  }
  return rels;
}

export function postLinks(post: PostRecord, scope: Scope, context: string): Links {
  const { origin } = scope.req;
  const self = restUrl(origin, itemRoute(post));
  const revisionsRoute = `${itemRoute(post)}/revisions`;
  const stats = scope.revisionStats(post.id);
  const links: Links = {
    self: [{ href: self }],
    collection: [{ href: restUrl(origin, collectionRoute(post.type)) }],
    about: [{ href: restUrl(origin, `/${CMS_NAMESPACE}/types/${post.type}`) }],
  };
  if (post.author) links.author = [{ embeddable: true, href: restUrl(origin, `/${CMS_NAMESPACE}/users/${post.author}`) }];
  links.replies = [{ embeddable: true, href: restQueryUrl(origin, `/${CMS_NAMESPACE}/comments`, [['post', post.id]]) }];
  links['version-history'] = [{ count: stats?.count ?? 0, href: restUrl(origin, revisionsRoute) }];
  if (stats) links['predecessor-version'] = [{ id: stats.latest, href: restUrl(origin, `${revisionsRoute}/${stats.latest}`) }];
  if (scope.type.hierarchical && post.parent) {
    const parent = scope.get(post.parent);
    links.up = [{ embeddable: true, href: restUrl(origin, itemRoute(parent ?? { id: post.parent, type: post.type })) }];
  }
  const media = featuredMedia(post, scope);
  if (media) links['wp:featuredmedia'] = [{ embeddable: true, href: restUrl(origin, itemRoute(media)) }];
  links['wp:attachment'] = [{ href: restQueryUrl(origin, collectionRoute('attachment'), [['parent', post.id]]) }];
  if (scope.type.postOnly) {
    links['wp:term'] = POST_TAXONOMIES.map((t) => ({ taxonomy: t.taxonomy, embeddable: true, href: restQueryUrl(origin, t.route, [['post', post.id]]) }));
  }
  if (context === 'edit') for (const rel of actions(post, scope)) links[rel] = [{ href: self }];
  links.curies = CURIES;
  return links;
}
