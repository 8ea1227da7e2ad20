// Every date a client sees comes from the scenario clock: the Date header of REST answers, site pages and uploads
// agrees with the `modified` a write stamps, and moves when the admin API moves the session's clock.
import { describe, expect, it } from 'vitest';
import { startMockSite } from '../../src/start.js';

const ADMIN = { Authorization: `Basic ${Buffer.from('admin:mock-site-password').toString('base64')}` };
const START = Date.parse('2026-01-15T09:00:00Z'); // the embedded scenario's clock start
const httpDate = (ms: number) => new Date(ms).toUTCString();

describe('the Date header', () => {
  it("is the scenario clock's time on REST answers, errors and site pages, not the wall clock", async () => {
    const mock = await startMockSite({ port: 0 });
    try {
      for (const address of ['/index.php?rest_route=/cms/v2/posts/1', '/index.php?rest_route=/no/such/route', '/', '/?p=1', '/no-such-page/']) {
        expect((await fetch(`${mock.url}${address}`)).headers.get('date'), address).toBe(httpDate(START));
      }
    } finally {
      await mock.close();
    }
  });

  it("of a write is the instant the write stamped the post's modified_gmt with", async () => {
    const mock = await startMockSite({ port: 0 });
    try {
      const res = await fetch(`${mock.url}/index.php?rest_route=/cms/v2/posts/1`, {
        method: 'PUT',
        headers: { ...ADMIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Stamped' }),
      });
      const post = (await res.json()) as { modified_gmt: string };
      expect(res.headers.get('date')).toBe(httpDate(Date.parse(`${post.modified_gmt}Z`)));
      expect(Date.parse(res.headers.get('date')!)).toBeGreaterThan(START);
      // A read afterwards is answered at the same instant: reads do not move the clock.
      expect((await fetch(`${mock.url}/index.php?rest_route=/cms/v2/posts/1`)).headers.get('date')).toBe(res.headers.get('date'));
    } finally {
      await mock.close();
    }
  });

  it("follows the session's clock when the admin API moves it, in that session only", async () => {
    const mock = await startMockSite({ port: 0 });
    try {
      const moved = await fetch(`${mock.url}/__mock/clock?session=later`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advance: 3600 }),
      });
      expect(moved.status).toBe(200);
      const later = await fetch(`${mock.url}/index.php?rest_route=/`, { headers: { 'X-Mock-Session': 'later' } });
      expect(later.headers.get('date')).toBe(httpDate(START + 3600_000));
      expect((await fetch(`${mock.url}/`, { headers: { 'X-Mock-Session': 'later' } })).headers.get('date')).toBe(httpDate(START + 3600_000));
      expect((await fetch(`${mock.url}/index.php?rest_route=/`)).headers.get('date')).toBe(httpDate(START));
    } finally {
      await mock.close();
    }
  });
});
