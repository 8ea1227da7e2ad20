// GET /sitetool/v1/last-change and POST /navigate: every write of a session (any route, cms/v2 included)
// bumps its change log, which a client polls with `since`; navigate is recorded there too.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../../../src/app.js';
import { CHANGE_STORE, LOG_SIZE } from '../../../src/store/change-log.js';
import type { Session } from '../../../src/store/session.js';
import { loadScenario } from '../../../src/scenario/load.js';
import { ADMIN, rest, site } from '../../helpers.js';
import { api, expectSchema, get, post } from './theme-client.js';

let sessions = 0;
const fresh = () => `changes-${++sessions}`;

interface Change {
  timestamp: number;
  user_id: number;
  summary: string;
  post_id: number;
  action: { label: string; url: string; admin_url: string; force: boolean };
}

const latest = async (session: string, http = api): Promise<Change> => {
  const res = await http.get(rest('/sitetool/v1/last-change')).set('X-Mock-Session', session).set('Authorization', ADMIN);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Change;
};
const since = async (session: string, t: number): Promise<Change[]> => {
  const res = await get(session, '/last-change', `&since=${t}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expectSchema('/last-change', 'GET', res.body);
  return res.body.changes as Change[];
};
const cmsWrite = (session: string, route: string, body: object) => api.post(rest(route)).set('X-Mock-Session', session).set('Authorization', ADMIN).send(body);

describe('last-change', () => {
  it('answers timestamp 0 before any change', async () => {
    const res = await get(fresh(), '/last-change');
    expectSchema('/last-change', 'GET', res.body);
    expect(res.body).toMatchObject({ timestamp: 0, user_id: 0, summary: 'No changes yet', post_id: 0, action: { label: 'Refresh', force: false } });
  });

  it('reports a cms/v2 write as the latest change, with who made it and where to see it', async () => {
    const s = fresh();
    await cmsWrite(s, '/cms/v2/pages/21', { title: 'About us' }).expect(200);
    const change = await latest(s);
    expect(change).toMatchObject({ user_id: 1, summary: 'Page updated: About us', post_id: 21, action: { label: 'View Page', force: false } });
    expect(change.action.url).toMatch(/\/\?page_id=21$/);
    expect(change.action.admin_url).toMatch(/\/wp-admin\/post\.php\?post=21&action=edit$/);
    expect(change.timestamp).toBe(Date.parse('2026-01-15T09:00:01Z') / 1000);
  });

  it('lists the changes after `since` in order, for a client that polls; reads and the audit log add none', async () => {
    const s = fresh();
    await cmsWrite(s, '/cms/v2/posts/1', { title: 'Hello again' }).expect(200);
    const t0 = (await latest(s)).timestamp;
    expect(await since(s, t0)).toEqual([]);
    await post(s, '/content/edit', { target_type: 'post', post_id: 3, old_content: 'component', new_content: 'widget' }).expect(200);
    await post(s, '/file/edit', { path: 'style.css', old_content: '.site-header {', new_content: '.site-header, .masthead {' }).expect(200);
    await post(s, '/cli/run', { command: 'option update blogname Acme', confirm_write: true }).expect(200);
    await post(s, '/navigate', { url: '/?page_id=24' }).expect(200);
    // Reads, dry runs and audit reads change nothing.
    await api.get(rest('/cms/v2/posts')).set('X-Mock-Session', s);
    await post(s, '/cli/run', { command: 'option update blogname Other' }).expect(200);
    await post(s, '/content/search', { target_type: 'post', post_id: 3, pattern: 'widget' }).expect(200);
    await get(s, '/audit-log').expect(200);
    const changes = await since(s, t0);
    expect(changes.map((c) => [c.summary, c.user_id, c.post_id])).toEqual([
      ['Post updated: How we test our frontend', 1, 3],
      [expect.stringMatching(/^File edited: style\.css \(theme [a-z-]+\)$/), 1, 0],
      ['Option updated: blogname', 1, 0],
      ['Navigate', 1, 0],
    ]);
    expect(changes[1]!.action).toMatchObject({ label: 'Preview Theme', force: true });
    expect(changes[3]!.action).toMatchObject({ label: 'Navigate', force: true });
    expect(changes[3]!.action.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?page_id=24$/);
    const times = changes.map((c) => c.timestamp);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(4);
    expect(await since(s, times[1]!)).toHaveLength(2);
    expect(await latest(s)).toMatchObject({ timestamp: times[3], summary: 'Navigate' });
    expect((await latest(fresh())).timestamp).toBe(0);
  });

  it('keeps timestamps strictly increasing on a frozen clock', async () => {
    const http = site({ scenario: loadScenario(undefined, { clock: { advance: 'frozen' } }) });
    const write = (title: string) => http.post(rest('/cms/v2/posts/1')).set('Authorization', ADMIN).send({ title }).expect(200);
    await write('one');
    const first = await latest('default', http);
    await write('two');
    const second = await latest('default', http);
    expect(second.timestamp).toBe(first.timestamp + 0.001);
    expect(second.summary).toBe('Post updated: two');
  });

  const changeRecords = (session: Session) => Object.keys(session.state.records).filter((key) => key.startsWith(`${CHANGE_STORE}/`));
  const commitOption = async (session: Session, value: number) => {
    session.tick();
    session.put('options', 'counter_option', String(value));
    await session.commit({ summary: `counter ${value}` });
  };
  const changesSince = async (app: ReturnType<typeof createMockApp>, t: number) =>
    (
      await request(app.listener)
        .get(rest('/sitetool/v1/last-change', `&since=${t}`))
        .set('Authorization', ADMIN)
        .expect(200)
    ).body.changes as Change[];

  it('keeps the last 100 changes, in as many records', async () => {
    const app = createMockApp();
    const session = app.site.store.session('default');
    for (let i = 1; i <= 2 * LOG_SIZE + 5; i++) await commitOption(session, i);
    const changes = await changesSince(app, 1);
    expect(changes.map((c) => c.summary)).toEqual(Array.from({ length: LOG_SIZE }, (_, i) => `counter ${LOG_SIZE + 6 + i}`));
    expect(changeRecords(session)).toHaveLength(LOG_SIZE);
    expect((await latest('default', request(app.listener))).summary).toBe(`counter ${2 * LOG_SIZE + 5}`);
  });

  it('reads a state saved with one record per change, and lets those records go as new changes pass them', async () => {
    const app = createMockApp();
    const http = request(app.listener);
    for (let i = 1; i <= 3 * LOG_SIZE; i++) await commitOption(app.site.store.session('default'), i);
    // The layout before the ring: the last LOG_SIZE entries each under its own seq.
    const dump = (await http.get('/__mock/state').expect(200)).body as { records: Record<string, { id: string; data: { seq: number } }> };
    for (const [key, record] of Object.entries(dump.records)) {
      if (!key.startsWith(`${CHANGE_STORE}/`)) continue;
      delete dump.records[key];
      dump.records[`${CHANGE_STORE}/${record.data.seq}`] = { ...record, id: String(record.data.seq) };
    }
    await http.put('/__mock/state').send(dump).expect(200);
    const session = app.site.store.session('default');
    expect(changeRecords(session).every((key) => Number(key.split('/')[1]) > 2 * LOG_SIZE)).toBe(true);
    expect((await changesSince(app, 1)).map((c) => c.summary)).toEqual(Array.from({ length: LOG_SIZE }, (_, i) => `counter ${2 * LOG_SIZE + 1 + i}`));
    for (let i = 3 * LOG_SIZE + 1; i <= 4 * LOG_SIZE + 10; i++) {
      await commitOption(session, i);
      expect(changeRecords(session)).toHaveLength(LOG_SIZE);
      expect((await latest('default', http)).summary).toBe(`counter ${i}`);
    }
    expect((await changesSince(app, 1)).map((c) => c.summary)).toEqual(Array.from({ length: LOG_SIZE }, (_, i) => `counter ${3 * LOG_SIZE + 11 + i}`));
  });

  it('survives a restart with --db', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'mock-site-changes-')), 'state.json');
    const first = site({ db });
    await first.post(rest('/cms/v2/posts/2')).set('Authorization', ADMIN).send({ title: 'Kept' }).expect(200);
    expect((await latest('default', site({ db }))).summary).toBe('Post updated: Kept');
  });
});

describe('navigate', () => {
  it('answers the absolute URL of a page of the site, and refuses anything else', async () => {
    const s = fresh();
    const res = await post(s, '/navigate', { url: '/?p=1' });
    expect(res.status).toBe(200);
    expectSchema('/navigate', 'POST', res.body);
    expect(res.body.navigating).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?p=1$/);
    for (const url of ['https://example.com/', 'javascript:alert(1)', '//evil.test/x', 'ftp://127.0.0.1/']) {
      const bad = await post(s, '/navigate', { url });
      expect([bad.status, bad.body.code], url).toEqual([400, 'sitetool_invalid_url']);
    }
  });
});
