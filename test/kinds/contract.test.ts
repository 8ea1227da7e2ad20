// What every kind promises, checked kind by kind: the same requests give the same bytes on two fresh apps;
// errors are WordPress-shaped; a session's writes stay in that session.
import { describe, expect, it } from 'vitest';
import { KINDS, type KindName } from '../../src/model/binding.js';
import { ADMIN, rest } from '../helpers.js';
import { kindSite, type Bound, type KindSiteOptions } from './kind-site.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Step = [method: Method, route: string, body?: object | string];

interface Case {
  bound: Bound[];
  options?: KindSiteOptions;
  /** A mixed sequence of reads and writes. */
  steps: Step[];
  /** Requests answered with an error, and its status. */
  errors: [Step, number][];
  /** A write, and a read that shows it (for stateless kinds: shows nothing changed). */
  write: Step;
  probe: Step;
}

const THINGS = { kind: 'collection', store: 'things', body: undefined } as const;
const CASES: Record<KindName, Case> = {
  collection: {
    bound: [
      ['/my/v1/things', { kind: 'collection', store: 'things', defaults: { done: false } }],
      ['/my/v1/things/{id}', THINGS],
    ],
    options: { records: { things: [{ title: 'one' }, { title: 'two' }] } },
    steps: [
      ['post', '/my/v1/things', { title: 'three' }],
      ['get', '/my/v1/things?per_page=2&page=2'],
      ['patch', '/my/v1/things/1', { done: true }],
      ['delete', '/my/v1/things/2'],
      ['get', '/my/v1/things?orderby=title&order=desc'],
    ],
    errors: [
      [['get', '/my/v1/things/99'], 404],
      [['get', '/my/v1/things?per_page=0'], 400],
      [['post', '/my/v1/things', '{"title":'], 400],
    ],
    write: ['post', '/my/v1/things', { title: 'mine' }],
    probe: ['get', '/my/v1/things'],
  },
  singleton: {
    bound: [
      [
        '/shop/v3/payments/settings',
        { kind: 'singleton', store: 'settings', initial: { mode: 'live' }, schema: { properties: { limit: { type: 'integer' } } } },
      ],
    ],
    steps: [
      ['get', '/shop/v3/payments/settings'],
      ['post', '/shop/v3/payments/settings', { limit: 3 }],
      ['patch', '/shop/v3/payments/settings', { mode: 'sandbox' }],
      ['delete', '/shop/v3/payments/settings'],
      ['get', '/shop/v3/payments/settings'],
    ],
    errors: [[['post', '/shop/v3/payments/settings', { limit: 'x' }], 400]],
    write: ['post', '/shop/v3/payments/settings', { mode: 'mine' }],
    probe: ['get', '/shop/v3/payments/settings'],
  },
  action: {
    bound: [
      [
        '/assistant/v1/helpers/task_run',
        {
          kind: 'action',
          store: 'runs',
          set: [{ store: 'tasks', id: '{{request.body.id}}', fields: { ran: '{{now}}' } }],
          body: { run: '{{call}}', task: '{{record}}' },
        },
      ],
      ['/my/v1/runs', { kind: 'collection', store: 'runs' }],
    ],
    options: { records: { tasks: [{ id: 1 }, { id: 2 }] } },
    steps: [
      ['post', '/assistant/v1/helpers/task_run', { id: 1 }],
      ['post', '/assistant/v1/helpers/task_run', { id: 2 }],
      ['get', '/my/v1/runs'],
    ],
    errors: [[['post', '/assistant/v1/helpers/task_run', { id: 3 }], 404]],
    write: ['post', '/assistant/v1/helpers/task_run', { id: 1 }],
    probe: ['get', '/my/v1/runs'],
  },
  job: {
    bound: [
      ['/my/v1/jobs', { kind: 'job', store: 'jobs', result: { url: '{{request.route}}' } }],
      ['/my/v1/jobs/{job_id}', { kind: 'job', store: 'jobs' }],
    ],
    steps: [
      ['post', '/my/v1/jobs', { file: 'a' }],
      ['post', '/my/v1/jobs', { file: 'b' }],
      ['get', '/my/v1/jobs/job-1'],
      ['get', '/my/v1/jobs/job-1'],
      ['get', '/my/v1/jobs/job-2'],
      ['delete', '/my/v1/jobs/job-2'],
      ['get', '/my/v1/jobs'],
    ],
    errors: [[['get', '/my/v1/jobs/job-9'], 404]],
    write: ['post', '/my/v1/jobs', { file: 'mine' }],
    probe: ['get', '/my/v1/jobs'],
  },
  faker: {
    bound: [
      ['/my/v1/fake', { kind: 'faker', route: '/shop-admin/plugins/install/status' }],
      ['/my/v1/broken', { kind: 'faker', route: '/none' }],
    ],
    steps: [
      ['get', '/my/v1/fake'],
      ['get', '/my/v1/fake?page=2'],
      ['post', '/my/v1/fake', { a: 1 }],
    ],
    errors: [[['get', '/my/v1/broken'], 500]],
    write: ['post', '/my/v1/fake', { a: 1 }],
    probe: ['get', '/my/v1/fake'],
  },
  static: {
    bound: [['/connector/v4/verify_xmlrpc_error', { kind: 'static', status: 200, headers: { 'X-Kind': 'static' }, body: { verified: true } }]],
    steps: [
      ['post', '/connector/v4/verify_xmlrpc_error', { nonce: 'a' }],
      ['get', '/connector/v4/verify_xmlrpc_error'],
    ],
    errors: [[['post', '/connector/v4/verify_xmlrpc_error', '{"nonce":'], 400]],
    write: ['post', '/connector/v4/verify_xmlrpc_error', { nonce: 'b' }],
    probe: ['post', '/connector/v4/verify_xmlrpc_error', { nonce: 'a' }],
  },
};

type Agent = ReturnType<typeof kindSite>;

function send(http: Agent, [method, route, body]: Step, session = 'default') {
  const [path, query] = route.split('?');
  const req = http[method](rest(path!, query ? `&${query}` : ''))
    .set('Host', 'mock.test')
    .set('Authorization', ADMIN)
    .set('X-Mock-Session', session);
  if (typeof body === 'string') return req.set('Content-Type', 'application/json').send(body);
  return body ? req.send(body) : req;
}

/** Status, headers (but the date) and body bytes of each answer. */
async function transcript(http: Agent, steps: Step[]): Promise<string[]> {
  const out: string[] = [];
  for (const step of steps) {
    const res = await send(http, step);
    const { date: _, ...headers } = res.headers;
    out.push(`${res.status} ${JSON.stringify(headers)} ${res.text}`);
  }
  return out;
}

const fresh = (c: Case) => kindSite(c.bound, c.options);

describe.each(KINDS.map((k) => [k, CASES[k]] as const))('the %s kind', (_, c) => {
  it('answers the same bytes to the same requests on two fresh apps', async () => {
    const all = [...c.steps, ...c.errors.map(([step]) => step), ...c.steps];
    const [a, b] = [await transcript(fresh(c), all), await transcript(fresh(c), all)];
    expect(a.length).toBe(all.length);
    expect(b).toEqual(a);
  });

  it.each(c.errors.map(([step, status]) => [`${step[0].toUpperCase()} ${step[1]}`, step, status] as const))(
    '%s answers a WordPress-shaped error',
    async (_, step, status) => {
      const res = await send(fresh(c), step).expect(status);
      expect(res.body).toEqual({ code: expect.stringMatching(/^[a-z_]+$/), message: expect.any(String), data: expect.objectContaining({ status }) });
      expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    },
  );

  it("a session's writes stay in that session until it is reset", async () => {
    const http = fresh(c);
    const untouched = (await send(fresh(c), c.probe, 'b')).text;
    await send(http, c.write, 'a');
    const inA = (await send(http, c.probe, 'a')).text;
    expect((await send(http, c.probe, 'b')).text).toBe(untouched);
    await http.post('/__mock/reset?session=a').expect(200);
    expect((await send(http, c.probe, 'a')).text).toBe(untouched);
    if (c.bound.some(([, bind]) => 'store' in bind)) expect(inA).not.toBe(untouched);
  });
});
