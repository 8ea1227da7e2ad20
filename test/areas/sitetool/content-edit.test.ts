// POST /sitetool/v1/content/edit and /content/search: surgical edits of a post field, a meta value or an
// option, through the same stores (and, for post fields, the same update path) as cms/v2.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app.js';
import { loadScenario } from '../../../src/scenario/load.js';
import { ADMIN, basic, rest } from '../../helpers.js';
import { api, expectSchema, get, post } from './theme-client.js';

let sessions = 0;
const fresh = () => `content-${++sessions}`;
const EDITOR = basic('editor', 'editor-password');

const edit = (session: string, body: object, auth: string | null = ADMIN) => post(session, '/content/edit', body, auth);
const search = (session: string, body: object, auth: string | null = ADMIN) => post(session, '/content/search', body, auth);
const cms = (session: string, route: string, query = '') =>
  api
    .get(rest(route, `&context=edit${query}`))
    .set('X-Mock-Session', session)
    .set('Authorization', ADMIN);

describe('content/edit on a post field', () => {
  it('replaces the one occurrence, shows through GET /cms/v2/posts/{id} and adds a revision as an update does', async () => {
    const s = fresh();
    const before = (await cms(s, '/cms/v2/posts/1/revisions')).body as unknown[];
    const res = await edit(s, { target_type: 'post', post_id: 1, field: 'content', old_content: 'first post', new_content: 'very first post' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectSchema('/content/edit', 'POST', res.body);
    const content = (await cms(s, '/cms/v2/posts/1')).body.content.raw as string;
    expect(content).toContain('This is its very first post.');
    expect(res.body).toEqual({
      target: 'post 1 post_content',
      replaced: 1,
      bytes: Buffer.byteLength(content),
      status: 'edited',
      message: 'Content updated successfully: replaced 1 in post 1 post_content.',
    });
    const revisions = (await cms(s, '/cms/v2/posts/1/revisions')).body as { content: { raw: string } }[];
    expect(revisions).toHaveLength(before.length + 1);
    expect(revisions[0]!.content.raw).toBe(content);
  });

  it("edits titles (field title or post_title) and a post's excerpt, and keeps other sessions unchanged", async () => {
    const s = fresh();
    await edit(s, { target_type: 'post', post_id: 21, field: 'post_title', old_content: 'About', new_content: 'About us' }).expect(200);
    await edit(s, { target_type: 'post', post_id: 5, field: 'excerpt', old_content: 'measured', new_content: 'timed' }).expect(200);
    expect((await cms(s, '/cms/v2/pages/21')).body.title.raw).toBe('About us');
    expect((await cms(s, '/cms/v2/posts/5')).body.excerpt.raw).toBe('What we timed, and what we removed.');
    expect((await cms(fresh(), '/cms/v2/pages/21')).body.title.raw).toBe('About');
  });

  it('refuses old_content found several times unless replace_all, saying how often it was found', async () => {
    const s = fresh();
    const res = await edit(s, { target_type: 'post', post_id: 3, old_content: 'the', new_content: 'THE' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'sitetool_content_ambiguous', data: { status: 400, found: 3 } });
    expect(res.body.message).toMatch(/^old_content was found 3 times in post 3 post_content\..*replace_all=true/);
    const all = await edit(s, { target_type: 'post', post_id: 3, old_content: 'the', new_content: 'THE', replace_all: true });
    expect(all.body).toMatchObject({ replaced: 3 });
    expect((await cms(s, '/cms/v2/posts/3')).body.content.raw).not.toMatch(/\bthe\b/);
  });

  it('refuses old_content that is not there (found 0 times), matching case exactly, and changes nothing', async () => {
    const s = fresh();
    const res = await edit(s, { target_type: 'post', post_id: 1, old_content: 'WELCOME', new_content: 'Hi' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'sitetool_content_not_found', data: { status: 400, found: 0 } });
    expect(res.body.message).toContain('found 0 times in post 1 post_content');
    expect((await cms(s, '/cms/v2/posts/1/revisions')).body).toHaveLength(0);
  });

  it('with whole_word skips occurrences inside longer words', async () => {
    const s = fresh();
    expect((await edit(s, { target_type: 'post', post_id: 3, old_content: 'test', new_content: 'check' })).body.code).toBe('sitetool_content_ambiguous');
    const res = await edit(s, { target_type: 'post', post_id: 3, old_content: 'test', new_content: 'check', whole_word: true });
    expect(res.body).toMatchObject({ replaced: 1 });
    const content = (await cms(s, '/cms/v2/posts/3')).body.content.raw as string;
    expect(content).toContain('has a check that runs');
    expect(content).toContain('the tests pass');
  });

  it('answers a clear error for a missing or wrong target', async () => {
    const s = fresh();
    const cases: [object, number, string][] = [
      [{ target_type: 'post' }, 400, 'sitetool_missing_post_id'],
      [{ target_type: 'meta', post_id: 1 }, 400, 'sitetool_missing_meta_key'],
      [{ target_type: 'option' }, 400, 'sitetool_missing_option_name'],
      [{ target_type: 'post', post_id: 999 }, 404, 'sitetool_post_not_found'],
      [{ target_type: 'post', post_id: 1, field: 'slug' }, 400, 'sitetool_invalid_field'],
      [{ target_type: 'post', post_id: 21, field: 'excerpt' }, 400, 'sitetool_invalid_field'],
      [{ target_type: 'post', post_id: 30 }, 400, 'sitetool_unsupported_post_type'],
      [{ target_type: 'meta', post_id: 1, meta_key: '_nothing' }, 404, 'sitetool_meta_not_found'],
      [{ target_type: 'option', option_name: 'no_such_option' }, 404, 'sitetool_option_not_found'],
      [{ target_type: 'option', option_name: 'sticky_posts' }, 400, 'sitetool_value_not_text'],
      [{ target_type: 'post', post_id: 1, old_content: '' }, 400, 'sitetool_empty_old_content'],
    ];
    for (const [target, status, code] of cases) {
      const res = await edit(s, { old_content: 'x', new_content: 'y', ...target });
      expect([res.status, res.body.code], JSON.stringify(target)).toEqual([status, code]);
      expect(res.body.message).toMatch(/\S/);
    }
    expect((await edit(s, { target_type: 'page', post_id: 1, old_content: 'x', new_content: 'y' })).body.code).toBe('rest_invalid_param');
  });

  it('refuses an edit that would leave a post without title, content and excerpt, as cms/v2 does', async () => {
    const s = fresh();
    const api2 = api.post(rest('/cms/v2/posts')).set('X-Mock-Session', s).set('Authorization', ADMIN);
    const created = (await api2.send({ title: 'Only a title', status: 'draft' }).expect(201)).body as { id: number };
    const res = await edit(s, { target_type: 'post', post_id: created.id, field: 'title', old_content: 'Only a title', new_content: '' });
    expect([res.status, res.body.code]).toEqual([400, 'empty_content']);
  });
});

describe('content/edit on meta and options', () => {
  it('edits a post meta value in place, as cms/v2 then shows it (no revision: WordPress does not revision meta)', async () => {
    const s = fresh();
    await api
      .post(rest('/cms/v2/posts/2'))
      .set('X-Mock-Session', s)
      .set('Authorization', ADMIN)
      .send({ meta: { footnotes: '[{"content":"First note","id":"n1"}]' } })
      .expect(200);
    const revisions = ((await cms(s, '/cms/v2/posts/2/revisions')).body as unknown[]).length;
    const res = await edit(s, { target_type: 'meta', post_id: 2, meta_key: 'footnotes', old_content: 'First note', new_content: 'The first note' });
    expect(res.body).toMatchObject({ target: 'post 2 meta:footnotes', replaced: 1, status: 'edited' });
    expect((await cms(s, '/cms/v2/posts/2')).body.meta.footnotes).toBe('[{"content":"The first note","id":"n1"}]');
    expect((await cms(s, '/cms/v2/posts/2/revisions')).body).toHaveLength(revisions);
  });

  it('edits an option the site derives from the scenario, which the CLI then reads back', async () => {
    const s = fresh();
    const res = await edit(s, { target_type: 'option', option_name: 'blogname', old_content: 'Mock', new_content: 'Acme' });
    expect(res.body).toMatchObject({ target: 'option:blogname', replaced: 1 });
    const cli = await post(s, '/cli/run', { command: 'wp option get blogname' });
    expect(cli.body.stdout).toBe('Acme Site');
  });

  it('needs manage_options for options and edit_post for posts', async () => {
    const s = fresh();
    const option = await edit(s, { target_type: 'option', option_name: 'blogname', old_content: 'Mock', new_content: 'Acme' }, EDITOR);
    expect(option.status).toBe(403);
    expect(option.body).toMatchObject({ code: 'sitetool_missing_capability', data: { status: 403 } });
    expect(option.body.message).toContain('"manage_options"');
    // Editors edit others' posts.
    await edit(s, { target_type: 'post', post_id: 1, old_content: 'first post', new_content: 'opening post' }, EDITOR).expect(200);
    // A contributor may edit only their own drafts.
    const scenario = loadScenario(undefined, {
      auth: {
        users: [
          { id: 1, username: 'admin', roles: ['administrator'], application_passwords: [{ password: 'mock-site-password' }] },
          { id: 4, username: 'carla', roles: ['contributor'], application_passwords: [{ password: 'carla-password' }] },
        ],
      },
    });
    const res = await request(createApp({ scenario }))
      .post(rest('/sitetool/v1/content/edit'))
      .set('Authorization', basic('carla', 'carla-password'))
      .send({ target_type: 'post', post_id: 1, old_content: 'first post', new_content: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('"edit_post"');
  });
});

describe('content/search', () => {
  it('lists the matching lines with their neighbours, ignoring case unless case_sensitive', async () => {
    const s = fresh();
    const res = await search(s, { target_type: 'post', post_id: 3, pattern: 'MOCK' });
    expect(res.status).toBe(200);
    expectSchema('/content/search', 'POST', res.body);
    expect(res.body).toMatchObject({ target: 'post 3 post_content', pattern: 'MOCK', total_matches: 2, total_lines: 7, truncated: false });
    expect(res.body.matches[0]).toEqual({
      line: 2,
      content: '<p>Every component has a test that runs against a mock of the REST API.</p>',
      context_before: '<!-- wp:paragraph -->',
      context_after: '<!-- /wp:paragraph -->',
    });
    expect((await search(s, { target_type: 'post', post_id: 3, pattern: 'MOCK', case_sensitive: true })).body).toMatchObject({ total_matches: 0, matches: [] });
  });

  it('cuts the list at max_results and says so', async () => {
    const s = fresh();
    const res = await search(s, { target_type: 'post', post_id: 3, pattern: 'wp:paragraph', max_results: 1 });
    expect(res.body).toMatchObject({ total_matches: 4, truncated: true });
    expect(res.body.matches).toHaveLength(1);
    expect((await search(s, { target_type: 'post', post_id: 3, pattern: 'x', max_results: 0 })).body.code).toBe('sitetool_invalid_max_results');
  });

  it('searches options, and refuses without a target like content/edit', async () => {
    const s = fresh();
    expect((await search(s, { target_type: 'option', option_name: 'siteurl', pattern: 'http' })).body).toMatchObject({
      target: 'option:siteurl',
      total_matches: 1,
    });
    expect((await search(s, { target_type: 'meta', pattern: 'x' })).body.code).toBe('sitetool_missing_post_id');
    expect((await get(s, '/content/search')).status).toBe(404);
  });
});
