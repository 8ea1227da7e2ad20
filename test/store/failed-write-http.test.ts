// A write the --db write log refuses, through the HTTP app: the client gets a WordPress-shaped 500 that says the
// state is unchanged, every later read (lists, items, X-WP-Total, the read memo) answers as before the write, the
// write succeeds once the disk recovers, and a restart on the same file answers exactly the same.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockApp } from '../../src/app.js';
import { Session } from '../../src/store/session.js';
import { ADMIN, mockApp, rest } from '../helpers.js';
import { failingDisk, type FailingDisk } from './failing-disk.js';

type Http = ReturnType<typeof mockApp>['http'];

const HOST = 'failed-write.test';
const dbFile = () => join(mkdtempSync(join(tmpdir(), 'mock-site-failed-write-http-')), 'db.json');
const as = <T extends { set(name: string, value: string): T }>(req: T) => req.set('Authorization', ADMIN).set('Host', HOST);
/** A post of the seed every case reads and some change. */
const POST = 14;

let disk: FailingDisk;
let opened: MockApp[] = [];
const open = (db: string) => {
  const { app, http } = mockApp({ db });
  opened.push(app);
  return { app, http };
};
beforeEach(() => {
  disk = failingDisk();
});
afterEach(() => {
  disk.restore();
  for (const app of opened) app.close();
  opened = [];
});

/** What a client sees of the session: the lists with their totals, one post, and the session's whole state. */
async function reads(http: Http, app: MockApp): Promise<unknown> {
  const posts = await as(http.get(rest('/cms/v2/posts', '&context=edit&per_page=100')));
  const tags = await as(http.get(rest('/cms/v2/tags', '&per_page=100')));
  const post = await as(http.get(rest(`/cms/v2/posts/${POST}`, '&context=edit')));
  return {
    posts: [posts.status, posts.headers['x-wp-total'], posts.text],
    tags: [tags.status, tags.headers['x-wp-total'], tags.text],
    post: [post.status, post.text],
    state: JSON.stringify(app.site.store.state('default')),
  };
}

const notKept = (method: string) => ({
  code: 'mock_site_internal_error',
  message: expect.stringMatching(
    new RegExp(
      `^\\[mock-site\\] the handler of ${method} /cms/v2/\\S+ failed: the --db write log could not be written \\(got ENOSPC: no space left on device, write\\), so this write was not kept and the session's state is unchanged\\. Free disk space`,
    ),
  ),
  data: { status: 500 },
});

const writes: [string, string, number, (http: Http) => ReturnType<Http['post']>][] = [
  ['a post create', 'POST', 201, (http) => as(http.post(rest('/cms/v2/posts'))).send({ title: 'Written on a full disk', status: 'publish' })],
  ['a post update', 'POST', 200, (http) => as(http.post(rest(`/cms/v2/posts/${POST}`))).send({ title: 'Changed on a full disk' })],
  ['a post trashed', 'DELETE', 200, (http) => as(http.delete(rest(`/cms/v2/posts/${POST}`)))],
  ['a post deleted for good', 'DELETE', 200, (http) => as(http.delete(rest(`/cms/v2/posts/${POST}`, '&force=true')))],
  ['a tag create', 'POST', 201, (http) => as(http.post(rest('/cms/v2/tags'))).send({ name: 'full disk' })],
];

describe('a write the --db write log refuses, over HTTP', () => {
  it.each(writes)(
    'answers %s with a 500 that says nothing changed, reads answer as before it, and it is kept once the disk recovers, across a restart',
    async (_, method, status, write) => {
      const db = dbFile();
      const { app, http } = open(db);
      const before = await reads(http, app);
      expect(await reads(http, app)).toEqual(before); // answered again from the read memo
      disk.fail('ENOSPC');
      const refused = await write(http);
      expect([refused.status, refused.body]).toEqual([500, notKept(method)]);
      expect(await reads(http, app)).toEqual(before);
      disk.heal();
      expect((await write(http)).status).toBe(status);
      const after = await reads(http, app);
      expect(after).not.toEqual(before);
      app.close();
      const restarted = open(db);
      expect(await reads(restarted.http, restarted.app)).toEqual(after);
    },
  );

  it('gives a created post the id the refused create would have had: a refused write consumes no id', async () => {
    const { http } = open(dbFile());
    const create = writes[0]![3];
    disk.fail('ENOSPC');
    expect((await create(http)).status).toBe(500);
    disk.heal();
    const first = await create(http);
    const second = await create(http);
    expect(second.body.id - first.body.id).toBe(1);
    const fresh = open(dbFile());
    expect((await create(fresh.http)).body.id).toBe(first.body.id);
  });

  it('keeps the batch requests written before the disk filled and answers the others 500, in their envelopes', async () => {
    const db = dbFile();
    const { app, http } = open(db);
    await reads(http, app);
    const titles = ['Batched first', 'Batched second', 'Batched third'];
    const batch = () =>
      as(http.post(rest('/batch/v1'))).send({
        validation: 'require-all-validate',
        requests: titles.map((title) => ({ method: 'POST', path: '/cms/v2/posts', body: { title, status: 'publish' } })),
      });
    disk.fail('ENOSPC', { after: 1 });
    const res = await batch();
    expect(res.status).toBe(207);
    expect(res.body.responses.map((r: { status: number }) => r.status)).toEqual([201, 500, 500]);
    expect(res.body.responses[1].body).toEqual(notKept('POST'));
    const listed = async (h: Http) =>
      ((await as(h.get(rest('/cms/v2/posts', '&context=edit&per_page=100')))).body as { title: { raw: string } }[])
        .map((p) => p.title.raw)
        .filter((t) => t.startsWith('Batched'));
    expect(await listed(http)).toEqual(['Batched first']);
    disk.heal();
    const after = await reads(http, app);
    const restarted = open(db);
    expect(await reads(restarted.http, restarted.app)).toEqual(after);
    expect(await listed(restarted.http)).toEqual(['Batched first']);
  });

  it('never answers a read again from the memo with what it saw of a write that was then refused', async () => {
    const { app, http } = open(dbFile());
    const before = await reads(http, app);
    const list = () => as(http.get(rest('/cms/v2/posts', '&context=edit&per_page=100')));
    // A read answered (and kept by the read memo) while the refused write's rows are in memory, before its commit.
    let during = '';
    const commit = Session.prototype.commit;
    const spy = vi.spyOn(Session.prototype, 'commit').mockImplementation(async function (this: Session) {
      spy.mockRestore();
      during = (await list()).text;
      return commit.call(this);
    });
    disk.fail('ENOSPC');
    expect((await writes[0]![3](http)).status).toBe(500);
    expect(during).toContain('Written on a full disk');
    expect(await reads(http, app)).toEqual(before);
  });
});
