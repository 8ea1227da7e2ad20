// The rendered forms of a post's text fields, computed once per stored record (records are replaced,
// never changed in place, so a record's rendering never goes stale).
import type { PostRecord } from '../../store/types.js';
import { DEFAULT_EXCERPT_LENGTH, theContent, theExcerpt, theTitle, trimExcerpt } from './text-filters.js';

interface Rendered {
  title?: string;
  content?: string;
  excerpt?: string;
}

const cache = new WeakMap<PostRecord, Rendered>();
const of = (post: PostRecord): Rendered => {
  let r = cache.get(post);
  if (!r) cache.set(post, (r = {}));
  return r;
};

export const renderedTitle = (post: PostRecord): string => (of(post).title ??= theTitle(post.title));

export const renderedContent = (post: PostRecord): string => (of(post).content ??= theContent(post.content));

/** get_the_excerpt + the_excerpt: the written excerpt, or one generated from the content (`length` words). */
export function renderedExcerpt(post: PostRecord, length = DEFAULT_EXCERPT_LENGTH): string {
  if (length !== DEFAULT_EXCERPT_LENGTH) return theExcerpt(trimExcerpt(post.excerpt, post.content, length));
  return (of(post).excerpt ??= theExcerpt(trimExcerpt(post.excerpt, post.content)));
}
