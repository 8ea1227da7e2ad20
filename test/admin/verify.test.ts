import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../../src/app.js';
import { ADMIN, rest } from '../helpers.js';

async function withTraffic() {
  const app = createMockApp();
  const http = request(app.express);
  await http.get(rest('/cms/v2/posts', '&per_page=2&search=hello')).expect(200);
  await http.get(rest('/cms/v2/posts/1')).set('X-Mock-Session', 'w').expect(200);
  await http
    .post(rest('/cms/v2/posts'))
    .set('Authorization', ADMIN)
    .set('X-Trace', 'abc')
    .send({ title: 'Hello', status: 'draft', meta: { a: 1 } })
    .expect(201);
  await http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).send({ title: 'Other', status: 'draft' }).expect(201);
  return http;
}

const verify = async (http: Awaited<ReturnType<typeof withTraffic>>, body: object) => (await http.post('/__mock/verify').send(body).expect(200)).body;

describe('admin API: POST /__mock/verify', () => {
  it('counts requests matching method and route (concrete, pattern or {id} form)', async () => {
    const http = await withTraffic();
    expect(await verify(http, { match: { method: 'POST', route: '/cms/v2/posts' } })).toEqual({ count: 2, holds: true, expected: { atLeast: 1 } });
    expect((await verify(http, { match: { route: '/cms/v2/posts/{id}' } })).count).toBe(1);
    expect((await verify(http, { match: { route: '/cms/v2/posts/(?P<id>[\\d]+)' } })).count).toBe(1);
    expect((await verify(http, { match: { method: ['GET', 'POST'] } })).count).toBe(4);
  });

  it('matches query and body subsets, headers, user and session as a rule does', async () => {
    const http = await withTraffic();
    expect((await verify(http, { match: { query: { per_page: 2 } } })).count).toBe(1);
    expect((await verify(http, { match: { body: { title: 'Hello', meta: { a: 1 } } } })).count).toBe(1);
    expect((await verify(http, { match: { headers: { 'x-trace': 'abc' } } })).count).toBe(1);
    expect((await verify(http, { match: { user: 'admin' } })).count).toBe(2);
    expect((await verify(http, { match: { user: 'anonymous' } })).count).toBe(2);
    expect((await verify(http, { match: { session: 'w' } })).count).toBe(1);
  });

  it('says whether an exact count, atLeast or atMost holds', async () => {
    const http = await withTraffic();
    const post = { method: 'POST', route: '/cms/v2/posts' };
    expect(await verify(http, { match: post, count: 2 })).toEqual({ count: 2, holds: true, expected: { count: 2 } });
    expect(await verify(http, { match: post, count: 1 })).toEqual({ count: 2, holds: false, expected: { count: 1 } });
    expect((await verify(http, { match: post, atLeast: 3 })).holds).toBe(false);
    expect((await verify(http, { match: post, atMost: 2 })).holds).toBe(true);
    expect((await verify(http, { match: post, atLeast: 1, atMost: 1 })).holds).toBe(false);
    expect(await verify(http, { match: { route: '/never' }, count: 0 })).toEqual({ count: 0, holds: true, expected: { count: 0 } });
  });

  it('refuses a pattern it cannot read with a WordPress-shaped 400', async () => {
    const http = await withTraffic();
    const res = await http
      .post('/__mock/verify')
      .send({ match: { verb: 'GET', route: 5 }, count: 2, atLeast: 1 })
      .expect(400);
    expect(res.body.code).toBe('mock_site_invalid_param');
    expect(res.body.data).toEqual({
      status: 400,
      params: {
        'match.verb': 'is not a match key (keys: method, route, query, body, headers, user, session)',
        'match.route': 'must be a string',
        count: 'goes alone: give count, or atLeast and/or atMost',
      },
    });
    expect((await http.post('/__mock/verify').send({}).expect(400)).body.data.params.match).toMatch(/must be a mapping/);
    expect((await http.post('/__mock/verify').send({ match: {}, atMost: -1 }).expect(400)).body.data.params).toEqual({
      atMost: 'must be a whole number from 0',
    });
  });
});
