// A collection's GET list: the record set's records filtered (`filters` fields, `search`), sorted
// (`orderby`/`order`) and paged as WordPress pages (page, per_page, offset; X-WP-Total,
// X-WP-TotalPages, Link). A page past the end is an empty list, as the terms and users controllers answer.
import { pageWindow, paginate } from '../wp/page-window.js';
import type { ArgSchema } from '../model/catalogue.js';
import type { Session } from '../store/session.js';
import { isWpError, type WpError } from '../wp/errors.js';
import type { RestRequest } from '../wp/request.js';
import { sanitizeValue } from '../wp/schema-validate.js';
import { validateValue } from '../wp/schema-validate.js';
import type { Invalid } from '../wp/schema-parts.js';
import { invalidParams } from './errors.js';
import { compareIds, recordsIn } from '../store/records.js';

export interface ListOptions {
  /** The record set (the binding's `store`). */
  store: string;
  perPage: number;
  maxPerPage: number;
  orderby: string;
  order: 'asc' | 'desc';
  /** Fields `search` looks in; undefined: every text field. */
  search?: readonly string[];
  /** Fields `?<field>=<value>` filters on. */
  filters: readonly string[];
}

export interface ListPage {
  items: Record<string, unknown>[];
  headers: Record<string, string>;
  total: number;
  totalPages: number;
  page: number;
  perPage: number;
}

const listArgs = (o: ListOptions): Record<string, ArgSchema> => ({
  page: { type: 'integer', minimum: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: o.maxPerPage },
  offset: { type: 'integer' },
  order: { type: 'string', enum: ['asc', 'desc'] },
  orderby: { type: 'string' },
  search: { type: 'string' },
});

/** The list arguments, checked and coerced as WordPress checks a controller's collection params. */
function listParams(req: RestRequest, o: ListOptions): Record<string, unknown> | WpError {
  const out: Record<string, unknown> = { page: 1, per_page: o.perPage, orderby: o.orderby, order: o.order };
  const problems: Record<string, Invalid> = {};
  for (const [name, schema] of Object.entries(listArgs(o))) {
    const value = req.params[name];
    if (value === undefined || value === null) continue;
    const problem = validateValue(value, schema, name);
    if (problem) problems[name] = problem;
    else out[name] = sanitizeValue(value, schema, name);
  }
  return Object.keys(problems).length ? invalidParams(problems) : out;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = (typeof a === 'object' ? JSON.stringify(a) : String(a)).toLowerCase();
  const y = (typeof b === 'object' ? JSON.stringify(b) : String(b)).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

const matches = (value: unknown, wanted: unknown): boolean =>
  Array.isArray(wanted) ? wanted.some((w) => matches(value, w)) : String(value) === String(wanted);

function searchable(item: Record<string, unknown>, fields: readonly string[] | undefined): string[] {
  const values = fields ? fields.map((f) => item[f]) : Object.values(item);
  return values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map((v) => String(v).toLowerCase());
}

/** `captures`: the route's path captures, each a filter (`/forms/{form}/entries` lists the entries whose `form` is the one named). */
export function listRecords(req: RestRequest, session: Session, o: ListOptions, captures: Readonly<Record<string, string>>): ListPage | WpError {
  const params = listParams(req, o);
  if (isWpError(params)) return params;
  let items = recordsIn(session, o.store).map((r) => r.data);
  for (const [field, value] of Object.entries(captures)) items = items.filter((item) => matches(item[field], value));
  for (const field of o.filters) {
    const wanted = req.params[field];
    if (wanted !== undefined && wanted !== null && wanted !== '') items = items.filter((item) => matches(item[field], wanted));
  }
  const search = typeof params.search === 'string' ? params.search.toLowerCase() : '';
  if (search) items = items.filter((item) => searchable(item, o.search).some((text) => text.includes(search)));
  const field = String(params.orderby);
  const sign = params.order === 'desc' ? -1 : 1;
  items = [...items].sort((a, b) => sign * (compareValues(a[field], b[field]) || compareIds(String(a.id), String(b.id))));
  const win = pageWindow(params);
  const { page, headers } = paginate(req, items, win);
  return { items: page, headers, total: items.length, totalPages: Math.ceil(items.length / win.perPage), page: win.page, perPage: win.perPage };
}
