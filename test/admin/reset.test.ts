import { describe, expect, it } from 'vitest';
import { ADMIN, rest, mockApp } from '../helpers.js';

const write = (http: ReturnType<typeof mockApp>['http'], session: string, title: string) =>
  http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).set('X-Mock-Session', session).send({ title, status: 'publish' }).expect(201);

const titles = async (http: ReturnType<typeof mockApp>['http'], session: string) =>
  ((await http.get(rest('/cms/v2/posts', '&per_page=100&_fields=title')).set('X-Mock-Session', session)).body as { title: { rendered: string } }[]).map(
    (p) => p.title.rendered,
  );

describe('admin API: POST /__mock/reset', () => {
  it('puts every session back at the seed and names them', async () => {
    const { http, app } = mockApp();
    await write(http, 'a', 'Written in a');
    await write(http, 'b', 'Written in b');
    const res = await http.post('/__mock/reset').expect(200);
    expect(res.body).toEqual({ reset: ['a', 'b'] });
    expect(await titles(http, 'a')).not.toContain('Written in a');
    expect(await titles(http, 'b')).not.toContain('Written in b');
    expect(app.site.store.state('a')!.ticks).toBe(0);
  });

  it('resets only the session named with ?session=', async () => {
    const { http } = mockApp();
    await write(http, 'a', 'Written in a');
    await write(http, 'b', 'Written in b');
    expect((await http.post('/__mock/reset?session=a').expect(200)).body).toEqual({ reset: ['a'] });
    expect(await titles(http, 'a')).not.toContain('Written in a');
    expect(await titles(http, 'b')).toContain('Written in b');
  });

  it('takes machines, counters and clock moves back to the seed too', async () => {
    const { http, app } = mockApp();
    const session = app.site.store.session('default');
    const seeded = { ...session.state.counters }; // the seed's own counters (stores' last ids)
    session.put('machines', 'job', 'done');
    session.put('counters', 'rule:poll', 3);
    await session.commit();
    await http.put('/__mock/clock').send({ advance: 3600 }).expect(200);
    await http.post('/__mock/reset?session=default').expect(200);
    const state = app.site.store.state('default')!;
    expect(state.machines).toEqual({});
    expect(state.counters).toEqual(seeded);
    expect((await http.get('/__mock/clock').expect(200)).body.now).toBe('2026-01-15T09:00:00.000Z');
  });

  it('empties the request journal of the sessions it resets, so verify counts from the reset on', async () => {
    const { http } = mockApp();
    await write(http, 'a', 'one');
    await write(http, 'b', 'two');
    await http.post('/__mock/reset?session=a').expect(200);
    const journal = (await http.get('/__mock/journal').expect(200)).body as { session: string }[];
    expect(journal.map((e) => e.session)).toEqual(['b']);
    await http.post('/__mock/reset').expect(200);
    expect((await http.get('/__mock/journal').expect(200)).body).toEqual([]);
  });
});
