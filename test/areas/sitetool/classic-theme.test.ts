// POST /sitetool/v1/create-classic-theme: a new classic theme created as the draft (the live site is
// unchanged), which publishing installs and activates.
import { describe, expect, it } from 'vitest';
import { expectSchema, get, listPaths, post, read, state } from './theme-client.js';

let sessions = 0;
const fresh = () => `classic-${++sessions}`;

describe('create-classic-theme', () => {
  it('creates the theme as a draft: style.css header, functions, templates; the live theme is unchanged', async () => {
    const s = fresh();
    const res = await post(s, '/create-classic-theme', { theme_name: 'Acme Studio', description: 'A bold portfolio theme.' });
    expect(res.status).toBe(200);
    expectSchema('/create-classic-theme', 'POST', res.body);
    expect(res.body).toMatchObject({ status: 'created', theme_slug: 'acme-studio', draft_slug: 'acme-studio-sitetool-draft' });
    expect(res.body.message).toMatch(/^Theme 'Acme Studio' created as draft\. The live site is unchanged\./);
    expect(res.body.message).toContain(res.body.preview_url);
    expect(await listPaths(s)).toEqual(['footer.php', 'functions.php', 'header.php', 'index.php', 'style.css']);
    const style = await read(s, 'style.css');
    expect(style).toMatch(/^\/\*\nTheme Name: Acme Studio\nDescription: A bold portfolio theme\.\nVersion: 1\.0\.0\n/);
    expect(style).toContain('Text Domain: acme-studio');
    const functions = await post(s, '/file/outline', { path: 'functions.php' });
    expect(functions.body.outline).toContainEqual(expect.objectContaining({ type: 'hook', name: 'after_setup_theme', callback: 'acme_studio_setup' }));
    expect(functions.body.outline).toContainEqual(
      expect.objectContaining({ type: 'hook', name: 'wp_enqueue_scripts', callback: 'acme_studio_enqueue_assets' }),
    );
    expect(await read(s, 'index.php')).toContain('get_header();');
    const preview = await get(s, '/draft-theme/preview');
    expect(preview.body).toMatchObject({ new_theme: true, source_slug: 'acme-studio', changes: { added: await listPaths(s), changed: [], deleted: [] } });
    expect((await state(s)).options.stylesheet).toBe('lakeside');
  });

  it('installs and activates the theme on publish, without a backup', async () => {
    const s = fresh();
    await post(s, '/create-classic-theme', { theme_name: 'Acme Studio' }).expect(200);
    const res = await post(s, '/draft-theme/publish');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'published', theme_slug: 'acme-studio', backup_slug: null });
    expect(res.body.message).toBe("Draft published to 'acme-studio', which is now the active theme.");
    const list = await get(s, '/file/list');
    expect(list.body).toMatchObject({ theme: 'acme-studio', draft_slug: null, total_files: 5 });
    expect(await read(s, 'style.css')).toContain('Description: Acme Studio: a classic theme.');
    expect((await state(s)).options).toMatchObject({ stylesheet: 'acme-studio', template: 'acme-studio' });
  });

  it('leaves the live theme as it was when the new theme is discarded', async () => {
    const s = fresh();
    await post(s, '/create-classic-theme', { theme_name: 'Acme Studio' }).expect(200);
    await post(s, '/draft-theme/delete').expect(200);
    expect((await get(s, '/file/list')).body.theme).toBe('lakeside');
    expect(await read(s, 'style.css')).toContain('Theme Name: Lakeside');
  });

  it('refuses a name of an installed theme (409), a name without letters or digits (400) and a missing name', async () => {
    const s = fresh();
    const taken = await post(s, '/create-classic-theme', { theme_name: 'Lakeside' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'sitetool_theme_exists', data: { theme_slug: 'lakeside' } });
    const empty = await post(s, '/create-classic-theme', { theme_name: '!!!' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('sitetool_invalid_theme_name');
    const missing = await post(s, '/create-classic-theme', { description: 'no name' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('rest_missing_callback_param');
  });

  it('refuses to start while a draft exists (409)', async () => {
    const s = fresh();
    await post(s, '/draft-theme').expect(200);
    const res = await post(s, '/create-classic-theme', { theme_name: 'Acme Studio' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('sitetool_draft_exists');
  });

  it('keeps a comment-closing name or description from breaking the style.css header', async () => {
    const s = fresh();
    await post(s, '/create-classic-theme', { theme_name: 'Evil */ Theme', description: 'ends */ here\nTheme Name: Other' }).expect(200);
    const style = await read(s, 'style.css');
    expect(style.indexOf('*/')).toBe(style.lastIndexOf('*/'));
    expect(style.match(/^Theme Name: .*$/gm)).toEqual(['Theme Name: Evil * / Theme']);
  });
});
