// What each of WordPress's default roles may do with posts and pages over REST (map_meta_cap() on the capabilities of
// administrator, editor, author, contributor and subscriber): create, publish, make sticky, assign another author,
// assign and create terms, upload, read, edit and delete their own and others' posts, read revisions and autosaves.
// Not a port of one PHP test: the role-dependent cases of rest-posts-controller.php, rest-revisions-controller.php,
// rest-autosaves-controller.php and rest-attachments-controller.php gathered in tables, every row proven on WordPress 6.1.
import { afterAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../src/areas/media/png-encoder.js';
import { PostFactory } from './post-factory.js';
import { openTargets, type Role } from './target.js';

const targets = await openTargets('posts-roles.test.ts');
afterAll(async () => {
  for (const t of targets) await t.close();
});

type Outcome = number | [number, string];

describe.each(targets.map((t) => [t.name, t] as const))('%s', (_, t) => {
  const f = new PostFactory(t);
  afterAll(() => f.cleanup());

  /** A write as `as` that, when it succeeds, is cleaned up later; the status and (for errors) the code. */
  const attempt = async (as: Role | null, method: string, route: string, json: Record<string, unknown> = {}) => {
    const res = await t.send(method, route, { json, ...(as ? { as } : {}) });
    if (res.status === 201) f.track(`${route}/${res.body.id as number}`);
    return res;
  };
  const outcome = (res: { status: number; body: { code?: string } }): Outcome => (res.status < 300 ? res.status : [res.status, res.body.code!]);

  describe('creating posts', () => {
    it.each([
      ['administrator', 201],
      ['editor', 201],
      ['author', 201],
      ['contributor', 201],
      ['subscriber', [403, 'rest_cannot_create']],
      [null, [401, 'rest_cannot_create']],
    ] as [Role | null, Outcome][])('%s creates a draft: %j', async (as, expected) => {
      expect(outcome(await attempt(as, 'POST', '/wp/v2/posts', { title: f.unique('Draft') }))).toEqual(expected);
    });

    it.each([
      ['administrator', 'publish', 201],
      ['editor', 'publish', 201],
      ['author', 'publish', 201],
      ['contributor', 'publish', [403, 'rest_cannot_publish']],
      ['author', 'private', 201],
      ['contributor', 'private', [403, 'rest_cannot_publish']],
      ['contributor', 'pending', 201],
      ['author', 'future', 201],
      ['contributor', 'future', [403, 'rest_cannot_publish']],
    ] as [Role, string, Outcome][])('%s creates a %s post: %j', async (as, status, expected) => {
      const date = status === 'future' ? { date: '2999-01-01T00:00:00' } : {};
      const res = await attempt(as, 'POST', '/wp/v2/posts', { title: f.unique('Status'), status, ...date });
      expect(outcome(res)).toEqual(expected);
      if (res.status === 201) expect(res.body.status).toBe(status);
    });

    it('a contributor may not publish: the message names the status', async () => {
      const privately = await attempt('contributor', 'POST', '/wp/v2/posts', { title: f.unique('P'), status: 'private' });
      expect(privately.body.message).toBe('Sorry, you are not allowed to create private posts in this post type.');
      const published = await attempt('contributor', 'POST', '/wp/v2/posts', { title: f.unique('P'), status: 'publish' });
      expect(published.body.message).toBe('Sorry, you are not allowed to publish posts in this post type.');
    });

    it.each([
      ['administrator', 201],
      ['editor', 201],
      ['author', 201],
      ['contributor', [403, 'rest_cannot_assign_sticky']],
    ] as [Role, Outcome][])('%s creates a sticky post: %j', async (as, expected) => {
      const status = as === 'contributor' ? 'pending' : 'publish';
      const res = await attempt(as, 'POST', '/wp/v2/posts', { title: f.unique('Sticky'), status, sticky: true });
      expect(outcome(res)).toEqual(expected);
      if (res.status === 201) expect(res.body.sticky).toBe(true);
    });

    it.each([
      ['administrator', 201],
      ['editor', 201],
      ['author', [403, 'rest_cannot_edit_others']],
      ['contributor', [403, 'rest_cannot_edit_others']],
    ] as [Role, Outcome][])('%s creates a post as another user: %j', async (as, expected) => {
      const other = t.userId(as === 'administrator' ? 'editor' : 'administrator');
      const res = await attempt(as, 'POST', '/wp/v2/posts', { title: f.unique('Other'), author: other });
      expect(outcome(res)).toEqual(expected);
      if (res.status === 201) expect(res.body.author).toBe(other);
    });

    it.each(['administrator', 'editor', 'author', 'contributor'] as Role[])('%s assigns an existing category and tag to a new post', async (as) => {
      const category = await f.term('categories');
      const tag = await f.term('tags');
      const res = await attempt(as, 'POST', '/wp/v2/posts', { title: f.unique('Terms'), categories: [category], tags: [tag] });
      expect(res.status).toBe(201);
      expect([res.body.categories, res.body.tags]).toEqual([[category], [tag]]);
    });

    it.each([
      ['administrator', 201],
      ['editor', 201],
      ['author', [403, 'rest_cannot_create']],
      ['contributor', [403, 'rest_cannot_create']],
    ] as [Role, Outcome][])('%s creates a page: %j', async (as, expected) => {
      expect(outcome(await attempt(as, 'POST', '/wp/v2/pages', { title: f.unique('Page') }))).toEqual(expected);
    });
  });

  describe('terms and uploads', () => {
    it.each([
      ['administrator', 201, 201],
      ['editor', 201, 201],
      ['author', [403, 'rest_cannot_create'], 201],
      ['contributor', [403, 'rest_cannot_create'], 201],
      ['subscriber', [403, 'rest_cannot_create'], [403, 'rest_cannot_create']],
    ] as [Role, Outcome, Outcome][])('%s creates a category (%j) and a tag (%j)', async (as, category, tag) => {
      expect(outcome(await attempt(as, 'POST', '/wp/v2/categories', { name: f.unique('Cat') }))).toEqual(category);
      expect(outcome(await attempt(as, 'POST', '/wp/v2/tags', { name: f.unique('Tag') }))).toEqual(tag);
    });

    it.each([
      ['administrator', 201],
      ['editor', 201],
      ['author', 201],
      ['contributor', [403, 'rest_cannot_create']],
      ['subscriber', [403, 'rest_cannot_create']],
    ] as [Role, Outcome][])('%s uploads an image: %j', async (as, expected) => {
      const res = await t.send('POST', '/wp/v2/media', {
        as,
        raw: { body: encodePng(2, 2, f.token), headers: { 'Content-Type': 'image/png', 'Content-Disposition': `attachment; filename="${f.token}.png"` } },
      });
      if (res.status === 201) f.track(`/wp/v2/media/${res.body.id as number}`);
      expect(outcome(res)).toEqual(expected);
    });
  });

  describe('editing and deleting', () => {
    /** A post of `owner`'s (made by the administrator in their name), in `status`. */
    const postOf = (owner: Role, status = 'publish') => f.post({ status, author: t.userId(owner) });

    it.each([
      ['editor', 'administrator', 'publish', 200],
      ['author', 'author', 'publish', 200],
      ['author', 'editor', 'publish', [403, 'rest_cannot_edit']],
      ['author', 'editor', 'draft', [403, 'rest_cannot_edit']],
      ['contributor', 'contributor', 'draft', 200],
      ['contributor', 'contributor', 'pending', 200],
      ['contributor', 'contributor', 'publish', [403, 'rest_cannot_edit']],
      ['contributor', 'author', 'draft', [403, 'rest_cannot_edit']],
      ['editor', 'author', 'private', 200],
      ['author', 'editor', 'private', [403, 'rest_cannot_edit']],
      ['subscriber', 'subscriber', 'draft', [403, 'rest_cannot_edit']],
    ] as [Role, Role, string, Outcome][])('%s updates a post of %s in %s: %j', async (as, owner, status, expected) => {
      const id = await postOf(owner, status);
      expect(outcome(await t.send('POST', `/wp/v2/posts/${id}`, { json: { title: f.unique('Edited') }, as }))).toEqual(expected);
    });

    it.each([
      ['editor', 'administrator', 'publish', 200],
      ['author', 'author', 'publish', 200],
      ['author', 'editor', 'publish', [403, 'rest_cannot_delete']],
      ['contributor', 'contributor', 'draft', 200],
      ['contributor', 'contributor', 'publish', [403, 'rest_cannot_delete']],
      ['contributor', 'author', 'draft', [403, 'rest_cannot_delete']],
      ['editor', 'author', 'private', 200],
    ] as [Role, Role, string, Outcome][])('%s trashes a post of %s in %s: %j', async (as, owner, status, expected) => {
      const id = await postOf(owner, status);
      expect(outcome(await t.send('DELETE', `/wp/v2/posts/${id}`, { as }))).toEqual(expected);
    });

    it('trashing a sticky post unsticks it', async () => {
      const id = await f.post({ sticky: true });
      const trashed = await t.send('DELETE', `/wp/v2/posts/${id}`, { as: 'editor' });
      expect([trashed.body.status, trashed.body.sticky]).toEqual(['trash', false]);
    });

    it.each([
      ['author', 201],
      ['contributor', [403, 'rest_cannot_assign_sticky']],
    ] as [Role, Outcome][])('%s makes their own post sticky: %j', async (as, expected) => {
      const id = await postOf(as, as === 'author' ? 'publish' : 'draft');
      const res = await t.send('POST', `/wp/v2/posts/${id}`, { json: { sticky: true }, as });
      expect(outcome(res)).toEqual(expected === 201 ? 200 : expected);
    });

    it('sticky=false asks for nothing: a contributor updates their draft with it', async () => {
      const id = await postOf('contributor', 'draft');
      expect((await t.send('POST', `/wp/v2/posts/${id}`, { json: { sticky: false }, as: 'contributor' })).status).toBe(200);
    });
  });

  describe('reading', () => {
    it.each([
      ['editor', 'author', 'private', 200],
      ['author', 'editor', 'private', [403, 'rest_forbidden']],
      ['subscriber', 'editor', 'private', [403, 'rest_forbidden']],
      ['editor', 'author', 'draft', 200],
      ['author', 'editor', 'draft', [403, 'rest_forbidden']],
      ['contributor', 'contributor', 'draft', 200],
      ['subscriber', 'editor', 'publish', 200],
      [null, 'editor', 'pending', [401, 'rest_forbidden']],
    ] as [Role | null, Role, string, Outcome][])('%s reads a post of %s in %s: %j', async (as, owner, status, expected) => {
      const id = await f.post({ status, author: t.userId(owner) });
      expect(outcome(await t.send('GET', `/wp/v2/posts/${id}`, as ? { as } : {}))).toEqual(expected);
    });

    it.each([
      ['editor', 200],
      ['author', 200],
      ['contributor', 200],
      ['subscriber', [403, 'rest_forbidden_context']],
      [null, [401, 'rest_forbidden_context']],
    ] as [Role | null, Outcome][])('%s lists posts in edit context: %j', async (as, expected) => {
      expect(outcome(await t.send('GET', '/wp/v2/posts', { query: { context: 'edit', per_page: 1 }, ...(as ? { as } : {}) }))).toEqual(expected);
    });

    it('an author lists drafts but sees only their own', async () => {
      const token = f.unique('Drafts');
      const own = await f.post({ title: token, status: 'draft', author: t.userId('author') });
      await f.post({ title: token, status: 'draft', author: t.userId('editor') });
      const res = await t.send('GET', '/wp/v2/posts', { query: { search: token, status: 'draft' }, as: 'author' });
      expect(res.body.map((p: { id: number }) => p.id)).toEqual([own]);
    });

    it.each([
      ['author', 'author', 200],
      ['author', 'editor', [403, 'rest_cannot_read']],
      ['contributor', 'contributor', 200],
      ['editor', 'author', 200],
      ['subscriber', 'subscriber', [403, 'rest_cannot_read']],
    ] as [Role, Role, Outcome][])('%s reads the revisions of a post of %s: %j', async (as, owner, expected) => {
      const id = await f.post({ status: 'draft', author: t.userId(owner) });
      await f.ok('POST', `/wp/v2/posts/${id}`, { json: { content: 'Revised' } });
      expect(outcome(await t.send('GET', `/wp/v2/posts/${id}/revisions`, { as }))).toEqual(expected);
    });

    it.each([
      ['author', 'author', 200],
      ['author', 'editor', [403, 'rest_cannot_read']],
      ['editor', 'author', 200],
    ] as [Role, Role, Outcome][])('%s reads the autosaves of a post of %s: %j', async (as, owner, expected) => {
      const id = await f.post({ status: 'draft', author: t.userId(owner) });
      expect(outcome(await t.send('GET', `/wp/v2/posts/${id}/autosaves`, { as }))).toEqual(expected);
    });
  });
});
