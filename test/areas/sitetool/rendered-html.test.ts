// sitetool/v1 rendered-html: the HTML the site serves at a path (home, a post by id or slug, a page by id or
// path), rendered by the site's own renderer from the current state, as a logged-out visitor sees it.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/scenario/load.js';
import { ADMIN, rest, site } from '../../helpers.js';

const HOST = 'mock.test';
const ORIGIN = `http://${HOST}`;
const api = site();
let sessions = 0;
const fresh = () => `rendered-${++sessions}`;

const render = (path: string | undefined, session = 'rendered-read', http = api) =>
  http
    .post(rest('/sitetool/v1/rendered-html'))
    .set('Host', HOST)
    .set('X-Mock-Session', session)
    .set('Authorization', ADMIN)
    .send(path === undefined ? {} : { path });

describe('rendered-html', () => {
  it('renders the home page with the latest posts, the sticky one first', async () => {
    const res = await render(undefined).expect(200);
    expect(res.body.url).toBe(`${ORIGIN}/`);
    const { html } = res.body;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<title>Mock Site &#8211; A WordPress-style site served by mock-site</title>');
    expect(html).toContain('<body class="home blog">');
    const titles = [...html.matchAll(/<h2 class="entry-title"><a href="[^"]+">([^<]+)<\/a><\/h2>/g)].map((m) => m[1]);
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('Introducing the new site');
    expect(titles).not.toContain('Draft: release 1.2 notes');
  });

  it.each([
    ['?p=1', '/?p=1'],
    ['a post slug', '/hello-world/'],
    ['a path without its leading slash', 'hello-world'],
    ['a full URL of this site', `${ORIGIN}/?p=1`],
  ])('renders a post by %s', async (_what, path) => {
    const res = await render(path).expect(200);
    const { html } = res.body;
    expect(html).toContain('<title>Hello world! &#8211; Mock Site</title>');
    expect(html).toContain('<h1 class="entry-title">Hello world!</h1>');
    expect(html).toContain('<p>Welcome to the mock site. This is its first post. Edit or delete it, then start writing!</p>');
    expect(html).toContain('<body class="post-template-default single single-post postid-1 single-format-standard">');
    expect(html).toContain(
      `<link rel="alternate" title="oEmbed (JSON)" type="application/json+oembed" href="${ORIGIN}/index.php?rest_route=/oembed/1.0/embed&#038;url=${encodeURIComponent(`${ORIGIN}/?p=1`)}">`,
    );
  });

  it.each([
    ['?page_id=22', '/?page_id=22'],
    ['its page path', '/about/team/'],
  ])('renders a child page by %s', async (_what, path) => {
    const { html } = (await render(path).expect(200)).body;
    expect(html).toContain('<h1 class="entry-title">Team</h1>');
    expect(html).toContain('<body class="page-template-default page page-id-22">');
    expect(html).not.toContain('entry-meta');
  });

  it('is exactly what the site serves at that address', async () => {
    const { html } = (await render('/?p=3').expect(200)).body;
    const served = await api.get('/?p=3').set('Host', HOST).set('X-Mock-Session', 'rendered-read').expect(200);
    expect(served.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(served.text).toBe(html);
  });

  it('renders the current state: an update through cms/v2 shows at once', async () => {
    const s = fresh();
    await api
      .post(rest('/cms/v2/posts/1'))
      .set('X-Mock-Session', s)
      .set('Authorization', ADMIN)
      .send({ title: 'Hello again', content: 'Changed words.' })
      .expect(200);
    const { html } = (await render('/?p=1', s).expect(200)).body;
    expect(html).toContain('<h1 class="entry-title">Hello again</h1>');
    expect(html).toContain('<p>Changed words.</p>');
    expect((await render('/?p=1').expect(200)).body.html).toContain('Hello world!');
  });

  it('renders a builder page saved through the site tool', async () => {
    const s = fresh();
    const data = [{ elType: 'container', elements: [{ elType: 'widget', widgetType: 'heading', settings: { title: 'Built with blocks' } }] }];
    const saved = await api
      .post(rest('/sitetool/v1/builder-a/save-page'))
      .set('X-Mock-Session', s)
      .set('Authorization', ADMIN)
      .send({ title: 'Builder page', data })
      .expect(200);
    const { html } = (await render(`/?page_id=${saved.body.id}`, s).expect(200)).body;
    expect(html).toContain('<h2>Built with blocks</h2>');
  });

  it('shows the password form, not the content, of a protected post', async () => {
    const { html } = (await render('/?p=19').expect(200)).body;
    expect(html).toContain('<title>Protected: Members only &#8211; Mock Site</title>');
    expect(html).toContain('This content is password protected.');
    expect(html).not.toContain('This post is protected with a password.');
  });

  it('renders the static front page when the scenario shows one', async () => {
    const front = site({ scenario: loadScenario(undefined, { site: { show_on_front: 'page', page_on_front: 21 } }) });
    const { html } = (await render('/', 'rendered-front', front).expect(200)).body;
    expect(html).toContain('<h1 class="entry-title">About</h1>');
  });

  it.each([
    ['a draft post', '/?p=15'],
    ['a private post', '/?p=17'],
    ['a slug nothing has', '/no-such-page/'],
    ['a page path whose parent is wrong', '/contact/team/'],
    ['a revision id', '/?p=99999'],
  ])('answers 404 sitetool_path_not_found for %s', async (_what, path) => {
    const res = await render(path).expect(404);
    expect(res.body.code).toBe('sitetool_path_not_found');
    expect(res.body.message).toContain(`Nothing is published at ${path}.`);
  });

  it.each([
    ['another site', 'https://example.org/about/', 'path must be on this site'],
    ['a protocol-relative address', '//example.org/', 'path must be a path on this site'],
    ['a backslash', '/about\\team', 'path must not contain control characters or backslashes.'],
    ['a NUL byte', '/about\u0000', 'path must not contain control characters or backslashes.'],
  ])('refuses %s with 400 sitetool_invalid_path', async (_what, path, message) => {
    const res = await render(path).expect(400);
    expect(res.body.code).toBe('sitetool_invalid_path');
    expect(res.body.message).toContain(message);
  });
});
