import { describe, expect, it } from 'vitest';
import { ADMIN, rest, mockApp } from '../helpers.js';

const createdAt = async (http: ReturnType<typeof mockApp>['http'], session = 'default') =>
  (
    (await http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).set('X-Mock-Session', session).send({ title: 'T', status: 'publish' }).expect(201))
      .body as { date_gmt: string }
  ).date_gmt;

describe('admin API: /__mock/clock', () => {
  it('answers the scenario clock of a session', async () => {
    const { http } = mockApp();
    expect((await http.get('/__mock/clock').expect(200)).body).toEqual({ session: 'default', now: '2026-01-15T09:00:00.000Z' });
  });

  it('sets the clock: later writes are dated from there, one second each', async () => {
    const { http } = mockApp();
    const res = await http.put('/__mock/clock').send({ set: '2027-03-01T12:00:00Z' }).expect(200);
    expect(res.body).toEqual({ session: 'default', now: '2027-03-01T12:00:00.000Z' });
    expect(await createdAt(http)).toBe('2027-03-01T12:00:01');
    expect(await createdAt(http)).toBe('2027-03-01T12:00:02');
  });

  it('advances the clock by seconds, and back with a negative number', async () => {
    const { http } = mockApp();
    expect((await http.put('/__mock/clock').send({ advance: 86400 }).expect(200)).body.now).toBe('2026-01-16T09:00:00.000Z');
    expect((await http.put('/__mock/clock').send({ advance: -3600 }).expect(200)).body.now).toBe('2026-01-16T08:00:00.000Z');
    expect(await createdAt(http)).toBe('2026-01-16T08:00:01');
  });

  it('moves only the session named, and keeps the move in the session state', async () => {
    const { http, app } = mockApp();
    await http.put('/__mock/clock?session=w').send({ advance: 60 }).expect(200);
    expect((await http.get('/__mock/clock?session=w')).body.now).toBe('2026-01-15T09:01:00.000Z');
    expect((await http.get('/__mock/clock')).body.now).toBe('2026-01-15T09:00:00.000Z');
    expect(await createdAt(http, 'default')).toBe('2026-01-15T09:00:01');
    const seeded = app.site.store.session('fresh').state.counters; // the seed's own counters (stores' last ids)
    expect(app.site.store.state('w')!.counters).toEqual({ ...seeded, 'mock_site.clock': 60_000 });
  });

  it('refuses anything but one of set or advance with a WordPress-shaped 400', async () => {
    const { http } = mockApp();
    for (const body of [{}, { set: '2027-01-01T00:00:00Z', advance: 5 }, { set: 'tomorrow' }, { advance: '5' }]) {
      const res = await http.put('/__mock/clock').send(body).expect(400);
      expect(res.body).toMatchObject({ code: 'mock_site_invalid_param', data: { status: 400 } });
      expect(res.body.message).toMatch(/^\[mock-site\] PUT \/__mock\/clock/);
    }
  });
});
