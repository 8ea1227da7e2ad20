// `_embed`: WP_REST_Server::embed_links(). Each embeddable link of an answer is fetched through the
// site's own dispatcher (context=embed, as the same user) and placed under `_embedded`, rel by rel. One level only:
// WordPress embeds the answer it serves, never the embedded answers (response_to_data($response, false)), so a
// link whose query asks for `_embed` again is dispatched without it.
import { endpointFor } from './pipeline.js';
import type { Site } from './types.js';
import { isWpError } from '../wp/errors.js';
import { parsePhpQuery } from '../wp/php-query.js';
import { isPlainObject, parseList } from '../wp/php-values.js';
import { innerRequest, type RestRequest } from '../wp/request.js';

type Link = Record<string, unknown> & { href?: unknown; embeddable?: unknown };

/** rest_parse_embed_param(): true for every relation, or the relations listed. */
function embedRelations(value: unknown): true | string[] {
  if (value === undefined || value === '' || value === 'true' || value === '1' || value === '0') return true;
  const rels = parseList(value).map(String);
  return rels.length ? rels : true;
}

/** PHP's truthiness of an embedded answer: empty lists and empty strings do not count. */
const isFilled = (v: unknown): boolean => !(v === null || v === '' || v === 0 || v === false || (Array.isArray(v) && !v.length));

/** WP_REST_Request::from_url() with plain permalinks: the route is the rest_route query variable. */
function requestFor(href: string, parent: RestRequest): RestRequest | null {
  const q = href.indexOf('?');
  const rawQuery = q < 0 ? '' : href.slice(q + 1);
  const query = parsePhpQuery(rawQuery);
  const route = query.rest_route;
  if (typeof route !== 'string' || !route) return null;
  delete query.rest_route;
  delete query._embed;
  if (!query.context) query.context = 'embed';
  return innerRequest(parent, { method: 'GET', route, query, rawQuery });
}

async function embedItem(item: unknown, rels: true | string[], req: RestRequest, site: Site, cache: Map<string, unknown>): Promise<unknown> {
  if (!isPlainObject(item) || !isPlainObject(item._links)) return item;
  const embedded: Record<string, unknown[]> = {};
  for (const [rel, links] of Object.entries(item._links)) {
    if (rels !== true && !rels.includes(rel)) continue;
    if (!Array.isArray(links)) continue;
    const embeds: unknown[] = [];
    for (const link of links as Link[]) {
      const href = typeof link.href === 'string' ? link.href : '';
      if (!link.embeddable || !href) {
        embeds.push([]);
        continue;
      }
      if (!cache.has(href)) cache.set(href, await fetchEmbed(href, req, site));
      embeds.push(cache.get(href));
    }
    if (embeds.some(isFilled)) embedded[rel] = embeds;
  }
  return Object.keys(embedded).length ? { ...item, _embedded: embedded } : item;
}

async function fetchEmbed(href: string, req: RestRequest, site: Site): Promise<unknown> {
  const sub = requestFor(href, req);
  // A link to a route the site does not serve embeds nothing (WordPress only links routes it has).
  const match = sub && site.match(sub.route);
  if (!sub || !match) return [];
  // A collection embeds as many items as one page may hold: per_page at its maximum unless the link says.
  const perPage = endpointFor(match.route, 'GET')?.specs.find((s) => s.name === 'per_page')?.schema.maximum;
  if (sub.query.per_page === undefined && perPage !== undefined) sub.query.per_page = String(perPage);
  const { outcome } = await site.dispatch(sub);
  return isWpError(outcome) ? outcome.toJSON() : outcome.data;
}

/** Adds `_embedded` to an answer (an item or a list of items) when the request asks for `_embed`. */
export async function embedLinks(data: unknown, req: RestRequest, site: Site): Promise<unknown> {
  if (req.query._embed === undefined) return data;
  const rels = embedRelations(req.query._embed);
  const cache = new Map<string, unknown>();
  if (Array.isArray(data)) {
    const out: unknown[] = [];
    for (const item of data) out.push(await embedItem(item, rels, req, site, cache));
    return out;
  }
  return embedItem(data, rels, req, site, cache);
}
