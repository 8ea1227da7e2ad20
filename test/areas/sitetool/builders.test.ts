// sitetool/v1 page builders: builder A (Elementor-like) widgets, schema, style-schema, save-page, save-template;
// builder B (Beaver-like) modules, schema, save-page; builder-login and its single-use, two-minute login links.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMockApp } from '../../../src/app.js';
import { loadScenario } from '../../../src/scenario/load.js';
import { ADMIN, basic, rest, site } from '../../helpers.js';

const api = site();
const EDITOR = basic('editor', 'editor-password');
const SUBSCRIBER = basic('subscriber', 'subscriber-password');
let sessions = 0;
const fresh = () => `builders-${++sessions}`;

const get = (route: string, query = '', session = 'builders-read', auth = ADMIN) =>
  api.get(rest(route, query)).set('X-Mock-Session', session).set('Authorization', auth);
const post = (route: string, body: object, session: string, auth = ADMIN) =>
  api.post(rest(route)).set('X-Mock-Session', session).set('Authorization', auth).send(body);

const heading = (title: string, extra: object = {}) => ({ elType: 'widget', widgetType: 'heading', settings: { title, ...extra } });
const container = (...elements: object[]) => ({ elType: 'container', settings: {}, elements });

describe('builder A registry', () => {
  it('lists the installed widgets and elements with the builder version', async () => {
    const res = await get('/sitetool/v1/builder-a/widgets').expect(200);
    expect(res.body.elementor_version).toBe('3.29.2');
    expect(res.body.count).toBe(res.body.items.length);
    expect(res.body.items.length).toBeGreaterThan(25);
    expect(res.body.items[0]).toEqual({ slug: 'container', title: 'Container', categories: ['layout'], is_pro: false, kind: 'element', atomic: false });
    expect(res.body.items.find((w: { slug: string }) => w.slug === 'heading')).toEqual({
      slug: 'heading',
      title: 'Heading',
      categories: ['basic'],
      is_pro: false,
      kind: 'widget',
      atomic: false,
    });
  });

  it('answers a widget schema with every control in discovery mode', async () => {
    const res = await get('/sitetool/v1/builder-a/schema', '&slug=heading').expect(200);
    expect(res.body).toMatchObject({ slug: 'heading', kind: 'widget', title: 'Heading', is_pro: false, elementor_version: '3.29.2', mode: 'discovery' });
    expect(res.body.count).toBe(res.body.controls.length);
    expect(res.body.controls.find((c: { name: string }) => c.name === 'header_size')).toEqual({
      name: 'header_size',
      type: 'select',
      default: 'h2',
      options: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'p'],
    });
    expect(res.body.controls.find((c: { name: string }) => c.name === 'align')).toEqual({
      name: 'align',
      type: 'choose',
      responsive: true,
      options: ['left', 'center', 'right', 'justify'],
    });
    expect(res.body.note).toMatch(/Group-control sub-fields/);
  });

  it('narrows the controls to the names asked for, and names those that do not exist', async () => {
    const res = await get('/sitetool/v1/builder-a/schema', '&slug=heading&names=title,title_colour, title_color').expect(200);
    expect(res.body.mode).toBe('targeted');
    expect(res.body.controls.map((c: { name: string }) => c.name)).toEqual(['title', 'title_color']);
    expect(res.body.unknown_names).toEqual(['title_colour']);
  });

  it('narrows the controls to a prefix', async () => {
    const res = await get('/sitetool/v1/builder-a/schema', '&slug=button&prefix=button_').expect(200);
    expect(res.body).toMatchObject({ mode: 'prefix', count: 2 });
    expect(res.body.controls.map((c: { name: string }) => c.name)).toEqual(['button_type', 'button_text_color']);
  });

  it('refuses an unknown widget slug with 404 sitetool_widget_not_found', async () => {
    const res = await get('/sitetool/v1/builder-a/schema', '&slug=carousel-3d').expect(404);
    expect(res.body.code).toBe('sitetool_widget_not_found');
    expect(res.body.message).toContain('"carousel-3d"');
  });

  it('lists the style props, narrowed by prefix', async () => {
    const all = await get('/sitetool/v1/builder-a/style-schema').expect(200);
    expect(all.body).toMatchObject({ elementor_version: '3.29.2', mode: 'discovery' });
    expect(all.body.props).toContainEqual({
      name: 'display',
      type: 'string',
      kind: 'plain',
      options: ['block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'none'],
    });
    const some = await get('/sitetool/v1/builder-a/style-schema', '&prefix=font-').expect(200);
    expect(some.body.props.map((p: { name: string }) => p.name)).toEqual(['font-family', 'font-size', 'font-weight', 'font-style']);
  });

  it('serves the widgets a scenario seeds instead of the default ones', async () => {
    const scenario = loadScenario(undefined, {
      data: {
        records: {
          'sitetool.builder_a_widgets': [
            { slug: 'price-card', title: 'Price card', categories: ['shop'], controls: [{ name: 'price', type: 'number', default: 9 }] },
          ],
        },
      },
    });
    const own = site({ scenario });
    const res = await own.get(rest('/sitetool/v1/builder-a/widgets')).set('Authorization', ADMIN).expect(200);
    expect(res.body.items).toEqual([{ slug: 'price-card', title: 'Price card', categories: ['shop'], is_pro: false, kind: 'widget', atomic: false }]);
    const schema = await own.get(rest('/sitetool/v1/builder-a/schema', '&slug=price-card')).set('Authorization', ADMIN).expect(200);
    expect(schema.body.controls).toEqual([{ name: 'price', type: 'number', default: 9 }]);
  });
});

describe('builder A save-page', () => {
  it('creates a page that cms/v2 shows, with the tree in _elementor_data and its HTML as content', async () => {
    const app = createMockApp();
    const http = request(app.express);
    const data = [
      container(heading('Welcome', { header_size: 'h1' }), {
        id: 'txt0001',
        elType: 'widget',
        widgetType: 'text-editor',
        settings: { editor: '<p>Hello there.</p>' },
      }),
    ];
    const res = await http.post(rest('/sitetool/v1/builder-a/save-page')).set('Authorization', ADMIN).send({ title: 'Landing', data }).expect(200);
    const id = res.body.id;
    expect(res.body).toEqual({
      id,
      view_url: `${res.body.view_url.split('/?')[0]}/?page_id=${id}`,
      edit_url: expect.stringMatching(new RegExp(`/wp-admin/post\\.php\\?post=${id}&action=elementor$`)),
      warnings: [],
      message: `Page ${id} created with 3 elements (publish).`,
    });
    const page = await http
      .get(rest(`/cms/v2/pages/${id}`, '&context=edit'))
      .set('Authorization', ADMIN)
      .expect(200);
    expect(page.body).toMatchObject({
      id,
      type: 'page',
      status: 'publish',
      slug: 'landing',
      title: { raw: 'Landing' },
      content: { raw: '<h1>Welcome</h1>\n<p>Hello there.</p>' },
    });
    const row = app.site.store.session('default').get('posts', id)!;
    expect(row.meta).toMatchObject({ _elementor_edit_mode: 'builder', _elementor_template_type: 'cms-page', _elementor_version: '3.29.2' });
    const stored = JSON.parse(String(row.meta._elementor_data));
    expect(stored[0]).toMatchObject({ elType: 'container', id: expect.stringMatching(/^[0-9a-f]{7}$/) });
    expect(stored[0].elements.map((e: { id: string }) => e.id)).toEqual([expect.stringMatching(/^[0-9a-f]{7}$/), 'txt0001']);
    expect(Object.keys(stored[0].elements[0])).toEqual(['id', 'elType', 'settings', 'elements', 'widgetType']);
  });

  it('names an untitled page after its id, as the builder does', async () => {
    const s = fresh();
    const res = await post('/sitetool/v1/builder-a/save-page', { data: [] }, s).expect(200);
    const page = await get(`/cms/v2/pages/${res.body.id}`, '', s).expect(200);
    expect(page.body.title.rendered).toBe(`Elementor #${res.body.id}`);
  });

  it('updates the page given by id: same id, new content, one revision more', async () => {
    const s = fresh();
    const created = await post('/sitetool/v1/builder-a/save-page', { title: 'Draft one', status: 'draft', data: [container(heading('One'))] }, s).expect(200);
    const id = created.body.id;
    const before = await get(`/cms/v2/pages/${id}/revisions`, '', s).expect(200);
    const updated = await post('/sitetool/v1/builder-a/save-page', { id, title: 'Final', data: [container(heading('Two'))] }, s).expect(200);
    expect(updated.body).toMatchObject({ id, message: `Page ${id} updated with 2 elements (publish).` });
    const page = await get(`/cms/v2/pages/${id}`, '&context=edit', s).expect(200);
    expect(page.body).toMatchObject({ status: 'publish', title: { raw: 'Final' }, content: { raw: '<h2>Two</h2>' } });
    const after = await get(`/cms/v2/pages/${id}/revisions`, '', s).expect(200);
    expect(after.body.length).toBe(before.body.length + 1);
    expect(after.body[0].title.rendered).toBe('Final');
  });

  it('saves a post when post_type is post', async () => {
    const s = fresh();
    const res = await post('/sitetool/v1/builder-a/save-page', { title: 'Built post', post_type: 'post', data: [container(heading('Hi'))] }, s).expect(200);
    expect(res.body.view_url).toMatch(new RegExp(`/\\?p=${res.body.id}$`));
    await get(`/cms/v2/posts/${res.body.id}`, '', s).expect(200);
  });

  it('sets a page template the builder registers, and warns about one it does not know', async () => {
    const s = fresh();
    const canvas = await post('/sitetool/v1/builder-a/save-page', { title: 'Canvas', page_template: 'elementor_canvas', data: [] }, s).expect(200);
    expect((await get(`/cms/v2/pages/${canvas.body.id}`, '', s)).body.template).toBe('elementor_canvas');
    const other = await post('/sitetool/v1/builder-a/save-page', { title: 'Wide', page_template: 'full-width.php', data: [] }, s).expect(200);
    expect(other.body.warnings).toEqual([
      {
        code: 'unknown_page_template',
        message: 'Page template "full-width.php" is not registered by the active theme or Elementor; WordPress will render the default template instead.',
        context: 'known: elementor_canvas, elementor_header_footer, elementor_theme',
      },
    ]);
    expect((await get(`/cms/v2/pages/${other.body.id}`, '', s)).body.template).toBe('');
  });

  it.each([
    ['a widget at the top level', [heading('x')], 'data[0]: a widget cannot be at the top level'],
    ['an unknown widget', [container({ elType: 'widget', widgetType: 'hologram' })], 'data[0].elements[0]: unknown widgetType "hologram"'],
    ['a column outside a section', [container({ elType: 'column', elements: [] })], 'data[0].elements[0]: a column can only be inside a section.'],
    ['a section holding a widget', [{ elType: 'section', elements: [heading('x')] }], 'data[0].elements[0]: a section holds only columns'],
    ['an unknown elType', [{ elType: 'row' }], 'data[0]: elType must be one of container, section, column, widget (got "row").'],
    ['an element that is not an object', ['heading'], 'data[0]: must be an element object'],
    [
      'the same id twice',
      [container({ ...heading('a'), id: 'aaaaaaa' }, { ...heading('b'), id: 'aaaaaaa' })],
      'data[0].elements[1].id: the id "aaaaaaa" is used twice',
    ],
    ['settings that are not an object', [container({ ...heading('a'), settings: 'big' })], 'data[0].elements[0].settings: must be an object'],
  ])('refuses %s with 400 sitetool_invalid_builder_data naming where', async (_what, data, message) => {
    const s = fresh();
    const res = await post('/sitetool/v1/builder-a/save-page', { title: 'Bad', data }, s).expect(400);
    expect(res.body.code).toBe('sitetool_invalid_builder_data');
    expect(res.body.message).toContain(message);
    expect((await get('/cms/v2/pages', '&search=Bad&status=any', s)).body).toEqual([]);
  });

  it('answers 404 sitetool_post_not_found for an id that names no page or post', async () => {
    const res = await post('/sitetool/v1/builder-a/save-page', { id: 9999, data: [] }, fresh()).expect(404);
    expect(res.body).toMatchObject({ code: 'sitetool_post_not_found', data: { status: 404 } });
    expect(res.body.message).toContain('No page or post with id 9999');
    const media = await post('/sitetool/v1/builder-a/save-page', { id: 30, data: [] }, fresh()).expect(404);
    expect(media.body.code).toBe('sitetool_post_not_found');
  });

  it.each([
    ['status', { status: 'future' }, 'sitetool_invalid_status', 'status must be one of publish, draft, pending, private (got "future").'],
    ['post_type', { post_type: 'product' }, 'sitetool_invalid_post_type', 'post_type must be one of page, post (got "product").'],
  ])('refuses an unknown %s with 400 listing the allowed values', async (_what, extra, code, message) => {
    const res = await post('/sitetool/v1/builder-a/save-page', { data: [], ...extra }, fresh()).expect(400);
    expect(res.body).toMatchObject({ code, message });
  });

  it('lets an editor save pages, and refuses a subscriber by the capability it lacks', async () => {
    await post('/sitetool/v1/builder-a/save-page', { title: 'By the editor', data: [] }, fresh(), EDITOR).expect(200);
    const res = await post('/sitetool/v1/builder-a/save-page', { data: [] }, fresh(), SUBSCRIBER).expect(403);
    expect(res.body.code).toBe('sitetool_missing_capability');
  });
});

describe('builder A save-template', () => {
  it('creates a template with the default condition, and updates it by id', async () => {
    const s = fresh();
    const created = await post('/sitetool/v1/builder-a/save-template', { type: 'header', data: [container(heading('Site'))] }, s).expect(200);
    const id = created.body.id;
    expect(created.body).toEqual({
      id,
      type: 'header',
      conditions: ['include/general'],
      edit_url: expect.stringContaining(`/wp-admin/post.php?post=${id}&action=elementor`),
      warnings: [],
      message: `header template ${id} created (include/general).`,
    });
    const updated = await post(
      '/sitetool/v1/builder-a/save-template',
      { id, type: 'header', title: 'Main header', conditions: ['include/singular/page', 'exclude/singular/page/21'], data: [] },
      s,
    ).expect(200);
    expect(updated.body).toMatchObject({
      id,
      conditions: ['include/singular/page', 'exclude/singular/page/21'],
      message: `header template ${id} updated (include/singular/page, exclude/singular/page/21).`,
    });
    // Templates take ids from the posts' sequence, as wp_posts rows do.
    const next = await post('/cms/v2/pages', { title: 'After the template', status: 'publish' }, s).expect(201);
    expect(next.body.id).toBeGreaterThan(id);
  });

  it.each([
    [
      { type: 'sidebar' },
      400,
      'sitetool_invalid_template_type',
      'type must be one of header, footer, single, single-page, single-post, archive, search-results, error-404, section, popup (got "sidebar").',
    ],
    [
      { type: 'footer', conditions: ['everywhere'] },
      400,
      'sitetool_invalid_condition',
      'Each condition is include/... or exclude/... such as "include/general" or "include/singular/page" (got "everywhere").',
    ],
    [{ type: 'footer', id: 21 }, 404, 'sitetool_template_not_found', 'No elementor_library template with id 21. Leave id out to create a new template.'],
  ])('refuses %j with a clear error', async (extra, status, code, message) => {
    const res = await post('/sitetool/v1/builder-a/save-template', { data: [], ...extra }, fresh()).expect(status);
    expect(res.body).toMatchObject({ code, message });
  });

  it('needs manage_options: an editor is refused', async () => {
    const res = await post('/sitetool/v1/builder-a/save-template', { type: 'header', data: [] }, fresh(), EDITOR).expect(403);
    expect(res.body.code).toBe('sitetool_missing_capability');
  });
});

describe('builder B', () => {
  it("lists the installed modules and answers a module's default settings", async () => {
    const modules = await get('/sitetool/v1/builder-b/modules').expect(200);
    expect(modules.body.modules.slice(0, 2)).toEqual([
      { slug: 'heading', name: 'Heading' },
      { slug: 'rich-text', name: 'Text Editor' },
    ]);
    const schema = await get('/sitetool/v1/builder-b/schema', '&slug=heading').expect(200);
    expect(schema.body).toEqual({
      slug: 'heading',
      defaults: {
        type: 'heading',
        heading: '',
        tag: 'h2',
        link: '',
        link_target: '_self',
        link_nofollow: 'no',
        color: '',
        align: 'left',
        visibility_display: '',
        responsive_display: '',
        animation: '',
        id: '',
        class: '',
      },
    });
  });

  it('refuses an unknown module with 404 sitetool_module_not_found', async () => {
    const res = await get('/sitetool/v1/builder-b/schema', '&slug=hologram').expect(404);
    expect(res.body.code).toBe('sitetool_module_not_found');
  });

  const layout = {
    r1: { node: 'r1', type: 'row', parent: null, position: 0, settings: {} },
    g1: { node: 'g1', type: 'column-group', parent: 'r1', position: 0, settings: {} },
    c1: { node: 'c1', type: 'column', parent: 'g1', position: 0, settings: { size: 100 } },
    m2: { node: 'm2', type: 'module', parent: 'c1', position: 1, settings: { type: 'rich-text', text: '<p>We are a small team.</p>' } },
    m1: { node: 'm1', type: 'module', parent: 'c1', position: 0, settings: { type: 'heading', heading: 'About us' } },
  };

  it("saves a page with its layout in _fl_builder_data and the modules' HTML in render order", async () => {
    const app = createMockApp();
    const http = request(app.express);
    const res = await http.post(rest('/sitetool/v1/builder-b/save-page')).set('Authorization', ADMIN).send({ title: 'About us', data: layout }).expect(200);
    const id = res.body.id;
    expect(res.body).toEqual({
      id,
      url: expect.stringMatching(new RegExp(`/\\?page_id=${id}$`)),
      edit_url: expect.stringContaining(`/wp-admin/post.php?post=${id}&action=edit`),
      warnings: [],
      message: `Page ${id} created with 2 modules (publish).`,
    });
    const page = await http
      .get(rest(`/cms/v2/pages/${id}`, '&context=edit'))
      .set('Authorization', ADMIN)
      .expect(200);
    expect(page.body.content.raw).toBe('<h2>About us</h2>\n<p>We are a small team.</p>');
    const meta = app.site.store.session('default').get('posts', id)!.meta;
    expect(meta._fl_builder_enabled).toBe('1');
    expect(Object.keys(meta._fl_builder_data as object)).toEqual(['r1', 'g1', 'c1', 'm2', 'm1']);
  });

  it('warns about a module parented to a row, which the builder would not render', async () => {
    const data = { ...layout, m3: { node: 'm3', type: 'module', parent: 'r1', position: 1, settings: { type: 'button', text: 'Go' } } };
    const res = await post('/sitetool/v1/builder-b/save-page', { title: 'Warned', data }, fresh()).expect(200);
    expect(res.body.warnings).toEqual(['Module m3 is parented to a row node; Beaver Builder only renders modules inside columns.']);
  });

  it.each([
    ['an unknown module', { m: { type: 'module', parent: null, settings: { type: 'hologram' } } }, 'data.m.settings.type: unknown module "hologram"'],
    ['a missing parent', { c: { type: 'column', parent: 'nope', settings: {} } }, 'data.c.parent: names no node of this layout ("nope").'],
    ['parents in a loop', { a: { type: 'column', parent: 'b' }, b: { type: 'column-group', parent: 'a' } }, 'the parents form a loop'],
    ['a node id that is not its key', { r: { node: 'x', type: 'row' } }, 'data.r.node: must equal its key "r" (got "x").'],
    ['an unknown node type', { r: { type: 'grid' } }, 'data.r.type: must be one of row, column-group, column, module (got "grid").'],
  ])('refuses %s with 400 sitetool_invalid_builder_data', async (_what, data, message) => {
    const res = await post('/sitetool/v1/builder-b/save-page', { title: 'Bad', data }, fresh()).expect(400);
    expect(res.body.code).toBe('sitetool_invalid_builder_data');
    expect(res.body.message).toContain(message);
  });

  it('saves a theme layout when theme_layout_type is given, and refuses an unknown layout type', async () => {
    const s = fresh();
    const res = await post(
      '/sitetool/v1/builder-b/save-page',
      { title: 'Site header', theme_layout_type: 'header', theme_layout_locations: ['general:site'], data: layout },
      s,
    ).expect(200);
    expect(res.body).toMatchObject({
      url: expect.stringContaining(`?post_type=fl-theme-layout&p=${res.body.id}`),
      message: `header layout ${res.body.id} created with 2 modules.`,
    });
    await get(`/cms/v2/pages/${res.body.id}`, '', s).expect(404);
    const bad = await post('/sitetool/v1/builder-b/save-page', { theme_layout_type: 'sidebar', data: {} }, s).expect(400);
    expect(bad.body).toMatchObject({
      code: 'sitetool_invalid_layout_type',
      message: 'theme_layout_type must be one of header, footer, part, singular, archive, 404 (got "sidebar").',
    });
  });
});

describe('builder-login', () => {
  it("answers a login link for the page's builder, valid two minutes of the scenario clock", async () => {
    const s = fresh();
    const saved = await post('/sitetool/v1/builder-a/save-page', { title: 'Built', data: [] }, s).expect(200);
    const res = await post('/sitetool/v1/builder-login', { page_id: saved.body.id }, s).expect(200);
    const origin = res.body.login_url.split('/?')[0];
    expect(res.body).toEqual({
      login_url: expect.stringMatching(/^http:\/\/[^/]+\/\?sitetool_builder_login=[A-Za-z0-9]{43}$/),
      builder_url: `${origin}/wp-admin/post.php?post=${saved.body.id}&action=elementor`,
      expires_in: 120,
      expires_at: '2026-01-15T09:02:02.000Z',
      message: `Login link for page ${saved.body.id} issued; it works once, for 120 seconds.`,
    });
  });

  it('points at builder B for a builder B page, and at the block editor otherwise', async () => {
    const s = fresh();
    const saved = await post('/sitetool/v1/builder-b/save-page', { title: 'B page', data: {} }, s).expect(200);
    expect((await post('/sitetool/v1/builder-login', { page_id: saved.body.id }, s)).body.builder_url).toMatch(
      new RegExp(`/\\?page_id=${saved.body.id}&fl_builder$`),
    );
    expect((await post('/sitetool/v1/builder-login', { page_id: 21 }, s)).body.builder_url).toMatch(/\/wp-admin\/post\.php\?post=21&action=edit$/);
  });

  it('gives a different token each time, the same ones on every run', async () => {
    const tokens = async () => {
      const s = 'builders-tokens';
      const app = request(createMockApp().express);
      const one = await app.post(rest('/sitetool/v1/builder-login')).set('X-Mock-Session', s).set('Authorization', ADMIN).send({ page_id: 21 });
      const two = await app.post(rest('/sitetool/v1/builder-login')).set('X-Mock-Session', s).set('Authorization', ADMIN).send({ page_id: 21 });
      return [one.body.login_url, two.body.login_url].map((url: string) => new URL(url).search);
    };
    const first = await tokens();
    expect(first[0]).not.toBe(first[1]);
    expect(await tokens()).toEqual(first);
  });

  it('redirects the login link to the builder once; a second use is refused', async () => {
    const s = fresh();
    const res = await post('/sitetool/v1/builder-login', { page_id: 21 }, s).expect(200);
    const link = new URL(res.body.login_url);
    const used = await api.get(`${link.pathname}${link.search}`).set('X-Mock-Session', s).expect(302);
    expect(used.headers.location).toBe(res.body.builder_url);
    const again = await api.get(`${link.pathname}${link.search}`).set('X-Mock-Session', s).expect(403);
    expect(again.text).toContain('This login link was already used.');
    expect((await api.get('/?sitetool_builder_login=forged').set('X-Mock-Session', s).expect(403)).text).toContain('This login link is not valid.');
  });

  it('refuses the login link once two minutes have passed on the scenario clock', async () => {
    const app = createMockApp();
    const http = request(app.express);
    const res = await http.post(rest('/sitetool/v1/builder-login')).set('Authorization', ADMIN).send({ page_id: 21 }).expect(200);
    await http.put('/__mock/clock').send({ advance: 121 }).expect(200);
    const link = new URL(res.body.login_url);
    expect((await http.get(`${link.pathname}${link.search}`).expect(403)).text).toContain('This login link has expired.');
  });

  it('answers 404 sitetool_post_not_found for a page that does not exist', async () => {
    const res = await post('/sitetool/v1/builder-login', { page_id: 4242 }, fresh()).expect(404);
    expect(res.body).toMatchObject({ code: 'sitetool_post_not_found', data: { status: 404 } });
  });

  it('needs edit_others_posts: a subscriber is refused', async () => {
    const res = await post('/sitetool/v1/builder-login', { page_id: 21 }, fresh(), SUBSCRIBER).expect(403);
    expect(res.body.code).toBe('sitetool_missing_capability');
  });
});
