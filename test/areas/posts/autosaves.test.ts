// Autosaves: one per user and post, answered 200 in edit context with a preview link; the author of a
// draft autosaves into the draft itself.
import { describe, expect, it } from 'vitest';
import { client, EDITOR, ORIGIN, SEED_POSTS } from './post-client.js';

const AUTOSAVE_EDIT = [
  'author',
  'date',
  'date_gmt',
  'id',
  'modified',
  'modified_gmt',
  'parent',
  'slug',
  'guid',
  'title',
  'content',
  'excerpt',
  'preview_link',
  '_links',
];

describe('autosaving a published post', () => {
  it('stores an autosave revision and answers 200 with it in edit context', async () => {
    const c = client();
    const res = await c.post('/cms/v2/posts/1/autosaves', { title: 'Autosaved title', content: '<p>Autosaved content.</p>' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(AUTOSAVE_EDIT);
    expect(res.body).toMatchObject({
      author: 1,
      parent: 1,
      slug: '1-autosave-v1',
      title: { raw: 'Autosaved title', rendered: 'Autosaved title' },
      content: { raw: '<p>Autosaved content.</p>', rendered: '<p>Autosaved content.</p>\n' },
      excerpt: { raw: '', rendered: '' },
      preview_link: expect.stringMatching(new RegExp(`^${ORIGIN}/\\?p=1&preview_id=1&preview_nonce=[0-9a-f]{10}&preview=true$`)),
    });
    expect(res.headers.allow).toBe('GET, POST');
    expect((await c.get('/cms/v2/posts/1')).body.title.rendered).toBe(SEED_POSTS[0]!.title);
  });

  it('lists the autosaves without paging headers, and reads the newest through the item route', async () => {
    const c = client();
    const saved = (await c.post('/cms/v2/posts/1/autosaves', { title: 'Autosaved title' })).body;
    const list = await c.get('/cms/v2/posts/1/autosaves');
    const one = await c.get(`/cms/v2/posts/1/autosaves/${saved.id}`);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([saved.id]);
    expect(list.body[0].preview_link).toBeUndefined();
    expect(list.headers['x-wp-total']).toBeUndefined();
    expect(one.body).toEqual(list.body[0]);
  });

  it('keeps one autosave per user: a second one overwrites the first', async () => {
    const c = client();
    const first = (await c.post('/cms/v2/posts/1/autosaves', { title: 'One' })).body;
    const second = (await c.post('/cms/v2/posts/1/autosaves', { content: 'Two' })).body;
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ title: { raw: 'One' }, content: { raw: 'Two' } });
    const other = (await c.as(EDITOR).post('/cms/v2/posts/1/autosaves', { title: 'Edith' })).body;
    expect(other.id).not.toBe(first.id);
    expect((await c.get('/cms/v2/posts/1/autosaves')).body).toHaveLength(2);
  });

  it("an autosave no different from the post removes the caller's autosave: 400 rest_autosave_no_changes", async () => {
    const c = client();
    await c.post('/cms/v2/posts/1/autosaves', { title: 'One' });
    await c.as(EDITOR).post('/cms/v2/posts/1/autosaves', { title: 'Edith' });
    const same = await c.post('/cms/v2/posts/1/autosaves', { title: SEED_POSTS[0]!.title });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({
      code: 'rest_autosave_no_changes',
      message: 'There is nothing to save. The autosave and the post content are the same.',
      data: { status: 400 },
    });
    expect((await c.get('/cms/v2/posts/1/autosaves')).body.map((r: { author: number }) => r.author)).toEqual([2]);
  });

  it("counts autosaves in the post's version history", async () => {
    const c = client();
    const saved = (await c.post('/cms/v2/posts/1/autosaves', { title: 'One' })).body;
    const post = (await c.get('/cms/v2/posts/1')).body;
    expect(post._links['version-history'][0].count).toBe(1);
    expect(post._links['predecessor-version'][0].id).toBe(saved.id);
  });
});

describe('autosaving a draft', () => {
  it("the draft's author updates the draft itself: its ID, parent 0, no slug, no date yet", async () => {
    const c = client();
    const draft = (await c.post('/cms/v2/posts', { title: 'Draft for autosave', status: 'draft' })).body;
    const res = await c.post(`/cms/v2/posts/${draft.id}/autosaves`, { title: 'Draft autosaved title' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: draft.id,
      parent: 0,
      slug: '',
      date: null,
      date_gmt: null,
      title: { raw: 'Draft autosaved title' },
      preview_link: `${ORIGIN}/?p=${draft.id}&preview=true`,
    });
    expect(res.body._links).toBeUndefined();
    expect((await c.get(`/cms/v2/posts/${draft.id}`)).body.title.rendered).toBe('Draft autosaved title');
    expect((await c.get(`/cms/v2/posts/${draft.id}/revisions`)).body).toEqual([]);
  });

  it("another user's autosave of a draft is an autosave revision", async () => {
    const c = client();
    const draft = SEED_POSTS.find((p) => p.status === 'draft' && (p.author ?? 1) === 1)!;
    const res = await c.as(EDITOR).post(`/cms/v2/posts/${draft.id}/autosaves`, { title: 'Edith was here' });
    expect(res.body).toMatchObject({ parent: draft.id, author: 2, slug: `${draft.id}-autosave-v1` });
    expect((await c.get(`/cms/v2/posts/${draft.id}`, '&context=edit')).body.title.raw).toBe(draft.title);
  });
});

describe('refusals', () => {
  it('an anonymous caller may not autosave: 401 rest_cannot_edit', async () => {
    const res = await client(null).post('/cms/v2/posts/1/autosaves', { title: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_cannot_edit');
  });

  it('an anonymous caller may not list autosaves: 401 rest_cannot_read', async () => {
    const res = await client(null).get('/cms/v2/posts/1/autosaves');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'rest_cannot_read', message: 'Sorry, you are not allowed to view autosaves of this post.', data: { status: 401 } });
  });

  it.each([
    ['autosaving a missing post', 'post', '/cms/v2/posts/999999/autosaves', 'rest_post_invalid_id', 'Invalid post ID.'],
    ['listing autosaves of a missing post', 'get', '/cms/v2/posts/999999/autosaves', 'rest_post_invalid_parent', 'Invalid post parent ID.'],
    ['reading an autosave that does not exist', 'get', '/cms/v2/posts/1/autosaves/5', 'rest_post_no_autosave', 'There is no autosave revision for this post.'],
  ] as const)('%s is 404', async (_, method, route, code, message) => {
    const res = await client()[method](route);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code, message, data: { status: 404 } });
  });
});
