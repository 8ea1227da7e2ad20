// What the bench measures: each target is one request (or a numbered series) against one mock, and, unless
// `baselines` is false, against the bare and express baselines answering the same bytes.
import { NUMBER } from './answers.mjs';
import { LIST_QUERY, LIST_ROUTE, POST_ROUTE } from './cassettes.mjs';
import { FAKER_ROUTE, FIRST_ID, SEARCH_TERM } from './scenario.mjs';

export const ADMIN = `Basic ${Buffer.from('admin:mock-site-password').toString('base64')}`;
/** Creates go to their own session, so the read targets keep a constant store. */
export const WRITES = 'bench-writes';
export const route = (r, query = '') => `/index.php?rest_route=${r}${query}`;
const writeHeaders = { Authorization: ADMIN, 'Content-Type': 'application/json', 'X-Mock-Session': WRITES };

/**
 * `replayBig` / `replaySmall` name the mocks replaying the cassettes of `big` and 100 interactions. `variants`: more
 * mocks the target also runs against, in the same rounds, by role: `no-journal` (the same mock started with
 * `--journal-size 0`: it takes every target the mock takes, writes too, so the two carry the same store and heap
 * and their ratio is the journal's alone) and `in-memory` (the scenario mock without `--db`).
 */
export function benchTargets({ big }) {
  const thousands = `${big / 1000}k`;
  return [
    { key: 'index', label: 'index (GET /)', method: 'GET', path: route('/'), variants: { 'no-journal': 'mockNoJournal' } },
    {
      key: 'list',
      label: 'list 10 of 10,000 posts',
      method: 'GET',
      path: route('/cms/v2/posts', '&per_page=10&page=3'),
      variants: { 'no-journal': 'mockNoJournal' },
    },
    {
      key: 'search',
      label: 'list 10, search',
      method: 'GET',
      path: route('/cms/v2/posts', `&per_page=10&search=${SEARCH_TERM}`),
      variants: { 'no-journal': 'mockNoJournal' },
    },
    { key: 'get', label: 'get post by id', method: 'GET', path: route(`/cms/v2/posts/${FIRST_ID + 4321}`), variants: { 'no-journal': 'mockNoJournal' } },
    {
      key: 'create',
      label: 'create post (auth)',
      method: 'POST',
      path: route('/cms/v2/posts'),
      headers: writeHeaders,
      variants: { 'in-memory': 'mockMemory', 'no-journal': 'mockNoJournal' },
      body: JSON.stringify({
        title: `Bench post ${NUMBER}`,
        content: '<!-- wp:paragraph -->\n<p>Written by the bench.</p>\n<!-- /wp:paragraph -->',
        status: 'publish',
      }),
    },
    {
      key: 'batch',
      label: 'batch of 25 creates',
      method: 'POST',
      path: route('/batch/v1'),
      headers: writeHeaders,
      variants: { 'no-journal': 'mockNoJournal' },
      body: JSON.stringify({
        requests: Array.from({ length: 25 }, (_, i) => ({ path: '/cms/v2/posts', body: { title: `Bench batch ${NUMBER} item ${i + 1}`, status: 'publish' } })),
      }),
    },
    { key: 'faker', label: 'faker route, new id each', method: 'GET', path: route(`${FAKER_ROUTE}/${NUMBER}`), variants: { 'no-journal': 'mockNoJournal' } },
    // Served by mocks replaying generated cassettes (--replay, --fallback error): hits at the far end of each.
    {
      key: 'replay-list',
      server: 'replayBig',
      label: `replay list of 10, in ${thousands}`,
      method: 'GET',
      path: route(LIST_ROUTE, `&${new URLSearchParams(LIST_QUERY)}`),
      variants: { 'no-journal': 'replayBigNoJournal' },
    },
    {
      key: 'replay-post',
      server: 'replayBig',
      label: `replay one post, in ${thousands}`,
      method: 'GET',
      path: route(POST_ROUTE),
      variants: { 'no-journal': 'replayBigNoJournal' },
    },
    // The same request and answer as replay-post: its baselines would be replay-post's.
    { key: 'replay-post-100', server: 'replaySmall', label: 'replay one post, in 100', method: 'GET', path: route(POST_ROUTE), baselines: false },
  ];
}
