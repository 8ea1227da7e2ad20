// WHERE of a post list: every collection argument turned into a test on a stored post, the way
// get_items() maps the arguments to WP_Query (status, include/exclude, authors, parents, slugs, dates,
// search, taxonomies, formats, sticky).
import type { PostRecord } from '../../store/types.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { localDateOf } from '../content/post-dates.js';
import { matchesSearch, parseSearch, type Search } from '../content/search.js';
import type { Scope } from './scope.js';
import { formatFilter, taxFilter } from './tax-query.js';
import { idList, isEmpty } from './request-values.js';

type Test = (post: PostRecord) => boolean;

/** Statuses `any` stands for: everything but those excluded from search (trash, auto-draft). */
const NOT_ANY = new Set(['trash', 'auto-draft']);

export interface ListQuery {
  test: Test;
  search: Search | null;
  include: number[];
  slugs: string[];
  /** Whether WP_Query would treat the list as the blog home (sticky posts may go first). */
  home: boolean;
}

function statusTest(statuses: readonly string[]): Test {
  if (statuses.includes('any')) return (p) => !NOT_ANY.has(p.status);
  const set = new Set(statuses);
  return (p) => set.has(p.status);
}

function dateTests(p: Record<string, unknown>, offset: number): Test[] {
  const tests: Test[] = [];
  const bound = (name: string, column: 'date' | 'modified', after: boolean) => {
    const value = typeof p[name] === 'string' ? localDateOf(p[name] as string, offset) : null;
    if (value) tests.push(after ? (post) => post[column] > value : (post) => post[column] < value);
  };
  bound('before', 'date', false);
  bound('modified_before', 'modified', false);
  bound('after', 'date', true);
  bound('modified_after', 'modified', true);
  return tests;
}

/** post__in / post__not_in, with `sticky` narrowing or widening them as get_items() does. */
function idSets(p: Record<string, unknown>, scope: Scope): { include: number[]; exclude: number[] } {
  let include = idList(p.include);
  let exclude = idList(p.exclude);
  if (scope.type.postOnly && p.sticky !== undefined) {
    const sticky = [...scope.sticky];
    if (p.sticky) {
      include = include.length ? sticky.filter((id) => include.includes(id)) : sticky;
      if (!include.length) include = [0];
    } else if (sticky.length) exclude = [...exclude, ...sticky];
  }
  return { include, exclude };
}

export function listQuery(scope: Scope, statuses: readonly string[]): ListQuery {
  const p = scope.req.params;
  const tests: Test[] = [(post) => post.type === scope.type.name, statusTest(statuses)];
  const { include, exclude } = idSets(p, scope);
  if (include.length) {
    const set = new Set(include);
    tests.push((post) => set.has(post.id));
  }
  if (exclude.length) {
    const set = new Set(exclude);
    tests.push((post) => !set.has(post.id));
  }
  const authors = idList(p.author);
  if (authors.length) tests.push((post) => authors.includes(post.author));
  const notAuthors = idList(p.author_exclude);
  if (notAuthors.length) tests.push((post) => !notAuthors.includes(post.author));
  if (scope.type.pageAttributes) {
    const parents = idList(p.parent);
    if (parents.length) tests.push((post) => parents.includes(post.parent));
    const notParents = idList(p.parent_exclude);
    if (notParents.length) tests.push((post) => !notParents.includes(post.parent));
    if (p.menu_order !== undefined) tests.push((post) => post.menu_order === Number(p.menu_order));
  }
  const slugs = Array.isArray(p.slug) ? p.slug.map((s) => sanitizeTitle(String(s))) : [];
  if (slugs.length) tests.push((post) => slugs.includes(post.slug));
  tests.push(...dateTests(p, scope.offsetHours));
  const search = !isEmpty(p.search)
    ? parseSearch(String(p.search), p.search_semantics === 'exact', Array.isArray(p.search_columns) ? p.search_columns.map(String) : [])
    : null;
  if (search) {
    tests.push((post) => matchesSearch(post, search));
    // An anonymous search never finds password-protected posts.
    if (!scope.user) tests.push((post) => post.password === '');
  }
  const tax = scope.type.postOnly ? taxFilter(p, scope.session.all('terms')) : null;
  if (tax) tests.push(tax);
  const formats = scope.type.postOnly ? formatFilter(p.format) : null;
  if (formats) tests.push(formats);
  return {
    test: (post) => tests.every((t) => t(post)),
    search,
    include,
    slugs,
    home: !search && !tax && !formats && !include.length,
  };
}
