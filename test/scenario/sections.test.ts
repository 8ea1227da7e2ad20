import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectScenario, loadScenario, scenarioHints } from '../../src/scenario/load.js';
import { ScenarioError } from '../../src/model/problem.js';
import { scenarioFolder } from './scenario-files.js';

const { dir, write } = scenarioFolder();

const RULES = `profile: site
machines:
  payment:
    initial: new
    states: [new, pending, paid]
rules:
  - name: slow-posts
    priority: 5
    match: { method: GET, route: /cms/v2/posts, query: { search: slow } }
    respond: { status: 200, delay: 50, body: [] }
  - match:
      method: [POST, PUT]
      route: /cms/v2/posts/{id}
      headers: { X-Test: yes }
      user: admin
      session: alpha
      body: { status: publish }
    respond:
      - { status: 500, body: { code: first } }
      - { fault: connection-reset }
    after: cycle
    when: { payment: new }
    then: { payment: pending }
  - name: bound
    match: { route: /cms/v2/tags }
    bind: { kind: collection, store: tags, fields: [name] }
routes:
  - path: /my-plugin/v1/things/{id}
    endpoints:
      - methods: GET
        args: { context: { type: string, enum: [view, edit], default: view } }
      - methods: [POST, PUT, PATCH]
        args: { title: { type: string, required: true } }
        permission: manage_options
    bind: { kind: collection, store: things }
`;

describe('rules, machines and routes', () => {
  const file = write('rules.yaml', RULES);
  const s = loadScenario(file);

  it('rules are typed with their place in the file, higher priority first', () => {
    expect(s.rules.map((r) => r.id)).toEqual(['slow-posts', 'rules[1]', 'bound']);
    expect(s.rules[0]).toMatchObject({
      priority: 5,
      source: { file, line: 7, col: 5 },
      match: { method: 'GET', route: '/cms/v2/posts', query: { search: 'slow' } },
      respond: [{ status: 200, delay: 50, body: [] }],
    });
  });

  it('a respond list is a sequence, with every match part, after, when and then kept', () => {
    expect(s.rules[1]).toMatchObject({
      priority: 0,
      source: { line: 11, col: 5 },
      match: {
        method: ['POST', 'PUT'],
        route: '/cms/v2/posts/{id}',
        headers: { 'X-Test': 'yes' },
        user: 'admin',
        session: 'alpha',
        body: { status: 'publish' },
      },
      respond: [{ status: 500, body: { code: 'first' } }, { fault: 'connection-reset' }],
      after: 'cycle',
      when: { payment: 'new' },
      then: { payment: 'pending' },
    });
  });

  it('a rule may bind a behaviour kind with its options', () => {
    expect(s.rules[2]!.bind).toEqual({ kind: 'collection', store: 'tags', fields: ['name'] });
    expect(s.rules[2]!.respond).toBeUndefined();
  });

  it('machines are typed with their initial state and place', () => {
    expect(s.machines).toEqual([{ name: 'payment', initial: 'new', states: ['new', 'pending', 'paid'], source: { file, line: 3, col: 3 } }]);
  });

  it('a machine without initial starts in its first state', () => {
    const m = loadScenario(write('first-state.yaml', 'machines:\n  job: { states: [running, done] }\n')).machines[0];
    expect(m).toMatchObject({ name: 'job', initial: 'running' });
  });

  it('routes are typed with their namespace, endpoints (route-level bind as default) and permission', () => {
    expect(s.routes).toEqual([
      {
        path: '/my-plugin/v1/things/{id}',
        namespace: 'my-plugin/v1',
        source: { file, line: 28, col: 5 },
        endpoints: [
          { methods: ['GET'], args: { context: { type: 'string', enum: ['view', 'edit'], default: 'view' } }, bind: { kind: 'collection', store: 'things' } },
          {
            methods: ['POST', 'PUT', 'PATCH'],
            args: { title: { type: 'string', required: true } },
            bind: { kind: 'collection', store: 'things' },
            permission: { cap: 'manage_options' },
          },
        ],
      },
    ]);
  });

  it('a route with methods is one endpoint; without, it answers GET', () => {
    const r = loadScenario(
      write(
        'one-endpoint.yaml',
        'routes:\n  - path: /shop-extra/v2/ping\n    response: { type: object }\n  - path: /shop-extra/v2/pong\n    methods: POST\n    status: 201\n',
      ),
    ).routes;
    expect(r.map((x) => x.endpoints)).toEqual([[{ methods: ['GET'], args: {}, response: { type: 'object' } }], [{ methods: ['POST'], args: {}, status: 201 }]]);
  });

  it('a body_file is resolved against the scenario file that names it, and an existing one is watched', () => {
    write('bodies/answer.json', '{"ok": true}');
    const file = write('body-file.yaml', 'rules:\n  - match: { route: /cms/v2/posts }\n    respond: { body_file: bodies/answer.json }\n');
    const b = loadScenario(file);
    expect(b.rules[0]!.respond![0]!.bodyFile).toBe(join(dir, 'bodies/answer.json'));
    expect(b.files).toContain(join(dir, 'bodies/answer.json'));
    expect(scenarioHints(b)).toEqual([]);
  });

  it('bodyFile, the old spelling of body_file, still loads the same, with a hint at the key', () => {
    const file = write('body-file-old.yaml', 'rules:\n  - match: { route: /cms/v2/posts }\n    respond: [{ status: 201 }, { bodyFile: bodies/answer.json }]\n');
    const { problems, hints, scenario } = collectScenario(file);
    expect(problems).toEqual([]);
    expect(scenario.rules[0]!.respond![1]!.bodyFile).toBe(join(dir, 'bodies/answer.json'));
    expect(hints).toEqual([{ file, line: 3, col: 34, message: 'use "body_file" (bodyFile is its old spelling: the scenario\'s own keys are snake_case).' }]);
    expect(scenarioHints(loadScenario(file))).toEqual(hints);
  });

  it('data.records takes lists (collections) and mappings (singletons)', () => {
    const d = loadScenario(write('records.yaml', 'data:\n  records:\n    things: [{ id: 1, name: a }]\n    settings: { enabled: true }\n')).data.records;
    expect(d).toMatchObject({ things: [{ id: 1, name: 'a' }], settings: { enabled: true } }); // beside the default site's stores
    expect(d.things).toEqual([{ id: 1, name: 'a' }]);
  });

  it.each([
    ['per-write', undefined],
    ['per-request', 'per-request'],
    ['frozen', 'frozen'],
  ])('clock.advance is %s when the file says %s', (expected, given) => {
    const text = given ? `clock:\n  advance: ${given}\n` : 'seed: 2\n';
    expect(loadScenario(write(`clock-${expected}.yaml`, text)).clock).toEqual({ start: '2026-01-15T09:00:00.000Z', advance: expected });
  });

  it('rules, machines and routes can be given in code (overrides), ids as in a file', () => {
    const o = loadScenario(undefined, { rules: [{ match: { route: '/cms/v2/posts' }, respond: { status: 204 } }], machines: { m: { states: ['a'] } } });
    expect(o.rules).toMatchObject([{ id: 'rules[0]', respond: [{ status: 204 }], source: { file: '(overrides)' } }]);
    expect(o.machines).toMatchObject([{ name: 'm', initial: 'a' }]);
  });
});

describe('extends and include', () => {
  write(
    'base.yaml',
    `profile: shop
machines:
  flow: { states: [a, b] }
  other: { states: [x] }
rules:
  - name: from-base
    match: { route: /cms/v2/posts }
    respond: { status: 201 }
  - match: { route: /cms/v2/pages }
    respond: { status: 202 }
routes:
  - path: /mine/v1/a
    response: { type: object }
`,
  );
  write(
    'parts/more-rules.yaml',
    `rules:
  - name: included
    match: { route: /cms/v2/users }
    respond: { status: 203 }
routes:
  - path: /mine/v1/b
`,
  );
  const child = write(
    'child.yaml',
    `extends: base.yaml
include: [parts/more-rules.yaml]
machines:
  flow: { states: [c, d] }
rules:
  - name: from-child
    match: { route: /cms/v2/tags }
    respond: { status: 204 }
routes:
  - path: /mine/v1/a
    methods: POST
`,
  );
  const s = loadScenario(child);

  it("the parent's rules come first, then the included ones, then the child's", () => {
    expect(s.rules.map((r) => r.id)).toEqual(['from-base', 'base.yaml:rules[1]', 'included', 'from-child']);
  });

  it('machines and routes merge by name and path, the child winning', () => {
    expect(s.machines.map((m) => [m.name, m.states])).toEqual([
      ['flow', ['c', 'd']],
      ['other', ['x']],
    ]);
    expect(s.routes.map((r) => [r.path, r.endpoints[0]!.methods])).toEqual([
      ['/mine/v1/a', ['POST']],
      ['/mine/v1/b', ['GET']],
    ]);
  });

  it('every file read is listed, for --watch', () => {
    expect(s.files).toEqual([join(dir, 'base.yaml'), join(dir, 'parts/more-rules.yaml'), child]);
  });

  it('settings still merge key by key, the child winning', () => {
    expect(s.profile).toBe('shop');
  });

  it('an included file adds only rules, machines and routes', () => {
    write('parts/with-site.yaml', 'site:\n  name: nope\n');
    const file = write('bad-include.yaml', 'include: [parts/with-site.yaml]\n');
    expect(() => loadScenario(file)).toThrow(/with-site\.yaml:1:1: an included file adds only include, rules, machines, routes; "site" belongs in a scenario/);
  });

  it('an include that cannot be read is reported where it is named', () => {
    const file = write('missing-include.yaml', 'seed: 3\ninclude:\n  - nowhere.yaml\n');
    expect(() => loadScenario(file)).toThrow(/missing-include\.yaml:3:5: cannot read .*nowhere\.yaml \(ENOENT\)\. Check the path of include/);
  });

  it('an include loop is refused', () => {
    write('loop-x.yaml', 'include: [loop-y.yaml]\n');
    write('loop-y.yaml', 'include: [loop-x.yaml]\n');
    expect(() => loadScenario(join(dir, 'loop-x.yaml'))).toThrow('include loops back to itself');
  });
});

describe('what loading refuses, with file:line:col', () => {
  it.each([
    [
      'an unknown rule key',
      'rules:\n  - match: { route: /cms/v2/posts }\n    respnd: { status: 200 }\n',
      ':3:5: unknown key "respnd" in rules[0] (valid keys: name, priority, match',
    ],
    [
      'a bad method',
      'rules:\n  - match: { method: FETCH }\n    respond: {}\n',
      ':2:22: rules[0].match.method must be one of GET, POST, PUT, PATCH, DELETE (got string "FETCH")',
    ],
    ['a status out of range', 'rules:\n  - respond: { status: 99 }\n', ':2:24: rules[0].respond.status must be a whole number from 100 to 599 (got number 99)'],
    [
      'an unknown fault',
      'rules:\n  - respond: [{ fault: explode }]\n',
      ':2:24: rules[0].respond[0].fault must be one of connection-reset, empty-reply, malformed-json, timeout',
    ],
    [
      'an unknown kind',
      'rules:\n  - bind: { kind: magic }\n',
      ':2:19: rules[0].bind.kind must be one of collection, singleton, action, job, faker, static (got string "magic")',
    ],
    ['an unknown kind option', 'rules:\n  - bind: { kind: collection, store: s, colour: red }\n', ':2:41: unknown key "colour" in rules[0].bind'],
    ['a rule that says nothing', 'rules:\n  - match: { route: /cms/v2/posts }\n', ':2:5: rule rules[0] has neither respond nor bind'],
    ['respond and bind together', 'rules:\n  - respond: {}\n    bind: { kind: static }\n', ':3:5: rule rules[0] has both respond and bind'],
    [
      'body and body_file together',
      'rules:\n  - respond: { body: 1, body_file: a.json }\n',
      ':2:25: a response of rule rules[0] has both body and body_file. Keep one.',
    ],
    [
      'body and the old bodyFile together',
      'rules:\n  - respond: { body: 1, bodyFile: a.json }\n',
      ':2:25: a response of rule rules[0] has both body and body_file. Keep one.',
    ],
    [
      'body_file and its old spelling together',
      'rules:\n  - respond: { body_file: a.json, bodyFile: a.json }\n',
      ':2:35: a response of rule rules[0] gives both body_file and bodyFile, its old spelling. Keep body_file.',
    ],
    [
      'an unknown machine in when',
      'machines:\n  m: { states: [a] }\nrules:\n  - respond: {}\n    when: { ghost: a }\n',
      ':5:13: rule rules[0] when: unknown machine "ghost". Declare it under machines (known: m)',
    ],
    [
      'an unknown state in then',
      'machines:\n  m: { states: [a] }\nrules:\n  - respond: {}\n    then: { m: z }\n',
      ':5:16: rule rules[0] then: machine "m" has no state "z" (states: a)',
    ],
    [
      'an initial state that is not a state',
      'machines:\n  m: { initial: b, states: [a] }\n',
      ':2:17: machine "m" starts in "b", which is not one of its states (a)',
    ],
    ['a machine without states', 'machines:\n  m: { initial: a }\n', ':2:6: machines.m needs "states"'],
    ['two rules with one name', 'rules:\n  - { name: x, respond: {} }\n  - { name: x, respond: {} }\n', ':3:5: rule name "x" is already used at'],
    ['a route path without /', 'routes:\n  - path: mine/v1/a\n', ':2:11: routes[0].path must start with /'],
    [
      'a route outside its namespace',
      'routes:\n  - path: /mine/v1/a\n    namespace: yours/v1\n',
      ':3:16: route /mine/v1/a is not under its namespace "yours/v1"',
    ],
    ['a route given twice', 'routes:\n  - path: /mine/v1/a\n  - path: /mine/v1/a\n', ':3:11: route /mine/v1/a is declared twice (also routes[0])'],
    [
      'two endpoints for one method',
      'routes:\n  - path: /mine/v1/a\n    endpoints:\n      - methods: GET\n      - methods: [GET, POST]\n',
      ':5:18: route /mine/v1/a has two endpoints for GET',
    ],
    [
      "an arg type outside the catalogue's vocabulary",
      'routes:\n  - path: /mine/v1/a\n    args: { n: { type: int } }\n',
      ':3:24: routes[0].args.n.type must be one of string, integer, number, boolean, array, object, null, file (got string "int")',
    ],
    [
      'a route that collides with the catalogue',
      'routes:\n  - path: /cms/v2/posts/{id}\n',
      ":2:5: route /cms/v2/posts/{id} collides with the site catalogue's route /cms/v2/posts/(?P<id>[\\d]+)",
    ],
    [
      "a route at a catalogue route's concrete path",
      'routes:\n  - path: /cms/v2/posts/7\n',
      ":2:5: route /cms/v2/posts/7 collides with the site catalogue's route /cms/v2/posts/(?P<id>[\\d]+)",
    ],
    ['an unknown clock advance', 'clock:\n  advance: hourly\n', ':2:12: clock.advance must be one of per-write, per-request, frozen (got string "hourly")'],
  ])('%s', (name, text, message) => {
    const file = write(`${name.replace(/\W+/g, '-')}.yaml`, text);
    expect(() => loadScenario(file)).toThrow(ScenarioError);
    expect(() => loadScenario(file)).toThrow(`${file}${message}`);
  });

  it('every problem of a file is reported at once (a rule the shape refuses is not checked further)', () => {
    const file = write('many.yaml', 'seed: x\nrules:\n  - respond: { status: 1 }\n  - match: { route: 5 }\n');
    const { problems } = collectScenario(file);
    expect(problems.map((p) => `${p.line}:${p.col}`)).toEqual(['1:7', '3:24', '4:21']);
  });
});
