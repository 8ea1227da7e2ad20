// GET /cms/v2/posts and /cms/v2/pages: every list argument with WordPress's semantics, the paging
// headers and the errors of get_items().
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from '../../../src/scenario/default-content.js';
import { client, EDITOR, idsOf, newestFirst, ORIGIN, PUBLISHED_PAGES, PUBLISHED_POSTS, SEED_POSTS, SUBSCRIBER } from './post-client.js';

const anon = client(null);
const admin = client();
const published = PUBLISHED_POSTS.map((p) => p.id);
const categoryOf = (name: string) => DEFAULT_CONTENT.categories.find((c) => c.name === name)!.id!;
const tagOf = (name: string) => DEFAULT_CONTENT.tags.find((t) => t.name === name)!.id!;
const publishedWith = (test: (p: (typeof PUBLISHED_POSTS)[number]) => boolean) => newestFirst(PUBLISHED_POSTS.filter(test).map((p) => p.id));

describe('paging', () => {
  it('lists the published posts, newest first, ten per page, with X-WP-Total and X-WP-TotalPages', async () => {
    const res = await anon.get('/cms/v2/posts');
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(newestFirst(published).slice(0, 10));
    expect(res.headers['x-wp-total']).toBe(String(published.length));
    expect(res.headers['x-wp-totalpages']).toBe(String(Math.ceil(published.length / 10)));
    expect(res.headers.allow).toBe('GET');
  });

  it('links the previous and next pages, keeping the query and URL-encoding rest_route', async () => {
    const res = await anon.get('/cms/v2/posts', '&per_page=2&page=2');
    const base = `${ORIGIN}/index.php?rest_route=%2Fcms%2Fv2%2Fposts&per_page=2`;
    expect(res.headers.link).toBe(`<${base}&page=1>; rel="prev", <${base}&page=3>; rel="next"`);
    expect(idsOf(res.body)).toEqual(newestFirst(published).slice(2, 4));
  });

  it('keeps _fields commas encoded and valueless arguments bare in the Link', async () => {
    const res = await anon.get('/cms/v2/posts', '&_fields=id,title&_envelope&per_page=3');
    expect(res.body.headers.Link).toBe(`<${ORIGIN}/index.php?rest_route=%2Fcms%2Fv2%2Fposts&_fields=id%2Ctitle&_envelope&per_page=3&page=2>; rel="next"`);
    expect(res.body.body[0]).toEqual({ id: newestFirst(published)[0], title: { rendered: expect.any(String) } });
  });

  // Found by the fuzzer (test/hardening/fuzz.test.ts): such a name put a character node refuses in the header: a 500.
  it("leaves the paging Link out when a query name holds a line break, as PHP's header() refuses it", async () => {
    const res = await anon.get('/cms/v2/posts', '&a%0Ab=1&per_page=2');
    expect(res.status).toBe(200);
    expect(res.headers.link).toBe(`<${ORIGIN}/index.php?rest_route=/>; rel="https://api.w.org/"`);
    expect(res.headers['x-wp-total']).toBe(String(published.length));
  });

  it('percent-encodes the control characters and non-ASCII of a query name in the Link', async () => {
    const res = await anon.get('/cms/v2/posts', '&a%01b=1&caf%C3%A9=2&per_page=2');
    expect(res.status).toBe(200);
    expect(res.headers.link).toBe(`<${ORIGIN}/index.php?rest_route=%2Fcms%2Fv2%2Fposts&a%01b=1&caf%C3%A9=2&per_page=2&page=2>; rel="next"`);
  });

  it('answers a page past the end with 400 rest_post_invalid_page_number', async () => {
    const res = await anon.get('/cms/v2/posts', '&page=999');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
    expect(res.headers.allow).toBe('GET');
  });

  it('answers an empty result with 200 [] and zero totals, whatever the page', async () => {
    const res = await anon.get('/cms/v2/posts', '&search=nothing-matches-this&page=3');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect([res.headers['x-wp-total'], res.headers['x-wp-totalpages']]).toEqual(['0', '0']);
  });

  it('skips `offset` items but still counts them all', async () => {
    const res = await anon.get('/cms/v2/posts', '&offset=3&per_page=2');
    expect(idsOf(res.body)).toEqual(newestFirst(published).slice(3, 5));
    expect(res.headers['x-wp-total']).toBe(String(published.length));
  });

  it('answers HEAD with the paging headers and no body', async () => {
    const res = await anon.head('/cms/v2/posts', '&per_page=5');
    expect(res.status).toBe(200);
    expect(res.headers['x-wp-total']).toBe(String(published.length));
    expect(res.text ?? '').toBe('');
  });
});

describe('status', () => {
  it.each([
    ['draft', 'an anonymous caller', null, 401],
    ['bogus', 'an anonymous caller', null, 401],
    ['private', 'a subscriber', SUBSCRIBER, 403],
  ])('status=%s from %s is 400 rest_invalid_param with rest_forbidden_status inside', async (status, _, auth, inner) => {
    const res = await client(auth).get('/cms/v2/posts', `&status=${status}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): status',
      data: {
        status: 400,
        params: { status: 'Status is forbidden.' },
        details: { status: { code: 'rest_forbidden_status', message: 'Status is forbidden.', data: { status: inner } } },
      },
    });
    expect(res.headers.allow).toBe('GET');
  });

  it('an editor asking for an unknown status gets rest_not_in_enum for status[0]', async () => {
    const res = await client(EDITOR).get('/cms/v2/posts', '&status=bogus');
    const message =
      'status[0] is not one of publish, future, draft, pending, private, trash, auto-draft, inherit, request-pending, request-confirmed, request-failed, request-completed, and any.';
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ status: 400, params: { status: message }, details: { status: { code: 'rest_not_in_enum', message, data: null } } });
    expect(res.headers.allow).toBe('GET, POST');
  });

  it.each([['draft'], ['pending'], ['private'], ['future'], ['draft,private']])('an administrator lists status=%s', async (status) => {
    const wanted = status.split(',');
    const res = await admin.get('/cms/v2/posts', `&status=${status}`);
    expect(idsOf(res.body).sort()).toEqual(
      SEED_POSTS.filter((p) => wanted.includes(p.status))
        .map((p) => p.id)
        .sort(),
    );
  });

  it('status=any lists every status but trash', async () => {
    const c = client();
    await c.del('/cms/v2/posts/1');
    const res = await c.get('/cms/v2/posts', '&status=any&per_page=100');
    expect(idsOf(res.body).sort((a, b) => a - b)).toEqual(SEED_POSTS.map((p) => p.id).filter((id) => id !== 1));
  });

  it('context=edit needs the right to edit posts: 401 rest_forbidden_context anonymously', async () => {
    const res = await anon.get('/cms/v2/posts', '&context=edit');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_forbidden_context');
  });
});

describe('filters', () => {
  it.each([
    ['include', '&include=3,1,5', [5, 3, 1]],
    [
      'exclude',
      '&exclude=20,19',
      newestFirst(published)
        .filter((id) => id !== 20 && id !== 19)
        .slice(0, 10),
    ],
    ['author', '&author=2', publishedWith((p) => p.author === 2)],
    ['author_exclude', '&author_exclude=1', publishedWith((p) => (p.author ?? 1) !== 1)],
    ['slug', '&slug=hello-world,release-1-0', [4, 1]],
    ['format', '&format[]=aside&format[]=quote', publishedWith((p) => ['aside', 'quote'].includes(p.format ?? ''))],
    ['format=standard', '&format=standard&per_page=100', publishedWith((p) => !p.format)],
  ])('%s narrows the list', async (_, query, ids) => {
    const res = await anon.get('/cms/v2/posts', query);
    expect(idsOf(res.body)).toEqual(ids);
  });

  it.each([
    ['a category ID list', `&categories=${categoryOf('Engineering')}`, (p: { categories?: number[] }) => p.categories!.includes(categoryOf('Engineering'))],
    [
      'include_children',
      `&categories[terms][]=${categoryOf('Engineering')}&categories[include_children]=1`,
      (p: { categories?: number[] }) => p.categories!.some((c) => [categoryOf('Engineering'), categoryOf('Frontend')].includes(c)),
    ],
    [
      'operator AND',
      `&categories[terms][]=${categoryOf('Engineering')}&categories[terms][]=${categoryOf('Frontend')}&categories[operator]=AND`,
      (p: { categories?: number[] }) => [categoryOf('Engineering'), categoryOf('Frontend')].every((c) => p.categories!.includes(c)),
    ],
    [
      'categories_exclude',
      `&categories_exclude=${categoryOf('News')}&per_page=100`,
      (p: { categories?: number[] }) => !p.categories!.includes(categoryOf('News')),
    ],
    ['tags', `&tags=${tagOf('rest-api')}`, (p: { tags?: number[] }) => (p.tags ?? []).includes(tagOf('rest-api'))],
  ])('categories and tags: %s', async (_, query, test) => {
    const res = await anon.get('/cms/v2/posts', query);
    expect(idsOf(res.body)).toEqual(publishedWith(test));
  });

  it('tax_relation=OR joins the taxonomy filters with OR (AND by default)', async () => {
    const query = `&categories=${categoryOf('Releases')}&tags=${tagOf('performance')}`;
    const either = await anon.get('/cms/v2/posts', `${query}&tax_relation=OR`);
    const both = await anon.get('/cms/v2/posts', query);
    expect(idsOf(either.body)).toEqual(publishedWith((p) => p.categories!.includes(categoryOf('Releases')) || (p.tags ?? []).includes(tagOf('performance'))));
    expect(idsOf(both.body)).toEqual(publishedWith((p) => p.categories!.includes(categoryOf('Releases')) && (p.tags ?? []).includes(tagOf('performance'))));
  });

  it('sticky=true lists only sticky posts, sticky=false leaves them out', async () => {
    const sticky = PUBLISHED_POSTS.filter((p) => p.sticky).map((p) => p.id);
    const only = await anon.get('/cms/v2/posts', '&sticky=true');
    const without = await anon.get('/cms/v2/posts', '&sticky=false&per_page=100');
    expect(idsOf(only.body)).toEqual(sticky);
    expect(idsOf(without.body)).toEqual(newestFirst(published.filter((id) => !sticky.includes(id))));
  });

  it('ignore_sticky=false puts sticky posts first on the first page', async () => {
    const sticky = PUBLISHED_POSTS.filter((p) => p.sticky).map((p) => p.id);
    const res = await anon.get('/cms/v2/posts', '&ignore_sticky=false');
    expect(idsOf(res.body).slice(0, sticky.length)).toEqual(sticky);
    expect(res.headers['x-wp-total']).toBe(String(published.length));
  });

  it('after and before compare with the publication date (exclusive)', async () => {
    const third = (await anon.get('/cms/v2/posts/3')).body.date as string;
    const sixth = (await anon.get('/cms/v2/posts/6')).body.date as string;
    const res = await anon.get('/cms/v2/posts', `&after=${third}&before=${sixth}`);
    expect(idsOf(res.body)).toEqual([5, 4]);
  });

  it('modified_after follows edits', async () => {
    const c = client();
    const seedNewest = (await c.get('/cms/v2/posts')).body[0].modified as string;
    await c.post('/cms/v2/posts/2', { title: 'Introducing the new site (edited)' });
    const res = await c.get('/cms/v2/posts', `&modified_after=${seedNewest}`);
    expect(idsOf(res.body)).toEqual([2]);
  });
});

describe('search', () => {
  const containing = (term: string) => publishedWith((p) => [p.title, p.content ?? '', p.excerpt ?? ''].some((t) => t.toLowerCase().includes(term)));

  it('matches the title, excerpt or content, case-insensitively', async () => {
    const res = await anon.get('/cms/v2/posts', '&search=RELEASE');
    expect(idsOf(res.body)).toEqual(containing('release'));
  });

  it('needs every word of the search, in any field', async () => {
    const res = await anon.get('/cms/v2/posts', '&search=mock%20tests');
    expect(idsOf(res.body)).toEqual(publishedWith((p) => ['mock', 'tests'].every((w) => [p.title, p.content ?? ''].some((t) => t.toLowerCase().includes(w)))));
  });

  it('search_columns limits the fields searched', async () => {
    const res = await anon.get('/cms/v2/posts', '&search=release&search_columns[]=post_title');
    expect(idsOf(res.body)).toEqual(publishedWith((p) => p.title.toLowerCase().includes('release')));
  });

  it('search_semantics=exact matches whole fields only', async () => {
    const res = await anon.get('/cms/v2/posts', '&search=release&search_semantics=exact');
    expect(res.body).toEqual([]);
  });

  it('a password-protected post is found only by a logged-in caller', async () => {
    const protectedId = SEED_POSTS.find((p) => p.password)!.id;
    const out = await anon.get('/cms/v2/posts', '&search=protected');
    const inside = await admin.get('/cms/v2/posts', '&search=protected');
    expect(idsOf(out.body)).not.toContain(protectedId);
    expect(idsOf(inside.body)).toContain(protectedId);
  });
});

describe('order', () => {
  it.each([
    [
      'title ascending',
      '&orderby=title&order=asc&per_page=100',
      [...PUBLISHED_POSTS].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase())).map((p) => p.id),
    ],
    ['id ascending', '&orderby=id&order=asc&per_page=100', [...published].sort((a, b) => a - b)],
    ['the include list', '&include=7,2,9&orderby=include', [7, 2, 9]],
    ['the slug list', '&slug=release-1-1,hello-world&orderby=include_slugs', [7, 1]],
  ])('orderby %s', async (_, query, ids) => {
    const res = await anon.get('/cms/v2/posts', query);
    expect(idsOf(res.body)).toEqual(ids);
  });

  it('orderby=relevance ranks title matches before content matches', async () => {
    const res = await anon.get('/cms/v2/posts', '&search=release&orderby=relevance');
    const inTitle = publishedWith((p) => p.title.toLowerCase().includes('release'));
    expect(idsOf(res.body).slice(0, inTitle.length)).toEqual(inTitle);
  });

  it.each([
    ['relevance without search', '&orderby=relevance', 'rest_no_search_term_defined', 'You need to define a search term to order by relevance.'],
    ['include without include', '&orderby=include', 'rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.'],
  ])('orderby=%s answers 400', async (_, query, code, message) => {
    const res = await anon.get('/cms/v2/posts', query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code, message, data: { status: 400 } });
  });
});

describe('pages', () => {
  const pagesWith = (test: (p: (typeof PUBLISHED_PAGES)[number]) => boolean) => newestFirst(PUBLISHED_PAGES.filter(test).map((p) => p.id));

  it('lists the published pages', async () => {
    const res = await anon.get('/cms/v2/pages');
    expect(idsOf(res.body)).toEqual(newestFirst(PUBLISHED_PAGES.map((p) => p.id)));
    expect(res.headers['x-wp-total']).toBe(String(PUBLISHED_PAGES.length));
  });

  it.each([
    ['parent', '&parent=21', pagesWith((p) => p.parent === 21)],
    ['parent_exclude', '&parent_exclude=21', pagesWith((p) => p.parent !== 21)],
    ['menu_order', '&menu_order=2', pagesWith((p) => p.menu_order === 2)],
  ])('%s narrows the list', async (_, query, ids) => {
    const res = await anon.get('/cms/v2/pages', query);
    expect(idsOf(res.body)).toEqual(ids);
  });

  it('orderby=menu_order sorts by menu order', async () => {
    const res = await anon.get('/cms/v2/pages', '&orderby=menu_order&order=asc');
    expect(idsOf(res.body)).toEqual([...PUBLISHED_PAGES].sort((a, b) => (a.menu_order ?? 0) - (b.menu_order ?? 0) || a.id - b.id).map((p) => p.id));
  });
});
