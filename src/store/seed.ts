// A session's starting state, built from the scenario: its users and `data` records (or the default
// site's), with ids, slugs and dates filled in deterministically from the scenario clock.
import type { Scenario } from '../model/scenario.js';
import type { MediaData, PostData, ScenarioData } from '../model/data.js';
import { sanitizeTitle } from '../wp/format/sanitize-title.js';
import { seedKindRecords } from './seed-records.js';
import { scenarioClock, wpDate, parseGmt } from './clock.js';
import type { PostRecord, SessionState, TermRecord } from './types.js';

const DAY = 24 * 3600_000;

export function seedState(scenario: Scenario): SessionState {
  const data: ScenarioData = scenario.data;
  const clock = scenarioClock(scenario.clock.start, scenario.site.gmt_offset);
  const state: SessionState = {
    posts: {},
    terms: {},
    users: {},
    comments: {},
    files: {},
    options: { sticky_posts: [], ...data.options },
    records: {},
    machines: {},
    counters: {},
    ids: { post: 0, term: 0, comment: 0 },
    ticks: 0,
  };
  const start = clock.at(0);

  for (const u of scenario.auth.users) {
    state.users[u.id] = {
      id: u.id,
      username: u.username,
      name: u.name,
      email: u.email,
      slug: sanitizeTitle(u.username),
      description: '',
      url: '',
      roles: u.roles,
      registered_date: wpDate(start - 365 * DAY),
    };
  }

  const terms = (list: ScenarioData['categories'], taxonomy: TermRecord['taxonomy']) => {
    for (const t of list) {
      const id = t.id ?? state.ids.term + 1;
      state.ids.term = Math.max(state.ids.term, id);
      state.terms[id] = { id, taxonomy, name: t.name, slug: t.slug ?? sanitizeTitle(t.name), description: t.description ?? '', parent: t.parent ?? 0 };
    }
  };
  terms(data.categories, 'category');
  terms(data.tags, 'post_tag');

  // Every post-type record shares wp_posts ids; undated ones are spread back one day apart, newest last.
  const undated = [...data.media, ...data.posts, ...data.pages].filter((r) => !r.date).length;
  let age = undated;
  const dateOf = (given: string | undefined): number => (given ? parseGmt(given) : start - age-- * DAY);
  const defaults = {
    format: 'standard',
    author: 1,
    password: '',
    parent: 0,
    menu_order: 0,
    comment_status: 'open' as const,
    ping_status: 'open' as const,
    template: '',
    meta: { footnotes: '' },
    categories: [],
    tags: [],
    featured_media: 0,
  };

  const post = (d: PostData, type: 'post' | 'page'): PostRecord => {
    const id = d.id ?? state.ids.post + 1;
    state.ids.post = Math.max(state.ids.post, id);
    const ms = dateOf(d.date);
    const status = d.status ?? 'publish';
    const floating = status === 'draft' || status === 'pending';
    if (d.sticky) (state.options.sticky_posts as number[]).push(id);
    const local = wpDate(ms, clock.offsetHours);
    const gmt = wpDate(ms);
    // Every field written out in one literal (in the order `{...defaults, ...}` gave them): a compact object; a
    // spread followed by two dozen more properties makes a slow one, about 2 KB a post.
    return {
      format: type === 'post' ? (d.format ?? 'standard') : 'standard',
      author: d.author ?? 1,
      password: d.password ?? '',
      parent: d.parent ?? 0,
      menu_order: d.menu_order ?? 0,
      comment_status: d.comment_status ?? (type === 'page' ? 'closed' : 'open'),
      ping_status: d.ping_status ?? (type === 'page' ? 'closed' : 'open'),
      template: d.template ?? '',
      meta: { footnotes: '', ...d.meta },
      categories: type === 'post' ? (d.categories ?? [1]) : [],
      tags: type === 'post' ? (d.tags ?? []) : [],
      featured_media: d.featured_media ?? 0,
      id,
      type,
      status,
      date: local,
      date_gmt: floating && !d.date ? null : gmt,
      modified: local,
      modified_gmt: gmt,
      slug: floating && !d.slug ? '' : (d.slug ?? sanitizeTitle(d.title)),
      title: d.title,
      content: d.content ?? '',
      excerpt: d.excerpt ?? '',
    };
  };
  const media = (d: MediaData): PostRecord => {
    const id = d.id ?? state.ids.post + 1;
    state.ids.post = Math.max(state.ids.post, id);
    const ms = dateOf(d.date);
    const mime = d.mime_type ?? 'image/png';
    return {
      ...defaults,
      id,
      type: 'attachment',
      status: 'inherit',
      author: d.author ?? 1,
      date: wpDate(ms, clock.offsetHours),
      date_gmt: wpDate(ms),
      modified: wpDate(ms, clock.offsetHours),
      modified_gmt: wpDate(ms),
      slug: sanitizeTitle(d.title),
      title: d.title,
      content: d.description ?? '',
      excerpt: d.caption ?? '',
      parent: d.post ?? 0,
      comment_status: 'open',
      ping_status: 'closed',
      categories: [],
      tags: [],
      mime_type: mime,
      file: d.file,
      alt_text: d.alt_text ?? '',
      media_details: mime.startsWith('image/') ? { width: d.width ?? 1024, height: d.height ?? 768, file: d.file, sizes: {} } : {},
    };
  };
  for (const m of data.media) {
    const r = media(m);
    state.posts[r.id] = r;
  }
  for (const d of data.posts) {
    const r = post(d, 'post');
    state.posts[r.id] = r;
  }
  for (const d of data.pages) {
    const r = post(d, 'page');
    state.posts[r.id] = r;
  }

  for (const c of data.comments) {
    const id = c.id ?? state.ids.comment + 1;
    state.ids.comment = Math.max(state.ids.comment, id);
    const author = c.author ? state.users[c.author] : undefined;
    const ms = c.date ? parseGmt(c.date) : start - DAY / 2;
    state.comments[id] = {
      id,
      post: c.post,
      parent: c.parent ?? 0,
      author: c.author ?? 0,
      author_name: c.author_name ?? author?.name ?? 'Anonymous',
      author_email: c.author_email ?? author?.email ?? '',
      date: wpDate(ms, clock.offsetHours),
      date_gmt: wpDate(ms),
      content: c.content,
      status: c.status ?? 'approved',
    };
  }
  seedKindRecords(scenario, state); // the behaviour kinds' stores (data.records): src/store/seed-records.ts
  return state;
}

/** The tables of a session's state (every key but the id counters and the clock). */
const TABLES = [
  'posts',
  'terms',
  'users',
  'comments',
  'files',
  'options',
  'records',
  'machines',
  'counters',
] as const satisfies readonly (keyof SessionState)[];

/** Freezes a value and everything inside it. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/**
 * Fresh session states that share `seed`'s rows: each gets its own tables (shallow copies: a write replaces a row
 * in its session's table, never the row itself), id counters and clock, but not its own copy of every row. Rows are
 * never changed in place (a write puts a new row, and the session's undo log keeps the old one); the seed's are
 * frozen, so one that were would throw rather than reach another session. `seed` is frozen as it is: the caller
 * hands it over.
 */
export function sharedSeed(seed: SessionState): () => SessionState {
  for (const table of TABLES) deepFreeze(seed[table]);
  deepFreeze(seed.ids);
  return () => {
    const state = { ...seed, ids: { ...seed.ids } } as SessionState;
    for (const table of TABLES) (state as unknown as Record<string, unknown>)[table] = { ...seed[table] };
    return state;
  };
}
