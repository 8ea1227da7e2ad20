// A post's `_links` (prepare_links()), compacted as WordPress writes them: attributes before `href`,
// `wp:` relations with their curie, and in edit context the actions the caller may take.
//
// The links are half of a post's answer, nearly all of it URLs that differ from post to post only by an id. So they
// are built with their JSON (wpJson() of them, byte for byte): a site address's REST URLs share a head, escaped once
// (wp_json_encode() writes `/` as `\/`), and only the rest of each URL is escaped per post.
import type { PostRecord } from '../../store/types.js';
import { wpJson } from '../../wp/json.js';
import { restUrl } from '../../wp/links.js';
import { can, capsOf, checkReadPermission, postStatusOf } from '../content/capabilities.js';
import { CMS_NAMESPACE, collectionRoute, itemRoute } from '../content/permalinks.js';
import { restQueryUrl } from '../../wp/url-encoding.js';
import { POST_TAXONOMIES } from './post-types.js';
import type { RevisionStats, Scope } from './scope.js';

export type Links = Record<string, Record<string, unknown>[]>;

export const CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

const COMMENTS_ROUTE = `/${CMS_NAMESPACE}/comments`;
const ATTACHMENTS_ROUTE = collectionRoute('attachment');

/** A URL and its JSON: quoted, escaped as wp_json_encode() writes it. */
interface Href {
  url: string;
  json: string;
}

/**
 * The JSON string of `text` less its quotes, as wp_json_encode() writes it, when `text` is printable ASCII without
 * `"` or `\` (only `/` then needs escaping); undefined otherwise.
 */
function plainJson(text: string): string | undefined {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return undefined;
    if (c === 0x2f) {
      out += `${text.slice(from, i)}\\/`;
      from = i + 1;
    }
  }
  return from ? out + text.slice(from) : text;
}

/** How one site address, in one permalink style, writes REST URLs: their common head, and its JSON. */
interface UrlStyle {
  /** What restUrl(origin, route) starts with (route `/…`). */
  head: string;
  /** The head's JSON (no quotes); undefined: its URLs are escaped whole. */
  headJson: string | undefined;
  /** Query URLs up to the id (`…&post=`), with their JSON, per route and name. */
  queries: Map<string, Href>;
}

const STYLES_KEPT = 64;
const styles = new Map<string, UrlStyle>();

/** The URL style of the request under way (its origin and the site's permalinks: restUrl('', '') tells them apart). */
function urlStyle(origin: string): UrlStyle {
  const key = `${origin}\n${restUrl('', '')}`;
  let style = styles.get(key);
  if (!style) {
    const head = restUrl(origin, '/').slice(0, -1);
    style = { head, headJson: plainJson(head), queries: new Map() };
    if (styles.size >= STYLES_KEPT) styles.clear();
    styles.set(key, style);
  }
  return style;
}

/** restUrl(origin, route) with its JSON (the URL's own: the head's JSON and the escaped rest, or the whole escaped). */
function restHref(style: UrlStyle, origin: string, route: string): Href {
  const url = restUrl(origin, route);
  const tail = style.headJson !== undefined && url.startsWith(style.head) ? plainJson(url.slice(style.head.length)) : undefined;
  return { url, json: tail === undefined ? wpJson(url) : `"${style.headJson}${tail}"` };
}

/**
 * restQueryUrl(origin, route, [[name, id]]) for a post id, with its JSON: the URL with `0` for the id, less that `0`,
 * then the id (a whole number: PHP's urlencode() leaves its digits as they are).
 */
function queryHref(style: UrlStyle, origin: string, route: string, name: string, id: number): Href {
  if (!Number.isSafeInteger(id) || id < 0) {
    const url = restQueryUrl(origin, route, [[name, id]]);
    return { url, json: wpJson(url) };
  }
  const key = `${route}\n${name}`;
  let base = style.queries.get(key);
  if (!base) {
    const url = restQueryUrl(origin, route, [[name, 0]]).slice(0, -1);
    base = { url, json: wpJson(url).slice(0, -1) };
    style.queries.set(key, base);
  }
  return { url: `${base.url}${id}`, json: `${base.json}${id}"` };
}

/** The attachment a post features, when it exists and the caller may see it. */
function featuredMedia(post: PostRecord, scope: Scope): PostRecord | undefined {
  const media = post.featured_media ? scope.get(post.featured_media) : undefined;
  if (media?.type !== 'attachment') return undefined;
  return postStatusOf(media, scope) === 'publish' || checkReadPermission(scope.user, media, scope) ? media : undefined;
}

/** get_available_actions(): what the caller may do, as links to the post itself (edit context only). */
function actions(post: PostRecord, scope: Scope): string[] {
  const caps = capsOf(post.type);
  const user = scope.user;
  const rels: string[] = [];
  if (can(user, caps.publish_posts)) rels.push('wp:action-publish');
  if (can(user, 'unfiltered_html')) rels.push('wp:action-unfiltered-html');
  if (post.type === 'post' && can(user, caps.edit_others_posts) && can(user, caps.publish_posts)) rels.push('wp:action-sticky');
  if (can(user, caps.edit_others_posts)) rels.push('wp:action-assign-author');
  if (scope.type.postOnly) {
    if (can(user, 'manage_categories')) rels.push('wp:action-create-categories');
    if (can(user, 'edit_posts')) rels.push('wp:action-assign-categories');
    if (can(user, 'edit_posts')) rels.push('wp:action-create-tags');
    if (can(user, 'edit_posts')) rels.push('wp:action-assign-tags');
  }
  return rels;
}

/** A link's attributes, written before its `href`. */
type Attributes = Readonly<Record<string, string | number | boolean>>;

/** JSON of relation and attribute names (a few, the same on every post). */
const NAMES_KEPT = 256;
const names = new Map<string, string>();
const nameJson = (name: string): string => {
  let json = names.get(name);
  if (json === undefined) {
    json = wpJson(name);
    if (names.size < NAMES_KEPT) names.set(name, json);
  }
  return json;
};

const valueJson = (value: string | number | boolean): string => (typeof value === 'string' ? wpJson(value) : JSON.stringify(value));

let curiesJson: string | undefined;

/** The links and their JSON, relation by relation. */
export class LinksOut {
  readonly links: Links = {};
  /** The JSON's pieces, joined at the end: one flat string, not a chain of concatenations (an answer may be kept a while). */
  readonly #json: string[] = ['{'];
  /** A relation came twice, or with a name an object orders first (`0`, `1`…): the JSON is made from the links instead. */
  #reordered = false;

  add(rel: string, items: readonly (readonly [Href, Attributes?])[]): void {
    const data: Record<string, unknown>[] = [];
    const json = this.#start(rel);
    json.push('[');
    items.forEach(([href, attributes], i) => {
      const item: Record<string, unknown> = {};
      json.push(i ? ',{' : '{');
      if (attributes)
        for (const name of Object.keys(attributes)) {
          const value = attributes[name]!;
          item[name] = value;
          json.push(nameJson(name), ':', valueJson(value), ',');
        }
      item.href = href.url;
      data.push(item);
      json.push('"href":', href.json, '}');
    });
    json.push(']');
    this.links[rel] = data;
  }

  curies(): void {
    this.#start('curies').push((curiesJson ??= wpJson(CURIES)));
    this.links.curies = CURIES;
  }

  /** Starts a relation's member in the JSON; its value follows. */
  #start(rel: string): string[] {
    if (Object.hasOwn(this.links, rel) || /^\d+$/.test(rel)) this.#reordered = true;
    this.#json.push(this.#json.length > 1 ? ',' : '', nameJson(rel), ':');
    return this.#json;
  }

  /** wpJson(this.links). */
  get json(): string {
    return this.#reordered ? wpJson(this.links) : [...this.#json, '}'].join('');
  }

  /** The JSON's pieces (`{` and the members, no closing brace) for an encoder that joins them with more; undefined: use `json`. */
  get pieces(): readonly string[] | undefined {
    return this.#reordered ? undefined : this.#json;
  }
}

/** What a post's links say beyond its id and type: its revisions, its parent, its featured image, the actions. */
interface LinkShape {
  stats: RevisionStats | undefined;
  /** The route of the parent an `up` link names (hierarchical types). */
  upRoute: string | undefined;
  media: PostRecord | undefined;
  /** get_available_actions(), in edit context. */
  actions: readonly string[];
}

function linkShape(post: PostRecord, scope: Scope, context: string): LinkShape {
  let upRoute: string | undefined;
  if (scope.type.hierarchical && post.parent) upRoute = itemRoute(scope.get(post.parent) ?? { id: post.parent, type: post.type });
  return { stats: scope.revisionStats(post.id), upRoute, media: featuredMedia(post, scope), actions: context === 'edit' ? actions(post, scope) : [] };
}

/** The links of `post` shaped by `shape` (computed for the post itself, whatever `post.id` says). */
function linksOut(post: PostRecord, scope: Scope, shape: LinkShape): LinksOut {
  const { origin } = scope.req;
  const style = urlStyle(origin);
  const out = new LinksOut();
  const route = itemRoute(post);
  const self = restHref(style, origin, route);
  const revisionsRoute = `${route}/revisions`;
  const { stats, media } = shape;
  out.add('self', [[self]]);
  out.add('collection', [[restHref(style, origin, collectionRoute(post.type))]]);
  out.add('about', [[restHref(style, origin, `/${CMS_NAMESPACE}/types/${post.type}`)]]);
  if (post.author) out.add('author', [[restHref(style, origin, `/${CMS_NAMESPACE}/users/${post.author}`), { embeddable: true }]]);
  out.add('replies', [[queryHref(style, origin, COMMENTS_ROUTE, 'post', post.id), { embeddable: true }]]);
  out.add('version-history', [[restHref(style, origin, revisionsRoute), { count: stats?.count ?? 0 }]]);
  if (stats) out.add('predecessor-version', [[restHref(style, origin, `${revisionsRoute}/${stats.latest}`), { id: stats.latest }]]);
  if (shape.upRoute !== undefined) out.add('up', [[restHref(style, origin, shape.upRoute), { embeddable: true }]]);
  if (media) out.add('wp:featuredmedia', [[restHref(style, origin, itemRoute(media)), { embeddable: true }]]);
  out.add('wp:attachment', [[queryHref(style, origin, ATTACHMENTS_ROUTE, 'parent', post.id)]]);
  if (scope.type.postOnly) {
    out.add(
      'wp:term',
      POST_TAXONOMIES.map((t) => [queryHref(style, origin, t.route, 'post', post.id), { taxonomy: t.taxonomy, embeddable: true }] as const),
    );
  }
  for (const rel of shape.actions) out.add(rel, [[self]]);
  out.curies();
  return out;
}

/**
 * A shape's links JSON with holes where the post id, the latest revision's id and the featured image's id go: posts
 * of one shape differ by nothing else. `pieces` and `holes` alternate: pieces[0], value of holes[0], pieces[1], ...
 */
interface LinksTemplate {
  pieces: readonly string[];
  /** Which id each hole takes: 0 the post's, 1 the latest revision's, 2 the featured image's. */
  holes: readonly number[];
}

/** Two sets of stand-in ids (post, latest revision, featured image), far from any real one and from each other. */
const STAND_INS = [
  [9007199254740991, 9007199254740881, 9007199254740771],
  [8888888888888777, 8888888888888666, 8888888888888555],
] as const;

/** The links of `post`'s shape rendered with stand-in ids, cut at them; null when the two renderings disagree (a stand-in's digits show elsewhere). */
function linksTemplate(post: PostRecord, scope: Scope, shape: LinkShape): LinksTemplate | null {
  const cut = ([id, latest, image]: readonly [number, number, number]) => {
    const stats = shape.stats && { count: shape.stats.count, latest };
    const media = shape.media && { ...shape.media, id: image };
    const json = linksOut({ ...post, id }, scope, { ...shape, stats, media }).json;
    const parts = json.split(new RegExp(`(${id}|${latest}|${image})`));
    const standIns = [String(id), String(latest), String(image)];
    return { pieces: parts.filter((_, i) => i % 2 === 0), holes: parts.filter((_, i) => i % 2 === 1).map((part) => standIns.indexOf(part)) };
  };
  const a = cut(STAND_INS[0]);
  const b = cut(STAND_INS[1]);
  const same = a.pieces.length === b.pieces.length && a.pieces.every((p, i) => p === b.pieces[i]) && a.holes.every((h, i) => h === b.holes[i]);
  return same ? a : null;
}

const TEMPLATES_KEPT = 256;
const templates = new Map<string, LinksTemplate | null>();

const templatable = (id: number | undefined) => id === undefined || (Number.isSafeInteger(id) && id > 0 && id < STAND_INS[1][2]);

/** The post's `_links` JSON written out in full, no template: what its template must give (the tests hold them to it). */
export const renderedLinksJson = (post: PostRecord, scope: Scope, context: string): string => linksOut(post, scope, linkShape(post, scope, context)).json;

/**
 * The post's `_links` JSON, wpJson(links) byte for byte, pushed onto `out` in pieces (its shape's template and the
 * post's ids; an encoder joins them with the rest of its answer in one go).
 */
export function pushPostLinksJson(out: string[], post: PostRecord, scope: Scope, context: string): void {
  const shape = linkShape(post, scope, context);
  const latest = shape.stats?.latest;
  const image = shape.media?.id;
  const template = templatable(post.id) && templatable(latest) && templatable(image) ? templateOf(post, scope, shape) : null;
  if (template === null) {
    out.push(linksOut(post, scope, shape).json);
    return;
  }
  const ids = [post.id, latest, image];
  const { pieces, holes } = template;
  out.push(pieces[0]!);
  for (let i = 0; i < holes.length; i++) out.push(String(ids[holes[i]!]), pieces[i + 1]!);
}

/** The template of the shape `post` has (made on first use), or null when none can be cut for it. */
function templateOf(post: PostRecord, scope: Scope, shape: LinkShape): LinksTemplate | null {
  const key = [
    scope.req.origin,
    restUrl('', ''),
    post.type,
    scope.type.name,
    post.author,
    shape.stats?.count ?? '',
    shape.upRoute ?? '',
    shape.media?.type ?? '',
    shape.actions.join(','),
  ].join('\n');
  let template = templates.get(key);
  if (template === undefined) {
    template = linksTemplate(post, scope, shape);
    if (templates.size >= TEMPLATES_KEPT) templates.clear();
    templates.set(key, template);
  }
  return template;
}

/** The post's `_links` JSON, wpJson(links) byte for byte (pushPostLinksJson joined). */
export function postLinksJson(post: PostRecord, scope: Scope, context: string): string {
  const out: string[] = [];
  pushPostLinksJson(out, post, scope, context);
  return out.join('');
}

/** The post's `_links`: its JSON read back (JSON.parse undoes wpJson()). */
export function postLinks(post: PostRecord, scope: Scope, context: string): Links {
  return JSON.parse(postLinksJson(post, scope, context)) as Links;
}
