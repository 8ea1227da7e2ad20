// A post's answer is written from JSON made together with its view (post-view.ts: the fields the schema keeps in the
// context, then the `_links` with JSON of their own, post-links.ts), not by encoding the view afterwards. Those bytes
// must be wpJson() of the answer's data exactly: `_envelope` encodes the data itself, so an answer's body is the
// envelope's `body`, byte for byte, in every context, for posts and pages, created, updated, trashed, read and listed,
// with plain and pretty permalinks, a featured image, a parent page, revisions, and text JSON has to escape.
import { describe, expect, it } from 'vitest';
import { pageSchema, postSchema } from '../../../src/catalogue/responses/post.js';
import type { ResponseSchema } from '../../../src/model/catalogue.js';
import { loadScenario } from '../../../src/scenario/load.js';
import { filterByContext } from '../../../src/wp/context.js';
import { ADMIN, site } from '../../helpers.js';
import { type Client, client, SEED_PAGES, SEED_POSTS } from './post-client.js';

/** What `_envelope` says the body is: the text between `{"body":` and the envelope's own `,"status":`. */
function envelopeBody(text: string): string {
  expect(text.startsWith('{"body":')).toBe(true);
  return text.slice('{"body":'.length, text.lastIndexOf(',"status":'));
}

/** The answer to `route`, checked against the same request with `_envelope`. */
async function sameAsEnvelope(c: Client, route: string, query = ''): Promise<string> {
  const plain = await c.get(route, query);
  const enveloped = await c.get(route, `${query}&_envelope`);
  expect(plain.status).toBeLessThan(300);
  expect(plain.text).toBe(envelopeBody(enveloped.text));
  return plain.text;
}

/** Nothing outside the context: filtering an answer by its context again leaves it as it is. */
function onlyInContext(text: string, schema: ResponseSchema, context: string): void {
  const parsed = JSON.parse(text) as unknown;
  for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
    const { _links, ...fields } = item as Record<string, unknown>;
    expect(filterByContext(fields, schema, context)).toEqual(fields);
  }
}

const TEXT = 'Caf\u00e9 "quoted" a/b \\ back <b>bold</b> & more \u{1F600} </script>';
const image = SEED_POSTS.find((p) => p.featured_media)!.featured_media!;

describe('post answers written from their JSON', () => {
  it('read, listed and embedded in each context, by anyone', async () => {
    const admin = client();
    const anon = admin.as(null);
    const post = SEED_POSTS.find((p) => p.status === 'publish' && p.featured_media)!.id;
    const page = SEED_PAGES.find((p) => p.status === 'publish')!.id;
    for (const [who, contexts] of [
      [anon, ['view', 'embed']],
      [admin, ['view', 'embed', 'edit']],
    ] as const) {
      for (const context of contexts) {
        onlyInContext(await sameAsEnvelope(who, `/cms/v2/posts/${post}`, `&context=${context}`), postSchema, context);
        onlyInContext(await sameAsEnvelope(who, `/cms/v2/pages/${page}`, `&context=${context}`), pageSchema, context);
        onlyInContext(await sameAsEnvelope(who, '/cms/v2/posts', `&context=${context}&per_page=20`), postSchema, context);
        onlyInContext(await sameAsEnvelope(who, '/cms/v2/pages', `&context=${context}`), pageSchema, context);
        await sameAsEnvelope(who, '/cms/v2/posts', `&context=${context}&_fields=id,title.raw,guid,_links`);
      }
    }
  });

  it('created, updated and trashed: the write answers', async () => {
    // Two fresh sessions make the same writes: one asks for envelopes, the same ids and dates come back in both.
    const plain = client();
    const enveloped = client();
    const write = async (method: 'post' | 'del', route: string, body: object, query = '') => {
      const a = method === 'post' ? await plain.post(route, body, query) : await plain.del(route, query);
      const b = method === 'post' ? await enveloped.post(route, body, `${query}&_envelope`) : await enveloped.del(route, `${query}&_envelope`);
      expect(a.status).toBeLessThan(300);
      expect(a.text).toBe(envelopeBody(b.text));
      return a.body as { id: number };
    };
    const post = await write('post', '/cms/v2/posts', { title: TEXT, content: `<p>${TEXT}</p>`, excerpt: TEXT, status: 'publish', featured_media: image });
    await write('post', `/cms/v2/posts/${post.id}`, { title: `${TEXT} again`, sticky: true });
    await write('post', `/cms/v2/posts/${post.id}`, { content: 'third' });
    const parent = SEED_PAGES.find((p) => p.status === 'publish')!.id;
    const page = await write('post', '/cms/v2/pages', { title: 'Child page', status: 'publish', parent, menu_order: 3 });
    await write('post', '/cms/v2/posts', { title: 'A draft', status: 'draft' });
    await write('del', `/cms/v2/posts/${post.id}`, {});
    await write('del', `/cms/v2/pages/${page.id}`, {});
    // And reading them back, revisions and all.
    await sameAsEnvelope(plain, `/cms/v2/posts/${post.id}`, '&context=edit');
    await sameAsEnvelope(plain, `/cms/v2/pages/${page.id}`, '&context=edit');
  });

  it('in a batch: each sub-response with the JSON its handler made, the others encoded from their data', async () => {
    const requests = [
      { path: '/cms/v2/posts', body: { title: TEXT, status: 'publish' } },
      { path: '/cms/v2/posts', body: { title: 'Second', content: 'x', status: 'draft' } },
      { path: `/cms/v2/posts/${SEED_POSTS[0]!.id}`, body: { title: 'Updated' } },
      { method: 'DELETE', path: `/cms/v2/posts/${SEED_POSTS[1]!.id}` },
      { path: '/cms/v2/posts', body: { title: 'Bad', status: 'nonsense' } },
      { path: '/cms/v2/posts/999999', body: { title: 'Missing' } },
      { path: '/cms/v2/posts?_fields=id,title', body: { title: 'Some fields' } },
    ];
    const plain = await client().post('/batch/v1', { requests });
    const enveloped = await client().post('/batch/v1', { requests }, '&_envelope');
    expect(plain.status).toBe(207);
    expect(plain.text).toBe(envelopeBody(enveloped.text));
  });

  it('with pretty permalinks, on another address', async () => {
    const pretty = site({ scenario: loadScenario(undefined, { site: { permalinks: 'pretty' } }) });
    const c = client(ADMIN, 'pretty-links', pretty);
    const created = await c.post('/cms/v2/posts', { title: TEXT, status: 'publish', featured_media: image });
    expect(created.status).toBe(201);
    expect(created.text).toContain('\\/wp-json\\/cms\\/v2\\/posts\\/');
    const again = await sameAsEnvelope(c, `/cms/v2/posts/${created.body.id}`, '&context=edit');
    expect(again).toContain('\\/wp-json\\/cms\\/v2\\/comments?post=');
    await sameAsEnvelope(c, '/cms/v2/posts', '&context=view');
  });
});
