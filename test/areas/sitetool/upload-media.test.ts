// sitetool/v1 upload-media: a media record made from a URL through the media area (so cms/v2 shows it), offline by
// default (a picture or placeholder derived from the URL), downloading for real only when the scenario allows it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../../src/areas/media/png-encoder.js';
import { loadScenario } from '../../../src/scenario/load.js';
import { ADMIN, basic, rest, site } from '../../helpers.js';

const api = site();
let sessions = 0;
const fresh = () => `upload-${++sessions}`;
const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

type Agent = ReturnType<typeof site>;
const upload = (body: object, session: string, http: Agent = api, auth = ADMIN) =>
  http.post(rest('/sitetool/v1/upload-media')).set('X-Mock-Session', session).set('Authorization', auth).send(body);
const bytesAt = (url: string, session: string, http: Agent = api) =>
  http
    .get(new URL(url).pathname)
    .set('X-Mock-Session', session)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('upload-media without network (the default)', () => {
  // Nothing listens on port 9 of this address: a download attempt would fail, so success proves none was made.
  const OFFLINE = 'http://127.0.0.1:9/photos/hero.jpg';

  it('creates an attachment that cms/v2 shows, with a generated PNG (a .jpg renamed, as WordPress renames by content)', async () => {
    const s = fresh();
    const res = await upload({ url: OFFLINE, alt_text: 'The hero image' }, s).expect(200);
    const id = res.body.attachment_id;
    expect(res.body).toEqual({
      attachment_id: id,
      url: expect.stringMatching(/\/wp-content\/uploads\/2026\/01\/hero\.png$/),
      title: 'hero',
      alt_text: 'The hero image',
      width: 1200,
      height: 800,
      mime_type: 'image/png',
      message: `attachment ${id} created from ${OFFLINE}`,
    });
    const media = await api
      .get(rest(`/cms/v2/media/${id}`))
      .set('X-Mock-Session', s)
      .expect(200);
    expect(media.body).toMatchObject({ id, media_type: 'image', mime_type: 'image/png', alt_text: 'The hero image', post: null });
    expect(new URL(media.body.source_url).pathname).toBe(new URL(res.body.url).pathname);
    const file = (await bytesAt(res.body.url, s).expect(200)).body as Buffer;
    expect(pngSize(file)).toEqual({ width: 1200, height: 800 });
  });

  it('makes the same bytes for the same URL, and different ones for another URL', async () => {
    const s = fresh();
    const one = await upload({ url: OFFLINE }, s).expect(200);
    const two = await upload({ url: OFFLINE }, s).expect(200);
    const other = await upload({ url: 'http://127.0.0.1:9/photos/team.jpg' }, s).expect(200);
    expect(two.body.url).toMatch(/hero-1\.png$/);
    const [a, b, c] = await Promise.all([one, two, other].map(async (r) => (await bytesAt(r.body.url, s)).body as Buffer));
    expect(a!.equals(b!)).toBe(true);
    expect(a!.equals(c!)).toBe(false);
  });

  it.each([
    ['a size in the file name', 'http://127.0.0.1:9/banner-640x200.jpg', { width: 640, height: 200 }],
    ['w and h in the query', 'http://127.0.0.1:9/img?w=300&h=100', { width: 300, height: 100 }],
    ['only a width', 'http://127.0.0.1:9/img.webp?width=600', { width: 600, height: 400 }],
  ])('sizes the picture from %s', async (_what, url, size) => {
    const s = fresh();
    const res = await upload({ url }, s).expect(200);
    expect({ width: res.body.width, height: res.body.height }).toEqual(size);
    expect(pngSize((await bytesAt(res.body.url, s)).body as Buffer)).toEqual(size);
  });

  it('takes the title given and attaches the file to post_id', async () => {
    const s = fresh();
    const res = await upload({ url: OFFLINE, title: 'Hero, take two', post_id: 1 }, s).expect(200);
    expect(res.body.message).toContain('and attached to post 1');
    const media = await api
      .get(rest(`/cms/v2/media/${res.body.attachment_id}`))
      .set('X-Mock-Session', s)
      .expect(200);
    expect(media.body).toMatchObject({ title: { rendered: 'Hero, take two' }, post: 1 });
  });

  it('stores a placeholder for a document, with no width or height', async () => {
    const s = fresh();
    const res = await upload({ url: 'http://127.0.0.1:9/files/price%20list.pdf' }, s).expect(200);
    expect(res.body).toMatchObject({
      url: expect.stringMatching(/\/price-list\.pdf$/),
      mime_type: 'application/pdf',
      width: null,
      height: null,
      title: 'price-list',
    });
    expect(((await bytesAt(res.body.url, s)).body as Buffer).toString()).toContain('mock-site placeholder for http://127.0.0.1:9/files/price%20list.pdf');
  });

  it.each(['ftp://example.org/a.png', 'not a url', '/uploads/a.png', 'javascript:alert(1)', 'http://'])(
    'refuses url %j with 400 sitetool_invalid_url',
    async (url) => {
      const res = await upload({ url }, fresh()).expect(400);
      expect(res.body.code).toBe('sitetool_invalid_url');
      expect(res.body.message).toContain('url must be an absolute http(s) address');
    },
  );

  it('refuses a file type the site does not accept', async () => {
    const res = await upload({ url: 'https://example.org/setup.exe' }, fresh()).expect(400);
    expect(res.body).toMatchObject({ code: 'sitetool_file_type_not_allowed', message: expect.stringContaining('"setup.exe"') });
  });

  it('answers 404 sitetool_post_not_found for a post_id that names no post, and creates nothing', async () => {
    const s = fresh();
    const res = await upload({ url: OFFLINE, post_id: 9999 }, s).expect(404);
    expect(res.body.code).toBe('sitetool_post_not_found');
    const media = await api.get(rest('/cms/v2/media')).set('X-Mock-Session', s).expect(200);
    expect(media.headers['x-wp-total']).toBe('3');
  });

  it('needs upload_files: a subscriber is refused', async () => {
    const res = await upload({ url: OFFLINE }, fresh(), api, basic('subscriber', 'subscriber-password')).expect(403);
    expect(res.body.code).toBe('sitetool_missing_capability');
  });
});

describe('upload-media with sitetool.upload_media.network on', () => {
  const png = encodePng(32, 24, 'served');
  let server: Server;
  let origin: string;
  const online = site({ scenario: loadScenario(undefined, { data: { records: { 'sitetool.upload_media': { network: true } } } }) });

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/pics/cat') {
        res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(png.length) });
        res.end(png);
      } else {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('missing');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('downloads the file, names it from its Content-Type when the URL has no extension, and keeps its bytes', async () => {
    const s = fresh();
    const res = await upload({ url: `${origin}/pics/cat` }, s, online).expect(200);
    expect(res.body).toMatchObject({ url: expect.stringMatching(/\/cat\.png$/), width: 32, height: 24, mime_type: 'image/png' });
    expect(((await bytesAt(res.body.url, s, online)).body as Buffer).equals(png)).toBe(true);
  });

  it('answers 502 sitetool_download_failed when the site answers an error', async () => {
    const res = await upload({ url: `${origin}/pics/dog.png` }, fresh(), online).expect(502);
    expect(res.body).toMatchObject({ code: 'sitetool_download_failed', message: `Downloading ${origin}/pics/dog.png failed: HTTP 404 Not Found.` });
  });
});
