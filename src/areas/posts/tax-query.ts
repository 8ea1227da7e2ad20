// The `categories`, `tags` (and `_exclude`) list filters and `tax_relation`, as prepare_tax_query()
// builds WP_Tax_Query clauses: term ID lists or {terms, include_children, operator} objects.
import type { PostRecord, TermRecord } from '../../store/types.js';
import { isPlainObject, toBool } from '../../wp/php-values.js';
import { POST_TAXONOMIES } from './post-types.js';

type Clause = (post: PostRecord) => boolean;

/** A term and its descendants (include_children on a hierarchical taxonomy). */
function withChildren(ids: number[], terms: readonly TermRecord[]): number[] {
  const out = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const t of terms) {
      if (out.has(t.parent) && !out.has(t.id)) {
        out.add(t.id);
        grew = true;
      }
    }
  }
  return [...out];
}

interface Limit {
  terms: number[];
  children: boolean;
  all: boolean;
}

function limitOf(value: unknown): Limit | null {
  if (Array.isArray(value)) return value.length ? { terms: value.map(Number), children: false, all: false } : null;
  if (!isPlainObject(value)) return null;
  const terms = Array.isArray(value.terms) ? value.terms.map(Number) : [];
  return terms.length ? { terms, children: toBool(value.include_children ?? false), all: value.operator === 'AND' } : null;
}

function clause(field: 'categories' | 'tags', taxonomy: string, limit: Limit, exclude: boolean, allTerms: readonly TermRecord[]): Clause {
  const ofTaxonomy = allTerms.filter((t) => t.taxonomy === taxonomy);
  const known = limit.terms.filter((id) => ofTaxonomy.some((t) => t.id === id));
  const ids = new Set(limit.children && taxonomy === 'category' ? withChildren(known, ofTaxonomy) : known);
  if (exclude) return (post) => !post[field].some((id) => ids.has(id));
  // An unknown term makes an IN clause narrower and an AND clause impossible (WordPress: "Inexistent terms").
  if (limit.all) return known.length < limit.terms.length ? () => false : (post) => [...ids].every((id) => post[field].includes(id));
  return (post) => post[field].some((id) => ids.has(id));
}

/** The taxonomy clauses of a post list, joined by tax_relation (AND unless OR); null when none applies. */
export function taxFilter(params: Record<string, unknown>, terms: readonly TermRecord[]): Clause | null {
  const clauses: Clause[] = [];
  for (const { field, taxonomy } of POST_TAXONOMIES) {
    const include = limitOf(params[field]);
    if (include) clauses.push(clause(field, taxonomy, include, false, terms));
    const exclude = limitOf(params[`${field}_exclude`]);
    if (exclude) clauses.push(clause(field, taxonomy, { ...exclude, all: false }, true, terms));
  }
  if (!clauses.length) return null;
  return params.tax_relation === 'OR' ? (post) => clauses.some((c) => c(post)) : (post) => clauses.every((c) => c(post));
}

/** The `format` filter: `standard` means no format; the others match exactly. */
export function formatFilter(formats: unknown): Clause | null {
  if (!Array.isArray(formats) || !formats.length) return null;
  const wanted = new Set(formats.map(String));
  return (post) => wanted.has(post.format || 'standard');
}
