// Creating (201 + Location) and updating (POST, PUT, PATCH) posts and pages with wp_insert_post()'s
// rules: defaults, unique slugs, dates and scheduling, stickiness, terms, authors, parents, refusals.
import { describe, expect, it } from 'vitest';
import { ADMIN, client, EDITOR, ORIGIN, SEED_POSTS, SUBSCRIBER } from './post-client.js';

/** The scenario clock: frozen start, one second per write. */
const CLOCK_START = Date.parse('2026-01-15T09:00:00Z');
const afterWrites = (n: number) => new Date(CLOCK_START + n * 1000).toISOString().slice(0, 19);

describe('create', () => {
  it('answers 201 with the new post in edit context and its unencoded Location', async () => {
    const c = client();
    const res = await c.post('/cms/v2/posts', {
      title: 'Reference post A',
      content: '<p>Original content of A.</p>',
      excerpt: 'A excerpt',
      status: 'publish',
      categories: [],
      tags: [],
    });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`${ORIGIN}/index.php?rest_route=/cms/v2/posts/${res.body.id}`);
    expect(res.headers.allow).toBe('GET, POST');
    expect(res.body).toMatchObject({
      date: afterWrites(1),
      date_gmt: afterWrites(1),
      modified: afterWrites(1),
      password: '',
      slug: 'reference-post-a',
      status: 'publish',
      type: 'post',
      title: { raw: 'Reference post A', rendered: 'Reference post A' },
      content: { raw: '<p>Original content of A.</p>', rendered: '<p>Original content of A.</p>\n', protected: false, block_version: 0 },
      excerpt: { raw: 'A excerpt', rendered: '<p>A excerpt</p>\n', protected: false },
      author: 1,
      featured_media: 0,
      comment_status: 'open',
      ping_status: 'open',
      sticky: false,
      template: '',
      format: 'standard',
      categories: [],
      tags: [],
      generated_slug: 'reference-post-a',
    });
  });

  it('takes the next ID and the next second of the scenario clock, the same in every fresh session', async () => {
    const [a, b] = await Promise.all([client().post('/cms/v2/posts', { title: 'Same' }), client().post('/cms/v2/posts', { title: 'Same' })]);
    expect(a.body.id).toBe(b.body.id);
    expect(a.body.date).toBe(b.body.date);
  });

  it('creates a draft in the default category unless told otherwise', async () => {
    const res = await client().post('/cms/v2/posts', { title: 'Just a title' });
    expect(res.body).toMatchObject({ status: 'draft', slug: '', categories: [1], generated_slug: 'just-a-title' });
  });

  it('refuses a post without title, content and excerpt: 400 empty_content', async () => {
    const res = await client().post('/cms/v2/posts', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'empty_content', message: 'Content, title, and excerpt are empty.', data: { status: 400 } });
  });

  it('creates an empty page (pages have no excerpt, so WordPress does not refuse them)', async () => {
    const res = await client().post('/cms/v2/pages', {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'page', status: 'draft', parent: 0, menu_order: 0, comment_status: 'closed' });
  });

  it.each([
    ['anonymously', null, 401],
    ['as a subscriber', SUBSCRIBER, 403],
  ])('refuses to create %s: rest_cannot_create', async (_, auth, status) => {
    const res = await client(auth).post('/cms/v2/posts', { title: 'No' });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: 'rest_cannot_create', message: 'Sorry, you are not allowed to create posts as this user.', data: { status } });
  });

  it('refuses to create with an ID: 400 rest_post_exists', async () => {
    const res = await client().post('/cms/v2/posts', { id: 5, title: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_post_exists');
  });

  it('reads title, content and excerpt given as {raw}', async () => {
    const res = await client().post('/cms/v2/posts', { title: { raw: 'Raw title' }, content: { raw: 'Raw body' }, excerpt: { raw: 'Raw excerpt' } });
    expect(res.body.title.raw).toBe('Raw title');
    expect(res.body.content.raw).toBe('Raw body');
    expect(res.body.excerpt.raw).toBe('Raw excerpt');
  });

  it('stores meta.footnotes, format, featured media (an image only) and a password', async () => {
    const image = SEED_POSTS.find((p) => p.featured_media)!.featured_media;
    const res = await client().post('/cms/v2/posts', { title: 'Rich', meta: { footnotes: '[]' }, format: 'aside', featured_media: image, password: 'pw' });
    expect(res.body).toMatchObject({ meta: { footnotes: '[]' }, format: 'aside', featured_media: image, password: 'pw', content: { protected: true } });
    const missing = await client().post('/cms/v2/posts', { title: 'Rich', featured_media: 999 });
    expect(missing.body.featured_media).toBe(0);
  });
});

describe('slugs', () => {
  it('makes the slug from the title, unique within the post type (hello-world-2)', async () => {
    const res = await client().post('/cms/v2/posts', { title: 'Hello world!', status: 'publish' });
    expect(res.body.slug).toBe('hello-world-2');
  });

  it('numbers repeated explicit slugs -2, -3 (never -1), drafts included', async () => {
    const c = client();
    const first = await c.post('/cms/v2/posts', { title: 'A', slug: 'same-slug', status: 'publish' });
    const second = await c.post('/cms/v2/posts', { title: 'B', slug: 'same-slug', status: 'publish' });
    const draft = await c.post('/cms/v2/posts', { title: 'Same slug draft', slug: 'same-slug', status: 'draft' });
    expect([first.body.slug, second.body.slug, draft.body.slug]).toEqual(['same-slug', 'same-slug-2', 'same-slug-3']);
    expect(draft.body.generated_slug).toBe('same-slug-draft');
  });

  it("lets a page share a post's slug, and pages under different parents share slugs", async () => {
    const c = client();
    const page = await c.post('/cms/v2/pages', { title: 'Hello world!', status: 'publish' });
    const child = await c.post('/cms/v2/pages', { title: 'Team', parent: 23, status: 'publish' });
    expect(page.body.slug).toBe('hello-world');
    expect(child.body.slug).toBe('team');
  });

  it('sanitizes an explicit slug', async () => {
    const res = await client().post('/cms/v2/posts', { title: 'x', slug: 'My Slug!', status: 'publish' });
    expect(res.body.slug).toBe('my-slug');
  });
});

describe('dates and status', () => {
  it('schedules a post published with a future date, and publishes a scheduled one with a past date', async () => {
    const c = client();
    const ahead = await c.post('/cms/v2/posts', { title: 'Later', status: 'publish', date: '2030-01-01T10:00:00' });
    const due = await c.post('/cms/v2/posts', { title: 'Already', status: 'future', date: '2020-01-01T10:00:00' });
    expect(ahead.body).toMatchObject({ status: 'future', date: '2030-01-01T10:00:00', date_gmt: '2030-01-01T10:00:00' });
    expect(due.body).toMatchObject({ status: 'publish', date: '2020-01-01T10:00:00', modified: '2020-01-01T10:00:00' });
  });

  it('reads date_gmt as GMT and a date with a zone in that zone', async () => {
    const c = client();
    const gmt = await c.post('/cms/v2/posts', { title: 'g', status: 'publish', date_gmt: '2025-06-01T08:00:00' });
    const zoned = await c.post('/cms/v2/posts', { title: 'z', status: 'publish', date: '2025-06-01T10:00:00+02:00' });
    expect(gmt.body.date_gmt).toBe('2025-06-01T08:00:00');
    expect(zoned.body.date_gmt).toBe('2025-06-01T08:00:00');
  });

  it("a draft's date floats until it is published, then takes the time of publication", async () => {
    const c = client();
    const draft = await c.post('/cms/v2/posts', { title: 'Floating' });
    const edited = await c.post(`/cms/v2/posts/${draft.body.id}`, { content: 'More' });
    const published = await c.post(`/cms/v2/posts/${draft.body.id}`, { status: 'publish' });
    expect(draft.body.date).toBe(afterWrites(1));
    expect(edited.body.date).toBe(afterWrites(2));
    expect(published.body).toMatchObject({ status: 'publish', date: afterWrites(3), date_gmt: afterWrites(3) });
  });
});

describe('update', () => {
  it.each([['post'], ['put'], ['patch']] as const)('%s updates the post and answers it in edit context', async (method) => {
    const c = client();
    const res = await c[method]('/cms/v2/posts/1', { title: 'Hello edited' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, title: { raw: 'Hello edited' }, modified: afterWrites(1), slug: 'hello-world', password: '' });
    expect(res.headers.allow).toBe('GET, POST, PUT, PATCH, DELETE');
  });

  it('keeps what the request does not mention, and gives a post without categories the default one', async () => {
    const c = client();
    const created = await c.post('/cms/v2/posts', { title: 'No categories', categories: [] });
    const updated = await c.patch(`/cms/v2/posts/${created.body.id}`, { excerpt: 'x' });
    expect(created.body.categories).toEqual([]);
    expect(updated.body).toMatchObject({ title: { raw: 'No categories' }, excerpt: { raw: 'x' }, categories: [1] });
  });

  it('drops term IDs that do not exist in the taxonomy', async () => {
    const res = await client().post('/cms/v2/posts/1', { categories: [2, 999, 6], tags: [6, 2] });
    expect(res.body.categories).toEqual([2]);
    expect(res.body.tags).toEqual([6]);
  });

  it('answers a missing ID with 404 rest_post_invalid_id, before any permission check', async () => {
    for (const auth of [ADMIN, null]) {
      const res = await client(auth).post('/cms/v2/posts/999999', { title: 'x' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
    }
  });

  it.each([
    ['anonymously', null, 401],
    ['as a subscriber', SUBSCRIBER, 403],
  ])('refuses to update %s: rest_cannot_edit', async (_, auth, status) => {
    const res = await client(auth).put('/cms/v2/pages/21', { title: 'x' });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: 'rest_cannot_edit', message: 'Sorry, you are not allowed to edit this post.', data: { status } });
  });

  it("an editor edits another user's post and may make it sticky", async () => {
    const res = await client(EDITOR).post('/cms/v2/posts/1', { sticky: true });
    expect(res.body.sticky).toBe(true);
  });

  it.each([
    ['an author that does not exist', { author: 999 }, 'rest_invalid_author', 'Invalid author ID.'],
    ['a parent that does not exist', { parent: 999 }, 'rest_post_invalid_id', 'Invalid post parent ID.'],
  ])('refuses %s with 400', async (_, body, code, message) => {
    const res = await client().post('/cms/v2/pages/22', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code, message, data: { status: 400 } });
  });

  it('refuses a template the theme does not have', async () => {
    const res = await client().post('/cms/v2/posts/1', { template: 'wide.php' });
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ template: 'template is not one of .' });
  });

  it.each([
    ['a sticky post with a password', '/cms/v2/posts', { title: 'x', sticky: true, password: 'pw' }, 'A post can not be sticky and have a password.'],
    ['a password on a sticky post', '/cms/v2/posts/2', { password: 'pw' }, 'A sticky post can not be password protected.'],
    [
      'stickiness on a protected post',
      `/cms/v2/posts/${SEED_POSTS.find((p) => p.password)!.id}`,
      { sticky: true },
      'A password protected post can not be set to sticky.',
    ],
  ])('refuses %s: 400 rest_invalid_field', async (_, route, body, message) => {
    const res = await client().post(route, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest_invalid_field', message, data: { status: 400 } });
  });

  it('moving a page under its own child drops the parent instead of making a loop', async () => {
    const res = await client().post('/cms/v2/pages/21', { parent: 22 });
    expect(res.body.parent).toBe(0);
  });
});
