// ProductMapper: the feed's entries, `{type, data}` per published product and published variation (in id order,
// as the product query walks them), `data` being the product's REST representation cut to `_product_fields`
// (products) or `_variation_fields` (variations) with rest_filter_response_fields()'s dot-nested rules.
import { EXAMPLE_ORIGIN } from '../../catalogue/example-origin.js';
import { recordsIn } from '../../store/records.js';
import type { Session } from '../../store/session.js';
import { fieldTree, filterFields } from '../../wp/fields.js';
import { PRODUCTS, VARIATIONS } from './stores.js';

export interface FeedArgs {
  _product_fields?: string;
  _variation_fields?: string;
}

export interface FeedRow {
  type: string;
  data: unknown;
}

/** Seeded links name the example origin; the feed names the address the request came to. */
function rebase(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith(EXAMPLE_ORIGIN) ? origin + value.slice(EXAMPLE_ORIGIN.length) : value;
  if (Array.isArray(value)) return value.map((v) => rebase(v, origin));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rebase(v, origin)]));
  return value;
}

/** apply_mapper_args(): an empty list selects nothing, so every field stays. */
const treeOf = (fields: string | undefined) => (fields ? fieldTree(fields) : null);

const published = (data: Record<string, unknown>) => (data.status ?? 'publish') === 'publish';

/** How many entries the feed will hold. */
export function feedSize(session: Session): number {
  return feedSources(session).length;
}

function feedSources(session: Session): { id: number; type: string; data: Record<string, unknown>; variation: boolean }[] {
  const products = recordsIn(session, PRODUCTS)
    .map((r) => r.data)
    .filter(published);
  const live = new Set(products.filter((p) => p.type === 'variable').map((p) => p.id));
  const variations = recordsIn(session, VARIATIONS)
    .map((r) => r.data)
    .filter((v) => published(v) && live.has(v.parent_id));
  return [
    ...products.map((data) => ({ id: Number(data.id), type: String(data.type ?? 'simple'), data, variation: false })),
    ...variations.map((data) => ({ id: Number(data.id), type: 'variation', data, variation: true })),
  ].sort((a, b) => a.id - b.id);
}

export function feedRows(session: Session, args: FeedArgs, origin: string): FeedRow[] {
  const productTree = treeOf(args._product_fields);
  const variationTree = treeOf(args._variation_fields);
  return feedSources(session).map(({ type, data, variation }) => {
    const tree = variation ? variationTree : productTree;
    const full = rebase(data, origin);
    return { type, data: tree ? filterFields(full, tree) : full };
  });
}
