// DELETE: without force a post moves to the trash (a second time is 410), force=true deletes it for
// good with its revisions; refusals and what the trash does to slugs and lists.
import { describe, expect, it } from 'vitest';
import { client, idsOf, PUBLISHED_POSTS, SUBSCRIBER } from './post-client.js';

describe('DELETE without force', () => {
  it('moves the post to the trash and answers it in edit context, slug suffixed __trashed', async () => {
    const c = client();
    const res = await c.del('/cms/v2/posts/1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, status: 'trash', slug: 'hello-world__trashed', title: { raw: expect.any(String) } });
    expect(res.body._links.self).toBeDefined();
    expect(res.headers.allow).toBe('GET, POST, PUT, PATCH, DELETE');
  });

  it('takes a trashed post out of the default list; status=trash lists it for an editor', async () => {
    const c = client();
    await c.del('/cms/v2/posts/1');
    const list = await c.get('/cms/v2/posts', '&per_page=100');
    const trash = await c.get('/cms/v2/posts', '&status=trash');
    expect(idsOf(list.body)).not.toContain(1);
    expect(list.headers['x-wp-total']).toBe(String(PUBLISHED_POSTS.length - 1));
    expect(idsOf(trash.body)).toEqual([1]);
  });

  it('deleting a trashed post again answers 410 rest_already_trashed', async () => {
    const c = client();
    await c.del('/cms/v2/posts/1');
    const res = await c.del('/cms/v2/posts/1');
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ code: 'rest_already_trashed', message: 'The post has already been deleted.', data: { status: 410 } });
    expect(res.headers.allow).toBe('GET, POST, PUT, PATCH, DELETE');
  });

  it('frees the slug, and gives it back when the post leaves the trash', async () => {
    const c = client();
    await c.del('/cms/v2/posts/1');
    const other = await c.post('/cms/v2/posts', { title: 'Hello world!', status: 'publish' });
    const restored = await c.post('/cms/v2/posts/1', { status: 'publish' });
    expect(other.body.slug).toBe('hello-world');
    expect(restored.body).toMatchObject({ status: 'publish', slug: 'hello-world-2' });
  });
});

describe('DELETE with force=true', () => {
  it('answers {deleted: true, previous} with the post as it was, without links or an Allow header', async () => {
    const c = client();
    await c.del('/cms/v2/posts/1');
    const res = await c.del('/cms/v2/posts/1', '&force=true');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['deleted', 'previous']);
    expect(res.body.deleted).toBe(true);
    expect(res.body.previous).toMatchObject({ id: 1, status: 'trash', slug: 'hello-world__trashed', password: '', generated_slug: 'hello-world' });
    expect(res.body.previous._links).toBeUndefined();
    expect(res.headers.allow).toBeUndefined();
  });

  it('a deleted post is gone: 404 rest_post_invalid_id, and its revisions with it', async () => {
    const c = client();
    await c.post('/cms/v2/posts/3', { title: 'Revised' });
    await c.del('/cms/v2/posts/3', '&force=true');
    const res = await c.get('/cms/v2/posts/3');
    const revisions = await c.get('/cms/v2/posts/3/revisions');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_post_invalid_id');
    expect(revisions.status).toBe(404);
    expect(revisions.body.code).toBe('rest_post_invalid_parent');
  });

  it('deletes a published post straight away, and moves child pages up to its parent', async () => {
    const c = client();
    const res = await c.del('/cms/v2/pages/21', '&force=true');
    const child = await c.get('/cms/v2/pages/22');
    expect(res.body.previous.status).toBe('publish');
    expect(child.body.parent).toBe(0);
  });
});

describe('refusals', () => {
  it.each([
    ['anonymously', null, 401],
    ['as a subscriber', SUBSCRIBER, 403],
  ])('refuses to delete %s: rest_cannot_delete, Allow GET', async (_, auth, status) => {
    const res = await client(auth).del('/cms/v2/posts/1');
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: 'rest_cannot_delete', message: 'Sorry, you are not allowed to delete this post.', data: { status } });
    expect(res.headers.allow).toBe('GET');
  });

  it('a GET turned into DELETE by _method is checked as a DELETE', async () => {
    const res = await client(null).get('/cms/v2/posts/1', '&_method=DELETE');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_cannot_delete');
  });

  it('a missing post is 404 rest_post_invalid_id, even anonymously', async () => {
    const res = await client(null).del('/cms/v2/posts/999999');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_post_invalid_id');
  });
});
