// Reads answered again from the bytes kept (src/http/read-memo.ts) must never differ from a fresh dispatch: a write,
// another session, another user, a rule or a moving clock each get their own answer.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { startMockSite } from '../../src/start.js';
import { ADMIN, rest, site } from '../helpers.js';
import { ruleScenario } from '../rules/rule-scenario.js';

const POST = rest('/cms/v2/posts/1');
const LIST = rest('/cms/v2/posts', '&per_page=5&include[]=1&include[]=2');

describe('reads kept until the next write', () => {
  it('a repeated read answers the same bytes, and the journal records each one with what answered it', async () => {
    const mock = await startMockSite({ port: 0 });
    try {
      const a = await fetch(`${mock.url}${POST}`);
      const b = await fetch(`${mock.url}${POST}`);
      expect(await b.text()).toBe(await a.text());
      expect(b.headers.get('content-length')).toBe(a.headers.get('content-length'));
      expect(mock.journal().map((e) => e.answeredBy)).toEqual(['posts.get', 'posts.get']);
    } finally {
      await mock.close();
    }
  });

  it('a read answered again is journaled with its own headers and the same query, secrets hidden alike', async () => {
    const mock = await startMockSite({ port: 0 });
    try {
      const url = `${mock.url}${POST}&api_key=hidden1`;
      const a = await fetch(url, { headers: { 'X-Nth': '1' } });
      const b = await fetch(url, { headers: { 'X-Nth': '2' } });
      expect(await b.text()).toBe(await a.text());
      const listed = mock.journal();
      expect(listed.map((e) => e.answeredBy)).toEqual(['posts.get', 'posts.get']);
      expect(listed[1].query).toEqual(listed[0].query);
      expect(JSON.stringify(listed[1].query)).not.toContain('hidden1');
      const details = await Promise.all(
        listed.map(async (e) => (await (await fetch(`${mock.url}/__mock/journal/${e.id}`)).json()) as { request: { headers: Record<string, string> } }),
      );
      expect(details.map((d) => d.request.headers['x-nth'])).toEqual(['1', '2']);
    } finally {
      await mock.close();
    }
  });

  it('a write in between is seen by the next read of the item and of the list', async () => {
    const http = site();
    await http.get(POST).expect(200);
    await http.get(LIST).expect(200);
    await http.post(POST).set('Authorization', ADMIN).send({ title: 'Changed since' }).expect(200);
    expect((await http.get(POST).expect(200)).body.title.rendered).toBe('Changed since');
    expect((await http.get(LIST).expect(200)).body.map((p: { title: { rendered: string } }) => p.title.rendered)).toContain('Changed since');
  });

  it('each session reads its own state: a write in one is not hidden by a read kept for another', async () => {
    const http = site();
    await http.get(POST).set('X-Mock-Session', 'a').expect(200);
    await http.post(POST).set('X-Mock-Session', 'b').set('Authorization', ADMIN).send({ title: 'Only in b' }).expect(200);
    expect((await http.get(POST).set('X-Mock-Session', 'b')).body.title.rendered).toBe('Only in b');
    expect((await http.get(POST).set('X-Mock-Session', 'a')).body.title.rendered).not.toBe('Only in b');
  });

  it('each caller gets the answer for who they are', async () => {
    const http = site();
    const edit = rest('/cms/v2/posts/1', '&context=edit');
    await http.get(edit).set('Authorization', ADMIN).expect(200);
    expect((await http.get(edit)).body.code).toBe('rest_forbidden_context');
    await http.get(edit).set('Authorization', ADMIN).expect(200);
  });

  it('a rule answering a read in sequence is asked every time', async () => {
    const http = site({ scenario: ruleScenario([{ match: { route: '/cms/v2/posts/1' }, respond: [{ body: 'first' }, { body: 'second' }] }]) });
    expect((await http.get(POST)).text).toBe('"first"');
    expect((await http.get(POST)).text).toBe('"second"');
  });

  it('a rule matching on a header answers the request that carries it, after the same read without it', async () => {
    const http = site({ scenario: ruleScenario([{ match: { route: '/cms/v2/posts/1', headers: { 'x-flag': 'on' } }, respond: [{ body: 'ruled' }] }]) });
    expect((await http.get(POST).expect(200)).body.id).toBe(1);
    expect((await http.get(POST).set('X-Flag', 'on')).text).toBe('"ruled"');
  });

  it('other credentials are another read: an application password, then none', async () => {
    const http = site();
    const edit = rest('/cms/v2/posts/1', '&context=edit');
    await http.get(edit).set('Authorization', ADMIN).expect(200);
    await http
      .get(edit)
      .set('Authorization', `Basic ${Buffer.from('admin:wrong').toString('base64')}`)
      .expect(401);
    expect((await http.get(edit)).status).toBe(401);
  });

  it('with a frozen clock, a created post still shows in the next list', async () => {
    const base = loadScenario();
    const http = site({ scenario: { ...base, clock: { ...base.clock, advance: 'frozen' } } });
    const before = await http.get(rest('/cms/v2/posts', '&per_page=5')).expect(200);
    const created = await http.post(rest('/cms/v2/posts')).set('Authorization', ADMIN).send({ title: 'Frozen in time', status: 'publish' }).expect(201);
    const after = await http.get(rest('/cms/v2/posts', '&per_page=5')).expect(200);
    expect(Number(after.headers['x-wp-total'])).toBe(Number(before.headers['x-wp-total']) + 1);
    expect(after.body[0].id).toBe(created.body.id);
  });
});
