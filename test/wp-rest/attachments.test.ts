// HTTP ports of WordPress's tests/phpunit/tests/rest-api/rest-attachments-controller.php (WP_Test_REST_Attachments_Controller),
// run against mock-site and the real WordPress 6.1 (test/wp-rest/target.ts). WordPress's fixtures (factory()->attachment,
// update_post_meta, wp_set_current_user) become uploads and updates over REST by the role's own user; every id a test
// reads is one it made, and lists are narrowed with `include`/`search` so other data on the site never counts.
//
// Ported (name in each test): test_register_routes (+ the 6.1 edit/post-process routes), test_parse_disposition,
// test_context_param, test_registered_query_params, test_registered_get_item_params, test_allow_header_sent_on_options_request,
// test_get_items, test_get_items_logged_in_editor, test_get_items_media_type, test_get_items_mime_type, test_get_items_parent,
// test_get_items_invalid_status_param_is_error_response, test_get_items_private_status, test_get_items_multiple_statuses
// (private only: a trashed attachment cannot be made over REST), test_get_items_invalid_date, test_get_items_valid_date,
// test_get_items_invalid_modified_date, test_get_items_valid_modified_date (against the item's own modified date: REST
// cannot backdate it), test_get_items_avoid_duplicated_count_query_if_no_items and
// test_get_items_with_empty_page_runs_count_query_after (their headers and errors; the query count is internal),
// test_get_item, test_get_item_sizes (the core `thumbnail` size: add_image_size is PHP), test_get_item_private_post_not_authenticated,
// test_get_item_inherit_status_with_invalid_parent (the parent is deleted after attaching), test_create_item,
// test_create_item_default_filename_title, test_create_item_with_files, test_create_item_empty_body,
// test_create_item_missing_content_type, test_create_item_missing_content_disposition, test_create_item_bad_md5_header,
// test_create_item_with_files_bad_md5_header, test_create_item_invalid_upload_files_capability,
// test_create_item_invalid_edit_permissions, test_create_item_invalid_post_type, test_create_item_alt_text,
// test_create_item_unsafe_alt_text, test_create_item_ensure_relative_path (media_details.file), test_update_item,
// test_update_item_parent, test_update_item_invalid_permissions, test_update_item_invalid_post_type,
// test_update_item_with_existing_inherit_status, test_update_item_with_new_inherit_status, test_attachment_roundtrip_as_author,
// test_attachment_roundtrip_as_editor_unfiltered_html, test_attachment_roundtrip_as_superadmin_unfiltered_html (the
// administrator), test_delete_item, test_delete_item_no_trash, test_delete_item_invalid_delete_permissions, test_prepare_item,
// test_prepare_item_limit_fields (over `_fields`), test_get_item_schema, test_search_item_by_filename, test_links_exist,
// test_publish_action_ldo_not_registered, test_publish_action_link_does_not_exists, test_edit_image_returns_error_if_logged_out,
// test_edit_image_returns_error_if_cannot_upload (a subscriber), test_edit_image_returns_error_if_cannot_edit (an author on
// an editor's image), test_edit_image_returns_error_if_no_edits, test_edit_image, test_batch_edit_image,
// test_edit_image_returns_error_if_mismatched_src; and the 6.1 post-process route, which has no PHP test of its own.
// Where WordPress 6.1 answers otherwise than the PHP file's current expectations, 6.1 decides (the seed declares nothing
// for media beyond the list arguments): a contributor's upload is refused with 403, kses keeps the text of a stripped
// <script>, and links with a target get rel="noopener".
//
// Not observable over HTTP: test_get_item_sizes_with_no_url (a filter), test_get_item_auto_status_with_invalid_parent_not_
// authenticated_returns_error (auto-draft attachments cannot be made over REST), test_create_item_with_upload_files_role and
// test_create_item_invalid_upload_permissions (a custom `uploader` role), test_create_update_post_with_featured_media
// (add_post_type_support), test_get_additional_field_registration and test_additional_field_update_errors
// (register_rest_field), the multisite quota tests, test_rest_insert_attachment_hooks_fire_once_on_create/_on_update (hooks),
// test_create_item_with_meta_values (register_post_meta), test_edit_image_returns_error_if_no_attachment and
// _if_unsupported_mime_type (rows written without a file or with a made-up MIME type), test_edit_image_rotate/_crop (a mock
// image editor that records its calls). Newer than 6.1 (the seed declares nothing for them, so 6.1 is the reference):
// filesize normalisation, multiple media/MIME types, terms on upload, filename spaces and title sanitising, year/month
// folders, AVIF/HEIC/SVG checks, EXIF orientation, flips, image quality/output format, edit roots, class_list,
// client-side processing (sideload, finalize, url).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../src/areas/media/png-encoder.js';
import { openTargets, type Answer, type Role, type SendOptions, type Target } from './target.js';

const targets = await openTargets('attachments.test.ts');
afterAll(() => Promise.all(targets.map((t) => t.close())));

/** A 4×3 JPEG (GD's encoder, quality 80): canola.jpg's stand-in. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAYABgAAD//gA7Q1JFQVRPUjogZ2QtanBlZyB2MS4wICh1c2luZyBJSkcgSlBFRyB2NjIpLCBxdWFsaXR5ID0gODAK/9sAQwAGBAUGBQQGBgUGBwcGCAoQCgoJCQoUDg8MEBcUGBgXFBYWGh0lHxobIxwWFiAsICMmJykqKRkfLTAtKDAlKCko/9sAQwEHBwcKCAoTCgoTKBoWGigoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo/8AAEQgAAwAEAwEiAAIRAQMRAf/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/EAB8BAAMBAQEBAQEBAQEAAAAAAAABAgMEBQYHCAkKC//EALURAAIBAgQEAwQHBQQEAAECdwABAgMRBAUhMQYSQVEHYXETIjKBCBRCkaGxwQkjM1LwFWJy0QoWJDThJfEXGBkaJicoKSo1Njc4OTpDREVGR0hJSlNUVVZXWFlaY2RlZmdoaWpzdHV2d3h5eoKDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uLj5OXm5+jp6vLz9PX29/j5+v/aAAwDAQACEQMRAD8As0UUV8EfbH//2Q==',
  'base64',
);
/** A 640×480 PNG (codeispoetry.png's stand-in, and big enough for the thumbnail and medium sizes). */
const PNG = encodePng(640, 480, 'wp-rest attachments');
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
/** A name no earlier run left on the site. */
const unique = (stem: string) => `${stem}-${randomBytes(4).toString('hex')}`;

const ids = (list: { id: number }[]) => list.map((m) => m.id);

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_, t: Target) => {
  const made = { media: [] as number[], posts: [] as number[] };
  afterAll(async () => {
    for (const id of made.media) await t.send('DELETE', `/wp/v2/media/${id}`, { query: { force: 'true' }, as: 'administrator' });
    for (const id of made.posts) await t.send('DELETE', `/wp/v2/posts/${id}`, { query: { force: 'true' }, as: 'administrator' });
  });

  const send = (method: string, route: string, options?: SendOptions) => t.send(method, route, options);

  /** A raw-body upload (upload_from_data); request parameters travel in the query string. */
  const uploadRaw = (
    as: Role | undefined,
    file: { bytes?: Buffer; type?: string; disposition?: string; name?: string },
    query: SendOptions['query'] = {},
    headers: Record<string, string> = {},
  ) => {
    const name = file.name ?? `${unique('canola')}.jpg`;
    const h: Record<string, string> = { ...headers };
    if (file.type !== '') h['Content-Type'] = file.type ?? 'image/jpeg';
    if (file.disposition !== '') h['Content-Disposition'] = file.disposition ?? `attachment; filename=${name}`;
    return send('POST', '/wp/v2/media', { as, query, raw: { body: file.bytes ?? JPEG, headers: h } });
  };

  /** A multipart upload (upload_from_file) of `file` with the other fields beside it. */
  const uploadForm = async (as: Role, name: string, bytes: Buffer, fields: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([bytes]), name);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    return send('POST', '/wp/v2/media', { as, raw: { body, headers: { ...headers, 'Content-Type': encoded.headers.get('content-type')! } } });
  };

  const remember = (res: Answer) => {
    if (res.status === 201 && typeof res.body?.id === 'number') made.media.push(res.body.id);
    return res;
  };

  /** An attachment owned by `as` (factory()->attachment->create_object), changed afterwards as `change` says. */
  const attachment = async (as: Role = 'editor', change: Record<string, unknown> = {}, file: { bytes?: Buffer; name?: string; type?: string } = {}) => {
    const res = remember(await uploadRaw(as, file, { caption: 'A sample caption' }));
    expect(res.status, res.text).toBe(201);
    if (!Object.keys(change).length) return res.body;
    const updated = await send('POST', `/wp/v2/media/${res.body.id}`, { as: 'administrator', json: change });
    expect(updated.status, updated.text).toBe(200);
    return updated.body;
  };

  const post = async (fields: Record<string, unknown> = {}, as: Role = 'editor') => {
    const res = await send('POST', '/wp/v2/posts', { as, json: { title: unique('Test Post'), status: 'publish', ...fields } });
    expect(res.status, res.text).toBe(201);
    made.posts.push(res.body.id);
    return res.body.id as number;
  };

  const list = (query: SendOptions['query'], as?: Role) => send('GET', '/wp/v2/media', { query, as });

  describe('routes and arguments', () => {
    it('test_register_routes: media has two collection and three item endpoints, plus the edit and post-process routes', async () => {
      const index = await send('GET', `/`);
      const routes = index.body.routes;
      expect(routes[`/${t.core}/media`].endpoints).toHaveLength(2);
      expect(routes[`/${t.core}/media/(?P<id>[\\d]+)`].endpoints).toHaveLength(3);
      expect(routes[`/${t.core}/media/(?P<id>[\\d]+)/post-process`].methods).toEqual(['POST']);
      expect(routes[`/${t.core}/media/(?P<id>[\\d]+)/edit`].methods).toEqual(['POST']);
    });

    it('test_context_param: the list and the item take context view|embed|edit, default view, and are not batchable', async () => {
      const collection = await send('OPTIONS', '/wp/v2/media');
      expect(collection.body.endpoints[0].allow_batch).toBeUndefined();
      expect(collection.body.endpoints[0].args.context).toMatchObject({ default: 'view', enum: ['view', 'embed', 'edit'] });
      const a = await attachment();
      const single = await send('OPTIONS', `/wp/v2/media/${a.id}`);
      expect(single.body.endpoints[0].allow_batch).toBeUndefined();
      expect(single.body.endpoints[0].args.context).toMatchObject({ default: 'view', enum: ['view', 'embed', 'edit'] });
    });

    it('test_registered_query_params: the list takes the attachment query arguments', async () => {
      const res = await send('OPTIONS', '/wp/v2/media');
      const args = res.body.endpoints[0].args;
      expect(Object.keys(args).sort()).toEqual([
        'after',
        'author',
        'author_exclude',
        'before',
        'context',
        'exclude',
        'include',
        'media_type',
        'mime_type',
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
      ]);
      expect([...args.media_type.enum].sort()).toEqual(['application', 'audio', 'image', 'text', 'video']);
    });

    it('test_registered_get_item_params: the item GET takes context and id', async () => {
      const a = await attachment();
      const res = await send('OPTIONS', `/wp/v2/media/${a.id}`);
      expect(Object.keys(res.body.endpoints[0].args).sort()).toEqual(['context', 'id']);
    });

    it('test_allow_header_sent_on_options_request: GET for everyone, every method for an editor', async () => {
      const a = await attachment();
      const anonymous = await send('OPTIONS', `/wp/v2/media/${a.id}`);
      expect(anonymous.headers.get('allow')).toBe('GET');
      const editor = await send('OPTIONS', `/wp/v2/media/${a.id}`, { as: 'editor' });
      expect(editor.headers.get('allow')).toBe('GET, POST, PUT, PATCH, DELETE');
    });

    it('test_get_item_schema: the attachment schema has its 27 properties', async () => {
      const res = await send('OPTIONS', '/wp/v2/media');
      const properties = res.body.schema.properties;
      expect(Object.keys(properties).sort()).toEqual([
        'alt_text',
        'author',
        'caption',
        'comment_status',
        'date',
        'date_gmt',
        'description',
        'generated_slug',
        'guid',
        'id',
        'link',
        'media_details',
        'media_type',
        'meta',
        'mime_type',
        'missing_image_sizes',
        'modified',
        'modified_gmt',
        'permalink_template',
        'ping_status',
        'post',
        'slug',
        'source_url',
        'status',
        'template',
        'title',
        'type',
      ]);
      for (const key of ['caption', 'description', 'title']) expect(Object.keys(properties[key].properties)).toEqual(['raw', 'rendered']);
    });

    it('test_publish_action_ldo_not_registered: the schema has no publish action link', async () => {
      const res = await send('OPTIONS', '/wp/v2/media');
      expect(res.body.schema.links.filter((l: { rel: string }) => l.rel === 'https://api.w.org/action-publish')).toHaveLength(0);
    });
  });

  describe('test_parse_disposition: the file name comes from the Content-Disposition header', () => {
    // The name is made unique per run (the site keeps its uploads); WordPress 6.1 sanitises it into the title.
    const valid: [string, (n: string) => string, (n: string) => string][] = [
      ['attachment, quoted', (n) => `attachment; filename="${n}.jpg"`, (n) => n],
      ['inline, quoted', (n) => `inline; filename="${n}.jpg"`, (n) => n],
      ['form-data, quoted', (n) => `form-data; filename="${n}.jpg"`, (n) => n],
      ['unquoted', (n) => `attachment; filename=${n}.jpg`, (n) => n],
      ['no space after ;', (n) => `attachment;filename="${n}.jpg"`, (n) => n],
      ['no space, unquoted', (n) => `attachment;filename=${n}.jpg`, (n) => n],
      ['spaces around =', (n) => `attachment; filename = "${n}.jpg"`, (n) => n],
      ['spaces around =, unquoted', (n) => `attachment; filename = ${n}.jpg`, (n) => n],
      ['tabs', (n) => `attachment;\tfilename\t=\t"${n}.jpg"`, (n) => n],
      ['tabs, unquoted', (n) => `attachment;\tfilename\t=\t${n}.jpg`, (n) => n],
      ['spaces in the name', (n) => `attachment; filename = my ${n} picture.jpg`, (n) => `my-${n}-picture`],
      ['after a name', (n) => `form-data; name="myfile"; filename="${n}.jpg"`, (n) => n],
      ['between attributes', (n) => `form-data; name="myfile"; filename="${n}.jpg"; something="else"`, (n) => n],
      ['unquoted attributes', (n) => `form-data; name=myfile; filename=${n}.jpg; something=else`, (n) => n],
      ['unquoted with spaces', (n) => `form-data; name=myfile; filename=my ${n}.jpg; something=else`, (n) => `my-${n}`],
    ];
    it.each(valid)('reads %s', async (_case, header, title) => {
      const n = unique('foo');
      const res = remember(await uploadRaw('author', { disposition: header(n) }));
      expect(res.status, res.text).toBe(201);
      expect(res.body.title.raw).toBe(title(n));
    });

    it.each([['filename="foo.jpg"'], ['filename-foo.jpg'], ['foo.jpg'], ['unknown; notfilename="foo.jpg"']])('refuses %s', async (header) => {
      const res = remember(await uploadRaw('author', { disposition: header }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_upload_invalid_disposition');
    });
  });

  describe('reading', () => {
    it('test_get_items: anonymous lists attachments except those of a draft', async () => {
      const id1 = (await attachment()).id;
      const draft = await post({ status: 'draft' });
      const id2 = (await attachment('editor', { post: draft })).id;
      const published = await post();
      const id3 = (await attachment('editor', { post: published })).id;
      const res = await list({ include: [id1, id2, id3] });
      expect(res.status).toBe(200);
      expect(ids(res.body).sort()).toEqual([id1, id3].sort());
      for (const item of res.body) checkPostData(item, 'view');
    });

    it('test_get_items_logged_in_editor: an editor also lists the attachment of a draft', async () => {
      const id1 = (await attachment()).id;
      const id2 = (await attachment('editor', { post: await post({ status: 'draft' }) })).id;
      const id3 = (await attachment('editor', { post: await post() })).id;
      const res = await list({ include: [id1, id2, id3] }, 'editor');
      expect(ids(res.body).sort()).toEqual([id1, id2, id3].sort());
    });

    it('test_get_items_media_type: media_type filters by the MIME type family', async () => {
      const { id } = await attachment();
      expect(ids((await list({ include: [id] })).body)).toEqual([id]);
      expect((await list({ include: [id], media_type: 'video' })).body).toEqual([]);
      expect(ids((await list({ include: [id], media_type: 'image' })).body)).toEqual([id]);
    });

    it('test_get_items_mime_type: mime_type filters by the exact MIME type', async () => {
      const { id } = await attachment();
      expect((await list({ include: [id], mime_type: 'image/png' })).body).toEqual([]);
      expect(ids((await list({ include: [id], mime_type: 'image/jpeg' })).body)).toEqual([id]);
    });

    it('test_get_items_parent: parent 0 lists the unattached, a post id its attachments, an unknown id none', async () => {
      const parent = await post();
      const attached = (await attachment('editor', { post: parent })).id;
      const loose = (await attachment()).id;
      expect((await list({ include: [attached, loose] })).body).toHaveLength(2);
      expect(ids((await list({ include: [attached, loose], parent: 0 })).body)).toEqual([loose]);
      expect(ids((await list({ parent })).body)).toEqual([attached]);
      expect((await list({ parent: 999999999 })).body).toEqual([]);
    });

    it('test_get_items_invalid_status_param_is_error_response: publish is no attachment status', async () => {
      const res = await list({ status: 'publish', context: 'edit' }, 'editor');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    });

    it('test_get_items_private_status: anonymous may not ask for private attachments, an editor may', async () => {
      const { id } = await attachment('editor', { status: 'private' });
      const anonymous = await list({ status: 'private', include: [id] });
      expect(anonymous.status).toBe(400);
      expect(anonymous.body.code).toBe('rest_invalid_param');
      const editor = await list({ status: 'private', include: [id] }, 'editor');
      expect(editor.status).toBe(200);
      expect(ids(editor.body)).toEqual([id]);
    });

    it('test_get_items_multiple_statuses: private and trash together are refused anonymously and listed for an editor', async () => {
      const { id } = await attachment('editor', { status: 'private' });
      const anonymous = await list({ status: ['private', 'trash'], include: [id] });
      expect(anonymous.status).toBe(400);
      expect(anonymous.body.code).toBe('rest_invalid_param');
      const editor = await list({ status: ['private', 'trash'], include: [id] }, 'editor');
      expect(editor.status).toBe(200);
      expect(ids(editor.body)).toEqual([id]);
    });

    it('test_get_items_invalid_date: after and before must be dates', async () => {
      const res = await list({ after: 'foo', before: 'bar' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    });

    it('test_get_items_valid_date: after and before bound the publication date, both exclusive', async () => {
      const id1 = (await attachment('editor', { date: '2016-01-15T00:00:00' })).id;
      const id2 = (await attachment('editor', { date: '2016-01-16T00:00:00' })).id;
      const id3 = (await attachment('editor', { date: '2016-01-17T00:00:00' })).id;
      const res = await list({ include: [id1, id2, id3], after: '2016-01-15T00:00:00Z', before: '2016-01-17T00:00:00Z' });
      expect(ids(res.body)).toEqual([id2]);
    });

    it('test_get_items_invalid_modified_date: modified_after and modified_before must be dates', async () => {
      const res = await list({ modified_after: 'foo', modified_before: 'bar' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    });

    it('test_get_items_valid_modified_date: modified_after and modified_before bound the modification date', async () => {
      const a = await attachment();
      // Dates without a zone are the site's local time; only differences of a second matter here.
      const modified = new Date(`${a.modified as string}Z`).getTime();
      const at = (ms: number) => new Date(ms).toISOString().slice(0, 19);
      expect(ids((await list({ include: [a.id], modified_after: at(modified - 1000), modified_before: at(modified + 1000) })).body)).toEqual([a.id]);
      expect((await list({ include: [a.id], modified_after: at(modified + 1000) })).body).toEqual([]);
      expect((await list({ include: [a.id], modified_before: at(modified - 1000) })).body).toEqual([]);
    });

    it('test_get_items_avoid_duplicated_count_query_if_no_items: an empty list says 0 and 0 pages', async () => {
      const { id } = await attachment();
      const res = await list({ include: [id], media_type: 'video' });
      expect(res.body).toEqual([]);
      expect(res.headers.get('x-wp-total')).toBe('0');
      expect(res.headers.get('x-wp-totalpages')).toBe('0');
    });

    it('test_get_items_with_empty_page_runs_count_query_after: a page past the end is an error', async () => {
      const { id } = await attachment();
      const res = await list({ include: [id], media_type: 'image', page: 2 });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_post_invalid_page_number');
    });

    it('test_get_item: an attachment reads with its MIME type and alt text', async () => {
      const a = await attachment('editor', { alt_text: 'Sample alt text' });
      const res = await send('GET', `/wp/v2/media/${a.id}`);
      expect(res.status).toBe(200);
      checkPostData(res.body, 'view');
      expect(res.body.mime_type).toBe('image/jpeg');
      expect(res.body.alt_text).toBe('Sample alt text');
    });

    it('test_get_item_sizes: each intermediate size has its URL and MIME type, and full is the file itself', async () => {
      const a = await attachment('editor', {}, { bytes: PNG, name: `${unique('codeispoetry')}.png`, type: 'image/png' });
      const res = await send('GET', `/wp/v2/media/${a.id}`);
      const sizes = res.body.media_details.sizes;
      expect(sizes.thumbnail).toMatchObject({ width: 150, height: 150, mime_type: 'image/png' });
      expect(sizes.thumbnail.source_url).toMatch(/-150x150\.png$/);
      expect(sizes.medium).toMatchObject({ width: 300, height: 225, mime_type: 'image/png' });
      expect(sizes.full).toMatchObject({ width: 640, height: 480, mime_type: 'image/png', source_url: res.body.source_url });
    });

    it('test_get_item_private_post_not_authenticated: the attachment of a draft is not readable anonymously', async () => {
      const a = await attachment('editor', { post: await post({ status: 'draft' }) });
      const res = await send('GET', `/wp/v2/media/${a.id}`);
      expect(res.status).toBe(401);
    });

    it('test_get_item_inherit_status_with_invalid_parent: an attachment whose parent is gone is readable', async () => {
      const parent = await post();
      const a = await attachment('editor', { post: parent });
      expect((await send('DELETE', `/wp/v2/posts/${parent}`, { query: { force: 'true' }, as: 'administrator' })).status).toBe(200);
      const res = await send('GET', `/wp/v2/media/${a.id}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(a.id);
    });

    it('test_prepare_item: view and embed show the attachment fields without content, excerpt or raw texts', async () => {
      const a = await attachment();
      for (const context of ['view', 'embed'] as const) {
        const res = await send('GET', `/wp/v2/media/${a.id}`, { query: { context } });
        checkPostData(res.body, context);
      }
    });

    it('test_prepare_item_limit_fields: _fields keeps only the fields asked for', async () => {
      const a = await attachment();
      const res = await send('GET', `/wp/v2/media/${a.id}`, { query: { context: 'edit', _fields: 'id,slug' }, as: 'editor' });
      expect(Object.keys(res.body)).toEqual(['id', 'slug']);
    });

    it('test_search_item_by_filename: search also matches the file name', async () => {
      const name = `${unique('codeispoetry')}.png`;
      await attachment();
      const { id } = await attachment('editor', {}, { bytes: PNG, name, type: 'image/png' });
      const res = await list({ search: name });
      expect(ids(res.body)).toEqual([id]);
      expect(res.body[0].mime_type).toBe('image/png');
    });

    it('test_links_exist: self and an embeddable author, no post link', async () => {
      const a = await attachment();
      const res = await send('GET', `/wp/v2/media/${a.id}`, { query: { context: 'edit' }, as: 'editor' });
      const links = res.body._links;
      expect(links.self).toBeDefined();
      expect(links.author).toHaveLength(1);
      expect(links.author[0].embeddable).toBe(true);
      expect(links.post).toBeUndefined();
    });

    it('test_publish_action_link_does_not_exists: an attachment has no publish action link', async () => {
      const a = await attachment();
      const res = await send('GET', `/wp/v2/media/${a.id}`, { query: { context: 'edit' }, as: 'editor' });
      expect(res.body._links['https://api.w.org/action-publish']).toBeUndefined();
    });
  });

  describe('uploading', () => {
    it('test_create_item: an author uploads a JPEG with its title, caption, description and alt text', async () => {
      const res = remember(
        await uploadRaw(
          'author',
          {},
          {
            title: 'My title is very cool',
            caption: 'This is a better caption.',
            description: 'Without a description, my attachment is descriptionless.',
            alt_text: 'Alt text is stored outside post schema.',
          },
        ),
      );
      expect(res.status).toBe(201);
      expect(res.body.media_type).toBe('image');
      expect(res.body.title.raw).toBe('My title is very cool');
      expect(res.body.caption.raw).toBe('This is a better caption.');
      expect(res.body.description.raw).toBe('Without a description, my attachment is descriptionless.');
      expect(res.body.alt_text).toBe('Alt text is stored outside post schema.');
      const again = await send('GET', `/wp/v2/media/${res.body.id}`, { query: { context: 'edit' }, as: 'author' });
      expect(again.body).toMatchObject({
        title: { raw: 'My title is very cool' },
        caption: { raw: 'This is a better caption.' },
        alt_text: 'Alt text is stored outside post schema.',
      });
    });

    it('test_create_item_default_filename_title: a multipart upload is titled after its file name', async () => {
      const stem = unique('codeispoetry');
      const res = remember(await uploadForm('author', `${stem}.png`, PNG, {}, { 'Content-MD5': md5(PNG) }));
      expect(res.status, res.text).toBe(201);
      expect(res.body.title.raw).toBe(stem);
    });

    it('test_create_item_with_files: a multipart upload with a matching Content-MD5 is created', async () => {
      const res = remember(await uploadForm('author', `${unique('canola')}.jpg`, JPEG, {}, { 'Content-MD5': md5(JPEG) }));
      expect(res.status, res.text).toBe(201);
    });

    it('test_create_item_empty_body: no file is an error', async () => {
      const res = await send('POST', '/wp/v2/media', { as: 'author' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_upload_no_data');
    });

    it('test_create_item_missing_content_type: a raw body needs a Content-Type', async () => {
      const res = remember(await uploadRaw('author', { type: '', disposition: '' }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_upload_no_content_type');
    });

    it('test_create_item_missing_content_disposition: a raw body needs a Content-Disposition', async () => {
      const res = remember(await uploadRaw('author', { disposition: '' }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_upload_no_content_disposition');
    });

    it('test_create_item_bad_md5_header: a raw body whose hash differs from Content-MD5 is refused', async () => {
      const res = remember(await uploadRaw('author', {}, {}, { 'Content-MD5': 'abc123' }));
      expect(res.status).toBe(412);
      expect(res.body.code).toBe('rest_upload_hash_mismatch');
    });

    it('test_create_item_with_files_bad_md5_header: a multipart file whose hash differs from Content-MD5 is refused', async () => {
      const res = remember(await uploadForm('author', `${unique('canola')}.jpg`, JPEG, {}, { 'Content-MD5': 'abc123' }));
      expect(res.status).toBe(412);
      expect(res.body.code).toBe('rest_upload_hash_mismatch');
    });

    it('test_create_item_invalid_upload_files_capability: a contributor may not upload', async () => {
      const res = await send('POST', '/wp/v2/media', { as: 'contributor' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('rest_cannot_create');
    });

    it("test_create_item_invalid_edit_permissions: an author may not attach to an editor's post", async () => {
      const editorsPost = await post();
      const res = await send('POST', '/wp/v2/media', { as: 'author', json: { post: editorsPost } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('rest_cannot_edit');
    });

    it('test_create_item_invalid_post_type: an attachment cannot be the parent', async () => {
      const parent = await attachment();
      const res = remember(await uploadRaw('editor', {}, { post: parent.id }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    });

    it('test_create_item_alt_text: alt text is stored', async () => {
      const res = remember(await uploadRaw('author', {}, { alt_text: 'test alt text' }));
      expect(res.body.alt_text).toBe('test alt text');
    });

    it('test_create_item_unsafe_alt_text: sanitize_text_field leaves nothing of a script', async () => {
      const res = remember(await uploadRaw('author', {}, { alt_text: '<script>alert(document.cookie)</script>' }));
      expect(res.status).toBe(201);
      expect(res.body.alt_text).toBe('');
    });

    it('test_create_item_ensure_relative_path: the stored file path is relative to uploads', async () => {
      const res = remember(await uploadRaw('author', { bytes: PNG, type: 'image/png', name: `${unique('canola')}.png` }));
      expect(res.body.media_details.file).toMatch(/^\d{4}\/\d{2}\/canola-[0-9a-f]{8}\.png$/);
    });
  });

  describe('updating and deleting', () => {
    it('test_update_item: an editor changes the texts of their attachment', async () => {
      const a = await attachment('editor');
      const res = await send('POST', `/wp/v2/media/${a.id}`, {
        as: 'editor',
        json: {
          title: 'My title is very cool',
          caption: 'This is a better caption.',
          description: 'Without a description, my attachment is descriptionless.',
          alt_text: 'Alt text is stored outside post schema.',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.title.raw).toBe('My title is very cool');
      expect(res.body.caption.raw).toBe('This is a better caption.');
      expect(res.body.description.raw).toBe('Without a description, my attachment is descriptionless.');
      expect(res.body.alt_text).toBe('Alt text is stored outside post schema.');
    });

    it('test_update_item_parent: post moves the attachment to another parent', async () => {
      const a = await attachment('editor', { post: await post() });
      const next = await post();
      await send('POST', `/wp/v2/media/${a.id}`, { as: 'editor', json: { post: next } });
      expect((await send('GET', `/wp/v2/media/${a.id}`)).body.post).toBe(next);
    });

    it("test_update_item_invalid_permissions: an author may not edit an editor's attachment", async () => {
      const a = await attachment('editor');
      const res = await send('POST', `/wp/v2/media/${a.id}`, { as: 'author', json: { caption: 'This is a better caption.' } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('rest_cannot_edit');
    });

    it('test_update_item_invalid_post_type: an attachment cannot be its own parent', async () => {
      const a = await attachment('editor');
      const res = await send('POST', `/wp/v2/media/${a.id}`, { as: 'editor', json: { post: a.id } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    });

    it('test_update_item_with_existing_inherit_status: inherit is accepted on an attachment that has it', async () => {
      const a = await attachment('editor', { post: await post() });
      const res = await send('POST', `/wp/v2/media/${a.id}`, { as: 'editor', json: { status: 'inherit' } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.status).toBe('inherit');
    });

    it('test_update_item_with_new_inherit_status: inherit is no status to move a private attachment to', async () => {
      const a = await attachment('editor', { status: 'private' });
      const res = await send('POST', `/wp/v2/media/${a.id}`, { as: 'editor', json: { status: 'inherit' } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    });

    it('test_delete_item: force deletes', async () => {
      const a = await attachment();
      const res = await send('DELETE', `/wp/v2/media/${a.id}`, { query: { force: 'true' }, as: 'editor' });
      expect(res.status).toBe(200);
    });

    it('test_delete_item_no_trash: attachments do not trash, and stay', async () => {
      const a = await attachment();
      for (const query of [{}, { force: 'false' }] as Record<string, string>[]) {
        const res = await send('DELETE', `/wp/v2/media/${a.id}`, { query, as: 'editor' });
        expect(res.status).toBe(501);
        expect(res.body.code).toBe('rest_trash_not_supported');
      }
      expect((await send('GET', `/wp/v2/media/${a.id}`, { as: 'editor' })).status).toBe(200);
    });

    it("test_delete_item_invalid_delete_permissions: an author may not delete an editor's attachment", async () => {
      const a = await attachment('editor');
      const res = await send('DELETE', `/wp/v2/media/${a.id}`, { as: 'author' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('rest_cannot_delete');
    });
  });

  describe('texts round-trip as WordPress filters them', () => {
    const SHRUG = String.raw`\o/ ¯\_(ツ)_/¯`;
    const ENTITIES = String.raw`\\&\\ &amp; &invalid; < &lt; &amp;lt;`;
    const ENTITIES_OUT = String.raw`\\&amp;\\ &amp; &amp;invalid; &lt; &lt; &amp;lt;`;
    const TAGS = '<div>div</div> <strong>strong</strong> <script>oh noes</script>';
    const LINK = '<a href="#" target="_blank" unfiltered=true>link</a>';
    type Expected = Record<'title' | 'description' | 'caption', { raw: string; rendered: string }>;
    const same = (raw: string, rendered: string, paragraph = `<p>${rendered}</p>`): Expected => ({
      title: { raw, rendered },
      description: { raw, rendered: paragraph },
      caption: { raw, rendered: paragraph },
    });
    const unfilteredTags: Expected = {
      title: { raw: TAGS, rendered: TAGS },
      description: { raw: TAGS, rendered: '<div>div</div>\n<p> <strong>strong</strong> <script>oh noes</script></p>' },
      caption: { raw: TAGS, rendered: '<div>div</div>\n<p> <strong>strong</strong> <script>oh noes</script></p>' },
    };

    /** verify_attachment_roundtrip(): the same input on create and on update gives the expected texts. */
    async function roundtrip(as: Role, text: string, expected: Expected) {
      const input = { title: text, description: text, caption: text };
      const created = remember(await uploadRaw(as, {}, input));
      expect(created.status, created.text).toBe(201);
      checkTexts(created.body, expected);
      const updated = await send('PUT', `/wp/v2/media/${created.body.id}`, { as, json: input });
      expect(updated.status).toBe(200);
      checkTexts(updated.body, expected);
    }

    function checkTexts(data: Record<string, { raw: string; rendered: string }>, expected: Expected) {
      // The description starts with prepend_attachment()'s <p class="attachment"> line (core ticket 38679).
      const lines = data.description!.rendered.trim().split('\n');
      const description = lines[0]!.startsWith('<p class="attachment">') ? lines.slice(1).join('\n') : data.description!.rendered;
      expect(data.title!.raw).toBe(expected.title.raw);
      expect(data.title!.rendered.trim()).toBe(expected.title.rendered);
      expect(data.description!.raw).toBe(expected.description.raw);
      expect(description.trim()).toBe(expected.description.rendered);
      expect(data.caption!.raw).toBe(expected.caption.raw);
      expect(data.caption!.rendered.trim()).toBe(expected.caption.rendered);
    }

    it.each([
      ['a shrug', SHRUG, same(SHRUG, SHRUG)],
      ['entities', ENTITIES, same(ENTITIES_OUT, ENTITIES_OUT)],
      // WordPress 6.1's kses keeps the text of a stripped element, and wp_targeted_link_rel() adds rel="noopener".
      [
        'tags and a script',
        TAGS,
        {
          title: { raw: 'div <strong>strong</strong> oh noes', rendered: 'div <strong>strong</strong> oh noes' },
          description: { raw: '<div>div</div> <strong>strong</strong> oh noes', rendered: '<div>div</div>\n<p> <strong>strong</strong> oh noes</p>' },
          caption: { raw: '<div>div</div> <strong>strong</strong> oh noes', rendered: '<div>div</div>\n<p> <strong>strong</strong> oh noes</p>' },
        },
      ],
      [
        'a link with unknown attributes',
        LINK,
        {
          title: { raw: '<a href="#">link</a>', rendered: '<a href="#">link</a>' },
          description: { raw: '<a href="#" target="_blank" rel="noopener">link</a>', rendered: '<p><a href="#" target="_blank" rel="noopener">link</a></p>' },
          caption: { raw: '<a href="#" target="_blank" rel="noopener">link</a>', rendered: '<p><a href="#" target="_blank" rel="noopener">link</a></p>' },
        },
      ],
    ] as [string, string, Expected][])('test_attachment_roundtrip_as_author: %s', async (_case, text, expected) => {
      await roundtrip('author', text, expected);
    });

    it('test_attachment_roundtrip_as_editor_unfiltered_html: an editor keeps tags and scripts', async () => {
      await roundtrip('editor', TAGS, unfilteredTags);
    });

    it('test_attachment_roundtrip_as_superadmin_unfiltered_html: an administrator keeps tags and scripts', async () => {
      await roundtrip('administrator', TAGS, unfilteredTags);
    });
  });

  describe('editing images', () => {
    /** An uploaded 640×480 PNG (create_upload_object), with its thumbnail and medium sizes. */
    const image = (as: Role = 'administrator') => attachment(as, {}, { bytes: PNG, name: `${unique('canola')}.png`, type: 'image/png' });
    const edit = (id: number, json: Record<string, unknown>, as?: Role) => send('POST', `/wp/v2/media/${id}/edit`, { as, json });

    it('test_edit_image_returns_error_if_logged_out: anonymous may not edit images', async () => {
      const a = await image();
      const res = await edit(a.id, { src: a.source_url, rotation: 60 });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('rest_cannot_edit_image');
    });

    it('test_edit_image_returns_error_if_cannot_upload: a user without upload_files may not edit images', async () => {
      const a = await image();
      const res = await edit(a.id, { src: a.source_url, rotation: 60 }, 'subscriber');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('rest_cannot_edit_image');
    });

    it("test_edit_image_returns_error_if_cannot_edit: an author may not edit an editor's image", async () => {
      const a = await image('editor');
      const res = await edit(a.id, { src: a.source_url, rotation: 60 }, 'author');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('rest_cannot_edit');
    });

    it('test_edit_image_returns_error_if_no_edits: an edit must change something', async () => {
      const a = await image();
      const res = await edit(a.id, { src: a.source_url }, 'administrator');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_image_not_edited');
    });

    it('test_edit_image: a rotation makes a new -edited attachment that names its parent image', async () => {
      const a = await image();
      const res = remember(await edit(a.id, { src: a.source_url, rotation: 60 }, 'administrator'));
      expect(res.status, res.text).toBe(201);
      expect(res.headers.get('location')).toBe(res.body._links.self[0].href);
      expect(res.body.id).not.toBe(a.id);
      expect(res.body.media_details.file).toMatch(/-edited\.png$/);
      expect(res.body.media_details.parent_image.attachment_id).toBe(String(a.id));
      expect(res.body.media_details.parent_image.file).toBe(a.media_details.file);
    });

    it('test_batch_edit_image: modifiers rotate then crop into a new -edited attachment', async () => {
      const a = await image();
      const res = remember(
        await edit(
          a.id,
          {
            src: a.source_url,
            modifiers: [
              { type: 'rotate', args: { angle: 60 } },
              { type: 'crop', args: { left: 50, top: 10, width: 10, height: 5 } },
            ],
          },
          'administrator',
        ),
      );
      expect(res.status, res.text).toBe(201);
      expect(res.headers.get('location')).toBe(res.body._links.self[0].href);
      expect(res.body.media_details.file).toMatch(/-edited\.png$/);
      expect(res.body.media_details.parent_image.attachment_id).toBe(String(a.id));
      expect(res.body.media_details.parent_image.file).toBe(a.media_details.file);
    });

    it("test_edit_image_returns_error_if_mismatched_src: src must be the image's own file", async () => {
      const first = await image();
      const second = await image();
      const file = await attachment('administrator', {}, { bytes: Buffer.from('just text\n'), name: `${unique('notes')}.txt`, type: 'text/plain' });
      const large = first.media_details.sizes.medium.source_url as string;
      for (const other of [file, second]) {
        const res = await edit(other.id, { src: large }, 'administrator');
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('rest_unknown_attachment');
      }
      const own = await edit(first.id, { src: large }, 'administrator');
      expect(own.status).toBe(400);
      expect(own.body.code).toBe('rest_image_not_edited');
    });

    it('post-process: anonymous may not post-process, an editor regenerates the sizes of their image', async () => {
      const a = await image('editor');
      const anonymous = await send('POST', `/wp/v2/media/${a.id}/post-process`, { json: { action: 'create-image-subsizes' } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('rest_cannot_edit');
      const editor = await send('POST', `/wp/v2/media/${a.id}/post-process`, { as: 'editor', json: { action: 'create-image-subsizes' } });
      expect(editor.status).toBe(200);
      expect(editor.body).toMatchObject({ id: a.id, missing_image_sizes: [] });
      expect(Object.keys(editor.body.media_details.sizes)).toEqual(expect.arrayContaining(['thumbnail', 'medium', 'full']));
    });
  });
});

/** check_post_data() for an attachment: its own fields in, the post fields it lacks out, raw texts only in edit. */
function checkPostData(data: Record<string, unknown>, context: 'view' | 'edit' | 'embed') {
  expect(data).not.toHaveProperty('content');
  expect(data).not.toHaveProperty('excerpt');
  expect(data).toHaveProperty('alt_text');
  expect(data).toHaveProperty('media_details');
  expect(typeof data.source_url).toBe('string');
  if (context === 'edit') {
    expect(data.caption).toHaveProperty('raw');
    expect(data.description).toHaveProperty('raw');
  } else {
    expect(data.caption).not.toHaveProperty('raw');
    if (context === 'view') expect(data.description).not.toHaveProperty('raw');
  }
  if (context === 'embed') {
    expect(data).not.toHaveProperty('post');
    expect(data).not.toHaveProperty('description');
  } else {
    expect(data).toHaveProperty('post');
  }
}
