// A session's state (GET ./state) cut into the tables a person reads: posts by type, terms by taxonomy, users,
// comments, files (without their bytes), options, counters, and one table per named record store.

/** Columns shown first when a table has them; the rest follow in the order the rows name them. */
const FIRST = ['id', 'name', 'username', 'title', 'status', 'type', 'taxonomy', 'slug', 'post', 'author', 'date', 'value'];

const POST_TYPES = [
  ['post', 'Posts'],
  ['page', 'Pages'],
  ['attachment', 'Media'],
  ['revision', 'Revisions'],
];
const TAXONOMIES = [
  ['category', 'Categories'],
  ['post_tag', 'Tags'],
];

/**
 * @typedef {{key: string, title: string, rows: Record<string, unknown>[]}} StateTable
 * @returns {StateTable[]}
 */
export function stateTables(state) {
  const posts = Object.values(state.posts ?? {});
  const terms = Object.values(state.terms ?? {});
  const tables = [
    ...POST_TYPES.map(([type, title]) => ({ key: `posts/${type}`, title, rows: posts.filter((p) => p.type === type) })),
    ...TAXONOMIES.map(([taxonomy, title]) => ({ key: `terms/${taxonomy}`, title, rows: terms.filter((t) => t.taxonomy === taxonomy) })),
    { key: 'users', title: 'Users', rows: Object.values(state.users ?? {}) },
    { key: 'comments', title: 'Comments', rows: Object.values(state.comments ?? {}) },
    { key: 'files', title: 'Files', rows: Object.values(state.files ?? {}).map(({ data, ...file }) => ({ ...file, bytes: base64Bytes(data) })) },
    { key: 'options', title: 'Options', rows: nameValue(state.options) },
    ...recordStores(state.records),
    { key: 'counters', title: 'Counters (sequences, job polls, clock shift)', rows: nameValue(state.counters) },
  ];
  const known = new Set(['post', 'page', 'attachment', 'revision']);
  const otherPosts = posts.filter((p) => !known.has(p.type));
  if (otherPosts.length) tables.splice(4, 0, { key: 'posts/other', title: 'Other posts', rows: otherPosts });
  return tables;
}

function recordStores(records) {
  const byStore = new Map();
  for (const record of Object.values(records ?? {})) {
    if (!byStore.has(record.store)) byStore.set(record.store, []);
    byStore.get(record.store).push({ id: record.id, ...record.data });
  }
  return [...byStore.keys()].sort().map((store) => ({ key: `records/${store}`, title: `Store ${store}`, rows: byStore.get(store) }));
}

const nameValue = (object) => Object.entries(object ?? {}).map(([name, value]) => ({ name, value }));

const base64Bytes = (data) => (typeof data === 'string' ? Math.floor((data.replace(/=+$/, '').length * 3) / 4) : 0);

/** The columns of `rows` (the first `sample` of them), the usual ones first. */
export function columnsOf(rows, sample = 100) {
  const seen = new Set();
  for (const row of rows.slice(0, sample)) for (const key of Object.keys(row)) seen.add(key);
  return [...FIRST.filter((k) => seen.has(k)), ...[...seen].filter((k) => !FIRST.includes(k))];
}
