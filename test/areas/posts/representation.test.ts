// How a post or page is represented: fields and their order per context, rendered text, password
// protection, `_links`, `_embed`, `_fields`, the headers of a single post and who may read what.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from '../../../src/scenario/default-content.js';
import { client, EDITOR, ORIGIN, SEED_POSTS, SUBSCRIBER } from './post-client.js';

const anon = client(null);
const admin = client();
const api = (route: string) => `${ORIGIN}/index.php?rest_route=${route}`;
const encoded = (route: string, query: string) => `${ORIGIN}/index.php?rest_route=${encodeURIComponent(route)}&${query}`;

const VIEW_POST = [
  'id',
  'date',
  'date_gmt',
  'guid',
  'modified',
  'modified_gmt',
  'slug',
  'status',
  'type',
  'link',
  'title',
  'content',
  'excerpt',
  'author',
  'featured_media',
  'comment_status',
  'ping_status',
  'sticky',
  'template',
  'format',
  'meta',
  'categories',
  'tags',
  '_links',
];
const EDIT_POST = [
  'id',
  'date',
  'date_gmt',
  'guid',
  'modified',
  'modified_gmt',
  'password',
  'slug',
  'status',
  'type',
  'link',
  'title',
  'content',
  'excerpt',
  'author',
  'featured_media',
  'comment_status',
  'ping_status',
  'sticky',
  'template',
  'format',
  'meta',
  'categories',
  'tags',
  'permalink_template',
  'generated_slug',
  '_links',
];
const VIEW_PAGE = [
  'id',
  'date',
  'date_gmt',
  'guid',
  'modified',
  'modified_gmt',
  'slug',
  'status',
  'type',
  'link',
  'title',
  'content',
  'excerpt',
  'author',
  'featured_media',
  'parent',
  'menu_order',
  'comment_status',
  'ping_status',
  'template',
  'meta',
  '_links',
];
const EMBED_POST = ['id', 'date', 'slug', 'type', 'link', 'title', 'excerpt', 'author', 'featured_media', '_links'];

describe('fields by context', () => {
  it.each([
    ['a post in view context', '/cms/v2/posts/1', '', VIEW_POST],
    ['a post in edit context', '/cms/v2/posts/1', '&context=edit', EDIT_POST],
    ['a post in embed context', '/cms/v2/posts/1', '&context=embed', EMBED_POST],
    ['a page in view context', '/cms/v2/pages/22', '', VIEW_PAGE],
  ])("%s has WordPress's fields in WordPress's order", async (_, route, query, keys) => {
    const res = await admin.get(route, query);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(keys);
  });

  it("view context shows rendered text only; edit context adds raw text, block_version and the guid's raw form", async () => {
    const view = (await anon.get('/cms/v2/posts/1')).body;
    const edit = (await admin.get('/cms/v2/posts/1', '&context=edit')).body;
    const seed = SEED_POSTS[0]!;
    expect(view.title).toEqual({ rendered: seed.title });
    expect(Object.keys(view.content)).toEqual(['rendered', 'protected']);
    expect(edit.title).toEqual({ raw: seed.title, rendered: seed.title });
    expect(edit.content).toEqual({ raw: seed.content, rendered: expect.any(String), protected: false, block_version: 1 });
    expect(edit.excerpt).toEqual({ raw: '', rendered: expect.any(String), protected: false });
    expect(edit.guid).toEqual({ rendered: `${ORIGIN}/?p=1`, raw: `${ORIGIN}/?p=1` });
    expect(edit).toMatchObject({ password: '', permalink_template: `${ORIGIN}/?p=1`, generated_slug: 'hello-world', meta: { footnotes: '' } });
  });

  it('a page links to ?page_id= and carries its parent and menu order', async () => {
    const page = DEFAULT_CONTENT.pages.find((p) => p.id === 22)!;
    const res = await anon.get('/cms/v2/pages/22');
    expect(res.body).toMatchObject({
      link: `${ORIGIN}/?page_id=22`,
      guid: { rendered: `${ORIGIN}/?page_id=22` },
      parent: page.parent,
      menu_order: page.menu_order,
      type: 'page',
    });
  });

  it('terms are listed by term name, whatever order they were given in', async () => {
    const c = client();
    const created = await c.post('/cms/v2/posts', { title: 'Terms', categories: [4, 3], tags: [9, 6] });
    expect(created.body.categories).toEqual([3, 4]);
    expect(created.body.tags).toEqual([9, 6]);
  });
});

describe('rendered text', () => {
  it('block content loses its block comments and is not given paragraphs again', async () => {
    const res = await anon.get('/cms/v2/posts/3');
    expect(res.body.content.rendered).toBe(
      '\n<p>Every component has a test that runs against a mock of the REST API.</p>\n\n\n\n' +
        '<p>The mock answers exactly like the real site, so the tests pass unchanged against both.</p>\n',
    );
  });

  it('classic content gets paragraphs and line breaks, and block_version 0', async () => {
    const res = await admin.post('/cms/v2/posts', { title: 'Classic', content: 'First line\nsecond line\n\nNext paragraph' });
    expect(res.body.content).toMatchObject({ rendered: '<p>First line<br />\nsecond line</p>\n<p>Next paragraph</p>\n', block_version: 0 });
  });

  it('quotes, apostrophes, dashes and ellipses become typographic entities in titles and content', async () => {
    const res = await admin.post('/cms/v2/posts', { title: '"Quoted" -- it\'s...', content: 'A & B' });
    expect(res.body.title.rendered).toBe('&#8220;Quoted&#8221; &#8212; it&#8217;s&#8230;');
    expect(res.body.content.rendered).toBe('<p>A &#038; B</p>\n');
  });

  it('an empty excerpt is generated from the content, stripped of tags', async () => {
    const res = await anon.get('/cms/v2/posts/3');
    expect(res.body.excerpt.rendered).toBe(
      '<p>Every component has a test that runs against a mock of the REST API. The mock answers exactly like the real site, so the tests pass unchanged against both.</p>\n',
    );
  });

  it('a written excerpt is shown as written, in a paragraph', async () => {
    const seed = SEED_POSTS.find((p) => p.excerpt)!;
    const res = await anon.get(`/cms/v2/posts/${seed.id}`);
    expect(res.body.excerpt.rendered).toBe(`<p>${seed.excerpt}</p>\n`);
  });

  it('excerpt_length cuts a generated excerpt after that many words, with [&hellip;]', async () => {
    const res = await anon.get('/cms/v2/posts/3', '&excerpt_length=4');
    expect(res.body.excerpt.rendered).toBe('<p>Every component has a [&hellip;]</p>\n');
  });
});

describe('password protection', () => {
  const locked = SEED_POSTS.find((p) => p.password)!;
  const route = `/cms/v2/posts/${locked.id}`;

  it('hides the content and excerpt of a protected post, saying it is protected', async () => {
    const res = await anon.get(route);
    expect(res.body.content).toEqual({ rendered: '', protected: true });
    expect(res.body.excerpt).toEqual({ rendered: '', protected: true });
    expect(res.body.title.rendered).toBe(locked.title);
  });

  it('shows them when the password argument matches', async () => {
    const res = await anon.get(route, `&password=${locked.password}`);
    expect(res.body.content.rendered).toContain('protected with a password');
    expect(res.body.excerpt.rendered).not.toBe('');
  });

  it('refuses a wrong password with 403 rest_post_incorrect_password', async () => {
    const res = await anon.get(route, '&password=wrong');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'rest_post_incorrect_password', message: 'Incorrect post password.', data: { status: 403 } });
  });

  it('shows them to an editor in edit context, with the password itself', async () => {
    const res = await client(EDITOR).get(route, '&context=edit');
    expect(res.body.password).toBe(locked.password);
    expect(res.body.content.rendered).toContain('protected with a password');
  });
});

describe('_links', () => {
  it('links self, collection, type, author, replies, revisions, attachments and terms, then the curie', async () => {
    const res = await anon.get('/cms/v2/posts/1');
    expect(res.body._links).toEqual({
      self: [{ href: api('/cms/v2/posts/1') }],
      collection: [{ href: api('/cms/v2/posts') }],
      about: [{ href: api('/cms/v2/types/post') }],
      author: [{ embeddable: true, href: api('/cms/v2/users/1') }],
      replies: [{ embeddable: true, href: encoded('/cms/v2/comments', 'post=1') }],
      'version-history': [{ count: 0, href: api('/cms/v2/posts/1/revisions') }],
      'wp:attachment': [{ href: encoded('/cms/v2/media', 'parent=1') }],
      'wp:term': [
        { taxonomy: 'category', embeddable: true, href: encoded('/cms/v2/categories', 'post=1') },
        { taxonomy: 'post_tag', embeddable: true, href: encoded('/cms/v2/tags', 'post=1') },
      ],
      curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
    });
  });

  it('links the featured image and, for a child page, its parent', async () => {
    const featured = SEED_POSTS.find((p) => p.featured_media)!;
    const post = await anon.get(`/cms/v2/posts/${featured.id}`);
    const page = await anon.get('/cms/v2/pages/22');
    expect(post.body._links['wp:featuredmedia']).toEqual([{ embeddable: true, href: api(`/cms/v2/media/${featured.featured_media}`) }]);
    expect(page.body._links.up).toEqual([{ embeddable: true, href: api('/cms/v2/pages/21') }]);
    expect(Object.keys(page.body._links)).toEqual(['self', 'collection', 'about', 'author', 'replies', 'version-history', 'up', 'wp:attachment', 'curies']);
  });

  it('counts revisions and links the latest after an update', async () => {
    const c = client();
    await c.post('/cms/v2/posts/1', { title: 'Hello again' });
    const res = await c.get('/cms/v2/posts/1');
    const latest = (await c.get('/cms/v2/posts/1/revisions')).body[0].id;
    expect(res.body._links['version-history']).toEqual([{ count: 1, href: api('/cms/v2/posts/1/revisions') }]);
    expect(res.body._links['predecessor-version']).toEqual([{ id: latest, href: api(`/cms/v2/posts/1/revisions/${latest}`) }]);
  });

  it('in edit context adds the actions the caller may take', async () => {
    const asAdmin = await admin.get('/cms/v2/posts/1', '&context=edit');
    const asEditor = await client(EDITOR).get('/cms/v2/posts/1', '&context=edit');
    const actions = (links: object) => Object.keys(links).filter((rel) => rel.startsWith('wp:action-'));
    const all = [
      'wp:action-publish',
      'wp:action-unfiltered-html',
      'wp:action-sticky',
      'wp:action-assign-author',
      'wp:action-create-categories',
      'wp:action-assign-categories',
      'wp:action-create-tags',
      'wp:action-assign-tags',
    ];
    expect(actions(asAdmin.body._links)).toEqual(all);
    expect(actions(asEditor.body._links)).toEqual(all);
    expect(asAdmin.body._links['wp:action-publish']).toEqual([{ href: api('/cms/v2/posts/1') }]);
    expect(Object.keys(asAdmin.body._links).at(-1)).toBe('curies');
  });
});

describe('_embed and _fields', () => {
  it("_embed embeds the author and the terms through the site's own routes", async () => {
    const res = await anon.get('/cms/v2/posts/3', '&_embed');
    expect(Object.keys(res.body).slice(-2)).toEqual(['_links', '_embedded']);
    expect(res.body._embedded.author[0]).toMatchObject({ id: 1 });
    expect(res.body._embedded['wp:term'].map((list: { id: number }[]) => list.map((t) => t.id))).toEqual([
      [3, 4],
      [9, 6],
    ]);
  });

  it('_embed embeds the featured image', async () => {
    const featured = SEED_POSTS.find((p) => p.featured_media)!;
    const res = await anon.get(`/cms/v2/posts/${featured.id}`, '&_embed');
    expect(res.body._embedded['wp:featuredmedia'][0]).toMatchObject({ id: featured.featured_media });
  });

  it('_embed=author embeds only the author, in every item of a list', async () => {
    const res = await anon.get('/cms/v2/posts', '&_embed=author&per_page=2');
    for (const item of res.body) expect(Object.keys(item._embedded)).toEqual(['author']);
  });

  it('_fields keeps only the fields asked for, without _links', async () => {
    const res = await anon.get('/cms/v2/posts/1', '&_fields=id,title.rendered,content.protected');
    expect(res.body).toEqual({ id: 1, title: { rendered: SEED_POSTS[0]!.title }, content: { protected: false } });
  });
});

describe('reading one post', () => {
  it("answers with the post's permalink as the alternate Link, and Allow per caller", async () => {
    const asAnon = await anon.get('/cms/v2/posts/1');
    const asAdmin = await admin.get('/cms/v2/posts/1');
    expect(asAnon.headers.link).toBe(`<${ORIGIN}/?p=1>; rel="alternate"; type=text/html`);
    expect(asAnon.headers.allow).toBe('GET');
    expect(asAdmin.headers.allow).toBe('GET, POST, PUT, PATCH, DELETE');
  });

  it.each([
    ['a missing ID', '/cms/v2/posts/999999'],
    ['a page through the posts route', '/cms/v2/posts/21'],
    ['a post through the pages route', '/cms/v2/pages/1'],
  ])('%s is 404 rest_post_invalid_id without an Allow header', async (_, route) => {
    const res = await admin.get(route);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
    expect(res.headers.allow).toBeUndefined();
  });

  it.each([
    ['a draft', 'draft', null, 401],
    ['a private post', 'private', null, 401],
    ['a scheduled post', 'future', SUBSCRIBER, 403],
  ])('%s is refused to a caller who may not read it (rest_forbidden)', async (_, status, auth, code) => {
    const post = SEED_POSTS.find((p) => p.status === status)!;
    const res = await client(auth).get(`/cms/v2/posts/${post.id}`);
    expect(res.status).toBe(code);
    expect(res.body).toEqual({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: code } });
  });

  it('an editor reads a draft, and its date_gmt follows its floating date', async () => {
    const draft = SEED_POSTS.find((p) => p.status === 'draft')!;
    const res = await client(EDITOR).get(`/cms/v2/posts/${draft.id}`);
    expect(res.status).toBe(200);
    expect(res.body.date_gmt).toBe(res.body.date);
  });

  it('context=edit on a post the caller may not edit is refused (rest_forbidden_context)', async () => {
    const res = await client(SUBSCRIBER).get('/cms/v2/posts/1', '&context=edit');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('rest_forbidden_context');
  });
});
