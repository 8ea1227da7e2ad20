// The static kind: a fixed answer, the same bytes on every call.
import { describe, expect, it } from 'vitest';
import { rest } from '../helpers.js';
import { kindSite } from './kind-site.js';

const ROUTE = '/agentproto/v1/.well-known/oauth-protected-resource';
const BODY = { success: true, items: [{ id: 1, url: 'https://example.org/a/b' }], note: '{{request.query.x}} stays as written' };

describe('static', () => {
  it('answers its status, headers and body', async () => {
    const http = kindSite([[ROUTE, { kind: 'static', status: 418, headers: { 'X-Teapot': 'yes', 'Cache-Control': 'max-age=60' }, body: BODY }]]);
    const res = await http.get(rest(ROUTE, '&x=1')).expect(418);
    expect(res.body).toEqual(BODY);
    expect(res.headers['x-teapot']).toBe('yes');
    expect(res.headers['cache-control']).toBe('max-age=60');
  });

  it('answers the same bytes to any request, written as WordPress encodes JSON', async () => {
    const http = kindSite([[ROUTE, { kind: 'static', body: BODY }]]);
    const a = await http.get(rest(ROUTE)).expect(200);
    const b = await http.post(rest(ROUTE, '&other=1')).send({ x: 1 }).expect(200);
    expect(b.text).toBe(a.text);
    expect(a.text).toContain('https:\\/\\/example.org\\/a\\/b');
  });

  it('_fields filters it like any answer (a scenario route bound to it)', async () => {
    const http = kindSite([], {
      routes: [{ path: '/my/v1/static', namespace: 'my/v1', endpoints: [{ methods: ['GET'], args: {}, bind: { kind: 'static', body: BODY } }] }],
    });
    expect((await http.get(rest('/my/v1/static', '&_fields=success')).expect(200)).body).toEqual({ success: true });
    expect((await http.get(rest('/my/v1/static')).expect(200)).body).toEqual(BODY);
  });

  it('without a body answers null', async () => {
    const res = await kindSite([[ROUTE, { kind: 'static', status: 204 }]])
      .get(rest(ROUTE))
      .expect(204);
    expect(res.text).toBe('');
  });
});
