// cms/v2 comments, write side (WordPress's comments controller): create, update and delete, answered from the
// session's state with WordPress's permission checks, moderation, duplicate and flood checks, trash and counts.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/scenario/load.js';
import { ADMIN, client, EDITOR, SUBSCRIBER, type Client } from '../posts/post-client.js';
import { rest, site } from '../../helpers.js';

const comment = (c: Client, body: object, query = '') => c.post('/cms/v2/comments', body, query);
const ids = (body: { id: number }[]) => body.map((x) => x.id);
const refusal = (code: string, message: string, status: number) => ({ code, message, data: { status } });

/** An app whose scenario allows anonymous comments (the rest_allow_anonymous_comments filter, as an option). */
function anonymousSite(options: Record<string, unknown> = {}) {
  const api = site({ scenario: loadScenario(undefined, { data: { options: { rest_allow_anonymous_comments: true, ...options } } }) });
  return (body: object) => api.post(rest('/cms/v2/comments')).set('Host', 'mock.test').send(body);
}

describe('POST /comments', () => {
  it('creates an approved comment as the logged-in author, answered in edit context with 201 and Location', async () => {
    const res = await comment(client(), { post: 1, content: 'Nice post.' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe('http://mock.test/index.php?rest_route=/cms/v2/comments/4');
    expect(res.body).toMatchObject({
      id: 4,
      post: 1,
      parent: 0,
      author: 1,
      author_name: 'admin',
      author_email: 'admin@example.org',
      author_ip: '127.0.0.1',
      date: '2026-01-15T09:00:01',
      date_gmt: '2026-01-15T09:00:01',
      status: 'approved',
      type: 'comment',
      content: { raw: 'Nice post.', rendered: '<p>Nice post.</p>\n' },
      link: 'http://mock.test/?p=1#comment-4',
    });
    expect(res.headers.allow).toBe('GET, POST');
  });

  it('shows the new comment in the lists, their totals and the post comment count', async () => {
    const c = client();
    await comment(c, { post: 1, content: 'Nice post.' });
    const list = await c.get('/cms/v2/comments', '&post=1');
    expect(ids(list.body)).toEqual([4, 1]);
    expect(list.headers['x-wp-total']).toBe('2');
    const cli = await c.post('/sitetool/v1/cli/run', { command: 'wp post get 1 --field=comment_count' });
    expect(cli.body.stdout).toBe('2');
  });

  it("holds a subscriber's first comment for moderation and answers it in view context", async () => {
    const c = client(SUBSCRIBER);
    const res = await comment(c, { post: 1, content: 'First!' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ author: 3, author_name: 'Sam Subscriber', status: 'hold' });
    expect(res.body).not.toHaveProperty('author_email');
    expect(ids((await c.get('/cms/v2/comments', '&post=1')).body)).toEqual([1]);
    expect(ids((await c.as(ADMIN).get('/cms/v2/comments', '&status=hold')).body)).toEqual([4]);
  });

  it('lets a moderator set the status', async () => {
    expect((await comment(client(), { post: 1, content: 'Held on purpose.', status: 'hold' })).body.status).toBe('hold');
  });

  it("takes IDs from the session's comment counter, never reusing a deleted one", async () => {
    const c = client();
    await comment(c, { post: 1, content: 'One.' });
    await c.del('/cms/v2/comments/4', '&force=true');
    expect((await comment(c, { post: 1, content: 'Two.' })).body.id).toBe(5);
  });

  it('embeds the author and the post with _embed, and trims the answer to _fields', async () => {
    const c = client();
    const embedded = await comment(c, { post: 3, parent: 2, content: 'Me too.' }, '&_embed');
    expect(embedded.body._embedded.author[0]).toMatchObject({ id: 1, name: 'admin' });
    expect(embedded.body._embedded.up[0]).toMatchObject({ id: 3 });
    expect(embedded.body._embedded['in-reply-to'][0]).toMatchObject({ id: 2 });
    expect((await comment(c, { post: 1, content: 'Short.' }, '&_fields=id,status')).body).toEqual({ id: 5, status: 'approved' });
  });

  it('refuses anonymous callers by default (401 rest_comment_login_required)', async () => {
    const res = await comment(client(null), { post: 1, content: 'Hi', author_name: 'Ann', author_email: 'ann@example.org' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal('rest_comment_login_required', 'Sorry, you must be logged in to comment.', 401));
  });

  it('takes anonymous comments where the scenario allows them, with a name and an e-mail address', async () => {
    const post = anonymousSite();
    const missing = await post({ post: 1, content: 'Hi' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(refusal('rest_comment_author_data_required', 'Creating a comment requires valid author name and email values.', 400));
    const res = await post({ post: 1, content: 'Hi', author_name: 'Ann & Co', author_email: 'ann@example.org', author_url: 'https://ann.example.org/' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ author: 0, author_name: 'Ann &amp; Co', author_url: 'https://ann.example.org/', status: 'hold' });
  });

  it('approves a returning anonymous author who has an approved comment', async () => {
    const post = anonymousSite();
    const res = await post({ post: 3, content: 'Back again.', author_name: 'A WordPress Commenter', author_email: 'commenter@example.org' });
    expect(res.body.status).toBe('approved');
  });

  it('refuses a duplicate (409) and a second comment within 15 seconds (400 comment_flood)', async () => {
    const post = anonymousSite();
    const body = { post: 1, content: 'Hi', author_name: 'Ann', author_email: 'ann@example.org' };
    expect((await post(body)).status).toBe(201);
    const again = await post(body);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal('comment_duplicate', 'Duplicate comment detected; it looks as though you&#8217;ve already said that!', 409));
    const flood = await post({ ...body, content: 'Hi again' });
    expect(flood.status).toBe(400);
    expect(flood.body).toEqual(refusal('comment_flood', 'You are posting comments too quickly. Slow down.', 400));
  });

  it('sends comments with too many links, or a disallowed word, where WordPress does', async () => {
    // Each on a site of its own: a second anonymous comment within 15 seconds would be a flood.
    const options = { disallowed_keys: 'casino', comment_previously_approved: 0 };
    const statusOf = async (content: string) =>
      (await anonymousSite(options)({ post: 1, content, author_name: 'Ann', author_email: 'ann@example.org' })).body.status;
    expect(await statusOf('Plain words.')).toBe('approved');
    expect(await statusOf('See https://a.example and <a href="https://b.example">this</a>')).toBe('hold');
    expect(await statusOf('Best Casino here')).toBe('trash');
  });

  it.each([
    ['a post that does not exist', { post: 999 }, 'rest_comment_invalid_post_id', 'Sorry, you are not allowed to create this comment without a post.', 403],
    ['no post', {}, 'rest_comment_invalid_post_id', 'Sorry, you are not allowed to create this comment without a post.', 403],
    ['a draft', { post: 15 }, 'rest_comment_draft_post', 'Sorry, you are not allowed to create a comment on this post.', 403],
    ['a page with comments closed', { post: 21 }, 'rest_comment_closed', 'Sorry, comments are closed for this item.', 403],
    ['no content', { post: 1, content: '  ' }, 'rest_comment_content_invalid', 'Invalid comment content.', 400],
  ])('refuses a comment on %s', async (_name, body, code, message, status) => {
    const res = await comment(client(), { content: 'Text', ...body });
    expect(res.status).toBe(status);
    expect(res.body).toEqual(refusal(code, message, status));
  });

  it.each([
    ['a private post it cannot read', { post: 17 }, 'rest_cannot_read_post', 'Sorry, you are not allowed to read the post for this comment.'],
    ['another author', { post: 1, author: 1 }, 'rest_comment_invalid_author', "Sorry, you are not allowed to edit 'author' for comments."],
    ['a status', { post: 1, status: 'approved' }, 'rest_comment_invalid_status', "Sorry, you are not allowed to edit 'status' for comments."],
    [
      'another IP address',
      { post: 1, author_ip: '10.0.0.1' },
      'rest_comment_invalid_author_ip',
      "Sorry, you are not allowed to edit 'author_ip' for comments.",
    ],
  ])('refuses a subscriber %s (403)', async (_name, body, code, message) => {
    const res = await comment(client(SUBSCRIBER), { content: 'Text', ...body });
    expect(res.body).toEqual(refusal(code, message, 403));
  });

  it('checks author_email as WordPress does: an empty one passes the argument check, a bad one does not', async () => {
    const empty = await comment(client(), { post: 1, content: 'Text', author_name: 'Guest', author_email: '' });
    expect(empty.body.code).toBe('rest_comment_author_data_required');
    const bad = await comment(client(null), { post: 1, content: 'Text', author_email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): author_email',
      data: {
        status: 400,
        params: { author_email: 'Invalid email address.' },
        details: { author_email: { code: 'rest_invalid_email', message: 'Invalid email address.', data: null } },
      },
    });
  });
});

describe('POST/PUT/PATCH /comments/{id}', () => {
  it('updates the content and answers in edit context, keeping the date', async () => {
    const c = client();
    const res = await c.put('/cms/v2/comments/1', { content: { raw: 'Edited "comment".' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 1,
      content: { raw: 'Edited "comment".', rendered: '<p>Edited &#8220;comment&#8221;.</p>\n' },
      author_email: 'commenter@example.org',
    });
    expect(res.body.date).toBe((await c.get('/cms/v2/comments/1')).body.date);
  });

  it('moves a comment between statuses: spam and back, approve a held one', async () => {
    const c = client();
    expect((await c.patch('/cms/v2/comments/1', { status: 'spam' })).body.status).toBe('spam');
    expect(ids((await c.get('/cms/v2/comments')).body)).toEqual([3, 2]);
    expect((await c.patch('/cms/v2/comments/1', { status: 'unspam' })).body.status).toBe('approved');
    const held = await comment(c.as(SUBSCRIBER), { post: 1, content: 'Wait for me.' });
    expect((await c.patch(`/cms/v2/comments/${held.body.id}`, { status: 'approve' })).body.status).toBe('approved');
  });

  it('lets the author of the post edit its comments, but not a subscriber', async () => {
    const editor = await client(EDITOR).patch('/cms/v2/comments/1', { content: 'Moderated.' });
    expect(editor.status).toBe(200);
    const subscriber = await client(SUBSCRIBER).patch('/cms/v2/comments/1', { content: 'Mine now.' });
    expect(subscriber.status).toBe(403);
    expect(subscriber.body).toEqual(refusal('rest_cannot_edit', 'Sorry, you are not allowed to edit this comment.', 403));
  });

  it.each([
    ['empty content', { content: '' }, 'rest_comment_content_invalid', 'Invalid comment content.', 400],
    ['a post that does not exist', { post: 999 }, 'rest_comment_invalid_post_id', 'Invalid post ID.', 403],
    ['another type', { type: 'pingback' }, 'rest_comment_invalid_type', 'Sorry, you are not allowed to change the comment type.', 404],
  ])('refuses %s', async (_name, body, code, message, status) => {
    const res = await client().post('/cms/v2/comments/1', body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(refusal(code, message, status));
  });

  it('answers 404 rest_comment_invalid_id for an unknown comment', async () => {
    const res = await client().post('/cms/v2/comments/99', { content: 'x' });
    expect(res.body).toEqual(refusal('rest_comment_invalid_id', 'Invalid comment ID.', 404));
  });
});

describe('DELETE /comments/{id}', () => {
  it('moves the comment to the trash, answers it in edit context, and refuses a second time with 410', async () => {
    const c = client();
    const res = await c.del('/cms/v2/comments/1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, status: 'trash', author_email: 'commenter@example.org' });
    expect(res.body._links.self).toBeDefined();
    expect((await c.get('/cms/v2/comments')).headers['x-wp-total']).toBe('2');
    const again = await c.del('/cms/v2/comments/1');
    expect(again.status).toBe(410);
    expect(again.body).toEqual(refusal('rest_already_trashed', 'The comment has already been trashed.', 410));
  });

  it('brings a trashed comment back with status=untrash', async () => {
    const c = client();
    await c.del('/cms/v2/comments/1');
    expect((await c.post('/cms/v2/comments/1', { status: 'untrash' })).body.status).toBe('approved');
  });

  it('deletes for good with force=true, answering {deleted, previous}, and moves the replies up', async () => {
    const c = client();
    const res = await c.del('/cms/v2/comments/2', '&force=true');
    expect(res.body).toMatchObject({ deleted: true, previous: { id: 2, author_email: 'editor@example.org', status: 'approved' } });
    expect(res.body.previous).not.toHaveProperty('_links');
    expect((await c.get('/cms/v2/comments/2')).status).toBe(404);
    expect((await c.get('/cms/v2/comments/3')).body.parent).toBe(0);
  });

  it('refuses callers who may not edit the comment: 403 logged in, 401 anonymous', async () => {
    const res = await client(SUBSCRIBER).del('/cms/v2/comments/1');
    expect(res.body).toEqual(refusal('rest_cannot_delete', 'Sorry, you are not allowed to delete this comment.', 403));
    expect((await client(null).del('/cms/v2/comments/1')).status).toBe(401);
  });
});
