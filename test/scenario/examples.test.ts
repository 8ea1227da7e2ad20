// Every example scenario in scenarios/examples/ loads and does what its comments say.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { ADMIN, basic, rest, ROOT, site } from '../helpers.js';

const EXAMPLES = `${ROOT}scenarios/examples/`;
const example = (name: string) => `${EXAMPLES}${name}.yaml`;

let running: RunningMockSite | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

type Outcome = { status: number; body: string; ms: number } | { error: string };

/** One GET over its own connection; the client gives up after `timeout` ms. */
function get(url: string, timeout = 5000): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent: false, timeout }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body, ms: performance.now() - started }));
      res.on('error', (e) => resolve({ error: e.message }));
    });
    req.on('timeout', () => req.destroy(new Error('client gave up')));
    req.on('error', (e) => resolve({ error: e.message }));
    req.end();
  });
}

describe('example scenarios', () => {
  it('every example starts with the schema line and loads', () => {
    const files = readdirSync(EXAMPLES).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) {
      expect(readFileSync(`${EXAMPLES}${f}`, 'utf8').split('\n')[0], f).toBe('# yaml-language-server: $schema=../scenario.schema.json');
      expect(() => loadScenario(`${EXAMPLES}${f}`), f).not.toThrow();
    }
  });

  it('flaky-then-fixed: a pinned post, a sequence that fails, then is slow, then answers, and a query rule by user', async () => {
    const http = site({ scenario: example('flaky-then-fixed') });
    await http.get(rest('/cms/v2/posts/1')).expect(200, { id: 1, title: { rendered: 'Pinned by the scenario' }, status: 'publish' });
    await http.get(rest('/cms/v2/posts/2')).expect(200);
    await http.get(rest('/sitetool/v1/site-info')).expect(503);
    const started = performance.now();
    await http.get(rest('/sitetool/v1/site-info')).expect(200, { mode: 'slow' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await http.get(rest('/sitetool/v1/site-info')).expect(200, { mode: 'normal' });
    await http.get(rest('/sitetool/v1/site-info')).expect(200, { mode: 'normal' });
    const editor = basic('editor', 'editor-password');
    await http.get(rest('/cms/v2/posts', '&status=draft')).set('Authorization', editor).expect(200, []).expect('X-WP-Total', '0');
    const drafts = await http.get(rest('/cms/v2/posts', '&status=draft')).set('Authorization', ADMIN).expect(200);
    expect((drafts.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('export-job: idle, started, running twice, then done; a second start is refused; each session has its own job', async () => {
    const http = site({ scenario: example('export-job') });
    const status = rest('/my-export/v1/exports/status');
    await http.get(status).expect(200, { state: 'idle' });
    await http.post(rest('/my-export/v1/exports')).expect(202, { state: 'running' });
    await http.post(rest('/my-export/v1/exports')).expect(409);
    await http.get(status).expect(200, { state: 'running' });
    await http.get(status).expect(200, { state: 'running' });
    await http.get(status).expect(200, { state: 'done', url: 'https://downloads.example.org/export.zip' });
    await http.get(status).expect(200, { state: 'done', url: 'https://downloads.example.org/export.zip' });
    await http.get(status).set('X-Mock-Session', 'other').expect(200, { state: 'idle' });
    const index = await http.get(rest('/')).expect(200);
    expect(Object.keys(index.body.routes)).toEqual(expect.arrayContaining(['/my-export/v1/exports', '/my-export/v1/exports/status']));
  });

  it('export-job: the admin API moves the machine and reset takes it back', async () => {
    const http = site({ scenario: example('export-job') });
    await http.put('/__mock/machines/export').send({ state: 'done' }).expect(200);
    await http.get(rest('/my-export/v1/exports/status')).expect(200, { state: 'done', url: 'https://downloads.example.org/export.zip' });
    await http.post('/__mock/reset').expect(200);
    await http.get(rest('/my-export/v1/exports/status')).expect(200, { state: 'idle' });
  });

  it('faults: a reset connection, half a JSON body, an empty reply, a slow answer and one that never comes', async () => {
    running = await startMockSite({ port: 0, scenario: example('faults') });
    const at = (route: string) => `${running!.url}${rest(route)}`;
    expect(await get(at('/cms/v2/categories'))).toEqual({ error: 'read ECONNRESET' });
    const tags = await get(at('/cms/v2/tags'));
    expect(tags).toMatchObject({ status: 200 });
    expect(() => JSON.parse((tags as { body: string }).body)).toThrow();
    expect(await get(at('/cms/v2/comments'))).toEqual({ error: 'socket hang up' });
    const me = await get(at('/cms/v2/users/me'));
    expect(me).toMatchObject({ status: 200 });
    expect((me as { ms: number }).ms).toBeGreaterThanOrEqual(490);
    expect(await get(at('/sitetool/v1/ping'), 300)).toEqual({ error: 'client gave up' });
    expect(await get(at('/cms/v2/posts/1'))).toMatchObject({ status: 200 });
  });

  it('templating: request parts, path params, state, clock, ids and fake values, with their JSON types', async () => {
    const http = site({ scenario: example('templating') });
    const first = await http.get(rest('/greeter/v1/hello/ada', '&times=2')).expect(200).expect('X-Greeted', 'ada');
    expect(first.body).toEqual({
      message: 'Hello, ada!',
      times: '2',
      method: 'GET',
      note: null,
      posts: 20,
      at: '2026-01-15T09:00:00',
      call: 1,
      contact: expect.stringMatching(/^[^@\s]+@[^@\s]+$/),
    });
    const second = await http.post(rest('/greeter/v1/hello/bob')).send({ note: 'hi' }).expect(200);
    expect(second.body).toMatchObject({ message: 'Hello, bob!', method: 'POST', note: 'hi', call: 2 });
    expect(second.body.contact).not.toBe(first.body.contact);
    const again = await site({ scenario: example('templating') })
      .get(rest('/greeter/v1/hello/ada', '&times=2'))
      .expect(200);
    expect(again.body).toEqual(first.body);
    const refused = await http.get(rest('/greeter/v1/hello/ada', '&times=9')).expect(400);
    expect(refused.body.code).toBe('rest_invalid_param');
  });
});

describe('the example of docs/scenarios.md', () => {
  /** The YAML block under "A complete small example", saved beside a copy of the site scenario it extends. */
  function docsScenario(): string {
    const docs = readFileSync(`${ROOT}docs/scenarios.md`, 'utf8');
    const section = docs.slice(docs.indexOf('## A complete small example'));
    const yaml = /```yaml\n([\s\S]*?)```/.exec(section)![1]!;
    const dir = mkdtempSync(join(tmpdir(), 'mock-site-docs-'));
    copyFileSync(`${ROOT}scenarios/site.yaml`, join(dir, 'site.yaml'));
    writeFileSync(join(dir, 'todo.yaml'), yaml);
    return join(dir, 'todo.yaml');
  }

  it('answers as docs/scenarios.md says', async () => {
    const http = site({ scenario: docsScenario() });
    await http.get(rest('/todo/v1/todos')).expect(200, [{ id: 1, title: 'Buy milk', done: false }]);
    await http
      .post(rest('/todo/v1/todos'))
      .type('form')
      .send({ title: 'Walk the dog' })
      .expect(201, { id: 2, title: 'Walk the dog', date: '2026-03-01T08:00:01' });
    expect((await http.post(rest('/todo/v1/todos')).type('form').send({ title: '' }).expect(400)).body.code).toBe('rest_invalid_param');
    await http.post(rest('/todo/v1/sync')).expect(202, { state: 'syncing', at: '2026-03-01T08:00:01' });
    await http.post(rest('/todo/v1/sync')).expect(200, { state: 'synced', todos: 2 });
    expect((await http.get(rest('/todo/v1/hello/ada', '&page=2')).expect(503)).body.code).toBe('warming_up');
    await http.get(rest('/todo/v1/hello/ada', '&page=2')).expect(200, { hello: 'ada', page: '2' });
  });

  it('resets a connection where it says so', async () => {
    running = await startMockSite({ port: 0, scenario: docsScenario() });
    expect(await get(`${running.url}${rest('/cms/v2/comments')}`)).toEqual({ error: 'read ECONNRESET' });
  });
});
