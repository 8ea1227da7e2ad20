// GET /cms/v2/media: the posts controller's query for attachments (status `inherit` by default,
// media_type/mime_type, parent, search that also matches file names); a page past the end is an error.
import type { Handler } from '../../dispatch/types.js';
import type { PostRecord } from '../../store/types.js';
import { protocolErrors, WpError } from '../../wp/errors.js';
import { requiredCode } from '../../wp/permission.js';
import { sanitizeTitle } from '../../wp/format/sanitize-title.js';
import { listHeaders, pageWindow } from '../../wp/page-window.js';
import { canReadPost } from '../collection/post-access.js';
import { mediaView } from './media-view.js';
import { mimeTypesOf } from './mime-types.js';
import { includeOrder, slugOrder } from '../collection/given-order.js';
import { localDateOf } from '../content/post-dates.js';

const ids = (v: unknown) => (Array.isArray(v) ? (v as number[]) : []);
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

function comparator(orderby: string, p: Record<string, unknown>, terms: string[]): (a: PostRecord, b: PostRecord) => number {
  switch (orderby) {
    case 'author':
      return (a, b) => a.author - b.author || cmp(a.date, b.date);
    case 'id':
      return (a, b) => a.id - b.id;
    case 'modified':
      return (a, b) => cmp(a.modified, b.modified) || a.id - b.id;
    case 'parent':
      return (a, b) => a.parent - b.parent || a.id - b.id;
    case 'slug':
      return (a, b) => cmp(a.slug, b.slug) || a.id - b.id;
    case 'title':
      return (a, b) => cmp(a.title.toLowerCase(), b.title.toLowerCase()) || a.id - b.id;
    case 'include':
      return includeOrder(ids(p.include));
    case 'include_slugs':
      return slugOrder(p.slug);
    case 'relevance': {
      const score = (x: PostRecord) =>
        (x.title.toLowerCase().includes(terms.join(' ')) ? 2 : 0) + (terms.every((t) => x.title.toLowerCase().includes(t)) ? 1 : 0);
      return (a, b) => score(a) - score(b) || cmp(a.date, b.date);
    }
    default:
      return (a, b) => cmp(a.date, b.date) || a.id - b.id;
  }
}

function statusError(statuses: string[], req: Parameters<Handler>[0]): WpError | null {
  for (const status of statuses) {
    if (status === 'inherit') continue;
    const ok = req.user?.capabilities.has('edit_posts') || (status === 'private' && req.user?.capabilities.has('read_private_posts'));
    if (!ok) {
      return protocolErrors.invalidParams(
        { status: 'Status is forbidden.' },
        { status: { code: 'rest_forbidden_status', message: 'Status is forbidden.', data: { status: requiredCode(req.user) } } },
      );
    }
  }
  return null;
}

export const listMedia: Handler = (req, ctx) => {
  const p = req.params;
  const statuses = (Array.isArray(p.status) ? p.status : [p.status ?? 'inherit']).map(String);
  const forbidden = statusError(statuses, req);
  if (forbidden) return forbidden;
  const search = typeof p.search === 'string' ? p.search.trim().toLowerCase() : '';
  const terms = search.split(/\s+/).filter(Boolean);
  const orderby = String(p.orderby ?? 'date');
  if (orderby === 'relevance' && !terms.length)
    return new WpError('rest_no_search_term_defined', 'You need to define a search term to order by relevance.', { status: 400 });
  if (orderby === 'include' && !ids(p.include).length)
    return new WpError('rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.', { status: 400 });

  const s = ctx.session;
  const mediaType = typeof p.media_type === 'string' ? p.media_type : '';
  const mimeType = typeof p.mime_type === 'string' ? p.mime_type : '';
  const mimeOk = mimeType && mimeTypesOf(mimeType.split('/')[0]!).includes(mimeType);
  const wanted = new Set(statuses.includes('any') ? ['inherit', 'private'] : statuses);
  const slugs = ((p.slug as string[] | undefined) ?? []).map(sanitizeTitle);
  let list: PostRecord[] = [];
  for (const a of Object.values(s.state.posts)) {
    if (a.type !== 'attachment' || !wanted.has(a.status)) continue;
    if (mimeOk ? a.mime_type !== mimeType : mediaType && !(a.mime_type ?? '').startsWith(`${mediaType}/`)) continue;
    list.push(a);
  }
  const only = (values: number[], key: 'author' | 'id' | 'parent') => {
    if (values.length) list = list.filter((a) => values.includes(a[key]));
  };
  const not = (values: number[], key: 'author' | 'id' | 'parent') => {
    if (values.length) list = list.filter((a) => !values.includes(a[key]));
  };
  only(ids(p.author), 'author');
  not(ids(p.author_exclude), 'author');
  only(ids(p.include), 'id');
  not(ids(p.exclude), 'id');
  only(ids(p.parent), 'parent');
  not(ids(p.parent_exclude), 'parent');
  if (slugs.length) list = list.filter((a) => slugs.includes(a.slug));
  // WP_Date_Query compares the site's local dates; a date with a zone is read in it first.
  const bound = (name: string, column: 'date' | 'modified', after: boolean) => {
    const value = typeof p[name] === 'string' ? localDateOf(p[name] as string, s.clock.offsetHours) : null;
    if (value) list = list.filter((a) => (after ? a[column] > value : a[column] < value));
  };
  bound('after', 'date', true);
  bound('before', 'date', false);
  bound('modified_after', 'modified', true);
  bound('modified_before', 'modified', false);
  if (terms.length) {
    list = list.filter((a) => terms.every((t) => [a.title, a.excerpt, a.content, a.file ?? ''].some((f) => f.toLowerCase().includes(t))));
  }
  list.sort(comparator(orderby, p, terms));
  // WP_Query orders post__in by the list given, whatever `order` says.
  if (p.order !== 'asc' && orderby !== 'include' && orderby !== 'include_slugs') list.reverse();

  const win = pageWindow(p);
  const requested = Number(p.page ?? 1);
  const total = list.length;
  if (requested > Math.ceil(total / win.perPage) && total > 0) {
    return new WpError('rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.', { status: 400 });
  }
  const context = String(p.context ?? 'view');
  const parentOf = (id: number) => s.get('posts', id);
  const data = list
    .slice(win.offset, win.offset + win.perPage)
    .filter((a) => canReadPost(a, req.user, parentOf))
    .map((a) => mediaView(s, a, { origin: req.origin, context }));
  return { data, headers: listHeaders(req, total, { ...win, page: requested }) };
};
