// The shape difference between a recorded JSON body and a live one: keys added or removed and types that
// changed, at any depth. Values are content, never drift. A list is compared element by element against the
// shapes the recorded list held (by position only when both lists have the same length), so a longer or
// reordered list of the same kind of items shows no drift.

export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

/**
 * One shape change; `times` counts the list items that showed it (reported once, at the first). Its tag keeps the
 * name `kind`: `verify-recordings --json` prints it, and scripts read it.
 */
export type ShapeChange =
  | { kind: 'added'; path: string; type: JsonType; times?: number }
  | { kind: 'removed'; path: string; type: JsonType; times?: number }
  | { kind: 'type'; path: string; from: JsonType; to: JsonType; times?: number };

type Segment = string | number;

interface Found {
  kind: ShapeChange['kind'];
  path: Segment[];
  from: JsonType;
  to: JsonType;
  times: number;
}

export function jsonType(value: unknown): JsonType {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  return t === 'boolean' || t === 'number' || t === 'string' ? t : 'object';
}

/** Every shape change from `recorded` to `live`, in the recorded keys' order, then the added keys. */
export function shapeDrift(recorded: unknown, live: unknown): ShapeChange[] {
  return compare(recorded, live, []).map(toChange);
}

function compare(recorded: unknown, live: unknown, path: Segment[]): Found[] {
  const from = jsonType(recorded);
  const to = jsonType(live);
  if (from !== to) return [{ kind: 'type', path, from, to, times: 1 }];
  if (from === 'array') return compareLists(recorded as unknown[], live as unknown[], path);
  if (from === 'object') return compareObjects(recorded as Record<string, unknown>, live as Record<string, unknown>, path);
  return [];
}

function compareObjects(recorded: Record<string, unknown>, live: Record<string, unknown>, path: Segment[]): Found[] {
  const out: Found[] = [];
  for (const [key, value] of Object.entries(recorded)) {
    if (Object.hasOwn(live, key)) out.push(...compare(value, live[key], [...path, key]));
    else out.push({ kind: 'removed', path: [...path, key], from: jsonType(value), to: 'null', times: 1 });
  }
  for (const [key, value] of Object.entries(live)) {
    if (!Object.hasOwn(recorded, key)) out.push({ kind: 'added', path: [...path, key], from: 'null', to: jsonType(value), times: 1 });
  }
  return out;
}

/** An empty list on either side says nothing about the items' shape. */
function compareLists(recorded: unknown[], live: unknown[], path: Segment[]): Found[] {
  if (!recorded.length || !live.length) return [];
  let shapes: unknown[] | undefined;
  const found = live.map((item, i) => {
    const at = [...path, i];
    let best = recorded.length === live.length ? compare(recorded[i], item, at) : undefined;
    if (best && !best.length) return best;
    for (const shape of (shapes ??= distinctShapes(recorded))) {
      const d = compare(shape, item, at);
      if (!d.length) return d;
      if (!best || cost(d, at) < cost(best, at)) best = d;
    }
    return best!;
  });
  return collapse(found.flat(), path.length);
}

/** Fewer changes is closer, but a recorded item of another type is the last resort. */
const cost = (changes: Found[], at: Segment[]): number =>
  changes.length + (changes.length === 1 && changes[0]!.kind === 'type' && changes[0]!.path.length === at.length ? 1e6 : 0);

/** One recorded item for each distinct shape, in first-seen order. */
function distinctShapes(items: unknown[]): unknown[] {
  const seen = new Map<string, unknown>();
  for (const item of items) {
    const s = signature(item);
    if (!seen.has(s)) seen.set(s, item);
  }
  return [...seen.values()];
}

function signature(value: unknown): string {
  const t = jsonType(value);
  if (t === 'array') return `[${[...new Set((value as unknown[]).map(signature))].sort().join('|')}]`;
  if (t === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${signature(o[k])}`)
      .join(',')}}`;
  }
  return t;
}

/** The same change in several items of one list (`[0].x`, `[4].x`) is kept once, at the first, with a count. */
function collapse(found: Found[], depth: number): Found[] {
  const kept = new Map<string, Found>();
  for (const f of found) {
    const key = JSON.stringify([f.kind, f.from, f.to, f.path.map((s, i) => (i >= depth && typeof s === 'number' ? '*' : s))]);
    const first = kept.get(key);
    if (first) first.times += f.times;
    else kept.set(key, { ...f });
  }
  return [...kept.values()];
}

function toChange(f: Found): ShapeChange {
  const path = formatPath(f.path);
  const times = f.times > 1 ? { times: f.times } : {};
  if (f.kind === 'added') return { kind: 'added', path, type: f.to, ...times };
  if (f.kind === 'removed') return { kind: 'removed', path, type: f.from, ...times };
  return { kind: 'type', path, from: f.from, to: f.to, ...times };
}

const PLAIN_KEY = /^[A-Za-z_$][\w$:-]*$/;

/** `[3].title.rendered`, `_links["https://api.w.org/term"][0]`; the whole body is the empty path. */
export function formatPath(path: readonly Segment[]): string {
  return path
    .map((s, i) => {
      if (typeof s === 'number') return `[${s}]`;
      if (!PLAIN_KEY.test(s)) return `[${JSON.stringify(s)}]`;
      return i === 0 ? s : `.${s}`;
    })
    .join('');
}
