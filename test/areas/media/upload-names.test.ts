// The names uploads are stored under (sanitize_file_name() and wp_unique_filename()), the `-scaled` copy WordPress
// shows a big photo as, and the sizes named after the original. Each expected name is what WordPress 6.1 stored.
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../../src/areas/media/png-encoder.js';
import { ADMIN, rest, site } from '../../helpers.js';

const api = site();
let sessions = 0;
const fresh = () => `upload-names-${++sessions}`;
const PNG = encodePng(20, 10, 'names');

/** A raw upload named by Content-Disposition; the name's UTF-8 bytes go over the wire as they are. */
const upload = (session: string, name: string, body: Buffer = PNG, type = 'image/png') =>
  api
    .post(rest('/cms/v2/media'))
    .set('X-Mock-Session', session)
    .set('Authorization', ADMIN)
    .set('Content-Type', type)
    .set('Content-Disposition', `attachment; filename="${Buffer.from(name, 'utf8').toString('latin1')}"`)
    .send(body);

const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** The header of a baseline JPEG of the given size (SOI, SOF0, EOI): enough for its size to be read. */
function jpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.from([0xff, 0xd9])]);
}

describe('upload file names', () => {
  it.each([
    ['Photo.PNG', ['Photo.png', 'Photo-1.png']],
    ['a.php.png', ['a.php_.png']],
    ['my file (1).png', ['my-file-1.png']],
    ['café.png', ['cafe.png']],
    ['x-scaled.png', ['x-scaled-1.png', 'x-scaled-2.png']],
    ['y-300x200.png', ['y-300x200-1.png', 'y-300x200-2.png']],
    ['tar.gz.png', ['tar.gz.png']],
    ['--dash__.png', ['dash__.png']],
    ['x--dash__.png', ['x-dash__.png']],
    ['..png', ['unnamed-file.png']],
    ['ab12.docx3.png', ['ab12.docx3_.png']],
  ])('stores %j as WordPress names it', async (name, expected) => {
    const session = fresh();
    for (const want of expected) {
      const res = await upload(session, name);
      expect(res.status).toBe(201);
      expect(baseName(res.body.media_details.file)).toBe(want);
    }
  });

  it('refuses a name whose type is not allowed with rest_upload_sideload_error', async () => {
    const res = await upload(fresh(), 'trail.png.');
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('rest_upload_sideload_error');
  });
});

describe('big photos', () => {
  it('shows a photo past 2560 pixels as a -scaled copy, with sizes named and made after the original', async () => {
    const res = await upload(fresh(), 'wide.jpg', jpegHeader(2600, 100), 'image/jpeg');
    expect(res.status).toBe(201);
    const details = res.body.media_details;
    expect(details).toMatchObject({ width: 2560, height: 98, original_image: 'wide.jpg' });
    expect(baseName(details.file)).toBe('wide-scaled.jpg');
    expect(res.body.source_url).toMatch(/\/wide-scaled\.jpg$/);
    expect(Object.keys(details)).toEqual(['width', 'height', 'file', 'filesize', 'sizes', 'image_meta', 'original_image']);
    expect(Object.entries(details.sizes).map(([k, v]) => [k, (v as { file: string }).file])).toEqual([
      ['medium', 'wide-300x12.jpg'],
      ['large', 'wide-1024x39.jpg'],
      ['thumbnail', 'wide-150x100.jpg'],
      ['medium_large', 'wide-768x30.jpg'],
      ['1536x1536', 'wide-1536x59.jpg'],
      ['2048x2048', 'wide-2048x79.jpg'],
      ['full', 'wide-scaled.jpg'],
    ]);
  });

  it.each([
    ['a PNG', 'big.png', encodePng(2600, 20, 'png'), 'image/png'],
    ['a photo a pixel past the limit', 'edge.jpg', jpegHeader(2561, 2561), 'image/jpeg'],
  ])('keeps %s as it is', async (_case, name, body, type) => {
    const res = await upload(fresh(), name, body, type);
    expect(baseName(res.body.media_details.file)).toBe(name);
    expect(res.body.media_details.original_image).toBeUndefined();
  });
});
