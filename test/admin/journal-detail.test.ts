import { join } from 'node:path';
import type request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ADMIN, ROOT, rest, mockApp } from '../helpers.js';
import { RULE_FILE, ruleScenario } from '../rules/rule-scenario.js';

const CASSETTE = join(ROOT, 'recordings/example-site.yaml');

/** The id of the last journaled request. */
async function lastId(http: ReturnType<typeof request>): Promise<number> {
  const entries = (await http.get('/__mock/journal?limit=1').expect(200)).body as { id: number }[];
  return entries[0]!.id;
}

async function detail(http: ReturnType<typeof request>, id?: number) {
  return (await http.get(`/__mock/journal/${id ?? (await lastId(http))}`).expect(200)).body as {
    id: number;
    method: string;
    route: string;
    status: number;
    request: { headers: Record<string, string>; body: unknown };
    response: { status: number; headers: Record<string, string>; body: string | null; note?: string; truncated?: boolean };
    answer: {
      kind: string;
      summary: string;
      rule?: object;
      behaviour?: string;
      binding?: object;
      recording?: object;
      nearest?: { recording: string; differs: string[] }[];
    };
  };
}

describe('admin API: GET /__mock/journal/{id}', () => {
  it('shows the request (headers, body) and the answer (status, headers, body) as they went over the wire', async () => {
    const { http } = mockApp();
    const created = await http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).send({ title: 'Seen', status: 'publish' }).expect(201);
    const d = await detail(http);
    expect(d).toMatchObject({ method: 'POST', route: '/cms/v2/posts', status: 201, user: 'admin' });
    expect(d.request.headers.authorization).toBe('[redacted]');
    expect(d.request.body).toEqual({ title: 'Seen', status: 'publish' });
    expect(d.response.status).toBe(201);
    expect(d.response.headers.Location).toBe(created.headers.location);
    expect(JSON.parse(d.response.body!)).toEqual(created.body);
    expect(d.answer).toEqual({ kind: 'behaviour', behaviour: 'posts.create', summary: 'the stateful fake: behaviour posts.create' });
  });

  it('gives every entry an id that grows over the run, listed and streamed alike', async () => {
    const { http } = mockApp();
    for (const n of [1, 2, 3]) await http.get(rest(`/cms/v2/posts/${n}`));
    const ids = ((await http.get('/__mock/journal').expect(200)).body as { id: number }[]).map((e) => e.id);
    expect(ids).toEqual([1, 2, 3]);
    expect((await detail(http, 2)).route).toBe('/cms/v2/posts/2');
  });

  it('names the rule that answered with the file, line and column the scenario wrote it at', async () => {
    const { http } = mockApp({
      scenario: ruleScenario([{ id: 'teapot', match: { route: '/cms/v2/posts/1' }, respond: [{ status: 418, body: { brewing: true } }] }]),
    });
    await http.get(rest('/cms/v2/posts/1')).expect(418);
    const d = await detail(http);
    expect(d.answer).toEqual({
      kind: 'rule',
      summary: `rule teapot (${RULE_FILE}:1:3)`,
      rule: { id: 'teapot', file: RULE_FILE, line: 1, col: 3 },
    });
    expect(JSON.parse(d.response.body!)).toEqual({ brewing: true });
  });

  it("tells a scenario binding, the faker and WordPress's own refusals apart", async () => {
    const { http } = mockApp({
      scenario: ruleScenario([{ id: 'forms', match: { route: '/my-forms/v1/forms' }, bind: { kind: 'collection', store: 'forms' } }]),
    });
    await http.post(rest('/my-forms/v1/forms')).send({ title: 'Contact' }).expect(201);
    expect((await detail(http)).answer).toMatchObject({ kind: 'rule', rule: { id: 'forms' } });
    await http.get(rest('/cms/v2/nothing')).expect(404);
    expect((await detail(http)).answer).toMatchObject({ kind: 'protocol', summary: expect.stringContaining('before any handler') });
  });

  it('a HEAD request shows the headers it was sent and says why there is no body', async () => {
    const { http } = mockApp();
    await http.head(rest('/cms/v2/posts')).expect(200);
    const d = await detail(http);
    expect(d.response.headers['X-WP-Total']).toBeDefined();
    expect(d.response).toMatchObject({ body: null, note: expect.stringContaining('HEAD') });
  });

  it('hides secrets in the answer as a cassette does: a client secret, the code in a redirect', async () => {
    const { http } = mockApp({
      scenario: ruleScenario([
        { id: 'client', match: { route: '/my/v1/client' }, respond: [{ status: 201, body: { client_id: 'c1', client_secret: 'very-secret-value-123' } }] },
        {
          id: 'back',
          match: { route: '/my/v1/authorize' },
          respond: [{ status: 302, headers: { Location: 'http://127.0.0.1:9/cb?code=secret-code-456&state=s1' } }],
        },
      ]),
    });
    await http.post(rest('/my/v1/client')).expect(201);
    const client = await detail(http);
    expect(client.response.body).not.toContain('very-secret-value-123');
    expect(JSON.parse(client.response.body!)).toEqual({ client_id: 'c1', client_secret: '[redacted]' });
    await http.get(rest('/my/v1/authorize')).expect(302);
    expect((await detail(http)).response.headers.Location).toBe('http://127.0.0.1:9/cb?code=%5Bredacted%5D&state=s1');
  });

  it('lets go of the oldest bodies past its byte budget and says so; newer entries keep theirs', async () => {
    const { app, http } = mockApp();
    Object.defineProperty(app.journal, 'bodyBudget', { value: 20_000 });
    for (const n of [1, 2, 3, 4, 5, 6]) await http.get(rest('/cms/v2/posts', `&per_page=2&page=${n}`)).expect(200);
    const sizes = await Promise.all([1, 2, 3, 4, 5, 6].map(async (n) => (await detail(http, n)).response.body?.length ?? 0));
    expect(sizes[5]).toBeGreaterThan(1_000); // six such answers do not fit in the budget
    const first = await detail(http, 1);
    expect(first.response).toMatchObject({ status: 200, body: null, note: expect.stringContaining('32 MB at most') });
    expect(first.response.headers['X-WP-Total']).toBeDefined();
    expect((await detail(http, 6)).response.body).toMatch(/^\[/);
  });

  it('keeps the bodies of the newest answers only (journalBodies), with status and headers for the older ones', async () => {
    const { http } = mockApp({ journalBodies: 2 });
    for (const n of [1, 2, 3]) await http.get(rest(`/cms/v2/posts/${n}`)).expect(200);
    expect((await detail(http, 1)).response).toMatchObject({ status: 200, body: null, note: expect.stringContaining('--journal-bodies') });
    expect((await detail(http, 1)).response.headers['Content-Type']).toBe('application/json; charset=UTF-8');
    for (const id of [2, 3]) expect(JSON.parse((await detail(http, id)).response.body!)).toMatchObject({ id });
    const none = mockApp({ journalBodies: 0 });
    await none.http.get(rest('/cms/v2/posts/1')).expect(200);
    expect((await detail(none.http)).response.body).toBeNull();
  });

  it("keeps finding entries by id after another session's requests are reset away", async () => {
    const { http } = mockApp();
    await http.get(rest('/cms/v2/posts/1')).set('X-Mock-Session', 'a');
    await http.get(rest('/cms/v2/posts/2')).set('X-Mock-Session', 'b');
    await http.get(rest('/cms/v2/posts/3')).set('X-Mock-Session', 'a');
    await http.post('/__mock/reset?session=a').expect(200);
    expect((await detail(http, 2)).route).toBe('/cms/v2/posts/2');
    await http.get('/__mock/journal/1').expect(404);
    await http.get(rest('/cms/v2/posts/4'));
    expect((await detail(http, 4)).route).toBe('/cms/v2/posts/4');
  });

  it('answers 404 mock_site_no_journal_entry for an id the ring no longer holds, and for one that is not a number', async () => {
    const { http } = mockApp({ journalSize: 2 });
    for (const n of [1, 2, 3]) await http.get(rest(`/cms/v2/posts/${n}`));
    const gone = await http.get('/__mock/journal/1').expect(404);
    expect(gone.body).toMatchObject({ code: 'mock_site_no_journal_entry', data: { status: 404 } });
    expect(gone.body.message).toContain('keeps the last 2');
    await http.get('/__mock/journal/abc').expect(404);
    await http.get('/__mock/journal/99').expect(404);
  });
});

describe('admin API: GET /__mock/journal/{id} under replay', () => {
  it('names the cassette and the interaction a replayed answer came from', async () => {
    const { http } = mockApp({ replay: { paths: [CASSETTE] } });
    await http.get('/wp-json/wp/v2/posts/7').expect(200);
    const d = await detail(http);
    expect(d.answer).toEqual({
      kind: 'replay',
      summary: 'recording: example-site.yaml, interaction 1',
      recording: { cassette: 'example-site.yaml', interaction: 1 },
    });
    expect(JSON.parse(d.response.body!)).toMatchObject({ id: 7, title: { rendered: 'Café au lait' } });
  });

  it('explains a miss the fake answered with the nearest recordings and what differed', async () => {
    const { http } = mockApp({ replay: { paths: [CASSETTE] } });
    await http.get('/wp-json/wp/v2/posts/8');
    const d = await detail(http);
    expect(d.answer.summary).toMatch(/^no recording matched; /);
    expect(d.answer.nearest![0]).toMatchObject({ recording: 'example-site.yaml#1', differs: ['route'] });
  });

  it('explains a miss answered with an error (--fallback error) the same way', async () => {
    const { http } = mockApp({ replay: { paths: [CASSETTE], fallback: 'error' } });
    await http.get('/wp-json/wp/v2/posts').query({ per_page: '3' }).expect(404);
    const d = await detail(http);
    expect(d.answer.kind).toBe('replay-miss');
    expect(d.answer.nearest![0]).toMatchObject({ recording: 'example-site.yaml#0', differs: ['query'] });
  });

  it('says when strict replay has used every recording of a request up', async () => {
    const { http } = mockApp({ replay: { paths: [CASSETTE], strict: true } });
    await http.get('/wp-json/wp/v2/posts/7').expect(200);
    await http.get('/wp-json/wp/v2/posts/7').expect(500);
    expect((await detail(http)).answer).toMatchObject({ kind: 'replay-exhausted', recording: { cassette: 'example-site.yaml', interaction: 1 } });
  });
});
