// The headers of a paged collection: X-WP-Total, X-WP-TotalPages and the Link to the previous and next
// pages, which keeps every query variable of the request (rest_route URL-encoded, as add_query_arg() does).
import type { PhpValue } from './php-query.js';
import { parsePhpQuery } from './php-query.js';
import type { RestRequest } from './request.js';
import { homeUrl } from './links.js';
import { buildQuery } from './url-encoding.js';

/** The request's query variables on top of the collection's rest_route, `page` set to `page`. */
function pageUrl(req: RestRequest, route: string, page: number): string {
  const vars = new Map<string, PhpValue | number>([['rest_route', route]]);
  for (const [k, v] of Object.entries(parsePhpQuery(req.rawQuery))) vars.set(k, v);
  vars.set('page', page);
  return `${homeUrl(req.origin)}/index.php?${buildQuery([...vars])}`;
}

export function paginationHeaders(req: RestRequest, route: string, page: number, total: number, totalPages: number): Record<string, string> {
  const headers: Record<string, string> = { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) };
  const links: string[] = [];
  if (page > 1) links.push(`<${pageUrl(req, route, Math.min(page - 1, totalPages))}>; rel="prev"`);
  if (totalPages > page) links.push(`<${pageUrl(req, route, page + 1)}>; rel="next"`);
  const link = links.length ? headerValue(links.join(', ')) : undefined;
  if (link) headers.Link = link;
  return headers;
}

/**
 * The Link header as PHP's header() would send it. add_query_arg() leaves the query's names unencoded, so a name can
 * carry any character: PHP refuses a header with a line break (it is not sent) and sends other bytes raw. Node sends no
 * control characters and no raw UTF-8 beyond Latin-1, so those are percent-encoded: the same URL, written safely.
 */
function headerValue(link: string): string | undefined {
  if (/[\r\n]/.test(link)) return undefined;
  return link.replace(/[^\t\x20-\x7e]/gu, (c) => [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
}
