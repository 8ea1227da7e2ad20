// shop-admin themes: a theme zip uploaded as `pluginzip` is checked as a zip (local file header, end of central
// directory) and installed into the site's themes; anything else is refused with a clear 400, and a zip that is
// no installable theme answers as WooCommerce answers a failed install.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ADMIN, rest } from '../../helpers.js';
import { expectSchema, fresh, post, SHOP_MANAGER, shopAdminSite } from './shop-admin-client.js';

const api = shopAdminSite();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A zip archive of `files` (deflated, or stored when `stored`), as any zip tool writes one. */
function zip(files: Record<string, string | Buffer>, stored = false): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const body = stored ? data : deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(stored ? 0 : 8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const STYLE = '/*\nTheme Name: Harbour\nVersion: 1.0.0\nText Domain: harbour\n*/\nbody { color: #123; }\n';
const THEME = { 'harbour/style.css': STYLE, 'harbour/index.php': '<?php get_header();\n', 'harbour/parts/footer.php': '<footer></footer>\n' };

const upload = (session: string, content: Buffer, filename = 'harbour.zip', auth = ADMIN) =>
  api.post(rest('/shop-admin/themes')).set('X-Mock-Session', session).set('Authorization', auth).attach('pluginzip', content, filename);

/** The files the session's themes hold for `theme` (the site's virtual themes store). */
async function themeFiles(session: string, theme: string): Promise<Record<string, string>> {
  const state = (await api.get(`/__mock/state?session=${session}`).expect(200)).body;
  const out: Record<string, string> = {};
  for (const [key, row] of Object.entries(state.records as Record<string, { store: string; data: { content: string } }>)) {
    const prefix = `sitetool.theme_files/${theme}/`;
    if (key.startsWith(prefix)) out[key.slice(prefix.length)] = row.data.content;
  }
  return out;
}

describe('theme upload', () => {
  it('installs a zipped theme under its folder name, with its files', async () => {
    const session = fresh();
    const res = await upload(session, zip(THEME)).expect(200);
    expect(res.body).toEqual({ status: 'success', message: 'Theme installed successfully.', theme: 'harbour' });
    expectSchema('/themes', 'POST', res.body);
    expect(await themeFiles(session, 'harbour')).toEqual({
      'style.css': STYLE,
      'index.php': '<?php get_header();\n',
      'parts/footer.php': '<footer></footer>\n',
    });
  });

  it('reads stored (uncompressed) entries too, and names a folderless theme after the zip', async () => {
    const session = fresh();
    const res = await upload(session, zip({ 'style.css': STYLE, 'index.php': '<?php\n' }, true), 'Cove-Theme.zip').expect(200);
    expect(res.body.theme).toBe('Cove-Theme');
    expect(Object.keys(await themeFiles(session, 'Cove-Theme')).sort()).toEqual(['index.php', 'style.css']);
  });

  it('refuses the same theme a second time, as the upgrader does', async () => {
    const session = fresh();
    await upload(session, zip(THEME)).expect(200);
    const again = await upload(session, zip(THEME)).expect(200);
    expect(again.body).toEqual({ status: 'error', message: 'Destination folder already exists.' });
    expectSchema('/themes', 'POST', again.body);
  });

  it('refuses a theme that the site already has (the default Lakeside theme)', async () => {
    const res = await upload(fresh(), zip({ 'lakeside/style.css': '/*\nTheme Name: Lakeside\n*/', 'lakeside/index.php': '<?php\n' })).expect(200);
    expect(res.body.message).toBe('Destination folder already exists.');
  });

  it.each([
    ['no style.css', { 'harbour/index.php': '<?php\n' }, 'The package could not be installed. The theme is missing the style.css stylesheet.'],
    [
      'no theme header',
      { 'harbour/style.css': 'body{}', 'harbour/index.php': '<?php\n' },
      'The package could not be installed. The style.css stylesheet does not contain a valid theme header.',
    ],
    ['no template', { 'harbour/style.css': STYLE }, expect.stringMatching(/^The package could not be installed\. Standalone themes need an index\.php/)],
    [
      'a path out of the folder',
      { 'harbour/style.css': STYLE, 'harbour/../../evil.php': '<?php\n' },
      expect.stringMatching(/^Could not extract file from archive: .*evil\.php/),
    ],
  ])('answers an install error for a zip with %s, installing nothing', async (_, files, message) => {
    const session = fresh();
    const res = await upload(session, zip(files as Record<string, string>)).expect(200);
    expect(res.body).toEqual({ status: 'error', message });
    expect(await themeFiles(session, 'harbour')).toEqual({});
  });

  it.each([
    ['a text file', Buffer.from('this is not a zip archive, just words'), /does not start with a zip local file header/],
    ['a PNG', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(48)]), /does not start with a zip local file header/],
    ['a few bytes', Buffer.from('PK'), /2 bytes is too short for a zip archive/],
    ['a zip cut short', zip(THEME).subarray(0, 60), /no end of central directory record/],
  ])('answers an install error for %s, saying why it is no zip', async (_, content, why) => {
    const res = await upload(fresh(), content as Buffer).expect(200);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toMatch(/^The package could not be installed\. pluginzip is not a zip archive \(/);
    expect(res.body.message).toMatch(why as RegExp);
  });

  it('refuses a request without the pluginzip file as WooCommerce does: 500, its error carrying no data', async () => {
    const res = await post(api, fresh(), '/themes', {}).expect(500);
    expect(res.body).toEqual({
      code: 'woocommerce_rest_invalid_file',
      message: 'Specified file failed upload test. Send the theme as a multipart/form-data file field named "pluginzip".',
      data: null,
    });
  });

  it('needs upload_themes', async () => {
    const res = await upload(fresh(), zip(THEME), 'harbour.zip', SHOP_MANAGER).expect(403);
    expect(res.body).toEqual({
      code: 'woocommerce_rest_cannot_view',
      message: 'Sorry, you are not allowed to install themes on this site.',
      data: { status: 403 },
    });
  });
});
