// Generated cassettes for the replay benches: n interactions, three GETs of a post to one POST, each answered
// with a small JSON post. The last GET of a cassette is what the benches replay (a hit at its far end).
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { writeCassette } = await import(`${ROOT}dist/replay/cassette-file.js`);

export const REPLAY_QUERY = { context: 'view', _fields: 'id,title,link' };

function interaction(i) {
  const get = i % 4 !== 3;
  return {
    request: get
      ? { method: 'GET', route: `/wp/v2/posts/${i}`, query: REPLAY_QUERY }
      : { method: 'POST', route: '/wp/v2/posts', headers: { 'Content-Type': 'application/json' }, body: { json: { title: `Post ${i}`, status: 'draft' } } },
    response: {
      status: get ? 200 : 201,
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      body: { json: { id: i, title: { rendered: `Post ${i} — café` }, link: `https://example.org/post-${i}/` } },
    },
  };
}

export function cassette(count) {
  return { cassette: { version: 1, target: 'https://example.org', recordedAt: '2026-11-22T00:00:00Z', tool: 'bench' }, interactions: Array.from({ length: count }, (_, i) => interaction(i)) };
}

/** The route of the last GET in a cassette of `count`. */
export function lastGet(count) {
  let last = count - 1;
  while (last % 4 === 3) last--;
  return `/wp/v2/posts/${last}`;
}

export function writeGenerated(file, count) {
  writeCassette(file, cassette(count));
}
