import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../../src/app.js';
import type { Session } from '../../src/store/session.js';

function mock() {
  const app = createMockApp();
  return { app, http: request(app.express), store: app.site.store };
}

/** A write the way a handler makes one: tick, put, commit. */
async function addPost(session: Session, title: string): Promise<number> {
  const id = session.nextId('post');
  session.tick();
  session.put('posts', id, { ...session.all('posts').find((p) => p.type === 'post')!, id, title });
  await session.commit();
  return id;
}

describe('admin API: sessions', () => {
  it('lists every session with its record counts and writes', async () => {
    const { http, store } = mock();
    store.session('default');
    await addPost(store.session('worker-1'), 'one');
    const res = await http
      .get('/__mock/sessions')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    const posts = Object.keys(store.session('default').state.posts).length;
    expect(res.body).toEqual([
      { name: 'default', records: { posts, terms: expect.any(Number), users: 3, comments: expect.any(Number), files: 0 }, writes: 0 },
      { name: 'worker-1', records: { posts: posts + 1, terms: expect.any(Number), users: 3, comments: expect.any(Number), files: 0 }, writes: 1 },
    ]);
  });

  it('lists nothing before any session was used', async () => {
    const { http } = mock();
    expect((await http.get('/__mock/sessions').expect(200)).body).toEqual([]);
  });

  it('resets a session to the scenario seed', async () => {
    const { http, store } = mock();
    const id = await addPost(store.session('w'), 'written');
    const res = await http.post('/__mock/sessions/w/reset').expect(200);
    expect(res.body).toMatchObject({ name: 'w', writes: 0 });
    expect(store.session('w').get('posts', id)).toBeUndefined();
    expect(store.session('w').state.ticks).toBe(0);
  });

  it('resetting a session not used yet creates it from the seed', async () => {
    const { http, store } = mock();
    await http.post('/__mock/sessions/fresh/reset').expect(200);
    expect(store.names()).toEqual(['fresh']);
  });

  it('deletes a session and answers with what it held', async () => {
    const { http, store } = mock();
    await addPost(store.session('w'), 'written');
    const res = await http.delete('/__mock/sessions/w').expect(200);
    expect(res.body).toMatchObject({ deleted: true, previous: { name: 'w', writes: 1 } });
    expect(store.has('w')).toBe(false);
    expect((await http.get('/__mock/sessions')).body).toEqual([]);
  });

  it('answers 404 mock_site_no_session, shaped as a WordPress error, when deleting an unknown session', async () => {
    const { http } = mock();
    const res = await http
      .delete('/__mock/sessions/nobody')
      .expect(404)
      .expect('Content-Type', /application\/json/);
    expect(res.body).toEqual({
      code: 'mock_site_no_session',
      message: '[mock-site] no session "nobody". See GET /__mock/sessions for the sessions there are.',
      data: { status: 404 },
    });
  });

  it('takes session names with any characters, URL-encoded', async () => {
    const { http, store } = mock();
    store.session('suite a/test 1');
    await http.delete(`/__mock/sessions/${encodeURIComponent('suite a/test 1')}`).expect(200);
    expect(store.names()).toEqual([]);
  });

  it('resets and deletes one session without touching the others', async () => {
    const { http, store } = mock();
    const ids = await Promise.all(['a', 'b', 'c'].map((n) => addPost(store.session(n), `${n}-post`)));
    await http.post('/__mock/sessions/a/reset').expect(200);
    await http.delete('/__mock/sessions/b').expect(200);
    expect(store.session('a').get('posts', ids[0]!)).toBeUndefined();
    expect(store.session('c').get('posts', ids[2]!)?.title).toBe('c-post');
  });

  it('answers an unknown admin route with 404 mock_site_no_admin_route', async () => {
    const { http } = mock();
    const res = await http.get('/__mock/sessions/a').expect(404);
    expect(res.body).toMatchObject({ code: 'mock_site_no_admin_route', data: { status: 404 } });
  });
});
