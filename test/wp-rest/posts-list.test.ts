// HTTP ports of WordPress's tests/phpunit/tests/rest-api/rest-posts-controller.php, the collection (get_items):
// filters, order, statuses, pagination, stickiness, taxonomies, dates and formats. Each case runs against mock-site
// and, when it runs, the real WordPress 6.1 of test/real-site; a test reads only the posts it made (unique tokens).
//
// Ported: test_get_items, test_get_items_with_head_request_should_not_prepare_post_data (headers only),
// test_get_items_empty_query, test_get_items_author_query, test_get_items_author_exclude_query,
// test_get_items_include_query, test_get_items_orderby_author_query, test_get_items_orderby_parent_query,
// test_get_items_exclude_query, test_get_items_search_query, test_get_items_slug_query,
// test_get_items_multiple_slugs_array_query, test_get_items_multiple_slugs_string_query, test_get_items_status_query,
// test_get_items_multiple_statuses_string_query, test_get_items_multiple_statuses_array_query,
// test_get_items_multiple_statuses_one_invalid_query, test_get_items_invalid_status_query,
// test_get_items_status_without_permissions, test_get_items_exact_search, test_get_items_order_and_orderby,
// test_get_items_with_orderby_include_without_include_param, test_get_items_with_orderby_id,
// test_get_items_with_orderby_slug, test_get_items_with_orderby_slugs, test_get_items_with_orderby_relevance,
// test_get_items_with_orderby_relevance_two_terms, test_get_items_with_orderby_relevance_missing_search,
// test_get_items_offset_query, test_get_items_tags_query, test_get_items_tags_exclude_query,
// test_get_items_tags_and_categories_query, test_get_items_tags_or_categories_query,
// test_get_items_tags_and_categories_exclude_query, test_get_items_tags_or_categories_exclude_query,
// test_get_items_with_category_including_children, test_get_items_with_category_excluding_children,
// test_get_items_without_category_or_its_children, test_get_items_without_category_but_allowing_its_children,
// test_get_items_with_all_categories, test_get_items_relation_with_no_tax_query, test_get_items_sticky,
// test_get_items_sticky_with_include, test_get_items_sticky_with_include_no_sticky_posts, test_get_items_not_sticky,
// test_get_items_not_sticky_with_exclude, test_get_items_with_custom_search_columns,
// test_get_items_pagination_headers, test_get_items_status_draft_permissions,
// test_get_items_status_private_permissions (anonymous part), test_get_items_invalid_per_page,
// test_get_items_invalid_max_pages, test_get_items_invalid_context, test_get_items_invalid_date,
// test_get_items_valid_date, test_get_items_invalid_modified_date, test_get_items_all_post_formats,
// test_head_request_with_specified_fields_returns_success_response, test_get_posts_with_pagination,
// test_get_posts_ignore_sticky_by_default, test_get_posts_ignore_sticky_false_prepends_sticky_posts,
// test_get_posts_ignore_sticky_honors_include, test_standard_post_format_ignored_for_post_types_that_do_not_support_them,
// test_standard_post_format_support, test_post_format_support, test_multiple_post_format_support.
// The counts of the PHP tests (self::$total_posts) become counts of what each test made.
//
// Not observable over HTTP: test_get_items_orderby_modified_query and test_get_items_valid_modified_date (they
// set post_modified in the database), test_get_items_sticky_no_sticky_posts and
// test_get_items_not_sticky_with_exclude_no_sticky_posts (they empty the site-wide sticky_posts option),
// test_get_items_multiple_statuses_custom_role_one_invalid_query and the private_reader halves of the status
// permission tests (a custom role), test_get_items_primes_thumbnail_cache_for_featured_media,
// test_get_items_primes_parent_post_caches, test_get_items_only_fetches_ids_for_head_requests (object cache and
// query internals), and every assertPostsOrderedBy()/assertPostsWhere() (SQL clauses; the order they produce is checked).
import { afterAll, describe, expect, it } from 'vitest';
import { expectPost, expectPostLinks, ids, linkHeader, restBase } from './post-checks.js';
import { PostFactory } from './post-factory.js';
import { openTargets, type QueryValue, type Role } from './target.js';

const targets = await openTargets('posts-list.test.ts');
afterAll(async () => {
  for (const t of targets) await t.close();
});

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_, t) => {
  const f = new PostFactory(t);
  afterAll(() => f.cleanup());
  const list = (query: Record<string, QueryValue> = {}, as?: Role, method = 'GET') => t.send(method, '/wp/v2/posts', { query, ...(as ? { as } : {}) });
  /** Newer than WordPress 6.1: the seed's argument lists declare it (cms/v2), WordPress 6.1 does not. */
  const seedOnly = t.name === 'wordpress';

  describe('what a list shows', () => {
    it("test_get_items: lists published posts in view context with the total headers and each post's links", async () => {
      const written = { title: f.unique('Listed'), content: 'Post content', excerpt: 'Post excerpt', status: 'publish' };
      const id = await f.post(written);
      const res = await list({ include: [id] });
      expect(res.status).toBe(200);
      expect([res.headers.get('x-wp-total'), res.headers.get('x-wp-totalpages')]).toEqual(['1', '1']);
      expect(ids(res)).toEqual([id]);
      expectPost(res.body[0], written, 'view');
      expectPostLinks(res.body[0]._links, await restBase(t), t, id, t.userId('administrator'));
    });

    it.each(['GET', 'HEAD'])('test_get_items_empty_query: %s of a query without matches answers an empty list with totals of 0', async (method) => {
      const res = await list({ author: 999999999 }, undefined, method);
      expect(res.status).toBe(200);
      if (method === 'GET') expect(res.body).toEqual([]);
      else expect(res.text).toBe('');
      expect([res.headers.get('x-wp-total'), res.headers.get('x-wp-totalpages')]).toEqual(['0', '0']);
    });

    it('test_get_items_with_head_request_should_not_prepare_post_data: HEAD answers the headers of GET without a body', async () => {
      const id = await f.post();
      const head = await list({ include: [id] }, undefined, 'HEAD');
      const get = await list({ include: [id] });
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
      expect(head.headers.get('x-wp-total')).toBe('1');
      expect(head.headers.get('link')).toBe(get.headers.get('link'));
    });

    it.each([
      ['list', true],
      ['item', false],
    ])('test_head_request_with_specified_fields_returns_success_response: HEAD of the %s with _fields answers 200', async (_, collection) => {
      const id = await f.post();
      const res = await t.send('HEAD', collection ? '/wp/v2/posts' : `/wp/v2/posts/${id}`, { query: { _fields: 'id' } });
      expect(res.status).toBe(200);
    });

    it('test_get_items_status_without_permissions: an anonymous list leaves drafts out', async () => {
      const published = await f.post();
      const draft = await f.post({ status: 'draft' });
      expect(ids(await list({ include: [published, draft] }))).toEqual([published]);
    });
  });

  describe('authors, include and exclude', () => {
    it.each(['GET', 'HEAD'])('test_get_items_author_query (%s): filters by one author or several', async (method) => {
      const token = f.unique('Author');
      const mine = await f.post({ title: token });
      const byEditor = await f.post({ title: token }, 'editor');
      const byAuthor = await f.post({ title: token }, 'author');
      const editor = t.userId('editor');
      const author = t.userId('author');
      const all = await list({ search: token, per_page: 50 }, undefined, method);
      expect(all.headers.get('x-wp-total')).toBe('3');
      const two = await list({ search: token, author: [editor, author] }, undefined, method);
      expect(two.headers.get('x-wp-total')).toBe('2');
      const one = await list({ search: token, author: editor }, undefined, method);
      expect(one.headers.get('x-wp-total')).toBe('1');
      if (method === 'GET') {
        expect(ids(all).sort()).toEqual([mine, byEditor, byAuthor].sort());
        expect(two.body.map((p: { author: number }) => p.author).sort()).toEqual([editor, author].sort());
        expect(one.body.map((p: { author: number }) => p.author)).toEqual([editor]);
      }
    });

    it('test_get_items_author_exclude_query: leaves out one author or several, and refuses a non-numeric author', async () => {
      const token = f.unique('Exclude');
      const mine = await f.post({ title: token });
      await f.post({ title: token }, 'editor');
      const byAuthor = await f.post({ title: token }, 'author');
      expect(ids(await list({ search: token, author_exclude: [t.userId('editor'), t.userId('author')] }))).toEqual([mine]);
      expect(ids(await list({ search: token, author_exclude: t.userId('editor') })).sort()).toEqual([mine, byAuthor].sort());
      const bad = await list({ author_exclude: 'invalid' });
      expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    });

    it('test_get_items_include_query: orders included posts by date unless orderby=include, and refuses a non-numeric include', async () => {
      const id1 = await f.post({ date: '2001-02-03T04:05:06' });
      const id2 = await f.post({ date: '2001-02-03T04:05:07' });
      expect(ids(await list({ include: [id1, id2] }))).toEqual([id2, id1]);
      expect(ids(await list({ include: [id1, id2], orderby: 'include' }))).toEqual([id1, id2]);
      const bad = await list({ include: 'invalid' });
      expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    });

    it('test_get_items_exclude_query: leaves out an ID given as a list or a string, and refuses a non-numeric exclude', async () => {
      const token = f.unique('Excluded');
      const id1 = await f.post({ title: token });
      const id2 = await f.post({ title: token });
      expect(ids(await list({ search: token })).sort()).toEqual([id1, id2].sort());
      expect(ids(await list({ search: token, exclude: [id2] }))).toEqual([id1]);
      expect(ids(await list({ search: token, exclude: String(id2) }))).toEqual([id1]);
      const bad = await list({ exclude: 'invalid' });
      expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    });
  });

  describe('order', () => {
    it('test_get_items_orderby_author_query: orders by author ID, descending by default', async () => {
      const id2 = await f.post({}, 'editor');
      const id3 = await f.post({}, 'editor');
      const id1 = await f.post({}, 'author');
      const res = await list({ include: [id1, id2, id3], orderby: 'author' });
      const authors = res.body.map((p: { author: number }) => p.author);
      expect(authors).toEqual([t.userId('editor'), t.userId('editor'), t.userId('author')].sort((a, b) => b - a));
    });

    it('test_get_items_orderby_parent_query: orders pages by parent, descending by default', async () => {
      const id1 = await f.page();
      const id2 = await f.page();
      const id3 = await f.page({ parent: id1 });
      const res = await t.send('GET', '/wp/v2/pages', { query: { include: [id1, id2, id3], orderby: 'parent' } });
      expect(res.status).toBe(200);
      expect(res.body[0].id).toBe(id3);
      expect(res.body.map((p: { parent: number }) => p.parent)).toEqual([id1, 0, 0]);
    });

    it('test_get_items_order_and_orderby: orders by title both ways and refuses an unknown order or orderby', async () => {
      const token = f.unique('Apple');
      for (const title of ['Apple Pie', 'Apple Sauce', 'Apple Cobbler', 'Apple Coffee Cake']) await f.post({ title: `${title} ${token}` });
      const desc = await list({ search: token, orderby: 'title' });
      expect(desc.body[0].title.rendered).toBe(`Apple Sauce ${token}`);
      const asc = await list({ search: token, orderby: 'title', order: 'asc' });
      expect(asc.body[0].title.rendered).toBe(`Apple Cobbler ${token}`);
      for (const query of [{ order: 'asc,id' }, { order: 'asc', orderby: 'content' }] as Record<string, string>[]) {
        const bad = await list({ search: token, ...query });
        expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
      }
    });

    it('test_get_items_with_orderby_include_without_include_param: refuses orderby=include without include', async () => {
      const res = await list({ orderby: 'include' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_orderby_include_missing_include',
        message: 'You need to define an include parameter to order by include.',
        data: { status: 400 },
      });
    });

    it('test_get_items_with_orderby_id: orders by ID, descending by default', async () => {
      const id1 = await f.post({ date: '2016-01-13T02:26:48' });
      const id2 = await f.post({ date: '2016-01-12T02:26:48' });
      const id3 = await f.post({ date: '2016-01-11T02:26:48' });
      expect(ids(await list({ orderby: 'id', include: [id1, id2, id3] }))).toEqual([id3, id2, id1]);
    });

    it('test_get_items_with_orderby_slug: orders by slug, descending by default', async () => {
      const id1 = await f.post({ title: 'ABC', slug: `xyz-${f.token}` });
      const id2 = await f.post({ title: 'XYZ', slug: `abc-${f.token}` });
      const res = await list({ orderby: 'slug', include: [id1, id2] });
      expect(res.body.map((p: { slug: string }) => p.slug)).toEqual([`xyz-${f.token}`, `abc-${f.token}`]);
    });

    it('test_get_items_with_orderby_slugs: orderby=include_slugs keeps the order of the slugs given', async () => {
      const slugs = ['burrito', 'taco', 'chalupa'].map((s) => `${s}-${f.token}`);
      for (const slug of slugs) await f.post({ title: slug, slug });
      const res = await list({ orderby: 'include_slugs', slug: [slugs[1]!, slugs[2]!, slugs[0]!] });
      expect(res.body.map((p: { slug: string }) => p.slug)).toEqual([slugs[1], slugs[2], slugs[0]]);
    });

    it('test_get_items_with_orderby_relevance: a match in the title ranks first', async () => {
      const word = f.unique('relevant').replace(' ', '');
      const id1 = await f.post({ title: `Title is more ${word}`, content: 'Content is' });
      const id2 = await f.post({ title: 'Title is', content: `Content is less ${word}` });
      const res = await list({ orderby: 'relevance', search: word });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([id1, id2]);
    });

    it('test_get_items_with_orderby_relevance_two_terms: every term must match; title matches rank first', async () => {
      const word = f.unique('relevant').replace(' ', '');
      const id1 = await f.post({ title: `Title is more ${word}`, content: 'Content is' });
      const id2 = await f.post({ title: 'Title is', content: `Content is less ${word}` });
      const res = await list({ orderby: 'relevance', search: `${word} content` });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([id1, id2]);
    });

    it('test_get_items_with_orderby_relevance_missing_search: refuses orderby=relevance without a search', async () => {
      const res = await list({ orderby: 'relevance' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_no_search_term_defined',
        message: 'You need to define a search term to order by relevance.',
        data: { status: 400 },
      });
    });
  });

  describe('search and slugs', () => {
    it('test_get_items_search_query: finds a post by its title', async () => {
      const title = `Search Result ${f.token}`;
      await f.post();
      const id = await f.post({ title });
      const res = await list({ search: title });
      expect(ids(res)).toEqual([id]);
      expect(res.body[0].title.rendered).toBe(title);
    });

    const breadPosts = async () => {
      const rye = f.unique('Rye').replace(' ', '');
      await f.post({ title: rye, content: `This is a post about ${rye} Bread` });
      await f.post({ title: `Types of Bread ${f.token}`, content: `Types of bread are White and ${rye} Bread` });
      return rye;
    };
    it.skipIf(seedOnly).each([
      ['general search, one exact match and one partial match', '', false, 2],
      ['exact search, one exact match and one partial match', '', true, 1],
      ['exact search, no match and one partial match', ' Bread', true, 0],
    ] as const)('test_get_items_exact_search: %s', async (_, suffix, exact, expected) => {
      const rye = await breadPosts();
      const res = await list({ search: `${rye}${suffix}`, ...(exact ? { search_semantics: 'exact' } : {}) });
      expect(res.body).toHaveLength(expected);
    });

    it.skipIf(seedOnly)('test_get_items_with_custom_search_columns: search_columns limits the search to the titles', async () => {
      const foo = `foo${f.token}`;
      const id1 = await f.post({ title: `Title contain ${foo} and bar`, content: 'Content contain bar', excerpt: 'Excerpt contain baz' });
      await f.post({ title: 'Title contain baz', content: `Content contain ${foo} and bar`, excerpt: `Excerpt contain ${foo}, bar and baz` });
      const res = await list({ search: `${foo} bar`, search_columns: ['post_title'] });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([id1]);
    });

    it('test_get_items_slug_query: finds the post with the slug, sticky or not', async () => {
      const apple = `apple-${f.token}`;
      await f.post({ title: apple });
      await f.post({ title: `banana-${f.token}`, sticky: true });
      const res = await list({ slug: apple });
      expect(res.status).toBe(200);
      expect(res.body.map((p: { title: { rendered: string } }) => p.title.rendered)).toEqual([apple]);
    });

    it.each([
      ['test_get_items_multiple_slugs_array_query', ['banana', 'peach'], ['Banana', 'Peach']],
      ['test_get_items_multiple_slugs_string_query', 'apple,banana', ['Apple', 'Banana']],
    ] as const)('%s: finds the posts of several slugs', async (_, slugs, titles) => {
      const token = f.unique('Fruit').replace(/\W+/g, '-').toLowerCase();
      for (const fruit of ['Apple', 'Banana', 'Peach']) await f.post({ title: `${fruit} ${token}` });
      const asked =
        typeof slugs === 'string'
          ? slugs
              .split(',')
              .map((s) => `${s}-${token}`)
              .join(',')
          : slugs.map((s) => `${s}-${token}`);
      const res = await list({ slug: asked });
      expect(res.status).toBe(200);
      expect(res.body.map((p: { title: { rendered: string } }) => p.title.rendered).sort()).toEqual(titles.map((x) => `${x} ${token}`));
    });
  });

  describe('statuses', () => {
    it('test_get_items_status_query: status=publish is public; drafts need the right to edit posts', async () => {
      const token = f.unique('Status');
      const published = await f.post({ title: token });
      const draft = await f.post({ title: token, status: 'draft' });
      expect(ids(await list({ search: token, status: 'publish' }))).toEqual([published]);
      const anonymous = await list({ search: token, status: 'draft' });
      expect([anonymous.status, anonymous.body.code]).toEqual([400, 'rest_invalid_param']);
      expect(ids(await list({ search: token, status: 'draft' }, 'editor'))).toEqual([draft]);
    });

    it.each([
      ['test_get_items_multiple_statuses_string_query', 'draft,private', ['draft', 'private']],
      ['test_get_items_multiple_statuses_array_query', ['draft', 'pending'], ['draft', 'pending']],
    ] as const)('%s: lists the posts of several statuses', async (_, status, expected) => {
      const token = f.unique('Statuses');
      for (const s of ['draft', 'private', 'pending', 'publish']) await f.post({ title: token, status: s });
      const res = await list({ search: token, context: 'edit', status: status as QueryValue }, 'editor');
      expect(res.status).toBe(200);
      expect(res.body.map((p: { status: string }) => p.status).sort()).toEqual(expected);
    });

    it.each([
      ['test_get_items_multiple_statuses_one_invalid_query', { context: 'edit', status: ['draft', 'nonsense'] }],
      ['test_get_items_invalid_status_query', { status: 'invalid' }],
      ['test_get_items_status_draft_permissions', { status: 'draft' }],
      ['test_get_items_status_private_permissions', { status: 'private' }],
    ] as const)('%s: an anonymous list of that status is an invalid parameter', async (_, query) => {
      const res = await list(query as Record<string, QueryValue>);
      expect([res.status, res.body.code]).toEqual([400, 'rest_invalid_param']);
    });

    it('test_get_items_status_draft_permissions: an editor lists drafts', async () => {
      const token = f.unique('Draft');
      const draft = await f.post({ title: token, status: 'draft' });
      expect(ids(await list({ search: token, status: 'draft' }, 'editor'))).toEqual([draft]);
    });
  });

  describe('pagination and arguments', () => {
    const fivePosts = async () => {
      const token = f.unique('Paged');
      const made: number[] = [];
      for (let i = 0; i < 5; i++) made.push(await f.post({ title: token }));
      return { token, made };
    };

    it('test_get_items_offset_query: offset skips posts, works with per_page, wins over page and must be a number', async () => {
      const { token } = await fivePosts();
      expect(await list({ search: token, per_page: 50, offset: 1 }).then((r) => r.body)).toHaveLength(4);
      expect(await list({ search: token, per_page: 2, offset: 1 }).then((r) => r.body)).toHaveLength(2);
      expect(await list({ search: token, per_page: 2, offset: 1, page: 2 }).then((r) => r.body)).toHaveLength(2);
      const bad = await list({ search: token, offset: 'moreplease' });
      expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    });

    it.each(['GET', 'HEAD'])('test_get_items_pagination_headers (%s): totals and prev/next links keep the query', async (method) => {
      const { token } = await fivePosts();
      const page = async (query: Record<string, QueryValue>) => {
        const res = await list({ search: token, per_page: 2, ...query }, undefined, method);
        const links = linkHeader(res).map((l) => [l.rel, l.query.page, l.query.per_page, l.query.search]);
        return { total: [res.headers.get('x-wp-total'), res.headers.get('x-wp-totalpages')], links };
      };
      expect(await page({})).toEqual({ total: ['5', '3'], links: [['next', '2', '2', token]] });
      expect(await page({ page: 2 })).toEqual({
        total: ['5', '3'],
        links: [
          ['prev', '1', '2', token],
          ['next', '3', '2', token],
        ],
      });
      expect(await page({ page: 3 })).toEqual({ total: ['5', '3'], links: [['prev', '2', '2', token]] });
      const out = await list({ search: token, per_page: 2, page: 100 }, undefined, method);
      expect(out.status).toBe(400);
      if (method === 'GET') expect(out.body.code).toBe('rest_post_invalid_page_number');
    });

    it('test_get_posts_with_pagination: offset and page give the same totals; a page past the end is refused', async () => {
      const { token } = await fivePosts();
      const offset = await list({ search: token, offset: 1, per_page: 1 });
      expect([offset.status, offset.body.length, offset.headers.get('x-wp-total'), offset.headers.get('x-wp-totalpages')]).toEqual([200, 1, '5', '5']);
      const paged = await list({ search: token, page: 2, per_page: 2 });
      expect([paged.status, paged.body.length, paged.headers.get('x-wp-total'), paged.headers.get('x-wp-totalpages')]).toEqual([200, 2, '5', '3']);
      const out = await list({ search: token, page: 4, per_page: 2 });
      expect([out.status, out.body.code]).toEqual([400, 'rest_post_invalid_page_number']);
    });

    it('test_get_items_invalid_max_pages: a page far past the end is refused', async () => {
      const res = await list({ page: 999999999 });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      });
    });

    it.each([
      ['test_get_items_invalid_per_page', { per_page: -1 }],
      ['test_get_items_invalid_context', { context: 'banana' }],
      ['test_get_items_invalid_date', { after: 'foo', before: 'bar' }],
      ['test_get_items_invalid_modified_date', { modified_after: 'foo', modified_before: 'bar' }],
    ])('%s: refuses the argument as rest_invalid_param', async (_, query) => {
      const res = await list(query);
      expect([res.status, res.body.code]).toEqual([400, 'rest_invalid_param']);
    });

    it('test_get_items_valid_date: after and before are exclusive bounds on the publication date', async () => {
      const post1 = await f.post({ date: '2016-01-15T00:00:00Z' });
      const post2 = await f.post({ date: '2016-01-16T00:00:00Z' });
      const post3 = await f.post({ date: '2016-01-17T00:00:00Z' });
      const res = await list({ include: [post1, post2, post3], after: '2016-01-15T00:00:00Z', before: '2016-01-17T00:00:00Z' });
      expect(ids(res)).toEqual([post2]);
    });
  });

  describe('taxonomies', () => {
    it('test_get_items_tags_query: lists the posts of a tag', async () => {
      const tag = await f.term('tags');
      const id1 = await f.post({ tags: [tag] });
      await f.post();
      expect(ids(await list({ tags: [tag] }))).toEqual([id1]);
    });

    it('test_get_items_tags_exclude_query: leaves out the posts of a tag, newest first', async () => {
      const token = f.unique('Tags');
      const tag = await f.term('tags');
      await f.post({ title: token, tags: [tag], date: '2020-01-01T00:00:00' });
      const id2 = await f.post({ title: token, date: '2020-01-02T00:00:00' });
      const id3 = await f.post({ title: token, date: '2020-01-03T00:00:00' });
      const id4 = await f.post({ title: token, date: '2020-01-04T00:00:00' });
      expect(ids(await list({ search: token, tags_exclude: [tag] }))).toEqual([id4, id3, id2]);
    });

    it('test_get_items_tags_and_categories_query: both taxonomies must match; a tag slug is refused', async () => {
      const tag = await f.term('tags');
      const category = await f.term('categories');
      const id1 = await f.post({ tags: [tag], categories: [category] });
      await f.post({ tags: [tag] });
      expect(ids(await list({ tags: [tag], categories: [category] }))).toEqual([id1]);
      const bad = await list({ tags: ['my-tag'], categories: [category] });
      expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    });

    it('test_get_items_tags_or_categories_query: tax_relation=OR lists the posts of either', async () => {
      const tag = await f.term('tags');
      const category = await f.term('categories');
      const id1 = await f.post({ tags: [tag] });
      const id2 = await f.post({ categories: [category] });
      expect(ids(await list({ tax_relation: 'OR', tags: [tag], categories: [category], orderby: 'id' }))).toEqual([id2, id1]);
    });

    it('test_get_items_tags_and_categories_exclude_query: a tag but not a category; a tag slug to exclude is refused', async () => {
      const tag = await f.term('tags');
      const category = await f.term('categories');
      await f.post({ tags: [tag], categories: [category] });
      const id2 = await f.post({ tags: [tag] });
      expect(ids(await list({ tags: [tag], categories_exclude: [category] }))).toEqual([id2]);
      const bad = await list({ tags: [tag], categories_exclude: [category], tags_exclude: ['my-tag'] });
      expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    });

    it('test_get_items_tags_or_categories_exclude_query: a tag OR not a category', async () => {
      const token = f.unique('TaxOr');
      const tag = await f.term('tags');
      const category = await f.term('categories');
      const id1 = await f.post({ title: token, tags: [tag] });
      const id2 = await f.post({ title: token, tags: [tag], categories: [category] });
      await f.post({ title: token, categories: [category] });
      const id4 = await f.post({ title: token });
      const res = await list({ search: token, tags: [tag], categories_exclude: [category], tax_relation: 'OR', orderby: 'id' });
      expect(ids(res)).toEqual([id4, id2, id1]);
    });

    const parentAndChild = async () => {
      const cat1 = await f.term('categories');
      const cat2 = await f.term('categories', { parent: cat1 });
      return { p1: await f.post({ categories: [cat1] }), p2: await f.post({ categories: [cat2] }), cat1 };
    };

    it('test_get_items_with_category_including_children: include_children lists the posts of child categories too', async () => {
      const { p1, p2, cat1 } = await parentAndChild();
      const res = await list({ categories: { terms: cat1, include_children: 'true' } });
      expect(ids(res).sort()).toEqual([p1, p2].sort());
    });

    it('test_get_items_with_category_excluding_children: without include_children only the category itself', async () => {
      const { p1, cat1 } = await parentAndChild();
      expect(ids(await list({ categories: { terms: cat1, include_children: 'false' } }))).toEqual([p1]);
    });

    it('test_get_items_without_category_or_its_children: excluding with children leaves out both', async () => {
      const { p1, p2, cat1 } = await parentAndChild();
      const res = await list({ include: [p1, p2], categories_exclude: { terms: cat1, include_children: 'true' } });
      expect(ids(res)).toEqual([]);
    });

    it("test_get_items_without_category_but_allowing_its_children: excluding without children keeps the child's posts", async () => {
      const { p1, p2, cat1 } = await parentAndChild();
      const res = await list({ include: [p1, p2], categories_exclude: { terms: cat1, include_children: 'false' } });
      expect(ids(res)).toEqual([p2]);
    });

    it('test_get_items_with_all_categories: operator=AND needs every category', async () => {
      const c1 = await f.term('categories');
      const c2 = await f.term('categories');
      await f.post({ categories: [c1] });
      await f.post({ categories: [c2] });
      const p3 = await f.post({ categories: [c1, c2] });
      const res = await t.send('GET', '/wp/v2/posts', { query: { 'categories[terms][0]': c1, 'categories[terms][1]': c2, 'categories[operator]': 'AND' } });
      expect(ids(res)).toEqual([p3]);
    });

    it('test_get_items_relation_with_no_tax_query: tax_relation alone filters nothing', async () => {
      const id = await f.post();
      const res = await list({ tax_relation: 'OR', include: id });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([id]);
    });
  });

  describe('stickiness', () => {
    it('test_get_items_sticky: sticky=true lists sticky posts only and must be a boolean', async () => {
      const id1 = await f.post();
      const id2 = await f.post({ sticky: true });
      expect(ids(await list({ sticky: true, include: [id1, id2] }))).toEqual([id2]);
      const bad = await list({ sticky: 'nothanks' });
      expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    });

    it('test_get_items_sticky_with_include: sticky=true keeps only the included posts that are sticky', async () => {
      const id1 = await f.post();
      const id2 = await f.post({ sticky: true });
      expect(ids(await list({ sticky: true, include: [id1] }))).toEqual([]);
      await f.ok('POST', `/wp/v2/posts/${id1}`, { json: { sticky: true } });
      expect(ids(await list({ sticky: true, include: [id1] }))).toEqual([id1]);
      expect(ids(await list({ sticky: true, include: [id1, id2] })).sort()).toEqual([id1, id2].sort());
    });

    it('test_get_items_sticky_with_include_no_sticky_posts: an included post that is not sticky is not listed', async () => {
      const id1 = await f.post();
      expect(ids(await list({ sticky: true, include: [id1] }))).toEqual([]);
    });

    it('test_get_items_not_sticky: sticky=false leaves sticky posts out', async () => {
      const token = f.unique('NotSticky');
      const id1 = await f.post({ title: token });
      await f.post({ title: token, sticky: true });
      expect(ids(await list({ search: token, sticky: false }))).toEqual([id1]);
    });

    it('test_get_items_not_sticky_with_exclude: sticky=false adds the sticky posts to exclude', async () => {
      const token = f.unique('NotStickyExclude');
      const id1 = await f.post({ title: token });
      await f.post({ title: token, sticky: true });
      const id3 = await f.post({ title: token });
      expect(ids(await list({ search: token, sticky: false, exclude: [id3] }))).toEqual([id1]);
    });

    it('test_get_posts_ignore_sticky_by_default: the list does not put sticky posts first by default', async () => {
      const token = f.unique('IgnoreSticky');
      const id1 = await f.post({ title: token, sticky: true, date: '2020-01-01T00:00:00' });
      const id2 = await f.post({ title: token, date: '2020-01-02T00:00:00' });
      expect(ids(await list({ search: token }))).toEqual([id2, id1]);
    });

    it.skipIf(seedOnly)('test_get_posts_ignore_sticky_false_prepends_sticky_posts: ignore_sticky=false puts sticky posts first', async () => {
      const id1 = await f.post({ sticky: true });
      const id2 = await f.post();
      const res = await list({ ignore_sticky: false, per_page: 100 });
      const sticky = res.body.map((p: { sticky: boolean }) => p.sticky);
      expect(sticky.indexOf(false)).toBeGreaterThan(sticky.lastIndexOf(true));
      expect(ids(res).indexOf(id1)).toBeLessThan(ids(res).indexOf(id2));
    });

    it('test_get_posts_ignore_sticky_honors_include: a sticky post that is not included is not added', async () => {
      await f.post({ sticky: true });
      const id2 = await f.post();
      expect(ids(await list({ include: [id2] }))).toEqual([id2]);
    });
  });

  describe('formats', () => {
    it('test_get_items_all_post_formats: the schema offers every post format', async () => {
      const res = await t.send('OPTIONS', '/wp/v2/posts');
      expect(res.body.schema.properties.format.enum).toEqual(['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio']);
    });

    it.skipIf(seedOnly)('test_standard_post_format_ignored_for_post_types_that_do_not_support_them: pages ignore the format filter', async () => {
      const id = await f.page();
      const res = await t.send('GET', '/wp/v2/pages', { query: { include: [id], format: 'invalid_type' } });
      expect(ids(res)).toEqual([id]);
    });

    it.skipIf(seedOnly)('test_standard_post_format_support and test_post_format_support: format filters by format; standard is no format', async () => {
      const token = f.unique('Format');
      const standard = await f.post({ title: token });
      const aside = await f.post({ title: token, format: 'aside' });
      const gallery = await f.post({ title: token, format: 'gallery' });
      expect(ids(await list({ search: token, format: ['standard'] }))).toEqual([standard]);
      expect(ids(await list({ search: token, format: ['aside'] }))).toEqual([aside]);
      expect(ids(await list({ search: token, format: ['aside', 'gallery'] })).sort()).toEqual([aside, gallery].sort());
      const bad = await list({ search: token, format: ['invalid_format'] });
      expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    });
  });
});
