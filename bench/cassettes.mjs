// Generated cassettes for the replay benches. Filler interactions (three small GETs of a post to one POST) and,
// at the far end, the two the benches replay as a client of a real WordPress would see them: a list of 10 posts
// (~11 KB) and one post (~1 KB).
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { writeCassette } = await import(`${ROOT}dist/cassette/cassette-file.js`);

/** The query of the filler GETs (kept for bench/replay.mjs's in-process lookups). */
export const REPLAY_QUERY = { context: 'view', _fields: 'id,title,link' };
/** The replayed list: page 3 of the posts, 10 a page. */
export const LIST_QUERY = { per_page: '10', page: '3' };
/** The replayed single post. */
export const POST_ID = 987_654;
export const POST_ROUTE = `/wp/v2/posts/${POST_ID}`;
export const LIST_ROUTE = '/wp/v2/posts';

const ORIGIN = 'https://example.org';
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=UTF-8' };
const TEXT =
  'The team shipped the release after the last review; the audit found the cache and the search index in good shape, and the mobile layout now loads in under a second on a slow phone';

/** A post as WordPress 6 answers it in `view` context (links trimmed to self and collection): about 1 KB. */
export function post(id) {
  const date = `2026-0${1 + (id % 9)}-1${id % 10}T09:00:00`;
  const link = `${ORIGIN}/?p=${id}`;
  return {
    id,
    date,
    date_gmt: date,
    guid: { rendered: link },
    modified: date,
    modified_gmt: date,
    slug: `release-notes-${id}`,
    status: 'publish',
    type: 'post',
    link,
    title: { rendered: `Release notes ${id} — café` },
    content: { rendered: `\n<p>${TEXT}.</p>\n`, protected: false },
    excerpt: { rendered: `<p>${TEXT.slice(0, 100)} [&hellip;]</p>\n`, protected: false },
    author: 1 + (id % 3),
    featured_media: 0,
    comment_status: 'open',
    ping_status: 'open',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories: [1 + (id % 5)],
    tags: [6 + (id % 4)],
    _links: { self: [{ href: `${ORIGIN}/wp-json/wp/v2/posts/${id}` }], collection: [{ href: `${ORIGIN}/wp-json/wp/v2/posts` }] },
  };
}

function filler(i) {
  const get = i % 4 !== 3;
  return {
    request: get
      ? { method: 'GET', route: `/wp/v2/posts/${i}`, query: REPLAY_QUERY }
      : { method: 'POST', route: '/wp/v2/posts', headers: { 'Content-Type': 'application/json' }, body: { json: { title: `Post ${i}`, status: 'draft' } } },
    response: {
      status: get ? 200 : 201,
      headers: JSON_HEADERS,
      body: { json: { id: i, title: { rendered: `Post ${i} — café` }, link: `https://example.org/post-${i}/` } },
    },
  };
}

const listInteraction = () => ({
  request: { method: 'GET', route: LIST_ROUTE, query: LIST_QUERY },
  response: {
    status: 200,
    headers: { ...JSON_HEADERS, 'X-WP-Total': '2400', 'X-WP-TotalPages': '240' },
    body: { json: Array.from({ length: 10 }, (_, i) => post(POST_ID - 20 - i)) },
  },
});

const postInteraction = () => ({
  request: { method: 'GET', route: POST_ROUTE },
  response: { status: 200, headers: JSON_HEADERS, body: { json: post(POST_ID) } },
});

/** `count` interactions: filler, then the replayed list and post last (the far end of the index). */
export function cassette(count) {
  const interactions = Array.from({ length: count - 2 }, (_, i) => filler(i));
  interactions.push(listInteraction(), postInteraction());
  return { cassette: { version: 1, target: ORIGIN, recordedAt: '2026-11-22T00:00:00Z', tool: 'bench' }, interactions };
}

/** The route of the last filler GET in a cassette of `count` (bench/replay.mjs looks it up). */
export function lastGet(count) {
  let last = count - 3;
  while (last % 4 === 3) last--;
  return `/wp/v2/posts/${last}`;
}

export function writeGenerated(file, count) {
  writeCassette(file, cassette(count));
}
