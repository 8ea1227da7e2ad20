// sitetool/v1 file routes over the virtual theme the default scenario seeds ("Lakeside"): list with globs,
// read with line ranges, search, outline, and the writes (edit exactly once, write, delete).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, rest, site } from '../../helpers.js';
import { expectSchema, get, listPaths, post, read } from './theme-client.js';

let sessions = 0;
const fresh = () => `files-${++sessions}`;
const READ = 'files-read';

describe('file/list', () => {
  it('lists every file and directory of the active theme, sorted, with size and extension on files', async () => {
    const res = await get(READ, '/file/list');
    expect(res.status).toBe(200);
    expectSchema('/file/list', 'GET', res.body);
    expect(res.body).toMatchObject({ theme: 'lakeside', draft_slug: null, total_files: 11, truncated: false });
    expect(res.body.files.map((f: { path: string }) => f.path)).toEqual([
      'assets',
      'assets/css',
      'assets/css/editor.css',
      'assets/js',
      'assets/js/theme.js',
      'footer.php',
      'functions.php',
      'header.php',
      'index.php',
      'page.php',
      'sidebar.php',
      'single.php',
      'style.css',
      'template-parts',
      'template-parts/content.php',
    ]);
    expect(res.body.files[0]).toEqual({ path: 'assets', type: 'directory' });
    const style = res.body.files.find((f: { path: string }) => f.path === 'style.css');
    expect(style).toEqual({ path: 'style.css', type: 'file', size: Buffer.byteLength(await read(READ, 'style.css')), extension: 'css' });
  });

  it.each([
    ['*.php', ['footer.php', 'functions.php', 'header.php', 'index.php', 'page.php', 'sidebar.php', 'single.php']],
    ['**/*.php', ['footer.php', 'functions.php', 'header.php', 'index.php', 'page.php', 'sidebar.php', 'single.php', 'template-parts/content.php']],
    ['template-parts/*', ['template-parts/content.php']],
    ['assets/**', ['assets/css', 'assets/css/editor.css', 'assets/js', 'assets/js/theme.js']],
    ['**/*.{css,js}', ['assets/css/editor.css', 'assets/js/theme.js', 'style.css']],
    ['{header,footer}.php', ['footer.php', 'header.php']],
    ['s???le.php', ['single.php']],
    ['*.txt', []],
  ])('filters with the glob %s', async (pattern, expected) => {
    expect(await listPaths(READ, pattern)).toEqual(expected);
  });

  it('refuses a pattern with unbalanced braces', async () => {
    const res = await get(READ, '/file/list', '&pattern=%7Bheader,footer.php');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'sitetool_invalid_path', data: { status: 400, param: 'pattern' } });
    expect(res.body.message).toContain('unbalanced');
  });

  it('needs edit_themes: an editor is refused with the capability named, an anonymous caller with 401', async () => {
    const editor = await get(READ, '/file/list', '', basic('editor', 'editor-password'));
    expect(editor.status).toBe(403);
    expect(editor.body.code).toBe('sitetool_missing_capability');
    expect(editor.body.message).toContain('"edit_themes"');
    expect((await get(READ, '/file/list', '', null)).status).toBe(401);
  });
});

describe('file/read', () => {
  it('reads a whole file with its line count', async () => {
    const res = await post(READ, '/file/read', { path: 'header.php' });
    expect(res.status).toBe(200);
    expectSchema('/file/read', 'POST', res.body);
    expect(Object.keys(res.body)).toEqual(['theme', 'path', 'content', 'total_lines']);
    expect(res.body.content).toMatch(/^<\?php\n\/\*\*\n \* The header for our theme/);
    expect(res.body.total_lines).toBe(res.body.content.split('\n').length - 1);
  });

  it('reads lines start_line..end_line (1-based, inclusive) as an exact slice of the file', async () => {
    const whole = await read(READ, 'header.php');
    const lines = whole.split('\n');
    const res = await post(READ, '/file/read', { path: 'header.php', start_line: 8, end_line: 10 });
    expect(res.status).toBe(200);
    expectSchema('/file/read', 'POST', res.body);
    expect(res.body).toEqual({
      theme: 'lakeside',
      path: 'header.php',
      content: `${lines.slice(7, 10).join('\n')}\n`,
      start_line: 8,
      end_line: 10,
      total_lines: lines.length - 1,
    });
    expect(res.body.content).toBe('<!doctype html>\n<html <?php language_attributes(); ?>>\n<head>\n');
  });

  it('reads from start_line to the end, or from the top to end_line, and stops at the last line', async () => {
    const total = (await post(READ, '/file/read', { path: 'footer.php' })).body.total_lines as number;
    const tail = await post(READ, '/file/read', { path: 'footer.php', start_line: total - 1 });
    expect(tail.body).toMatchObject({ content: '</body>\n</html>\n', start_line: total - 1, end_line: total });
    const head = await post(READ, '/file/read', { path: 'footer.php', end_line: 1 });
    expect(head.body).toMatchObject({ content: '<?php\n', start_line: 1, end_line: 1 });
    const past = await post(READ, '/file/read', { path: 'footer.php', start_line: total, end_line: total + 50 });
    expect(past.body).toMatchObject({ content: '</html>\n', start_line: total, end_line: total });
  });

  it.each([
    [{ start_line: 0 }, 'start_line is 0'],
    [{ start_line: 5, end_line: 4 }, 'end_line 4 is before start_line 5'],
    [{ start_line: 999 }, 'start_line 999 is past the end of the file'],
  ])('refuses the line range %j with 400 saying why', async (range, why) => {
    const res = await post(READ, '/file/read', { path: 'footer.php', ...range });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('sitetool_invalid_line_range');
    expect(res.body.message).toContain(why);
  });

  it('answers 404 sitetool_file_not_found for a missing file and 400 for a directory', async () => {
    const missing = await post(READ, '/file/read', { path: 'archive.php' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'sitetool_file_not_found', data: { status: 404, path: 'archive.php', theme: 'lakeside' } });
    const dir = await post(READ, '/file/read', { path: 'template-parts' });
    expect(dir.status).toBe(400);
    expect(dir.body.code).toBe('sitetool_path_is_directory');
  });

  it('accepts ./ and doubled slashes, which stay inside the theme', async () => {
    const res = await post(READ, '/file/read', { path: './template-parts//content.php' });
    expect(res.status).toBe(200);
    expect(res.body.path).toBe('template-parts/content.php');
  });

  it('refuses a missing path argument as WordPress does', async () => {
    const res = await post(READ, '/file/read', {});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_missing_callback_param');
  });
});

describe('file/search', () => {
  it('finds a pattern that is a valid regular expression as one, with file, line and the trimmed line', async () => {
    const res = await post(READ, '/file/search', { pattern: 'wp_(head|footer)\\(\\)' });
    expect(res.status).toBe(200);
    expectSchema('/file/search', 'POST', res.body);
    expect(res.body).toMatchObject({ theme: 'lakeside', mode: 'regex', total_matches: 2, files_searched: 11, truncated: false });
    const header = (await read(READ, 'header.php')).split('\n');
    const line = header.findIndex((l) => l.includes('wp_head()')) + 1;
    expect(res.body.matches).toEqual([
      { file: 'footer.php', line: expect.any(Number), content: '<?php wp_footer(); ?>' },
      { file: 'header.php', line, content: '<?php wp_head(); ?>' },
    ]);
  });

  it('searches a pattern that is not a valid regular expression as plain text', async () => {
    const res = await post(READ, '/file/search', { pattern: 'wp_head(' });
    expect(res.body).toMatchObject({ mode: 'text', total_matches: 1, matches: [{ file: 'header.php', content: '<?php wp_head(); ?>' }] });
  });

  it('ignores case unless case_sensitive is true', async () => {
    const loose = await post(READ, '/file/search', { pattern: 'LAKESIDE_VERSION' });
    const strict = await post(READ, '/file/search', { pattern: 'lakeside_version', case_sensitive: true });
    expect(loose.body.total_matches).toBeGreaterThan(0);
    expect(strict.body.total_matches).toBe(0);
    expect(strict.body.matches).toEqual([]);
    expectSchema('/file/search', 'POST', strict.body);
  });

  it('searches only the given extensions (with or without the dot)', async () => {
    const res = await post(READ, '/file/search', { pattern: 'site-header', extensions: ['.css', 'js'] });
    expect(res.body.files_searched).toBe(3);
    expect(new Set(res.body.matches.map((m: { file: string }) => m.file))).toEqual(new Set(['style.css']));
  });

  it('lists at most max_results matches, counts them all and says it truncated', async () => {
    const res = await post(READ, '/file/search', { pattern: 'lakeside', max_results: 3 });
    expect(res.body.matches).toHaveLength(3);
    expect(res.body.total_matches).toBeGreaterThan(3);
    expect(res.body.truncated).toBe(true);
  });

  it('refuses an empty pattern and max_results below 1', async () => {
    expect((await post(READ, '/file/search', { pattern: '' })).body.code).toBe('sitetool_empty_pattern');
    const zero = await post(READ, '/file/search', { pattern: 'a', max_results: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.code).toBe('sitetool_invalid_max_results');
  });
});

describe('file/outline', () => {
  const outline = async (path: string) => {
    const res = await post(READ, '/file/outline', { path });
    expect(res.status).toBe(200);
    expectSchema('/file/outline', 'POST', res.body);
    return res.body;
  };
  const lineOf = async (path: string, text: string) => (await read(READ, path)).split('\n').findIndex((l) => l.includes(text)) + 1;

  it('outlines PHP: functions, hooks with their callbacks, a class and its method, at their lines', async () => {
    const body = await outline('functions.php');
    expect(body).toMatchObject({ theme: 'lakeside', path: 'functions.php', type: 'php' });
    expect(body.outline).toContainEqual({ line: await lineOf('functions.php', 'function lakeside_setup()'), type: 'function', name: 'lakeside_setup' });
    expect(body.outline).toContainEqual({
      line: await lineOf('functions.php', "add_action( 'after_setup_theme'"),
      type: 'hook',
      name: 'after_setup_theme',
      detail: 'add_action',
      callback: 'lakeside_setup',
    });
    expect(body.outline).toContainEqual(
      expect.objectContaining({ type: 'hook', name: 'excerpt_more', detail: 'add_filter', callback: 'lakeside_excerpt_more' }),
    );
    expect(body.outline).toContainEqual({
      line: await lineOf('functions.php', 'class Lakeside_Menu_Walker'),
      type: 'class',
      name: 'Lakeside_Menu_Walker',
      detail: 'extends Walker_Nav_Menu',
    });
    expect(body.outline).toContainEqual({
      line: await lineOf('functions.php', 'function start_el'),
      type: 'method',
      name: 'start_el',
      detail: 'Lakeside_Menu_Walker',
    });
    expect(body.outline.filter((i: { type: string }) => i.type === 'function')).toHaveLength(6);
    const lines = body.outline.map((i: { line: number }) => i.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('outlines templates: landmarks with their id, template tags and template parts', async () => {
    const header = await outline('header.php');
    expect(header.outline).toContainEqual({
      line: await lineOf('header.php', '<header id="masthead"'),
      type: 'landmark',
      name: '<header>',
      detail: '#masthead',
    });
    expect(header.outline).toContainEqual({ line: await lineOf('header.php', 'wp_head()'), type: 'template_tag', name: 'wp_head()' });
    const index = await outline('index.php');
    expect(index.outline).toContainEqual({
      line: await lineOf('index.php', 'get_template_part'),
      type: 'template_part',
      name: 'template-parts/content',
      detail: 'get_template_part',
    });
    expect(index.outline).toContainEqual(expect.objectContaining({ type: 'template_part', name: 'footer', detail: 'get_footer' }));
    const single = await outline('single.php');
    expect(single.outline).toContainEqual(expect.objectContaining({ type: 'template_part', name: 'template-parts/content-single' }));
  });

  it('outlines CSS: section comments, selectors, at-rules and the selectors inside them', async () => {
    const body = await outline('style.css');
    expect(body.type).toBe('css');
    expect(body.outline).toContainEqual({ line: await lineOf('style.css', '/* Header */'), type: 'comment_section', name: 'Header' });
    expect(body.outline).toContainEqual({ line: await lineOf('style.css', '.site-header {'), type: 'selector', name: '.site-header' });
    expect(body.outline).toContainEqual(expect.objectContaining({ type: 'selector', name: 'a:hover, a:focus' }));
    expect(body.outline).toContainEqual({ line: await lineOf('style.css', '@media'), type: 'at_rule', name: '@media (max-width: 782px)' });
    expect(body.outline).toContainEqual(
      expect.objectContaining({ type: 'selector', name: '.main-navigation.toggled ul', detail: '@media (max-width: 782px)' }),
    );
    expect(body.outline.some((i: { name: string }) => i.name.includes('Theme Name'))).toBe(false);
  });

  it('outlines JavaScript: function declarations, arrow functions bound to a name, classes and methods', async () => {
    const body = await outline('assets/js/theme.js');
    expect(body.type).toBe('js');
    const names = body.outline.map((i: { type: string; name: string }) => `${i.type} ${i.name}`);
    expect(names).toEqual([
      'function toggleMenu',
      'function closeOnEscape',
      'class SubmenuToggles',
      'method constructor',
      'method bind',
      'method toggle',
      'function stickyHeader',
      'function update',
      'function init',
    ]);
    expect(body.outline[1]).toMatchObject({ detail: 'const arrow function', line: await lineOf('assets/js/theme.js', 'const closeOnEscape') });
  });

  it('ignores symbols inside comments and strings', async () => {
    const s = fresh();
    await post(s, '/file/write', {
      path: 'inc/tricky.php',
      content: "<?php\n// function commented_out() {}\n/* add_action( 'init', 'nope' ); */\n$s = 'function in_a_string() {}';\nfunction real_one() {}\n",
    }).expect(200);
    const res = await post(s, '/file/outline', { path: 'inc/tricky.php' });
    expect(res.body.outline).toEqual([{ line: 5, type: 'function', name: 'real_one' }]);
  });

  it('answers an empty outline for a file it does not parse', async () => {
    const s = fresh();
    await post(s, '/file/write', { path: 'readme.txt', content: 'function not_code() {}\n' }).expect(200);
    const res = await post(s, '/file/outline', { path: 'readme.txt' });
    expect(res.body).toMatchObject({ type: 'txt', total_lines: 1, outline: [] });
    expectSchema('/file/outline', 'POST', res.body);
  });
});

describe('file/edit', () => {
  it('replaces old_content that occurs exactly once, and the change reads back', async () => {
    const s = fresh();
    const res = await post(s, '/file/edit', { path: 'footer.php', old_content: 'Proudly powered by WordPress.', new_content: 'Made by the lake.' });
    expect(res.status).toBe(200);
    expectSchema('/file/edit', 'POST', res.body);
    expect(res.body).toMatchObject({ theme: 'lakeside', path: 'footer.php', status: 'edited' });
    expect(res.body.message).toContain('footer.php');
    const after = await read(s, 'footer.php');
    expect(after).toContain("esc_html_e( 'Made by the lake.', 'lakeside' )");
    expect(after).not.toContain('Proudly powered');
    expect(await read(READ, 'footer.php')).toContain('Proudly powered');
  });

  it('refuses old_content found 0 times with a 400 that says so, and changes nothing', async () => {
    const s = fresh();
    const before = await read(s, 'header.php');
    const res = await post(s, '/file/edit', { path: 'header.php', old_content: '<header class="nope">', new_content: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'sitetool_old_content_not_found', data: { status: 400, occurrences: 0 } });
    expect(res.body.message).toMatch(/^old_content was found 0 times in header\.php; it must occur exactly once/);
    expect(await read(s, 'header.php')).toBe(before);
  });

  it('refuses old_content found N times with a 400 naming N, and changes nothing', async () => {
    const s = fresh();
    const before = await read(s, 'functions.php');
    const times = before.split("'lakeside'").length - 1;
    const res = await post(s, '/file/edit', { path: 'functions.php', old_content: "'lakeside'", new_content: "'lake'" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'sitetool_old_content_ambiguous', data: { occurrences: times } });
    expect(res.body.message).toContain(`old_content was found ${times} times in functions.php`);
    expect(await read(s, 'functions.php')).toBe(before);
  });

  it('counts overlapping occurrences, so an edit never picks one of two places silently', async () => {
    const s = fresh();
    await post(s, '/file/write', { path: 'notes.txt', content: 'aaa' }).expect(200);
    const res = await post(s, '/file/edit', { path: 'notes.txt', old_content: 'aa', new_content: 'b' });
    expect(res.body.message).toContain('found 2 times');
  });

  it('refuses an empty old_content and a missing file', async () => {
    const s = fresh();
    expect((await post(s, '/file/edit', { path: 'footer.php', old_content: '', new_content: 'x' })).body.code).toBe('sitetool_empty_old_content');
    const missing = await post(s, '/file/edit', { path: 'nope.php', old_content: 'a', new_content: 'b' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('sitetool_file_not_found');
  });
});

describe('file/write and file/delete', () => {
  it('creates a file (and the directories it implies), then overwrites it', async () => {
    const s = fresh();
    const created = await post(s, '/file/write', { path: 'template-parts/hero.php', content: '<section class="hero"></section>\n' });
    expect(created.status).toBe(200);
    expectSchema('/file/write', 'POST', created.body);
    expect(created.body).toMatchObject({ theme: 'lakeside', path: 'template-parts/hero.php', status: 'created' });
    const over = await post(s, '/file/write', { path: 'template-parts/hero.php', content: 'v2' });
    expect(over.body.status).toBe('overwritten');
    expect(await read(s, 'template-parts/hero.php')).toBe('v2');
    expect(await listPaths(s, 'template-parts/*')).toEqual(['template-parts/content.php', 'template-parts/hero.php']);
    await post(s, '/file/write', { path: 'inc/blocks/patterns.php', content: '<?php\n' }).expect(200);
    expect(await listPaths(s, 'inc/**')).toEqual(['inc/blocks', 'inc/blocks/patterns.php']);
  });

  it('refuses to write over a directory or below a file', async () => {
    const s = fresh();
    const onDir = await post(s, '/file/write', { path: 'assets', content: 'x' });
    expect(onDir.status).toBe(400);
    expect(onDir.body.code).toBe('sitetool_path_is_directory');
    const underFile = await post(s, '/file/write', { path: 'style.css/extra.css', content: 'x' });
    expect(underFile.status).toBe(400);
    expect(underFile.body).toMatchObject({ code: 'sitetool_parent_is_file', data: { parent: 'style.css' } });
  });

  it('refuses content over 1 MiB (with --max-body raised, so the body reaches the plugin)', async () => {
    const res = await site({ maxBodyBytes: 4 << 20 })
      .post(rest('/sitetool/v1/file/write'))
      .set('Authorization', ADMIN)
      .send({ path: 'big.css', content: 'x'.repeat((1 << 20) + 1) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('sitetool_file_too_large');
  });

  it('deletes a file, which is then gone (404), and its empty directory with it', async () => {
    const s = fresh();
    const res = await post(s, '/file/delete', { path: 'template-parts/content.php' });
    expect(res.status).toBe(200);
    expectSchema('/file/delete', 'POST', res.body);
    expect(res.body).toMatchObject({ path: 'template-parts/content.php', status: 'deleted' });
    expect((await post(s, '/file/read', { path: 'template-parts/content.php' })).status).toBe(404);
    expect(await listPaths(s, 'template-parts/**')).toEqual([]);
    expect((await post(s, '/file/delete', { path: 'template-parts/content.php' })).body.code).toBe('sitetool_file_not_found');
    expect((await post(s, '/file/delete', { path: 'assets' })).body.code).toBe('sitetool_path_is_directory');
  });

  it("keeps each session's theme apart", async () => {
    const a = fresh();
    const b = fresh();
    await post(a, '/file/write', { path: 'only-a.php', content: '<?php\n' }).expect(200);
    expect(await listPaths(a, 'only-*')).toEqual(['only-a.php']);
    expect(await listPaths(b, 'only-*')).toEqual([]);
  });
});

describe('themes a scenario seeds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-site-themes-'));
  const scenario = (name: string, yaml: string) => {
    writeFileSync(join(dir, name), yaml);
    return site({ scenario: join(dir, name) });
  };
  const THEMES = `data:
  records:
    sitetool.theme_files:
      - { theme: mini, path: style.css, content: "/*\\nTheme Name: Mini\\n*/\\n" }
      - { id: mini/index.php, content: "<?php\\n" }
      - { theme: other, path: style.css, content: "/*\\nTheme Name: Other\\n*/\\n" }
`;
  const call = (http: ReturnType<typeof site>, method: 'get' | 'post', route: string, body?: object) =>
    http[method](rest(`/sitetool/v1${route}`))
      .set('Authorization', ADMIN)
      .send(body);

  it('activates the theme the stylesheet option names, else the first installed one', async () => {
    const named = scenario('named.yaml', `${THEMES}  options: { stylesheet: other }\n`);
    expect((await call(named, 'get', '/file/list')).body).toMatchObject({ theme: 'other', files: [{ path: 'style.css' }] });
    const first = scenario('first.yaml', THEMES);
    const list = (await call(first, 'get', '/file/list')).body;
    expect(list.theme).toBe('mini');
    expect(list.files.map((f: { path: string }) => f.path)).toEqual(['index.php', 'style.css']);
  });

  it('reads and overwrites files seeded as {theme, path, content} without keeping two copies', async () => {
    const http = scenario('overwrite.yaml', THEMES);
    expect((await call(http, 'post', '/file/read', { path: 'style.css' })).body.content).toBe('/*\nTheme Name: Mini\n*/\n');
    expect((await call(http, 'post', '/file/write', { path: 'style.css', content: 'v2' })).body.status).toBe('overwritten');
    expect((await call(http, 'post', '/file/read', { path: 'style.css' })).body.content).toBe('v2');
    expect((await call(http, 'get', '/file/list')).body.total_files).toBe(2);
  });

  it('answers 404 sitetool_no_active_theme when no theme is seeded, until one is created and published', async () => {
    const http = scenario('none.yaml', 'data:\n  records:\n    sitetool.theme_files: []\n');
    const list = await call(http, 'get', '/file/list');
    expect(list.status).toBe(404);
    expect(list.body.code).toBe('sitetool_no_active_theme');
    expect((await call(http, 'post', '/draft-theme')).body.code).toBe('sitetool_no_active_theme');
    await call(http, 'post', '/create-classic-theme', { theme_name: 'Fresh Start' }).expect(200);
    await call(http, 'post', '/draft-theme/publish').expect(200);
    expect((await call(http, 'get', '/file/list')).body).toMatchObject({ theme: 'fresh-start', total_files: 5 });
  });
});
