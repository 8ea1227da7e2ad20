// HTTP ports of WordPress's tests/phpunit/tests/rest-api/rest-posts-controller.php, writes: create_item(),
// update_item() and delete_item() with their dates, formats, stickiness, passwords, authors, terms, slugs and
// templates, and who may do each.
//
// Ported: test_create_item, test_create_post_date and test_update_post_date (the site runs on UTC, so the cases
// of data_post_dates that give an offset), test_create_item_with_template_none_available,
// test_create_item_with_template_none, test_rest_create_item, test_create_post_invalid_id,
// test_create_post_as_contributor, test_create_post_sticky, test_create_post_sticky_as_contributor,
// test_create_post_other_author_without_permission, test_create_post_without_permission, test_create_post_draft,
// test_create_post_private, test_create_post_private_without_permission and
// test_create_post_publish_without_permission (as a contributor, who lacks publish_posts),
// test_create_post_invalid_status, test_create_post_with_format, test_create_post_with_standard_format,
// test_create_post_with_invalid_format, test_create_post_with_unsupported_format,
// test_create_update_post_with_featured_media, test_create_post_invalid_author,
// test_create_post_invalid_author_without_permission, test_create_post_with_password,
// test_create_post_with_falsey_password, test_create_post_with_empty_string_password_and_sticky,
// test_create_post_with_password_and_sticky_fails, test_create_post_custom_date,
// test_create_post_custom_date_with_timezone, test_create_post_with_invalid_date,
// test_create_post_with_invalid_date_gmt, test_create_post_with_quotes_in_title, test_create_post_with_categories,
// test_create_post_with_categories_as_csv, test_create_post_with_invalid_categories, test_update_item,
// test_update_item_no_change, test_rest_update_post, test_rest_update_post_with_empty_date, test_rest_update_post_raw,
// test_update_post_without_extra_params, test_update_post_without_permission (an author on another's post),
// test_update_post_sticky_as_contributor, test_update_post_invalid_id, test_update_post_invalid_route,
// test_update_post_with_format, test_update_post_with_standard_format, test_update_post_with_invalid_format,
// test_update_post_with_unsupported_format, test_update_post_ignore_readonly, test_update_post_with_invalid_date,
// test_update_post_with_invalid_date_gmt, test_update_post_slug, test_update_post_slug_accented_chars,
// test_update_post_sticky, test_update_post_excerpt, test_update_post_empty_excerpt, test_update_post_content,
// test_update_post_empty_content, test_update_post_with_empty_password, test_update_post_with_password_and_sticky_fails,
// test_update_stick_post_with_password_fails, test_update_password_protected_post_with_sticky_fails,
// test_update_post_with_quotes_in_title, test_update_post_with_categories, test_update_post_with_empty_categories,
// test_update_item_with_template_none, test_putting_same_publish_date_does_not_remove_floating_date,
// test_putting_different_publish_date_removes_floating_date, test_publishing_post_with_same_date_removes_floating_date
// (the dates a client sees), test_draft_post_does_not_have_the_same_slug_as_existing_post, test_delete_item,
// test_delete_item_skip_trash, test_delete_item_already_trashed, test_delete_post_invalid_id,
// test_delete_post_invalid_post_type, test_delete_post_without_permission.
//
// Not observable over HTTP: the timezone_string cases of data_post_dates (they change a site-wide option),
// test_create_item_with_template, test_update_item_with_template and test_update_item_with_same_template_that_no_longer_exists
// (theme_post_templates filter, _wp_page_template meta), test_create_post_with_db_error (a failing query),
// test_create_post_with_categories_that_cannot_be_assigned_by_current_user and its update twin (map_meta_cap filter),
// test_empty_post_date_gmt_shimmed_using_post_date (writes the database directly), and the database-side half of
// the date tests (post_date_gmt '0000-00-00 00:00:00' is WordPress's storage of a floating date).
import { afterAll, describe, expect, it } from 'vitest';
import { restBase } from './post-checks.js';
import { PostFactory } from './post-factory.js';
import { openTargets, type Role } from './target.js';

const targets = await openTargets('posts-write.test.ts');
afterAll(async () => {
  for (const t of targets) await t.close();
});

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_, t) => {
  const f = new PostFactory(t);
  afterAll(() => f.cleanup());
  /** set_post_data(): the fields the PHP tests write. */
  const postData = (as: Role, extra: Record<string, unknown> = {}) => ({
    title: f.unique('Post Title'),
    content: 'Post content',
    excerpt: 'Post excerpt',
    status: 'publish',
    author: t.userId(as),
    ...extra,
  });
  const create = async (as: Role, json: Record<string, unknown>) => {
    const res = await t.send('POST', '/wp/v2/posts', { json, as });
    if (res.status === 201) f.track(`/wp/v2/posts/${res.body.id as number}`);
    return res;
  };
  const update = (id: number, json: Record<string, unknown>, as: Role = 'editor', method = 'PUT') => t.send(method, `/wp/v2/posts/${id}`, { json, as });
  const error = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

  describe('create', () => {
    it.each([
      ['test_create_item', 'form'],
      ['test_rest_create_item', 'json'],
    ])('%s: creates a published post from a %s body and answers 201 with its Location', async (_, encoding) => {
      const data = postData('editor');
      const res =
        encoding === 'json'
          ? await create('editor', data)
          : await t.send('POST', '/wp/v2/posts', { form: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])), as: 'editor' });
      if (encoding === 'form') f.track(`/wp/v2/posts/${res.body.id as number}`);
      expect(res.status).toBe(201);
      expect(res.headers.get('location')).toBe(`${await restBase(t)}/${t.core}/posts/${res.body.id as number}`);
      expect(res.body).toMatchObject({
        status: 'publish',
        author: t.userId('editor'),
        type: 'post',
        format: 'standard',
        sticky: false,
        title: { raw: data.title, rendered: data.title },
        content: { raw: 'Post content', rendered: '<p>Post content</p>\n' },
        excerpt: { raw: 'Post excerpt', rendered: '<p>Post excerpt</p>\n' },
        slug: String(data.title).toLowerCase().replace(/ /g, '-'),
      });
    });

    it('test_create_post_invalid_id: refuses an ID', async () => {
      expect(error(await create('editor', postData('editor', { id: '3' })))).toEqual([400, 'rest_post_exists']);
    });

    it('test_create_post_as_contributor: a contributor creates a pending post with a date_gmt', async () => {
      const res = await create('contributor', postData('contributor', { status: 'pending' }));
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('pending');
      expect(res.body.date_gmt).not.toBe('0000-00-00T00:00:00');
      expect(res.body.date_gmt).toBe(res.body.date);
    });

    it('test_create_post_sticky: an editor creates a sticky post', async () => {
      const res = await create('editor', postData('editor', { sticky: true }));
      expect(res.body.sticky).toBe(true);
      expect((await t.send('GET', '/wp/v2/posts', { query: { sticky: true, include: [res.body.id as number] } })).body).toHaveLength(1);
    });

    it.each([
      ['test_create_post_sticky_as_contributor', 'contributor', { sticky: true, status: 'pending' }, 'rest_cannot_assign_sticky'],
      ['test_create_post_other_author_without_permission', 'author', { author: 'editor' }, 'rest_cannot_edit_others'],
      ['test_create_post_invalid_author_without_permission', 'author', { author: 'editor' }, 'rest_cannot_edit_others'],
      ['test_create_post_private_without_permission', 'contributor', { status: 'private' }, 'rest_cannot_publish'],
      ['test_create_post_publish_without_permission', 'contributor', { status: 'publish' }, 'rest_cannot_publish'],
    ] as const)('%s: an %s is refused with 403', async (_, as, extra, code) => {
      const fields: Record<string, unknown> = { ...extra };
      if (fields.author === 'editor') fields.author = t.userId('editor');
      expect(error(await create(as, postData(as, fields)))).toEqual([403, code]);
    });

    it('test_create_post_without_permission: an anonymous caller is refused with 401', async () => {
      const res = await t.send('POST', '/wp/v2/posts', { json: { ...postData('administrator'), status: 'draft', author: undefined } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'rest_cannot_create', message: 'Sorry, you are not allowed to create posts as this user.', data: { status: 401 } });
    });

    it("test_create_post_draft: a draft's GMT dates follow its local ones", async () => {
      const res = await create('editor', postData('editor', { status: 'draft' }));
      expect(res.body.status).toBe('draft');
      expect(res.body.date_gmt).toBe(res.body.date);
      expect(res.body.modified_gmt).toBe(res.body.modified);
    });

    it('test_create_post_private: an editor creates a private post', async () => {
      expect((await create('editor', postData('editor', { status: 'private' }))).body.status).toBe('private');
    });

    it('test_create_post_invalid_status: refuses an unknown status', async () => {
      expect(error(await create('editor', postData('editor', { status: 'teststatus' })))).toEqual([400, 'rest_invalid_param']);
    });

    it.each([
      ['test_create_post_with_format', 'gallery', 201],
      ['test_create_post_with_standard_format', 'standard', 201],
      ['test_create_post_with_unsupported_format', 'link', 201],
      ['test_create_post_with_invalid_format', 'testformat', 400],
    ])('%s: format %s answers %i', async (_, format, status) => {
      const res = await create('editor', postData('editor', { format }));
      expect(res.status).toBe(status);
      if (status === 201) expect(res.body.format).toBe(format);
      else expect(res.body.code).toBe('rest_invalid_param');
    });

    it('test_create_update_post_with_featured_media: features an image and removes it with 0', async () => {
      const media = await f.image();
      const created = await create('editor', postData('editor', { featured_media: media }));
      expect(created.body.featured_media).toBe(media);
      const updated = await update(created.body.id as number, { featured_media: 0 }, 'editor', 'POST');
      expect(updated.body.featured_media).toBe(0);
    });

    it('test_create_post_invalid_author: an unknown author is refused', async () => {
      expect(error(await create('editor', postData('editor', { author: -1 })))).toEqual([400, 'rest_invalid_author']);
    });

    it.each([
      ['test_create_post_with_password', 'testing'],
      ['test_create_post_with_falsey_password', '0'],
    ])('%s: keeps the password %j', async (_, password) => {
      expect((await create('editor', postData('editor', { password }))).body.password).toBe(password);
    });

    it('test_create_post_with_empty_string_password_and_sticky: an empty password does not stop stickiness', async () => {
      const res = await create('editor', postData('editor', { password: '', sticky: true }));
      expect(res.status).toBe(201);
      expect(res.body.password).toBe('');
    });

    it('test_create_post_with_password_and_sticky_fails: a post cannot be both', async () => {
      const res = await create('editor', postData('editor', { password: '123', sticky: true }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'rest_invalid_field', message: 'A post can not be sticky and have a password.', data: { status: 400 } });
    });

    it.each([
      ['test_create_post_custom_date', '2010-01-01T02:00:00Z', '2010-01-01T02:00:00'],
      ['test_create_post_custom_date_with_timezone', '2010-01-01T02:00:00-10:00', '2010-01-01T12:00:00'],
    ])("%s: %s is stored as %s, and a new post's modified date is its date", async (_, date, expected) => {
      const res = await create('editor', postData('editor', { date }));
      expect([res.body.date, res.body.modified]).toEqual([expected, expected]);
    });

    it.each([
      ['test_create_post_with_invalid_date', { date: '2010-60-01T02:00:00Z' }],
      ['test_create_post_with_invalid_date_gmt', { date_gmt: '2010-60-01T02:00:00' }],
    ])('%s: refuses an impossible date', async (_, extra) => {
      expect(error(await create('editor', postData('editor', extra)))).toEqual([400, 'rest_invalid_param']);
    });

    it('test_create_post_with_quotes_in_title: keeps quotes as written', async () => {
      expect((await create('editor', postData('editor', { title: "Rob O'Rourke's Diary" }))).body.title.raw).toBe("Rob O'Rourke's Diary");
    });

    it('test_create_post_with_categories: assigns the categories', async () => {
      const category = await f.term('categories');
      expect((await create('editor', postData('editor', { password: 'testing', categories: [category] }))).body.categories).toEqual([category]);
    });

    it('test_create_post_with_categories_as_csv: takes categories as a comma-separated list', async () => {
      const c1 = await f.term('categories');
      const c2 = await f.term('categories');
      const res = await t.send('POST', '/wp/v2/posts', { form: { title: f.unique(), status: 'publish', categories: `${c1},${c2}` }, as: 'editor' });
      f.track(`/wp/v2/posts/${res.body.id as number}`);
      expect(res.body.categories).toEqual([c1, c2]);
    });

    it('test_create_post_with_invalid_categories: skips a category that does not exist', async () => {
      expect((await create('editor', postData('editor', { password: 'testing', categories: [999999999] }))).body.categories).toEqual([]);
    });

    it('test_create_item_with_template_none_available: refuses a template the theme does not have', async () => {
      expect(error(await create('editor', postData('editor', { template: 'post-my-test-template.php' })))).toEqual([400, 'rest_invalid_param']);
    });

    // data_post_dates with the site on UTC: an explicit offset wins; a date without one is the site's (UTC).
    it.each(
      ['draft', 'publish', 'future', 'pending', 'private'].flatMap(
        (status) =>
          [
            [status, { date: '2016-12-12T14:00:00' }, '2016-12-12T14:00:00', '2016-12-12T14:00:00'],
            [status, { date_gmt: '2016-12-12T19:00:00' }, '2016-12-12T19:00:00', '2016-12-12T19:00:00'],
            ...(['draft', 'publish'].includes(status)
              ? [
                  [status, { date: '2016-12-12T18:00:00-01:00' }, '2016-12-12T19:00:00', '2016-12-12T19:00:00'],
                  [status, { date_gmt: '2016-12-12T18:00:00-01:00' }, '2016-12-12T19:00:00', '2016-12-12T19:00:00'],
                ]
              : []),
          ] as [string, Record<string, string>, string, string][],
      ),
    )('test_create_post_date and test_update_post_date: status=%s with %j', async (status, params, date, gmt) => {
      const created = await create('editor', { title: 'not empty', status, ...params });
      expect(created.status).toBe(201);
      expect([created.body.date, created.body.date_gmt]).toEqual([date, gmt]);
      const id = await f.post({ status });
      const updated = await update(id, params);
      expect(updated.status).toBe(200);
      expect([updated.body.date, updated.body.date_gmt]).toEqual([date, gmt]);
    });
  });

  describe('update', () => {
    it.each([
      ['test_update_item', 'form'],
      ['test_rest_update_post', 'json'],
    ])('%s: updates title, content and excerpt from a %s body; no Location', async (_, encoding) => {
      const id = await f.post();
      const data = postData('editor');
      const res =
        encoding === 'json'
          ? await update(id, data)
          : await t.send('PUT', `/wp/v2/posts/${id}`, { form: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])), as: 'editor' });
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(res.body).toMatchObject({ id, title: { raw: data.title }, content: { raw: data.content }, excerpt: { raw: data.excerpt } });
      expect((await t.send('GET', `/wp/v2/posts/${id}`, { query: { context: 'edit' }, as: 'editor' })).body.title.raw).toBe(data.title);
    });

    it('test_rest_update_post_raw: takes {raw} objects for title, content and excerpt', async () => {
      const id = await f.post();
      const res = await update(id, { title: { raw: 'Post Title' }, content: { raw: 'Post content' }, excerpt: { raw: 'Post excerpt' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ title: { raw: 'Post Title' }, content: { raw: 'Post content' }, excerpt: { raw: 'Post excerpt' } });
    });

    it('test_update_item_no_change: an update that changes nothing succeeds, twice', async () => {
      const id = await f.post();
      for (let i = 0; i < 2; i++) expect((await update(id, { author: t.userId('administrator') })).status).toBe(200);
    });

    it('test_update_post_without_extra_params: title, content and excerpt alone are enough', async () => {
      const id = await f.post();
      expect((await update(id, { title: 'Post Title', content: 'Post content', excerpt: 'Post excerpt' })).status).toBe(200);
    });

    it('test_rest_update_post_with_empty_date: a null date_gmt makes the date float again', async () => {
      const id = await f.post();
      const future = '2919-07-29T18:00:00';
      const dated = await update(id, { date_gmt: future, date: future, title: 'update', status: 'draft' });
      expect([dated.body.date, dated.body.date_gmt]).toEqual([future, future]);
      expect(dated.body.modified).not.toBe(future);
      const reset = await update(id, { date_gmt: null, title: 'test', status: 'draft' });
      expect(reset.status).toBe(200);
      expect(reset.body.date_gmt).toBe(reset.body.date);
      expect(reset.body.date).not.toBe(future);
    });

    it.each([
      ['test_update_post_without_permission', 'author', { title: 'No' }],
      ['test_update_post_sticky_as_contributor', 'contributor', { sticky: true, status: 'pending' }],
    ] as const)("%s: an %s cannot edit another's published post", async (_, as, json) => {
      const id = await f.post();
      const res = await update(id, json, as);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'rest_cannot_edit', message: 'Sorry, you are not allowed to edit this post.', data: { status: 403 } });
    });

    it.each([
      ['test_update_post_invalid_id', '/wp/v2/posts/999999999'],
      ['test_update_post_invalid_route', 'page-route'],
    ])('%s: answers 404', async (_, route) => {
      const path = route === 'page-route' ? `/wp/v2/pages/${await f.post()}` : route;
      const res = await t.send('PUT', path, { json: {}, as: 'editor' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
    });

    it.each([
      ['test_update_post_with_format', 'gallery', 200],
      ['test_update_post_with_standard_format', 'standard', 200],
      ['test_update_post_with_unsupported_format', 'link', 200],
      ['test_update_post_with_invalid_format', 'testformat', 400],
    ])('%s: format %s answers %i', async (_, format, status) => {
      const res = await update(await f.post(), { format });
      expect(res.status).toBe(status);
      if (status === 200) expect(res.body.format).toBe(format);
      else expect(res.body.code).toBe('rest_invalid_param');
    });

    it('test_update_post_ignore_readonly: modified is read-only', async () => {
      const res = await update(await f.post(), { modified: '2010-06-01T02:00:00Z', content: 'foo bar baz' });
      expect(res.status).toBe(200);
      expect(res.body.content.raw).toBe('foo bar baz');
      expect(res.body.modified).not.toBe('2010-06-01T02:00:00');
    });

    it.each([
      ['test_update_post_with_invalid_date', { date: 'foo' }],
      ['test_update_post_with_invalid_date_gmt', { date_gmt: 'foo' }],
    ])('%s: refuses a date that is not one', async (_, json) => {
      expect(error(await update(await f.post(), json))).toEqual([400, 'rest_invalid_param']);
    });

    it.each([
      ['test_update_post_slug', 'sample-slug', 'sample-slug'],
      ['test_update_post_slug_accented_chars', 'tęst-acceńted-chäræcters', 'test-accented-charaecters'],
    ])('%s: %s becomes %s', async (_, slug, expected) => {
      const res = await update(await f.post(), { slug: `${slug}-${f.token}` });
      expect(res.body.slug).toBe(`${expected}-${f.token}`);
    });

    // sanitize_title() beyond the PHP file's one case: remove_accents() (ß is s for an en_US site; ss only in German
    // locales), other letters kept as lower-case percent-encoded UTF-8, punctuation and marks dropped.
    it.each([
      ['Hello world!', 'hello-world'],
      ['ÅÄÖ åäö ß æ œ Œ ĳ', 'aao-aao-s-ae-oe-oe-ij'],
      ['Straße smörgåsbord Ærø', 'strase-smorgasbord-aero'],
      ['Dvořák’s “New World”', 'dvoraks-new-world'],
      ['中文 title', '%e4%b8%ad%e6%96%87-title'],
      // Lower-case: WordPress lower-cases other letters only where PHP has mbstring (the real site's PHP does not).
      ['ελληνικά', '%ce%b5%ce%bb%ce%bb%ce%b7%ce%bd%ce%b9%ce%ba%ce%ac'],
      ['emoji 😀 ok', 'emoji-%f0%9f%98%80-ok'],
      ['a/b.c d — e–f x…y', 'a-b-c-d-e-f-xy'],
      ['100% sure %41', '100-sure-%41'],
      ['<b>Bold</b> title', 'bold-title'],
    ])('a published post titled %j gets the slug %s', async (title, slug) => {
      const res = await t.send('POST', '/wp/v2/posts', { json: { title: `${title} ${f.token}`, status: 'publish' }, as: 'editor' });
      f.track(`/wp/v2/posts/${res.body.id as number}`);
      expect(res.body.slug).toBe(`${slug}-${f.token}`);
    });

    it('test_update_post_sticky: makes a post sticky, and another update keeps it so', async () => {
      const id = await f.post();
      expect((await update(id, { sticky: true })).body.sticky).toBe(true);
      expect((await update(id, { title: 'This should not reset sticky' })).body.sticky).toBe(true);
    });

    it.each([
      ['test_update_post_excerpt', 'excerpt', 'An Excerpt'],
      ['test_update_post_empty_excerpt', 'excerpt', ''],
      ['test_update_post_content', 'content', 'Some Content'],
      ['test_update_post_empty_content', 'content', ''],
    ])('%s: sets %s to %j', async (_, field, value) => {
      const res = await t.send('PUT', `/wp/v2/posts/${await f.post()}`, { form: { [field]: value }, as: 'editor' });
      expect(res.body[field].raw).toBe(value);
    });

    it('test_update_post_with_empty_password: an empty password removes the protection', async () => {
      const id = await f.post({ password: 'foo' });
      expect((await update(id, { password: '' })).body.password).toBe('');
    });

    it.each([
      ['test_update_post_with_password_and_sticky_fails', {}, { password: '123', sticky: true }, 'A post can not be sticky and have a password.'],
      ['test_update_stick_post_with_password_fails', { sticky: true }, { password: '123' }, 'A sticky post can not be password protected.'],
      ['test_update_password_protected_post_with_sticky_fails', { password: '123' }, { sticky: true }, 'A password protected post can not be set to sticky.'],
    ])('%s', async (_, before, json, message) => {
      const res = await update(await f.post(before), json);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'rest_invalid_field', message, data: { status: 400 } });
    });

    it('test_update_post_with_quotes_in_title: keeps quotes as written', async () => {
      expect((await update(await f.post(), { title: "Rob O'Rourke's Diary" })).body.title.raw).toBe("Rob O'Rourke's Diary");
    });

    it("test_update_post_with_categories: assigns the category, and the post's term link lists it", async () => {
      const name = f.unique('Test Category');
      const category = await f.term('categories', { name });
      const res = await update(await f.post(), { title: 'Tester', categories: [category] });
      expect(res.body.categories).toEqual([category]);
      const link = (res.body._links['wp:term'] as { taxonomy: string; href: string }[]).find((l) => l.taxonomy === 'category')!;
      const url = new URL(link.href);
      const route = url.searchParams.get('rest_route')!;
      url.searchParams.delete('rest_route');
      const terms = await t.send('GET', route, { query: Object.fromEntries(url.searchParams) });
      expect(terms.body.map((term: { name: string }) => term.name)).toEqual([name]);
    });

    it('test_update_post_with_empty_categories: an empty list removes the categories', async () => {
      const category = await f.term('categories');
      const res = await update(await f.post({ categories: [category] }), { title: 'Tester', categories: [] });
      expect(res.body.categories).toEqual([]);
    });

    it('test_update_item_with_template_none: an empty template is accepted', async () => {
      const res = await update(await f.post(), { template: '' });
      expect(res.status).toBe(200);
      expect(res.body.template).toBe('');
    });

    it("test_draft_post_does_not_have_the_same_slug_as_existing_post: a draft's explicit slug is made unique", async () => {
      const slug = f.unique('sample-slug').replace(' ', '-');
      await f.post({ slug });
      const res = await update(await f.post(), { status: 'draft', slug });
      expect(res.body.status).toBe('draft');
      expect(res.body.slug).toBe(`${slug}-2`);
    });
  });

  describe('floating dates of drafts (#39953)', () => {
    const draftAndItsEditView = async () => {
      const id = await f.post({ status: 'draft' });
      const body = (await t.send('GET', `/wp/v2/posts/${id}`, { query: { context: 'edit' }, as: 'administrator' })).body;
      return { id, body };
    };
    /** What a client sends back: the writable fields of the edit view. */
    const writable = (body: Record<'date' | 'date_gmt' | 'slug' | 'status', unknown> & Record<'title' | 'content' | 'excerpt', { raw: unknown }>) => ({
      date: body.date,
      date_gmt: body.date_gmt,
      slug: body.slug,
      status: body.status,
      title: body.title.raw,
      content: body.content.raw,
      excerpt: body.excerpt.raw,
    });
    const seconds = (date: string) => Date.parse(`${date}Z`) / 1000;

    it('test_putting_same_publish_date_does_not_remove_floating_date: sending the same dates back keeps them', async () => {
      const { id, body } = await draftAndItsEditView();
      const res = await update(id, writable(body), 'administrator');
      expect(Math.abs(seconds(res.body.date) - seconds(body.date))).toBeLessThanOrEqual(2);
      expect(Math.abs(seconds(res.body.date_gmt) - seconds(body.date_gmt))).toBeLessThanOrEqual(2);
    });

    it('test_putting_different_publish_date_removes_floating_date: a new date is kept', async () => {
      const { id, body } = await draftAndItsEditView();
      const week = new Date(Date.parse(`${body.date}Z`) + 7 * 86400_000).toISOString().slice(0, 19);
      const res = await update(id, { ...writable(body), date: week }, 'administrator');
      expect(res.body.date).toBe(week);
      expect(res.body.date_gmt).toBe(week);
    });

    it('test_publishing_post_with_same_date_removes_floating_date: publishing keeps the date shown', async () => {
      const { id, body } = await draftAndItsEditView();
      const res = await update(id, { ...writable(body), status: 'publish' }, 'administrator');
      expect(res.body.status).toBe('publish');
      expect(Math.abs(seconds(res.body.date) - seconds(body.date))).toBeLessThanOrEqual(2);
      expect(Math.abs(seconds(res.body.date_gmt) - seconds(body.date_gmt))).toBeLessThanOrEqual(2);
    });
  });

  describe('delete', () => {
    it('test_delete_item: force=false moves the post to the trash', async () => {
      const id = await f.post({ title: 'Deleted post' });
      const res = await t.send('DELETE', `/wp/v2/posts/${id}`, { query: { force: 'false' }, as: 'editor' });
      expect(res.status).toBe(200);
      expect(res.body.title.raw).toBe('Deleted post');
      expect(res.body.status).toBe('trash');
    });

    it('test_delete_item_skip_trash: force=true deletes it and answers the previous post', async () => {
      const id = await f.post({ title: 'Deleted post' });
      const res = await t.send('DELETE', `/wp/v2/posts/${id}`, { query: { force: 'true' }, as: 'editor' });
      expect(res.status).toBe(200);
      expect(res.body.deleted).toBe(true);
      expect(res.body.previous).toMatchObject({ id, title: { raw: 'Deleted post' } });
    });

    it('test_delete_item_already_trashed: trashing twice answers 410', async () => {
      const id = await f.post();
      expect((await t.send('DELETE', `/wp/v2/posts/${id}`, { as: 'editor' })).status).toBe(200);
      const again = await t.send('DELETE', `/wp/v2/posts/${id}`, { as: 'editor' });
      expect(again.status).toBe(410);
      expect(again.body).toEqual({ code: 'rest_already_trashed', message: 'The post has already been deleted.', data: { status: 410 } });
    });

    it.each([
      ['test_delete_post_invalid_id', 'unknown'],
      ['test_delete_post_invalid_post_type', 'page'],
    ])('%s: answers 404', async (_, what) => {
      const id = what === 'page' ? await f.page() : 999999999;
      expect(error(await t.send('DELETE', `/wp/v2/posts/${id}`, { as: 'editor' }))).toEqual([404, 'rest_post_invalid_id']);
    });

    it("test_delete_post_without_permission: an author cannot delete another's post", async () => {
      const res = await t.send('DELETE', `/wp/v2/posts/${await f.post()}`, { as: 'author' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'rest_cannot_delete', message: 'Sorry, you are not allowed to delete this post.', data: { status: 403 } });
    });
  });
  describe('check_status()', () => {
    it("lets an update repeat the post's own status though the enum lacks it (a trashed post's trash), and no other", async () => {
      const id = (await create('administrator', postData('administrator'))).body.id as number;
      await t.send('DELETE', `/wp/v2/posts/${id}`, { as: 'administrator' });
      const same = await update(id, { status: 'trash', title: f.unique('Still trashed') }, 'administrator', 'POST');
      expect([same.status, same.body.status]).toEqual([200, 'trash']);
      expect(error(await update(id, { status: 'auto-draft' }, 'administrator', 'POST'))).toEqual([400, 'rest_invalid_param']);
      expect(error(await update(id, { status: 'bogus' }, 'administrator', 'POST'))).toEqual([400, 'rest_invalid_param']);
    });
  });
});
