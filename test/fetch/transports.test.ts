// One contract for every transport: the same scenario and the same requests, in the same order, get the same
// status, headers and body bytes from `serve` (node:http), from createMockSite().fetch and through MSW in Node.
import { setupServer } from 'msw/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockSite, type MockSiteOptions } from '../../src/fetch/create-mock-site.js';
import { mockSiteHandlers } from '../../src/msw/handlers.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadScenario } from '../../src/scenario/load.js';
import { startMockSite, type StartOptions } from '../../src/start.js';
import { ADMIN, ROOT, rest } from '../helpers.js';

const SITE_URL = 'http://example.test';

const SCENARIO = {
  site: { url: SITE_URL },
  machines: { sync: { states: ['idle', 'syncing'] } },
  rules: [
    {
      name: 'sync-start',
      match: { method: 'POST', route: '/todo/v1/sync' },
      when: { sync: 'idle' },
      then: { sync: 'syncing' },
      respond: { status: 202, body: { state: 'syncing', at: '{{now}}' } },
    },
    {
      name: 'sync-again',
      match: { method: 'POST', route: '/todo/v1/sync' },
      when: { sync: 'syncing' },
      respond: { status: 409, body: { code: 'busy', message: 'Syncing.', data: { status: 409 } } },
    },
    {
      name: 'teapot',
      match: { route: '/cms/v2/posts', query: { teapot: '1' } },
      respond: { status: 418, headers: { 'X-Brew': 'tea' }, body: { short: 'and stout' } },
    },
  ],
};

const json = { 'Content-Type': 'application/json' };
const admin = { Authorization: ADMIN };
const other = { 'X-Mock-Session': 'other' };

interface Step {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Reads, writes, errors, batch, sessions, a rule, a machine: in this order, on one fresh site per transport. */
const STEPS: Step[] = [
  { name: 'the index', path: rest('/') },
  { name: 'a list of posts', path: rest('/cms/v2/posts', '&per_page=2') },
  { name: 'a list of posts with _fields', path: rest('/cms/v2/posts', '&_fields=id,title&per_page=3&page=2') },
  { name: 'a post by id, embedded', path: rest('/cms/v2/posts/1', '&_embed=1') },
  { name: 'a pretty /wp-json/ address', path: '/wp-json/cms/v2/categories' },
  { name: 'HEAD of a list', method: 'HEAD', path: rest('/cms/v2/pages') },
  { name: 'OPTIONS of a route', method: 'OPTIONS', path: rest('/cms/v2/tags') },
  { name: 'a missing post', path: rest('/cms/v2/posts/999999') },
  { name: 'an unknown route', path: rest('/nope/v1/here') },
  { name: 'an invalid argument', path: rest('/cms/v2/posts', '&per_page=500') },
  { name: 'a create without credentials', method: 'POST', path: rest('/cms/v2/posts'), headers: json, body: { title: 'No' } },
  { name: 'a create', method: 'POST', path: rest('/cms/v2/posts'), headers: { ...json, ...admin }, body: { title: 'Made over fetch', status: 'publish' } },
  { name: 'malformed JSON', method: 'POST', path: rest('/cms/v2/posts'), headers: { ...json, ...admin }, body: '{"title": ' },
  {
    name: 'a form-encoded update',
    method: 'POST',
    path: rest('/cms/v2/posts/1'),
    headers: { ...admin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'title=Renamed',
  },
  { name: 'a trash (DELETE without force)', method: 'DELETE', path: rest('/cms/v2/posts/1'), headers: admin },
  { name: 'the list after the writes', path: rest('/cms/v2/posts', '&per_page=3&status=publish,trash&context=edit'), headers: admin },
  {
    name: 'a batch',
    method: 'POST',
    path: rest('/batch/v1'),
    headers: { ...json, ...admin },
    body: {
      requests: [
        { path: '/cms/v2/tags', body: { name: 'fetched' } },
        { path: '/cms/v2/tags', body: { name: '' } },
      ],
    },
  },
  { name: 'another session does not see the writes', path: rest('/cms/v2/posts', '&per_page=3'), headers: other },
  { name: 'a rule', path: rest('/cms/v2/posts', '&teapot=1') },
  { name: 'a machine, first call', method: 'POST', path: rest('/todo/v1/sync') },
  { name: 'a machine, second call', method: 'POST', path: rest('/todo/v1/sync') },
  { name: 'the same machine in another session', method: 'POST', path: rest('/todo/v1/sync'), headers: other },
];

/** Hop-by-hop framing a transport adds or drops on its own (node:http's keep-alive, chunked encoding). */
const FRAMING = new Set(['connection', 'keep-alive', 'transfer-encoding']);

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

async function answerOf(res: Response): Promise<Answer> {
  const headers = [...res.headers].filter(([name]) => !FRAMING.has(name));
  return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('latin1') };
}

const requestOf = (base: string, s: Step) =>
  new Request(`${base}${s.path}`, {
    method: s.method ?? 'GET',
    headers: s.headers ?? {},
    ...(s.body === undefined ? {} : { body: typeof s.body === 'string' ? s.body : JSON.stringify(s.body) }),
  });

async function run(send: (request: Request) => Promise<Response>, base: string, steps: Step[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const step of steps) answers.push(await answerOf(await send(requestOf(base, step))));
  return answers;
}

/** `steps` on a fresh site through each transport, in order: serve (node:http), site.fetch, MSW's setupServer. */
async function throughEach(steps: Step[], serveOptions: Partial<StartOptions>, options: MockSiteOptions) {
  const running = await startMockSite({ scenario: loadScenario(undefined, SCENARIO as never), port: 0, ...serveOptions });
  let served: Answer[];
  try {
    served = await run((r) => fetch(r), running.url, steps);
  } finally {
    await running.close();
  }
  const site = await createMockSite(options);
  const fetched = await run((r) => site.fetch(r), SITE_URL, steps);
  site.close();
  const server = setupServer(...mockSiteHandlers({ baseUrl: SITE_URL, ...options }));
  server.listen({ onUnhandledRequest: 'error' });
  try {
    return { served, fetched, msw: await run((r) => fetch(r), SITE_URL, steps) };
  } finally {
    server.close();
  }
}

/** One test per step: the three transports' answers are equal. */
function answersAlike(steps: Step[], answers: () => { served: Answer[]; fetched: Answer[]; msw: Answer[] }) {
  for (const [i, step] of steps.entries()) {
    it(`${step.name}: serve, site.fetch and MSW answer alike`, () => {
      const { served, fetched, msw } = answers();
      expect(fetched[i]).toEqual(served[i]);
      expect(msw[i]).toEqual(served[i]);
    });
  }
}

describe('every transport answers the same bytes', () => {
  let answers: Awaited<ReturnType<typeof throughEach>>;
  beforeAll(async () => {
    answers = await throughEach(STEPS, {}, { scenario: SCENARIO as never });
  });

  answersAlike(STEPS, () => answers);

  it('the table covers reads, writes, errors, a batch, sessions, a rule and a machine', () => {
    const statuses = answers.served.map((a) => a.status);
    expect(statuses).toEqual(expect.arrayContaining([200, 201, 202, 207, 400, 401, 404, 409, 418]));
  });
});

/** Replay: hits (the same recording twice, a write), a near miss answered with an error, under strict replay. */
const REPLAY_STEPS: Step[] = [
  { name: 'a recorded list', path: '/wp-json/wp/v2/posts?per_page=2' },
  { name: 'a recorded post', path: rest('/wp/v2/posts/7') },
  { name: 'the recorded post again, used up under strict replay', path: rest('/wp/v2/posts/7') },
  { name: 'a recorded write', method: 'POST', path: rest('/wp/v2/posts'), headers: json, body: { title: 'First', status: 'draft' } },
  { name: 'a request no recording holds', path: rest('/wp/v2/posts/8') },
];

describe('every transport replays the same bytes', () => {
  const CASSETTE = readFileSync(`${ROOT}recordings/example-site.yaml`, 'utf8');
  let answers: Awaited<ReturnType<typeof throughEach>>;

  beforeAll(async () => {
    // The file's name is the one createMockSite gives the first cassette it is handed as text.
    const folder = mkdtempSync(join(tmpdir(), 'mock-site-transports-'));
    const file = join(folder, 'cassette-1.yaml');
    writeFileSync(file, CASSETTE);
    try {
      answers = await throughEach(
        REPLAY_STEPS,
        { replay: { paths: [file], fallback: 'error', strict: true } },
        { scenario: SCENARIO as never, cassettes: [CASSETTE], fallback: 'error', strict: true },
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  answersAlike(REPLAY_STEPS, () => answers);

  it('the table holds hits, a used-up recording and a miss', () => {
    expect(answers.served.map((a) => a.status)).toEqual([200, 200, 500, 201, 404]);
  });
});
