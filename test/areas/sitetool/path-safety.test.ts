// The file routes' confinement: hostile paths (traversal, absolute, encoded, overlong, lookalike, drive
// letters, stream wrappers, NUL and control characters...) are refused with 400 sitetool_invalid_path or
// 403 sitetool_path_outside_theme on every route that takes a path, nothing in the theme changes, and a
// real file on disk is neither read nor written.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, rest } from '../../helpers.js';
import { api, get, post, snapshot, state } from './theme-client.js';

const dir = mkdtempSync(join(tmpdir(), 'mock-site-path-safety-'));
const SECRET = 'top-secret-bytes-on-the-real-disk';
writeFileSync(join(dir, 'secret.txt'), SECRET);

const HOSTILE: [label: string, path: string, status: 400 | 403][] = [
  ['parent directory', '../wp-config.php', 403],
  ['deep traversal', '../../../../../../etc/passwd', 403],
  ['traversal after a real directory', 'template-parts/../../functions.php', 403],
  ['the parent itself', '..', 403],
  ['a dot-only segment', '.../style.css', 403],
  ['absolute path', '/etc/passwd', 403],
  ['absolute path to a real file', join(dir, 'secret.txt'), 403],
  ['protocol-relative', '//etc/passwd', 403],
  ['traversal to a real file', `../../../../../../..${join(dir, 'secret.txt')}`, 403],
  ['NUL byte truncation', 'style.css\u0000.txt', 400],
  ['NUL byte alone', '\u0000', 400],
  ['newline then traversal', 'style.css\n../../etc/passwd', 400],
  ['backslash traversal', '..\\..\\wp-config.php', 400],
  ['backslash separators', 'assets\\js\\theme.js', 400],
  ['encoded dots', '%2e%2e/wp-config.php', 400],
  ['encoded slash', '..%2fwp-config.php', 400],
  ['encoded backslash', '..%5c..%5cwp-config.php', 400],
  ['double-encoded traversal', '%252e%252e%252fwp-config.php', 400],
  ['overlong UTF-8 dots, encoded', '%c0%ae%c0%ae/wp-config.php', 400],
  ['overlong UTF-8 slash, encoded', '..%c0%afwp-config.php', 400],
  ['invalid UTF-8 decoded to U+FFFD', '\ufffd\ufffd/wp-config.php', 400],
  ['fullwidth dots', '\uff0e\uff0e/wp-config.php', 400],
  ['division slash lookalike', '..\u2215wp-config.php', 400],
  ['Windows drive, backslashes', 'C:\\Windows\\win.ini', 400],
  ['Windows drive, slashes', 'C:/Windows/win.ini', 403],
  ['Windows drive-relative', 'c:win.ini', 403],
  ['home directory', '~/.ssh/id_rsa', 403],
  ["another user's home", '~root/.bashrc', 403],
  ['file URL', 'file:///etc/passwd', 403],
  ['PHP stream wrapper', 'php://filter/resource=wp-config.php', 403],
  ['empty path', '', 400],
  ['blank path', '   ', 400],
  ['only the theme root', './', 400],
  ['too deep', `${'a/'.repeat(20)}x.php`, 400],
  ['too long', `${'x'.repeat(600)}.php`, 400],
];

const ROUTES: [route: string, body: (path: string) => object][] = [
  ['/file/read', (path) => ({ path })],
  ['/file/write', (path) => ({ path, content: 'pwned' })],
  ['/file/edit', (path) => ({ path, old_content: '<?php', new_content: 'pwned' })],
  ['/file/delete', (path) => ({ path })],
  ['/file/outline', (path) => ({ path })],
];

const SESSION = 'path-safety';

/** The session's theme records (files and draft), leaving out what other areas record (the audit log). */
const themeRecords = async () =>
  Object.entries((await state(SESSION)).records as Record<string, { store: string }>).filter(
    ([, r]) => r.store.startsWith('sitetool.theme_files') || r.store.startsWith('sitetool.draft_theme'),
  );

describe('hostile paths', () => {
  it(`has at least 20 of them (${HOSTILE.length})`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
  });

  it('are refused on read, write, edit, delete and outline, the theme stays as it was and the disk is untouched', async () => {
    const before = await snapshot(SESSION);
    const recordsBefore = await themeRecords();
    const tmpBefore = readdirSync(dir);
    for (const [label, path, status] of HOSTILE) {
      for (const [route, body] of ROUTES) {
        const res = await post(SESSION, route, body(path));
        const what = `${route} ${label} ${JSON.stringify(path)}: ${JSON.stringify(res.body)}`;
        expect(res.status, what).toBe(status);
        expect(res.body.code, what).toBe(status === 403 ? 'sitetool_path_outside_theme' : 'sitetool_invalid_path');
        expect(res.body.data, what).toMatchObject({ status, param: 'path' });
        expect(res.body.message, what).toMatch(/^(Invalid path: |The path points outside the theme \()/);
        expect(res.text, what).not.toContain(SECRET);
      }
    }
    expect(await snapshot(SESSION)).toEqual(before);
    expect(recordsBefore.length).toBeGreaterThan(10);
    expect(await themeRecords()).toEqual(recordsBefore);
    expect(readdirSync(dir)).toEqual(tmpBefore);
    expect(readFileSync(join(dir, 'secret.txt'), 'utf8')).toBe(SECRET);
  });

  it('tells the caller what is wrong with the path', async () => {
    const cases: [string, string][] = [
      ['../wp-config.php', 'The path points outside the theme (a ".." segment)'],
      ['/etc/passwd', '(an absolute path)'],
      ['C:/Windows/win.ini', '(a drive letter)'],
      ['php://filter/resource=x', '(a URL or stream wrapper)'],
      ['~/.ssh/id_rsa', '(a home directory)'],
      ['style.css\u0000.txt', 'Invalid path: it contains the control character U+0000'],
      ['%2e%2e/x', 'Invalid path: it contains the percent-encoded sequence "%2e"; send the path decoded'],
      ['a\\b', 'Invalid path: it contains a backslash; separate directories with "/"'],
      ['\uff0e\uff0e/x', 'Invalid path: it contains the character "．" (U+FF0E)'],
    ];
    for (const [path, message] of cases) expect((await post(SESSION, '/file/read', { path })).body.message).toContain(message);
  });

  it('refuses raw overlong UTF-8 bytes in a form body', async () => {
    const res = await api
      .post(rest('/sitetool/v1/file/read'))
      .set('X-Mock-Session', SESSION)
      .set('Authorization', ADMIN)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('path=%C0%AE%C0%AE%2Fwp-config.php');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('sitetool_invalid_path');
  });

  it('a JSON body with raw overlong UTF-8 bytes never reaches the route: json_decode() refuses it (rest_invalid_json)', async () => {
    const body = Buffer.concat([Buffer.from('{"path":"'), Buffer.from([0xc0, 0xae, 0xc0, 0xae]), Buffer.from('/wp-config.php"}')]);
    const res = await api
      .post(rest('/sitetool/v1/file/read'))
      .set('X-Mock-Session', SESSION)
      .set('Authorization', ADMIN)
      .set('Content-Type', 'application/json')
      .serialize((b: unknown) => b as string)
      .send(body as unknown as string);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_json');
    expect(res.body.data.json_error_code).toBe(5);
  });

  it("refuses a path that is not a string with WordPress's own 400", async () => {
    const res = await post(SESSION, '/file/read', { path: ['..', 'wp-config.php'] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  });

  it.each([
    ['../*', 403],
    ['/etc/*', 403],
    ['**/../**', 403],
    ['%2e%2e/*', 400],
    ['..\\*', 400],
    ['C:/*', 403],
  ])('refuses the list pattern %s (%i)', async (pattern, status) => {
    const res = await get(SESSION, '/file/list', `&pattern=${encodeURIComponent(pattern)}`);
    expect(res.status).toBe(status);
    expect(res.body.data.param).toBe('pattern');
  });
});
