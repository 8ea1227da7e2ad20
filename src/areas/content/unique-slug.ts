// wp_unique_post_slug(): a slug no other post of the same type (and, for pages, the same parent) uses,
// made unique with -2, -3...; drafts and pending posts keep theirs until published.
import type { PostRecord } from '../../store/types.js';
import { FLOATING_STATUSES } from './post-dates.js';

const FEEDS = new Set(['feed', 'rdf', 'rss', 'rss2', 'atom']);
const TRASHED_SUFFIX = '__trashed';

export interface SlugTarget {
  id: number;
  status: string;
  type: string;
  parent: number;
}

/** _truncate_post_slug(): at most `length` characters, no dash left hanging at the end. */
const truncate = (slug: string, length: number) => (slug.length > length ? slug.slice(0, length).replace(/-+$/, '') : slug);

/** Which existing posts a slug must not repeat. */
function competes(post: PostRecord, target: SlugTarget, hierarchical: boolean): boolean {
  if (post.id === target.id) return false;
  if (target.type === 'attachment') return true;
  if (hierarchical) return (post.type === target.type || post.type === 'attachment') && post.parent === target.parent;
  return post.type === target.type;
}

function isBadSlug(slug: string, target: SlugTarget, hierarchical: boolean): boolean {
  if (FEEDS.has(slug)) return true;
  if (target.type === 'attachment') return false;
  if (slug === 'embed') return true;
  return hierarchical && /^(page)?\d+$/.test(slug);
}

/** `withSlug(slug)`: the posts that use a slug now (an index lookup). */
export function uniquePostSlug(slug: string, target: SlugTarget, withSlug: (slug: string) => Iterable<PostRecord>): string {
  if (FLOATING_STATUSES.has(target.status) || target.type === 'revision') return slug;
  const hierarchical = target.type === 'page';
  const taken = (candidate: string) => {
    for (const post of withSlug(candidate)) if (competes(post, target, hierarchical)) return true;
    return false;
  };
  if (!isBadSlug(slug, target, hierarchical) && !taken(slug)) return slug;
  for (let suffix = 2; ; suffix++) {
    const alternative = `${truncate(slug, 200 - (String(suffix).length + 1))}-${suffix}`;
    if (!taken(alternative)) return alternative;
  }
}

/** wp_add_trashed_suffix_to_post_name_for_post(): the slug a post keeps in the trash. */
export const trashedSlug = (slug: string): string => (slug.endsWith(TRASHED_SUFFIX) ? slug : `${truncate(slug, 191)}${TRASHED_SUFFIX}`);
