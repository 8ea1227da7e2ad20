// The records a scenario's own routes start from, read from a cassette (`import --extends`): every route bound to
// a `collection` or `singleton` seeds `data.records.<store>` from the route's recorded 200 GET answers. A list
// route's answer (a JSON array) gives records, an item route's answer (an object) gives one; each is keyed by its
// `id` (or the bind's `idParam` field, or the item route's capture), the newest answer's fields winning, and gets
// the route's other captures (a parent such as `order_id`) it lacks, since the collection kind filters lists by
// them. A singleton's store is the newest recorded object. Pure: what it read is returned, nothing is written.
import { jsonOf } from './recorded-answers.js';
import type { Cassette, Interaction } from '../cassette/types.js';
import { normaliseRoute, routeGroups, toRegExp } from '../catalogue/route-pattern.js';
import type { Binding } from '../model/binding.js';
import type { ExtraRoute } from '../model/rule.js';
import { extraPattern } from '../scenario/extra-routes.js';
import { compareIds } from '../store/records.js';
import { setOwn } from '../own-key.js';

type Item = Record<string, unknown>;
type StoreKind = 'collection' | 'singleton';

/** What one store got: `count` is its records (collection) or the fields of its value (singleton). */
export interface StoreSeed {
  store: string;
  kind: StoreKind;
  count: number;
}

export interface BoundRouteRecords {
  /** `data.records`: a list per collection store, a mapping per singleton store; only stores something was recorded for. */
  records: Record<string, Item[] | Item>;
  /** The stores seeded, in the order the routes bind them. */
  stores: StoreSeed[];
  /** Bound routes the cassette holds no 200 GET answer of: `GET /wc/v3/things/(?P<key>[\w-]+) (store wc/v3/things)`. */
  unrecorded: string[];
  /** What could not be kept as recorded, one sentence each. */
  notes: string[];
  /** The interactions that gave records (for the report of recorded routes not used). */
  used: ReadonlySet<Interaction>;
}

/** Fields of a recorded answer that are WordPress's presentation, not the record: links to the recorded site. */
const PRESENTATION = ['_links', '_embedded'];

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const isObject = (v: unknown): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v);
const usableId = (v: unknown): v is string | number => (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v));
/** A path capture as a field value: digits as the number WordPress's schema would give, else the text. */
const captureValue = (text: string): string | number => (/^\d{1,15}$/.test(text) ? Number(text) : text);

interface Target {
  route: ExtraRoute;
  /** The binding the route's GET answers fill. */
  bind: Binding & { kind: StoreKind; store: string };
  re: RegExp;
  literal: boolean;
  /** The field that keys a record (`id`, or the bind's `idParam`). */
  idName: string;
  /** An item route answers one record: it captures `idName`, the bind names an idParam, or its op is `read`. */
  item: boolean;
  recorded: number;
}

/** The binding whose store a route's GET answers seed: the GET endpoint's, else the route's first collection or singleton. */
function seedingBind(route: ExtraRoute): Target['bind'] | undefined {
  const seeds = (b: Binding | undefined): b is Target['bind'] =>
    !!b && (b.kind === 'collection' || b.kind === 'singleton') && typeof b.store === 'string' && b.store !== '';
  const get = route.endpoints.find((ep) => ep.methods.includes('GET'))?.bind;
  if (seeds(get)) return get;
  return route.endpoints.map((ep) => ep.bind).find(seeds);
}

function targetOf(route: ExtraRoute): Target | undefined {
  const bind = seedingBind(route);
  if (!bind) return undefined;
  const pattern = extraPattern(route.path);
  let re: RegExp;
  try {
    re = toRegExp(normaliseRoute(pattern));
  } catch {
    return undefined; // the loader reports a pattern that does not compile
  }
  const idName = typeof bind.idParam === 'string' && bind.idParam !== '' ? bind.idParam : 'id';
  const captures = routeGroups(pattern).map((g) => g.name);
  const item = bind.op === 'read' || (bind.op !== 'list' && (captures.includes(idName) || bind.idParam !== undefined));
  return { route, bind, re, literal: routeGroups(pattern).length === 0, idName, item, recorded: 0 };
}

const withoutPresentation = (item: Item): Item => Object.fromEntries(Object.entries(item).filter(([k]) => !PRESENTATION.includes(k)));

interface CollectionStore {
  records: Map<string, Item>;
  noId: number;
  /** Keys of records whose recorded `id` was not their key. */
  idReplaced: Set<string>;
}

export function boundRouteRecords(routes: readonly ExtraRoute[], cassette: Cassette): BoundRouteRecords {
  const targets = routes.map(targetOf).filter((t): t is Target => t !== undefined);
  const notes: string[] = [];
  const used = new Set<Interaction>();
  const kinds = new Map<string, StoreKind>();
  const collections = new Map<string, CollectionStore>();
  const singletons = new Map<string, Item>();
  const misshapen = new Map<Target, number>();
  for (const t of targets) {
    const had = kinds.get(t.bind.store);
    if (had === undefined) kinds.set(t.bind.store, t.bind.kind);
    else if (had !== t.bind.kind)
      notes.push(`route ${t.route.path} binds store ${t.bind.store} as a ${t.bind.kind}, another route as a ${had}: its answers were left out.`);
  }
  const seeding = targets.filter((t) => kinds.get(t.bind.store) === t.bind.kind);

  for (const it of cassette.interactions) {
    if (it.request.method.toUpperCase() !== 'GET' || it.response.status !== 200) continue;
    const route = normaliseRoute(it.request.route);
    const matching = seeding.filter((t) => t.re.test(route));
    const t = matching.find((m) => m.literal) ?? matching[0];
    if (!t) continue;
    t.recorded++;
    const captures = Object.fromEntries(Object.entries(t.re.exec(route)?.groups ?? {}).filter((e): e is [string, string] => e[1] !== undefined));
    const data = jsonOf(it);
    if (t.bind.kind === 'singleton') {
      if (!isObject(data)) {
        misshapen.set(t, (misshapen.get(t) ?? 0) + 1);
        continue;
      }
      singletons.set(t.bind.store, withoutPresentation(data));
      used.add(it);
      continue;
    }
    const answers = t.item ? (isObject(data) ? [data] : undefined) : Array.isArray(data) && data.every(isObject) ? (data as Item[]) : undefined;
    if (!answers) {
      misshapen.set(t, (misshapen.get(t) ?? 0) + 1);
      continue;
    }
    let store = collections.get(t.bind.store);
    if (!store) collections.set(t.bind.store, (store = { records: new Map(), noId: 0, idReplaced: new Set() }));
    used.add(it);
    for (const answer of answers) addRecord(store, t, answer, captures);
  }

  const records: Record<string, Item[] | Item> = {};
  const stores: StoreSeed[] = [];
  for (const t of seeding) {
    const name = t.bind.store;
    if (Object.hasOwn(records, name)) continue;
    if (t.bind.kind === 'singleton') {
      const value = singletons.get(name);
      if (!value) continue;
      setOwn(records, name, value);
      stores.push({ store: name, kind: 'singleton', count: Object.keys(value).length });
      continue;
    }
    const store = collections.get(name);
    if (!store) continue;
    const list = [...store.records].sort(([a], [b]) => compareIds(a, b)).map(([, r]) => r);
    setOwn<Item[] | Item>(records, name, list);
    stores.push({ store: name, kind: 'collection', count: list.length });
    if (store.noId)
      notes.push(`${counted(store.noId, 'recorded record')} of ${name} had no id (no ${idNames(seeding, name)} field, no id in the route): left out.`);
    if (store.idReplaced.size)
      notes.push(
        `${counted(store.idReplaced.size, 'record')} of ${name} had an id other than the ${idNames(seeding, name)} field: the id is that field's value now (the collection kind reads a record by its id).`,
      );
  }
  for (const [t, n] of misshapen) {
    const shape = t.bind.kind === 'singleton' || t.item ? 'a JSON object' : 'a JSON list of objects';
    notes.push(`${counted(n, 'recorded answer')} of GET ${t.route.path} ${n === 1 ? 'was' : 'were'} not ${shape}: left out of ${t.bind.store}.`);
  }
  const unrecorded = seeding.filter((t) => t.recorded === 0).map((t) => `GET ${t.route.path} (store ${t.bind.store})`);
  return { records, stores, unrecorded, notes, used };
}

/** The field names that key the records of a store (`id`, or the idParams of the routes that bind it). */
function idNames(targets: readonly Target[], store: string): string {
  return [...new Set(targets.filter((t) => t.bind.store === store).map((t) => t.idName))].join(' or ');
}

/** One recorded record into its store: keyed, given the route's other captures it lacks, over the older version's fields. */
function addRecord(store: CollectionStore, t: Target, answer: Item, captures: Record<string, string>): void {
  const record = withoutPresentation(answer);
  const fromBody = record[t.idName];
  const fromRoute = t.item && captures[t.idName] !== undefined ? captureValue(captures[t.idName]!) : undefined;
  const key = usableId(fromBody) ? fromBody : fromRoute;
  if (key === undefined) {
    store.noId++;
    return;
  }
  for (const [name, value] of Object.entries(captures)) if (name !== t.idName && record[name] === undefined) setOwn<unknown>(record, name, captureValue(value));
  if (record[t.idName] === undefined) setOwn<unknown>(record, t.idName, key);
  if (record.id === undefined) record.id = key;
  else if (String(record.id) !== String(key)) {
    store.idReplaced.add(String(key));
    record.id = key;
  }
  const older = store.records.get(String(key));
  store.records.set(String(key), older ? { ...older, ...record } : record);
}
