// sitetool/v1 code snippets (WPCode-like): create, update, delete and list through `action`, every snippet stored
// inactive, and code_type, location and insert_method checked against the plugin's values.
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, rest, site } from '../../helpers.js';

const api = site();
let sessions = 0;
const fresh = () => `snippets-${++sessions}`;

const CSS = { title: 'Dark header', code: '<style>.site-header { background: #1e1e1e; }</style>', code_type: 'css', location: 'site_wide_header' };
const PHP = { title: 'Shorter excerpts', code: "<?php\nadd_filter( 'excerpt_length', fn() => 30 );", code_type: 'php', location: 'everywhere' };

const snippet = (session: string, body: object, auth = ADMIN) =>
  api.post(rest('/sitetool/v1/code-snippet')).set('X-Mock-Session', session).set('Authorization', auth).send(body);
const listed = async (session: string) => (await snippet(session, { ...CSS, action: 'list' }).expect(200)).body;

describe('code snippets', () => {
  it('creates an inactive snippet, stores the code without its wrapper, and says how to enable it', async () => {
    const s = fresh();
    const res = await snippet(s, CSS).expect(200);
    const id = res.body.id;
    expect(res.body).toEqual({
      id,
      action: 'create',
      active: false,
      enable_url: expect.stringMatching(new RegExp(`/wp-admin/admin\\.php\\?page=wpcode-snippet-manager&snippet_id=${id}$`)),
      stored_code: '.site-header { background: #1e1e1e; }',
      shortcode: null,
      next_step: expect.stringContaining('The snippet is saved but OFF.'),
      message: `snippet ${id} created (css @ site_wide_header); saved inactive`,
    });
    expect((await snippet(s, PHP).expect(200)).body.stored_code).toBe("add_filter( 'excerpt_length', fn() => 30 );");
  });

  it('gives a shortcode to a snippet inserted by shortcode', async () => {
    const res = await snippet(fresh(), { ...CSS, code_type: 'html', code: '<p>Hi</p>', insert_method: 'shortcode' }).expect(200);
    expect(res.body.shortcode).toBe(`[wpcode id="${res.body.id}"]`);
  });

  it('lists, updates and deletes snippets by id', async () => {
    const s = fresh();
    const a = (await snippet(s, CSS).expect(200)).body.id;
    const b = (await snippet(s, PHP).expect(200)).body.id;
    expect(await listed(s)).toMatchObject({
      action: 'list',
      total: 2,
      snippets: [
        { id: a, title: 'Dark header', code_type: 'css', active: false },
        { id: b, code_type: 'php', location: 'everywhere' },
      ],
    });
    const updated = await snippet(s, {
      ...CSS,
      action: 'update',
      id: a,
      title: 'Light header',
      code: '.site-header { background: #fff; }',
      location: 'site_wide_footer',
    }).expect(200);
    expect(updated.body).toMatchObject({
      id: a,
      action: 'update',
      active: false,
      stored_code: '.site-header { background: #fff; }',
      message: `snippet ${a} updated (css @ site_wide_footer); saved inactive`,
    });
    const deleted = await snippet(s, { ...CSS, action: 'delete', id: b }).expect(200);
    expect(deleted.body).toEqual({ id: b, action: 'delete', deleted: true, message: `snippet ${b} deleted` });
    expect((await listed(s)).snippets).toEqual([
      {
        id: a,
        title: 'Light header',
        code_type: 'css',
        location: 'site_wide_footer',
        insert_method: 'auto',
        active: false,
        code: '.site-header { background: #fff; }',
        modified: expect.any(String),
      },
    ]);
  });

  it("keeps each session's snippets apart", async () => {
    const s = fresh();
    await snippet(s, CSS).expect(200);
    expect((await listed(fresh())).total).toBe(0);
  });

  it.each([
    ['update', 400, 'sitetool_missing_id', 'action "update" needs the id of the snippet (GET it with action "list").'],
    ['delete', 400, 'sitetool_missing_id', 'action "delete" needs the id of the snippet (GET it with action "list").'],
  ])('refuses %s without an id', async (action, status, code, message) => {
    expect((await snippet(fresh(), { ...CSS, action }).expect(status)).body).toMatchObject({ code, message });
  });

  it('answers 404 sitetool_snippet_not_found for an id that names no snippet', async () => {
    const res = await snippet(fresh(), { ...CSS, action: 'update', id: 777 }).expect(404);
    expect(res.body).toMatchObject({ code: 'sitetool_snippet_not_found', message: 'No code snippet with id 777. action "list" shows the snippets.' });
  });

  it.each([
    ['an unknown action', { action: 'enable' }, 'sitetool_invalid_action', 'action must be one of create, update, delete, list (got "enable").'],
    [
      'an unknown code_type',
      { code_type: 'python' },
      'sitetool_invalid_code_type',
      'code_type must be one of html, text, css, scss, js, php, universal, blocks (got "python").',
    ],
    [
      'a location PHP cannot use',
      { ...PHP, location: 'site_wide_header' },
      'sitetool_invalid_location',
      'location "site_wide_header" is not available for php snippets; use one of everywhere, frontend_only, admin_only, frontend_cl.',
    ],
    [
      'an unknown location',
      { location: 'sidebar' },
      'sitetool_invalid_location',
      'location "sidebar" is not available for css snippets; use one of site_wide_header, site_wide_body, site_wide_footer, before_post, after_post, before_content, after_content, before_paragraph, after_paragraph, archive_before_content, archive_after_content, archive_before_post, archive_after_post, before_excerpt, after_excerpt, between_posts.',
    ],
    ['an unknown insert_method', { insert_method: 'manual' }, 'sitetool_invalid_insert_method', 'insert_method must be one of auto, shortcode (got "manual").'],
    ['empty code', { code: '<?php ', code_type: 'php', location: 'everywhere' }, 'sitetool_empty_code', 'code must not be empty.'],
    ['a blank title', { title: '   ' }, 'sitetool_missing_title', 'title must not be empty: give the snippet a name.'],
  ])('refuses %s with 400 and the allowed values', async (_what, extra, code, message) => {
    const s = fresh();
    const res = await snippet(s, { ...CSS, ...extra }).expect(400);
    expect(res.body).toEqual({ code, message, data: { status: 400 } });
    expect((await listed(s)).total).toBe(0);
  });

  it('needs manage_options: an editor is refused naming the WPCode capability', async () => {
    const res = await snippet(fresh(), CSS, basic('editor', 'editor-password')).expect(403);
    expect(res.body.code).toBe('sitetool_missing_capability');
    expect(res.body.message).toContain('"wpcode_edit_snippets"');
  });

  it('records each write in the audit log with its message as the result summary, and a list as no write', async () => {
    const s = fresh();
    const id = (await snippet(s, CSS).expect(200)).body.id;
    await listed(s);
    const log = await api.get(rest('/sitetool/v1/audit-log')).set('X-Mock-Session', s).set('Authorization', ADMIN).expect(200);
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0]).toMatchObject({
      operation: 'code-snippet create',
      result_summary: `snippet ${id} created (css @ site_wide_header); saved inactive`,
    });
  });
});
