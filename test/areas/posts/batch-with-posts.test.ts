// POST /batch/v1 with the posts handlers behind it: creates, updates and deletes really happen (or,
// with require-all-validate and an invalid request, nothing does).
import { BAD_STATUS } from '../../helpers.js';
import { describe, expect, it } from 'vitest';
import { client, ORIGIN, PUBLISHED_POSTS } from './post-client.js';

const requests = [
  { method: 'POST', path: '/cms/v2/posts', body: { title: 'Batch post 1', status: 'publish' } },
  { method: 'POST', path: '/cms/v2/posts', body: { title: 'Batch post 2 (invalid)', status: 'bogus' } },
  { method: 'POST', path: '/cms/v2/pages', body: { title: 'Batch page', status: 'publish' } },
];

describe('batch of post writes', () => {
  it('with normal validation runs the valid creates and reports the invalid one inline (207)', async () => {
    const c = client();
    const res = await c.post('/batch/v1', { validation: 'normal', requests });
    expect(res.status).toBe(207);
    const [post, invalid, page] = res.body.responses;
    expect(post.status).toBe(201);
    expect(post.headers).toEqual({ Location: `${ORIGIN}/index.php?rest_route=/cms/v2/posts/${post.body.id}`, Allow: 'GET, POST' });
    expect(post.body).toMatchObject({
      slug: 'batch-post-1',
      status: 'publish',
      title: { raw: 'Batch post 1' },
      categories: [1],
      generated_slug: 'batch-post-1',
    });
    expect(post.body._links['wp:action-publish']).toBeDefined();
    expect(invalid).toEqual({ body: BAD_STATUS, status: 400, headers: { Allow: 'GET, POST' } });
    expect(page).toMatchObject({ status: 201, body: { type: 'page', slug: 'batch-page', id: post.body.id + 1 } });

    const list = await c.get('/cms/v2/posts');
    expect(list.body[0].id).toBe(post.body.id);
    expect(list.headers['x-wp-total']).toBe(String(PUBLISHED_POSTS.length + 1));
  });

  it('with require-all-validate runs nothing when one request is invalid', async () => {
    const c = client();
    const res = await c.post('/batch/v1', { validation: 'require-all-validate', requests });
    expect(res.status).toBe(207);
    expect(res.body).toEqual({ failed: 'validation', responses: [null, { body: BAD_STATUS, status: 400, headers: [] }, null] });
    const list = await c.get('/cms/v2/posts');
    expect(list.headers['x-wp-total']).toBe(String(PUBLISHED_POSTS.length));
  });

  it('updates and deletes existing posts, each with its own permission check and 404', async () => {
    const c = client();
    const res = await c.post('/batch/v1', {
      requests: [
        { method: 'PUT', path: '/cms/v2/posts/1', body: { title: 'Batched title' } },
        { method: 'DELETE', path: '/cms/v2/posts/2' },
        { method: 'DELETE', path: '/cms/v2/posts/999999?force=true' },
      ],
    });
    const [update, trash, missing] = res.body.responses;
    expect(update).toMatchObject({ status: 200, body: { id: 1, title: { raw: 'Batched title' } } });
    expect(trash).toMatchObject({ status: 200, body: { id: 2, status: 'trash' } });
    expect(missing).toEqual({ body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } }, status: 404, headers: [] });
    expect((await c.get('/cms/v2/posts/1')).body.title.rendered).toBe('Batched title');
  });

  it("runs every sub-request as the batch's caller: an anonymous batch creates nothing", async () => {
    const c = client(null);
    const res = await c.post('/batch/v1', { requests: [requests[0]] });
    expect(res.body.responses[0]).toEqual({
      body: { code: 'rest_cannot_create', message: 'Sorry, you are not allowed to create posts as this user.', data: { status: 401 } },
      status: 401,
      headers: { Allow: 'GET' },
    });
  });

  it('twenty-five creates in one batch all land, with consecutive IDs', async () => {
    const c = client();
    const many = Array.from({ length: 25 }, (_, i) => ({ path: '/cms/v2/posts', body: { title: `Bulk ${i}`, status: 'publish' } }));
    const res = await c.post('/batch/v1', { requests: many });
    const ids = res.body.responses.map((r: { body: { id: number } }) => r.body.id);
    expect(res.body.responses.every((r: { status: number }) => r.status === 201)).toBe(true);
    expect(ids).toEqual(ids.map((_: number, i: number) => ids[0] + i));
    expect((await c.get('/cms/v2/posts')).headers['x-wp-total']).toBe(String(PUBLISHED_POSTS.length + 25));
  });
});
