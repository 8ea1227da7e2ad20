import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../../src/app.js';
import { loadScenario } from '../../src/scenario/load.js';
import type { Scenario } from '../../src/model/scenario.js';
import { ADMIN, rest } from '../helpers.js';

function mock(scenario?: Scenario) {
  const app = createMockApp(scenario ? { scenario } : {});
  return { app, http: request(app.express) };
}

describe('admin API: GET/PUT /__mock/state', () => {
  it('dumps a session with every table, its ids and clock ticks', async () => {
    const { http } = mock();
    const res = await http
      .get('/__mock/state?session=w')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(Object.keys(res.body).sort()).toEqual([
      'comments',
      'counters',
      'files',
      'ids',
      'machines',
      'options',
      'posts',
      'records',
      'terms',
      'ticks',
      'users',
    ]);
    expect(res.body.users['1']).toMatchObject({ id: 1, username: 'admin' });
    expect(res.body.ticks).toBe(0);
  });

  it('dumps the default session without ?session=', async () => {
    const { http, app } = mock();
    await http.get('/__mock/state').expect(200);
    expect(app.site.store.names()).toEqual(['default']);
  });

  it('loads a dump into another session, which then answers from it', async () => {
    const { http } = mock();
    await http
      .post(rest('/cms/v2/posts'))
      .set('Authorization', ADMIN)
      .set('X-Mock-Session', 'a')
      .send({ title: 'Carried over', status: 'publish' })
      .expect(201);
    const dump = (await http.get('/__mock/state?session=a').expect(200)).body;
    const loaded = await http.put('/__mock/state?session=b').send(dump).expect(200);
    expect(loaded.body).toMatchObject({ name: 'b', writes: 1 });
    const posts = (await http.get(rest('/cms/v2/posts', '&_fields=title')).set('X-Mock-Session', 'b').expect(200)).body as { title: { rendered: string } }[];
    expect(posts[0]!.title.rendered).toBe('Carried over');
    expect((await http.get('/__mock/state?session=b')).body).toEqual(dump);
  });

  it('replaces what the session held, rows it had and the dump has not included', async () => {
    const { http, app } = mock();
    const dump = (await http.get('/__mock/state?session=a').expect(200)).body;
    delete dump.posts['1'];
    await http.put('/__mock/state?session=a').send(dump).expect(200);
    expect(app.site.store.session('a').get('posts', 1)).toBeUndefined();
    await http.get(rest('/cms/v2/posts/1')).set('X-Mock-Session', 'a').expect(404);
  });

  it('refuses a body that is not a session state with a WordPress-shaped 400 naming each problem', async () => {
    const { http, app } = mock();
    const dump = (await http.get('/__mock/state?session=a').expect(200)).body;
    dump.posts['1'].title = 5;
    dump.posts['7'] = dump.posts['2'];
    delete dump.ids;
    dump.extra = true;
    const res = await http
      .put('/__mock/state?session=a')
      .send(dump)
      .expect(400)
      .expect('Content-Type', /application\/json/);
    expect(res.body.code).toBe('mock_site_invalid_param');
    expect(res.body.data.status).toBe(400);
    expect(res.body.data.params).toEqual({
      'posts.1.title': 'must be a string (got number 5)',
      'posts.7': 'is stored under "7" but its key is "2"',
      ids: 'must be {post, term, comment} (got nothing)',
      extra: expect.stringContaining('is not a part of a session state'),
    });
    expect(res.body.message).toMatch(/^\[mock-site\] PUT \/__mock\/state: not a session state \(.*posts\.1\.title must be a string/);
    expect(app.site.store.session('a').get('posts', 1)?.title).not.toBe(5);
  });

  it('refuses a list, a missing table and invalid JSON', async () => {
    const { http } = mock();
    expect((await http.put('/__mock/state').send([1]).expect(400)).body.data.params).toEqual({ state: expect.stringContaining('must be a mapping') });
    const dump = (await http.get('/__mock/state').expect(200)).body;
    delete dump.records;
    expect((await http.put('/__mock/state').send(dump).expect(400)).body.data.params).toEqual({ records: 'must be a mapping of id → row (got nothing)' });
    const bad = await http.put('/__mock/state').set('Content-Type', 'application/json').send('{"posts":').expect(400);
    expect(bad.body).toMatchObject({ code: 'mock_site_invalid_json', data: { status: 400 } });
  });

  it('refuses machine states the scenario does not have', async () => {
    const base = loadScenario();
    const scenario: Scenario = {
      ...base,
      machines: [{ name: 'job', initial: 'queued', states: ['queued', 'done'], source: { file: 'x.yaml', line: 1, col: 1 } }],
    };
    const { http } = mock(scenario);
    const dump = (await http.get('/__mock/state').expect(200)).body;
    dump.machines = { job: 'exploded', other: 'x' };
    const res = await http.put('/__mock/state').send(dump).expect(400);
    expect(res.body.data.params).toEqual({
      'machines.job': 'must be one of queued, done (got "exploded")',
      'machines.other': 'is not a machine of the scenario (machines: job)',
    });
    dump.machines = { job: 'done' };
    await http.put('/__mock/state').send(dump).expect(200);
  });
});
