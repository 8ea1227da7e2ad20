// The draft theme's life cycle: create (a copy of the active theme; the file routes then act on it),
// preview (what differs, a preview URL on the mock), publish (the draft replaces the live theme, which is
// kept as a backup) and discard through DELETE or POST .../delete; wrong-state calls answer clear errors.
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, rest, site } from '../../helpers.js';
import { api, del, expectSchema, get, listPaths, post, read, snapshot, state } from './theme-client.js';

let sessions = 0;
const fresh = () => `draft-${++sessions}`;

/** A draft with one file changed, one added and one deleted. */
async function editedDraft(s: string) {
  await post(s, '/draft-theme').expect(200);
  await post(s, '/file/edit', { path: 'footer.php', old_content: 'Proudly powered by WordPress.', new_content: 'Made by the lake.' }).expect(200);
  await post(s, '/file/write', { path: 'template-parts/hero.php', content: '<section class="hero"></section>\n' }).expect(200);
  await post(s, '/file/delete', { path: 'sidebar.php' }).expect(200);
}

describe('creating a draft theme', () => {
  it('copies the active theme, and the file routes act on the draft from then on', async () => {
    const s = fresh();
    const live = await snapshot(s);
    const res = await post(s, '/draft-theme');
    expect(res.status).toBe(200);
    expectSchema('/draft-theme', 'POST', res.body);
    expect(res.body).toMatchObject({ status: 'created', draft_slug: 'lakeside-sitetool-draft', source_slug: 'lakeside' });
    expect(res.body.message).toContain("File operations are now scoped to the draft 'lakeside-sitetool-draft'");
    expect(res.body.preview_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?sitetool_preview=[A-Za-z0-9]{32}$/);
    const list = await get(s, '/file/list');
    expect(list.body).toMatchObject({ theme: 'lakeside-sitetool-draft', draft_slug: 'lakeside-sitetool-draft' });
    expect(await snapshot(s)).toEqual(live);
    const edit = await post(s, '/file/edit', { path: 'footer.php', old_content: 'Proudly powered by WordPress.', new_content: 'Made by the lake.' });
    expect(edit.body.theme).toBe('lakeside-sitetool-draft');
  });

  it('refuses a second draft with 409 sitetool_draft_exists', async () => {
    const s = fresh();
    await post(s, '/draft-theme').expect(200);
    const again = await post(s, '/draft-theme');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'sitetool_draft_exists', data: { status: 409, draft_slug: 'lakeside-sitetool-draft' } });
    expect(again.body.message).toContain('Publish it');
  });

  it('derives the preview URL from the session and the scenario clock: the same requests give the same URL', async () => {
    const token = (res: { body: { preview_url: string } }) => new URL(res.body.preview_url).searchParams.get('sitetool_preview');
    const first = token(await post('draft-same', '/draft-theme'));
    const other = token(await post('draft-other', '/draft-theme'));
    const twin = token(await site().post(rest('/sitetool/v1/draft-theme')).set('X-Mock-Session', 'draft-same').set('Authorization', ADMIN));
    expect(twin).toBe(first);
    expect(other).not.toBe(first);
  });

  it('is refused to an editor, who lacks edit_themes', async () => {
    const res = await post(fresh(), '/draft-theme', {}, basic('editor', 'editor-password'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('sitetool_missing_capability');
  });
});

describe('previewing a draft', () => {
  it('says which files the draft adds, changes and deletes, and where to look at it', async () => {
    const s = fresh();
    await editedDraft(s);
    const res = await get(s, '/draft-theme/preview');
    expect(res.status).toBe(200);
    expectSchema('/draft-theme/preview', 'GET', res.body);
    expect(res.body).toMatchObject({
      draft_slug: 'lakeside-sitetool-draft',
      source_slug: 'lakeside',
      new_theme: false,
      changes: { added: ['template-parts/hero.php'], changed: ['footer.php'], deleted: ['sidebar.php'] },
    });
    const url = new URL(res.body.preview_url);
    const page = await api.get(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers 404 sitetool_no_draft_theme when there is no draft', async () => {
    const res = await get(fresh(), '/draft-theme/preview');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('sitetool_no_draft_theme');
  });
});

describe('publishing a draft', () => {
  it('makes the draft the live theme, keeps the old one as a backup and ends the draft', async () => {
    const s = fresh();
    const live = await snapshot(s);
    await editedDraft(s);
    const draft = await snapshot(s);
    const res = await post(s, '/draft-theme/publish');
    expect(res.status).toBe(200);
    expectSchema('/draft-theme/publish', 'POST', res.body);
    expect(res.body).toEqual({
      theme_slug: 'lakeside',
      backup_slug: 'lakeside-sitetool-backup',
      changes: { added: ['template-parts/hero.php'], changed: ['footer.php'], deleted: ['sidebar.php'] },
      status: 'published',
      message: "Draft published to 'lakeside'. Backup saved as 'lakeside-sitetool-backup'.",
    });
    const list = await get(s, '/file/list');
    expect(list.body).toMatchObject({ theme: 'lakeside', draft_slug: null });
    expect(await snapshot(s)).toEqual(draft);
    expect(await read(s, 'footer.php')).toContain('Made by the lake.');
    const dump = await state(s);
    expect(dump.options).toMatchObject({ stylesheet: 'lakeside', template: 'lakeside' });
    const backup = Object.values(dump.records as Record<string, { store: string; id: string; data: { content: string } }>).filter(
      (r) => r.store === 'sitetool.theme_files' && r.id.startsWith('lakeside-sitetool-backup/'),
    );
    expect(Object.fromEntries(backup.map((r) => [r.id.slice('lakeside-sitetool-backup/'.length), r.data.content]))).toEqual(live);
    expect(Object.keys(dump.records).some((k) => k.startsWith('sitetool.theme_files/lakeside-sitetool-draft/'))).toBe(false);
  });

  it('allows a new draft after publishing', async () => {
    const s = fresh();
    await post(s, '/draft-theme').expect(200);
    await post(s, '/draft-theme/publish').expect(200);
    expect((await post(s, '/draft-theme')).status).toBe(200);
  });

  it('answers 404 sitetool_no_draft_theme when there is no draft, and changes nothing', async () => {
    const s = fresh();
    const live = await snapshot(s);
    const res = await post(s, '/draft-theme/publish');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'sitetool_no_draft_theme', data: { status: 404 } });
    expect(res.body.message).toContain('POST /sitetool/v1/draft-theme');
    expect(await snapshot(s)).toEqual(live);
    expect((await state(s)).options.stylesheet).toBe('lakeside');
  });
});

describe('discarding a draft', () => {
  it.each([
    ['DELETE /draft-theme', (s: string) => del(s, '/draft-theme')],
    ['POST /draft-theme/delete', (s: string) => post(s, '/draft-theme/delete')],
  ])('%s drops the draft and its changes; the live theme is unchanged', async (_label, discard) => {
    const s = fresh();
    const live = await snapshot(s);
    await editedDraft(s);
    const res = await discard(s);
    expect(res.status).toBe(200);
    expectSchema('/draft-theme/delete', 'POST', res.body);
    expect(res.body).toMatchObject({ status: 'deleted' });
    expect(res.body.message).toContain('Draft theme removed');
    expect(await snapshot(s)).toEqual(live);
    expect(await listPaths(s, 'sidebar.php')).toEqual(['sidebar.php']);
    expect((await get(s, '/draft-theme/preview')).status).toBe(404);
  });

  it('answers 404 sitetool_no_draft_theme to both when there is no draft', async () => {
    const s = fresh();
    for (const res of [await del(s, '/draft-theme'), await post(s, '/draft-theme/delete')]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('sitetool_no_draft_theme');
    }
  });
});
