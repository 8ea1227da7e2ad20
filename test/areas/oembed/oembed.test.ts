// oembed/1.0: `embed` answers for the site's own posts, pages and attachments as WordPress's
// get_oembed_response_data() does (JSON, or XML with format=xml); `proxy` needs edit_posts and answers from the
// scenario's recorded embeds, never the live internet.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/scenario/load.js';
import { ADMIN, basic, rest, site } from '../../helpers.js';

const HOST = 'mock.test';
const ORIGIN = `http://${HOST}`;
const api = site();

type Agent = ReturnType<typeof site>;
const embed = (url: string, extra = '', http: Agent = api) => http.get(rest('/oembed/1.0/embed', `&url=${encodeURIComponent(url)}${extra}`)).set('Host', HOST);
const proxy = (url: string, extra = '', auth: string | null = ADMIN, http: Agent = api) => {
  const req = http.get(rest('/oembed/1.0/proxy', `&url=${encodeURIComponent(url)}${extra}`)).set('Host', HOST);
  return auth ? req.set('Authorization', auth) : req;
};

/** get_post_embed_html() for this site, with the secret the answer chose. */
const embedHtml = (permalink: string, title: string, width: number, height: number, secret: string) =>
  `<blockquote class="wp-embedded-content" data-secret="${secret}"><a href="${permalink}">${title}</a></blockquote>` +
  `<iframe sandbox="allow-scripts" security="restricted" src="${permalink}&#038;embed=true#?secret=${secret}" width="${width}" height="${height}" ` +
  `title="&#8220;${title}&#8221; &#8212; Mock Site" data-secret="${secret}" frameborder="0" marginwidth="0" marginheight="0" scrolling="no" class="wp-embedded-content"></iframe>`;
const secretOf = (html: string) => /data-secret="([A-Za-z0-9]{10})"/.exec(html)?.[1] ?? '';

describe('oembed/1.0/embed', () => {
  it('answers a post of this site as WordPress does, to anyone', async () => {
    const res = await embed(`${ORIGIN}/?p=1`).expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    const secret = secretOf(res.body.html);
    expect(res.body).toEqual({
      version: '1.0',
      provider_name: 'Mock Site',
      provider_url: ORIGIN,
      author_name: 'admin',
      author_url: `${ORIGIN}/?author=1`,
      title: 'Hello world!',
      type: 'rich',
      width: 600,
      height: 338,
      html: embedHtml(`${ORIGIN}/?p=1`, 'Hello world!', 600, 338, secret),
    });
    expect(Object.keys(res.body)).toEqual([
      'version',
      'provider_name',
      'provider_url',
      'author_name',
      'author_url',
      'title',
      'type',
      'width',
      'height',
      'html',
    ]);
  });

  it('keeps the same secret for an unchanged post', async () => {
    const [a, b] = await Promise.all([embed(`${ORIGIN}/?p=1`), embed(`${ORIGIN}/?p=1`)]);
    expect(a.body.html).toBe(b.body.html);
  });

  it.each([
    ['100', 200, 200],
    ['400', 400, 225],
    ['1000', 600, 338],
    ['0', 200, 200],
    ['350px', 350, 200],
  ])('clamps maxwidth=%s to %i × %i', async (maxwidth, width, height) => {
    const res = await embed(`${ORIGIN}/?p=3`, `&maxwidth=${maxwidth}`).expect(200);
    expect([res.body.width, res.body.height]).toEqual([width, height]);
    expect(res.body.html).toContain(`width="${width}" height="${height}"`);
  });

  it('adds the featured image, scaled to the width, as the thumbnail', async () => {
    const res = await embed(`${ORIGIN}/?p=2`, '&maxwidth=300').expect(200);
    expect(res.body).toMatchObject({
      title: 'Introducing the new site',
      thumbnail_url: `${ORIGIN}/wp-content/uploads/2026/01/mountain-lake.png`,
      thumbnail_width: 300,
      thumbnail_height: 200,
    });
  });

  it('answers pages by ?page_id=, attachments by ?attachment_id= (the image as its own thumbnail), and names authors', async () => {
    expect((await embed(`${ORIGIN}/?page_id=21`).expect(200)).body).toMatchObject({ title: 'About', type: 'rich' });
    expect((await embed(`${ORIGIN}/?p=13`).expect(200)).body).toMatchObject({ author_name: 'Edith Editor', author_url: `${ORIGIN}/?author=2` });
    expect((await embed(`${ORIGIN}/?attachment_id=31`).expect(200)).body).toMatchObject({ title: 'Team photo', thumbnail_width: 600, thumbnail_height: 450 });
  });

  it('says a protected post is protected in its title', async () => {
    expect((await embed(`${ORIGIN}/?p=19`).expect(200)).body.title).toBe('Protected: Members only');
  });

  it('resolves the home address to the static front page when the site shows one', async () => {
    const front = site({ scenario: loadScenario(undefined, { site: { show_on_front: 'page', page_on_front: 21 } }) });
    const res = await embed(`${ORIGIN}/`, '', front).expect(200);
    expect(res.body.title).toBe('About');
    expect(res.body.html).toContain(`<a href="${ORIGIN}/">About</a>`);
  });

  it.each([
    ['a draft post', `${ORIGIN}/?p=15`],
    ['a private post', `${ORIGIN}/?p=17`],
    ['a post that does not exist', `${ORIGIN}/?p=4242`],
    ['another site', 'https://example.org/?p=1'],
    ['a pretty path (the site has plain permalinks)', `${ORIGIN}/hello-world/`],
    ['the home page of a blog', `${ORIGIN}/`],
  ])('answers 404 oembed_invalid_url for %s', async (_what, url) => {
    const res = await embed(url).expect(404);
    expect(res.body).toEqual({ code: 'oembed_invalid_url', message: 'Not Found', data: { status: 404 } });
  });

  it('answers XML with format=xml, as SimpleXML writes it', async () => {
    const json = await embed(`${ORIGIN}/?p=1`).expect(200);
    const res = await embed(`${ORIGIN}/?p=1`, '&format=xml').expect(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=UTF-8');
    const secret = secretOf(json.body.html);
    expect(res.text).toBe(
      '<?xml version="1.0"?>\n<oembed><version>1.0</version><provider_name>Mock Site</provider_name>' +
        `<provider_url>${ORIGIN}</provider_url><author_name>admin</author_name><author_url>${ORIGIN}/?author=1</author_url>` +
        '<title>Hello world!</title><type>rich</type><width>600</width><height>338</height>' +
        `<html>&lt;blockquote class="wp-embedded-content" data-secret="${secret}"&gt;&lt;a href="${ORIGIN}/?p=1"&gt;Hello world!&lt;/a&gt;&lt;/blockquote&gt;` +
        `&lt;iframe sandbox="allow-scripts" security="restricted" src="${ORIGIN}/?p=1&amp;embed=true#?secret=${secret}" width="600" height="338" ` +
        `title="&#x201C;Hello world!&#x201D; &#x2014; Mock Site" data-secret="${secret}" frameborder="0" marginwidth="0" marginheight="0" scrolling="no" class="wp-embedded-content"&gt;&lt;/iframe&gt;</html></oembed>\n`,
    );
  });

  it('writes special characters as SimpleXML does: references for non-ASCII, entities resolved', async () => {
    const s = 'oembed-xml-chars';
    const created = await api
      .post(rest('/cms/v2/posts'))
      .set('Host', HOST)
      .set('X-Mock-Session', s)
      .set('Authorization', ADMIN)
      .send({ title: 'Café & "quotes"', status: 'publish' })
      .expect(201);
    const res = await embed(`${ORIGIN}/?p=${created.body.id}`, '&format=xml').set('X-Mock-Session', s).expect(200);
    expect(res.text).toContain('<title>Caf&#xE9; &amp; &#x201C;quotes&#x201D;</title>');
  });

  it('answers the error as XML too with format=xml', async () => {
    const res = await embed('https://example.org/', '&format=xml').expect(404);
    expect(res.headers['content-type']).toBe('text/xml; charset=UTF-8');
    expect(res.text).toBe(
      '<?xml version="1.0"?>\n<oembed><code>oembed_invalid_url</code><message>Not Found</message><data><status>404</status></data></oembed>\n',
    );
  });

  it('answers JSON for any other format, as wp_oembed_ensure_format() makes it', async () => {
    const res = await embed(`${ORIGIN}/?p=1`, '&format=yaml').expect(200);
    expect(res.body.version).toBe('1.0');
  });
});

describe('oembed/1.0/proxy', () => {
  it('needs authentication: anonymous 401, a subscriber 403, both rest_forbidden', async () => {
    const anonymous = await proxy('https://www.youtube.com/watch?v=M0ck5iteD3m', '', null).expect(401);
    expect(anonymous.body).toEqual({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to make proxied oEmbed requests.', data: { status: 401 } });
    const subscriber = await proxy('https://www.youtube.com/watch?v=M0ck5iteD3m', '', basic('subscriber', 'subscriber-password')).expect(403);
    expect(subscriber.body.code).toBe('rest_forbidden');
  });

  it('answers a recorded embed, its frame as the provider gave it', async () => {
    const res = await proxy('https://www.youtube.com/watch?v=M0ck5iteD3m').expect(200);
    expect(res.body).toMatchObject({ provider_name: 'YouTube', type: 'video', width: 600, height: 338, title: 'mock-site: record and replay in two minutes' });
    expect(res.body.html).toMatch(/^<iframe width="600" height="338" src="https:\/\/www\.youtube\.com\/embed\/M0ck5iteD3m\?feature=oembed"/);
  });

  it('scales a recorded frame down to maxwidth and maxheight, never up', async () => {
    const narrow = await proxy('https://vimeo.com/900000001', '&maxwidth=300').expect(200);
    expect([narrow.body.width, narrow.body.height]).toEqual([300, 169]);
    expect(narrow.body.html).toContain('width="300" height="169"');
    expect((await proxy('https://vimeo.com/900000001', '&maxwidth=600&maxheight=100').expect(200)).body.height).toBe(100);
    expect((await proxy('https://vimeo.com/900000001', '&maxwidth=900').expect(200)).body.width).toBe(600);
  });

  it('matches recorded URLs with * wildcards', async () => {
    const res = await proxy('https://www.youtube.com/watch?v=M0ck5iteD3m&t=42s').expect(200);
    expect(res.body.provider_name).toBe('YouTube');
  });

  it("answers this site's own URLs as embed does, at maxwidth", async () => {
    const res = await proxy(`${ORIGIN}/?p=1`, '&maxwidth=400').expect(200);
    expect(res.body).toMatchObject({ provider_name: 'Mock Site', title: 'Hello world!', width: 400, height: 225 });
  });

  it('makes the html of photo and link embeds as WordPress does', async () => {
    const scenario = loadScenario(undefined, {
      data: {
        records: {
          'oembed.providers': [
            {
              url: 'https://photos.example/p/1',
              embed: { type: 'photo', version: '1.0', title: 'A "lake"', url: 'https://photos.example/p/1.jpg', width: 640, height: 480 },
            },
            { url: 'https://news.example/*', embed: { type: 'link', version: '1.0', title: 'News & views' } },
          ],
        },
      },
    });
    const own = site({ scenario });
    const photo = await proxy('https://photos.example/p/1', '', ADMIN, own).expect(200);
    expect(photo.body).toMatchObject({
      width: 600,
      height: 450,
      html: '<a href="https://photos.example/p/1"><img src="https://photos.example/p/1.jpg" alt="A &quot;lake&quot;" width="600" height="450" /></a>',
    });
    const link = await proxy('https://news.example/today?id=3', '', ADMIN, own).expect(200);
    expect(link.body.html).toBe('<a href="https://news.example/today?id=3">News &amp; views</a>');
    // The default recordings are gone: the scenario's list replaced them.
    await proxy('https://vimeo.com/900000001', '', ADMIN, own).expect(404);
  });

  it('answers 404 oembed_invalid_url for a URL nothing recorded, without going online', async () => {
    const res = await proxy('https://unrecorded.example/video/1').expect(404);
    expect(res.body).toEqual({ code: 'oembed_invalid_url', message: 'Not Found', data: { status: 404 } });
  });

  it('answers JSON even with format=xml, as WordPress does on this route', async () => {
    const res = await proxy('https://vimeo.com/900000001', '&format=xml').expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
  });
});
