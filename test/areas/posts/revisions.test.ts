// Revisions: an update that changes the title, content or excerpt stores one; they are listed and read under
// their parent, and deleted (with force=true) only on a site that grants it (auth.delete_revisions).
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/scenario/load.js';
import { site } from '../../helpers.js';
import { ADMIN, client, EDITOR, ORIGIN, SUBSCRIBER } from './post-client.js';

const REVISION_VIEW = ['author', 'date', 'date_gmt', 'id', 'modified', 'modified_gmt', 'parent', 'slug', 'guid', 'title', 'content', 'excerpt', '_links'];

/** A site whose scenario lets whoever may delete and edit a post delete its revisions. */
const granting = site({ scenario: loadScenario(undefined, { auth: { delete_revisions: true } }) });

/** A session where post 1 was edited three times (title, content, then only its sticky flag). */
async function edited(api?: typeof granting) {
  const c = client(undefined, undefined, api);
  await c.post('/cms/v2/posts/1', { title: 'First edit' });
  await c.put('/cms/v2/posts/1', { content: 'Second edit' });
  await c.patch('/cms/v2/posts/1', { sticky: true });
  return c;
}

describe('storing revisions', () => {
  it('stores one per update that changes title, content or excerpt, newest first', async () => {
    const c = await edited();
    const res = await c.get('/cms/v2/posts/1/revisions');
    expect(res.status).toBe(200);
    expect(res.headers['x-wp-total']).toBe('2');
    expect(res.headers['x-wp-totalpages']).toBe('1');
    expect(res.body.map((r: { title: { rendered: string } }) => r.title.rendered)).toEqual(['First edit', 'First edit']);
    expect(res.body.map((r: { content: { rendered: string } }) => r.content.rendered)).toEqual(['<p>Second edit</p>\n', expect.stringContaining('Welcome')]);
  });

  it("shows a revision in WordPress's shape: slug {parent}-revision-v1, a parent link", async () => {
    const c = await edited();
    const [latest] = (await c.get('/cms/v2/posts/1/revisions')).body;
    expect(Object.keys(latest)).toEqual(REVISION_VIEW);
    expect(latest).toMatchObject({ author: 1, parent: 1, slug: '1-revision-v1', guid: { rendered: `${ORIGIN}/?p=${latest.id}` }, excerpt: { rendered: '' } });
    expect(latest.title).toEqual({ rendered: 'First edit' });
    expect(latest._links).toEqual({ parent: [{ href: `${ORIGIN}/index.php?rest_route=/cms/v2/posts/1` }] });
  });

  it('a new post has no revisions until it is updated', async () => {
    const c = client();
    const created = await c.post('/cms/v2/posts', { title: 'Fresh', status: 'publish' });
    const res = await c.get(`/cms/v2/posts/${created.body.id}/revisions`);
    expect(res.body).toEqual([]);
    expect(res.headers['x-wp-total']).toBe('0');
  });

  it('pages keep revisions too', async () => {
    const c = client();
    await c.post('/cms/v2/pages/21', { content: 'About us, revised' });
    const res = await c.get('/cms/v2/pages/21/revisions', '&context=edit');
    expect(res.body[0]).toMatchObject({ parent: 21, slug: '21-revision-v1', content: { raw: 'About us, revised' } });
  });
});

describe('reading revisions', () => {
  it('reads one revision under its parent', async () => {
    const c = await edited();
    const [latest] = (await c.get('/cms/v2/posts/1/revisions')).body;
    const res = await c.get(`/cms/v2/posts/1/revisions/${latest.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(latest);
    expect(res.headers.allow).toBe('GET');
  });

  it('pages the list when per_page is given, with Link headers', async () => {
    const c = await edited();
    const res = await c.get('/cms/v2/posts/1/revisions', '&per_page=1&page=2');
    expect(res.body).toHaveLength(1);
    expect(res.headers['x-wp-totalpages']).toBe('2');
    expect(res.headers.link).toBe(`<${ORIGIN}/index.php?rest_route=%2Fcms%2Fv2%2Fposts%2F1%2Frevisions&per_page=1&page=1>; rel="prev"`);
    const past = await c.get('/cms/v2/posts/1/revisions', '&per_page=1&page=3');
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('rest_revision_invalid_page_number');
  });

  it('an anonymous caller may not list revisions: 401 rest_cannot_read', async () => {
    const c = await edited();
    const res = await c.as(null).get('/cms/v2/posts/1/revisions');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'rest_cannot_read', message: 'Sorry, you are not allowed to view revisions of this post.', data: { status: 401 } });
  });

  it.each([
    ['a missing parent', '/cms/v2/posts/999999/revisions'],
    ["a page as a post's parent", '/cms/v2/posts/21/revisions'],
  ])('%s is 404 rest_post_invalid_parent', async (_, route) => {
    const res = await client().get(route);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_post_invalid_parent', message: 'Invalid post parent ID.', data: { status: 404 } });
  });

  it('a revision of another post is 404 rest_revision_parent_id_mismatch', async () => {
    const c = await edited();
    const [latest] = (await c.get('/cms/v2/posts/1/revisions')).body;
    const res = await c.get(`/cms/v2/posts/2/revisions/${latest.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'rest_revision_parent_id_mismatch',
      message: 'The revision does not belong to the specified parent with id of "2"',
      data: { status: 404 },
    });
  });

  it('a missing revision is 404 rest_post_invalid_id', async () => {
    const res = await client().get('/cms/v2/posts/1/revisions/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid revision ID.', data: { status: 404 } });
  });
});

describe('deleting revisions', () => {
  it.each([
    ['an administrator', ADMIN],
    ['an editor', EDITOR],
  ])('%s is refused by default with force=true, as WordPress refuses revision deletion to everyone', async (_, who) => {
    const c = await edited();
    const [latest] = (await c.get('/cms/v2/posts/1/revisions')).body;
    const res = await c.as(who).del(`/cms/v2/posts/1/revisions/${latest.id}`, '&force=true');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'rest_cannot_delete', message: 'Sorry, you are not allowed to delete this revision.', data: { status: 403 } });
    expect((await c.get('/cms/v2/posts/1/revisions')).headers['x-wp-total']).toBe('2');
  });

  describe('on a site with auth.delete_revisions', () => {
    it('without force=true answers 501 rest_trash_not_supported', async () => {
      const c = await edited(granting);
      const [latest] = (await c.get('/cms/v2/posts/1/revisions')).body;
      const res = await c.del(`/cms/v2/posts/1/revisions/${latest.id}`);
      expect(res.status).toBe(501);
      expect(res.body).toEqual({
        code: 'rest_trash_not_supported',
        message: "Revisions do not support trashing. Set 'force=true' to delete.",
        data: { status: 501 },
      });
      expect(res.headers.allow).toBe('GET, DELETE');
    });

    it('with force=true an editor deletes it: {deleted: true, previous}', async () => {
      const c = await edited(granting);
      const [latest] = (await c.get('/cms/v2/posts/1/revisions')).body;
      const res = await c.as(EDITOR).del(`/cms/v2/posts/1/revisions/${latest.id}`, '&force=true');
      const { _links: _, ...withoutLinks } = latest;
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ deleted: true, previous: withoutLinks });
      expect((await c.get('/cms/v2/posts/1/revisions')).headers['x-wp-total']).toBe('1');
    });

    it('a subscriber, who may not delete the post, is refused: rest_cannot_delete for its revisions', async () => {
      const c = await edited(granting);
      const [latest] = (await c.get('/cms/v2/posts/1/revisions')).body;
      const res = await c.as(SUBSCRIBER).del(`/cms/v2/posts/1/revisions/${latest.id}`, '&force=true');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'rest_cannot_delete', message: 'Sorry, you are not allowed to delete revisions of this post.', data: { status: 403 } });
    });
  });
});
