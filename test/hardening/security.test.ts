// Issue 9's security properties, each proved end to end:
//   1. scenario templates cannot execute code or reach JavaScript internals, and request data cannot pollute
//      prototypes (of the process, the stores or the rules' state);
//   2. site-tool file routes never touch the real disk, oEmbed and upload-media never go online;
//   3. the admin API (and the /__mock/ page) needs the token once the server binds beyond loopback;
//   4. secrets a client sends never appear in the CLI's output, the request journal, a recording or the --db files.
import { spawn } from 'node:child_process';
import crypto, { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouter } from '../../src/admin/router.js';
import { createMockApp, type MockApp } from '../../src/app.js';
import { profiles, routesOf } from '../../src/catalogue/profiles.js';
import type { ArgSchema } from '../../src/model/catalogue.js';
import { RulesError } from '../../src/rules/compile-rules.js';
import { validateScenario } from '../../src/cli/validate.js';
import { CLI, serveCli } from '../cli/run-cli.js';
import { ADMIN, ROOT, rest, samplePath } from '../helpers.js';
import { listen, request, watchFetch, watchFs, type Answer, type Client } from './spies.js';

const SITE_YAML = join(ROOT, 'scenarios/site.yaml');
const tempDir = (label: string) => mkdtempSync(join(tmpdir(), `mock-site-security-${label}-`));
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Object.prototype's own keys and their values: what pollution would change. */
const prototypeOf = () => Object.getOwnPropertyNames(Object.prototype).map((k) => [k, Object.getOwnPropertyDescriptor(Object.prototype, k)?.value]);

describe('templates cannot execute code', () => {
  /** What a template author might try, to run code or reach JavaScript internals. */
  const REFUSED = [
    "constructor.constructor('return process')()",
    '__proto__',
    'req.constructor',
    'this',
    'process.env.HOME',
    "require('fs')",
    "require('child_process').execSync('touch /tmp/pwned')",
    'request.constructor',
    'request.__proto__',
    'global.process',
    'import("fs")',
    'request.body.a; process.exit(1)',
    'request.body[`constructor`]',
    'fake.constructor',
    'now.constructor.constructor',
    'state.machines.constructor',
    'id()',
  ];

  it('refuses each at load, naming the file and line of the template', () => {
    const dir = tempDir('templates');
    for (const expression of REFUSED) {
      const file = join(dir, 'evil.yaml');
      // The template sits on line 9 (the body) and line 10 (a header value).
      writeFileSync(
        file,
        [
          `extends: ${SITE_YAML}`,
          'routes:',
          '  - path: /evil/v1/x',
          'rules:',
          '  - name: evil',
          '    match: { route: /evil/v1/x }',
          '    respond:',
          '      body:',
          `        v: ${JSON.stringify(`{{${expression}}}`)}`,
          `      headers: { X-Evil: ${JSON.stringify(`a {{${expression}}}`)} }`,
          '',
        ].join('\n'),
      );
      const problems = validateScenario(file).problems;
      expect(
        problems.map((p) => p.line),
        expression,
      ).toEqual(expect.arrayContaining([9]));
      expect(
        problems.every((p) => p.file === file),
        expression,
      ).toBe(true);
      let refused: unknown;
      try {
        createMockApp({ scenario: file });
      } catch (e) {
        refused = e;
      }
      expect(refused, expression).toBeInstanceOf(RulesError);
      expect((refused as Error).message, expression).toContain(`${file}:5:`);
      expect((refused as Error).message, expression).toContain(`{{${expression}}}`);
    }
  });

  describe('names that load read only data: what JavaScript keeps on prototypes renders as nothing', () => {
    /** Each name, and what it renders when the request carries `__proto__` and `constructor` fields of its own. */
    const DATA_READS: [expression: string, whole: unknown][] = [
      ['request.headers.constructor', null],
      ['request.headers.__proto__', null],
      ['request.headers.toString', null],
      ['request.headers.hasOwnProperty', null],
      // The JSON body's own "constructor" field is data the client sent, and reads as such.
      ['request.body.constructor', { prototype: { polluted: 1 } }],
      ['request.body.toString', null],
      ['request.body.a.constructor', null],
      ['request.body.a.__proto__', null],
      // So are the query's own `__proto__[...]` and `constructor[...]` (PHP's parse_str makes them plain keys).
      ['request.query.constructor', { prototype: { polluted: '1' } }],
      ['request.query.__proto__', { polluted: '1' }],
      ['request.query.valueOf', null],
      ['request.params.constructor', null],
      ['request.params.__proto__', null],
      ['state.constructor.count', 0],
      ['state.__proto__.count', 0],
      ['state.toString.count', 0],
      ['state.hasOwnProperty.count', 0],
      ['state.prototype.count', 0],
    ];
    let app: MockApp;
    let client: Client;
    beforeAll(async () => {
      const dir = tempDir('reads');
      const lines = [`extends: ${SITE_YAML}`, 'routes:', '  - path: /evil/v1/x', '    methods: [GET, POST]', 'rules:'];
      DATA_READS.forEach(([expression], i) => {
        lines.push(
          `  - name: read-${i}`,
          `    match: { route: /evil/v1/x, query: { n: '${i}' } }`,
          '    respond:',
          `      headers: { X-Read: ${JSON.stringify(`[{{${expression}}}]`)} }`,
          `      body: { whole: ${JSON.stringify(`{{${expression}}}`)}, text: ${JSON.stringify(`[{{${expression}}}]`)} }`,
        );
      });
      lines.push(
        '  - name: kind-values',
        '    match: { route: /evil/v1/x, query: { n: kind } }',
        "    bind: { kind: action, store: evil.calls, body: { a: '{{call.constructor}}', b: '[{{record.__proto__}}]', c: '{{call.params.constructor}}', d: '{{records.constructor}}' } }",
        '',
      );
      writeFileSync(join(dir, 'reads.yaml'), lines.join('\n'));
      app = createMockApp({ scenario: join(dir, 'reads.yaml') });
      client = await listen(app.listener);
    });
    afterAll(async () => {
      await client.close();
      app.close();
    });

    it.each(DATA_READS.map(([e, whole], i) => [e, whole, i] as const))('{{%s}}', async (_expression, whole, n) => {
      const before = prototypeOf();
      const fsWatch = watchFs();
      let res: Answer;
      try {
        res = await client.send('POST', rest('/evil/v1/x', `&n=${n}&__proto__[polluted]=1&constructor[prototype][polluted]=1`), {
          headers: JSON_TYPE,
          body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"a":{"b":1}}',
        });
      } finally {
        fsWatch.stop();
      }
      expect(res.status, res.text).toBe(200);
      const text = whole === null ? '' : typeof whole === 'object' ? JSON.stringify(whole) : String(whole);
      expect(JSON.parse(res.text)).toEqual({ whole, text: `[${text}]` });
      expect(res.headers['x-read']).toBe(`[${text}]`);
      expect(prototypeOf()).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(fsWatch.calls).toEqual([]);
    });

    it("a kind's own values ({{call.*}}, {{record.*}}) read own data only", async () => {
      const res = await client.send('POST', rest('/evil/v1/x', '&n=kind'), { headers: JSON_TYPE, body: '{"x":1}' });
      expect(res.status, res.text).toBe(200);
      expect(JSON.parse(res.text)).toEqual({ a: null, b: '[]', c: null, d: null });
    });
  });
});

describe('request data cannot pollute prototypes', () => {
  const P1 = '{"__proto__":{"polluted":1,"status":"publish"},"title":"p1"}';
  const P2 = '{"constructor":{"prototype":{"polluted":1}},"title":"p2"}';
  const FORM = '__proto__[polluted]=1&constructor[prototype][polluted]=1&a[__proto__][polluted]=1&title=form';
  const QUERY = '&__proto__[polluted]=1&constructor[prototype][polluted]=1';
  const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };
  let app: MockApp;
  let client: Client;
  beforeAll(async () => {
    const dir = tempDir('pollution');
    writeFileSync(
      join(dir, 'p.yaml'),
      [
        `extends: ${SITE_YAML}`,
        'routes:',
        '  - { path: /evil/v1/items, methods: [GET, POST] }',
        "  - { path: '/evil/v1/items/{id}', methods: [GET, POST, DELETE] }",
        '  - { path: /evil/v1/settings, methods: [GET, POST] }',
        '  - { path: /evil/v1/act, methods: POST }',
        '  - { path: /evil/v1/match, methods: [GET, POST] }',
        'machines:',
        '  flow: { states: [a, b] }',
        'data:',
        '  records:',
        '    evil.items: [{ id: 1, title: seeded }]',
        'rules:',
        '  - { name: items, match: { route: /evil/v1/items }, bind: { kind: collection, store: evil.items } }',
        "  - { name: item, match: { route: '/evil/v1/items/{id}' }, bind: { kind: collection, store: evil.items } }",
        '  - { name: settings, match: { route: /evil/v1/settings }, bind: { kind: singleton, store: evil.settings } }',
        "  - { name: act, match: { route: /evil/v1/act }, then: { flow: b }, bind: { kind: action, store: evil.calls, set: [{ store: evil.items, id: 1, fields: { note: '{{request.body.note}}' } }] } }",
        "  - { name: inherited-body, match: { route: /evil/v1/match, body: { toString: 'function toString() { [native code] }' } }, respond: { body: matched-inherited } }",
        "  - { name: inherited-query, match: { route: /evil/v1/match, query: { constructor: 'function Object() { [native code] }' } }, respond: { body: matched-inherited } }",
        '  - { name: fallback, match: { route: /evil/v1/match }, respond: { body: own-only } }',
        '',
      ].join('\n'),
    );
    app = createMockApp({ scenario: join(dir, 'p.yaml') });
    client = await listen(app.listener);
  });
  afterAll(async () => {
    await client.close();
    app.close();
  });

  /** Every object under `value` has a plain prototype (Object, Array or none). */
  const strangePrototypes = (value: unknown, path = '$', out: string[] = []): string[] => {
    if (value === null || typeof value !== 'object') return out;
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) out.push(path);
    for (const [k, v] of Object.entries(value)) strangePrototypes(v, `${path}.${k}`, out);
    return out;
  };

  it("no request changes Object.prototype, a store's records or a session's tables, and none fails", async () => {
    const before = prototypeOf();
    const admin = { Authorization: ADMIN };
    const json = { ...JSON_TYPE, ...admin };
    const cli = (command: string) => ({ headers: json, body: JSON.stringify({ command, confirm_write: true }) });
    const sends: [string, string, { headers?: Record<string, string>; body?: string }?][] = [
      ['POST', rest('/evil/v1/items', QUERY), { headers: JSON_TYPE, body: P1 }],
      ['POST', rest('/evil/v1/items'), { headers: JSON_TYPE, body: P2 }],
      ['POST', rest('/evil/v1/items'), { headers: FORM_TYPE, body: FORM }],
      ['POST', rest('/evil/v1/items/1'), { headers: JSON_TYPE, body: P1 }],
      ['POST', rest('/evil/v1/items/__proto__'), { headers: JSON_TYPE, body: P1 }],
      ['GET', rest('/evil/v1/items/constructor')],
      ['DELETE', rest('/evil/v1/items/__proto__')],
      ['POST', rest('/evil/v1/settings', QUERY), { headers: JSON_TYPE, body: P1 }],
      ['POST', rest('/evil/v1/settings'), { headers: JSON_TYPE, body: P2 }],
      ['POST', rest('/evil/v1/settings'), { headers: FORM_TYPE, body: FORM }],
      ['POST', rest('/evil/v1/act', QUERY), { headers: JSON_TYPE, body: '{"__proto__":{"polluted":1},"note":{"__proto__":{"polluted":1}}}' }],
      ['POST', rest('/cms/v2/posts', QUERY), { headers: json, body: '{"title":"x","meta":{"__proto__":{"polluted":1}},"__proto__":{"status":"publish"}}' }],
      ['POST', rest('/cms/v2/posts'), { headers: { ...FORM_TYPE, ...admin }, body: FORM }],
      ['POST', rest('/cms/v2/posts/1'), { headers: json, body: P2 }],
      ['POST', rest('/cms/v2/users/me'), { headers: json, body: '{"meta":{"__proto__":{"polluted":1}},"__proto__":{"roles":["administrator"]}}' }],
      [
        'POST',
        rest('/batch/v1'),
        {
          headers: json,
          body: `{"requests":[{"method":"POST","path":"/cms/v2/posts","body":${P1}},{"path":"/cms/v2/posts","body":${P2}}],"__proto__":{"validation":"require-all-validate"}}`,
        },
      ],
      ['POST', rest('/sitetool/v1/cli/run'), cli('option update __proto__ \'{"polluted":1}\' --format=json')],
      ['POST', rest('/sitetool/v1/cli/run'), cli('option update constructor \'{"prototype":{"polluted":1}}\' --format=json')],
      ['POST', rest('/sitetool/v1/cli/run'), cli('option delete __proto__')],
      ['POST', rest('/sitetool/v1/cli/run'), cli('post update 1 --__proto__=x --constructor=y')],
      ['PUT', '/__mock/state?session=evil-state', { headers: JSON_TYPE, body: '{"__proto__":{"polluted":1}}' }],
      ['PUT', '/__mock/machines/__proto__', { headers: JSON_TYPE, body: '{"state":"a"}' }],
      ['PUT', '/__mock/machines/flow', { headers: JSON_TYPE, body: '{"state":"b","__proto__":{"session":"evil-machines"}}' }],
      ['PUT', '/__mock/clock', { headers: JSON_TYPE, body: '{"session":"__proto__","advance":60}' }],
      ['POST', '/__mock/verify', { headers: JSON_TYPE, body: '{"match":{"body":{"__proto__":{"polluted":1}}},"__proto__":{"count":0}}' }],
      ['POST', '/__mock/sessions/__proto__/reset'],
      ['DELETE', '/__mock/sessions/constructor'],
      ['POST', '/__mock/reset?session=__proto__'],
    ];
    const statuses: string[] = [];
    for (const session of ['default', '__proto__', 'constructor', 'hasOwnProperty']) {
      for (const [method, path, options] of sends) {
        const headers = { ...options?.headers, 'X-Mock-Session': session };
        const res = await client.send(method, path, { ...options, headers });
        statuses.push(`${res.status} ${method} ${path} (${session}): ${res.text.slice(0, 200)}`);
      }
    }
    expect(statuses.filter((s) => /^5/.test(s))).toEqual([]);
    expect(prototypeOf()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const sessions = JSON.parse((await client.send('GET', '/__mock/sessions')).text) as { name: string }[];
    // (`constructor` was deleted by the last DELETE /__mock/sessions/constructor.)
    expect(sessions.map((s) => s.name)).toEqual(expect.arrayContaining(['default', '__proto__', 'hasOwnProperty']));
    for (const { name } of sessions) {
      const state = app.site.store.state(name);
      expect(strangePrototypes(state), name).toEqual([]);
      expect(strangePrototypes(JSON.parse((await client.send('GET', `/__mock/state?session=${encodeURIComponent(name)}`)).text)), name).toEqual([]);
    }
    // What a client reads back holds no inherited `polluted`, and lists only what was stored.
    for (const path of [
      rest('/evil/v1/items'),
      rest('/evil/v1/settings'),
      rest('/cms/v2/posts', '&context=edit&per_page=100'),
      rest('/cms/v2/users/me', '&context=edit'),
    ]) {
      const res = await client.send('GET', path, { headers: admin });
      expect(res.status, `${path}: ${res.text}`).toBe(200);
      const body = JSON.parse(res.text) as unknown;
      expect(strangePrototypes(body), path).toEqual([]);
      for (const item of [body].flat() as Record<string, unknown>[]) expect(item.polluted, path).toBeUndefined();
    }
    const optionGet = async (name: string) =>
      JSON.parse((await client.send('POST', rest('/sitetool/v1/cli/run'), cli(`option get ${name}`))).text) as { exit_code: number; stdout: string };
    // `option update __proto__ ...` stored an option of that name, and nothing leaked into other names.
    expect((await optionGet('polluted')).exit_code).toBe(1);
    for (const name of ['toString', 'hasOwnProperty', 'valueOf']) expect(await optionGet(name), name).toMatchObject({ exit_code: 1, stdout: '' });
    expect((await optionGet('__proto__')).stdout).toContain("'polluted' => 1");
    expect((await optionGet('constructor')).stdout).not.toMatch(/native code|function /);
  });

  it('rules match what the request holds, never what JavaScript inherits', async () => {
    expect(JSON.parse((await client.send('POST', rest('/evil/v1/match'), { headers: JSON_TYPE, body: '{}' })).text)).toBe('own-only');
    expect(JSON.parse((await client.send('GET', rest('/evil/v1/match'))).text)).toBe('own-only');
  });
});

/** The processes `pid` started (it is ours: the strace the test spawned). */
function childrenOf(pid: number): number[] {
  const list = `/proc/${pid}/task/${pid}/children`;
  if (existsSync(list)) return readFileSync(list, 'utf8').trim().split(/\s+/).map(Number).filter(Boolean);
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return (
          Number(
            readFileSync(`/proc/${d}/stat`, 'utf8')
              .replace(/^.*\) /s, '')
              .split(' ')[1],
          ) === pid
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('site-tool file routes never touch the real disk; oEmbed and upload-media stay offline', () => {
  // A real file outside any sandbox, and a real server: what a leak would read, change or call.
  const outside = tempDir('canary');
  const CANARY = join(outside, 'canary.txt');
  const CANARY_TEXT = 'canary-bytes-that-must-never-be-served';
  writeFileSync(CANARY, CANARY_TEXT);
  let hits: string[] = [];
  let network: http.Server;
  let NETWORK = '';
  beforeAll(async () => {
    network = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end(CANARY_TEXT);
    });
    await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
    NETWORK = `http://127.0.0.1:${(network.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => network.close(resolve)));

  /** Traversal, absolute, symlink-looking, NUL, encoded, Windows, URLs and stream wrappers, home, globs, oversize. */
  const hostile = (): string[] => [
    '../wp-config.php',
    '../../../../../../etc/passwd',
    'template-parts/../../functions.php',
    '..',
    '.../style.css',
    './../x.php',
    '/etc/passwd',
    CANARY,
    `../../../../../../..${CANARY}`,
    '//etc/passwd',
    '/proc/self/environ',
    '/dev/zero',
    '/proc/self/root/etc/passwd',
    '/proc/self/cwd/package.json',
    '/tmp/../etc/passwd',
    'style.css -> /etc/passwd',
    'style.css\u0000.txt',
    '\u0000',
    '../\u0000',
    'style.css\n../../etc/passwd',
    '%2e%2e/wp-config.php',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%252e%252e%252fwp-config.php',
    '%c0%ae%c0%ae/wp-config.php',
    '..%c0%afwp-config.php',
    '\uff0e\uff0e/wp-config.php',
    '\u2024\u2024/wp-config.php',
    '..\u2215wp-config.php',
    '..\\..\\wp-config.php',
    'C:\\Windows\\win.ini',
    'C:/Windows/win.ini',
    'c:win.ini',
    '\\\\server\\share\\x.php',
    'CON',
    'aux.php',
    'file:///etc/passwd',
    `file://${CANARY}`,
    'php://filter/resource=wp-config.php',
    'data:text/plain;base64,cHduZWQ=',
    `${NETWORK}/photo.png`,
    `${NETWORK}/embed?url=x`,
    'https://example.invalid/photo.jpg',
    '~/.ssh/id_rsa',
    '~root/.bashrc',
    '$HOME/.bashrc',
    '**/*',
    '../*',
    '/etc/*',
    `${'a/'.repeat(200)}x.php`,
    'x'.repeat(5000),
  ];

  const value = (schema: ArgSchema): unknown => {
    const type = [schema.type].flat()[0];
    return type === 'integer' || type === 'number' ? 1 : type === 'boolean' ? false : type === 'array' ? [] : type === 'object' ? {} : 'x';
  };

  /** Every endpoint of sitetool/v1 and oembed/1.0 with every string argument it takes: the catalogue's own list. */
  const targets = () =>
    routesOf(profiles.site)
      .filter((r) => r.namespace === 'sitetool/v1' || r.namespace === 'oembed/1.0')
      .flatMap((route) =>
        route.endpoints.flatMap((endpoint) => {
          const strings = Object.entries(endpoint.args)
            .filter(([, a]) => [a.type].flat().includes('string') || a.type === undefined)
            .map(([n]) => n);
          const required = Object.fromEntries(
            Object.entries(endpoint.args)
              .filter(([, a]) => a.required)
              .map(([n, a]) => [n, value(a)]),
          );
          return strings.map((arg) => ({ method: endpoint.methods[0]!, path: samplePath(route.pattern), arg, required }));
        }),
      );

  it('no request on any string argument of any site-tool or oEmbed route makes a file-system call or a fetch', async () => {
    const list = targets();
    expect(list.map((t) => `${t.path} ${t.arg}`)).toEqual(
      expect.arrayContaining([
        '/sitetool/v1/file/read path',
        '/sitetool/v1/file/write path',
        '/sitetool/v1/file/edit path',
        '/sitetool/v1/file/delete path',
        '/sitetool/v1/file/outline path',
        '/sitetool/v1/file/list pattern',
        '/sitetool/v1/file/search pattern',
        '/sitetool/v1/rendered-html path',
        '/sitetool/v1/upload-media url',
        '/sitetool/v1/cli/run command',
        '/oembed/1.0/proxy url',
        '/oembed/1.0/embed url',
      ]),
    );
    const app = createMockApp();
    const client = await listen(app.listener);
    const fsWatch = watchFs();
    const fetchWatch = watchFetch();
    hits = [];
    const failures: string[] = [];
    let sent = 0;
    try {
      for (const { method, path, arg, required } of list) {
        for (const bad of hostile()) {
          const args = { ...required, [arg]: bad };
          const res =
            method === 'GET'
              ? await client.send('GET', rest(path, `&${new URLSearchParams(args as Record<string, string>)}`), { headers: { Authorization: ADMIN } })
              : await client.send(method, rest(path), { headers: { ...JSON_TYPE, Authorization: ADMIN }, body: JSON.stringify(args) });
          sent++;
          if (res.status >= 500 || res.text.includes(CANARY_TEXT) || res.text.includes('root:x:0:0'))
            failures.push(`${res.status} ${method} ${path} ${arg}=${JSON.stringify(bad).slice(0, 80)}: ${res.text.slice(0, 200)}`);
        }
      }
    } finally {
      fsWatch.stop();
      fetchWatch.stop();
      await client.close();
      app.close();
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    expect(fsWatch.calls).toEqual([]);
    expect(fetchWatch.urls).toEqual([]);
    expect(hits).toEqual([]);
    expect(readFileSync(CANARY, 'utf8')).toBe(CANARY_TEXT);
    expect(readdirSync(outside)).toEqual(['canary.txt']);
  });

  it('oEmbed embed and proxy answer from the scenario and upload-media makes its file from the URL, none going online', async () => {
    const app = createMockApp();
    const client = await listen(app.listener);
    const fetchWatch = watchFetch();
    hits = [];
    try {
      const auth = { Authorization: ADMIN };
      const url = encodeURIComponent(`${NETWORK}/watch?v=1`);
      expect((await client.send('GET', rest('/oembed/1.0/proxy', `&url=${url}`), { headers: auth })).status).not.toBe(500);
      expect((await client.send('GET', rest('/oembed/1.0/embed', `&url=${encodeURIComponent(`${client.origin}/?p=1`)}`))).status).toBe(200);
      const upload = await client.send('POST', rest('/sitetool/v1/upload-media'), {
        headers: { ...auth, ...JSON_TYPE },
        body: JSON.stringify({ url: `${NETWORK}/photo-640x200.png` }),
      });
      expect(upload.status, upload.text).toBe(200);
      expect(JSON.parse(upload.text)).toMatchObject({ attachment_id: expect.any(Number), width: 640, height: 200, mime_type: 'image/png' });
    } finally {
      fetchWatch.stop();
      await client.close();
      app.close();
    }
    expect(fetchWatch.urls).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('the CLI server run inside a sandbox folder writes nothing there, and the file outside stays as it was', async () => {
    const sandbox = tempDir('sandbox');
    const canaryStat = statSync(CANARY);
    // With strace on the machine, every file system call of the server is also read back from the kernel's side.
    const strace = ['/usr/bin/strace', '/bin/strace'].find((f) => {
      try {
        return statSync(f).isFile();
      } catch {
        return false;
      }
    });
    const trace = join(outside, 'trace.txt');
    const served = await serveCli(['--no-watch'], strace ? [strace, '-f', '-qq', '-e', 'trace=%file', '-o', trace, process.execPath, CLI] : undefined, sandbox);
    const agent = new http.Agent({ keepAlive: true });
    const statuses = new Set<number>();
    try {
      const send = async (path: string, body: object) => {
        const res = await request(served.url, 'POST', rest(`/sitetool/v1${path}`), agent, {
          headers: { ...JSON_TYPE, Authorization: ADMIN },
          body: JSON.stringify(body),
        });
        statuses.add(res.status);
        expect(res.text).not.toContain(CANARY_TEXT);
        return res;
      };
      for (const bad of hostile()) {
        await send('/file/read', { path: bad });
        await send('/file/write', { path: bad, content: 'pwned' });
        await send('/file/edit', { path: bad, old_content: 'a', new_content: 'pwned' });
        await send('/file/outline', { path: bad });
        await send('/file/delete', { path: bad });
        await send('/rendered-html', { path: bad });
        await send('/upload-media', { url: bad });
      }
      // Writes that succeed change the virtual theme only.
      expect((await send('/file/write', { path: 'pwned.php', content: '<?php // pwned' })).status).toBe(200);
      expect((await send('/file/write', { path: 'template-parts/pwned.html', content: 'pwned' })).status).toBe(200);
      expect((await send('/file/delete', { path: 'pwned.php' })).status).toBe(200);
    } finally {
      agent.destroy();
      if (strace) {
        // strace relays no signal to the server it started: stop the server itself, then strace ends with it.
        for (const pid of childrenOf(served.child.pid!)) process.kill(pid, 'SIGTERM');
      }
      await served.stop();
    }
    expect([...statuses].filter((s) => s >= 500)).toEqual([]);
    expect(readdirSync(sandbox)).toEqual([]);
    expect(readFileSync(CANARY, 'utf8')).toBe(CANARY_TEXT);
    expect(statSync(CANARY).mtimeMs).toBe(canaryStat.mtimeMs);
    expect(readdirSync(outside).filter((f) => f !== 'trace.txt')).toEqual(['canary.txt']);
    if (strace) {
      const calls = readFileSync(trace, 'utf8');
      expect(calls).toContain('execve('); // the trace holds the server's calls
      const named = calls.split('\n').filter((line) => /wp-config|etc\/passwd|win\.ini|canary|pwned|id_rsa|\.bashrc|functions\.php|self\/environ/.test(line));
      expect(named).toEqual([]);
    } else console.log('[security] strace is not installed: the sandbox test checked the folders only');
  });

  it("the watches see what they watch: the mock's own file reads and fetches are recorded", async () => {
    const fsWatch = watchFs();
    try {
      validateScenario(SITE_YAML); // opens the scenario with openSync (a bounded read), imported by name
    } finally {
      fsWatch.stop();
    }
    expect(fsWatch.calls.some((c) => c.fn === 'fs.openSync' && c.args.some((a) => a.endsWith('site.yaml')))).toBe(true);
    const fetchWatch = watchFetch();
    try {
      await fetch(`${NETWORK}/seen`);
    } finally {
      fetchWatch.stop();
    }
    expect(fetchWatch.urls).toEqual([`${NETWORK}/seen`]);
  });
});

describe('the admin API needs the token once the server binds beyond loopback', () => {
  interface Layer {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  }
  /** Every route of the admin router, read from the router itself (sub-routers included). */
  const adminRoutes = (): { method: string; path: string }[] => {
    const app = createMockApp();
    const out: { method: string; path: string }[] = [];
    const walk = (stack: Layer[]) => {
      for (const layer of stack) {
        if (layer.route) for (const method of Object.keys(layer.route.methods)) out.push({ method: method.toUpperCase(), path: layer.route.path });
        else if (layer.handle?.stack) walk(layer.handle.stack);
      }
    };
    walk((adminRouter({ site: () => app.site, journal: app.journal }) as unknown as { stack: Layer[] }).stack);
    app.close();
    return out;
  };
  const concrete = (path: string) => `/__mock${path.replace(/:\w+/g, 'default')}`;
  /** The status of a GET whose answer may never end (the journal's event stream): the body is not waited for. */
  const statusOf = async (url: string, headers: Record<string, string> = {}) => {
    const controller = new AbortController();
    const res = await fetch(url, { headers, signal: controller.signal });
    controller.abort();
    return res.status;
  };
  const streams = (path: string) => path.endsWith('/stream');
  /** The inspector page and its files, the bare prefix, unknown and oddly written admin addresses. */
  const EXTRA = [
    '/__mock/',
    '/__mock',
    '/__mock/inspector',
    '/__mock/index.html',
    '/__mock/assets/main.js',
    '/__mock/nope',
    '/__MOCK/state',
    '/__Mock/journal',
    '/__mock//state',
    '/__mock/state/',
    '/__mock/./state',
    '/__mock/%73tate',
    '/__mock/state%2f',
    '/__mock/state?session=default',
  ];

  it('lists the admin routes from the router: every route of docs/admin-api.md is there', () => {
    const listed = adminRoutes().map((r) => `${r.method} ${r.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /health',
        'GET /sessions',
        'POST /sessions/:name/reset',
        'DELETE /sessions/:name',
        'POST /reset',
        'GET /state',
        'PUT /state',
        'GET /journal',
        'GET /journal/stream',
        'GET /journal/:id',
        'POST /verify',
        'GET /machines',
        'PUT /machines/:name',
        'GET /clock',
        'PUT /clock',
        'GET /scenario',
        'GET /coverage',
        'GET /recordings',
        'GET /routes',
        'GET /',
        'GET /assets/:file',
      ]),
    );
  });

  it('bound to 0.0.0.0: 401 without the token or with a wrong one on every route but health; the printed token opens them', async () => {
    const served = await serveCli(['--host', '0.0.0.0', '--no-watch']);
    const agent = new http.Agent({ keepAlive: true });
    try {
      for (let i = 0; i < 100 && !/admin token \S+/.test(served.output()); i++) await new Promise((r) => setTimeout(r, 20));
      const token = /admin token (\S+)/.exec(served.output())![1]!;
      const origin = served.url.replace('0.0.0.0', '127.0.0.1');
      const send = (method: string, path: string, headers: Record<string, string> = {}) =>
        request(origin, method, path, agent, { headers: { ...JSON_TYPE, ...headers }, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
      const WRONG: Record<string, string>[] = [
        { Authorization: 'Bearer wrong' },
        { 'X-Mock-Admin-Token': 'wrong' },
        { Authorization: `Bearer ${token}x` },
        { Authorization: `Bearer ${token.slice(0, -1)}` },
        { Authorization: `Basic ${Buffer.from(`admin:${token}`).toString('base64')}` },
        { Authorization: `Bearer ${'x'.repeat(10_000)}` },
        { 'X-Mock-Admin-Token': '' },
        { Authorization: 'Bearer ' },
      ];
      const RIGHT: Record<string, string>[] = [{ Authorization: `Bearer ${token}` }, { 'X-Mock-Admin-Token': token }];
      for (const { method, path } of adminRoutes().map((r) => ({ method: r.method, path: concrete(r.path) }))) {
        const what = `${method} ${path}`;
        if (path === '/__mock/health') {
          expect((await send(method, path)).status, what).toBe(200);
          continue;
        }
        const none = await send(method, path);
        expect(none.status, what).toBe(401);
        expect(JSON.parse(none.text), what).toMatchObject({ code: 'mock_site_admin_token_missing', data: { status: 401 } });
        for (const headers of WRONG) {
          const wrong = await send(method, path, headers);
          expect(wrong.status, `${what} ${JSON.stringify(headers).slice(0, 80)}`).toBe(401);
          // A Basic header or an empty Bearer presents no token at all: "missing"; any other: "invalid".
          expect(['mock_site_admin_token_invalid', 'mock_site_admin_token_missing'], what).toContain((JSON.parse(wrong.text) as { code: string }).code);
          expect(wrong.text).not.toContain(token);
        }
        for (const headers of RIGHT) {
          const status = streams(path) ? await statusOf(`${origin}${path}`, headers) : (await send(method, path, headers)).status;
          expect(status, what).not.toBe(401);
        }
      }
      // The inspector page is behind the token too; odd spellings of admin addresses serve nothing.
      for (const path of ['/__mock/', '/__mock']) expect((await send('GET', path)).status, path).toBe(401);
      for (const path of EXTRA) {
        const res = await send('GET', path);
        expect([401, 404], `${path}: ${res.text.slice(0, 200)}`).toContain(res.status);
        expect(res.text, path).not.toMatch(/"machines"|"sessions"|"version"/);
      }
      // Nor does the REST side answer admin addresses.
      for (const path of [rest('/__mock/state'), '/wp-json/__mock/state', '/index.php/__mock/state']) {
        const res = await send('GET', path);
        expect(res.status, path).toBe(404);
        expect(res.text, path).not.toContain('"machines"');
      }
      expect(served.output().split(token).length - 1).toBe(1); // printed once, at start, never echoed
    } finally {
      agent.destroy();
      await served.stop();
    }
  });

  it('on loopback without a token the admin API is open', async () => {
    const served = await serveCli(['--no-watch']);
    try {
      // Replay reports answer 404 without --replay; a journal entry or a page file named `default` does not exist.
      const notFound = new Set(['/coverage', '/recordings', '/journal/:id', '/assets/:file']);
      for (const { method, path } of adminRoutes().filter((r) => r.method === 'GET' && !notFound.has(r.path))) {
        const status = streams(path) ? await statusOf(`${served.url}${concrete(path)}`) : (await request(served.url, method, concrete(path), undefined)).status;
        expect(status, path).toBe(200);
      }
      expect(served.output()).not.toContain('admin token');
    } finally {
      await served.stop();
    }
  });

  it('compares tokens in constant time (crypto.timingSafeEqual on equal-length digests)', async () => {
    const calls: [number, number][] = [];
    const original = crypto.timingSafeEqual;
    crypto.timingSafeEqual = ((a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      calls.push([a.byteLength, b.byteLength]);
      return original(a, b);
    }) as typeof crypto.timingSafeEqual;
    syncBuiltinESMExports();
    try {
      const http = supertest(createMockApp({ adminToken: 'the-right-token' }).express);
      await http.get('/__mock/sessions').set('Authorization', 'Bearer the-right-token').expect(200);
      await http.get('/__mock/sessions').set('Authorization', 'Bearer short').expect(401);
      await http.get('/__mock/sessions').set('X-Mock-Admin-Token', 'a-much-longer-token-than-the-right-one-by-far').expect(401);
    } finally {
      crypto.timingSafeEqual = original;
      syncBuiltinESMExports();
    }
    expect(calls).toEqual([
      [32, 32],
      [32, 32],
      [32, 32],
    ]);
  });
});

describe('secrets never appear in the output, the journal, a recording or the --db files', () => {
  const hex = (n: number, seed: string) => createHash('sha256').update(seed).digest('hex').repeat(4).slice(0, n);
  /** Secrets the scenario holds: its application password, its test cookie's nonce. */
  const APP_PASSWORD = 'Qw3r Ty7u Io9p As2d Fg4h Jk6l';
  const NONCE = 'n0nce5ecret77aa';
  const ADMIN_TOKEN = 'admin-token-never-printed-4471';
  /** Secrets the client sends. */
  const SENT = {
    cookie: 'cookie-value-secret-9183',
    userPassword: 'new-user-password-5521',
    licenceKey: hex(32, 'licence'),
    paypalSecret: `E${'s'.repeat(40)}${hex(39, 'paypal')}`,
    paypalAuthCode: 'paypal-auth-code-secret-8830',
    connectorNonce: 'connector-nonce-secret-2207',
    codeVerifier: randomBytes(32).toString('base64url'),
  };
  const scenario = (dir: string) => {
    const file = join(dir, 'secrets.yaml');
    writeFileSync(
      file,
      [
        `extends: ${join(ROOT, 'scenarios/shop.yaml')}`,
        'auth:',
        `  nonce: ${NONCE}`,
        `  cookie: wordpress_logged_in_abc=${SENT.cookie}`,
        '  users:',
        '    - id: 1',
        '      username: admin',
        '      name: admin',
        '      email: admin@example.org',
        '      roles: [administrator]',
        `      application_passwords: [{ name: ci, password: '${APP_PASSWORD}' }]`,
        '',
      ].join('\n'),
    );
    return file;
  };

  type Send = (method: string, path: string, options?: { headers?: Record<string, string>; body?: string }) => Promise<Answer>;
  const basic = (password: string) => `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;

  /**
   * One shop session that sends every kind of secret the catalogue takes: application password (Basic), cookie +
   * nonce, a new user's password, a licence key, PayPal credentials, a connector nonce, and the whole agent OAuth
   * flow (client secret, code, PKCE verifier, access and refresh tokens, refresh, revoke). Answers the secret values.
   */
  async function session(send: Send): Promise<Record<string, string>> {
    const seen: Record<string, string> = {};
    const auth = { Authorization: basic(APP_PASSWORD), 'X-Mock-Session': 'secrets' };
    const json = (body: unknown) => ({ headers: { ...auth, ...JSON_TYPE }, body: JSON.stringify(body) });
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
      headers: { 'X-Mock-Session': 'secrets', 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    const ok = (res: Answer, what: string, status = 200) => {
      expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBe(status);
      return res;
    };

    ok(await send('GET', rest('/cms/v2/users/me'), { headers: auth }), 'basic');
    ok(
      await send('GET', rest('/cms/v2/users/me', '&context=edit'), {
        headers: { Cookie: `wordpress_logged_in_abc=${SENT.cookie}`, 'X-WP-Nonce': NONCE, 'X-Mock-Session': 'secrets' },
      }),
      'cookie',
    );
    ok(await send('POST', rest('/cms/v2/users'), json({ username: 'newbie', email: 'newbie@example.org', password: SENT.userPassword })), 'user', 201);
    ok(await send('POST', rest('/licenser/assistant/v1/set_license'), json({ serialKey: SENT.licenceKey })), 'licence');
    ok(
      await send(
        'POST',
        rest('/shop/v3/payments/authenticate/direct'),
        json({ clientId: `A${'b'.repeat(79)}`, clientSecret: SENT.paypalSecret, useSandbox: true }),
      ),
      'paypal',
    );
    ok(await send('POST', rest('/shop/v3/payments/authenticate/oauth'), json({ sharedId: 'shared-id', authCode: SENT.paypalAuthCode })), 'paypal oauth');
    ok(await send('POST', rest('/connector/v4/verify_xmlrpc_error'), json({ nonce: SENT.connectorNonce })), 'connector');

    const api = (route: string) => rest(`/agentproto/v1${route}`);
    const CB = 'http://127.0.0.1:9/callback';
    const client = JSON.parse(
      ok(
        await send('POST', api('/oauth/register'), json({ client_name: 'Agent', redirect_uris: [CB], token_endpoint_auth_method: 'client_secret_post' })),
        'register',
        201,
      ).text,
    ) as { client_id: string; client_secret: string };
    seen.clientSecret = client.client_secret;
    const challenge = createHash('sha256').update(SENT.codeVerifier).digest('base64url');
    const q = { response_type: 'code', client_id: client.client_id, redirect_uri: CB, state: 's1', code_challenge: challenge, code_challenge_method: 'S256' };
    const page = ok(await send('GET', api(`/oauth/authorize&${new URLSearchParams(q)}`), { headers: auth }), 'authorize');
    const consentNonce = /name="_mwai_nonce" value="([^"]+)"/.exec(page.text)![1]!;
    const approved = await send(
      'POST',
      api('/oauth/authorize'),
      form({ ...q, action: 'approve', _mwai_nonce: consentNonce }, { Authorization: auth.Authorization }),
    );
    ok(approved, 'approve', 302);
    seen.code = new URL(String(approved.headers.location)).searchParams.get('code')!;
    const pair = JSON.parse(
      ok(
        await send(
          'POST',
          api('/oauth/token'),
          form({
            grant_type: 'authorization_code',
            code: seen.code,
            redirect_uri: CB,
            code_verifier: SENT.codeVerifier,
            client_id: client.client_id,
            client_secret: client.client_secret,
          }),
        ),
        'token',
      ).text,
    ) as { access_token: string; refresh_token: string };
    seen.access = pair.access_token;
    seen.refresh = pair.refresh_token;
    ok(await send('GET', rest('/cms/v2/users/me'), { headers: { Authorization: `Bearer ${pair.access_token}`, 'X-Mock-Session': 'secrets' } }), 'bearer');
    const next = JSON.parse(
      ok(
        await send(
          'POST',
          api('/oauth/token'),
          form({ grant_type: 'refresh_token', refresh_token: pair.refresh_token, client_id: client.client_id, client_secret: client.client_secret }),
        ),
        'refresh',
      ).text,
    ) as { access_token: string; refresh_token: string };
    seen.access2 = next.access_token;
    seen.refresh2 = next.refresh_token;
    ok(await send('POST', api('/oauth/revoke'), form({ token: next.access_token })), 'revoke');
    return seen;
  }

  /** Every secret value, and the forms it travels in (Basic token, without the spaces WordPress ignores). */
  const secretsOf = (seen: Record<string, string>): Record<string, string> => ({
    appPassword: APP_PASSWORD,
    appPasswordSquashed: APP_PASSWORD.replace(/\s/g, ''),
    basic: basic(APP_PASSWORD).slice(6),
    nonce: NONCE,
    ...SENT,
    ...seen,
  });
  const found = (text: string, secrets: Record<string, string>) =>
    Object.entries(secrets)
      .filter(([, v]) => text.includes(v) || text.includes(encodeURIComponent(v)))
      .map(([k]) => k);

  it('in process: the request journal keeps no secret (headers and bodies included), and verify cannot confirm one', async () => {
    const dir = tempDir('journal');
    const app = createMockApp({ scenario: scenario(dir) });
    const client = await listen(app.listener);
    try {
      const secrets = secretsOf(await session(client.send));
      expect(app.journal.entries().length).toBeGreaterThan(10);
      // `user` is the scenario's own user (a reference, which GET /__mock/journal lists by name) and `answer` the bytes
      // the client was sent (a token endpoint's answer holds its tokens): what was sent is checked here...
      const kept = app.journal.entries().map(({ answer: _, ...e }) => ({ ...e, user: e.user?.username ?? null }));
      expect(found(JSON.stringify(kept), secrets), JSON.stringify(kept.map((e) => [e.headers, e.form, e.json]))).toEqual([]);
      // ...and nothing the admin API shows of an entry, its answer included, holds a secret either.
      const shown = await Promise.all(app.journal.entries().map(async (e) => (await client.send('GET', `/__mock/journal/${e.id}`)).text));
      expect(shown.every((text) => text.startsWith('{"id":'))).toBe(true);
      expect(found(shown.join('\n'), secrets)).toEqual([]);
      const verify = async (match: object) =>
        JSON.parse((await client.send('POST', '/__mock/verify', { headers: JSON_TYPE, body: JSON.stringify({ match }) })).text) as { count: number };
      expect((await verify({ route: '/licenser/assistant/v1/set_license' })).count).toBe(1);
      expect((await verify({ body: { serialKey: SENT.licenceKey } })).count).toBe(0);
      expect((await verify({ headers: { authorization: basic(APP_PASSWORD) } })).count).toBe(0);
      expect((await verify({ headers: { cookie: `wordpress_logged_in_abc=${SENT.cookie}` } })).count).toBe(0);
    } finally {
      await client.close();
      app.close();
    }
  });

  /** Starts the built CLI with `args` (no --quiet: the banner is part of what is checked) and waits for its address. */
  async function startCli(args: string[], cwd: string, address = /http:\/\/127\.0\.0\.1:\d+/) {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, MOCK_SITE_PORT: '', MOCK_SITE_ADMIN_TOKEN: '' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const m = address.exec(output);
        if (m) resolve(m[1] ?? m[0]);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    return {
      url,
      output: () => output,
      async stop() {
        child.kill('SIGTERM');
        const [code] = (await once(child, 'exit')) as [number | null];
        return code;
      },
    };
  }

  it("through the CLI and `mock-site record`: not in either one's output, GET /__mock/journal, the cassette or the --db files", async () => {
    const dir = tempDir('cli');
    const db = join(dir, 'state.json');
    const cassette = join(dir, 'cassette.yaml');
    const serve = await startCli(['serve', '--port', '0', '--no-watch', '--scenario', scenario(dir), '--db', db, '--admin-token', ADMIN_TOKEN], dir);
    let secrets: Record<string, string> = {};
    let journal = '';
    let serveCode: number | null = null;
    let recordCode: number | null = null;
    const record = await startCli(['record', '--port', '0', '--target', serve.url, '--out', cassette], dir, / at (http:\/\/127\.0\.0\.1:\d+)/);
    try {
      secrets = { ...secretsOf(await session((method, path, options) => request(record.url, method, path, undefined, options))), adminToken: ADMIN_TOKEN };
      const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
      journal = (await request(serve.url, 'GET', '/__mock/journal?session=secrets', undefined, { headers: admin })).text;
      expect(JSON.parse(journal)).toHaveLength(14);
    } finally {
      recordCode = await record.stop();
      serveCode = await serve.stop();
    }
    expect([recordCode, serveCode], record.output()).toEqual([0, 0]);
    expect(found(serve.output(), secrets), serve.output()).toEqual([]);
    expect(found(record.output(), secrets), record.output()).toEqual([]);
    expect(found(journal, secrets)).toEqual([]);
    expect(existsSync(cassette), record.output()).toBe(true);
    const recorded = readFileSync(cassette, 'utf8');
    expect(recorded).toContain('/agentproto/v1/oauth/token');
    expect(found(recorded, secrets)).toEqual([]);
    const files = readdirSync(dir).filter((f) => f.startsWith('state.json'));
    expect(files).toContain('state.json');
    const stored = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect(stored).toContain('key_hash');
    expect(found(stored, secrets)).toEqual([]);
  });
});
