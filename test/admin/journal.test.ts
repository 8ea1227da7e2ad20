import { describe, expect, it } from 'vitest';
import { ADMIN, rest, mockApp } from '../helpers.js';

describe('admin API: GET /__mock/journal', () => {
  it('lists each REST request with time, method, route, query, status, session, user, what answered and duration', async () => {
    const { http } = mockApp();
    await http.get(rest('/cms/v2/posts', '&per_page=2')).expect(200);
    await http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).set('X-Mock-Session', 'w').send({ title: 'T' }).expect(201);
    await http.get(rest('/cms/v2/nothing')).expect(404);
    const res = await http.get('/__mock/journal').expect(200);
    expect(res.body).toEqual([
      {
        id: 1,
        time: '2026-01-15T09:00:00.000Z',
        method: 'GET',
        route: '/cms/v2/posts',
        query: { per_page: '2' },
        status: 200,
        session: 'default',
        user: null,
        answeredBy: 'posts.list',
        duration: expect.any(Number),
      },
      {
        id: 2,
        time: '2026-01-15T09:00:01.000Z',
        method: 'POST',
        route: '/cms/v2/posts',
        query: {},
        status: 201,
        session: 'w',
        user: 'admin',
        answeredBy: 'posts.create',
        duration: expect.any(Number),
      },
      {
        id: 3,
        time: '2026-01-15T09:00:00.000Z',
        method: 'GET',
        route: '/cms/v2/nothing',
        query: {},
        status: 404,
        session: 'default',
        user: null,
        answeredBy: 'protocol',
        duration: expect.any(Number),
      },
    ]);
  });

  it("gives the last N with ?limit=N, oldest first, and one session's with ?session=", async () => {
    const { http } = mockApp();
    for (const n of [1, 2, 3]) await http.get(rest(`/cms/v2/posts/${n}`)).set('X-Mock-Session', n === 2 ? 'two' : 'default');
    const last = (await http.get('/__mock/journal?limit=2').expect(200)).body as { route: string }[];
    expect(last.map((e) => e.route)).toEqual(['/cms/v2/posts/2', '/cms/v2/posts/3']);
    const two = (await http.get('/__mock/journal?session=two').expect(200)).body as { route: string }[];
    expect(two.map((e) => e.route)).toEqual(['/cms/v2/posts/2']);
  });

  it('records the method after _method and refusals before dispatch (bad credentials) as protocol', async () => {
    const { http } = mockApp();
    await http.get(rest('/cms/v2/posts/1', '&_method=DELETE')).set('Authorization', 'Basic eDp5').expect(401);
    const [entry] = (await http.get('/__mock/journal').expect(200)).body as { method: string; status: number; answeredBy: string }[];
    expect(entry).toMatchObject({ method: 'DELETE', status: 401, answeredBy: 'protocol' });
  });

  it('keeps a bounded number of requests: the oldest go first', async () => {
    const { http, app } = mockApp({ journalSize: 3 });
    for (const n of [1, 2, 3, 4, 5]) await http.get(rest(`/cms/v2/posts/${n}`));
    expect(app.journal.entries().map((e) => e.route)).toEqual(['/cms/v2/posts/3', '/cms/v2/posts/4', '/cms/v2/posts/5']);
  });

  it('keeps 1,000 requests by default', () => {
    expect(mockApp().app.journal.capacity).toBe(1000);
  });

  it('does not journal admin calls or pages outside the REST API', async () => {
    const { http } = mockApp();
    await http.get('/__mock/sessions').expect(200);
    await http.get('/').expect(200);
    expect((await http.get('/__mock/journal').expect(200)).body).toEqual([]);
  });

  it('refuses a limit that is not a whole number from 1', async () => {
    const { http } = mockApp();
    const res = await http.get('/__mock/journal?limit=0').expect(400);
    expect(res.body).toMatchObject({ code: 'mock_site_invalid_param', data: { status: 400, params: { limit: 'must be a whole number from 1' } } });
  });
});
