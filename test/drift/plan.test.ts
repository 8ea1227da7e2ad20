import { describe, expect, it } from 'vitest';
import type { Interaction, RecordedRequest } from '../../src/cassette/types.js';
import { addressOf } from '../../src/wp/addressing.js';
import { parsePhpQuery } from '../../src/wp/php-query.js';
import { originRestorer } from '../../src/drift/origin.js';
import { buildPhpQuery, readablePhpQuery } from '../../src/wp/php-query-string.js';
import { planRequest, type Plan, type WireRequest } from '../../src/drift/plan.js';

const SITE = 'https://live.example.org/blog';
const restore = originRestorer(SITE);
const it200 = (request: RecordedRequest, contentType = 'application/json; charset=UTF-8'): Interaction => ({
  request,
  response: { status: 200, headers: { 'Content-Type': contentType } },
});
const plan = (request: RecordedRequest, includeWrites = false, auth?: string): Plan =>
  planRequest(it200(request), { includeWrites, restore, ...(auth ? { auth } : {}) });
const sent = (p: Plan): WireRequest => {
  if (!('send' in p)) throw new Error(`skipped: ${p.reason}`);
  return p.send;
};

describe('planRequest: which recorded requests go to the live site, and how', () => {
  it('addresses a REST read as index.php?rest_route= with the recorded query, which WordPress reads back the same', () => {
    const query = { per_page: '2', categories: ['3', '4'], meta: { key: 'a b&c' }, search: 'café' };
    const wire = sent(plan({ method: 'GET', route: '/cms/v2/posts', query }));
    expect(wire.method).toBe('GET');
    const address = addressOf(wire.path)!;
    expect(address.route).toBe('/cms/v2/posts');
    expect(address.query).toEqual(query);
  });

  it('skips writes unless --include-writes is given, and counts ?_method=DELETE as a write', () => {
    for (const request of [
      { method: 'POST', route: '/cms/v2/posts' },
      { method: 'GET', route: '/cms/v2/posts/1', query: { _method: 'DELETE' } },
    ]) {
      expect(plan(request)).toEqual({ skip: 'write', reason: 'a write (--include-writes sends it)' });
      expect('send' in plan(request, true)).toBe(true);
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect('send' in plan({ method, route: '/cms/v2/posts' })).toBe(true);
  });

  it('never sends a request holding a redacted value, naming the fields, even with --include-writes', () => {
    const json = {
      method: 'POST',
      route: '/cms/v2/users',
      headers: { 'content-type': 'application/json' },
      body: { json: { username: 'ann', password: '[redacted]' } },
    };
    expect(plan(json, true)).toEqual({ skip: 'not replayable', reason: 'holds redacted fields (password)' });
    const form = {
      method: 'POST',
      route: '/x/v1/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: { text: 'user%5Bpassword%5D=%5Bredacted%5D&name=ann' },
    };
    expect(plan(form, true)).toEqual({ skip: 'not replayable', reason: 'holds redacted fields (user[password])' });
    expect(plan({ method: 'GET', route: '/x/v1/feed', query: { api_key: '[redacted]' } })).toEqual({
      skip: 'not replayable',
      reason: 'holds redacted fields (api_key)',
    });
  });

  it("puts the live site's address back where the recorder wrote the placeholder, in the query and the body", () => {
    const query = { url: 'http://recorded-site.invalid/hello/' };
    const body = { json: { link: 'http://recorded-site.invalid/a', id: 1 } };
    const wire = sent(plan({ method: 'POST', route: '/oembed/1.0/proxy', query, headers: { 'content-type': 'application/json' }, body }, true));
    expect(parsePhpQuery(wire.path.split('?')[1]!).url).toBe(`${SITE}/hello/`);
    expect(wire.body!.toString()).toBe('{"link":"https:\\/\\/live.example.org\\/blog\\/a","id":1}');
    expect(wire.headers['content-type']).toBe('application/json');
  });

  it('sends --auth as HTTP Basic', () => {
    expect(sent(plan({ method: 'GET', route: '/cms/v2/users/me' }, false, 'ann:pass word')).headers.Authorization).toBe(
      `Basic ${Buffer.from('ann:pass word').toString('base64')}`,
    );
  });

  it('sends the home page and uploads at their own paths', () => {
    expect(sent(planRequest(it200({ method: 'GET', route: '/' }, 'text/html; charset=UTF-8'), { includeWrites: false, restore })).path).toBe('/');
    expect(sent(plan({ method: 'GET', route: '/wp-content/uploads/2026/01/a.jpg' })).path).toBe('/wp-content/uploads/2026/01/a.jpg');
    expect(sent(plan({ method: 'GET', route: '/' })).path).toBe('/index.php?rest_route=/');
  });
});

describe('PHP query strings', () => {
  it('writes lists with indexes and maps with keys, as http_build_query does', () => {
    const query = { a: ['1', '2'], b: { c: 'd', e: ['f'] }, 'x y': '&=' };
    expect(buildPhpQuery(query)).toBe('a[0]=1&a[1]=2&b[c]=d&b[e][0]=f&x%20y=%26%3D');
    expect(parsePhpQuery(buildPhpQuery(query))).toEqual({ a: ['1', '2'], b: { c: 'd', e: ['f'] }, x_y: '&=' });
  });

  it('shows a query readably, escaping only what would change its meaning', () => {
    expect(readablePhpQuery({ search: 'café/tea', a: ['x&y'] })).toBe('search=café/tea&a[0]=x%26y');
  });
});
