// WP_Query's `s`: the search string split into terms (quoted phrases kept, stopwords dropped, `-term`
// excluded), each matched case-insensitively against the searched columns; and the relevance order.
import type { PostRecord } from '../../store/types.js';

export type SearchColumn = 'post_title' | 'post_excerpt' | 'post_content';
const DEFAULT_COLUMNS: readonly SearchColumn[] = ['post_title', 'post_excerpt', 'post_content'];
const STOPWORDS = new Set([
  'about',
  'an',
  'are',
  'as',
  'at',
  'be',
  'by',
  'com',
  'for',
  'from',
  'how',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'what',
  'when',
  'where',
  'who',
  'will',
  'with',
  'www',
]);

interface Term {
  text: string;
  exclude: boolean;
}

export interface Search {
  /** The whole search string, folded. */
  phrase: string;
  terms: Term[];
  /** How many terms the string had before stopwords went (search_terms_count). */
  count: number;
  exact: boolean;
  columns: readonly SearchColumn[];
  /** Whether the string contains a negative term (no sentence ranking then). */
  negative: boolean;
}

/** MySQL's case- and accent-insensitive comparison, as LIKE with the default collation. */
export const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const folded = new WeakMap<PostRecord, Record<SearchColumn, string>>();
function columnsOf(post: PostRecord): Record<SearchColumn, string> {
  let c = folded.get(post);
  if (!c) folded.set(post, (c = { post_title: fold(post.title), post_excerpt: fold(post.excerpt), post_content: fold(post.content) }));
  return c;
}

/** parse_search_terms(): quotes trimmed, single letters and stopwords dropped. */
function keepTerm(raw: string): string | null {
  const term = /^".+"$/.test(raw) ? raw.replace(/^["']+|["']+$/g, '') : raw.replace(/^["' ]+|["' ]+$/g, '');
  if (!term || (term.length === 1 && /^[a-z-]$/i.test(term))) return null;
  return STOPWORDS.has(term.toLowerCase()) ? null : term;
}

export function parseSearch(input: string, exact: boolean, columns: readonly string[]): Search {
  const s = input.replace(/[\r\n]/g, '');
  const matches = s.match(/".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g) ?? [];
  let words = matches.map(keepTerm).filter((t): t is string => t !== null);
  if (!matches.length || !words.length || words.length > 9) words = [s];
  const terms = words.map((w) => (w.startsWith('-') ? { text: fold(w.slice(1)), exclude: true } : { text: fold(w), exclude: false }));
  const chosen = columns.filter((c): c is SearchColumn => (DEFAULT_COLUMNS as readonly string[]).includes(c));
  return { phrase: fold(s), terms, count: matches.length || 1, exact, columns: chosen.length ? chosen : DEFAULT_COLUMNS, negative: /(?:\s|^)-/.test(s) };
}

const like = (value: string, term: string, exact: boolean) => (exact ? value === term : value.includes(term));

export function matchesSearch(post: PostRecord, search: Search): boolean {
  const cols = columnsOf(post);
  return search.terms.every(({ text, exclude }) =>
    exclude ? search.columns.every((c) => !like(cols[c], text, search.exact)) : search.columns.some((c) => like(cols[c], text, search.exact)),
  );
}

/** parse_search_order(): lower ranks first (title phrase, all title words, any title word, excerpt, content). */
export function relevanceRank(post: PostRecord, search: Search): number {
  if (search.exact) return 0;
  const cols = columnsOf(post);
  const titleTerms = search.terms.filter((t) => !t.exclude).map((t) => t.text);
  if (search.count <= 1) return titleTerms.length && cols.post_title.includes(titleTerms[0]!) ? 0 : 1;
  const phrase = search.negative ? '' : search.phrase;
  if (phrase && cols.post_title.includes(phrase)) return 1;
  if (titleTerms.length < 7) {
    if (titleTerms.every((t) => cols.post_title.includes(t))) return 2;
    if (titleTerms.length > 1 && titleTerms.some((t) => cols.post_title.includes(t))) return 3;
  }
  if (phrase && cols.post_excerpt.includes(phrase)) return 4;
  if (phrase && cols.post_content.includes(phrase)) return 5;
  return 6;
}
