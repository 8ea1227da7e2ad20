// HTTP ports of WordPress's tests/phpunit/tests/rest-api/rest-pages-controller.php: the pages collection and item
// (parents, menu order, templates, passwords, the schema). Each case runs against mock-site and, when it runs, the
// real WordPress 6.1 of test/real-site; a test reads only the pages it made.
//
// Ported: test_register_routes, test_context_param, test_registered_query_params, test_get_items,
// test_get_items_parent_query, test_get_items_parents_query, test_get_items_parent_exclude_query,
// test_get_items_menu_order_query, test_get_items_min_max_pages_query, test_get_items_private_filter_query_var,
// test_get_items_invalid_date, test_get_items_valid_date, test_get_items_invalid_modified_date,
// test_get_item_invalid_post_type, test_create_page_with_parent, test_create_page_with_invalid_parent,
// test_delete_item, test_prepare_item_limit_fields, test_get_pages_params, test_update_page_menu_order,
// test_update_page_menu_order_to_zero, test_update_page_parent_non_zero, test_update_page_parent_zero,
// test_get_page_with_password, test_get_page_with_password_using_password,
// test_get_page_with_password_using_incorrect_password, test_get_page_with_password_without_permission,
// test_get_item_schema. test_get_item, test_create_item, test_update_item and test_prepare_item are empty in PHP.
//
// Not observable over HTTP: test_create_item_with_template (theme_page_templates filter) and
// test_get_items_valid_modified_date (sets post_modified in the database).
import { afterAll, describe, expect, it } from 'vitest';
import { autop } from './post-checks.js';
import { PostFactory } from './post-factory.js';
import { openTargets, type QueryValue, type Role } from './target.js';

const targets = await openTargets('pages.test.ts');
afterAll(async () => {
  for (const t of targets) await t.close();
});

const LIST_ARGS_61 = [
  'after',
  'author',
  'author_exclude',
  'before',
  'context',
  'exclude',
  'include',
  'menu_order',
  'modified_after',
  'modified_before',
  'offset',
  'order',
  'orderby',
  'page',
  'parent',
  'parent_exclude',
  'per_page',
  'search',
  'slug',
  'status',
];
const PROPERTIES_61 = [
  'author',
  'comment_status',
  'content',
  'date',
  'date_gmt',
  'excerpt',
  'featured_media',
  'generated_slug',
  'guid',
  'id',
  'link',
  'menu_order',
  'meta',
  'modified',
  'modified_gmt',
  'parent',
  'password',
  'permalink_template',
  'ping_status',
  'slug',
  'status',
  'template',
  'title',
  'type',
];

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_, t) => {
  const f = new PostFactory(t);
  afterAll(() => f.cleanup());
  const list = (query: Record<string, QueryValue> = {}, as?: Role) => t.send('GET', '/wp/v2/pages', { query, ...(as ? { as } : {}) });
  const ids = (res: { body: { id: number }[] }) => res.body.map((p) => p.id);
  const error = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

  describe('the route', () => {
    it('test_register_routes: the index lists the collection with two endpoints and the item with three', async () => {
      const index = await t.send('GET', `/${t.core}`);
      expect(index.body.routes[`/${t.core}/pages`].endpoints).toHaveLength(2);
      expect(index.body.routes[`/${t.core}/pages/(?P<id>[\\d]+)`].endpoints).toHaveLength(3);
    });

    it('test_context_param: both routes take context view, embed or edit (view by default)', async () => {
      const id = await f.page();
      for (const route of ['/wp/v2/pages', `/wp/v2/pages/${id}`]) {
        const endpoint = (await t.send('OPTIONS', route)).body.endpoints[0];
        expect(endpoint.args.context).toMatchObject({ default: 'view', enum: ['view', 'embed', 'edit'] });
      }
    });

    it('test_registered_query_params: the collection takes the list arguments and allows batches', async () => {
      const endpoint = (await t.send('OPTIONS', '/wp/v2/pages')).body.endpoints[0];
      expect(endpoint.allow_batch).toEqual({ v1: true });
      // The seed (a newer WordPress) declares search_columns and search_semantics too.
      const expected = t.name === 'wordpress' ? LIST_ARGS_61 : [...LIST_ARGS_61, 'search_columns', 'search_semantics'].sort();
      expect(Object.keys(endpoint.args).sort()).toEqual(expected);
    });

    it("test_get_item_schema: the schema has the page's 24 properties", async () => {
      const properties = Object.keys((await t.send('OPTIONS', '/wp/v2/pages')).body.schema.properties).sort();
      expect(properties).toEqual(PROPERTIES_61);
    });
  });

  describe('the collection', () => {
    it('test_get_items: lists published pages, not drafts', async () => {
      const id1 = await f.page();
      const id2 = await f.page({ status: 'draft' });
      expect(ids(await list({ include: [id1, id2] }))).toEqual([id1]);
    });

    it('test_get_items_parent_query: filters by parent and refuses a slug as parent', async () => {
      const id1 = await f.page();
      const id2 = await f.page({ parent: id1 });
      expect(ids(await list({ include: [id1, id2] }))).toHaveLength(2);
      expect(ids(await list({ include: [id1, id2], parent: id1 }))).toEqual([id2]);
      expect(error(await list({ parent: 'some-slug' }))).toEqual([400, 'rest_invalid_param']);
    });

    it('test_get_items_parents_query: filters by several parents', async () => {
      const id1 = await f.page();
      const id2 = await f.page({ parent: id1 });
      const id3 = await f.page();
      const id4 = await f.page({ parent: id3 });
      expect(ids(await list({ include: [id1, id2, id3, id4] }))).toHaveLength(4);
      expect(ids(await list({ parent: [id1, id3] })).sort()).toEqual([id2, id4].sort());
    });

    it("test_get_items_parent_exclude_query: leaves out a parent's children and refuses a slug", async () => {
      const id1 = await f.page();
      const id2 = await f.page({ parent: id1 });
      expect(ids(await list({ include: [id1, id2], parent_exclude: id1 }))).toEqual([id1]);
      expect(error(await list({ parent_exclude: 'some-slug' }))).toEqual([400, 'rest_invalid_param']);
    });

    it('test_get_items_menu_order_query: filters and orders by menu_order, which must be a number', async () => {
      const id1 = await f.page();
      const id2 = await f.page({ menu_order: 2 });
      const id3 = await f.page({ menu_order: 3 });
      const id4 = await f.page({ menu_order: 1 });
      const mine = [id1, id2, id3, id4];
      expect(ids(await list({ include: mine })).sort()).toEqual([...mine].sort());
      expect(ids(await list({ include: mine, menu_order: 1 }))).toEqual([id4]);
      expect(ids(await list({ include: mine, order: 'asc', orderby: 'menu_order' }))).toEqual([id1, id4, id2, id3]);
      expect(error(await list({ menu_order: 'top-first' }))).toEqual([400, 'rest_invalid_param']);
    });

    it.each([0, 101])('test_get_items_min_max_pages_query: per_page=%i is out of range', async (perPage) => {
      const res = await list({ per_page: perPage });
      expect(error(res)).toEqual([400, 'rest_invalid_param']);
      expect(res.body.data.params.per_page).toContain('per_page must be between 1 (inclusive) and 100 (inclusive)');
    });

    it('test_get_items_private_filter_query_var: drafts are refused to anonymous callers and listed for editors', async () => {
      const token = f.unique('Private');
      await f.page({ title: token });
      const draft = await f.page({ title: token, status: 'draft' });
      expect(error(await list({ search: token, status: 'draft' }))).toEqual([400, 'rest_invalid_param']);
      expect(ids(await list({ search: token, status: 'draft' }, 'editor'))).toEqual([draft]);
    });

    it.each([
      ['test_get_items_invalid_date', { after: 'foo', before: 'bar' }],
      ['test_get_items_invalid_modified_date', { modified_after: 'foo', modified_before: 'bar' }],
    ])('%s: refuses the dates', async (_, query) => {
      expect(error(await list(query))).toEqual([400, 'rest_invalid_param']);
    });

    it('test_get_items_valid_date: after and before are exclusive', async () => {
      const p1 = await f.page({ date: '2016-01-15T00:00:00Z' });
      const p2 = await f.page({ date: '2016-01-16T00:00:00Z' });
      const p3 = await f.page({ date: '2016-01-17T00:00:00Z' });
      expect(ids(await list({ include: [p1, p2, p3], after: '2016-01-15T00:00:00Z', before: '2016-01-17T00:00:00Z' }))).toEqual([p2]);
    });

    it('test_get_pages_params: page and per_page cut the list; the totals count every match', async () => {
      const token = f.unique('Params');
      for (let i = 0; i < 8; i++) await f.page({ title: token });
      const res = await list({ search: token, page: 2, per_page: 4 });
      expect(res.status).toBe(200);
      expect([res.headers.get('x-wp-total'), res.headers.get('x-wp-totalpages')]).toEqual(['8', '2']);
      expect(res.body.map((p: { type: string }) => p.type)).toEqual(['page', 'page', 'page', 'page']);
    });
  });

  describe('one page', () => {
    it('test_get_item_invalid_post_type: a post is not found on the pages route', async () => {
      expect((await t.send('GET', `/wp/v2/pages/${await f.post()}`)).status).toBe(404);
    });

    it('test_create_page_with_parent: the new page links up to its parent', async () => {
      const parent = await f.page();
      const res = await t.send('POST', '/wp/v2/pages', { json: { title: f.unique('Child'), status: 'publish', parent }, as: 'editor' });
      expect(res.status).toBe(201);
      f.track(`/wp/v2/pages/${res.body.id as number}`);
      expect(res.body.parent).toBe(parent);
      expect(res.body._links.up[0].href).toMatch(new RegExp(`/pages/${parent}$`));
    });

    it('test_create_page_with_invalid_parent: refuses a parent that does not exist', async () => {
      const res = await t.send('POST', '/wp/v2/pages', { json: { title: f.unique('Orphan'), status: 'publish', parent: -1 }, as: 'editor' });
      expect(error(res)).toEqual([400, 'rest_post_invalid_id']);
    });

    it('test_delete_item: force=false moves the page to the trash', async () => {
      const id = await f.page({ title: 'Deleted page' });
      const res = await t.send('DELETE', `/wp/v2/pages/${id}`, { query: { force: 'false' }, as: 'editor' });
      expect(res.status).toBe(200);
      expect([res.body.title.raw, res.body.status]).toEqual(['Deleted page', 'trash']);
    });

    it('test_prepare_item_limit_fields: _fields keeps only the fields asked for', async () => {
      const res = await t.send('GET', `/wp/v2/pages/${await f.page()}`, { query: { context: 'edit', _fields: 'id,slug' }, as: 'editor' });
      expect(Object.keys(res.body)).toEqual(['id', 'slug']);
    });

    it.each([
      ['test_update_page_menu_order', 0, 1],
      ['test_update_page_menu_order_to_zero', 1, 0],
    ])('%s: menu_order %i becomes %i', async (_, before, after) => {
      const id = await f.page({ menu_order: before });
      expect((await t.send('PUT', `/wp/v2/pages/${id}`, { form: { menu_order: String(after) }, as: 'editor' })).body.menu_order).toBe(after);
    });

    it('test_update_page_parent_non_zero and test_update_page_parent_zero: the parent is set and removed', async () => {
      const page1 = await f.page();
      const page2 = await f.page();
      expect((await t.send('PUT', `/wp/v2/pages/${page2}`, { form: { parent: String(page1) }, as: 'editor' })).body.parent).toBe(page1);
      expect((await t.send('PUT', `/wp/v2/pages/${page2}`, { form: { parent: '0' }, as: 'editor' })).body.parent).toBe(0);
    });
  });

  describe('password-protected pages', () => {
    const secret = { password: '$inthebananastand', content: 'Some secret content.', excerpt: 'Some secret excerpt.' };

    it.each(['test_get_page_with_password', 'test_get_page_with_password_without_permission'])('%s: hides the content and excerpt', async () => {
      const res = await t.send('GET', `/wp/v2/pages/${await f.page(secret)}`);
      expect(res.body.content).toEqual({ rendered: '', protected: true });
      expect(res.body.excerpt).toEqual({ rendered: '', protected: true });
    });

    it('test_get_page_with_password_using_password: the right password shows them', async () => {
      const res = await t.send('GET', `/wp/v2/pages/${await f.page(secret)}`, { query: { password: secret.password } });
      expect(res.body.content).toEqual({ rendered: autop(secret.content), protected: true });
      expect(res.body.excerpt).toEqual({ rendered: autop(secret.excerpt), protected: true });
    });

    it('test_get_page_with_password_using_incorrect_password: a wrong password answers 403', async () => {
      const res = await t.send('GET', `/wp/v2/pages/${await f.page(secret)}`, { query: { password: 'wrongpassword' } });
      expect(error(res)).toEqual([403, 'rest_post_incorrect_password']);
    });
  });
});
