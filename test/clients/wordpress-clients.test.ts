// Standard WordPress REST clients, unchanged, against the mock on a real port with its default (plain) permalinks:
// `wpapi` (node-wpapi, autodiscovery from the home page's Link header, HTTP Basic with an application password);
// `@wordpress/api-fetch` in Node (the root URL, nonce and HTTP/1 middlewares as WordPress registers them, the login
// cookie from wp-login.php, the nonce refresh through admin-ajax.php); WordPress's Backbone client `wp-api.js` in
// headless Chromium (the scripts of Debian's `wordpress` package, on a page of the mock's origin after a login at
// wp-login.php). Each proves that a client written for WordPress works against the mock end to end.
import { existsSync } from 'node:fs';
import apiFetchDefault, { type APIFetchMiddleware, type ApiFetch } from '@wordpress/api-fetch';
import type { Browser, Page } from 'playwright-core';
import WPAPI from 'wpapi';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, TestRunner, vi } from 'vitest';
import { startMockSite, type RunningMockSite } from '../../src/start.js';
import { findChromium, launchChromium, warnSkipped } from '../browser/chromium.js';
import { ADMIN } from '../helpers.js';

const ADMIN_LOGIN = { username: 'admin', password: 'mock-site-password' };
/**
 * api-fetch, as `wp.apiFetch`. Its types are CommonJS-shaped (the package has no `"type": "module"`), so under NodeNext
 * TypeScript takes the default import for the module object; at run time the ES module's default is the function.
 */
const apiFetch = apiFetchDefault as unknown as ApiFetch;

/** The mock on a real port for one describe (its own state), stopped after it. */
function listeningMock(): () => RunningMockSite {
  let mock: RunningMockSite | undefined;
  beforeAll(async () => {
    mock = await startMockSite();
  });
  afterAll(async () => {
    await mock?.close();
  });
  return () => mock!;
}

/** The default scenario's published posts (X-WP-Total of an anonymous or administrator's list). */
const SEEDED_POSTS = 16;

describe('wpapi (node-wpapi), unchanged', () => {
  const mock = listeningMock();
  /** The client as discover() configures it, logged in with the administrator's application password. */
  const discovered = async () => (await WPAPI.discover(mock().url)).auth(ADMIN_LOGIN);
  const cms = async () => (await discovered()).namespace('cms/v2');

  it("discovers the API from the home page's Link header and builds its routes from the index", async () => {
    const errors = vi.spyOn(console, 'error');
    let wp: WPAPI;
    try {
      wp = await WPAPI.discover(mock().url);
      // discover() falls back to WordPress's default wp/v2 routes, logging an error, when it cannot read the index.
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    const base = mock().url;
    expect(wp.root().toString()).toBe(`${base}/index.php?rest_route=/`);
    // Plain permalinks: the routes are addressed through rest_route, the query after it.
    expect(wp.namespace('cms/v2').posts().id(1).toString()).toBe(`${base}/index.php?rest_route=/cms/v2/posts/1`);
    expect(wp.namespace('cms/v2').posts().perPage(2).toString()).toBe(`${base}/index.php?rest_route=/cms/v2/posts&per_page=2`);
    expect(() => wp.namespace('wp/v2')).toThrow(/not recognized/);
  });

  it('lists posts newest first and reads one', async () => {
    const posts = await (await cms()).posts().get();
    expect(posts).toHaveLength(10);
    const ids = posts.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const one = await (await cms()).posts().id(ids[0]).get();
    expect(one).toMatchObject({ id: ids[0], type: 'post', status: 'publish', title: posts[0].title });
  });

  it('pages through posts with perPage(2).page(2), its _paging from X-WP-Total, X-WP-TotalPages and Link', async () => {
    const all = await (await cms()).posts().perPage(100).get();
    const ids = all.map((p: { id: number }) => p.id);
    expect(ids).toHaveLength(SEEDED_POSTS);
    const page2 = await (await cms()).posts().perPage(2).page(2).get();
    expect(page2.map((p: { id: number }) => p.id)).toEqual(ids.slice(2, 4));
    expect(page2._paging).toMatchObject({ total: ids.length, totalPages: Math.ceil(ids.length / 2) });
    // The Link header's prev and next pages, fetched as wpapi follows them.
    expect((await page2._paging.prev.get()).map((p: { id: number }) => p.id)).toEqual(ids.slice(0, 2));
    expect((await page2._paging.next.get()).map((p: { id: number }) => p.id)).toEqual(ids.slice(4, 6));
  });

  it('creates, updates, trashes and deletes a post with an application password', async () => {
    const api = await cms();
    // A WPRequest is a thenable (awaiting one GETs it): each call chains from posts() to the verb.
    const posts = () => api.posts();
    const created = await posts().create({ title: 'From wpapi', content: 'Written by node-wpapi.', status: 'publish' });
    expect(created).toMatchObject({ status: 'publish', author: 1, title: { raw: 'From wpapi', rendered: 'From wpapi' } });
    expect(created.content.rendered).toBe('<p>Written by node-wpapi.</p>\n');
    const updated = await posts().id(created.id).update({ title: 'Updated by wpapi' });
    expect(updated).toMatchObject({ id: created.id, title: { raw: 'Updated by wpapi' } });
    expect((await posts().id(created.id).get()).title.rendered).toBe('Updated by wpapi');
    expect(await posts().id(created.id).delete()).toMatchObject({ id: created.id, status: 'trash' });
    const deleted = await posts().id(created.id).param('force', 'true').delete();
    expect(deleted).toMatchObject({ deleted: true, previous: { id: created.id, status: 'trash' } });
    await expect(posts().id(created.id).get()).rejects.toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
  });

  it('lists categories, tags and users, and reads the user it is logged in as', async () => {
    const api = await cms();
    const names = (list: { name: string }[]) => list.map((t) => t.name);
    expect(names(await api.categories().get())).toContain('Uncategorized');
    expect((await api.tags().get()).length).toBeGreaterThan(0);
    expect(names(await api.users().get())).toContain('admin');
    expect(await api.users().me().get()).toMatchObject({ id: 1, slug: 'admin' });
  });

  it("rejects with WordPress's error object when the request is refused", async () => {
    const anonymous = (await WPAPI.discover(mock().url)).namespace('cms/v2');
    await expect(anonymous.posts().create({ title: 'Nobody' })).rejects.toEqual({
      code: 'rest_cannot_create',
      message: 'Sorry, you are not allowed to create posts as this user.',
      data: { status: 401 },
    });
    await expect(anonymous.users().me().get()).rejects.toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
  });
});

/** What a browser does for a page of `origin`, with Node's fetch: keeps the cookies the site sets and sends them back. */
function browserFetch(origin: string, log: string[]): typeof fetch {
  const nodeFetch = globalThis.fetch;
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init.headers);
    if (url.origin === origin && jar.size) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await nodeFetch(url, { ...init, headers });
    for (const line of url.origin === origin ? res.headers.getSetCookie() : []) {
      const pair = line.split(';')[0]!;
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
      if (value === '' || /expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const override = headers.get('X-HTTP-Method-Override');
    // api-fetch's middlewares re-encode the query (rest_route=%2Fcms%2Fv2%2F...): logged decoded, as PHP reads it.
    log.push(`${init.method ?? 'GET'} ${url.pathname}${decodeURIComponent(url.search)}${override ? ` (${override})` : ''} → ${res.status}`);
    return res;
  };
}

describe('@wordpress/api-fetch in Node, unchanged, logged in by the login cookie and its nonce', () => {
  const mock = listeningMock();
  /** Each request the browser sent: `METHOD path?query (override) → status`. */
  const sent: string[] = [];
  let nonce = '';
  const registered: APIFetchMiddleware[] = [];
  const fresh = () => sent.splice(0);
  beforeEach(fresh);

  beforeAll(async () => {
    const base = mock().url;
    const browser = browserFetch(base, sent);
    vi.stubGlobal('fetch', browser);
    // The browser logs in at wp-login.php; the admin page it lands on prints the login's REST nonce.
    const login = await fetch(`${base}/wp-login.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ log: ADMIN_LOGIN.username, pwd: ADMIN_LOGIN.password }),
    });
    expect(login.status).toBe(302);
    nonce = await (await fetch(`${base}/wp-admin/admin-ajax.php?action=rest-nonce`)).text();
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    // What WordPress's script loader prints after api-fetch (wp_default_packages_inline_scripts()).
    const rootURL = apiFetch.createRootURLMiddleware(`${base}/index.php?rest_route=/`);
    apiFetch.use(rootURL);
    apiFetch.nonceMiddleware = apiFetch.createNonceMiddleware(nonce);
    apiFetch.use(apiFetch.nonceMiddleware);
    apiFetch.nonceEndpoint = `${base}/wp-admin/admin-ajax.php?action=rest-nonce`;
    registered.push(rootURL, apiFetch.nonceMiddleware);
  });
  afterAll(() => {
    for (const middleware of registered) apiFetch.unregister(middleware);
    vi.unstubAllGlobals();
  });

  it('reads a list with parse: false: the Response, its X-WP-Total and X-WP-TotalPages, at rest_route', async () => {
    const res = await apiFetch<Response, false>({ path: '/cms/v2/posts?per_page=2', parse: false });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-WP-Total')).toBe(String(SEEDED_POSTS));
    expect(res.headers.get('X-WP-TotalPages')).toBe(String(SEEDED_POSTS / 2));
    expect(await res.json()).toHaveLength(2);
    // Plain permalinks: the path goes after rest_route=/, its query joined with `&` (and the user-locale middleware's _locale).
    expect(fresh()).toEqual(['GET /index.php?rest_route=/cms/v2/posts&per_page=2&_locale=user → 200']);
  });

  it('is logged in: context=edit answers, and per_page=-1 fetches every page', async () => {
    const me = await apiFetch<{ id: number; roles: string[] }>({ path: '/cms/v2/users/me?context=edit' });
    expect(me).toMatchObject({ id: 1, roles: ['administrator'] });
    const all = await apiFetch<unknown[]>({ path: '/cms/v2/posts?per_page=-1' });
    expect(all).toHaveLength(SEEDED_POSTS);
    expect(fresh()).toEqual([
      'GET /index.php?rest_route=/cms/v2/users/me&context=edit&_locale=user → 200',
      'GET /index.php?rest_route=/cms/v2/posts&per_page=100&_locale=user → 200',
    ]);
  });

  it('creates a post, then updates it with PUT and deletes it with DELETE, both sent as POST with X-HTTP-Method-Override', async () => {
    const created = await apiFetch<{ id: number; status: string }>({
      path: '/cms/v2/posts',
      method: 'POST',
      data: { title: 'From api-fetch', status: 'draft' },
    });
    expect(created).toMatchObject({ status: 'draft', author: 1, title: { raw: 'From api-fetch' } });
    const updated = await apiFetch({ path: `/cms/v2/posts/${created.id}`, method: 'PUT', data: { title: 'Updated by api-fetch', status: 'publish' } });
    expect(updated).toMatchObject({ id: created.id, status: 'publish', title: { raw: 'Updated by api-fetch' } });
    const deleted = await apiFetch({ path: `/cms/v2/posts/${created.id}?force=true`, method: 'DELETE' });
    expect(deleted).toMatchObject({ deleted: true, previous: { id: created.id, title: { raw: 'Updated by api-fetch' } } });
    expect(fresh()).toEqual([
      'POST /index.php?rest_route=/cms/v2/posts&_locale=user → 201',
      `POST /index.php?rest_route=/cms/v2/posts/${created.id}&_locale=user (PUT) → 200`,
      `POST /index.php?rest_route=/cms/v2/posts/${created.id}&force=true&_locale=user (DELETE) → 200`,
    ]);
  });

  it("rejects with WordPress's {code, message, data} error", async () => {
    await expect(apiFetch({ path: '/cms/v2/posts/999999' })).rejects.toEqual({
      code: 'rest_post_invalid_id',
      message: 'Invalid post ID.',
      data: { status: 404 },
    });
    await expect(apiFetch({ path: '/cms/v2/posts?per_page=1000' })).rejects.toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): per_page',
      data: { status: 400, params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' } },
    });
  });

  it('refreshes a refused nonce from admin-ajax.php?action=rest-nonce and sends the request again', async () => {
    const middleware = apiFetch.nonceMiddleware!;
    middleware.nonce = '0123456789';
    const created = await apiFetch<{ id: number }>({ path: '/cms/v2/posts', method: 'POST', data: { title: 'After a nonce refresh' } });
    expect(middleware.nonce).toBe(nonce);
    expect(fresh()).toEqual([
      'POST /index.php?rest_route=/cms/v2/posts&_locale=user → 403',
      'GET /wp-admin/admin-ajax.php?action=rest-nonce → 200',
      'POST /index.php?rest_route=/cms/v2/posts&_locale=user → 201',
    ]);
    expect(created.id).toBeGreaterThan(0);
  });
});

/** Where Debian's `wordpress` package keeps WordPress's scripts, and those wp-api.js needs, in load order. */
const WP_JS = '/usr/share/wordpress/wp-includes/js/';
const WP_API_SCRIPTS = ['jquery/jquery.js', 'underscore.js', 'backbone.js', 'api-request.js', 'wp-api.js'];
const hasWordPressScripts = WP_API_SCRIPTS.every((file) => existsSync(WP_JS + file));
const chromiumPath = findChromium();

/**
 * The admin page a logged-in user lands on, as WordPress prints it for a page that enqueues `wp-api`: the
 * localized wpApiSettings (the REST root, the login's nonce; the version string is the mock's namespace), then the
 * scripts in dependency order.
 */
const adminPage = (base: string, nonce: string) => `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><title>Dashboard</title>
<script>var wpApiSettings = ${JSON.stringify({ root: `${base}/index.php?rest_route=/`, nonce, versionString: 'cms/v2/' })};</script>
${WP_API_SCRIPTS.map((file) => `<script src="${base}/wp-includes/js/${file}"></script>`).join('\n')}
</head><body class="wp-admin"></body></html>
`;

/** What the page's wp-api.js code sees (its globals are untyped here: the test's tsconfig has no DOM library). */
type Thenable<T = unknown> = PromiseLike<T>;
interface WpModel {
  id?: number;
  attributes: Record<string, unknown>;
  get(key: string): unknown;
  fetch(options?: object): Thenable;
  save(attributes?: object, options?: object): Thenable | false;
  destroy(options?: object): Thenable | false;
  getCategories(): Thenable;
  getAuthorUser(): Thenable<WpModel>;
}
interface WpCollection {
  length: number;
  state: { currentPage: number | null; totalPages: number | null; totalObjects: number | null };
  pluck(key: string): unknown[];
  fetch(options?: object): Thenable;
  more(options?: object): Thenable | false;
  hasMore(): boolean | null;
}
type ModelClass = new (attributes?: object) => WpModel;
type CollectionClass = new () => WpCollection;
interface WpApi {
  api: {
    init(args: { versionString: string; apiRoot: string }): Thenable<{ get(key: string): unknown }>;
    loadPromise: Thenable;
    models: Record<string, ModelClass>;
    collections: Record<string, CollectionClass>;
  };
}
/** The page's globals. */
interface PageGlobals {
  wp: WpApi;
}

describe.skipIf(!chromiumPath || !hasWordPressScripts)("WordPress's Backbone client wp-api.js in headless Chromium, unchanged", () => {
  const mock = listeningMock();
  let browser: Browser;
  let page: Page;
  /** Console errors and uncaught exceptions of the page: any fails the test. */
  let problems: string[] = [];
  let nonce = '';
  /** The last journal entry before the test: what the page sent is what comes after it. */
  let before = 0;

  /** The REST requests the mock answered while the admin page loaded. */
  let loading: string[] = [];

  /** The REST requests the mock answered since the test began: `METHOD route?query → status as user`. */
  const answered = () =>
    mock()
      .journal()
      .filter((e) => e.id > before)
      .map((e) => {
        const query = new URLSearchParams(Object.entries(e.query).map(([k, v]): [string, string] => [k, String(v)])).toString();
        return `${e.method} ${e.route}${query ? `?${query}` : ''} → ${e.status} as ${e.user ?? 'nobody'}`;
      });

  beforeAll(async () => {
    const base = mock().url;
    browser = await launchChromium(chromiumPath!);
    const context = await browser.newContext();
    page = await context.newPage();
    page.setDefaultTimeout(8_000);
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    // WordPress's scripts, at the addresses a WordPress site serves them from (read from Debian's package, not copied).
    await page.route(
      (url) => url.origin === base && url.pathname.startsWith('/wp-includes/js/'),
      (route) => {
        const file = new URL(route.request().url()).pathname.slice('/wp-includes/js/'.length);
        return WP_API_SCRIPTS.includes(file)
          ? route.fulfill({ path: WP_JS + file, contentType: 'application/javascript; charset=UTF-8' })
          : route.fulfill({ status: 404, body: '' });
      },
    );
    // The admin page (the mock serves none), printed for the browser's login with the nonce WordPress would print.
    await page.route(
      (url) => url.origin === base && url.pathname === '/wp-admin/',
      async (route) => {
        const cookie = (await context.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
        const res = await fetch(`${base}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { Cookie: cookie } });
        nonce = await res.text();
        await route.fulfill({ status: res.status === 200 ? 200 : 500, contentType: 'text/html; charset=UTF-8', body: adminPage(base, nonce) });
      },
    );
    // The login form's POST from the browser context, whose cookie jar keeps the login cookie. (Submitting the form
    // in the page would land on the mock's 404 for /wp-admin/: a redirect's target cannot be routed.)
    const login = await context.request.post(`${base}/wp-login.php`, { form: { log: ADMIN_LOGIN.username, pwd: ADMIN_LOGIN.password }, maxRedirects: 0 });
    expect(login.status()).toBe(302);
    await page.goto(`${base}/wp-admin/`);
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    // wp-api.js calls wp.api.init() with wpApiSettings as it loads: its promise settles once the schema is read.
    await page.evaluate(async () => {
      await (globalThis as unknown as PageGlobals).wp.api.loadPromise;
    });
    loading = answered();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    before = mock().journal().at(-1)?.id ?? 0;
  });
  afterEach(() => {
    const seen = problems;
    problems = [];
    expect(seen, 'the page logged errors').toEqual([]);
  });

  /** wp.api.init() for the mock's namespace, as a page calls it: resolved once the schema is read and built. */
  const init = () =>
    page.evaluate(async (apiRoot) => {
      const { wp } = globalThis as unknown as PageGlobals;
      const endpoint = await wp.api.init({ versionString: 'cms/v2/', apiRoot });
      return { models: Object.keys(wp.api.models), collections: Object.keys(wp.api.collections), nonce: endpoint.get('nonce') };
    }, `${mock().url}/index.php?rest_route=/`);

  it('builds its models and collections from the cms/v2 index, read at rest_route when the page loads', async () => {
    const built = await init();
    // With wpApiSettings, the page's own wp.api.init() read the namespace's index (the schema model sends no nonce,
    // so as nobody); init() with the same root and version string answers from it.
    expect(loading).toEqual(['GET /cms/v2 → 200 as nobody']);
    expect(answered()).toEqual([]);
    expect(built.models).toEqual(
      expect.arrayContaining(['Post', 'PostRevision', 'Page', 'Media', 'Category', 'Tag', 'User', 'UsersMe', 'Comment', 'Type', 'Taxonomy']),
    );
    expect(built.collections).toEqual(expect.arrayContaining(['Posts', 'PostRevisions', 'Pages', 'Media', 'Categories', 'Tags', 'Users', 'Comments']));
    expect(built.nonce).toBe(nonce);
  });

  it('fetches posts, reads X-WP-Total and X-WP-TotalPages into its state, and pages on with more()', async () => {
    await init();
    const listed = await page.evaluate(async () => {
      const { wp } = globalThis as unknown as PageGlobals;
      const posts = new wp.api.collections.Posts!();
      await posts.fetch({ data: { per_page: 5 } });
      const first = { ids: posts.pluck('id'), state: { ...posts.state }, hasMore: posts.hasMore() };
      await posts.more();
      return { first, second: { ids: posts.pluck('id'), state: { ...posts.state } } };
    });
    expect(listed.first.ids).toHaveLength(5);
    expect(listed.first.state).toEqual({ data: { per_page: 5 }, currentPage: 1, totalPages: Math.ceil(SEEDED_POSTS / 5), totalObjects: SEEDED_POSTS });
    expect(listed.first.hasMore).toBe(true);
    expect(listed.second.ids).toHaveLength(5);
    expect(listed.second.ids).not.toEqual(expect.arrayContaining(listed.first.ids));
    expect(listed.second.state).toMatchObject({ currentPage: 2, totalPages: Math.ceil(SEEDED_POSTS / 5), totalObjects: SEEDED_POSTS });
    // Each with the login cookie and the nonce: the administrator's requests.
    expect(answered()).toEqual(['GET /cms/v2/posts?per_page=5 → 200 as admin', 'GET /cms/v2/posts?per_page=5&page=2 → 200 as admin']);
  });

  it('reads a post by id, its categories and its author', async () => {
    await init();
    const base = mock().url;
    const [first] = (await (await fetch(`${base}/index.php?rest_route=/cms/v2/posts&per_page=1`)).json()) as {
      id: number;
      title: unknown;
      categories: number[];
      author: number;
    }[];
    const categories = (await (await fetch(`${base}/index.php?rest_route=/cms/v2/categories&include=${first!.categories.join(',')}`)).json()) as {
      name: string;
    }[];
    const author = (await (await fetch(`${base}/index.php?rest_route=/cms/v2/users/${first!.author}`)).json()) as { slug: string };
    const read = await page.evaluate(async (id) => {
      const { wp } = globalThis as unknown as PageGlobals;
      const post = new wp.api.models.Post!({ id });
      await post.fetch();
      const categories = (await post.getCategories()) as { name: string }[];
      const author = await post.getAuthorUser();
      return { title: post.get('title'), categories: categories.map((c) => c.name), author: author.get('slug') };
    }, first!.id);
    expect(read).toEqual({ title: first!.title, categories: categories.map((c) => c.name), author: author.slug });
  });

  it('creates, updates and destroys a post with the login cookie and its nonce', async () => {
    await init();
    const { created, updated, destroyed } = await page.evaluate(async () => {
      const { wp } = globalThis as unknown as PageGlobals;
      const post = new wp.api.models.Post!({ title: 'From wp-api.js', content: 'Written in Chromium.', status: 'publish' });
      await post.save();
      const created = { ...post.attributes };
      // save() sends the whole model back (title and content as the objects WordPress answered), with PUT.
      await post.save({ title: 'Updated by wp-api.js' });
      const updated = { ...post.attributes };
      const destroyed = await post.destroy();
      return { created, updated, destroyed };
    });
    expect(created).toMatchObject({ status: 'publish', author: 1, title: { raw: 'From wp-api.js', rendered: 'From wp-api.js' } });
    expect(updated).toMatchObject({ id: created.id, title: { raw: 'Updated by wp-api.js' }, content: { raw: 'Written in Chromium.' } });
    // A post is trashable: destroy() sends DELETE without force, and WordPress answers the trashed post.
    expect(destroyed).toMatchObject({ id: created.id, status: 'trash' });
    expect(answered()).toEqual([
      'POST /cms/v2/posts → 201 as admin',
      `PUT /cms/v2/posts/${created.id} → 200 as admin`,
      `DELETE /cms/v2/posts/${created.id} → 200 as admin`,
    ]);
    const trashed = await fetch(`${mock().url}/index.php?rest_route=/cms/v2/posts/${created.id}&context=edit`, { headers: { Authorization: ADMIN } });
    expect(await trashed.json()).toMatchObject({ status: 'trash', title: { raw: 'Updated by wp-api.js' } });
  });

  it('fetches the categories collection and reads one category', async () => {
    await init();
    const read = await page.evaluate(async () => {
      const { wp } = globalThis as unknown as PageGlobals;
      const categories = new wp.api.collections.Categories!();
      await categories.fetch();
      const id = categories.pluck('id')[0] as number;
      const category = new wp.api.models.Category!({ id });
      await category.fetch();
      return { names: categories.pluck('name'), id, name: category.get('name'), taxonomy: category.get('taxonomy') };
    });
    expect(read.names).toContain('Uncategorized');
    expect(read.name).toBe(read.names[0]);
    expect(read.taxonomy).toBe('category');
    expect(answered()).toEqual(['GET /cms/v2/categories → 200 as admin', `GET /cms/v2/categories/${read.id} → 200 as admin`]);
  });

  if (!chromiumPath) warnSkipped(TestRunner.getCurrentSuite().tasks.length, 'test/clients');
  else if (!hasWordPressScripts) {
    console.warn(
      `[clients] skipped ${TestRunner.getCurrentSuite().tasks.length} wp-api.js tests in test/clients: no WordPress scripts in ${WP_JS}. Run: apt-get install -y wordpress`,
    );
  }
});
