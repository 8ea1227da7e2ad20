import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { FILE_LIMITS, readBounded } from '../../src/files/read-bounded.js';
import { CassetteError, parseCassette } from '../../src/cassette/cassette-parse.js';
import { loadReplay } from '../../src/replay/load.js';
import { CASSETTE_PARSED_WHOLE } from '../../src/cassette/read-cassette.js';
import { cassetteJsonSchema } from '../../src/cassette/schema.js';
import { CLI } from '../cli/run-cli.js';
import { documentWith, fits, schemaSlots } from '../scenario/schema-slots.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-site-hostile-'));
const at = (name: string) => join(dir, name);
const write = (name: string, text: string) => {
  writeFileSync(at(name), text);
  return at(name);
};
/** A file of `bytes` zero bytes that takes no disk space (sparse): larger than a limit without writing it. */
const sparse = (name: string, bytes: number) => {
  writeFileSync(at(name), '');
  truncateSync(at(name), bytes);
  return at(name);
};
const MB = 1024 * 1024;

const FIFO = at('pipe.yaml');
const SOCKET = at('socket.yaml');
let socket: Server;

/** Interactions in the layout the recorder writes (indent 2) or PyYAML does (indent 0), from `first`. */
function cassetteText(first: number, count: number, indent = '  '): string {
  let out = `$schema: cassette.schema.json\ncassette:\n  version: 1\n  target: https://example.org\ninteractions:\n`;
  for (let i = first; i < first + count; i++) {
    out += `${indent}- request:\n${indent}    method: GET\n${indent}    route: /wp/v2/posts/${i}\n${indent}  response:\n${indent}    status: 200\n${indent}    body:\n${indent}      json:\n${indent}        id: ${i}\n`;
  }
  return out;
}

beforeAll(async () => {
  execFileSync('mkfifo', [FIFO]);
  socket = createServer().listen(SOCKET);
  await once(socket, 'listening');
  mkdirSync(at('folder.yaml'));
  mkdirSync(at('with-fifo'));
  execFileSync('mkfifo', [at('with-fifo/b.yaml')]);
  write('with-fifo/a.yaml', cassetteText(0, 1));
  write('small.yaml', cassetteText(0, 2));
  write('extends-fifo.yaml', 'extends: pipe.yaml\n');
  write('extends-zero.yaml', 'extends: /dev/zero\n');
  write('include-zero.yaml', 'include: [/dev/zero]\n');
  write('extends-folder.yaml', 'extends: folder.yaml\n');
  const bodyFile = (name: string, file: string) => write(name, `rules:\n  - match: {route: /cms/v2/posts}\n    respond: {bodyFile: ${file}}\n`);
  bodyFile('body-fifo.yaml', 'pipe.yaml');
  bodyFile('body-zero.yaml', '/dev/zero');
  bodyFile('body-folder.yaml', 'folder.yaml');
  bodyFile('body-large.yaml', 'large-body.json');
  sparse('large-body.json', FILE_LIMITS['body file'] + MB);
  sparse('large-scenario.yaml', FILE_LIMITS.scenario + MB);
  write('extends-large.yaml', 'extends: large-scenario.yaml\n');
  sparse('large-cassette.yaml', FILE_LIMITS.cassette + MB);
  sparse('large.har', FILE_LIMITS['HAR file'] + MB);
  execFileSync('mkfifo', [at('pipe.har')]);
  // Over the whole-parse limit in another layout: JSON (which is YAML).
  const entry = (i: number) => `{"request":{"method":"GET","route":"/wp/v2/posts/${i}"},"response":{"status":200}}`;
  const entries = Array.from({ length: Math.ceil(CASSETTE_PARSED_WHOLE / 70) + 1000 }, (_, i) => entry(i));
  write('json-layout.yaml', `{"cassette":{"version":1},"interactions":[\n${entries.join(',\n')}\n]}\n`);
  mkdirSync(at('db-journal'));
  execFileSync('mkfifo', [at('db-journal/state.json.journal')]);
});

const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  socket?.close();
});

interface Outcome {
  code: number | null;
  output: string;
  /** The server started listening instead of refusing (it was stopped). */
  served: boolean;
}

/** Runs the built CLI to its exit; a server that starts listening instead is stopped and reported as served. */
async function runToExit(args: string[]): Promise<Outcome> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: dir, env: { ...process.env, MOCK_SITE_PORT: '' } });
  children.add(child);
  let output = '';
  let served = false;
  const collect = (d: Buffer) => {
    output += d;
    if (!served && /http:\/\/127\.0\.0\.1:\d+/.test(output)) {
      served = true;
      child.kill('SIGTERM');
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const [code] = (await once(child, 'close')) as [number | null];
  children.delete(child);
  return { code, output, served };
}

const serve = (...args: string[]) => ['serve', '--port', '0', '--no-watch', '--quiet', ...args];

/** Exits with `code` and the message, without a stack trace. */
function expectRefused(outcome: Outcome, code: number, message: RegExp): void {
  expect(outcome.served, outcome.output).toBe(false);
  expect(outcome.output).toMatch(message);
  expect(outcome.output).not.toMatch(/TypeError|RangeError|\n\s+at /);
  expect(outcome.code).toBe(code);
}

/** Nine levels of ten aliases each: a billion values from a few lines. */
const aliasBomb = (indent: string) =>
  `${[
    `${indent}l0: &l0 [x, x, x, x, x, x, x, x, x, x]`,
    ...Array.from({ length: 8 }, (_, i) => `${indent}l${i + 1}: &l${i + 1} [${Array(10).fill(`*l${i}`).join(', ')}]`),
  ].join('\n')}\n`;

const NOT_A_FILE = (what: string) => new RegExp(`\\(it is ${what.replace(/[()]/g, '\\$&')}, not a regular file\\)\\. Give the path of a`);

describe.concurrent('files that are not regular files are refused, promptly and clearly', () => {
  it.each([
    ['a FIFO as scenario (validate)', ['validate', 'pipe.yaml'], 1, /^pipe\.yaml: cannot read scenario .*pipe\.yaml/m, 'a named pipe (FIFO)'],
    ['a FIFO as scenario (serve)', serve('--scenario', 'pipe.yaml'), 1, /\[mock-site\] .*pipe\.yaml: cannot read scenario/, 'a named pipe (FIFO)'],
    ['/dev/zero as scenario (validate)', ['validate', '/dev/zero'], 1, /^\/dev\/zero: cannot read scenario \/dev\/zero/m, 'a character device'],
    ['/dev/zero as scenario (serve)', serve('--scenario', '/dev/zero'), 1, /cannot read scenario \/dev\/zero/, 'a character device'],
    ['a folder as scenario', ['validate', 'folder.yaml'], 1, /cannot read scenario .*folder\.yaml/, 'a folder'],
    ['a socket as scenario', serve('--scenario', 'socket.yaml'), 1, /cannot read scenario .*socket\.yaml/, 'a socket'],
    ['a FIFO as extends', ['validate', 'extends-fifo.yaml'], 1, /^extends-fifo\.yaml:1:10: cannot read .*pipe\.yaml/m, 'a named pipe (FIFO)'],
    ['/dev/zero as extends (serve)', serve('--scenario', 'extends-zero.yaml'), 1, /extends-zero\.yaml:1:10: cannot read \/dev\/zero/, 'a character device'],
    ['/dev/zero as include', ['validate', 'include-zero.yaml'], 1, /^include-zero\.yaml:1:11: cannot read \/dev\/zero/m, 'a character device'],
    ['a folder as extends', ['validate', 'extends-folder.yaml'], 1, /^extends-folder\.yaml:1:10: cannot read .*folder\.yaml/m, 'a folder'],
    [
      'a FIFO as bodyFile (validate)',
      ['validate', 'body-fifo.yaml'],
      1,
      /^body-fifo\.yaml:3:25: rule rules\[0\]: respond\[0\]: body_file .*pipe\.yaml cannot be read/m,
      'a named pipe (FIFO)',
    ],
    [
      'a FIFO as bodyFile (serve)',
      serve('--scenario', 'body-fifo.yaml'),
      1,
      /body-fifo\.yaml:2:5: rule rules\[0\]: respond\[0\]: body_file .*pipe\.yaml cannot be read/,
      'a named pipe (FIFO)',
    ],
    ['/dev/zero as bodyFile', serve('--scenario', 'body-zero.yaml'), 1, /body_file \/dev\/zero cannot be read/, 'a character device'],
    ['a folder as bodyFile', ['validate', 'body-folder.yaml'], 1, /body_file .*folder\.yaml cannot be read/, 'a folder'],
    ['a FIFO as cassette', serve('--replay', 'pipe.yaml'), 1, /^\[mock-site\] cannot read cassette pipe\.yaml/m, 'a named pipe (FIFO)'],
    ['/dev/zero as cassette', serve('--replay', '/dev/zero'), 1, /cannot read cassette \/dev\/zero/, 'a character device'],
    ['a FIFO among the cassettes of a --replay folder', serve('--replay', 'with-fifo'), 1, /cannot read cassette with-fifo\/b\.yaml/, 'a named pipe (FIFO)'],
    ['a FIFO as the cassette to export', ['export', 'pipe.yaml', '--har'], 1, /export: cannot read cassette pipe\.yaml/, 'a named pipe (FIFO)'],
    [
      'a FIFO as the cassette to import',
      ['import', 'pipe.yaml', '--to-scenario', 'out.yaml'],
      1,
      /import: cannot read cassette pipe\.yaml/,
      'a named pipe (FIFO)',
    ],
    ['/dev/zero as the cassette to generate from', ['generate', '--from', '/dev/zero'], 1, /generate: cannot read cassette \/dev\/zero/, 'a character device'],
    [
      'a FIFO as the cassette to verify',
      ['verify-recordings', 'pipe.yaml', '--target', 'http://127.0.0.1:9'],
      2,
      /cannot read cassette pipe\.yaml/,
      'a named pipe (FIFO)',
    ],
    ['a FIFO as HAR file', ['import', 'pipe.har'], 1, /import: cannot read HAR file pipe\.har/, 'a named pipe (FIFO)'],
  ] as const)(
    '%s',
    async (_, args, code, where, what) => {
      const outcome = await runToExit([...args]);
      expectRefused(outcome, code, where);
      expect(outcome.output).toMatch(NOT_A_FILE(what));
    },
    60_000,
  );
});

describe.concurrent('files over their size limit are refused before they are parsed', () => {
  it.each([
    [
      'a scenario',
      ['validate', 'large-scenario.yaml'],
      1,
      /large-scenario\.yaml \(it is 33 MB; a scenario may be at most 32 MB\)\. Keep scenarios to what a person writes/,
    ],
    [
      'a scenario it extends',
      serve('--scenario', 'extends-large.yaml'),
      1,
      /extends-large\.yaml:1:10: cannot read .*large-scenario\.yaml \(it is 33 MB; a scenario may be at most 32 MB\)/,
    ],
    [
      'a bodyFile',
      ['validate', 'body-large.yaml'],
      1,
      /body_file .*large-body\.json cannot be read \(it is [\d.]+ MB; a body file may be at most [\d.]+ MB\)\. Answer with a smaller file/,
    ],
    [
      'a cassette',
      serve('--replay', 'large-cassette.yaml'),
      1,
      /cannot read cassette large-cassette\.yaml \(it is 257 MB; a cassette may be at most 256 MB\)\. Split its interactions over several cassettes in one folder and replay the folder: --replay <folder>/,
    ],
    [
      "a cassette in another layout than the recorder's",
      serve('--replay', 'json-layout.yaml'),
      1,
      /cannot read cassette json-layout\.yaml \(it is [\d.]+ MB in a layout other than the one mock-site record writes, which is parsed whole: at most 8 MB\)\. Split its interactions over cassettes of at most 8 MB in one folder and replay the folder \(--replay <folder>\)/,
    ],
    [
      'a cassette to export',
      ['export', 'large-cassette.yaml', '--har'],
      1,
      /export: cannot read cassette large-cassette\.yaml \(it is 257 MB; a cassette may be at most 256 MB\)/,
    ],
    ['a HAR file', ['import', 'large.har'], 1, /import: cannot read HAR file large\.har \(it is 257 MB; a HAR file may be at most 256 MB\)/],
  ] as const)(
    '%s',
    async (_, args, code, message) => {
      expectRefused(await runToExit([...args]), code, message);
    },
    60_000,
  );
});

describe.concurrent('files serve writes must be regular files', () => {
  it.each([
    ['--db /dev/full', ['--db', '/dev/full'], /cannot use --db file \/dev\/full \(it is a character device, not a regular file\)\. Point --db at a JSON file/],
    ['--db a FIFO', ['--db', 'pipe.yaml'], /cannot use --db file pipe\.yaml \(it is a named pipe \(FIFO\), not a regular file\)/],
    ['--db a folder', ['--db', 'folder.yaml'], /cannot use --db file folder\.yaml \(it is a folder, not a regular file\)/],
    ['--db whose journal is a FIFO', ['--db', 'db-journal/state.json'], /cannot use --db file db-journal\/state\.json\.journal \(it is a named pipe \(FIFO\)/],
    [
      '--coverage a FIFO',
      ['--replay', 'small.yaml', '--coverage', 'pipe.yaml'],
      /cannot use --coverage file pipe\.yaml \(it is a named pipe \(FIFO\), not a regular file\)/,
    ],
  ] as const)(
    '%s is refused at start',
    async (_, args, message) => {
      expectRefused(await runToExit(serve(...args)), 2, message);
    },
    60_000,
  );
});

describe.concurrent('wrong YAML shapes reach the user as file:line:col, from validate and serve', () => {
  it.each([
    ['rules as a mapping', 'rules: {not: a list}\n', '1:8: rules must be a list (got a mapping).'],
    ['routes as a mapping', 'routes: {a: 1}\n', '1:9: routes must be a list (got a mapping).'],
    ['machines as a list of numbers', 'machines: [1, 2]\n', '1:11: machines must be a mapping (got a list).'],
    ['include as a string', 'include: other.yaml\n', '1:10: include must be a list (got string "other.yaml").'],
    [
      '__proto__ and constructor keys at the top',
      '__proto__: {a: 1}\nconstructor: 3\n',
      '1:1: "__proto__" cannot be a key in the scenario: it names a JavaScript object internal.',
    ],
    ['a __proto__ machine', 'machines:\n  __proto__: {states: [a]}\n', '2:3: "__proto__" cannot be a key in machines'],
    [
      "a constructor key among a rule's keys",
      'rules:\n  - match: {route: /cms/v2/posts}\n    constructor: 1\n    respond: {status: 200}\n',
      '3:5: unknown key "constructor" in rules[0]',
    ],
    [
      'a __proto__ key deep in a response body',
      'rules:\n  - match: {route: /cms/v2/posts}\n    respond:\n      body: {a: [{b: {__proto__: {polluted: 1}}}]}\n',
      '4:23: "__proto__" cannot be a key in rules[0].respond.body.a[0].b',
    ],
    ['posts as a mapping', 'data:\n  posts: {a: 1}\n', '2:10: data.posts must be a list (got a mapping).'],
    ['users as a mapping', 'auth:\n  users: {admin: 1}\n', '2:10: auth.users must be a list (got a mapping).'],
    ['records as a number', 'data:\n  records:\n    things: 3\n', '3:13: data.records.things must be a list or a mapping (got number 3).'],
    ['an alias inside the value it names', 'data:\n  options: &loop\n    self: *loop\n', '3:11: alias *loop is inside the value it names'],
    [
      'aliases of aliases',
      `data:\n  options:\n${aliasBomb('    ')}`,
      '4:14: too many aliases: the values they stand for would expand past what mock-site reads',
    ],
    ['more than 1,000 aliases', `data:\n  options:\n    a: &a 1\n    b: [${Array(1001).fill('*a').join(', ')}]\n`, '4:4009: more than 1,000 aliases'],
  ])(
    '%s',
    async (name, text, problem) => {
      const file = write(`shape-${name.replace(/\W+/g, '-')}.yaml`, text);
      const shown = file.slice(dir.length + 1);
      const [validated, served] = await Promise.all([runToExit(['validate', shown]), runToExit(serve('--scenario', shown))]);
      expectRefused(validated, 1, new RegExp(`^${shown}:${problem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
      expectRefused(served, 1, new RegExp(`\\[mock-site\\] ${file}:${problem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    },
    60_000,
  );
});

describe('large recordings', () => {
  it('a folder of cassettes is served whole, whatever the layout of each', async () => {
    mkdirSync(at('crawl'));
    write('crawl/part-1.yaml', cassetteText(0, 12_000));
    write('crawl/part-2.yaml', cassetteText(12_000, 12_000, ''));
    write('crawl/part-3.yaml', cassetteText(24_000, 10));
    const child = spawn(process.execPath, [CLI, ...serve('--replay', 'crawl', '--fallback', 'error')], { cwd: dir });
    children.add(child);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    while (!/http:\/\/[\d.]+:\d+/.test(out)) {
      const exited = once(child, 'exit');
      await Promise.race([once(child.stdout, 'data'), exited]);
      expect(child.exitCode, out).toBeNull();
    }
    const url = /http:\/\/[\d.]+:\d+/.exec(out)![0];
    try {
      for (const id of [0, 11_999, 12_000, 23_999, 24_009]) {
        const res = await fetch(`${url}/wp-json/wp/v2/posts/${id}`);
        expect(await res.json()).toEqual({ id });
      }
      const miss = await fetch(`${url}/wp-json/wp/v2/posts/24010`);
      expect(((await miss.json()) as { code: string }).code).toBe('mock_site_no_recording');
    } finally {
      child.kill('SIGTERM');
      await once(child, 'close');
      children.delete(child);
    }
  }, 120_000);

  it('refuses more interactions than the process holds, naming the cassette that goes past it', () => {
    mkdirSync(at('budget'));
    write('budget/a.yaml', cassetteText(0, 12_000));
    write('budget/b.yaml', cassetteText(12_000, 12_000));
    expect(loadReplay([at('budget')], { maxInteractions: 24_000 }).size).toBe(24_000);
    expect(() => loadReplay([at('budget')], { maxInteractions: 20_000 })).toThrow(CassetteError);
    expect(() => loadReplay([at('budget')], { maxInteractions: 20_000 })).toThrow(
      /cannot read cassette .*budget\/b\.yaml \(it takes the interactions replayed at once past 20,000, the most this process holds\)\. Replay fewer cassettes at once, or give Node more memory/,
    );
    write('budget/small.yaml', cassetteText(0, 3));
    expect(() => loadReplay([at('budget/small.yaml')], { maxInteractions: 2 })).toThrow(/past 2, the most this process holds/);
  });
});

describe('reading a file within its limit', () => {
  it.skipIf(process.platform !== 'linux')('stops at the limit when the file reports no size (as files under /proc do)', () => {
    expect(() => readBounded('/proc/self/status', 'scenario', 10)).toThrow(
      /cannot read scenario \/proc\/self\/status \(it is over 10 B; a scenario may be at most 10 B\)/,
    );
    expect(readBounded('/proc/self/status', 'scenario').toString()).toMatch(/^Name:/);
  });

  it('names the errno of a path that cannot be opened', () => {
    expect(() => readBounded(at('absent.yaml'), 'cassette')).toThrow(expect.objectContaining({ code: 'ENOENT', why: 'ENOENT' }));
  });
});

const CASSETTE = cassetteJsonSchema();
const WRONG = [
  ['a mapping', '{a: 1}', { a: 1 }],
  ['a list of numbers', '[1, 2]', [1, 2]],
  ['a number', '42', 42],
  ['a string', 'text', 'text'],
  ['null', 'null', null],
] as const;
const cassetteSlots = schemaSlots(CASSETTE).filter((s) => s.path[0] !== '$schema');

/** `base` with `over` written over it, mappings and lists merged key by key. */
function overlay(base: unknown, over: unknown): unknown {
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null) return over;
  const out: Record<string, unknown> = Array.isArray(base) ? ([...base] as unknown as Record<string, unknown>) : { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = overlay((base as Record<string, unknown>)[k], v);
  return out;
}

describe('wrong shapes anywhere in a cassette', () => {
  it.each(cassetteSlots.flatMap((slot) => WRONG.map(([name, yaml, value]) => ({ slot, yaml, value, name: `${slot.path.join('.')} as ${name}` }))))(
    '$name is reported with file:line:col, or replayed, and nothing throws',
    ({ slot, yaml, value }) => {
      const base = { cassette: { version: 1 }, interactions: [{ request: { method: 'GET', route: '/x' }, response: { status: 200 } }] };
      const file = write('shape.yaml', stringify(overlay(base, documentWith(slot, 'LEAF-VALUE'))).replace('LEAF-VALUE', yaml));
      let error: unknown;
      try {
        const index = loadReplay([file]);
        index.recordings.forEach((r) => {
          r.answer();
        });
      } catch (e) {
        error = e;
      }
      if (!fits(CASSETTE, slot.schema, value)) expect(error).toBeInstanceOf(CassetteError);
      if (error instanceof CassetteError) for (const p of error.problems) expect(p).toMatch(/^\[mock-site\] .*shape\.yaml:\d+:\d+: /);
      else expect(error).toBeUndefined();
    },
  );

  it('aliases of aliases are refused where they start', () => {
    const text = `cassette: {version: 1}\ninteractions:\n  - request:\n      method: GET\n      route: /x\n      query:\n${aliasBomb('        ')}    response: {status: 200}\n`;
    expect(() => loadReplay([write('bomb.yaml', text)])).toThrow(/bomb\.yaml:8:18: too many aliases/);
  });

  it.each([
    [
      '__proto__ and constructor keys of a query and headers',
      '  - request: {method: GET, route: /x, query: {__proto__: {a: 1}, constructor: x}, headers: {__proto__: x}}\n    response: {status: 200, headers: {constructor: x}}\n',
    ],
    [
      'a __proto__ key in a JSON body',
      '  - request: {method: POST, route: /x, body: {json: {__proto__: {polluted: 1}}}}\n    response: {status: 200, body: {json: {constructor: 1}}}\n',
    ],
  ])('%s are recorded data: replayed, never applied to an object', (_, interactions) => {
    const index = loadReplay([write('keys.yaml', `cassette: {version: 1}\ninteractions:\n${interactions}`)]);
    expect(index.recordings[0]!.answer().status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => parseCassette('cassette: {version: 1}\ninteractions: []\n__proto__: 1\n', 'top.yaml')).toThrow(/top\.yaml:3:12: __proto__ is not a known key/);
  });
});
