// Reads a cassette's answers for what a scenario can start from: content items (posts, pages, media, terms,
// users, comments, from either the wp/v2 namespace of a real site or the mock's own cms/v2), the index's site
// fields and /settings. Every interaction that gave nothing is counted, by route, for the report.
import { decodeBody } from '../cassette/body-codec.js';
import type { Cassette, Interaction } from '../cassette/types.js';
import { RecordedItems, type Item, type Kind } from './recorded-items.js';

const CONTENT = /^\/(?:wp|cms)\/v2\/(posts|pages|media|categories|tags|users|comments)(?:\/(\d+|me))?$/i;
const SETTINGS = /^\/(?:wp|cms)\/v2\/settings$/i;
/** The `type` or `taxonomy` an item of each route has, when the answer shows it. */
const ITEM_TYPE: Partial<Record<Kind, [field: string, value: string]>> = {
  posts: ['type', 'post'],
  pages: ['type', 'page'],
  media: ['type', 'attachment'],
  categories: ['taxonomy', 'category'],
  tags: ['taxonomy', 'post_tag'],
};
const TAXONOMY_KIND: Record<string, Kind> = { category: 'categories', post_tag: 'tags' };

const isObject = (v: unknown): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface RecordedAnswers {
  items: RecordedItems;
  /** The index's fields (`name`, `description`, `url`, `gmt_offset`...), later answers over earlier ones. */
  index: Item;
  /** /settings, later answers over earlier ones. */
  settings: Item;
  /** `GET /wp/v2/types` → how many interactions of that route (numbers as `{id}`) and status gave nothing. */
  unused: Map<string, number>;
}

/** A recorded answer's JSON body, if it has one that parses. */
export function jsonOf(it: Interaction): unknown {
  const body = it.response.body;
  if (!body) return undefined;
  if ('json' in body) return body.json;
  try {
    return JSON.parse(decodeBody(body).toString('utf8'));
  } catch {
    return undefined;
  }
}

export function readAnswers(cassette: Cassette): RecordedAnswers {
  const out: RecordedAnswers = { items: new RecordedItems(), index: {}, settings: {}, unused: new Map() };
  for (const it of cassette.interactions) {
    if (!useAnswer(it, out)) {
      const { method, route } = it.request;
      const key = `${method} ${route.replace(/\/\d+(?=\/|$)/g, '/{id}')}${it.response.status >= 300 ? ` (${it.response.status})` : ''}`;
      out.unused.set(key, (out.unused.get(key) ?? 0) + 1);
    }
  }
  return out;
}

function useAnswer(it: Interaction, out: RecordedAnswers): boolean {
  const { method, route } = it.request;
  if (it.response.status !== 200 && it.response.status !== 201) return false;
  const data = jsonOf(it);
  if (route === '/' && method === 'GET' && isObject(data) && ('namespaces' in data || 'name' in data)) {
    Object.assign(out.index, data);
    return true;
  }
  if (SETTINGS.test(route) && isObject(data)) {
    Object.assign(out.settings, data);
    return true;
  }
  const m = CONTENT.exec(route);
  if (!m) return false;
  const kind = m[1]!.toLowerCase() as Kind;
  if (method === 'DELETE' && isObject(data) && data.deleted === true) {
    const id = isObject(data.previous) && Number.isInteger(data.previous.id) ? (data.previous.id as number) : Number(m[2]);
    if (Number.isInteger(id)) out.items.remove(kind, id);
    return Number.isInteger(id);
  }
  let used = false;
  for (const item of Array.isArray(data) ? data : [data]) used = addItem(out.items, kind, item) || used;
  return used;
}

function addItem(items: RecordedItems, kind: Kind, item: unknown): boolean {
  if (!isObject(item)) return false;
  const expected = ITEM_TYPE[kind];
  if (expected && item[expected[0]] !== undefined && item[expected[0]] !== expected[1]) return false;
  const used = items.add(kind, item);
  if (used && isObject(item._embedded)) addEmbedded(items, item._embedded);
  return used;
}

/** `_embed` answers carry authors, terms and featured images: each is one more (view-context) answer. */
function addEmbedded(items: RecordedItems, embedded: Item): void {
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  for (const author of list(embedded.author)) addItem(items, 'users', author);
  for (const media of list(embedded['wp:featuredmedia'])) addItem(items, 'media', media);
  for (const group of list(embedded['wp:term'])) {
    for (const term of list(group)) {
      const kind = isObject(term) ? TAXONOMY_KIND[String(term.taxonomy)] : undefined;
      if (kind) addItem(items, kind, term);
    }
  }
}
