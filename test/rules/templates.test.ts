import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../src/template/template.js';
import { FAKE_FORMATS } from '../../src/template/fake-values.js';
import { ADMIN, rest, site } from '../helpers.js';
import { ruleScenario, type RuleInput } from './rule-scenario.js';

const echo = (body: unknown, extra: RuleInput = {}): RuleInput => ({ match: { route: '/echo/v1/{thing}' }, respond: [{ body }], ...extra });
const answer = async (rule: RuleInput, send: (http: ReturnType<typeof site>) => Promise<{ body: unknown }> = (h) => h.get(rest('/echo/v1/x'))) =>
  (await send(site({ scenario: ruleScenario([rule]) }))).body;

describe('rules: templates', () => {
  it("a string that is one template keeps the value's JSON type", async () => {
    const body = await answer(
      echo({
        count: '{{request.body.count}}',
        flag: '{{request.body.flag}}',
        meta: '{{request.body.meta}}',
        list: '{{request.body.list}}',
        missing: '{{request.body.nothing}}',
      }),
      (h) => h.post(rest('/echo/v1/x')).send({ count: 3, flag: false, meta: { a: [1] }, list: ['x'] }),
    );
    expect(body).toEqual({ count: 3, flag: false, meta: { a: [1] }, list: ['x'], missing: null });
  });

  it('templates inside text are written into it', async () => {
    const body = await answer(echo('{{request.method}} {{request.route}} as {{request.user}}: {{request.body.meta}} [{{request.body.none}}]'), (h) =>
      h
        .post(rest('/echo/v1/x'))
        .set('Authorization', ADMIN)
        .send({ meta: { a: 1 } }),
    );
    expect(body).toBe('POST /echo/v1/x as admin: {"a":1} []');
  });

  it('reads query arguments, headers and path captures', async () => {
    const body = await answer(
      echo({ q: '{{request.query.id}}', nested: '{{request.query.filter.color}}', h: '{{request.headers.X-Trace}}', p: '{{request.params.thing}}' }),
      (h) => h.get(rest('/echo/v1/widget', '&id=5&filter[color]=red')).set('x-trace', 'abc'),
    );
    expect(body).toEqual({ q: '5', nested: 'red', h: 'abc', p: 'widget' });
  });

  it("a catalogue route's path captures are its validated arguments", async () => {
    const body = await answer(
      { match: { route: '/cms/v2/posts/{id}' }, respond: [{ body: { id: '{{request.params.id}}', text: 'post {{request.params.id}}' } }] },
      (h) => h.get(rest('/cms/v2/posts/7')),
    );
    expect(body).toEqual({ id: 7, text: 'post 7' });
  });

  it('header values are templates too', async () => {
    const http = site({
      scenario: ruleScenario([
        {
          match: { route: '/things/v1/things', method: 'POST' },
          respond: [{ status: 201, headers: { Location: '/things/v1/things/{{id}}', 'X-Title': '{{request.body.title}}' }, body: { id: '{{id}}' } }],
        },
      ]),
    });
    const res = await http.post(rest('/things/v1/things')).send({ title: 'Hello' }).expect(201, { id: 1 });
    expect(res.headers).toMatchObject({ location: '/things/v1/things/1', 'x-title': 'Hello' });
  });

  it('{{id}} counts per session, one value per answer', async () => {
    const http = site({ scenario: ruleScenario([echo({ a: '{{id}}', b: 'item-{{id}}' })]) });
    await http.get(rest('/echo/v1/x')).expect(200, { a: 1, b: 'item-1' });
    await http.get(rest('/echo/v1/x')).expect(200, { a: 2, b: 'item-2' });
    await http.get(rest('/echo/v1/x')).set('X-Mock-Session', 'other').expect(200, { a: 1, b: 'item-1' });
  });

  it("state counts read the session's records", async () => {
    const http = site({ scenario: ruleScenario([echo({ posts: '{{state.posts.count}}', users: '{{state.users.count}}', forms: '{{state.forms.count}}' })]) });
    const before = (await http.get(rest('/echo/v1/x'))).body as { posts: number; users: number; forms: number };
    expect(before).toMatchObject({ users: 3, forms: 0 });
    await http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).send({ title: 'one more', status: 'publish' }).expect(201);
    expect((await http.get(rest('/echo/v1/x'))).body).toEqual({ ...before, posts: before.posts + 1 });
  });

  it('{{now}} and {{now.gmt}} read the scenario clock as WordPress writes dates', async () => {
    const scenario = ruleScenario([echo({ now: '{{now}}', gmt: '{{now.gmt}}' })]);
    const http = site({ scenario: { ...scenario, site: { ...scenario.site, gmt_offset: '2' } } });
    await http.get(rest('/echo/v1/x')).expect(200, { now: '2026-01-15T11:00:00', gmt: '2026-01-15T09:00:00' });
  });

  it('fake values are seeded: the same in every run, different from answer to answer and place to place', async () => {
    const rule = echo({
      name: '{{fake.name}}',
      other: '{{fake.name}}',
      email: '{{fake.email}}',
      uuid: '{{fake.uuid}}',
      n: '{{fake.int}}',
      yes: '{{fake.bool}}',
      on: '{{fake.date}}',
    });
    const run = async () => {
      const http = site({ scenario: ruleScenario([rule]) });
      return [(await http.get(rest('/echo/v1/x'))).body, (await http.get(rest('/echo/v1/x'))).body] as Record<string, unknown>[];
    };
    const [a, b] = await run();
    expect(await run()).toEqual([a, b]);
    expect(a).not.toEqual(b);
    expect(a!.name).not.toBe(a!.other);
    expect(a).toMatchObject({
      email: expect.stringMatching(/^[a-z-]+\.[a-z-]+@example\.(org|com|net)$/),
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(typeof a!.n).toBe('number');
    expect(typeof a!.yes).toBe('boolean');
    expect(a!.on).toMatch(/^202[56]-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it('a different scenario seed gives different fake values', async () => {
    const scenario = ruleScenario([echo('{{fake.sentence}}')]);
    const one = (await site({ scenario }).get(rest('/echo/v1/x'))).body;
    const two = (await site({ scenario: { ...scenario, seed: 2 } }).get(rest('/echo/v1/x'))).body;
    expect(one).not.toBe(two);
  });

  it('\\{{ writes literal braces', async () => {
    expect(await answer(echo('\\{{request.method}} is {{request.method}}'))).toBe('{{request.method}} is GET');
  });
});

describe('rules: parseTemplate', () => {
  it('splits text into literal parts and expressions', () => {
    const parsed = parseTemplate('Hello {{ request.query.name }}!');
    expect(parsed.problems).toEqual([]);
    expect(parsed.parts).toEqual(['Hello ', { text: 'request.query.name', path: ['request', 'query', 'name'], offset: 6 }, '!']);
  });

  it.each([
    '{{request.query.id}}',
    '{{request.body.a.b}}',
    '{{request.params.id}}',
    '{{request.headers.x-trace}}',
    '{{request.method}}',
    '{{request.route}}',
    '{{request.user}}',
    '{{state.posts.count}}',
    '{{state.machines.flow}}',
    '{{now}}',
    '{{now.gmt}}',
    '{{id}}',
    ...FAKE_FORMATS.map((f) => `{{fake.${f}}}`),
  ])('%s is a valid template', (text) => {
    expect(parseTemplate(text).problems).toEqual([]);
  });

  it.each([
    ['{{process.env.HOME}}', 'unknown template value "process.env.HOME"'],
    ['{{request.cookies.x}}', 'unknown request part "cookies"'],
    ['{{request.method.name}}', 'request.method has no parts'],
    ['{{state.posts}}', 'state takes state.<table or store>.count'],
    ['{{now.local}}', 'write {{now}} or {{now.gmt}}'],
    ['{{fake.ssn}}', 'unknown fake value "ssn"'],
    ['{{ }}', 'an empty template'],
    ['{{request.query["a"]}}', 'is not a dotted name'],
    ['x {{request.method', 'never closes with }}'],
  ])('%s is refused: %s', (text, message) => {
    const { problems } = parseTemplate(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain(message);
    expect(problems[0]!.offset).toBe(text.indexOf('{{'));
  });

  it('reports every problem of a text', () => {
    expect(parseTemplate('{{a}} and {{b}}').problems.map((p) => p.expression)).toEqual(['{{a}}', '{{b}}']);
  });

  it('accepts the extra roots a caller allows, with list indexes', () => {
    const parsed = parseTemplate('{{item.tags[0].name}}', ['item']);
    expect(parsed.problems).toEqual([]);
    expect(parsed.parts[0]).toMatchObject({ path: ['item', 'tags', '0', 'name'] });
  });
});
