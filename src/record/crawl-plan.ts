// What the crawl requests, decided from what it has read: the GET routes of the index, the further pages of
// collections (X-WP-TotalPages), and routes with parameters filled from the items of the collection before
// them (`/wp/v2/posts/(?P<id>[\d]+)` with each post's id, then `/wp/v2/posts/5/revisions/(?P<id>[\d]+)` with
// each revision's). Everything is handed out in the order it was found, so an unchanged site gives the same
// requests in the same order.
import { shapeOf, type RouteShape } from '../catalogue/route-pattern-fill.js';

export interface Visit {
  route: string;
  /** Absent for the first page. */
  page?: number;
}

export interface SkippedRoute {
  route: string;
  reason: string;
}

export interface Answer {
  status: number;
  /** X-WP-TotalPages, when the answer carried it. */
  totalPages?: number;
  /** The parsed JSON body, when there was one. */
  json?: unknown;
}

type ParamShape = Extract<RouteShape, { type: 'param' }>;

interface Waiter {
  /** The index route it comes from. */
  source: string;
  shape: ParamShape;
  /** The pattern with filled parameters shown as `:name`, for messages. */
  label: string;
}

/**
 * One item of a collection, as far as parameters can use it: an array element's `id` and fields named like a
 * parameter, or a keyed entry's key (`/wp/v2/types` answers `{post: {...}}`).
 */
type Entry = { fields: Record<string, string> } | { key: string };

interface IndexEntry {
  endpoints?: { methods?: unknown; args?: Record<string, { required?: unknown }> }[];
}

export class CrawlPlan {
  private readonly seen = new Set<string>();
  private readonly waiting = new Map<string, Waiter[]>();
  private readonly entries = new Map<string, Entry[]>();
  private readonly registered = new Set<string>();
  /** Index routes with parameters: how many requests they gave, why not when none, the collections they wait for. */
  private readonly sources = new Map<string, { filled: number; reason: string; waitsFor: Set<string> }>();
  private readonly answered = new Set<string>();
  private readonly skips: SkippedRoute[] = [];
  private readonly fieldNames = new Set(['id']);

  constructor() {
    this.seen.add(keyOf({ route: '/' }));
  }

  /** The first requests after the index (`GET /`): its GET routes and namespace roots. */
  fromIndex(index: { routes: Record<string, unknown>; namespaces?: unknown }): Visit[] {
    const out: Visit[] = [];
    for (const route of Object.keys(index.routes)) for (const m of route.matchAll(/\(\?P<(\w+)>/g)) this.fieldNames.add(m[1]!);
    for (const [route, entry] of Object.entries(index.routes)) {
      const gets = ((entry as IndexEntry | null)?.endpoints ?? []).filter((e) => Array.isArray(e.methods) && e.methods.includes('GET'));
      if (!gets.length) continue;
      const needs = requiredQuery(route, gets);
      if (needs.length) {
        this.skips.push({ route, reason: `needs the query parameter${needs.length > 1 ? 's' : ''} ${needs.join(', ')}` });
        continue;
      }
      this.place(route, route, route, out);
    }
    for (const ns of Array.isArray(index.namespaces) ? index.namespaces : []) {
      if (typeof ns === 'string' && ns) this.add({ route: `/${ns}` }, out);
    }
    return out;
  }

  /** The requests an answer leads to: its further pages, then the routes its items fill. */
  fromAnswer(visit: Visit, answer: Answer): Visit[] {
    const out: Visit[] = [];
    this.answered.add(visit.route);
    if (answer.status < 200 || answer.status > 299) return out;
    if (visit.page === undefined && answer.totalPages !== undefined) {
      for (let page = 2; page <= answer.totalPages; page++) this.add({ route: visit.route, page }, out);
    }
    const found = entriesOf(answer.json, this.fieldNames);
    if (!found.length) return out;
    const known = this.entries.get(visit.route) ?? [];
    known.push(...found);
    this.entries.set(visit.route, known);
    for (const waiter of this.waiting.get(visit.route) ?? []) this.fill(waiter, found, out);
    return out;
  }

  /**
   * Index routes that gave no request, with the reason. Of a crawl cut short, only those that would not have
   * given any either: not the ones still waiting for a collection it did not get to.
   */
  skipped(finished = true): SkippedRoute[] {
    const unfilled = [...this.sources]
      .filter(([, s]) => s.filled === 0 && (finished || [...s.waitsFor].every((c) => this.answered.has(c))))
      .map(([route, s]) => ({ route, reason: s.reason }));
    return [...this.skips, ...unfilled];
  }

  private place(text: string, label: string, source: string, out: Visit[]): void {
    const shape = shapeOf(text);
    if (shape.type === 'path') {
      this.add({ route: shape.route }, out);
      const s = this.sources.get(source);
      if (s) s.filled++;
      return;
    }
    if (shape.type === 'unsupported') {
      if (source === text) this.skips.push({ route: source, reason: shape.reason });
      else this.note(source, `${shape.reason} once filled`, undefined);
      return;
    }
    if (this.registered.has(text)) return;
    this.registered.add(text);
    const labelShape = shapeOf(label) as ParamShape;
    const waiter: Waiter = { source, shape, label };
    this.note(source, `no ${shape.name} found in ${labelShape.collection}`, shape.collection);
    const list = this.waiting.get(shape.collection) ?? [];
    list.push(waiter);
    this.waiting.set(shape.collection, list);
    this.fill(waiter, this.entries.get(shape.collection) ?? [], out);
  }

  private fill(waiter: Waiter, found: Entry[], out: Visit[]): void {
    const labelShape = shapeOf(waiter.label) as ParamShape;
    for (const entry of found) {
      const value = valueFor(entry, waiter.shape.name);
      if (value === undefined || !waiter.shape.accepts(value)) continue;
      this.place(waiter.shape.fill(value), labelShape.fill(`:${waiter.shape.name}`), waiter.source, out);
    }
  }

  /** Keeps the latest reason an index route has given nothing yet (the deepest stage it reached). */
  private note(source: string, reason: string, waitsFor: string | undefined): void {
    const s = this.sources.get(source) ?? { filled: 0, reason, waitsFor: new Set<string>() };
    s.reason = reason;
    if (waitsFor !== undefined) s.waitsFor.add(waitsFor);
    this.sources.set(source, s);
  }

  private add(visit: Visit, out: Visit[]): void {
    const key = keyOf(visit);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    out.push(visit);
  }
}

function keyOf(v: Visit): string {
  return v.page === undefined ? v.route : `${v.route}\0${v.page}`;
}

/** Required arguments of every GET endpoint that are not path parameters: none means it can be requested. */
function requiredQuery(route: string, gets: NonNullable<IndexEntry['endpoints']>): string[] {
  const inPath = new Set([...route.matchAll(/\(\?P<(\w+)>/g)].map((m) => m[1]));
  const per = gets.map((e) =>
    Object.entries(e.args ?? {})
      .filter(([name, a]) => a?.required === true && !inPath.has(name))
      .map(([name]) => name),
  );
  return per.some((names) => !names.length) ? [] : per[0]!;
}

function entriesOf(json: unknown, names: ReadonlySet<string>): Entry[] {
  if (Array.isArray(json)) return json.filter(isObject).map((item) => ({ fields: fieldsOf(item, names) }));
  if (isObject(json)) {
    const values = Object.values(json);
    if (values.length && values.every(isObject)) return Object.keys(json).map((key) => ({ key }));
  }
  return [];
}

function fieldsOf(item: Record<string, unknown>, names: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = item[name];
    if (typeof v === 'number' || typeof v === 'string') out[name] = String(v);
  }
  return out;
}

/** An item's `id` (or, without one, its field of the parameter's name: themes' `stylesheet`); an entry's key. */
function valueFor(entry: Entry, name: string): string | undefined {
  return 'key' in entry ? entry.key : (entry.fields.id ?? entry.fields[name]);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
