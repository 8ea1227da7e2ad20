// POST /batch/v1 (WP_REST_Server::serve_batch_request_v1): 207 Multi-Status, one envelope per request,
// validation before anything runs, each request with its own permission check.
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, rest, site, BAD_STATUS, NO_ROUTE } from '../helpers.js';

const api = site();
const BATCH = rest('/batch/v1');

interface Sub {
  method?: string;
  path: string;
  body?: Record<string, unknown>;
}

const batch = (requests: Sub[], extra: Record<string, unknown> = {}, authorization: string | null = ADMIN) => {
  const req = api.post(BATCH).send({ ...extra, requests });
  return authorization ? req.set('Authorization', authorization) : req;
};

const NOT_BATCHABLE = { code: 'rest_batch_not_allowed', message: 'The requested route does not support batch requests.', data: { status: 400 } };

const VALID_POST: Sub = { method: 'POST', path: '/cms/v2/posts', body: { title: 'Batch post', status: 'publish' } };
const INVALID_POST: Sub = { method: 'POST', path: '/cms/v2/posts', body: { status: 'bogus' } };
const VALID_PAGE: Sub = { method: 'POST', path: '/cms/v2/pages', body: { status: 'draft' } };

describe('POST /batch/v1', () => {
  it('answers 207 with one {body, status, headers} per request, running the valid ones', async () => {
    const res = await batch([VALID_POST, INVALID_POST, VALID_PAGE], { validation: 'normal' });
    expect(res.status).toBe(207);
    expect(res.headers.allow).toBe('POST');
    expect(Object.keys(res.body)).toEqual(['responses']);
    const [first, second, third] = res.body.responses;
    expect(res.body.responses).toHaveLength(3);
    for (const entry of res.body.responses) expect(Object.keys(entry)).toEqual(['body', 'status', 'headers']);
    expect(first).toMatchObject({ status: 201, headers: { Allow: 'GET, POST' }, body: { id: expect.any(Number) } });
    expect(second).toEqual({ body: BAD_STATUS, status: 400, headers: { Allow: 'GET, POST' } });
    expect(third).toMatchObject({ status: 201, headers: { Allow: 'GET, POST' }, body: { id: expect.any(Number) } });
  });

  it('sends a request without method as POST', async () => {
    const res = await batch([{ path: '/cms/v2/posts', body: { title: 'Batch post' } }]);
    expect(res.body.responses[0].status).toBe(201);
  });

  it.each([
    ['as the administrator', ADMIN, 'GET, POST'],
    ['anonymously', null, 'GET'],
  ])('refuses a route without allow_batch with 400 rest_batch_not_allowed and the Allow header in its envelope (%s)', async (_, authorization, allow) => {
    const res = await batch([{ method: 'POST', path: '/cms/v2/media', body: {} }], {}, authorization);
    expect(res.status).toBe(207);
    expect(res.body.responses).toEqual([{ body: NOT_BATCHABLE, status: 400, headers: { Allow: allow } }]);
  });

  it('checks allow_batch before the arguments: a non-batchable route never reports its missing arguments', async () => {
    const res = await batch([{ method: 'POST', path: '/sitetool/v1/file/read', body: {} }]);
    expect(res.body.responses[0]).toMatchObject({ body: NOT_BATCHABLE, status: 400 });
  });

  it.each([
    ['an unknown path', { method: 'POST', path: '/cms/v2/nope', body: {} }],
    ['an unknown namespace', { method: 'POST', path: '/nope/v1/things' }],
    ['a method the route does not have', { method: 'DELETE', path: '/cms/v2/posts' }],
  ])('answers %s with 404 rest_no_route and `headers: []`', async (_, sub) => {
    const res = await batch([sub]);
    expect(res.status).toBe(207);
    expect(res.body.responses).toEqual([{ body: NO_ROUTE, status: 404, headers: [] }]);
  });

  it('reads the query string of a sub-request path', async () => {
    const res = await batch([
      { method: 'DELETE', path: '/cms/v2/posts/1?force=true' },
      { method: 'DELETE', path: '/cms/v2/posts/1?force=maybe' },
    ]);
    const [forced, invalid] = res.body.responses;
    expect(forced).toMatchObject({ status: 200, body: { deleted: true, previous: expect.any(Object) } });
    expect(invalid).toMatchObject({
      status: 400,
      body: { code: 'rest_invalid_param', data: { params: { force: 'force is not of type boolean.' } } },
    });
  });

  it('with require-all-validate and one invalid request answers 207 {failed: "validation"} and runs nothing', async () => {
    const res = await batch([VALID_POST, INVALID_POST, VALID_PAGE], { validation: 'require-all-validate' });
    expect(res.status).toBe(207);
    expect(res.body).toEqual({ failed: 'validation', responses: [null, { body: BAD_STATUS, status: 400, headers: [] }, null] });
  });

  it('with require-all-validate lists a non-batchable route among the failures', async () => {
    const res = await batch([VALID_POST, { method: 'POST', path: '/cms/v2/media' }], { validation: 'require-all-validate' });
    expect(res.body).toEqual({ failed: 'validation', responses: [null, { body: NOT_BATCHABLE, status: 400, headers: [] }] });
  });

  it('with require-all-validate and only valid requests runs them all', async () => {
    const res = await batch([VALID_POST, VALID_PAGE], { validation: 'require-all-validate' });
    expect(res.status).toBe(207);
    expect(Object.keys(res.body)).toEqual(['responses']);
    expect(res.body.responses.map((r: { status: number }) => r.status)).toEqual([201, 201]);
  });

  it('is open to anonymous callers, each request checking its own permission (401 inside)', async () => {
    const res = await batch([{ method: 'POST', path: '/cms/v2/posts', body: { status: 'publish' } }], {}, null);
    expect(res.status).toBe(207);
    expect(res.headers.allow).toBe('POST');
    expect(res.body).toEqual({
      responses: [
        {
          body: { code: 'rest_cannot_create', message: 'Sorry, you are not allowed to create posts as this user.', data: { status: 401 } },
          status: 401,
          headers: { Allow: 'GET' },
        },
      ],
    });
  });

  it("runs each request as the batch's caller: a subscriber is refused with 403 inside", async () => {
    const res = await batch([{ method: 'DELETE', path: '/cms/v2/posts/2' }], {}, basic('subscriber', 'subscriber-password'));
    expect(res.body.responses[0]).toEqual({
      body: { code: 'rest_cannot_delete', message: 'Sorry, you are not allowed to delete this post.', data: { status: 403 } },
      status: 403,
      headers: { Allow: 'GET' },
    });
  });

  it('refuses more than 25 requests with 400 on the whole batch', async () => {
    const res = await batch(Array.from({ length: 26 }, (_, i) => ({ path: '/cms/v2/posts', body: { slug: `b${i}` } })));
    expect(res.status).toBe(400);
    expect(res.headers.allow).toBe('POST');
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): requests',
      data: {
        status: 400,
        params: { requests: 'requests must contain at most 25 items.' },
        details: { requests: { code: 'rest_too_many_items', message: 'requests must contain at most 25 items.', data: null } },
      },
    });
  });

  it('accepts exactly 25 requests', async () => {
    const res = await batch(Array.from({ length: 25 }, () => ({ path: '/cms/v2/posts' })));
    expect(res.status).toBe(207);
    expect(res.body.responses).toHaveLength(25);
  });

  it('refuses GET as a sub-request method with 400 on the whole batch', async () => {
    const res = await batch([{ method: 'GET', path: '/cms/v2/posts' }]);
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ requests: 'requests[0][method] is not one of POST, PUT, PATCH, and DELETE.' });
    expect(res.body.data.details.requests.code).toBe('rest_not_in_enum');
  });

  it('refuses a batch without requests with 400 rest_missing_callback_param', async () => {
    const res = await api.post(BATCH).set('Authorization', ADMIN).send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): requests', data: { status: 400, params: ['requests'] } });
  });

  it('answers GET /batch/v1 with 404 rest_no_route', async () => {
    const res = await api.get(BATCH).set('Authorization', ADMIN);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NO_ROUTE);
    expect(res.headers.allow).toBeUndefined();
  });
});
