// The checks WordPress's post-type controller tests share (WP_Test_REST_Post_Type_Controller_Testcase), over
// HTTP: a post as the REST API shows it compared with what was written, its links, and the Link header.
import { expect } from 'vitest';
import type { Answer, Target } from './target.js';

/** rest_url() of a route on this target, with plain permalinks: `…/index.php?rest_route=/wp/v2/posts/5`. */
export async function restBase(t: Target): Promise<string> {
  const index = await t.send('GET', '/');
  return `${String(index.body.home).replace(/\/$/, '')}/index.php?rest_route=`;
}

export const onTarget = (t: Target, route: string): string => route.replace(/^\/wp\/v2(?=\/|$)/, `/${t.core}`);

/** wpautop() of a single line of text, as the_content and the_excerpt show it. */
export const autop = (text: string): string => `<p>${text}</p>\n`;

export interface Written {
  title: string;
  content: string;
  excerpt: string;
  status: string;
}

/** A text field of a post as the REST API shows it (`raw` in the edit context only). */
interface PostText {
  rendered: string;
  raw?: string;
}

/** The fields of a post check_post_data() reads. */
interface PostData {
  status: unknown;
  type: unknown;
  title: PostText;
  content: PostText;
  excerpt: PostText;
  guid: PostText;
  password?: unknown;
  date_gmt: unknown;
  format: unknown;
  sticky: unknown;
  categories: unknown;
  tags: unknown;
}

/** One link of `_links`. */
interface PostLink {
  href: string;
  taxonomy?: string;
  embeddable?: boolean;
}

/** check_post_data(): the fields of a post in `context` against what was written. */
export function expectPost(data: PostData, written: Written, context: 'view' | 'edit'): void {
  expect(data.status).toBe(written.status);
  expect(data.type).toBe('post');
  expect(data.title.rendered).toBe(written.title);
  expect(data.content.rendered).toBe(autop(written.content));
  expect(data.excerpt.rendered).toBe(autop(written.excerpt));
  if (context === 'edit') {
    expect(data.title.raw).toBe(written.title);
    expect(data.content.raw).toBe(written.content);
    expect(data.excerpt.raw).toBe(written.excerpt);
    expect(data.guid.raw).toBe(data.guid.rendered);
    expect(typeof data.password).toBe('string');
  } else {
    expect(data.title).not.toHaveProperty('raw');
    expect(data.content).not.toHaveProperty('raw');
    expect(data.excerpt).not.toHaveProperty('raw');
    expect(data).not.toHaveProperty('password');
  }
  expect(data.date_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  expect(data.format).toBe('standard');
  expect(data.sticky).toBe(false);
  expect(data).not.toHaveProperty('parent');
  expect(data).not.toHaveProperty('menu_order');
  expect(Array.isArray(data.categories) && Array.isArray(data.tags)).toBe(true);
}

/** The links check_post_data() expects of a post (`_links`, compact as WordPress writes them). */
export function expectPostLinks(links: Record<string, [PostLink, ...PostLink[]]>, base: string, t: Target, id: number, author: number): void {
  const core = `/${t.core}`;
  // add_query_arg() encodes the rest_route of the URL it adds to.
  const query = (route: string, arg: string) => `${base}${encodeURIComponent(`${core}/${route}`)}&${arg}=${id}`;
  expect(links.self![0].href).toBe(`${base}${core}/posts/${id}`);
  expect(links.self![0]).not.toHaveProperty('embeddable');
  expect(links.collection![0].href).toBe(`${base}${core}/posts`);
  expect(links.about![0].href).toBe(`${base}${core}/types/post`);
  expect(links.author![0].href).toBe(`${base}${core}/users/${author}`);
  expect(links.replies![0].href).toBe(query('comments', 'post'));
  expect(links['version-history']![0].href).toBe(`${base}${core}/posts/${id}/revisions`);
  expect(links['wp:attachment']![0].href).toBe(query('media', 'parent'));
  expect(links['wp:term']!.map((l) => [l.taxonomy, l.href])).toEqual([
    ['category', query('categories', 'post')],
    ['post_tag', query('tags', 'post')],
  ]);
}

/** The target URLs and relations of a Link header (`<url>; rel="next"`), with each URL's query as an object. */
export function linkHeader(res: Answer): { rel: string; query: Record<string, string> }[] {
  const header = res.headers.get('link') ?? '';
  return [...header.matchAll(/<([^>]*)>;\s*rel="([^"]*)"/g)].map((m) => ({ rel: m[2]!, query: Object.fromEntries(new URL(m[1]!).searchParams) }));
}

/** The IDs of a list answer. */
export const ids = (res: Answer): number[] => (res.body as { id: number }[]).map((p) => p.id);
