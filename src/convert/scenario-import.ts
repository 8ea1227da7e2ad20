// A cassette (a crawl of a real site) as a scenario: the index and /settings give the site's identity, the
// newest answer of every item gives the `data` records and users, so the stateful fake starts as a copy of
// the recorded site. Every list is written, empty or not: a list left out would keep the default site's.
// Given the routes of a scenario it extends (`import --extends`), their bound record sets are seeded too
// (bound-route-records.ts).
import { ORIGIN_PLACEHOLDER } from '../cassette/origin-placeholder.js';
import { REDACTED } from '../cassette/redact.js';
import type { Cassette } from '../cassette/types.js';
import type { ExtraRoute } from '../model/rule.js';
import { boundRouteRecords, type StoreSeed } from './bound-route-records.js';
import type { CommentData, MediaData, PostData, ScenarioData, TermData } from '../model/data.js';
import { DEFAULT_SCENARIO, type ScenarioFile, type UserFile } from '../scenario/defaults.js';
import { readAnswers } from './recorded-answers.js';
import type { Item, Kind } from './recorded-items.js';
import { toComment, toMedia, toPost, toTerm, toUser } from './wp-to-data.js';

/** What every imported user logs in with over HTTP Basic: the real site's passwords are never recorded. */
export const IMPORTED_PASSWORD = 'mock-site-password';

export interface ScenarioImport {
  scenario: ScenarioFile;
  counts: Record<Kind | 'options', number>;
  /** `GET /wp/v2/types ×2`: recorded routes (numbers as `{id}`) that gave nothing, in file order. */
  unused: string[];
  /** What the scenario could not keep as recorded, one sentence each. */
  notes: string[];
  /** The record sets seeded for the routes given (`import --extends`), in the order the routes bind them. */
  stores: StoreSeed[];
  /** Routes given, bound to a record set, that the cassette holds no 200 GET answer of. */
  unrecorded: string[];
}

export interface ImportOptions {
  /** The routes of the scenario the import extends: those bound to a collection or singleton get `data.records`. */
  routes?: readonly ExtraRoute[];
}

const SITE_FIELDS = ['name', 'description', 'url', 'gmt_offset', 'timezone_string', 'page_for_posts', 'page_on_front', 'show_on_front'] as const;
/** /settings fields that are site fields, under their site name; the rest become options under their option names. */
const SETTINGS_SITE: Record<string, string> = {
  title: 'name',
  description: 'description',
  timezone: 'timezone_string',
  show_on_front: 'show_on_front',
  page_on_front: 'page_on_front',
  page_for_posts: 'page_for_posts',
};
const SETTINGS_OPTION: Record<string, string | null> = { url: null, email: 'admin_email', language: 'WPLANG' };

export function cassetteToScenario(cassette: Cassette, options: ImportOptions = {}): ScenarioImport {
  const answers = readAnswers(cassette);
  const notes: string[] = [];
  const bound = boundRouteRecords(options.routes ?? [], cassette);
  // What seeded a record set is used too: the report counts what neither the content nor the routes took.
  const unused = bound.used.size
    ? readAnswers({ ...cassette, interactions: cassette.interactions.filter((it) => !bound.used.has(it)) }).unused
    : answers.unused;
  const site = siteOf(answers.index, answers.settings);
  const offset = Number(site.gmt_offset ?? 0) || 0;

  const convert = <T>(kind: Kind, map: (item: Item) => T | undefined): T[] => {
    const items = answers.items.newest(kind);
    const out = items.map(map).filter((r): r is T => r !== undefined);
    if (out.length < items.length)
      notes.push(
        `${items.length - out.length} of the recorded ${kind} were left out: their answers lacked a title, file or post, or had a status the fake does not keep.`,
      );
    return out;
  };
  const data: ScenarioData = {
    categories: convert<TermData>('categories', toTerm),
    tags: convert<TermData>('tags', toTerm),
    posts: convert<PostData>('posts', (i) => toPost(i, 'post', offset)),
    pages: convert<PostData>('pages', (i) => toPost(i, 'page', offset)),
    media: convert<MediaData>('media', (i) => toMedia(i, offset)),
    comments: convert<CommentData>('comments', (i) => toComment(i, offset)),
    options: optionsOf(answers.settings),
    records: {},
  };
  const users = uniqueUsernames(convert<UserFile>('users', toUser));
  notes.push(...danglingReferences(data, users));
  const hidden = [...data.posts, ...data.pages].filter((p) => p.password === REDACTED).map((p) => p.id);
  if (hidden.length)
    notes.push(
      `password-protected posts ${hidden.join(', ')}: the cassette does not hold their password (redacted, or not shown in view context), so it is ${REDACTED} in the scenario. Change it there.`,
    );

  const scenario: ScenarioFile = {};
  if (Object.keys(site).length) scenario.site = site;
  const start = cassette.cassette.recordedAt;
  if (start && !Number.isNaN(Date.parse(start))) scenario.clock = { start: new Date(start).toISOString().replace('.000Z', 'Z') };
  if (users.length) {
    for (const u of users) {
      u.roles ??= ['author']; // view context hides roles; WordPress lists publicly only users who published
      u.application_passwords = [{ name: 'mock-site', password: IMPORTED_PASSWORD }];
    }
    const admin = users.find((u) => u.roles!.includes('administrator')) ?? users[0]!;
    scenario.auth = { as_user: admin.username, users };
    if (!admin.roles!.includes('administrator'))
      notes.push(`no recorded user is an administrator (record /wp/v2/users?context=edit to keep roles): cookie and nonce requests run as ${admin.username}.`);
  } else {
    notes.push('no users were recorded: the default users (admin, editor, subscriber) stay.');
  }
  const { records: _records, options: settings, ...lists } = data;
  scenario.data = {
    ...lists,
    ...(Object.keys(settings).length ? { options: settings } : {}),
    ...(Object.keys(bound.records).length ? { records: bound.records } : {}),
  };
  const counts = {
    ...Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, v.length])),
    users: users.length,
    options: Object.keys(settings).length,
  } as ScenarioImport['counts'];
  notes.push(...bound.notes);
  return {
    scenario,
    counts,
    unused: [...unused].map(([route, n]) => `${route} ×${n}`),
    notes,
    stores: bound.stores,
    unrecorded: bound.unrecorded,
  };
}

/** The index's site fields, with /settings (which only an administrator may read) over them. */
function siteOf(index: Item, settings: Item): NonNullable<ScenarioFile['site']> {
  const out: Record<string, unknown> = {};
  for (const key of SITE_FIELDS) if (index[key] !== undefined) out[key] = index[key];
  for (const [from, to] of Object.entries(SETTINGS_SITE)) if (settings[from] !== undefined && settings[from] !== '') out[to] = settings[from];
  // The recorder wrote the site's address as the placeholder: left out, the fake answers with its own address.
  if (typeof out.url !== 'string' || out.url === '' || out.url.startsWith(ORIGIN_PLACEHOLDER)) delete out.url;
  const typed: Record<string, (v: unknown) => boolean> = {
    name: isString,
    description: isString,
    url: isString,
    timezone_string: isString,
    show_on_front: isString,
    gmt_offset: (v) => isString(v) || typeof v === 'number',
    page_for_posts: Number.isInteger,
    page_on_front: Number.isInteger,
  };
  for (const [k, v] of Object.entries(out)) if (!typed[k]!(v)) delete out[k];
  return out as NonNullable<ScenarioFile['site']>;
}

const isString = (v: unknown): v is string => typeof v === 'string';

function optionsOf(settings: Item): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(settings)) {
    if (k in SETTINGS_SITE || k.startsWith('_')) continue;
    const name = k in SETTINGS_OPTION ? SETTINGS_OPTION[k] : k;
    if (name) out[name] = v;
  }
  return out;
}

/** Usernames are logins: two users the view context showed with one slug get their id added. */
function uniqueUsernames(users: UserFile[]): UserFile[] {
  const taken = new Set<string>();
  for (const u of users) {
    if (taken.has(u.username)) u.username = `${u.username}-${u.id}`;
    taken.add(u.username);
  }
  return users;
}

/** References to records the crawl did not record: kept as recorded, but the fake has nothing behind them. */
function danglingReferences(data: ScenarioData, users: UserFile[]): string[] {
  const have = (list: { id?: number }[]) => new Set(list.map((r) => r.id));
  const categories = have(data.categories);
  const tags = have(data.tags);
  const media = have(data.media);
  const pages = have(data.pages);
  const posts = new Set([...have(data.posts), ...pages, ...media]);
  const comments = have(data.comments);
  const people = new Set((users.length ? users : (DEFAULT_SCENARIO.auth.users ?? [])).map((u) => u.id));
  const checks: [string, number[], Set<number | undefined>][] = [
    ['categories', data.posts.flatMap((p) => p.categories ?? []), categories],
    ['tags', data.posts.flatMap((p) => p.tags ?? []), tags],
    ['media (featured images)', [...data.posts, ...data.pages].flatMap((p) => (p.featured_media ? [p.featured_media] : [])), media],
    ['parent pages', data.pages.flatMap((p) => (p.parent ? [p.parent] : [])), pages],
    ['posts (of comments)', data.comments.map((c) => c.post), posts],
    ['parent comments', data.comments.flatMap((c) => (c.parent ? [c.parent] : [])), comments],
    ['users (authors)', [...data.posts, ...data.pages, ...data.media].flatMap((p) => (p.author ? [p.author] : [])), people],
  ];
  const notes: string[] = [];
  for (const [what, refs, known] of checks) {
    const missing = [...new Set(refs.filter((id) => !known.has(id)))].sort((a, b) => a - b);
    if (missing.length)
      notes.push(
        `records refer to ${what} that were not recorded: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}.`,
      );
  }
  return notes;
}
