// cms/v2 comments, read side (WordPress's comments controller): the list with its filters and one comment.
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, rest, site } from '../../helpers.js';

const api = site();
const get = (route: string, query = '', auth?: string) => {
  const req = api.get(rest(route, query));
  return auth ? req.set('Authorization', auth) : req;
};
const ids = (body: { id: number }[]) => body.map((c) => c.id);

describe('comment list', () => {
  it('lists approved comments newest first with totals', async () => {
    const res = await get('/cms/v2/comments');
    expect(res.status).toBe(200);
    expect(res.headers['x-wp-total']).toBe('3');
    expect(ids(res.body)).toEqual([3, 2, 1]);
  });

  it('filters by post, the filter the replies link of a post uses', async () => {
    expect(ids((await get('/cms/v2/comments', '&post=3&order=asc')).body)).toEqual([2, 3]);
  });

  it('filters by parent', async () => {
    expect(ids((await get('/cms/v2/comments', '&parent=2')).body)).toEqual([3]);
  });

  it('writes a comment as WordPress does, with rendered content and links', async () => {
    const [c] = (await get('/cms/v2/comments', '&include=3')).body;
    expect(Object.keys(c)).toEqual([
      'id',
      'post',
      'parent',
      'author',
      'author_name',
      'author_url',
      'date',
      'date_gmt',
      'content',
      'link',
      'status',
      'type',
      'author_avatar_urls',
      'meta',
      '_links',
    ]);
    expect(c).toMatchObject({ id: 3, post: 3, parent: 2, author: 1, status: 'approved', type: 'comment' });
    expect(c.content).toEqual({ rendered: '<p>Agreed: every WordPress error code has a test now.</p>\n' });
    expect(c.link).toMatch(/\/\?p=3#comment-3$/);
    expect(Object.keys(c._links)).toEqual(['self', 'collection', 'author', 'up', 'in-reply-to']);
    expect(c._links.up[0]).toMatchObject({ embeddable: true, post_type: 'post' });
  });

  it('links a comment with replies to its children', async () => {
    const c = (await get('/cms/v2/comments/2')).body;
    expect(c._links.children[0].href).toMatch(/rest_route=%2Fcms%2Fv2%2Fcomments&parent=2$/);
  });

  it.each([
    ['status', '&status=hold', 'status'],
    ['author', '&author=1', 'author'],
  ])('refuses the protected %s filter to anonymous callers with rest_forbidden_param', async (_name, query, param) => {
    const res = await get('/cms/v2/comments', query);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'rest_forbidden_param', message: `Query parameter not permitted: ${param}`, data: { status: 401 } });
  });

  it('refuses comments of a post the caller may not read', async () => {
    const res = await get('/cms/v2/comments', '&post=15');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('rest_cannot_read_post');
  });

  it('adds the author e-mail and raw content in edit context for moderators', async () => {
    const [c] = (await get('/cms/v2/comments', '&include=1&context=edit', ADMIN)).body;
    expect(c).toMatchObject({ author_email: 'commenter@example.org', content: { raw: 'Hi, this is a comment.' } });
  });

  it('refuses edit context to a subscriber with 403 rest_forbidden_context', async () => {
    const res = await get('/cms/v2/comments', '&context=edit', basic('subscriber', 'subscriber-password'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('rest_forbidden_context');
  });
});

describe('links', () => {
  it('points every _links href of a comment at a served route', async () => {
    const { _links } = (await get('/cms/v2/comments/2')).body;
    const hrefs = Object.values(_links as Record<string, { href: string }[]>)
      .flat()
      .map((l) => l.href);
    expect(Object.keys(_links)).toEqual(['self', 'collection', 'author', 'up', 'children']);
    for (const href of hrefs.filter((h) => !h.includes('/cms/v2/posts/'))) {
      const url = new URL(href);
      const res = await api.get(`${url.pathname}${url.search}`);
      expect([href, res.status]).toEqual([href, 200]);
    }
  });
});

describe('one comment', () => {
  it('answers an unknown id with 404 rest_comment_invalid_id', async () => {
    const res = await get('/cms/v2/comments/99');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_comment_invalid_id', message: 'Invalid comment ID.', data: { status: 404 } });
  });
});
