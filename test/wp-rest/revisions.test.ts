// HTTP port of WordPress's tests/phpunit/tests/rest-api/rest-revisions-controller.php, run against mock-site and
// the real WordPress 6.1 of test/real-site (see target.ts). The PHP fixture (a post an editor updated three times,
// a page) is made over REST by each run, with titles unique to the run.
// Ported (37 of 39; 35 run against both sites): test_register_routes, test_context_param, test_get_items,
//   test_get_items_no_permission, test_get_items_missing_parent, test_get_items_invalid_parent_post_type, test_get_item, test_get_item_embed_context,
//   test_get_item_no_permission, test_get_item_missing_parent, test_get_item_invalid_parent_post_type, test_delete_item,
//   test_delete_item_parent_check, test_delete_item_cannot_delete_parent, test_delete_item_no_permission,
//   test_prepare_item, test_prepare_item_limit_fields (as the same request with _fields), test_get_item_schema,
//   test_create_item, test_update_item, the pagination and offset tests of ticket 40510 (15), and
//   test_delete_item_remove_do_not_allow and test_delete_item_no_trash (2), which need a map_meta_cap filter that
//   grants deleting revisions: they run against a mock whose scenario grants it (auth.delete_revisions), since the
//   stock WordPress of test/real-site has no such filter (WordPress's answers with one: reference capture 40b).
// Not observable over HTTP: test_get_additional_field_registration (register_rest_field() in PHP),
//   test_get_item_sets_up_postdata (the global $post after dispatch).
// Beyond the PHP file: who may read revisions, role by role (edit_post on the parent decides), and that even an
// administrator may not delete a revision by default.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostFactory } from './post-factory.js';
import { mockTarget, openTargets, type Answer, type Role, type Target } from './target.js';

const targets = await openTargets('revisions.test.ts');
afterAll(() => Promise.all(targets.map((t) => t.close())));

/** REST_TESTS_IMPOSSIBLY_HIGH_NUMBER. */
const IMPOSSIBLY_HIGH = 99999999;
/** What the editor writes into the post, oldest first (revision_1 .. revision_3). */
const EDITS = ['This content is better.', 'This content is marvelous.', 'This content is fantastic.'];
const VIEW_FIELDS = ['author', 'date', 'date_gmt', 'modified', 'modified_gmt', 'guid', 'id', 'parent', 'slug', 'title', 'excerpt', 'content'];
const EMBED_FIELDS = ['author', 'date', 'id', 'parent', 'slug', 'title', 'excerpt'];

const expectError = (res: Answer, code: string, status: number) => {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.body.data.status).toBe(status);
};

/** The Link header's targets by rel. */
function linksOf(res: Answer): Record<string, URL> {
  const out: Record<string, URL> = {};
  for (const m of (res.headers.get('link') ?? '').matchAll(/<([^>]+)>;\s*rel="([^"]+)"/g)) out[m[2]!] = new URL(m[1]!);
  return out;
}

/** The PHP fixture: a published post the editor updated three times, a page; `ids` are the revisions oldest first. */
async function revisedPost(made: PostFactory) {
  const post = await made.post();
  const page = await made.page();
  for (const content of EDITS) await made.ok('POST', `/wp/v2/posts/${post}`, { as: 'editor', json: { content } });
  const list = await made.ok('GET', `/wp/v2/posts/${post}/revisions`, { as: 'editor' });
  const ids = (list.body as { id: number }[]).map((r) => r.id).reverse();
  return { post, page, ids };
}

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_, t) => {
  const made = new PostFactory(t);
  let post: number;
  let page: number;
  let total: number;
  let revision1: number;
  /** As the editor unless `as` says otherwise (null: anonymous). */
  const revisions = (query: Record<string, string | number> = {}, as: Role | null = 'editor') =>
    t.send('GET', `/wp/v2/posts/${post}/revisions`, { query, ...(as ? { as } : {}) });
  const revision = (id: number, query: Record<string, string> = {}, as: Role | null = 'editor') =>
    t.send('GET', `/wp/v2/posts/${post}/revisions/${id}`, { query, ...(as ? { as } : {}) });

  beforeAll(async () => {
    const fixture = await revisedPost(made);
    ({ post, page } = fixture);
    total = fixture.ids.length;
    revision1 = fixture.ids[0]!;
  });
  afterAll(() => made.cleanup());

  /** check_get_revision_response(): the revision of the `n`th edit (1 = oldest), read back in WordPress's shape. */
  function checkRevision(data: Record<string, unknown> & { _links?: { parent: { href: string }[] } }, n: number) {
    expect(data).toMatchObject({
      author: t.userId('editor'),
      parent: post,
      slug: `${post}-revision-v1`,
      content: { rendered: `<p>${EDITS[n - 1]}</p>\n` },
      title: { rendered: expect.stringContaining('Post title') },
    });
    for (const date of ['date', 'date_gmt', 'modified', 'modified_gmt']) expect(data[date]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect((data.guid as { rendered: string }).rendered).toMatch(new RegExp(`\\?p=${data.id as number}$`));
    expect(new URL(data._links!.parent[0]!.href).searchParams.get('rest_route')).toBe(`/${t.core}/posts/${post}`);
  }

  describe('routes and schema', () => {
    it('test_register_routes: the namespace lists the revision routes of posts and pages', async () => {
      const routes = Object.keys((await t.send('GET', '/wp/v2')).body.routes);
      for (const base of ['posts', 'pages']) {
        expect(routes).toContain(`/${t.core}/${base}/(?P<parent>[\\d]+)/revisions`);
        expect(routes).toContain(`/${t.core}/${base}/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)`);
      }
    });

    it('test_context_param: both routes take context view (default), edit or embed', async () => {
      for (const route of [`/wp/v2/posts/${post}/revisions`, `/wp/v2/posts/${post}/revisions/${revision1}`]) {
        const context = (await t.send('OPTIONS', route)).body.endpoints[0].args.context;
        expect(context.default).toBe('view');
        expect([...context.enum].sort()).toEqual(['edit', 'embed', 'view']);
      }
    });

    it('test_get_item_schema: a revision has the twelve properties of its schema', async () => {
      const properties = (await t.send('OPTIONS', `/wp/v2/posts/${post}/revisions`)).body.schema.properties;
      expect(Object.keys(properties).sort()).toEqual([...VIEW_FIELDS].sort());
    });

    it.each([
      ['test_create_item: revisions cannot be created', () => `/wp/v2/posts/${post}/revisions`],
      ['test_update_item: revisions cannot be updated', () => `/wp/v2/posts/${post}/revisions/${revision1}`],
    ])('%s (404 rest_no_route)', async (_name, route) => {
      expectError(await t.send('POST', route()), 'rest_no_route', 404);
    });
  });

  describe('reading', () => {
    it('test_get_items: an editor lists the three revisions, newest first', async () => {
      const res = await revisions();
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      expect(total).toBe(3);
      res.body.forEach((data: Record<string, unknown>, i: number) => {
        checkRevision(data, 3 - i);
      });
    });

    it('test_get_items_no_permission: anonymous 401 and a contributor 403 rest_cannot_read', async () => {
      expectError(await revisions({}, null), 'rest_cannot_read', 401);
      expectError(await revisions({}, 'contributor'), 'rest_cannot_read', 403);
    });

    it.each([
      ['test_get_items_missing_parent: a parent that does not exist', () => `/wp/v2/posts/${IMPOSSIBLY_HIGH}/revisions`],
      ['test_get_items_invalid_parent_post_type: a page under posts', () => `/wp/v2/posts/${page}/revisions`],
      ['test_get_item_missing_parent: one revision under a parent that does not exist', () => `/wp/v2/posts/${IMPOSSIBLY_HIGH}/revisions/${revision1}`],
      ['test_get_item_invalid_parent_post_type: one revision under a page as a post', () => `/wp/v2/posts/${page}/revisions/${revision1}`],
    ])('%s is 404 rest_post_invalid_parent', async (_name, route) => {
      expectError(await t.send('GET', route(), { as: 'editor' }), 'rest_post_invalid_parent', 404);
    });

    it('test_get_item: an editor reads the oldest revision, the view fields, its author the editor', async () => {
      const res = await revision(revision1);
      expect(res.status).toBe(200);
      checkRevision(res.body, 1);
      const { _links: _, ...data } = res.body;
      expect(Object.keys(data).sort()).toEqual([...VIEW_FIELDS].sort());
      expect(data.author).toBe(t.userId('editor'));
    });

    it('test_get_item_embed_context: the embed context keeps author, date, id, parent, slug, title and excerpt', async () => {
      const { _links: _, ...data } = (await revision(revision1, { context: 'embed' })).body;
      expect(Object.keys(data).sort()).toEqual([...EMBED_FIELDS].sort());
    });

    it('test_get_item_no_permission: anonymous 401 and a contributor 403 rest_cannot_read', async () => {
      expectError(await revision(revision1, {}, null), 'rest_cannot_read', 401);
      expectError(await revision(revision1, {}, 'contributor'), 'rest_cannot_read', 403);
    });

    it('test_prepare_item: one revision reads as it does in the list', async () => {
      const res = await revision(revision1);
      checkRevision(res.body, 1);
      expect((await revisions()).body[2]).toEqual(res.body);
    });

    it('test_prepare_item_limit_fields: _fields=id,slug in edit context keeps exactly id and slug', async () => {
      const res = await revision(revision1, { context: 'edit', _fields: 'id,slug' });
      expect(Object.keys(res.body)).toEqual(['id', 'slug']);
    });
  });

  describe('deleting (refused by default: WordPress maps delete_post on a revision to do_not_allow)', () => {
    const del = (as: Role, force?: boolean) =>
      t.send('DELETE', `/wp/v2/posts/${post}/revisions/${revision1}`, { as, ...(force === undefined ? {} : { query: { force: String(force) } }) });

    it.each([
      ['test_delete_item: an editor, with force', 'editor', true],
      ['test_delete_item_parent_check: a contributor, with force', 'contributor', true],
      ['test_delete_item_cannot_delete_parent: an editor who may delete the parent, with force', 'editor', true],
      ['test_delete_item_no_permission: a contributor, without force', 'contributor', undefined],
      ['even an administrator, with force', 'administrator', true],
    ] as const)('%s is 403 rest_cannot_delete and the revision stays', async (_name, as, force) => {
      expectError(await del(as, force), 'rest_cannot_delete', 403);
      expect((await revision(revision1)).status).toBe(200);
    });

    it('the revision route allows GET only', async () => {
      expect((await revision(revision1, {}, 'administrator')).headers.get('allow')).toBe('GET');
    });
  });

  describe('paging, search and offset (ticket 40510)', () => {
    it('test_get_items_pagination_header_of_the_first_page: totals and a next link, no prev link', async () => {
      const res = await revisions({ per_page: 2, page: 1 });
      expect(res.headers.get('x-wp-total')).toBe(String(total));
      expect(res.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 2)));
      const links = linksOf(res);
      expect(links.prev).toBeUndefined();
      expect(links.next?.searchParams.get('rest_route')).toBe(`/${t.core}/posts/${post}/revisions`);
      expect([links.next?.searchParams.get('per_page'), links.next?.searchParams.get('page')]).toEqual(['2', '2']);
    });

    it('test_get_items_pagination_header_of_the_last_page: totals and a prev link to page 1', async () => {
      const res = await revisions({ per_page: 2, page: 2 });
      expect(res.headers.get('x-wp-total')).toBe(String(total));
      expect(res.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 2)));
      const links = linksOf(res);
      expect(links.prev?.searchParams.get('rest_route')).toBe(`/${t.core}/posts/${post}/revisions`);
      expect([links.prev?.searchParams.get('per_page'), links.prev?.searchParams.get('page')]).toEqual(['2', '1']);
    });

    it.each([
      ['test_get_items_invalid_per_page_should_error: per_page -1', { per_page: -1 }, 'rest_invalid_param'],
      ['test_get_items_out_of_bounds_page_should_error: the page after the last', { per_page: 2, page: 3 }, 'rest_revision_invalid_page_number'],
      ['test_get_items_invalid_max_pages_should_error: an impossibly high page', { per_page: 2, page: IMPOSSIBLY_HIGH }, 'rest_revision_invalid_page_number'],
      [
        'test_get_items_total_revisions_offset_should_return_empty_data: offset as the total',
        { per_page: 2, offset: 3 },
        'rest_revision_invalid_offset_number',
      ],
      ['test_get_items_out_of_bound_offset_should_error: offset past the total', { per_page: 2, offset: 4 }, 'rest_revision_invalid_offset_number'],
      [
        'test_get_items_impossible_high_number_offset_should_error: an impossibly high offset',
        { per_page: 2, offset: IMPOSSIBLY_HIGH },
        'rest_revision_invalid_offset_number',
      ],
      ['test_get_items_invalid_offset_should_error: a word as offset', { per_page: 2, offset: 'moreplease' }, 'rest_invalid_param'],
    ] as const)('%s is 400', async (_name, query, code) => {
      expectError(await revisions(query), code, 400);
    });

    it.each([
      ['test_get_items_default_query_should_fetch_all_revisons: no arguments', {}, 3],
      ['test_get_items_offset_should_not_work_without_per_page: offset 1 alone is ignored', { offset: 1 }, 3],
      ['test_get_items_offset_should_work_with_per_page: offset 1, per_page 2', { offset: 1, per_page: 2 }, 2],
      ['test_get_items_offset_should_take_priority_over_page: offset 1, per_page 2, page 1', { offset: 1, per_page: 2, page: 1 }, 2],
      ['test_get_items_out_of_bounds_page_should_not_error_if_offset: offset 1, per_page 2, page 3', { offset: 1, per_page: 2, page: 3 }, 2],
    ] as const)('%s answers the right number of revisions', async (_name, query, count) => {
      const res = await revisions(query);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(count);
    });

    it('offset 1 with per_page 2 starts at the second newest revision', async () => {
      const all = (await revisions()).body.map((r: { id: number }) => r.id);
      const res = await revisions({ offset: 1, per_page: 2 });
      expect(res.body.map((r: { id: number }) => r.id)).toEqual(all.slice(1, 3));
    });

    it('test_get_items_search_query: searching "better" finds the one revision that says it', async () => {
      const res = await revisions({ search: 'better' });
      expect(res.body).toHaveLength(1);
      expect(res.body[0].content.rendered).toContain('This content is better.');
    });
  });

  describe('who may read revisions: edit_post on the parent', () => {
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
          `${role} reading the revisions of ${owner === 'own' ? 'their own' : "the administrator's"} ${status === 'publish' ? 'published post' : 'draft'} answers ${expected}`,
          role,
          owner,
          status,
          expected,
        ] as const,
    );
    it.each(named)('%s', async (_name, role, owner, status, expected) => {
      const author = t.userId(owner === 'own' ? role : 'administrator');
      const id = await made.post({ author, status });
      await made.ok('POST', `/wp/v2/posts/${id}`, { json: { title: made.unique('Revised title') } });
      const res = await t.send('GET', `/wp/v2/posts/${id}/revisions`, { as: role });
      expect(res.status).toBe(expected);
      if (expected === 200) expect(res.body).toHaveLength(1);
      else expect(res.body.code).toBe('rest_cannot_read');
    });
  });
});

// test_delete_item_remove_do_not_allow and test_delete_item_no_trash: a site that grants deleting revisions to whoever
// may delete (and edit) the parent. On WordPress that takes a map_meta_cap filter; on the mock, auth.delete_revisions.
describe('mock-site with auth.delete_revisions (a map_meta_cap filter on WordPress)', () => {
  let t: Target;
  let made: PostFactory;
  let fixture: Awaited<ReturnType<typeof revisedPost>>;
  beforeAll(async () => {
    t = await mockTarget(fileURLToPath(new URL('revision-delete.yaml', import.meta.url)));
    made = new PostFactory(t);
    fixture = await revisedPost(made);
  });
  afterAll(() => t.close());

  it('test_delete_item_no_trash: without force, or with force=false, is 501 rest_trash_not_supported and the revision stays', async () => {
    const route = `/wp/v2/posts/${fixture.post}/revisions/${fixture.ids[0]!}`;
    expectError(await t.send('DELETE', route, { as: 'editor' }), 'rest_trash_not_supported', 501);
    expectError(await t.send('DELETE', route, { as: 'editor', query: { force: 'false' } }), 'rest_trash_not_supported', 501);
    expect((await t.send('GET', route, { as: 'editor' })).status).toBe(200);
  });

  it('test_delete_item_remove_do_not_allow: an editor deletes a revision with force=true', async () => {
    const route = `/wp/v2/posts/${fixture.post}/revisions/${fixture.ids[0]!}`;
    const before = await t.send('GET', route, { as: 'editor' });
    const res = await t.send('DELETE', route, { as: 'editor', query: { force: 'true' } });
    expect(res.status).toBe(200);
    const { _links: _, ...previous } = before.body;
    expect(res.body).toEqual({ deleted: true, previous });
    expectError(await t.send('GET', route, { as: 'editor' }), 'rest_post_invalid_id', 404);
  });

  it('a contributor, who may not edit the parent, is still refused', async () => {
    const route = `/wp/v2/posts/${fixture.post}/revisions/${fixture.ids[1]!}`;
    expectError(await t.send('DELETE', route, { as: 'contributor', query: { force: 'true' } }), 'rest_cannot_delete', 403);
  });
});
