// Determinism: the same scenario and the same request sequence give byte-identical answers. Two fresh servers
// each take one long mixed sequence (content reads and writes, rules, sequences, machines, templates, fake
// values, behaviour kinds, sessions, batch, errors, admin clock moves) and every answer (status line, headers
// but Date, body) is compared.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockSite, type RunningMockSite } from '../src/start.js';
import { ADMIN, basic, rest, ROOT } from './helpers.js';

const SCENARIO = `
extends: ${JSON.stringify(`${ROOT}scenarios/examples/export-job.yaml`)}
seed: 42
routes:
  - path: /greeter/v1/hello/{name}
    methods: [GET, POST]
    args: { times: { type: integer, minimum: 1, maximum: 5 } }
  - path: /notes/v1/notes
    methods: [GET, POST]
  - path: /notes/v1/notes/{id}
    methods: [GET, POST, DELETE]
  - path: /notes/v1/settings
    methods: [GET, POST]
  - path: /notes/v1/export
    methods: POST
  - path: /notes/v1/export/{job_id}
  - path: /notes/v1/random
    response: { type: object, properties: { id: { type: integer }, word: { type: string }, at: { type: string, format: date-time } }, required: [id, word, at] }
rules:
  - name: hello
    match: { route: '/greeter/v1/hello/{name}' }
    respond:
      headers: { X-Greeted: '{{request.params.name}}' }
      body: { message: 'Hello, {{request.params.name}}!', times: '{{request.query.times}}', note: '{{request.body.note}}', posts: '{{state.posts.count}}', at: '{{now}}', call: '{{id}}', contact: '{{fake.email}}' }
  - { name: notes, match: { route: /notes/v1/notes }, bind: { kind: collection, store: notes } }
  - { name: note, match: { route: '/notes/v1/notes/{id}' }, bind: { kind: collection, store: notes } }
  - { name: settings, match: { route: /notes/v1/settings }, bind: { kind: singleton, store: notes.settings, initial: { theme: light } } }
  - { name: export, match: { route: /notes/v1/export }, bind: { kind: job, store: exports, polls: 2, result: { file: 'export-{{now}}.zip' } } }
  - { name: export-status, match: { route: '/notes/v1/export/{job_id}' }, bind: { kind: job, store: exports, polls: 2 } }
  - name: rotating-tip
    match: { route: /notes/v1/tip }
    after: cycle
    respond: [{ body: { tip: one, fake: '{{fake.name}}' } }, { body: { tip: two, n: '{{state.posts.count}}' } }, { status: 418, body: { tip: teapot } }]
  - name: half-json
    match: { route: /notes/v1/broken }
    respond: { fault: malformed-json }
`;

let servers: RunningMockSite[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

interface Step {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A long mixed sequence, the same on every run: a small seeded generator (mulberry32) picks the steps. */
function sequence(length: number): Step[] {
  let x = 12345;
  const next = (n: number) => {
    // mulberry32
    x = (x + 0x6d2b79f5) | 0;
    let t = Math.imul(x ^ (x >>> 15), 1 | x);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const sessions = ['default', 'worker-a', 'worker-b'];
  const auth = [ADMIN, basic('editor', 'editor-password'), ''];
  const steps: ((i: number) => Step)[] = [
    () => ({ method: 'GET', path: rest('/cms/v2/posts', `&per_page=${1 + next(5)}&page=${1 + next(3)}`) }),
    () => ({ method: 'GET', path: rest(`/cms/v2/posts/${1 + next(25)}`, next(2) ? '&_embed=1' : '&context=edit') }),
    (i) => ({
      method: 'POST',
      path: rest('/cms/v2/posts'),
      body: { title: `Post ${i}`, content: `Body "${i}" -- with quotes`, status: ['draft', 'publish', 'private'][next(3)] },
    }),
    () => ({ method: 'POST', path: rest(`/cms/v2/posts/${1 + next(25)}`), body: { title: `Edited ${next(100)}` } }),
    () => ({ method: 'DELETE', path: rest(`/cms/v2/posts/${1 + next(25)}`, next(2) ? '&force=true' : '') }),
    () => ({ method: 'GET', path: rest('/cms/v2/pages', '&orderby=menu_order&order=asc') }),
    () => ({ method: 'GET', path: rest('/cms/v2/categories', '&hide_empty=true') }),
    (i) => ({ method: 'POST', path: rest('/cms/v2/tags'), body: { name: `tag ${i % 7}` } }),
    () => ({ method: 'GET', path: rest('/cms/v2/comments') }),
    () => ({ method: 'GET', path: rest('/cms/v2/users/me') }),
    () => ({ method: 'GET', path: rest('/cms/v2/posts', '&per_page=0') }),
    () => ({ method: 'OPTIONS', path: rest('/cms/v2/posts') }),
    () => ({ method: 'HEAD', path: rest('/cms/v2/posts') }),
    () => ({ method: 'GET', path: rest('/sitetool/v1/site-info') }),
    () => ({ method: 'GET', path: rest(`/greeter/v1/hello/name${next(4)}`, `&times=${1 + next(5)}`) }),
    () => ({ method: 'POST', path: rest('/greeter/v1/hello/poster'), body: { note: `n${next(9)}` } }),
    () => ({ method: 'GET', path: rest('/my-export/v1/exports/status') }),
    () => ({ method: 'POST', path: rest('/my-export/v1/exports') }),
    () => ({ method: 'GET', path: rest('/notes/v1/tip') }),
    () => ({ method: 'GET', path: rest('/notes/v1/broken') }),
    (i) => ({ method: 'POST', path: rest('/notes/v1/notes'), body: { title: `note ${i}`, done: next(2) === 1 } }),
    () => ({ method: 'GET', path: rest('/notes/v1/notes') }),
    () => ({ method: 'GET', path: rest(`/notes/v1/notes/${1 + next(6)}`) }),
    () => ({ method: 'DELETE', path: rest(`/notes/v1/notes/${1 + next(6)}`) }),
    () => ({ method: 'POST', path: rest('/notes/v1/settings'), body: { theme: ['dark', 'light'][next(2)], size: next(20) } }),
    () => ({ method: 'GET', path: rest('/notes/v1/settings') }),
    () => ({ method: 'POST', path: rest('/notes/v1/export') }),
    () => ({ method: 'GET', path: rest(`/notes/v1/export/job-${1 + next(3)}`) }),
    () => ({ method: 'GET', path: rest('/notes/v1/random') }),
    () => ({
      method: 'POST',
      path: rest('/batch/v1'),
      body: { requests: [{ method: 'POST', path: '/cms/v2/posts', body: { title: 'batched' } }, { path: '/cms/v2/posts/1' }] },
    }),
    () => ({ method: 'PUT', path: '/__mock/clock', body: { advance: 60 * (1 + next(90)) } }),
    () => ({ method: 'GET', path: '/__mock/state?session=worker-b' }),
  ];
  const out: Step[] = [];
  for (let i = 0; i < length; i++) {
    const step = steps[next(steps.length)]!(i);
    const session = sessions[next(sessions.length)]!;
    const user = auth[next(auth.length)]!;
    const headers: Record<string, string> = { 'X-Mock-Session': session, ...step.headers };
    if (user) headers.Authorization = user;
    if (step.path.startsWith('/__mock/clock')) step.path += `?session=${session}`;
    out.push({ ...step, headers });
  }
  return out;
}

/** The answer's bytes: status line, headers (Date aside: the transport's wall clock), body. */
function exchange(url: string, agent: Agent, step: Step): Promise<string> {
  const body = step.body === undefined ? undefined : JSON.stringify(step.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${step.path}`,
      {
        agent,
        method: step.method,
        headers: {
          Host: 'mock.test',
          ...step.headers,
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!/^(date|connection|keep-alive)$/i.test(res.rawHeaders[i]!)) headers.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          }
          resolve(`${step.method} ${step.path}\n${res.statusCode} ${res.statusMessage}\n${headers.join('\n')}\n\n${Buffer.concat(chunks).toString('latin1')}`);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(file: string, steps: Step[]): Promise<{ answers: string[]; answeredBy: Set<string> }> {
  const server = await startMockSite({ port: 0, scenario: file });
  servers.push(server);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: string[] = [];
  for (const step of steps) answers.push(await exchange(server.url, agent, step));
  agent.destroy();
  return { answers, answeredBy: new Set(server.app.journal.entries().map((e) => e.answeredBy)) };
}

describe('determinism', () => {
  it('two fresh servers give byte-identical answers to a long mixed sequence', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-determinism-'));
    const file = join(dir, 'scenario.yaml');
    writeFileSync(file, SCENARIO);
    const steps = sequence(600);
    const first = await run(file, steps);
    const second = await run(file, steps);
    expect(second.answers).toEqual(first.answers);
    // The sequence went everywhere it means to: rules, sequences, machines, kinds, the store, the faker, refusals.
    for (const by of [
      'rule:hello',
      'rule:rotating-tip',
      'rule:start-export',
      'rule:first-poll',
      'rule:done',
      'rule:half-json',
      'rule:notes',
      'rule:note',
      'rule:settings',
      'rule:export',
      'rule:export-status',
      'posts.create',
      'posts.update',
      'posts.delete',
      'batch',
      'protocol',
      'faker',
    ])
      expect(first.answeredBy, by).toContain(by);
    const statuses = new Set(first.answers.map((a) => a.split('\n')[1]!.slice(0, 3)));
    for (const status of ['200', '201', '202', '207', '400', '401', '404', '409', '418']) expect(statuses, status).toContain(status);
    expect(statuses).not.toContain('500');
  });
});
