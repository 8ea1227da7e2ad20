// Every version of every content item a cassette's answers hold (item routes, collection pages, write
// answers, `_embedded` records), reduced to the newest: the version with the latest `modified_gmt`, its
// answers merged in file order so an edit-context answer's raw fields survive a view-context answer of the
// same version. Terms, users and comments have no such date: the later answer in the file wins field by field
// (the recorder sorts a cassette by request, so the file order is not always the order of recording).
// A force delete removes the item: WordPress never gives its id to another.

export const KINDS = ['posts', 'pages', 'media', 'categories', 'tags', 'users', 'comments'] as const;
export type Kind = (typeof KINDS)[number];

export type Item = Record<string, unknown>;

const isObject = (v: unknown): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep-merges one level: `{title: {raw, rendered}}` then `{title: {rendered}}` keeps `raw`. */
function mergeInto(target: Item, item: Item): void {
  for (const [k, v] of Object.entries(item)) {
    const had = target[k];
    target[k] = isObject(had) && isObject(v) ? { ...had, ...v } : v;
  }
}

export class RecordedItems {
  /** Every answer's version of each item, in file order. */
  private readonly seen = new Map<Kind, Map<number, Item[]>>(KINDS.map((k) => [k, new Map()]));
  private readonly deleted = new Map<Kind, Set<number>>(KINDS.map((k) => [k, new Set()]));

  /** An item as one answer showed it; false when it has no whole-number id. */
  add(kind: Kind, item: unknown): boolean {
    if (!isObject(item) || !Number.isInteger(item.id) || (item.id as number) <= 0) return false;
    const list = this.seen.get(kind)!;
    const id = item.id as number;
    const versions = list.get(id);
    if (versions) versions.push(item);
    else list.set(id, [item]);
    return true;
  }

  remove(kind: Kind, id: number): void {
    this.deleted.get(kind)!.add(id);
  }

  /** The newest version of each item not deleted, by id. */
  newest(kind: Kind): Item[] {
    const out: Item[] = [];
    for (const [id, versions] of [...this.seen.get(kind)!].sort(([a], [b]) => a - b)) {
      if (this.deleted.get(kind)!.has(id)) continue;
      const stamp = (v: Item) => (typeof v.modified_gmt === 'string' ? v.modified_gmt : undefined);
      const newestStamp = versions
        .map(stamp)
        .filter((s): s is string => s !== undefined)
        .sort()
        .pop();
      const merged: Item = {};
      for (const v of versions) {
        const s = stamp(v);
        if (s === undefined || s === newestStamp) mergeInto(merged, v);
      }
      out.push(merged);
    }
    return out;
  }
}
