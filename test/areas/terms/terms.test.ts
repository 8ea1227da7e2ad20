// cms/v2 categories, tags and taxonomies: WordPress's terms controller (list filters, totals, term_exists,
// no trash) and taxonomies controller, on the seeded default site.
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, rest, site } from '../../helpers.js';

const api = site();
const EDITOR = basic('editor', 'editor-password');
const SUBSCRIBER = basic('subscriber', 'subscriber-password');
let sessions = 0;
/** A fresh isolated session for tests that write. */
const fresh = () => `terms-${++sessions}`;

const get = (route: string, query = '', auth?: string, session = 'terms-read') => {
  const req = api.get(rest(route, query)).set('X-Mock-Session', session);
  return auth ? req.set('Authorization', auth) : req;
};
const send = (
  method: 'post' | 'put' | 'patch' | 'delete',
  route: string,
  body: Record<string, unknown> | null,
  session: string,
  auth: string | null = ADMIN,
  query = '',
) => {
  let req = api[method](rest(route, query)).set('X-Mock-Session', session);
  if (auth) req = req.set('Authorization', auth);
  return body ? req.send(body) : req;
};
const names = (body: { name: string }[]) => body.map((t) => t.name);

describe('term lists', () => {
  it('lists categories by name with their published post counts and totals', async () => {
    const res = await get('/cms/v2/categories');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Engineering', 'Frontend', 'News', 'Releases', 'Uncategorized']);
    expect(res.headers['x-wp-total']).toBe('5');
    expect(res.headers['x-wp-totalpages']).toBe('1');
    const news = res.body.find((t: { slug: string }) => t.slug === 'news');
    expect(news).toMatchObject({
      id: 2,
      count: 5,
      description: 'What happened on the site.',
      name: 'News',
      slug: 'news',
      taxonomy: 'category',
      parent: 0,
      meta: [],
    });
    expect(news.link).toMatch(/\/\?cat=2$/);
  });

  it('writes a term with the fields and links WordPress gives it', async () => {
    const res = await get('/cms/v2/categories/4');
    expect(Object.keys(res.body)).toEqual(['id', 'count', 'description', 'link', 'name', 'slug', 'taxonomy', 'parent', 'meta', '_links']);
    const origin = res.body.link.replace(/\/\?cat=4$/, '');
    expect(res.body._links).toEqual({
      self: [{ href: `${origin}/index.php?rest_route=/cms/v2/categories/4` }],
      collection: [{ href: `${origin}/index.php?rest_route=/cms/v2/categories` }],
      about: [{ href: `${origin}/index.php?rest_route=/cms/v2/taxonomies/category` }],
      up: [{ embeddable: true, href: `${origin}/index.php?rest_route=/cms/v2/categories/3` }],
      'wp:post_type': [{ href: `${origin}/index.php?rest_route=%2Fcms%2Fv2%2Fposts&categories=4` }],
      curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
    });
  });

  it('writes tags without a parent and links them by slug', async () => {
    const res = await get('/cms/v2/tags/9');
    expect(res.body).not.toHaveProperty('parent');
    expect(res.body).toMatchObject({ taxonomy: 'post_tag', slug: 'rest-api' });
    expect(res.body.link).toMatch(/\/\?tag=rest-api$/);
  });

  it('answers a page past the end with an empty list, the totals and a prev link', async () => {
    const res = await get('/cms/v2/categories', '&page=999');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-wp-total']).toBe('5');
    expect(res.headers.link).toMatch(/<[^>]+\?rest_route=%2Fcms%2Fv2%2Fcategories&page=1>; rel="prev"$/);
  });

  it('pages with per_page and links the next page keeping the query', async () => {
    const res = await get('/cms/v2/tags', '&per_page=2&orderby=id');
    expect(res.body.map((t: { id: number }) => t.id)).toEqual([6, 7]);
    expect(res.headers['x-wp-totalpages']).toBe('2');
    expect(res.headers.link).toMatch(/rest_route=%2Fcms%2Fv2%2Ftags&per_page=2&orderby=id&page=2>; rel="next"$/);
  });

  it.each([
    ['post=3 lists the terms assigned to a post', '&post=3', ['Engineering', 'Frontend']],
    ['parent=0 lists top-level categories', '&parent=0', ['Engineering', 'News', 'Releases', 'Uncategorized']],
    ['parent=3 lists the children of a category', '&parent=3', ['Frontend']],
    ['include limits to ids', '&include=2,5', ['News', 'Releases']],
    ['exclude leaves ids out', '&exclude=1,2,3', ['Frontend', 'Releases']],
    ['search matches names', '&search=eng', ['Engineering']],
    ['slug matches exactly', '&slug=news', ['News']],
    ['orderby=count order=desc sorts by post count', '&orderby=count&order=desc&per_page=2', ['Engineering', 'News']],
    ['orderby=include follows the include order', '&include=5,2,4&orderby=include', ['Releases', 'News', 'Frontend']],
  ])('%s', async (_name, query, expected) => {
    const res = await get('/cms/v2/categories', query);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
  });

  it('hide_empty leaves out terms without published posts', async () => {
    const session = fresh();
    await send('post', '/cms/v2/tags', { name: 'unused' }, session);
    expect(names((await get('/cms/v2/tags', '', undefined, session)).body)).toContain('unused');
    expect(names((await get('/cms/v2/tags', '&hide_empty=true', undefined, session)).body)).toEqual(['accessibility', 'performance', 'rest-api', 'testing']);
  });

  it('hide_empty keeps an empty category whose child has posts', async () => {
    const session = fresh();
    await send('post', '/cms/v2/categories', { name: 'Parent only' }, session);
    const parent = (await get('/cms/v2/categories', '&search=parent', undefined, session)).body[0].id;
    await send('post', '/cms/v2/categories/4', { parent }, session);
    expect(names((await get('/cms/v2/categories', '&hide_empty=1', undefined, session)).body)).toContain('Parent only');
  });

  it('refuses post= for a post that does not exist with 400 rest_post_invalid_id', async () => {
    const res = await get('/cms/v2/tags', '&post=9999');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 400 } });
  });

  it('refuses post= for a draft to anonymous callers with rest_forbidden_context', async () => {
    const res = await get('/cms/v2/categories', '&post=15');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_forbidden_context');
    expect(res.body.message).toBe('Sorry, you are not allowed to view terms for this post.');
  });

  it('answers an unknown term with 404 rest_term_invalid', async () => {
    const res = await get('/cms/v2/categories/9');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_term_invalid', message: 'Term does not exist.', data: { status: 404 } });
  });
});

describe('term writes', () => {
  it('creates a category: 201, Location and the term in edit context', async () => {
    const session = fresh();
    const res = await send('post', '/cms/v2/categories', { name: 'Temporary category', description: 'to be deleted' }, session);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 10,
      count: 0,
      description: 'to be deleted',
      name: 'Temporary category',
      slug: 'temporary-category',
      taxonomy: 'category',
      parent: 0,
    });
    expect(res.headers.location).toMatch(/\/index\.php\?rest_route=\/cms\/v2\/categories\/10$/);
    expect((await get('/cms/v2/categories/10', '', undefined, session)).status).toBe(200);
  });

  it('answers a duplicate name with 400 term_exists, the term id and additional_data', async () => {
    const res = await send('post', '/cms/v2/categories', { name: 'news' }, fresh());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'term_exists',
      message: 'A term with the name provided already exists with this parent.',
      data: { status: 400, term_id: 2 },
      additional_data: [2, 2],
    });
  });

  it('says "in this taxonomy" for a duplicate tag', async () => {
    const res = await send('post', '/cms/v2/tags', { name: 'Testing' }, fresh());
    expect(res.body.code).toBe('term_exists');
    expect(res.body.message).toBe('A term with the name provided already exists in this taxonomy.');
  });

  it('allows the same name under another parent and makes its slug unique with the parent slug', async () => {
    const res = await send('post', '/cms/v2/categories', { name: 'News', parent: 3 }, fresh());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'News', parent: 3, slug: 'news-engineering' });
  });

  it('numbers a slug that is already taken', async () => {
    const session = fresh();
    const res = await send('post', '/cms/v2/tags', { name: 'Speed', slug: 'performance' }, session);
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe('performance-2');
  });

  it('escapes an ampersand in a name as WordPress stores it', async () => {
    const res = await send('post', '/cms/v2/tags', { name: '  Food & <b>Drink</b> ' }, fresh());
    expect(res.body).toMatchObject({ name: 'Food &amp; Drink', slug: 'food-drink' });
  });

  it('requires a name (400 rest_missing_callback_param)', async () => {
    const res = await send('post', '/cms/v2/categories', { description: 'no name' }, fresh());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): name', data: { status: 400, params: ['name'] } });
  });

  it('refuses a parent that does not exist with 400 rest_term_invalid', async () => {
    const res = await send('post', '/cms/v2/categories', { name: 'Orphan', parent: 99 }, fresh());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest_term_invalid', message: 'Parent term does not exist.', data: { status: 400 } });
  });

  it('refuses a parent for tags with rest_taxonomy_not_hierarchical', async () => {
    const res = await send('post', '/cms/v2/tags', { name: 'Child tag', parent: 6 }, fresh());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_taxonomy_not_hierarchical');
  });

  it.each([
    ['anonymous', null, 401],
    ['a subscriber', SUBSCRIBER, 403],
  ])('refuses category creation to %s with rest_cannot_create', async (_who, auth, status) => {
    const res = await send('post', '/cms/v2/categories', { name: 'Nope' }, fresh(), auth);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: 'rest_cannot_create', message: 'Sorry, you are not allowed to create terms in this taxonomy.', data: { status } });
  });

  it('updates a term and answers it in edit context', async () => {
    const session = fresh();
    const res = await send('patch', '/cms/v2/categories/5', { name: 'Release notes', description: 'Every release.' }, session, EDITOR);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 5, name: 'Release notes', slug: 'releases', description: 'Every release.' });
  });

  it('refuses a slug another term of the same parent has with duplicate_term_slug', async () => {
    const res = await send('post', '/cms/v2/categories/5', { slug: 'news' }, fresh());
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('duplicate_term_slug');
    expect(res.body.message).toBe('The slug &#8220;news&#8221; is already in use by another term.');
  });

  it('looks the term up before the capability: 404 for anonymous updates of unknown terms', async () => {
    const res = await send('post', '/cms/v2/tags/999', { name: 'x' }, fresh(), null);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_term_invalid');
  });

  it('refuses updates to anonymous callers with 401 rest_cannot_update', async () => {
    const res = await send('post', '/cms/v2/tags/6', { name: 'x' }, fresh(), null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'rest_cannot_update', message: 'Sorry, you are not allowed to edit this term.', data: { status: 401 } });
  });

  it('answers DELETE without force with 501 rest_trash_not_supported', async () => {
    const res = await send('delete', '/cms/v2/tags/6', null, fresh());
    expect(res.status).toBe(501);
    expect(res.body).toEqual({
      code: 'rest_trash_not_supported',
      message: "Terms do not support trashing. Set 'force=true' to delete.",
      data: { status: 501 },
    });
  });

  it('deletes with force=true, answering {deleted, previous} and taking the term off posts', async () => {
    const session = fresh();
    const res = await send('delete', '/cms/v2/tags/9', null, session, ADMIN, '&force=true');
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBe(true);
    expect(res.body.previous).toMatchObject({ id: 9, name: 'rest-api', count: 4 });
    expect(res.body.previous).not.toHaveProperty('_links');
    expect(res.headers.allow).toBeUndefined();
    expect((await get('/cms/v2/tags/9', '', undefined, session)).status).toBe(404);
    expect((await get('/cms/v2/tags', '&post=3', undefined, session)).body.map((t: { id: number }) => t.id)).toEqual([6]);
  });

  it('moves the children of a deleted category up to its parent', async () => {
    const session = fresh();
    await send('delete', '/cms/v2/categories/3', null, session, ADMIN, '&force=true');
    expect((await get('/cms/v2/categories/4', '', undefined, session)).body.parent).toBe(0);
  });

  it('refuses to delete the default category', async () => {
    const res = await send('delete', '/cms/v2/categories/1', null, fresh(), ADMIN, '&force=true');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'rest_cannot_delete', message: 'The term cannot be deleted.', data: { status: 500 } });
  });

  it('keeps each session its own terms', async () => {
    const a = fresh();
    await send('post', '/cms/v2/tags', { name: 'only-in-a' }, a);
    expect(names((await get('/cms/v2/tags', '&search=only', undefined, a)).body)).toEqual(['only-in-a']);
    expect((await get('/cms/v2/tags', '&search=only', undefined, fresh())).body).toEqual([]);
  });
});

describe('terms in a batch', () => {
  it('creates tags through /batch/v1, as WordPress lets terms batch', async () => {
    const session = fresh();
    const res = await api
      .post(rest('/batch/v1'))
      .set('X-Mock-Session', session)
      .set('Authorization', ADMIN)
      .send({
        requests: [
          { path: '/cms/v2/tags', body: { name: 'batch-tag' } },
          { path: '/cms/v2/tags', body: { name: 'batch-tag' } },
        ],
      });
    expect(res.status).toBe(207);
    expect(res.body.responses.map((r: { status: number }) => r.status)).toEqual([201, 400]);
    expect(res.body.responses[1].body.code).toBe('term_exists');
  });
});

describe('links', () => {
  it('points every _links href of a term, a tag and a taxonomy at a served route', async () => {
    const bodies = [(await get('/cms/v2/categories/4')).body, (await get('/cms/v2/tags/6')).body, (await get('/cms/v2/taxonomies/category')).body];
    const hrefs = bodies
      .flatMap((b) =>
        Object.values(b._links as Record<string, { href: string }[]>)
          .flat()
          .map((l) => l.href),
      )
      .filter((h) => h.includes('rest_route='));
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) {
      const url = new URL(href);
      const res = await api.get(`${url.pathname}${url.search}`);
      expect([href, res.status]).toEqual([href, 200]);
    }
  });
});

describe('taxonomies', () => {
  it('lists category and post_tag keyed by slug', async () => {
    const res = await get('/cms/v2/taxonomies');
    expect(Object.keys(res.body)).toEqual(['category', 'post_tag']);
    expect(res.body.category).toMatchObject({
      name: 'Categories',
      slug: 'category',
      hierarchical: true,
      types: ['post'],
      rest_base: 'categories',
      rest_namespace: 'cms/v2',
    });
    expect(res.body.category).not.toHaveProperty('capabilities');
  });

  it('shows capabilities and labels in edit context', async () => {
    const res = await get('/cms/v2/taxonomies/post_tag', '&context=edit', ADMIN);
    expect(res.body.capabilities).toEqual({
      manage_terms: 'manage_post_tags',
      edit_terms: 'edit_post_tags',
      delete_terms: 'delete_post_tags',
      assign_terms: 'assign_post_tags',
    });
    expect(res.body.labels.singular_name).toBe('Tag');
  });

  it('narrows to a post type with type=', async () => {
    expect(await get('/cms/v2/taxonomies', '&type=page').then((r) => r.body)).toEqual({});
  });

  it('answers an unknown taxonomy with 404 rest_taxonomy_invalid', async () => {
    const res = await get('/cms/v2/taxonomies/genre');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_taxonomy_invalid', message: 'Invalid taxonomy.', data: { status: 404 } });
  });
});
