// Paging a filtered, sorted list the way WordPress's controllers read page/per_page/offset; the
// headers (X-WP-Total, X-WP-TotalPages, prev/next Link) are content/pagination.ts's.
import type { RestRequest } from './request.js';
import { paginationHeaders } from './pagination.js';

export interface PageWindow {
  /** The 1-based page the offset falls on. */
  page: number;
  perPage: number;
  /** Index of the first item of the page. */
  offset: number;
}

/** page/per_page/offset as the controllers read them: a non-empty `offset` wins over `page`. */
export function pageWindow(params: Record<string, unknown>, useOffset = true): PageWindow {
  const perPage = Number(params.per_page ?? 10);
  const offsetArg = useOffset ? Number(params.offset ?? 0) : 0;
  const offset = offsetArg > 0 ? offsetArg : (Number(params.page ?? 1) - 1) * perPage;
  return { page: Math.ceil(offset / perPage + 1), perPage, offset };
}

/** The collection headers for `total` items seen through `win`. */
export const listHeaders = (req: RestRequest, total: number, win: PageWindow): Record<string, string> =>
  paginationHeaders(req, req.route, win.page, total, Math.ceil(total / win.perPage));

/** One page of a filtered, sorted list, with its headers. */
export function paginate<T>(req: RestRequest, items: readonly T[], win: PageWindow): { page: T[]; headers: Record<string, string> } {
  return { page: items.slice(win.offset, win.offset + win.perPage), headers: listHeaders(req, items.length, win) };
}
