// POST /cms/v2/media/{id}/edit and /post-process: a new `-edited` attachment sized as GD leaves the image (the sizes
// below are what WordPress 6.1 made of the same 640×480 upload), its errors, and the file served for it.
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../../src/areas/media/png-encoder.js';
import { ADMIN, rest, site } from '../../helpers.js';

const api = site();
let sessions = 0;
const fresh = () => `media-edit-${++sessions}`;
const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

/** A PNG header claiming a size (no pixels): what a size check reads. */
function claimedPng(width: number, height: number): Buffer {
  const png = encodePng(1, 1, 'claimed');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

async function image(session: string, body = encodePng(640, 480, 'edit'), name = 'canola.png') {
  const res = await api
    .post(rest('/cms/v2/media'))
    .set('X-Mock-Session', session)
    .set('Authorization', ADMIN)
    .set('Content-Type', 'image/png')
    .set('Content-Disposition', `attachment; filename=${name}`)
    .query({ title: 'Canola', caption: 'A field', alt_text: 'Yellow' })
    .send(body);
  expect(res.status).toBe(201);
  return res.body;
}

const edit = (session: string, id: number, body: Record<string, unknown>, auth: string | null = ADMIN) => {
  const req = api.post(rest(`/cms/v2/media/${id}/edit`)).set('X-Mock-Session', session);
  return (auth ? req.set('Authorization', auth) : req).send(body);
};

describe('editing an image', () => {
  it.each([
    ['rotation 60', { rotation: 60 }, { width: 736, height: 795 }],
    ['rotation 90', { rotation: 90 }, { width: 480, height: 640 }],
    ['rotation 180', { rotation: 180 }, { width: 640, height: 480 }],
    ['modifiers before rotation', { rotation: 45, modifiers: [{ type: 'rotate', args: { angle: 30 } }] }, { width: 795, height: 736 }],
    ['a crop in percent', { x: 10, y: 10, width: 33.3, height: 50 }, { width: 213, height: 240 }],
    [
      'a rotation then a crop',
      {
        modifiers: [
          { type: 'rotate', args: { angle: 90 } },
          { type: 'crop', args: { left: 0, top: 0, width: 50, height: 50 } },
        ],
      },
      { width: 240, height: 320 },
    ],
  ])('sizes %s as GD does', async (_case, body, size) => {
    const session = fresh();
    const a = await image(session);
    const res = await edit(session, a.id, { src: a.source_url, ...body });
    expect(res.status).toBe(201);
    expect(res.body.media_details).toMatchObject(size);
  });

  it('makes a new attachment that copies the texts and names its parent, in the view context', async () => {
    const session = fresh();
    const a = await image(session);
    const res = await edit(session, a.id, { src: a.source_url, rotation: 90 });
    expect(res.headers.location).toBe(res.body._links.self[0].href);
    expect(res.headers['x-wp-upload-attachment-id']).toBe(String(res.body.id));
    expect(res.body).toMatchObject({ title: { rendered: 'Canola' }, caption: { rendered: '<p>A field</p>\n' }, alt_text: 'Yellow', post: null });
    expect(res.body.title.raw).toBeUndefined();
    expect(res.body.media_details.parent_image).toEqual({ attachment_id: String(a.id), file: a.media_details.file });
    expect(res.body.media_details.file).toMatch(/\/canola-edited\.png$/);
  });

  it('numbers further edits, and an edit of an edit keeps one -edited', async () => {
    const session = fresh();
    const a = await image(session);
    const first = (await edit(session, a.id, { src: a.source_url, rotation: 90 })).body;
    const second = (await edit(session, a.id, { src: a.source_url, rotation: 90 })).body;
    const ofEdit = (await edit(session, first.id, { src: first.source_url, rotation: 90 })).body;
    expect([first, second, ofEdit].map((m) => m.media_details.file.split('/').pop())).toEqual([
      'canola-edited.png',
      'canola-edited-1.png',
      'canola-edited-2.png',
    ]);
  });

  it('serves the edited file as a picture of its new size', async () => {
    const session = fresh();
    const a = await image(session);
    const edited = (await edit(session, a.id, { src: a.source_url, rotation: 60 })).body;
    const file = await api
      .get(new URL(edited.source_url).pathname)
      .set('X-Mock-Session', session)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(pngSize(file.body as Buffer)).toEqual({ width: 736, height: 795 });
  });

  it.each([
    ['no src', {}, 400, 'rest_missing_callback_param'],
    ['no edit', { rotation: 0 }, 400, 'rest_invalid_param'],
    ['nothing to do', {}, 400, 'rest_image_not_edited'],
    ['a crop to nothing', { x: 0, y: 0, width: 0, height: 10 }, 500, 'rest_image_crop_failed'],
    ['a modifier without its arguments', { modifiers: [{ type: 'rotate' }] }, 400, 'rest_invalid_param'],
    ['an empty modifier list', { modifiers: [] }, 400, 'rest_invalid_param'],
    ['another file as src', { src: 'http://example.test/wp-content/uploads/2026/01/other.png' }, 404, 'rest_unknown_attachment'],
  ])('answers %s with %i %s', async (name, body, status, code) => {
    const session = fresh();
    const a = await image(session);
    const src = name === 'no src' ? {} : { src: a.source_url };
    const res = await edit(session, a.id, { ...src, ...body });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });

  it('refuses anonymous callers before looking the image up (401 rest_cannot_edit_image)', async () => {
    const res = await edit(fresh(), 999999, { src: 'http://example.test/a.png' }, null);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_cannot_edit_image');
  });

  it.each([
    ['an image too big for the editor to load', claimedPng(6000, 5000), { rotation: 90 }, 'rest_unknown_image_file_type'],
    ['a rotation that would outgrow it', claimedPng(4900, 4900), { rotation: 45 }, 'rest_image_rotation_failed'],
  ])('answers %s with 500 %s', async (_case, body, edits, code) => {
    const session = fresh();
    const a = await image(session, body, 'huge.png');
    const res = await edit(session, a.id, { src: a.source_url, ...edits });
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(code);
  });

  it('sends Allow: POST to who may edit the image, and none to anonymous callers', async () => {
    const session = fresh();
    const a = await image(session);
    const admin = await api
      .options(rest(`/cms/v2/media/${a.id}/edit`))
      .set('X-Mock-Session', session)
      .set('Authorization', ADMIN);
    const anonymous = await api.options(rest(`/cms/v2/media/${a.id}/edit`)).set('X-Mock-Session', session);
    expect(admin.headers.allow).toBe('POST');
    expect(anonymous.headers.allow).toBeUndefined();
  });
});

describe('post-processing an image', () => {
  it.each([
    ['no action', {}, 400, 'rest_missing_callback_param'],
    ['an unknown action', { action: 'nope' }, 400, 'rest_invalid_param'],
  ])('answers %s with %i %s', async (_case, body, status, code) => {
    const session = fresh();
    const a = await image(session);
    const res = await api
      .post(rest(`/cms/v2/media/${a.id}/post-process`))
      .set('X-Mock-Session', session)
      .set('Authorization', ADMIN)
      .send(body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });

  it('answers create-image-subsizes with the item in the edit context', async () => {
    const session = fresh();
    const a = await image(session);
    const res = await api
      .post(rest(`/cms/v2/media/${a.id}/post-process`))
      .set('X-Mock-Session', session)
      .set('Authorization', ADMIN)
      .send({ action: 'create-image-subsizes' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, title: { raw: 'Canola' }, missing_image_sizes: [] });
  });
});
