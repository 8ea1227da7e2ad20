// Issue 22, "learn any WordPress site from its index": the real WordPress (test/real-site/wordpress.sh) is learned
// through the built CLI, and the mock serving what was learned must answer as the site does: every route of the
// real index with the same methods and arguments, the same OPTIONS schemas, the same status and error code for
// invalid requests, and a learned collection that keeps what is written. Skipped, with a line saying how to run
// it, when no WordPress is running.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePath } from '../../src/catalogue/route-pattern-fill.js';
import { runCli } from '../cli/run-cli.js';
import { ADMIN, basic, site } from '../helpers.js';
import { findWordPress, warnSkipped } from './wordpress-site.js';

const wordpress = await findWordPress();
if (!wordpress) warnSkipped(5, 'no WordPress is running', 'bash test/real-site/wordpress.sh start, then npm test');

type Index = { routes: Record<string, Record<string, unknown>>; namespaces: string[] };
const address = (route: string, query = '') => `/index.php?rest_route=${encodeURIComponent(route)}${query}`;
/** Both sites' own addresses as one marker. */
const sameOrigin = (v: unknown) =>
  JSON.stringify(v)
    .replace(/http:\\\/\\\/127\.0\.0\.1:\d+/g, '<origin>')
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, '<origin>');

describe.skipIf(!wordpress)('a real WordPress learned by mock-site learn', () => {
  const { url, user, password } = wordpress ?? { url: '', user: '', password: '' };
  const auth = basic(user, password);
  const out = join(mkdtempSync(join(tmpdir(), 'mock-site-learn-real-')), 'wordpress.yaml');
  let real: Index;
  let mock: ReturnType<typeof site>;

  const ask = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const askMock = async (method: string, path: string, body?: unknown) => {
    const req = mock[method.toLowerCase() as 'get'](path).set('Authorization', ADMIN);
    const res = body ? await req.send(body as object) : await req;
    return { status: res.status, body: res.body as Record<string, unknown> };
  };

  beforeAll(async () => {
    const run = await runCli(['learn', url, '--auth', `${user}:${password}`, '--out', out, '--quiet']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    real = (await ask('GET', address('/'))).body as unknown as Index;
    mock = site({ scenario: out });
  });

  it('lists every route of the real index with equal namespace, methods, endpoints and arguments', async () => {
    const mine = (await mock.get(address('/'))).body as Index;
    expect(mine.namespaces).toEqual(expect.arrayContaining(real.namespaces));
    const differ = Object.keys(real.routes).filter((pattern) => sameOrigin(real.routes[pattern]) !== sameOrigin(mine.routes[pattern]));
    expect(differ).toEqual([]);
  });

  it('answers OPTIONS with the real schemas', async () => {
    const differ: string[] = [];
    for (const pattern of Object.keys(real.routes)) {
      const path = address(samplePath(pattern));
      const theirs = (await ask('OPTIONS', path)).body;
      const mine = (await mock.options(path).set('Authorization', ADMIN)).body as Record<string, unknown>;
      if (sameOrigin(theirs.schema ?? null) !== sameOrigin(mine.schema ?? null)) differ.push(pattern);
    }
    expect(differ).toEqual([]);
  });

  it.each([
    ['GET', '/wp/v2/posts', '&per_page=0', undefined],
    ['GET', '/wp/v2/posts', '&orderby=nope', undefined],
    ['GET', '/wp/v2/posts', '&after=not-a-date', undefined],
    ['GET', '/wp/v2/posts', '&include[]=abc', undefined],
    ['GET', '/wp/v2/tags', '&page=-1', undefined],
    ['GET', '/wp/v2/categories', '&hide_empty=maybe', undefined],
    ['GET', '/wp/v2/comments', '&author_email=not-an-email', undefined],
    ['GET', '/wp/v2/users', '&who=everyone', undefined],
    ['GET', '/wp/v2/search', '&type=bogus', undefined],
    ['GET', '/wp/v2/pages', '&menu_order=x', undefined],
    ['POST', '/wp/v2/categories', '', {}],
    ['POST', '/wp/v2/posts', '', { status: 'bogus' }],
    ['POST', '/wp/v2/users', '', { username: 'learned' }],
    ['POST', '/wp/v2/media/1/edit', '', { src: 'x', rotation: 500 }],
    ['POST', '/wp/v2/settings', '', { posts_per_page: 'lots' }],
    ['DELETE', '/wp/v2/posts/1', '&force=maybe', undefined],
    ['PUT', '/wp/v2/posts', '', undefined],
    ['GET', '/wp/v2/no-such-route', '', undefined],
    ['GET', '/wp-site-health/v1/tests/no-such-test', '', undefined],
  ])('answers an invalid %s %s%s %j with the same status and error code', async (method, route, query, body) => {
    const theirs = await ask(method, address(route, query), body);
    const mine = await askMock(method, address(route, query), body);
    expect(theirs.status).toBeGreaterThanOrEqual(400);
    expect({ status: mine.status, code: mine.body.code }).toEqual({ status: theirs.status, code: theirs.body.code });
  });

  it('keeps what is written to a learned collection: create, list, read, update, delete', async () => {
    const created = await askMock('POST', address('/wp/v2/categories'), { name: 'Learned', description: 'From the index' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await askMock('GET', address('/wp/v2/categories'))).body).toEqual([{ id, name: 'Learned', description: 'From the index' }]);
    expect((await askMock('GET', address(`/wp/v2/categories/${id}`))).body).toMatchObject({ id, name: 'Learned' });
    expect((await askMock('POST', address(`/wp/v2/categories/${id}`), { name: 'Renamed' })).body).toMatchObject({ id, name: 'Renamed' });
    expect((await askMock('DELETE', address(`/wp/v2/categories/${id}`, '&force=true'))).body).toMatchObject({ deleted: true });
    expect((await askMock('GET', address(`/wp/v2/categories/${id}`))).status).toBe(404);
  });
});
