import { describe, expect, it } from 'vitest';
import { createMockApp } from '../../src/app.js';
import { RuleSet } from '../../src/rules/rule-set.js';
import { compileRules } from '../../src/rules/compile-rules.js';
import type { RestRequest } from '../../src/wp/request.js';
import { ADMIN, rest, site } from '../helpers.js';
import { ruleScenario, type RuleInput } from './rule-scenario.js';

const ok = (body: unknown = { ruled: true }) => [{ body }];
const ruled = (...rules: RuleInput[]) => site({ scenario: ruleScenario(rules) });

describe('rules: matching', () => {
  it.each([
    ['a concrete path', '/cms/v2/posts/5'],
    ['a WordPress pattern', '/cms/v2/posts/(?P<id>[\\d]+)'],
    ['the {id} form', '/cms/v2/posts/{id}'],
    ['a trailing slash and other case', '/CMS/v2/Posts/5/'],
  ])('a route written as %s matches its requests', async (_, route) => {
    const http = ruled({ match: { route }, respond: ok() });
    expect((await http.get(rest('/cms/v2/posts/5')).expect(200)).body).toEqual({ ruled: true });
  });

  it('a rule for one path leaves the others to their routes', async () => {
    const http = ruled({ match: { route: '/cms/v2/posts/5' }, respond: ok() });
    const res = await http.get(rest('/cms/v2/posts/1')).expect(200);
    expect(res.body).toMatchObject({ id: 1, type: 'post' });
  });

  it('answers at /wp-json/ as at rest_route', async () => {
    const http = ruled({ match: { route: '/cms/v2/posts/5' }, respond: ok() });
    expect((await http.get('/wp-json/cms/v2/posts/5').expect(200)).body).toEqual({ ruled: true });
  });

  it('a rule answers a path no catalogue route has', async () => {
    const http = ruled({ match: { route: '/my-plugin/v1/things/{id}', method: 'GET' }, respond: ok({ thing: '{{request.params.id}}' }) });
    expect((await http.get(rest('/my-plugin/v1/things/abc')).expect(200)).body).toEqual({ thing: 'abc' });
    const none = await http.get(rest('/my-plugin/v1/other')).expect(404);
    expect(none.body.code).toBe('rest_no_route');
  });

  it('a rule answers a method its route does not declare', async () => {
    const http = ruled({ match: { route: '/cms/v2/types', method: 'POST' }, respond: [{ status: 202, body: { accepted: true } }] });
    expect((await http.post(rest('/cms/v2/types')).expect(202)).body).toEqual({ accepted: true });
  });

  it.each([
    ['GET', 'GET', true],
    ['GET', 'HEAD', true],
    ['GET', 'POST', false],
    [['PUT', 'PATCH'], 'PATCH', true],
    [['PUT', 'PATCH'], 'DELETE', false],
    [undefined, 'DELETE', true],
  ] as const)('a rule for %j matches %s: %s', async (method, sent, matches) => {
    const http = ruled({ match: { route: '/my-plugin/v1/x', ...(method ? { method: method as never } : {}) }, respond: [{ status: 299 }] });
    const res = await http[sent.toLowerCase() as 'get'](rest('/my-plugin/v1/x'));
    expect(res.status).toBe(matches ? 299 : 404);
  });

  it('matches the method after _method and X-HTTP-Method-Override', async () => {
    const http = ruled({ match: { route: '/cms/v2/posts/1', method: 'DELETE' }, respond: ok() });
    await http.post(rest('/cms/v2/posts/1', '&_method=DELETE')).expect(200, { ruled: true });
    await http.post(rest('/cms/v2/posts/1')).set('X-HTTP-Method-Override', 'DELETE').expect(200, { ruled: true });
  });

  it.each([
    ['every stated argument', '&status=draft&orderby=title', 'subset'],
    ['a number written as text', '&status=draft&page=2', 'page two'],
    ['one argument missing', '&status=draft', undefined],
    ['another value', '&status=publish&orderby=title', undefined],
  ])('a query subset matches a request with %s', async (_, query, answer) => {
    const http = ruled(
      { match: { route: '/cms/v2/posts', query: { status: 'draft', orderby: 'title' } }, respond: ok('subset') },
      { match: { route: '/cms/v2/posts', query: { page: 2 } }, respond: ok('page two') },
    );
    const res = await http.get(rest('/cms/v2/posts', query)).set('Authorization', ADMIN).expect(200);
    if (answer) expect(res.body).toBe(answer);
    else expect(Array.isArray(res.body)).toBe(true);
  });

  it('a JSON body subset matches nested objects and list items, extra keys allowed', async () => {
    const http = ruled({
      match: { route: '/cms/v2/posts', method: 'POST', body: { status: 'draft', meta: { color: 'red' }, tags: [3] } },
      respond: ok(),
    });
    const send = (body: object) => http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).send(body);
    expect((await send({ title: 'x', status: 'draft', meta: { color: 'red', size: 2 }, tags: [1, 3] })).body).toEqual({ ruled: true });
    expect((await send({ title: 'x', status: 'draft', meta: { color: 'blue' }, tags: [3] })).status).toBe(201);
  });

  it('a body subset matches form fields too', async () => {
    const http = ruled({ match: { route: '/my-plugin/v1/form', body: { name: 'Ada', age: 36 } }, respond: ok() });
    await http.post(rest('/my-plugin/v1/form')).type('form').send('name=Ada&age=36&x=1').expect(200, { ruled: true });
    await http.post(rest('/my-plugin/v1/form')).type('form').send('name=Bob').expect(404);
  });

  it('header names match case-insensitively, values exactly', async () => {
    const http = ruled({ match: { route: '/my-plugin/v1/h', headers: { 'X-Feature': 'on' } }, respond: ok() });
    await http.get(rest('/my-plugin/v1/h')).set('x-feature', 'on').expect(200);
    await http.get(rest('/my-plugin/v1/h')).set('X-FEATURE', 'On').expect(404);
    await http.get(rest('/my-plugin/v1/h')).expect(404);
  });

  it.each([
    ['anonymous', 'no credentials', 200],
    ['anonymous', "admin's", 404],
    ['admin', "admin's", 200],
    ['editor', "admin's", 404],
  ])('user %s matches a request with %s credentials: %s', async (user, who, status) => {
    const http = ruled({ match: { route: '/my-plugin/v1/me', user }, respond: ok() });
    const req = http.get(rest('/my-plugin/v1/me'));
    expect((await (who === 'no credentials' ? req : req.set('Authorization', ADMIN))).status).toBe(status);
  });

  it('a session rule answers only in that session', async () => {
    const http = ruled({ match: { route: '/my-plugin/v1/s', session: 'worker-2' }, respond: ok() });
    await http.get(rest('/my-plugin/v1/s')).set('X-Mock-Session', 'worker-2').expect(200);
    await http.get(rest('/my-plugin/v1/s')).set('X-Mock-Session', 'worker-1').expect(404);
    await http.get(rest('/my-plugin/v1/s')).expect(404);
  });

  it('arguments are validated before rules answer', async () => {
    const http = ruled({ match: { route: '/cms/v2/posts' }, respond: ok() });
    expect((await http.get(rest('/cms/v2/posts', '&per_page=0')).expect(400)).body.code).toBe('rest_invalid_param');
    await http.get(rest('/cms/v2/posts', '&per_page=5')).expect(200, { ruled: true });
  });

  it("a rule answers before the route's permission check", async () => {
    await site().get(rest('/cms/v2/users/me')).expect(401);
    const http = ruled({ match: { route: '/cms/v2/users/me' }, respond: ok({ name: 'Ruled' }) });
    await http.get(rest('/cms/v2/users/me')).expect(200, { name: 'Ruled' });
  });

  it("an answer on a catalogue route keeps WordPress's headers and the route's Allow", async () => {
    const http = ruled({ match: { route: '/cms/v2/posts/1' }, respond: ok() });
    const res = await http.get(rest('/cms/v2/posts/1')).expect(200);
    expect(res.headers).toMatchObject({ 'content-type': 'application/json; charset=UTF-8', allow: 'GET', 'x-robots-tag': 'noindex' });
    expect(res.headers.link).toContain('rel="https://api.w.org/"');
  });

  it("_fields, _envelope and _jsonp apply to a rule's answer", async () => {
    const http = ruled({
      match: { route: '/my-plugin/v1/p' },
      respond: [{ status: 201, headers: { 'X-Rule': 'yes' }, body: { id: 1, title: 't', extra: 2 } }],
    });
    expect((await http.get(rest('/my-plugin/v1/p', '&_fields=id,title')).expect(201)).body).toEqual({ id: 1, title: 't' });
    const env = await http.get(rest('/my-plugin/v1/p', '&_envelope')).expect(200);
    expect(env.body).toEqual({ body: { id: 1, title: 't', extra: 2 }, status: 201, headers: { 'X-Rule': 'yes' } });
    expect((await http.get(rest('/my-plugin/v1/p', '&_jsonp=cb')).expect(201)).text).toBe('/**/cb({"id":1,"title":"t","extra":2})');
  });

  it('reports the rule that answered, or what else did', async () => {
    const app = createMockApp({ scenario: ruleScenario([{ id: 'post-five', match: { route: '/cms/v2/posts/5' }, respond: ok() }]) });
    const request = (route: string): RestRequest => ({
      method: 'GET',
      wireMethod: 'GET',
      route,
      query: {},
      rawQuery: '',
      headers: {},
      form: {},
      files: {},
      urlParams: {},
      params: {},
      user: null,
      session: 'default',
      origin: 'http://example.test',
    });
    expect((await app.site.dispatch(request('/cms/v2/posts/5'))).answeredBy).toBe('rule:post-five');
    expect((await app.site.dispatch(request('/cms/v2/posts/1'))).answeredBy).not.toMatch(/^rule:/);
    app.close();
  });
});

describe('rules: the index', () => {
  const many = Array.from(
    { length: 1000 },
    (_, i): RuleInput => ({
      match: { route: i % 2 ? `/plugin-${i}/v1/items/{id}` : `/cms/v2/things-${i}`, method: i % 3 ? 'GET' : 'POST' },
      respond: ok(),
    }),
  );

  it('a request under a path no rule names has no candidates among 1,000 rules', () => {
    const rules = compileRules(ruleScenario(many));
    expect(rules.candidates('GET', '/cms/v2/posts/1')).toBeNull();
    expect(rules.candidates('GET', '/plugin-1/v1/items/9')).toHaveLength(1);
    expect(rules.candidates('POST', '/plugin-1/v1/items/9')).toBeNull();
  });

  it('candidates come in priority order, then file order', () => {
    const rules = compileRules(
      ruleScenario([
        { id: 'any-route', respond: ok() },
        { id: 'exact', match: { route: '/a/v1/b' }, respond: ok() },
        { id: 'pattern', match: { route: '/a/v1/(?P<x>\\w+)' }, priority: 5, respond: ok() },
        { id: 'other-method', match: { route: '/a/v1/b', method: 'POST' }, priority: 9, respond: ok() },
      ]),
    );
    expect(rules.candidates('GET', '/a/v1/b')!.map((r) => r.rule.id)).toEqual(['pattern', 'any-route', 'exact']);
  });

  it('a scenario without rules compiles to the empty set', () => {
    expect(compileRules(ruleScenario([]))).toBe(RuleSet.EMPTY);
  });
});
