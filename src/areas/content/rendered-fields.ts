// The rendered forms of a post's text fields, computed once per stored record (records are replaced,
// never changed in place, so a record's rendering never goes stale).
import { textMemo } from '../../wp/format/text-memo.js';
import type { PostRecord } from '../../store/types.js';
import { phpTrim } from './php-string.js';
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

/**
 * The last renderings by text: a save makes a new record, mostly of text seen before (an update that leaves the
 * content, posts written from one template), and the filters are pure functions of the text. Texts up to
 * MEMO_CHARS only, MEMO_SIZE of each kind (emptied when full), so the memo stays a few MB at most.
 */
const MEMO_SIZE = 256;
const MEMO_CHARS = 8 * 1024;
const contentMemo = textMemo(MEMO_SIZE, MEMO_CHARS);
/** Excerpts generated from the content, and excerpts as written, by that text. */
const fromContentMemo = textMemo(MEMO_SIZE, MEMO_CHARS);
const writtenMemo = textMemo(MEMO_SIZE, MEMO_CHARS);

export const renderedContent = (post: PostRecord): string => (of(post).content ??= contentMemo(post.content, theContent));

/** The default-length excerpt: the written one filtered, or one generated from the content. */
const defaultExcerpt = (post: PostRecord): string =>
  phpTrim(post.excerpt) !== ''
    ? writtenMemo(post.excerpt, (excerpt) => theExcerpt(trimExcerpt(excerpt, '')))
    : fromContentMemo(post.content, (content) => theExcerpt(trimExcerpt('', content)));

/** get_the_excerpt + the_excerpt: the written excerpt, or one generated from the content (`length` words). */
export function renderedExcerpt(post: PostRecord, length = DEFAULT_EXCERPT_LENGTH): string {
  if (length !== DEFAULT_EXCERPT_LENGTH) return theExcerpt(trimExcerpt(post.excerpt, post.content, length));
  return (of(post).excerpt ??= defaultExcerpt(post));
}
