// A post's `_links` JSON comes from its shape's template (post-links.ts): the links of posts that differ only by their
// ids, written once with stand-in ids and filled with each post's own. The filled template must be the links written
// out in full for that post, byte for byte: for every post and page of a session with revisions, a parent page, a
// featured image and several authors, for each caller and context, in both permalink styles, on two addresses, and on
// an address whose digits are a stand-in's (no template can be cut there: the links are written out).
import { describe, expect, it } from 'vitest';
import type { HandlerContext } from '../../../src/dispatch/types.js';
import { postLinksJson, renderedLinksJson } from '../../../src/areas/posts/post-links.js';
import { encodedPostView, postView, viewOptions } from '../../../src/areas/posts/post-view.js';
import { PAGE, POST } from '../../../src/areas/posts/post-types.js';
import { Scope } from '../../../src/areas/posts/scope.js';
import type { RestRequest } from '../../../src/wp/request.js';
import { wpJson } from '../../../src/wp/json.js';
import { withPermalinks } from '../../../src/wp/links.js';
import { mockApp, rest } from '../../helpers.js';
import { ADMIN, EDITOR, SEED_PAGES, SEED_POSTS } from './post-client.js';

const SESSION = 'links-template';

function requestFor(origin: string, user: RestRequest['user'], context: string): RestRequest {
  return {
    method: 'GET',
    wireMethod: 'GET',
    route: '/cms/v2/posts',
    query: { context },
    rawQuery: `context=${context}`,
    headers: {},
    form: {},
    files: {},
    urlParams: {},
    params: { context },
    user,
    session: SESSION,
    origin,
  };
}

describe("a post's links from its shape's template", () => {
  it('are the links written out for it, for every post, caller, context, permalink style and address', async () => {
    const { app, http } = mockApp();
    const send = (auth: string, route: string, body: object) =>
      http
        .post(rest(route))
        .set('X-Mock-Session', SESSION)
        .set('Authorization', auth)
        .send(body)
        .expect((r) => expect(r.status).toBeLessThan(300));
    const image = SEED_POSTS.find((p) => p.featured_media)!.featured_media!;
    const parent = SEED_PAGES.find((p) => p.status === 'publish')!.id;
    // Revisions (two updates of one post, one of another), a featured image, a child page, a post by the editor.
    const first = (await send(ADMIN, '/cms/v2/posts', { title: 'First', status: 'publish', featured_media: image })).body.id as number;
    await send(ADMIN, `/cms/v2/posts/${first}`, { title: 'First, again' });
    await send(ADMIN, `/cms/v2/posts/${first}`, { content: 'Third time' });
    await send(ADMIN, `/cms/v2/posts/${SEED_POSTS[0]!.id}`, { title: 'Updated seed post' });
    await send(ADMIN, '/cms/v2/pages', { title: 'Child', status: 'publish', parent });
    await send(EDITOR, '/cms/v2/posts', { title: "Editor's", status: 'draft' });

    const session = app.site.store.session(SESSION);
    const ctx = { site: app.site, session } as Pick<HandlerContext, 'site' | 'session'>;
    const users = [null, ...['admin', 'editor', 'author', 'subscriber'].map((name) => app.site.scenario.auth.users.find((u) => u.username === name) ?? null)];
    const origins = ['http://mock.test', 'https://other.example:8443', 'http://9007199254740991.example'];
    let compared = 0;
    for (const post of session.all('posts')) {
      const type = post.type === 'page' ? PAGE : post.type === 'post' ? POST : null;
      if (!type) continue;
      for (const permalinks of ['plain', 'pretty'] as const)
        for (const origin of origins)
          for (const user of users)
            for (const context of ['view', 'embed', 'edit']) {
              const scope = new Scope(requestFor(origin, user, context), ctx, type);
              const [templated, written] = withPermalinks(permalinks, () => [postLinksJson(post, scope, context), renderedLinksJson(post, scope, context)]);
              expect(templated).toBe(written);
              compared++;
            }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('make answers that are wpJson of the view written out, non-ASCII text included, whose links read back', async () => {
    const { app, http } = mockApp();
    const texts = ['Café ☕ “quoted”', 'Ünïcödé — 日本語 🎉', 'Plain ASCII'];
    for (const title of texts)
      await http
        .post(rest('/cms/v2/posts'))
        .set('X-Mock-Session', SESSION)
        .set('Authorization', ADMIN)
        .send({ title, content: `<p>${title}</p>`, excerpt: title, status: 'publish' })
        .expect(201);
    const session = app.site.store.session(SESSION);
    const ctx = { site: app.site, session } as Pick<HandlerContext, 'site' | 'session'>;
    const admin = app.site.scenario.auth.users.find((u) => u.username === 'admin')!;
    let compared = 0;
    for (const post of session.all('posts').filter((p) => p.type === 'post'))
      for (const context of ['view', 'embed', 'edit']) {
        const scope = new Scope(requestFor('http://mock.test', admin, context), ctx, POST);
        const { view, json } = encodedPostView(post, scope, viewOptions(scope, context));
        const written = postView(post, scope, viewOptions(scope, context));
        expect(json).toBe(wpJson(written));
        expect(view._links).toEqual(written._links);
        compared++;
      }
    expect(compared).toBeGreaterThan(20);
  });
});
