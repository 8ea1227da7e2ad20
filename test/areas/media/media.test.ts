// cms/v2 media (WordPress's attachments controller): the list, uploads from multipart or a raw body, the
// item route (attachments do not trash), and the files served at source_url.
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../../src/areas/media/png-encoder.js';
import { ADMIN, basic, rest, site } from '../../helpers.js';

const api = site();
let sessions = 0;
const fresh = () => `media-${++sessions}`;
const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });
const GIF = Buffer.from('47494638396103000200800000000000ffffff2c00000000030002000002028c5100003b', 'hex');

const get = (route: string, query = '', session = 'media-read', auth?: string) => {
  const req = api.get(rest(route, query)).set('X-Mock-Session', session);
  return auth ? req.set('Authorization', auth) : req;
};
const upload = (session: string, name: string, data: Buffer, fields: Record<string, string> = {}, auth: string | null = ADMIN) => {
  let req = api.post(rest('/cms/v2/media')).set('X-Mock-Session', session);
  if (auth) req = req.set('Authorization', auth);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req.attach('file', data, name);
};
const raw = (session: string, data: Buffer, headers: Record<string, string>) => {
  let req = api.post(rest('/cms/v2/media')).set('X-Mock-Session', session).set('Authorization', ADMIN);
  for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
  return req.send(data);
};
/** The path of a URL on the mock (source_url carries the test server's origin). */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFile = (url: string, session = 'media-read') =>
  api
    .get(pathOf(url))
    .set('X-Mock-Session', session)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('media list', () => {
  it('lists the seeded attachments newest first, as WordPress writes them', async () => {
    const res = await get('/cms/v2/media');
    expect(res.status).toBe(200);
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.body.map((m: { id: number }) => m.id)).toEqual([32, 31, 30]);
    const lake = res.body[2];
    expect(Object.keys(lake)).toEqual([
      'id',
      'date',
      'date_gmt',
      'guid',
      'modified',
      'modified_gmt',
      'slug',
      'status',
      'type',
      'link',
      'title',
      'author',
      'comment_status',
      'ping_status',
      'template',
      'meta',
      'description',
      'caption',
      'alt_text',
      'media_type',
      'mime_type',
      'media_details',
      'post',
      'source_url',
      '_links',
    ]);
    expect(lake).toMatchObject({
      slug: 'mountain-lake',
      status: 'inherit',
      type: 'attachment',
      title: { rendered: 'Mountain lake' },
      alt_text: 'A mountain lake at sunrise',
      caption: { rendered: '<p>Sunrise over the lake</p>\n' },
      media_type: 'image',
      mime_type: 'image/png',
      post: null,
    });
    expect(lake.media_details).toMatchObject({ width: 1200, height: 800, file: '2026/01/mountain-lake.png' });
    expect(lake.media_details.image_meta).toMatchObject({ aperture: '0', title: '', keywords: [] });
    expect(lake.media_details.filesize).toBeGreaterThan(0);
    expect(lake.source_url).toMatch(/\/wp-content\/uploads\/2026\/01\/mountain-lake\.png$/);
    expect(lake.link).toMatch(/\/\?attachment_id=30$/);
    expect(lake.description.rendered).toMatch(/^<p class="attachment"><a href='[^']+mountain-lake\.png'><img width="300" height="200" /);
    expect(Object.keys(lake._links)).toEqual(['self', 'collection', 'about', 'author', 'replies']);
    expect(lake._links.replies[0]).toMatchObject({ embeddable: true });
    expect(lake._links.replies[0].href).toMatch(/rest_route=%2Fcms%2Fv2%2Fcomments&post=30$/);
  });

  it('serves a seeded image as a generated PNG of its stated size', async () => {
    const lake = (await get('/cms/v2/media/30')).body;
    const file = await fetchFile(lake.source_url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(pngSize(file.body as Buffer)).toEqual({ width: 1200, height: 800 });
    expect((file.body as Buffer).length).toBe(lake.media_details.filesize);
  });

  it('lists the intermediate sizes WordPress would make, then full, each served at its URL', async () => {
    const { sizes } = (await get('/cms/v2/media/30')).body.media_details;
    expect(Object.keys(sizes)).toEqual(['medium', 'large', 'thumbnail', 'medium_large', 'full']);
    expect(sizes.medium).toMatchObject({ file: 'mountain-lake-300x200.png', width: 300, height: 200, mime_type: 'image/png' });
    expect(sizes.large).toMatchObject({ width: 1024, height: 683 });
    expect(sizes.full).toMatchObject({ file: 'mountain-lake.png', width: 1200, height: 800 });
    const thumb = await fetchFile(sizes.thumbnail.source_url);
    expect(pngSize(thumb.body as Buffer)).toEqual({ width: 150, height: 150 });
    expect((thumb.body as Buffer).length).toBe(sizes.thumbnail.filesize);
    expect((await fetchFile(sizes.thumbnail.source_url.replace('150x150', '151x151'))).status).toBe(404);
  });

  it('answers an upload path that holds no file with the 404 page', async () => {
    const res = await api.get('/wp-content/uploads/2026/01/nothing.png');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['include', '&include=31,30&orderby=include', [31, 30]],
    ['search matches titles', '&search=chart', [32]],
    ['search matches file names', '&search=team.png', [31]],
    ['media_type=image', '&media_type=image&order=asc', [30, 31, 32]],
    ['media_type=video', '&media_type=video', []],
    ['mime_type', '&mime_type=image/jpeg', []],
    ['exclude', '&exclude=32&per_page=1', [31]],
    ['orderby=title', '&orderby=title&order=asc', [30, 32, 31]],
  ])('filters with %s', async (_name, query, expected) => {
    const res = await get('/cms/v2/media', query);
    expect(res.status).toBe(200);
    expect(res.body.map((m: { id: number }) => m.id)).toEqual(expected);
  });

  it('answers a page past the end with 400 rest_post_invalid_page_number', async () => {
    const res = await get('/cms/v2/media', '&page=2');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });

  it('refuses a status other than inherit to anonymous callers (rest_forbidden_status)', async () => {
    const res = await get('/cms/v2/media', '&status=private');
    expect(res.status).toBe(400);
    expect(res.body.data.details.status).toEqual({ code: 'rest_forbidden_status', message: 'Status is forbidden.', data: { status: 401 } });
  });

  it('answers a non-attachment id with 404 rest_post_invalid_id', async () => {
    const res = await get('/cms/v2/media/1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
  });

  it('keeps the embed context to the embeddable fields', async () => {
    const res = await get('/cms/v2/media/31', '&context=embed');
    expect(Object.keys(res.body)).toEqual([
      'id',
      'date',
      'slug',
      'type',
      'link',
      'title',
      'author',
      'caption',
      'alt_text',
      'media_type',
      'mime_type',
      'media_details',
      'source_url',
      '_links',
    ]);
  });
});

describe('links', () => {
  it('points every _links href of an attachment at a served route', async () => {
    const { _links } = (await get('/cms/v2/media/30')).body;
    for (const href of Object.values(_links as Record<string, { href: string }[]>)
      .flat()
      .map((l) => l.href)) {
      const url = new URL(href);
      const res = await api.get(`${url.pathname}${url.search}`);
      expect([href, res.status]).toEqual([href, 200]);
    }
  });
});

describe('uploads', () => {
  it('creates an attachment from a multipart upload: 201, Location, the size read from the file', async () => {
    const session = fresh();
    const png = encodePng(64, 48, 'upload-test');
    const res = await upload(session, 'My Photo.png', png, { alt_text: 'A test picture', caption: 'Made in a test' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toMatch(/\/index\.php\?rest_route=\/cms\/v2\/media\/33$/);
    expect(res.headers['x-wp-upload-attachment-id']).toBe('33');
    expect(res.body).toMatchObject({
      id: 33,
      title: { raw: 'My-Photo', rendered: 'My-Photo' },
      slug: 'my-photo',
      status: 'inherit',
      author: 1,
      alt_text: 'A test picture',
      caption: { raw: 'Made in a test' },
      media_type: 'image',
      mime_type: 'image/png',
      missing_image_sizes: [],
    });
    expect(res.body.media_details).toMatchObject({ width: 64, height: 48, file: '2026/01/My-Photo.png', filesize: png.length, sizes: {} });
    expect(res.body.source_url).toMatch(/\/wp-content\/uploads\/2026\/01\/My-Photo\.png$/);
    const file = await fetchFile(res.body.source_url, session);
    expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
    expect((await get('/cms/v2/media', '', session)).headers['x-wp-total']).toBe('4');
  });

  it('creates an attachment from a raw body with Content-Disposition', async () => {
    const session = fresh();
    const res = await raw(session, GIF, { 'Content-Type': 'image/gif', 'Content-Disposition': 'attachment; filename="dot.gif"' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: { raw: 'dot' }, mime_type: 'image/gif', media_details: { width: 3, height: 2 } });
  });

  it('gives a second file of the same name a numbered name and slug', async () => {
    const session = fresh();
    const png = encodePng(2, 2, 'same');
    await upload(session, 'same.png', png);
    const second = await upload(session, 'same.png', png);
    expect(second.body.media_details.file).toBe('2026/01/same-1.png');
    expect(second.body.slug).toBe('same-1');
  });

  it('keeps a non-image file without image details', async () => {
    const res = await upload(fresh(), 'notes.txt', Buffer.from('hello'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ media_type: 'file', mime_type: 'text/plain', media_details: { filesize: 5 } });
    expect(res.body.media_details).not.toHaveProperty('width');
  });

  it.each([
    ['no body', Buffer.alloc(0), { 'Content-Type': 'image/png' }, 400, 'rest_upload_no_data', 'No data supplied.'],
    ['no Content-Disposition', GIF, { 'Content-Type': 'image/gif' }, 400, 'rest_upload_no_content_disposition', 'No Content-Disposition supplied.'],
    [
      'a Content-Disposition without a file name',
      GIF,
      { 'Content-Type': 'image/gif', 'Content-Disposition': 'attachment' },
      400,
      'rest_upload_invalid_disposition',
      'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.',
    ],
    [
      'a file type WordPress does not allow',
      GIF,
      { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename=tool.exe' },
      500,
      'rest_upload_sideload_error',
      'Sorry, you are not allowed to upload this file type.',
    ],
    [
      'a Content-MD5 that does not match',
      GIF,
      { 'Content-Type': 'image/gif', 'Content-Disposition': 'attachment; filename=a.gif', 'Content-MD5': '0'.repeat(32) },
      412,
      'rest_upload_hash_mismatch',
      'Content hash did not match expected.',
    ],
  ])('refuses a raw upload with %s', async (_name, data, headers, status, code, message) => {
    const res = await raw(fresh(), data, headers);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code, message, data: { status } });
  });

  it('refuses a multipart upload of a type WordPress does not allow with rest_upload_unknown_error', async () => {
    const res = await upload(fresh(), 'script.exe', Buffer.from('MZ'));
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('rest_upload_unknown_error');
  });

  it.each([
    ['anonymous', null, 401],
    ['a subscriber', basic('subscriber', 'subscriber-password'), 403],
  ])('refuses uploads to %s with rest_cannot_create', async (_who, auth, status) => {
    const res = await upload(fresh(), 'x.png', encodePng(1, 1, 'x'), {}, auth);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: 'rest_cannot_create', message: 'Sorry, you are not allowed to create posts as this user.', data: { status } });
  });

  it('refuses to attach to another attachment with rest_invalid_param', async () => {
    const res = await upload(fresh(), 'x.png', encodePng(1, 1, 'x'), { post: '30' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest_invalid_param', message: 'Invalid parent type.', data: { status: 400 } });
  });

  it('attaches an upload to a post given as `post`', async () => {
    const session = fresh();
    const res = await upload(session, 'x.png', encodePng(1, 1, 'x'), { post: '3' });
    expect(res.body.post).toBe(3);
    expect((await get('/cms/v2/media', '&parent=3', session)).body.map((m: { id: number }) => m.id)).toEqual([res.body.id]);
  });
});

describe('media item writes', () => {
  it('updates title, caption and alt text and answers in edit context', async () => {
    const session = fresh();
    const res = await api
      .post(rest('/cms/v2/media/31'))
      .set('X-Mock-Session', session)
      .set('Authorization', ADMIN)
      .send({ title: 'Team, 2026', caption: { raw: 'Everyone' }, alt_text: 'Six people smiling' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 31,
      title: { raw: 'Team, 2026' },
      caption: { raw: 'Everyone', rendered: '<p>Everyone</p>\n' },
      alt_text: 'Six people smiling',
    });
    expect(res.body.modified).not.toBe(res.body.date);
  });

  it('refuses updates to anonymous callers after finding the item', async () => {
    expect((await api.post(rest('/cms/v2/media/999')).send({ title: 'x' })).status).toBe(404);
    const res = await api.post(rest('/cms/v2/media/31')).send({ title: 'x' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'rest_cannot_edit', message: 'Sorry, you are not allowed to edit this post.', data: { status: 401 } });
  });

  it('answers DELETE without force with 501 rest_trash_not_supported', async () => {
    const res = await api.delete(rest('/cms/v2/media/30')).set('X-Mock-Session', fresh()).set('Authorization', ADMIN);
    expect(res.status).toBe(501);
    expect(res.body).toEqual({
      code: 'rest_trash_not_supported',
      message: "The post does not support trashing. Set 'force=true' to delete.",
      data: { status: 501 },
    });
  });

  it('deletes with force=true: {deleted, previous}, the file and the featured image go', async () => {
    const session = fresh();
    const created = await upload(session, 'gone.png', encodePng(4, 4, 'gone'));
    const res = await api
      .delete(rest(`/cms/v2/media/${created.body.id}`, '&force=true'))
      .set('X-Mock-Session', session)
      .set('Authorization', ADMIN);
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBe(true);
    expect(res.body.previous).toMatchObject({ id: created.body.id, title: { raw: 'gone' } });
    expect(res.body.previous).not.toHaveProperty('_links');
    expect((await get(`/cms/v2/media/${created.body.id}`, '', session)).status).toBe(404);
    expect((await fetchFile(created.body.source_url, session)).status).toBe(404);
  });
});
