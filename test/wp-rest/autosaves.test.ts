// HTTP port of WordPress's tests/phpunit/tests/rest-api/rest-autosaves-controller.php, run against mock-site and
// the real WordPress 6.1 of test/real-site (see target.ts). The PHP fixture (a published post the editor autosaved,
// a page, a draft page, a parent page with the editor's draft child) is made over REST by each run.
// Ported (23 of 26, all run against both sites): test_register_routes, test_context_param, test_registered_query_params, test_get_items,
//   test_get_items_no_permission, test_get_items_missing_parent, test_get_items_invalid_parent_post_type,
//   test_get_item, test_get_item_embed_context, test_get_item_no_permission, test_get_item_missing_parent,
//   test_get_item_invalid_parent_post_type, test_delete_item (no DELETE route: 404 rest_no_route), test_prepare_item,
//   test_get_item_schema, test_create_item, test_update_item, test_update_item_nopriv,
//   test_rest_autosave_published_post, test_rest_autosave_draft_post_same_author,
//   test_rest_autosave_draft_post_different_author, test_update_item_draft_page_with_parent,
//   test_schema_validation_is_applied (also asserting the 400 the request gets).
// Not observable over HTTP: test_get_additional_field_registration (register_rest_field() in PHP),
//   test_get_item_sets_up_postdata (the global $post), test_rest_autosave_draft_post_locked_to_different_author
//   (wp_set_post_lock(): the _edit_lock meta is protected, REST cannot set it).
// Beyond the PHP file: an author's autosave is filtered by kses; who may read autosaves, role by role; an autosave repeating the post is refused and removes
// the caller's autosave (create_post_autosave()); the item route answers the newest autosave whatever ID it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostFactory } from './post-factory.js';
import { openTargets, type Answer, type Role } from './target.js';

const targets = await openTargets('autosaves.test.ts');
afterAll(() => Promise.all(targets.map((t) => t.close())));

/** REST_TESTS_IMPOSSIBLY_HIGH_NUMBER. */
const IMPOSSIBLY_HIGH = 99999999;
const VIEW_FIELDS = ['author', 'date', 'date_gmt', 'modified', 'modified_gmt', 'guid', 'id', 'parent', 'slug', 'title', 'excerpt', 'content'];
const EMBED_FIELDS = ['author', 'date', 'id', 'parent', 'slug', 'title', 'excerpt'];

const expectError = (res: Answer, code: string, status: number) => {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.body.data.status).toBe(status);
};

const sortedKeys = (data: Record<string, unknown>) =>
  Object.keys(data)
    .filter((k) => k !== '_links')
    .sort();

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_, t) => {
  const made = new PostFactory(t);
  let post: number;
  let page: number;
  let draftPage: number;
  let parentPage: number;
  let childDraftPage: number;
  let autosave: number;

  /** set_post_data(): the form the PHP tests autosave with. */
  const postData = (fields: Record<string, string | number>) =>
    Object.fromEntries(
      Object.entries({ title: 'Post Title', content: 'Post content', excerpt: 'Post excerpt', name: 'test', author: t.userId('editor'), ...fields }).map(
        ([k, v]) => [k, String(v)],
      ),
    );
  const read = (route: string, as: Role = 'editor') => t.send('GET', route, { as, query: { context: 'edit' } });

  beforeAll(async () => {
    post = await made.post();
    page = await made.page();
    autosave = (await made.ok('POST', `/wp/v2/posts/${post}/autosaves`, { as: 'editor', json: { content: 'This content is better.' } })).body.id;
    draftPage = await made.page({ status: 'draft' });
    parentPage = await made.page();
    childDraftPage = await made.page({ status: 'draft', parent: parentPage }, 'editor');
  });
  afterAll(() => made.cleanup());

  it('filters an autosave by a user without unfiltered_html as wp_insert_post() does (kses: the script goes, its text stays)', async () => {
    const own = await made.post({ status: 'publish' }, 'author');
    const res = await t.send('POST', `/wp/v2/posts/${own}/autosaves`, { as: 'author', json: { content: '<script>alert(1)</script><p>kept</p>' } });
    expect(res.status).toBe(200);
    expect(res.body.content.raw).toBe('alert(1)<p>kept</p>');
  });

  /** check_get_autosave_response(): the editor's autosave of the post, in WordPress's shape. */
  function checkAutosave(data: Record<string, unknown> & { _links?: { parent: { href: string }[] } }) {
    expect(data).toMatchObject({
      author: t.userId('editor'),
      id: autosave,
      parent: post,
      slug: `${post}-autosave-v1`,
      content: { rendered: '<p>This content is better.</p>\n' },
      title: { rendered: '' },
    });
    for (const date of ['date', 'date_gmt', 'modified', 'modified_gmt']) expect(data[date]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect((data.guid as { rendered: string }).rendered).toMatch(new RegExp(`\\?p=${autosave}$`));
    expect(new URL(data._links!.parent[0]!.href).searchParams.get('rest_route')).toBe(`/${t.core}/posts/${post}`);
  }

  describe('routes and schema', () => {
    it('test_register_routes: the namespace lists the autosave routes of posts and pages', async () => {
      const routes = Object.keys((await t.send('GET', '/wp/v2')).body.routes);
      for (const base of ['posts', 'pages']) {
        expect(routes).toContain(`/${t.core}/${base}/(?P<id>[\\d]+)/autosaves`);
        expect(routes).toContain(`/${t.core}/${base}/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)`);
      }
    });

    it('test_context_param: both routes take context view (default), edit or embed', async () => {
      for (const route of [`/wp/v2/posts/${post}/autosaves`, `/wp/v2/posts/${post}/autosaves/${autosave}`]) {
        const context = (await t.send('OPTIONS', route)).body.endpoints[0].args.context;
        expect(context.default).toBe('view');
        expect([...context.enum].sort()).toEqual(['edit', 'embed', 'view']);
      }
    });

    it('test_registered_query_params: listing takes context and parent only', async () => {
      const args = (await t.send('OPTIONS', `/wp/v2/posts/${post}/autosaves`)).body.endpoints[0].args;
      expect(Object.keys(args).sort()).toEqual(['context', 'parent']);
    });

    it("test_get_item_schema: an autosave has the revision's twelve properties and preview_link", async () => {
      const properties = (await t.send('OPTIONS', `/wp/v2/posts/${post}/autosaves`)).body.schema.properties;
      expect(Object.keys(properties).sort()).toEqual([...VIEW_FIELDS, 'preview_link'].sort());
    });

    it('test_delete_item: autosaves cannot be deleted (404 rest_no_route)', async () => {
      expectError(await t.send('DELETE', `/wp/v2/posts/${post}/autosaves/${autosave}`, { as: 'editor' }), 'rest_no_route', 404);
    });
  });

  describe('reading', () => {
    it('test_get_items: an editor lists the one autosave of the post', async () => {
      const res = await t.send('GET', `/wp/v2/posts/${post}/autosaves`, { as: 'editor' });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      checkAutosave(res.body[0]);
    });

    it('test_get_items_no_permission: anonymous 401 and a contributor 403 rest_cannot_read', async () => {
      expectError(await t.send('GET', `/wp/v2/posts/${post}/autosaves`), 'rest_cannot_read', 401);
      expectError(await t.send('GET', `/wp/v2/posts/${post}/autosaves`, { as: 'contributor' }), 'rest_cannot_read', 403);
    });

    it.each([
      ['test_get_items_missing_parent: a parent that does not exist', () => `/wp/v2/posts/${IMPOSSIBLY_HIGH}/autosaves`],
      ['test_get_items_invalid_parent_post_type: a page under posts', () => `/wp/v2/posts/${page}/autosaves`],
      ['test_get_item_missing_parent: one autosave under a parent that does not exist', () => `/wp/v2/posts/${IMPOSSIBLY_HIGH}/autosaves/${autosave}`],
      ['test_get_item_invalid_parent_post_type: a page under posts (the list route, as in PHP)', () => `/wp/v2/posts/${page}/autosaves`],
    ])('%s is 404 rest_post_invalid_parent', async (_name, route) => {
      expectError(await t.send('GET', route(), { as: 'editor' }), 'rest_post_invalid_parent', 404);
    });

    it('test_get_item: an editor reads the autosave, the view fields, its author the editor', async () => {
      const res = await t.send('GET', `/wp/v2/posts/${post}/autosaves/${autosave}`, { as: 'editor' });
      expect(res.status).toBe(200);
      checkAutosave(res.body);
      expect(sortedKeys(res.body)).toEqual([...VIEW_FIELDS].sort());
    });

    it('test_get_item_embed_context: the embed context keeps author, date, id, parent, slug, title and excerpt', async () => {
      const res = await t.send('GET', `/wp/v2/posts/${post}/autosaves/${autosave}`, { as: 'editor', query: { context: 'embed' } });
      expect(sortedKeys(res.body)).toEqual([...EMBED_FIELDS].sort());
    });

    it('test_get_item_no_permission: a contributor is refused 403 rest_cannot_read', async () => {
      expectError(await t.send('GET', `/wp/v2/posts/${post}/autosaves/${autosave}`, { as: 'contributor' }), 'rest_cannot_read', 403);
    });

    it('test_prepare_item: the autosave reads as it does in the list', async () => {
      const res = await t.send('GET', `/wp/v2/posts/${post}/autosaves/${autosave}`, { as: 'editor' });
      checkAutosave(res.body);
      expect((await t.send('GET', `/wp/v2/posts/${post}/autosaves`, { as: 'editor' })).body[0]).toEqual(res.body);
    });

    it("the item route answers the post's newest autosave whatever ID it names", async () => {
      const res = await t.send('GET', `/wp/v2/posts/${post}/autosaves/${IMPOSSIBLY_HIGH}`, { as: 'editor' });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(autosave);
    });
  });

  describe('autosaving', () => {
    it.each([
      ['test_create_item: an editor autosaves a published post', {}],
      ['test_update_item: an editor autosaves it naming a contributor as author', { author: 'contributor' }],
    ] as const)('%s: the answer has title, content and excerpt', async (_name, fields) => {
      const form = postData({ id: post, ...('author' in fields ? { author: t.userId(fields.author) } : {}) });
      const res = await t.send('POST', `/wp/v2/posts/${post}/autosaves`, { as: 'editor', form });
      expect(res.status).toBe(200);
      expect(res.body).toHaveProperty('content');
      expect(res.body).toHaveProperty('excerpt');
      expect(res.body).toHaveProperty('title');
    });

    it("test_update_item_nopriv: a contributor may not autosave the administrator's post (403 rest_cannot_edit)", async () => {
      const form = postData({ id: post, author: t.userId('editor') });
      expectError(await t.send('POST', `/wp/v2/posts/${post}/autosaves`, { as: 'contributor', form }), 'rest_cannot_edit', 403);
    });

    it('test_rest_autosave_published_post: the autosave takes the new content and leaves the post alone', async () => {
      const current = (await read(`/wp/v2/posts/${post}`, 'administrator')).body;
      const json = {
        id: post,
        title: current.title.raw,
        content: 'Updated post \\ content',
        excerpt: current.excerpt.raw,
        name: 'test',
        author: t.userId('editor'),
      };
      const res = await t.send('POST', `/wp/v2/posts/${post}/autosaves`, { as: 'editor', json });
      expect(res.status).toBe(200);
      expect(res.body.parent).toBe(post);
      expect(res.body.title.raw).toBe(current.title.raw);
      expect(res.body.excerpt.raw).toBe(current.excerpt.raw);
      expect(res.body.content.raw).not.toBe(current.content.raw);
      const [stored] = (await read(`/wp/v2/posts/${post}/autosaves`)).body;
      expect(stored).toMatchObject({ id: autosave, title: { raw: json.title }, content: { raw: json.content }, excerpt: { raw: json.excerpt } });
      expect((await read(`/wp/v2/posts/${post}`, 'administrator')).body.content.raw).toBe(current.content.raw);
    });

    it("test_rest_autosave_draft_post_same_author: the author's draft (named by the body's id) is updated itself", async () => {
      const draft = await made.post({ status: 'draft', title: 'Test post title', content: 'Test post content', excerpt: 'Test post excerpt' }, 'editor');
      const json = { id: draft, content: 'Updated post \\ content', title: 'Updated post title' };
      const res = await t.send('POST', `/wp/v2/posts/${post}/autosaves`, { as: 'editor', json });
      expect(res.body.id).toBe(draft);
      expect(res.body.content.raw).toBe(json.content);
      expect(res.body.title.raw).toBe(json.title);
      const stored = (await read(`/wp/v2/posts/${draft}`)).body;
      expect([stored.content.raw, stored.title.raw, stored.excerpt.raw]).toEqual([json.content, json.title, 'Test post excerpt']);
    });

    it("test_rest_autosave_draft_post_different_author: another author's draft gets an autosave and stays as it was", async () => {
      const fields = { status: 'draft', title: 'Test post title', content: 'Test post content', excerpt: 'Test post excerpt' };
      const draft = await made.post(fields, 'author');
      const json = { id: draft, content: 'Updated post content', excerpt: fields.excerpt, title: fields.title };
      const res = await t.send('POST', `/wp/v2/posts/${post}/autosaves`, { as: 'editor', json });
      expect(res.body.parent).toBe(draft);
      const current = (await read(`/wp/v2/posts/${draft}`)).body;
      expect([current.title.raw, current.content.raw, current.excerpt.raw]).toEqual([fields.title, fields.content, fields.excerpt]);
      const [stored] = (await read(`/wp/v2/posts/${draft}/autosaves`)).body;
      expect([stored.title.raw, stored.excerpt.raw, stored.content.raw]).toEqual([fields.title, fields.excerpt, json.content]);
    });

    it("test_update_item_draft_page_with_parent: the editor's draft child page keeps its ID and parent", async () => {
      const form = postData({ id: childDraftPage, author: t.userId('editor') });
      const res = await t.send('POST', `/wp/v2/pages/${childDraftPage}/autosaves`, { as: 'editor', form });
      expect(res.body.id).toBe(childDraftPage);
      expect(res.body.parent).toBe(parentPage);
    });

    it('test_schema_validation_is_applied: comment_status "garbage" is 400 rest_invalid_param and not stored', async () => {
      const form = postData({ id: draftPage, comment_status: 'garbage' });
      expectError(await t.send('POST', `/wp/v2/pages/${draftPage}/autosaves`, { as: 'editor', form }), 'rest_invalid_param', 400);
      expect((await read(`/wp/v2/pages/${draftPage}`, 'administrator')).body.comment_status).not.toBe('garbage');
    });

    it('a first autosave is stored even when it repeats the post', async () => {
      const other = await made.post();
      const title = (await read(`/wp/v2/posts/${other}`, 'administrator')).body.title.raw;
      const res = await t.send('POST', `/wp/v2/posts/${other}/autosaves`, { as: 'editor', json: { title } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ parent: other, title: { raw: title }, content: { raw: '' } });
    });

    it("an autosave that repeats the post is 400 rest_autosave_no_changes and removes the caller's autosave", async () => {
      const other = await made.post();
      const title = (await read(`/wp/v2/posts/${other}`, 'administrator')).body.title.raw;
      await made.ok('POST', `/wp/v2/posts/${other}/autosaves`, { as: 'editor', json: { title: made.unique('Autosaved title') } });
      expectError(await t.send('POST', `/wp/v2/posts/${other}/autosaves`, { as: 'editor', json: { title } }), 'rest_autosave_no_changes', 400);
      expect((await read(`/wp/v2/posts/${other}/autosaves`)).body).toEqual([]);
    });
  });

  describe('who may read autosaves: edit_post on the parent', () => {
    const cases: [Role, 'administrator' | 'own', string, number][] = [
      ['administrator', 'administrator', 'publish', 200],
      ['editor', 'administrator', 'publish', 200],
      ['author', 'administrator', 'publish', 403],
      ['author', 'own', 'publish', 200],
      ['contributor', 'administrator', 'publish', 403],
      ['contributor', 'own', 'draft', 200],
      ['subscriber', 'administrator', 'publish', 403],
      ['subscriber', 'own', 'draft', 403],
    ];
    const named = cases.map(
      ([role, owner, status, expected]) =>
        [
          `${role} reading the autosaves of ${owner === 'own' ? 'their own' : "the administrator's"} ${status === 'publish' ? 'published post' : 'draft'} answers ${expected}`,
          role,
          owner,
          status,
          expected,
        ] as const,
    );
    it.each(named)('%s', async (_name, role, owner, status, expected) => {
      const id = await made.post({ author: t.userId(owner === 'own' ? role : 'administrator'), status });
      await made.ok('POST', `/wp/v2/posts/${id}/autosaves`, { json: { title: made.unique('Autosaved title') } });
      const list = await t.send('GET', `/wp/v2/posts/${id}/autosaves`, { as: role });
      const one = await t.send('GET', `/wp/v2/posts/${id}/autosaves/1`, { as: role });
      expect([list.status, one.status]).toEqual([expected, expected]);
      if (expected === 200) expect(list.body).toHaveLength(1);
      else expect([list.body.code, one.body.code]).toEqual(['rest_cannot_read', 'rest_cannot_read']);
    });
  });
});
