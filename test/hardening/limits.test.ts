// Limits (issue 9): the body-size limits (parsed bodies, uploads and /__mock), the bound on sessions (least recently used evicted),
// the request journal's size, and 1,000 concurrent creates against the CLI.
import { Agent } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockApp, type AppOptions } from '../../src/app.js';
import { openStore } from '../../src/site.js';
import { loadScenario } from '../../src/scenario/load.js';
import { runCli, serveCli, type Served } from '../cli/run-cli.js';
import { ADMIN, rest } from '../helpers.js';
import { asAdmin, listedPosts, postTotal, send } from './http-json.js';

let served: Served | undefined;
afterEach(async () => {
  await served?.stop('SIGKILL');
  served = undefined;
});

const dbFile = () => join(mkdtempSync(join(tmpdir(), 'mock-site-limits-')), 'site.json');

/** A post create whose JSON body is exactly `bytes` long. */
function postOfSize(bytes: number): string {
  const empty = JSON.stringify({ title: 'Sized', status: 'publish', content: '' }); // ASCII: characters are bytes
  return JSON.stringify({ title: 'Sized', status: 'publish', content: 'x'.repeat(bytes - empty.length) });
}

function mock(options: AppOptions = {}) {
  const app = createMockApp(options);
  return { app, http: request(app.express), store: app.site.store };
}

const TOO_LARGE = {
  code: 'mock_site_body_too_large',
  message: expect.stringMatching(
    /over the 2 KB limit \(2048 bytes; raise it with serve --max-body <size> or the maxBodyBytes option\)\. Send a smaller body\.$/,
  ),
  data: { status: 413 },
};

/** The CLI server started with one environment variable set (the child inherits it; the test's process is left as it was). */
async function serveWithEnv(name: string, value: string) {
  process.env[name] = value;
  try {
    return await serveCli([]);
  } finally {
    delete process.env[name];
  }
}

describe('body-size limit', () => {
  it('REST: a body of exactly maxBodyBytes is accepted; one byte more gets 413 mock_site_body_too_large naming the limit and --max-body, and changes nothing', async () => {
    const { http, store } = mock({ maxBodyBytes: 2048 });
    const create = (body: string) => http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).set('Content-Type', 'application/json').send(body);
    const total = async () => Number((await http.get(rest('/cms/v2/posts')).expect(200)).headers['x-wp-total']);
    const before = await total();
    const idsBefore = structuredClone(store.session('default').state.ids);

    const over = await create(postOfSize(2049))
      .expect(413)
      .expect('Content-Type', /application\/json/);
    expect(over.body).toEqual(TOO_LARGE);
    expect(await total()).toBe(before);
    expect(store.session('default').state.ids).toEqual(idsBefore);
    expect(store.session('default').state.ticks).toBe(0);

    const at = await create(postOfSize(2048)).expect(201);
    expect(at.body.id).toBe(idsBefore.post + 1); // the refused write took no id either
    await create(postOfSize(2047)).expect(201);
    expect(await total()).toBe(before + 2);
  });

  it('REST through the CLI: MOCK_SITE_MAX_BODY sets the limit, and a chunked body (no Content-Length) that grows past it gets the same 413', async () => {
    served = await serveWithEnv('MOCK_SITE_MAX_BODY', '2kb');
    const path = rest('/cms/v2/posts');
    const over = await send(served.url, path, { method: 'POST', headers: asAdmin('chunks'), body: postOfSize(2049), chunked: true });
    expect(over.status).toBe(413);
    expect(over.json()).toEqual(TOO_LARGE);
    expect((await send(served.url, path, { method: 'POST', headers: asAdmin('chunks'), body: postOfSize(2049) })).status).toBe(413);
    expect((await send(served.url, path, { method: 'POST', headers: asAdmin('chunks'), body: postOfSize(2048), chunked: true })).status).toBe(201);
    expect((await send(served.url, '/__mock/sessions')).json<{ writes: number }[]>()).toEqual([expect.objectContaining({ name: 'chunks', writes: 1 })]);
  });

  it('admin: a /__mock body of exactly the upload limit is accepted; one byte more gets the same 413 naming --max-upload and leaves the state alone', async () => {
    const { http, store } = mock({ maxBodyBytes: 2048, maxUploadBytes: 256 * 1024 });
    const dump = (await http.get('/__mock/state?session=s').expect(200)).body as { options: Record<string, unknown> };
    const padded = (bytes: number) => {
      const base = JSON.stringify({ ...dump, options: { ...dump.options, pad: '' } });
      const size = Buffer.byteLength(base); // the dump holds some non-ASCII text
      expect(size).toBeLessThan(bytes);
      return JSON.stringify({ ...dump, options: { ...dump.options, pad: 'p'.repeat(bytes - size) } });
    };
    const put = (body: string) => http.put('/__mock/state?session=s').set('Content-Type', 'application/json').send(body);

    const over = await put(padded(256 * 1024 + 1)).expect(413);
    expect(over.body).toEqual({
      code: 'mock_site_body_too_large',
      message:
        '[mock-site] PUT /__mock/state: the request body is over the 256 KB limit (262144 bytes; raise it with serve --max-upload <size> or the maxUploadBytes option). Send a smaller body.',
      data: { status: 413 },
    });
    expect(store.state('s')!.options.pad).toBeUndefined();

    const atLimit = padded(256 * 1024);
    await put(atLimit).expect(200);
    expect(store.state('s')!.options.pad).toBe(JSON.parse(atLimit).options.pad);
  });

  it("uploads: a raw file body or a multipart file is held to maxUploadBytes, a multipart form's fields to maxBodyBytes", async () => {
    const { http } = mock({ maxBodyBytes: 2048, maxUploadBytes: 8192 });
    const upload = (bytes: number) =>
      http
        .post(rest('/cms/v2/media'))
        .set('Authorization', ADMIN)
        .set('Content-Type', 'image/png')
        .set('Content-Disposition', 'attachment; filename="a.png"')
        .send(Buffer.alloc(bytes, 1));
    expect((await upload(8193).expect(413)).body.message).toMatch(
      /over the 8 KB limit \(8192 bytes; raise it with serve --max-upload <size> or the maxUploadBytes option\)/,
    );
    expect((await upload(4096)).status).not.toBe(413);
    const multipart = (file: number, field: number) =>
      http.post(rest('/cms/v2/media')).set('Authorization', ADMIN).field('caption', 'c'.repeat(field)).attach('file', Buffer.alloc(file, 1), 'a.png');
    expect((await multipart(4096, 10)).status).not.toBe(413);
    const fields = await multipart(10, 3000).expect(413);
    expect(fields.body).toEqual({
      ...TOO_LARGE,
      message: expect.stringMatching(
        /^\[mock-site\] the text of the multipart form \(its fields, files aside\) is over the 2 KB limit \(2048 bytes; raise it with serve --max-body/,
      ),
    });
  });

  it('a hot reload keeps the limits', async () => {
    const { app, http } = mock({ maxBodyBytes: 2048, maxUploadBytes: 4096 });
    await app.swap({ ...app.site.scenario });
    expect(app.site.maxBodyBytes).toBe(2048);
    expect(app.site.maxUploadBytes).toBe(4096);
    const over = await http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).set('Content-Type', 'application/json').send(postOfSize(2049)).expect(413);
    expect(over.body).toEqual(TOO_LARGE);
  });

  it('serve refuses a --max-body, --max-upload, --max-sessions, --journal-size or --journal-bodies it cannot read, saying what to give', async () => {
    const [body, sessions, journal, bodies, upload] = await Promise.all([
      runCli(['serve', '--port', '0', '--max-body', '10 parsecs']),
      runCli(['serve', '--port', '0', '--max-sessions', '1.5']),
      runCli(['serve', '--port', '0', '--journal-size', 'lots']),
      runCli(['serve', '--port', '0', '--journal-bodies', 'all']),
      runCli(['serve', '--port', '0', '--max-upload', '0']),
    ]);
    expect(upload).toMatchObject({ code: 2, stderr: expect.stringContaining('--max-upload must be a size from 1 byte') });
    expect(bodies).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--journal-bodies must be a whole number from 0 (keep none) to 1000000 (got "all")'),
    });
    expect(body).toMatchObject({ code: 2, stderr: expect.stringContaining('--max-body must be a size from 1 byte') });
    expect(body.stderr).toContain('(512kb, 10mb, 1gb) (got "10 parsecs")');
    expect(sessions).toMatchObject({ code: 2, stderr: expect.stringContaining('--max-sessions must be a whole number, 0 for no bound (got "1.5")') });
    expect(journal).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--journal-size must be a whole number from 0 (keep none) to 1000000 (got "lots")'),
    });
  });
});

describe('sessions bound', () => {
  const names = async (http: ReturnType<typeof request>) => (await http.get('/__mock/sessions').expect(200)).body as { name: string; writes: number }[];

  it('evicts the least recently used session (never default) once a new one would exceed maxSessions; an evicted one comes back from the seed', async () => {
    const { http } = mock({ maxSessions: 3 });
    const tag = (session: string, name: string) => http.post(rest('/cms/v2/tags')).set('Authorization', ADMIN).set('X-Mock-Session', session).send({ name });
    const tagName = async (session: string, id: number) => {
      const res = await http.get(rest(`/cms/v2/tags/${id}`)).set('X-Mock-Session', session);
      return res.status === 200 ? (res.body.name as string) : res.status;
    };
    await http.get(rest('/cms/v2/posts')).expect(200); // default: the oldest, yet never evicted
    const a = (await tag('a', 'in a').expect(201)).body.id as number;
    const b = (await tag('b', 'in b').expect(201)).body.id as number;
    expect((await names(http)).map((s) => s.name)).toEqual(['default', 'a', 'b']);

    expect(await tagName('a', a)).toBe('in a'); // a is now used more recently than b
    const c = (await tag('c', 'in c').expect(201)).body.id as number;
    expect((await names(http)).map((s) => s.name)).toEqual(['default', 'a', 'c']);

    // b comes back as a new session: the seed, without its tag; a, least recently used now, goes.
    expect(await tagName('b', b)).toBe(404);
    expect(await names(http)).toEqual([
      expect.objectContaining({ name: 'default' }),
      expect.objectContaining({ name: 'c', writes: 1 }),
      expect.objectContaining({ name: 'b', writes: 0 }),
    ]);
    expect(await tagName('c', c)).toBe('in c');
    expect(await tagName('a', a)).toBe(404);
  });

  it('never evicts a session whose write is still on its way to disk', async () => {
    const store = openStore(loadScenario(), dbFile(), 2);
    try {
      const busy = store.session('busy');
      busy.put('options', 'marker', 'written');
      const durable = busy.commit(); // durable on the next turn of the event loop
      store.session('x');
      store.session('y'); // over the bound: busy is the least recently used, but in use
      expect(store.names()).toEqual(['busy', 'y']);
      await durable;
      store.session('z');
      expect(store.names()).toEqual(['y', 'z']);
    } finally {
      store.close();
    }
  });

  it('with --db and --max-sessions, an evicted session is deleted from the file too (a kill -9 keeps it deleted), the note is printed once per burst, and a smaller bound trims the file on load', async () => {
    const db = dbFile();
    served = await serveCli(['--db', db, '--max-sessions', '2']);
    const ids: Record<string, number> = {};
    for (const s of ['a', 'b', 'c', 'd']) {
      const res = await send(served.url, rest('/cms/v2/tags'), { method: 'POST', headers: asAdmin(s), body: { name: `in ${s}` } });
      expect(res.status).toBe(201);
      ids[s] = res.json<{ id: number }>().id;
    }
    const listed = async () => (await send(served!.url, '/__mock/sessions')).json<{ name: string }[]>().map((s) => s.name);
    expect(await listed()).toEqual(['c', 'd']);
    expect(served.output().match(/more than 2 sessions: evicting the least recently used \("a" first\)/g)).toHaveLength(1);
    expect(served.output()).toContain('Raise the bound with --max-sessions (0: none)');

    await served.stop('SIGKILL');
    served = await serveCli(['--db', db, '--max-sessions', '2']);
    expect(await listed()).toEqual(['c', 'd']);
    const name = async (s: string) =>
      (await send(served!.url, rest(`/cms/v2/tags/${ids[s]}`), { headers: { 'X-Mock-Session': s } })).json<{ name?: string }>().name;
    expect(await name('d')).toBe('in d');
    expect(await served.stop('SIGTERM')).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(db, 'utf8')).sessions)).toEqual(['c', 'd']);

    served = await serveCli(['--db', db, '--max-sessions', '1']);
    expect(await listed()).toEqual(['d']);
    expect(await name('d')).toBe('in d');
  });
});

describe('request journal size', () => {
  it('keeps exactly its size (MOCK_SITE_JOURNAL_SIZE) after many requests: the last ones, oldest first', async () => {
    served = await serveWithEnv('MOCK_SITE_JOURNAL_SIZE', '5');
    for (let i = 1; i <= 40; i++) expect((await send(served.url, rest(`/cms/v2/posts/${i}`))).status).toBeGreaterThan(0);
    const journal = (await send(served.url, '/__mock/journal')).json<{ route: string }[]>();
    expect(journal.map((e) => e.route)).toEqual([36, 37, 38, 39, 40].map((i) => `/cms/v2/posts/${i}`));
  });

  it('--journal-size 0 keeps none, and the default keeps the last 1,000 of 1,500', async () => {
    served = await serveCli(['--journal-size', '0']);
    await send(served.url, rest('/cms/v2/posts'));
    expect((await send(served.url, '/__mock/journal')).json()).toEqual([]);

    const { app, http } = mock();
    for (let i = 0; i < 1500; i++) await http.get(rest(`/cms/v2/tags/${i}`));
    expect(app.journal.entries()).toHaveLength(1000);
    expect(app.journal.entries()[0]!.route).toBe('/cms/v2/tags/500');
  });
});

describe('1,000 concurrent creates', () => {
  it('against the CLI with --db, all at once: 1,000 answers 201 with 1,000 distinct ids, X-WP-Total grows by exactly 1,000, and all survive a clean restart', async () => {
    const db = dbFile();
    served = await serveCli(['--db', db]);
    const agent = new Agent({ keepAlive: true, maxSockets: 1000 });
    try {
      const session = 'burst';
      const before = await postTotal(served.url, session, agent);
      const answers = await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          send(served!.url, rest('/cms/v2/posts'), {
            method: 'POST',
            agent,
            headers: asAdmin(session),
            body: { title: `Burst ${i}`, status: 'publish' },
          }),
        ),
      );
      expect(answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.text.slice(0, 200)}`)).toEqual([]);
      const ids = answers.map((a) => a.json<{ id: number }>().id);
      expect(new Set(ids).size).toBe(1000);
      expect(await postTotal(served.url, session, agent)).toBe(before + 1000);
      const titles = answers.map((a) => a.json<{ title: { raw: string } }>().title.raw);
      expect(new Set(titles).size).toBe(1000);

      expect(await served.stop('SIGTERM')).toBe(0);
      served = await serveCli(['--db', db]);
      expect(await postTotal(served.url, session, agent)).toBe(before + 1000);
      const listed = await listedPosts(served.url, session, agent);
      expect(ids.filter((id, i) => listed.get(id)?.title !== `Burst ${i}`)).toEqual([]);
    } finally {
      agent.destroy();
    }
  }, 120_000);
});
