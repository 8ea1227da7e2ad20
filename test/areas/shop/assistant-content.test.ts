// assistant/v1 content helpers on the same posts as cms/v2: counting and listing post ids by type and status,
// reading a post's cleaned text, which posts have text, the post types, creating a draft from Markdown and
// updating a title or excerpt (visible through cms/v2, with a revision).
import { describe, expect, it } from 'vitest';
import { cms, EDITOR, expectSchema, fresh, get, post, SUBSCRIBER } from './assistant-client.js';

describe('reading posts', () => {
  it('counts and lists the published posts of a type, or those of the statuses asked for', async () => {
    const s = fresh('count');
    const count = await get(s, '/helpers/count_posts', '&postType=post').expect(200);
    expectSchema('/helpers/count_posts', 'GET', count.body);
    const published = (await cms(s, '/posts', '&per_page=100&_fields=id').expect(200)).body
      .map((p: { id: number }) => p.id)
      .sort((a: number, b: number) => a - b);
    expect(count.body.count).toBe(published.length);
    const ids = await get(s, '/helpers/posts_ids', '&postType=post').expect(200);
    expectSchema('/helpers/posts_ids', 'GET', ids.body);
    expect(ids.body.postIds).toEqual(published);
    expect((await get(s, '/helpers/posts_ids', '&postType=post&postStatus=draft,private').expect(200)).body.postIds).toEqual([15, 17]);
    expect((await get(s, '/helpers/count_posts', '&postType=page').expect(200)).body.count).toBe(5);
    expect((await get(s, '/helpers/count_posts', '&postType=attachment&postStatus=inherit').expect(200)).body.count).toBe(3);
    expect((await get(s, '/helpers/count_posts').expect(400)).body.code).toBe('assistant_missing_post_type');
  });

  it('reads a post as text without blocks or tags, with its checksum, language and address', async () => {
    const res = await get(fresh('content'), '/helpers/post_content', '&postId=3').expect(200);
    expectSchema('/helpers/post_content', 'GET', res.body);
    expect(res.body).toMatchObject({
      success: true,
      postId: 3,
      title: 'How we test our frontend',
      excerpt: '',
      language: 'en_us (english)',
      content:
        'Every component has a test that runs against a mock of the REST API. The mock answers exactly like the real site, so the tests pass unchanged against both.',
    });
    expect(res.body.url).toMatch(/\/\?p=3$/);
    expect(res.body.checksum).toMatch(/^[a-f0-9]{32}$/);
  });

  it('reads the newest post of a type at an offset, and refuses posts that cannot be read', async () => {
    const s = fresh('content-offset');
    const newest = (await cms(s, '/pages', '&per_page=2&_fields=id').expect(200)).body.map((p: { id: number }) => p.id);
    expect((await get(s, '/helpers/post_content', '&postType=page&offset=1').expect(200)).body.postId).toBe(newest[1]);
    expect((await get(s, '/helpers/post_content', '&postId=16').expect(404)).body.code).toBe('assistant_post_not_found');
    expect((await get(s, '/helpers/post_content', '&postType=page&offset=50').expect(404)).body.code).toBe('assistant_post_not_found');
  });

  it('tells which posts have text', async () => {
    const s = fresh('has-text');
    const res = await post(s, '/helpers/check_posts_content', { postIds: [1, 30, 999, 21] }).expect(200);
    expectSchema('/helpers/check_posts_content', 'POST', res.body);
    expect(res.body.postsWithContent).toEqual([1, 21]);
    expect((await post(s, '/helpers/check_posts_content', { postIds: [] }).expect(400)).body.code).toBe('assistant_missing_post_ids');
  });

  it('lists the public post types', async () => {
    const res = await get(fresh('types'), '/helpers/post_types', '', EDITOR).expect(200);
    expectSchema('/helpers/post_types', 'GET', res.body);
    expect(res.body.postTypes).toEqual([
      { name: 'Posts', type: 'post' },
      { name: 'Pages', type: 'page' },
    ]);
  });

  it('keeps the content helpers to editors and administrators', async () => {
    expect((await get(fresh('content-perm'), '/helpers/count_posts', '&postType=post', SUBSCRIBER).expect(403)).body.code).toBe('rest_forbidden');
  });
});

describe('writing posts', () => {
  it('creates a draft from Markdown that cms/v2 shows as the same post', async () => {
    const s = fresh('create');
    const res = await post(
      s,
      '/helpers/create_post',
      {
        title: 'Winter <b>sale</b>',
        excerpt: 'Everything -20%.',
        postType: 'post',
        content: '## Deals\n\nAll **coats** are *cheaper*.\n\n- Coats\n- Boots',
      },
      EDITOR,
    ).expect(200);
    expectSchema('/helpers/create_post', 'POST', res.body);
    const id = res.body.postId as number;
    const created = (await cms(s, `/posts/${id}`, '&context=edit').expect(200)).body;
    expect(created).toMatchObject({ id, status: 'draft', author: 2, title: { raw: 'Winter sale' }, excerpt: { raw: 'Everything -20%.' }, categories: [1] });
    expect(created.content.raw).toBe('<h2>Deals</h2>\n<p>All <strong>coats</strong> are <em>cheaper</em>.</p>\n<ul>\n<li>Coats</li>\n<li>Boots</li>\n</ul>');
    const page = await post(s, '/helpers/create_post', { title: 'Size guide', content: 'Measure twice.', postType: 'page' }).expect(200);
    expect((await cms(s, `/pages/${page.body.postId}`).expect(200)).body.status).toBe('draft');
    expect((await post(s, '/helpers/create_post', { title: 'x', postType: 'product' }).expect(400)).body.code).toBe('assistant_invalid_post_type');
  });

  it('updates a title and an excerpt as cms/v2 would, keeping a revision', async () => {
    const s = fresh('update');
    const title = await post(s, '/helpers/update_post_title', { postId: 5, title: 'Pages load in half the time' }).expect(200);
    expectSchema('/helpers/update_post_title', 'POST', title.body);
    expect(title.body).toEqual({ success: true, message: 'Title updated.' });
    const excerpt = await post(s, '/helpers/update_post_excerpt', { postId: 5, excerpt: 'We measured, then we cut.' }).expect(200);
    expect(excerpt.body).toEqual({ success: true, message: 'Excerpt updated.' });
    const updated = (await cms(s, '/posts/5', '&context=edit').expect(200)).body;
    expect(updated).toMatchObject({
      title: { raw: 'Pages load in half the time' },
      excerpt: { raw: 'We measured, then we cut.' },
      modified_gmt: '2026-01-15T09:00:02',
    });
    const revisions = (await cms(s, '/posts/5/revisions', '&context=edit').expect(200)).body;
    expect(revisions[0].title.raw).toBe('Pages load in half the time');
  });

  it('sets the title of an attachment directly, and says which post is missing', async () => {
    const s = fresh('update-errors');
    await post(s, '/helpers/update_post_title', { postId: 31, title: 'The team' }).expect(200);
    expect((await cms(s, '/media/31', '&context=edit').expect(200)).body.title.raw).toBe('The team');
    expect((await post(s, '/helpers/update_post_title', { postId: 999, title: 'x' }).expect(404)).body.code).toBe('assistant_post_not_found');
    expect((await post(s, '/helpers/update_post_excerpt', { postId: 1 }).expect(400)).body.code).toBe('assistant_missing_excerpt');
  });
});
